import type { ChanceOption } from '../../core/actions.js';
import type { GullyEvent } from './event-schemas.js';
import type { TokenCount, Town } from './data/town-schema.js';
import type { GullyChance, GullyGameState } from './schemas.js';
import { replaced, tokenTotal, withToken, type Table } from './table.js';

/**
 * The building whose token quota the next draw fills, or null when every quota is met or the
 * face-down stack is empty (then quotas stay unfilled: GG-ROUND-2, GG-FACT-2). Only the shortfall
 * is drawn, in the town's `refillOrder` (the Bordello first), so a short stack leaves the Saloon
 * unfilled (GG-ROUND-3).
 *
 * @example
 * refillTarget(g, defaultTown); // 5 at the start: the Bordello first
 */
export function refillTarget(g: GullyGameState, town: Town): number | null {
  if (tokenTotal(g.stack) === 0) return null;
  for (const number of town.refillOrder) {
    const building = town.buildings[number - 1];
    if (building && tokenTotal(g.lying[number - 1]!) < building.quota) return number;
  }
  return null;
}

const drawCache = new Map<string, readonly ChanceOption<GullyChance>[]>();

/**
 * The outcomes of drawing the top token of the shuffled face-down stack: each value with the share
 * of the unseen tokens that carry it (GG-ROUND-1: the order is unseen until drawn).
 *
 * @example
 * tokenDrawOutcomes({ ones: 6, twos: 6 }); // [{ outcome: { token: 1 }, probability: 0.5 }, …]
 * @internal
 */
export function tokenDrawOutcomes(stack: TokenCount): readonly ChanceOption<GullyChance>[] {
  const key = `${stack.ones}/${stack.twos}`;
  let outcomes = drawCache.get(key);
  if (!outcomes) {
    const total = tokenTotal(stack);
    const list: ChanceOption<GullyChance>[] = [];
    if (stack.ones > 0) list.push({ outcome: { token: 1 }, probability: stack.ones / total });
    if (stack.twos > 0) list.push({ outcome: { token: 2 }, probability: stack.twos / total });
    outcomes = Object.freeze(list);
    drawCache.set(key, outcomes);
  }
  return outcomes;
}

/**
 * Lays a drawn token on the building being refilled; the refill goes on while
 * {@link refillTarget} names a building.
 *
 * @example
 * applyTokenDraw(table, g, 2, events);
 */
export function applyTokenDraw(table: Table, g: GullyGameState, token: 1 | 2, events: GullyEvent[]): GullyGameState {
  const target = refillTarget(g, table.town);
  if (target === null) return g;
  const lying = replaced(g.lying, target - 1, withToken(g.lying[target - 1]!, token, 1));
  events.push({ type: 'token-drawn', building: target, token });
  return { ...g, stack: withToken(g.stack, token, -1), lying };
}
