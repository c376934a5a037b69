import type { GameFacts } from '../../core/definition.js';

/**
 * Lost Valley's facts: 2 to 6 seats (the first edition 2 to 4, LV-SEAT-1), chance (tile draws,
 * dice), hidden information (face-down markers, gold bags), one seat at a time.
 *
 * @example
 * lostValleyFacts.maxPlayers; // 6
 */
export const lostValleyFacts: GameFacts = {
  name: 'Lost Valley',
  minPlayers: 2,
  maxPlayers: 6,
  chance: true,
  hiddenInformation: true,
  simultaneousMoves: false,
  maxLengthNote:
    'At most maxTurns turns (default 3000) of three plies each (a move or end-turn, an optional triangle, the ice test), plus two plies per tile drawn and placed and at most one draw per remaining river tile for each river tile sent to the bottom.',
};

/**
 * Most tiles a component set may hold, so that the game length has a bound (see maxPlies).
 *
 * @example
 * set.landDiamonds.length + set.riverDiamonds.length + set.triangles.length <= MAX_TILES;
 */
export const MAX_TILES = 400;
/**
 * Most river diamonds a component set may hold.
 *
 * @example
 * set.riverDiamonds.length <= MAX_RIVER_TILES;
 */
export const MAX_RIVER_TILES = 100;

/**
 * The most plies a game can last with these options.
 *
 * @example
 * lostValleyMaxPlies({ edition: 'second', prospectorsPerSeat: 1, maxTurns: 3000 }); // 9000 + 800 + 10100
 */
export function lostValleyMaxPlies(options: { readonly maxTurns: number }): number {
  return options.maxTurns * 3 + 2 * MAX_TILES + MAX_RIVER_TILES * (MAX_RIVER_TILES + 1);
}
