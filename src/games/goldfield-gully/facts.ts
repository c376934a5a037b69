import type { GameFacts } from '../../core/definition.js';

/**
 * Goldfield Gully's facts: 2 to 5 seats, chance (dice and the face-down token stack), hidden
 * information (commitments until all have committed), simultaneous commitments.
 *
 * @example
 * gullyFacts.maxPlayers; // 5
 */
export const gullyFacts: GameFacts = {
  name: 'Goldfield Gully',
  minPlayers: 2,
  maxPlayers: 5,
  chance: true,
  hiddenInformation: true,
  simultaneousMoves: true,
  maxLengthNote:
    'A fixed number of rounds (default 10); in each, every seat commits once, rolls at most once for treasure and moves at most once, each shootout rolls at most shootoutRollLimit times, and every window closes after one pass per entitled seat; each of the 12 tokens is spent at most once.',
};
