import type { GameFacts } from '../../../core/definition.js';

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
    'At most maxTurns turns (default 3000) of at most PLIES_PER_TURN plies each (the parts of the turn, free actions, their reveals, dice and choices, the ice test; team games TEAM_GIFT_PLIES_PER_TURN more for gifts), plus the setup, four plies per tile drawn and placed (a Scout draws two and chooses) and at most one draw per remaining river tile for each river tile sent to the bottom.',
};

/**
 * The most plies one turn can take: its parts (whiskey and skills add a few), free actions (each
 * bounded by what the prospector holds), the reveals, dice and choices they bring, discards down
 * to capacity, the optional triangle and the ice test with its Forecasters. Every rule area keeps
 * a turn below it (the conformance kit checks every game against the total bound).
 * Gathering: an action takes at most 5 plies (a hunt: the action, the reveal, the roll and the
 * Trapper's second roll; an event: the action, a look at each of at most 3 markers, the choice);
 * the Adventurer's free looks at most 2 plies per marker touching the intersection, each marker
 * once (under 20 a turn).
 *
 * Gold and trade (gold.ts): a dig is one action and at most six reveals and one choice; a store
 * trade is `open-trade`, at most 16 buys and one clue (the basket fits an empty inventory, LV-TRADE-8),
 * at most one payment per gold or fur marker and gear item held, and `close-trade`, then one
 * reveal; a weighing adds one `show-gold` step per marker shown. A store trade is therefore at
 * most 1 + 16 + 1 + 99 + 1 + 1 = 119 plies (a basket costs at most 99 nuggets, each payment is
 * worth at least one), and a turn has at most four trades (one, the Trader's, and two whiskeys
 * for the Drunkard): 476 plies, plus at most about 60 for the action, free actions, discards and
 * the ice test. Random games stay far below.
 *
 * Building adds at most: a skill learned per work (a choice, three draws, a keep: 5 plies, twice with
 * whiskey), the Runner's run and its move (2), collecting a claim (1), and per ice test one
 * naming per Forecaster and a second roll (3). The setup's skill draft (4 plies per prospector,
 * at most 48) fits in the six spare turns of {@link lostValleyMaxPlies}.
 *
 * @example
 * PLIES_PER_TURN; // 600
 */
export const PLIES_PER_TURN = 600;

/**
 * The most plies gifts to partners add to a turn of a team game (give.ts, LV-TEAM-21): one `give`
 * per item the giver holds or gains in the turn (16 spaces at the start, at most four trades of
 * 16 items and a few gathered: under 100), each followed by at most three partner discards (a
 * gift takes at most 3 spaces).
 *
 * @example
 * TEAM_GIFT_PLIES_PER_TURN; // 400
 */
export const TEAM_GIFT_PLIES_PER_TURN = 400;

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
 * lostValleyMaxPlies({ edition: 'second', prospectorsPerSeat: 1, maxTurns: 3000 }); // 3006 × 600 + 1600 + 10100
 */
export function lostValleyMaxPlies(options: { readonly maxTurns: number; readonly teams?: string; readonly prospectorsPerSeat?: number }): number {
  // Team games (teams.ts isTeamGame) add the gifts to every turn.
  const teams = (options.teams !== undefined && options.teams !== 'none') || (options.prospectorsPerSeat ?? 1) > 1;
  const perTurn = PLIES_PER_TURN + (teams ? TEAM_GIFT_PLIES_PER_TURN : 0);
  // Four plies per tile: a Scout's land or river draw is two chance nodes, a choice and the placement (LV-SKILL-SCOUT-1, LV-SKILL-SCOUT-2).
  return (options.maxTurns + 6) * perTurn + 4 * MAX_TILES + MAX_RIVER_TILES * (MAX_RIVER_TILES + 1);
}
