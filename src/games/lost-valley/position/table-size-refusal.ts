import type { RuleError } from '../../../core/errors.js';
import { positionFault } from '../../../core/position-check.js';
import type { RuleContext } from '../kernel/rule-context.js';

/*
 * The position builder's words for a tile of the component set that this table does not play:
 * the set keeps every tile (the catalog knows them all), but setup puts a tile marked 4+, 5+ or
 * 6+ above the player count out of the game (LV-SETUP-7, LV-COMP-22), so no pile holds it. Said
 * plainly, instead of "not in its pile", so that a tester who names L08 at two players learns
 * why it is refused.
 */

/**
 * The refusal of a tile marked for more players than the game has (`tile-in-set`, LV-SETUP-7),
 * or `null` when the tile is in play at this table.
 *
 * @example
 * notAtThisTable(ctx, { id: 'L08', minPlayers: 4 }, ['piles', 'land']); // refused at 2 or 3 players
 * @internal
 */
export function notAtThisTable(ctx: RuleContext, tile: { readonly id: string; readonly minPlayers?: number | undefined }, path: readonly (string | number)[]): RuleError | null {
  if (tile.minPlayers === undefined || tile.minPlayers <= ctx.players) return null;
  return positionFault(
    'tile-in-set',
    `${tile.id} is marked ${tile.minPlayers}+: setup puts it out of a game of ${ctx.players} players (LV-SETUP-7), so no pile holds it.`,
    path,
    { rule: 'LV-SETUP-7' },
  );
}
