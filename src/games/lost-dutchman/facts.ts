import type { GameFacts } from '../../core/definition.js';

/**
 * The facts of Legend of the Lost Dutchman: 2 to 5 seats, chance (dice, face-down tiles, tokens
 * and events), no seat-private information (face-down identities are not in the state until
 * revealed to all, and buried treasure may be looked through), one seat at a time (events go
 * round the table in turn order).
 *
 * @example
 * dutchmanFacts.maxPlayers; // 5
 */
export const dutchmanFacts: GameFacts = {
  name: 'Legend of the Lost Dutchman',
  minPlayers: 2,
  maxPlayers: 5,
  chance: true,
  hiddenInformation: false,
  simultaneousMoves: false,
  maxLengthNote:
    'No round limit by default: the game ends when the mine is found, the water runs dry, or (the stall rule) stallRounds rounds in a row leave the land area unchanged; each of the 120 tiles changes the land at most twice, so a game has at most 241 × stallRounds × players turns (maxRounds, an option, bounds it further). A turn takes at most 40 plies besides what uses up components; see maxPlies.',
};
