import { ruleError } from '../../../core/errors.js';
import { TRADING_POST } from '../board/lattice.js';
import type { LostValleyAction, MarkerSlot, Prospector } from '../schemas/game-schemas.js';
import type { TurnArea } from '../kernel/rule-context.js';
import { withFields } from '../kernel/state-copy.js';

/*
 * The first edition's end by announcement (LV-END-5, LV-FE-END-1, LV-FE-END-2, LV-FE-QA-1): a prospector at
 * the start tile's trading post with at least ten gold markers in its bag may announce the end;
 * the game ends at once, the round is not finished, and the most nuggets wins (game/outcome.ts).
 */

/** Gold markers needed to announce the end (LV-FE-END-1). @internal */
export const ANNOUNCE_MARKERS = 10;

const isGold = (slot: MarkerSlot): boolean => slot.pool === 'river-gold' || slot.pool === 'mountain-gold';

/**
 * How many gold markers (river and mountain gold, whatever their value) a prospector's bag holds.
 *
 * @example
 * goldMarkerCount(prospector); // 10
 * @internal
 */
export function goldMarkerCount(p: Prospector): number {
  let n = 0;
  for (const slot of p.inventory.goldBag) if (isGold(slot)) n += 1;
  return n;
}

/**
 * The announcement as a free step of the turn: offered while the prospector whose turn it is
 * stands on the start tile's trading post with ten gold markers; applying it ends the game.
 *
 * @example
 * announceArea.menu(ctx, g, actor, left); // [{ type: 'announce-end', player: 0 }]
 * @internal
 */
export const announceArea: TurnArea = {
  costs: { 'announce-end': 'free' },
  menu: (_ctx, _g, actor) => {
    const p = actor.prospector;
    if (p.node !== TRADING_POST || goldMarkerCount(p) < ANNOUNCE_MARKERS) return [];
    const actions: LostValleyAction[] = [{ type: 'announce-end', player: actor.seat }];
    return actions;
  },
  apply: (_ctx, g, _action, actor, events) => {
    // LV-FE-QA-1: the round is not played out; the game ends with this step.
    events.push({ type: 'end-announced', player: actor.seat, prospector: actor.index, markers: goldMarkerCount(actor.prospector) });
    events.push({ type: 'game-ended', reason: 'announced' });
    return withFields(g, { ended: 'announced' });
  },
  explain: (_ctx, _g, action, actor) => {
    if (action.type !== 'announce-end') return null;
    const p = actor.prospector;
    if (p.node !== TRADING_POST) return ruleError('lost-valley/not-at-post', "The end is announced only at the start tile's trading post, by the waterfall.", { rule: 'LV-FE-END-1', details: { node: p.node } });
    const n = goldMarkerCount(p);
    return ruleError('lost-valley/too-few-markers', `Announcing the end takes at least ${ANNOUNCE_MARKERS} gold markers; this prospector has ${n}.`, { rule: 'LV-FE-END-1', details: { markers: n } });
  },
};
