import type { GameFacts } from '../../core/definition.js';

/**
 * The duel's facts: two seats, chance (the discs), no hidden information (every marker is worth
 * one gold and the board is public), one seat at a time.
 *
 * @example
 * duelFacts.maxPlayers; // 2
 */
export const duelFacts: GameFacts = {
  name: 'Mountain/river duel',
  minPlayers: 2,
  maxPlayers: 2,
  chance: true,
  hiddenInformation: false,
  simultaneousMoves: false,
  maxLengthNote: 'At most two plies (a throw and a dig) per turn, and at most maxTurns turns (default 1000).',
};
