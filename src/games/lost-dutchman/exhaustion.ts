import type { AttributeChange } from './data/data-schema.js';
import { MINING_CAMP } from './land-grid.js';
import { prospectorOf, updateProspector, type Ctx } from './context.js';
import type { Attributes } from './schemas.js';

/**
 * The starting attributes of a character (the spaces highlighted in green, LD-SETUP-4).
 *
 * @example
 * startingAttributes(ctx, 'stubborn-mule'); // { health: 5, vigor: 3, foresight: 1, ingenuity: 0 }
 */
export function startingAttributes(ctx: Pick<Ctx, 'data'>, character: string | null): Attributes {
  const board = ctx.data.characters.find((c) => c.id === character) ?? ctx.data.characters[0]!;
  return { health: board.health, vigor: board.vigor, foresight: board.foresight, ingenuity: board.ingenuity };
}

/**
 * Suffers a penalty (LD-EXHAUST-1): health below one exhausts (LD-EXHAUST-2); another attribute
 * stops at zero (LD-EXHAUST-3), and a penalty to an attribute already at zero takes it below zero
 * and exhausts (LD-EXHAUST-4). Returns whether the prospector was exhausted.
 *
 * @example
 * sufferPenalty(ctx, 0, { attribute: 'health', amount: 2 }, 'creature');
 */
export function sufferPenalty(ctx: Ctx, seat: number, penalty: AttributeChange, cause: string): boolean {
  const before = prospectorOf(ctx, seat).attributes[penalty.attribute];
  let after: number;
  let exhausted: boolean;
  if (penalty.attribute === 'health') {
    after = before - penalty.amount;
    exhausted = after < 1;
  } else if (before === 0) {
    after = -1;
    exhausted = true;
  } else {
    after = Math.max(0, before - penalty.amount);
    exhausted = false;
  }
  updateProspector(ctx, seat, (p) => ({ ...p, attributes: { ...p.attributes, [penalty.attribute]: after } }));
  ctx.events.push({ type: 'penalty-suffered', player: seat, attribute: penalty.attribute, amount: penalty.amount, value: after, cause });
  if (exhausted) exhaust(ctx, seat, penalty.attribute);
  return exhausted;
}

/**
 * Exhausts a prospector (LD-EXHAUST-5, LD-EXHAUST-6, LD-GHOST-3): his mining token goes back to
 * the mining camp, his attributes back to their starting values, and he discards his unburied
 * treasure tile of lowest value (the earliest taken among equals); a discarded haunted tile
 * sends the Ghost back to defend the mine. Starting items are not given back.
 *
 * @example
 * exhaust(ctx, 1, 'health');
 */
export function exhaust(ctx: Ctx, seat: number, attribute: string): void {
  const p = prospectorOf(ctx, seat);
  let lowest = -1;
  p.treasures.forEach((t, index) => {
    if (!t.buried && (lowest === -1 || t.value < p.treasures[lowest]!.value)) lowest = index;
  });
  const discarded = lowest === -1 ? null : p.treasures[lowest]!;
  updateProspector(ctx, seat, (q) => ({
    ...q,
    space: MINING_CAMP,
    attributes: startingAttributes(ctx, q.character),
    treasures: discarded === null ? q.treasures : q.treasures.filter((t) => t.uid !== discarded.uid),
  }));
  ctx.events.push({ type: 'exhausted', player: seat, attribute, discarded: discarded === null ? null : discarded.value });
  if (discarded !== null && ctx.g.ghost === discarded.uid) {
    ctx.g.ghost = null;
    ctx.events.push({ type: 'ghost-returned', reason: 'haunted-treasure-discarded' });
  }
}
