import { prospectorOf, replaceHead, updateProspector, type Ctx } from './context.js';
import type { DutchmanAction } from './schemas.js';

type UseItem = Extract<DutchmanAction, { type: 'use-item' }>;

/**
 * When an item may be used on the holder's turn (LD-ITEM-2): before rolling, after a roll
 * (before moving), or in phase 4.
 *
 * @example
 * const moment: ItemMoment = 'before-roll';
 */
export type ItemMoment = 'before-roll' | 'after-roll' | 'map';

/**
 * Every item use open to a prospector now (LD-ITEM-2, LD-ITEM-4): a pickaxe buries one of his
 * unburied treasures that the Ghost does not haunt (LD-TILE-TREASURE-3); a compass replaces the
 * movement roll (before rolling only); a horse adds spaces to a rolled number; a tonic heals while
 * health is below the top. The mystic quartz is never used up (LD-SPIRIT-3).
 *
 * @example
 * itemActions(ctx, 0, 'before-roll', false);
 */
export function itemActions(ctx: Pick<Ctx, 'g' | 'catalog' | 'data'>, seat: number, moment: ItemMoment, rolledNumber: boolean): UseItem[] {
  const p = ctx.g.prospectors[seat]!;
  if (p.items.length === 0) return [];
  const actions: UseItem[] = [];
  const seen = new Set<string>();
  for (const id of p.items) {
    if (seen.has(id)) continue;
    seen.add(id);
    const kind = ctx.catalog.items.get(id);
    if (!kind) continue;
    switch (kind.effect) {
      case 'bury':
        for (const t of p.treasures) {
          if (!t.buried && t.uid !== ctx.g.ghost) actions.push({ type: 'use-item', player: seat, item: id, target: t.uid });
        }
        break;
      case 'choose-roll':
        if (moment === 'before-roll') {
          for (const steps of numberFaces(ctx.data.movementDie)) actions.push({ type: 'use-item', player: seat, item: id, target: steps });
        }
        break;
      case 'extra-step':
        if (moment === 'after-roll' && rolledNumber) actions.push({ type: 'use-item', player: seat, item: id, target: null });
        break;
      case 'heal':
        if (p.attributes.health < ctx.data.attributeMax) actions.push({ type: 'use-item', player: seat, item: id, target: null });
        break;
      case 'mystic-quartz':
        break;
    }
  }
  return actions;
}

/**
 * The distinct numbers on the movement die, ascending.
 *
 * @example
 * numberFaces([1, 1, 2, 2, 3, 'special']); // [1, 2, 3]
 * @internal
 */
export function numberFaces(faces: readonly (number | string)[]): number[] {
  return [...new Set(faces.filter((face): face is number => typeof face === 'number'))].sort((a, b) => a - b);
}

/**
 * Uses (and, except the mystic quartz, discards) an item.
 *
 * @example
 * applyUseItem(ctx, { type: 'use-item', player: 0, item: 'pickaxe', target: 3 });
 */
export function applyUseItem(ctx: Ctx, action: UseItem): void {
  const seat = action.player;
  const kind = ctx.catalog.items.get(action.item)!;
  updateProspector(ctx, seat, (p) => {
    const index = p.items.indexOf(action.item);
    return { ...p, items: p.items.filter((_, i) => i !== index) };
  });
  ctx.events.push({ type: 'item-used', player: seat, item: action.item, target: action.target });
  const head = ctx.g.queue[0]!;
  switch (kind.effect) {
    case 'bury':
      updateProspector(ctx, seat, (p) => ({ ...p, treasures: p.treasures.map((t) => (t.uid === action.target ? { ...t, buried: true } : t)) }));
      ctx.events.push({ type: 'treasure-buried', player: seat, uid: action.target, by: 'item' });
      return;
    case 'choose-roll':
      replaceHead(ctx, { t: 'after-roll', seat, steps: action.target ?? 1, rolled: false });
      return;
    case 'extra-step':
      if (head.t === 'after-roll') replaceHead(ctx, { ...head, steps: head.steps + kind.amount, rolled: false });
      return;
    case 'heal': {
      const health = Math.min(ctx.data.attributeMax, prospectorOf(ctx, seat).attributes.health + kind.amount);
      updateProspector(ctx, seat, (p) => ({ ...p, attributes: { ...p.attributes, health } }));
      return;
    }
    case 'mystic-quartz':
      return;
  }
}
