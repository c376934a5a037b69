import type { ChanceOption } from '../../../core/actions.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleContext } from '../kernel/rule-context.js';
import { nextTurn } from '../kernel/turn-order.js';
import type { LostValleyChance, LostValleyGameState, WinterFace } from '../schemas/game-schemas.js';
import { withFields } from '../kernel/state-copy.js';

type G = LostValleyGameState;

/**
 * The winter die (second edition, LV-ICE-3). The rulebook names the four symbols but not how
 * many faces each has; we chose one sun, two blanks, two snowflakes and one double snowflake, so
 * the ice drifts downstream half a tile per roll on average.
 *
 * @example
 * WINTER_DIE.filter((face) => face === 'blank').length; // 2
 */
export const WINTER_DIE: readonly WinterFace[] = ['sun', 'blank', 'blank', 'snowflake', 'snowflake', 'two-snowflakes'];

/**
 * Tiles downstream (negative: upstream) each winter face moves the ice (LV-ICE-3).
 *
 * @example
 * WINTER_MOVES.sun; // -1
 */
export const WINTER_MOVES: Readonly<Record<WinterFace, number>> = { sun: -1, blank: 0, snowflake: 1, 'two-snowflakes': 2 };

/**
 * The winter die's outcomes with their chances (LV-ICE-3): the second edition's ice test.
 *
 * @example
 * WINTER_DIE_OUTCOMES.length; // 4
 */
export const WINTER_DIE_OUTCOMES: readonly ChanceOption<LostValleyChance>[] = (['sun', 'blank', 'snowflake', 'two-snowflakes'] as const).map((winter) => ({
  outcome: { winter },
  probability: WINTER_DIE.filter((face) => face === winter).length / WINTER_DIE.length,
}));
/**
 * A six-sided die's outcomes (LV-ICE1-1): the first edition's ice test.
 *
 * @example
 * SIX_SIDED_DIE_OUTCOMES.length; // 6
 */
export const SIX_SIDED_DIE_OUTCOMES: readonly ChanceOption<LostValleyChance>[] = [1, 2, 3, 4, 5, 6].map((die) => ({ outcome: { die }, probability: 1 / 6 }));

/**
 * The outcomes of the ice test: the edition's die (the winter die, or a six-sided die).
 *
 * @example
 * iceTestOutcomes(ctx).length; // 4 or 6
 * @internal
 */
export function iceTestOutcomes(ctx: RuleContext): readonly ChanceOption<LostValleyChance>[] {
  return ctx.rules.iceTestOutcomes;
}

/**
 * How many tiles downstream a roll moves the ice: the winter die's symbol (LV-ICE-3), or one tile
 * on a 5 or 6 of the first edition's die (LV-ICE1-1).
 *
 * @example
 * iceMoveOf({ die: 5 }); // 1
 * @internal
 */
export function iceMoveOf(outcome: LostValleyChance): number {
  if ('winter' in outcome) return WINTER_MOVES[outcome.winter];
  if ('die' in outcome) return outcome.die >= 5 ? 1 : 0;
  return 0;
}

/**
 * Applies an ice test. The ice moves tile by tile along the river: position 0 is the spring,
 * then the river tiles downstream to the mouth; one step past the mouth tile is the waterfall,
 * which ends the game at once (LV-ICE-2, LV-END-1). Upstream it stops at the spring. Only this
 * test reads where the ice stands: it changes nothing else (LV-ICE1-2).
 *
 * @example
 * applyIceTest(ctx, g, { winter: 'snowflake' }, events);
 */
export function applyIceTest(ctx: RuleContext, g: G, outcome: LostValleyChance, events: LostValleyEvent[]): G {
  const seat = g.prospectors[g.turnOrder[g.turn.index]!]!.seat;
  const move = iceMoveOf(outcome);
  const waterfall = g.board.river.length + 1;
  const position = Math.max(0, Math.min(waterfall, g.ice.position + move));
  events.push({ type: 'ice-tested', player: seat, roll: 'winter' in outcome ? outcome.winter : 'die' in outcome ? outcome.die : null, from: g.ice.position, to: position });
  const next: G = withFields(g, { ice: { out: true, position } });
  if (position >= waterfall) {
    events.push({ type: 'game-ended', reason: 'ice-at-waterfall' });
    return withFields(next, { ended: 'ice-at-waterfall', pending: { kind: 'over' } });
  }
  return nextTurn(ctx, next, events);
}
