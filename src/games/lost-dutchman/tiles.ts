import { MINING_CAMP } from './land-grid.js';
import { holdsEffect, hunterBonus, prospectorOf, raiseAttribute, replaceHead, setStack, updateProspector, type Ctx } from './context.js';
import { sufferPenalty } from './exhaustion.js';
import type { TaskOf } from './tasks.js';

/**
 * Whether a `tile` task waits for the identity of a face-down top (a chance node).
 *
 * @example
 * tileAwaitsIdentity(ctx.g, { t: 'tile', seat: 0, stack: 3, mode: 'resolve' });
 */
export function tileAwaitsIdentity(g: Ctx['g'], task: TaskOf<'tile'>): boolean {
  const stack = g.stacks[task.stack]!;
  return stack.top === null && stack.hidden > 0;
}

/**
 * Turns a stack's face-down top over: the chance outcome names the tile, drawn from the unseen
 * pool (LD-RESOLVE-1, "discovering").
 *
 * @example
 * revealTop(ctx, 3, 'gila-monster');
 */
export function revealTop(ctx: Ctx, stackIndex: number, tileId: string): void {
  const index = ctx.catalog.tileIndex.get(tileId)!;
  const pool = ctx.g.pool.slice();
  pool[index] = pool[index]! - 1;
  ctx.g.pool = pool;
  const stack = ctx.g.stacks[stackIndex]!;
  setStack(ctx, stackIndex, { hidden: stack.hidden - 1, top: tileId });
  ctx.events.push({ type: 'tile-revealed', stack: stackIndex, tile: tileId });
}

function removeTop(ctx: Ctx, stackIndex: number): void {
  const stack = ctx.g.stacks[stackIndex]!;
  setStack(ctx, stackIndex, { hidden: stack.hidden, top: null });
  if (stack.hidden === 0) ctx.events.push({ type: 'stack-emptied', stack: stackIndex });
}

/**
 * Does a `tile` task whose top is face up (or whose stack is a void, which does nothing): in
 * `discover` mode only a water level drop acts; in `resolve` mode every kind acts as written
 * (LD-TILE-1). The task leaves the queue, replaced by what the tile asks for.
 *
 * @example
 * processTile(ctx, { t: 'tile', seat: 0, stack: 3, mode: 'resolve' });
 */
export function processTile(ctx: Ctx, task: TaskOf<'tile'>): void {
  const stack = ctx.g.stacks[task.stack]!;
  if (stack.top === null) {
    replaceHead(ctx);
    return;
  }
  const type = ctx.catalog.tiles[ctx.catalog.tileIndex.get(stack.top)!]!;
  if ((task.mode === 'discover' && type.kind !== 'water-level-drop') || task.mode === 'reveal-only') {
    replaceHead(ctx);
    return;
  }
  const seat = task.seat;
  switch (type.kind) {
    case 'treasure': {
      // LD-TILE-TREASURE-1: take it, then discover (not resolve) the next tile.
      const uid = ctx.g.nextUid;
      ctx.g.nextUid = uid + 1;
      updateProspector(ctx, seat, (p) => ({ ...p, treasures: [...p.treasures, { uid, value: type.value, buried: false }] }));
      removeTop(ctx, task.stack);
      ctx.events.push({ type: 'treasure-taken', player: seat, uid, value: type.value, stack: task.stack });
      replaceHead(ctx, { t: 'tile', seat, stack: task.stack, mode: 'discover' });
      return;
    }
    case 'creature':
    case 'disaster':
      replaceHead(ctx, { t: 'challenge-roll', seat, stack: task.stack });
      return;
    case 'item':
      // LD-ITEM-1: resolved by taking the tile.
      updateProspector(ctx, seat, (p) => ({ ...p, items: [...p.items, type.id] }));
      removeTop(ctx, task.stack);
      ctx.events.push({ type: 'item-taken', player: seat, item: type.id, stack: task.stack });
      replaceHead(ctx);
      return;
    case 'hunter':
      updateProspector(ctx, seat, (p) => ({ ...p, hunters: [...p.hunters, type.id] }));
      removeTop(ctx, task.stack);
      ctx.events.push({ type: 'hunter-taken', player: seat, hunter: type.id, stack: task.stack });
      replaceHead(ctx);
      return;
    case 'bandit': {
      removeTop(ctx, task.stack);
      // LD-BANDIT-3: with no treasure to steal or fight for, the tile is discarded.
      const prey = ctx.g.prospectors.some((p, other) => other !== seat && p.treasures.some((t) => !t.buried));
      ctx.events.push({ type: 'bandit-taken', player: seat, stack: task.stack, used: prey });
      replaceHead(ctx, ...(prey ? [{ t: 'bandit' as const, seat }] : []));
      return;
    }
    case 'crevice':
      removeTop(ctx, task.stack);
      ctx.events.push({ type: 'crevice-found', player: seat, stack: task.stack });
      replaceHead(ctx, { t: 'crevice', seat });
      return;
    case 'water-level-drop': {
      removeTop(ctx, task.stack);
      dropWaterLevel(ctx, task.stack);
      // LD-TILE-WATER-1, LD-TILE-WATER-2: discover the next tile; resolve it only outside setup and treasure.
      // LD-READ-11: in discover mode a drop under this one acts too, or with 'waits' stays face up.
      const mode = task.mode === 'discover' && ctx.options.waterDropUnderDrop === 'waits' ? 'reveal-only' : task.mode;
      replaceHead(ctx, { t: 'tile', seat, stack: task.stack, mode });
      return;
    }
  }
}

/**
 * Removes the top water level tile; the last one triggers the end (LD-TILE-WATER-3, LD-END-1):
 * a depleted water supply ends the search (LD-IDEA-1).
 *
 * @example
 * dropWaterLevel(ctx, 5);
 */
export function dropWaterLevel(ctx: Ctx, stack: number): void {
  ctx.g.water = Math.max(0, ctx.g.water - 1);
  ctx.events.push({ type: 'water-level-dropped', stack, water: ctx.g.water });
  if (ctx.g.water === 0 && ctx.g.endTrigger === null) {
    ctx.g.endTrigger = 'water-ran-dry';
    ctx.events.push({ type: 'end-triggered', reason: 'water-ran-dry' });
  }
}

/**
 * Resolves a creature or disaster with the action die (LD-TILE-CHALLENGE-2, LD-SPIRIT-1):
 * die + attribute (+ a guide's bonus) below the rating suffers the penalty and the tile stays
 * face up (LD-TILE-CHALLENGE-3), equal escapes (LD-TILE-CHALLENGE-4), above defeats it: takes
 * the tile, gains the reward, and may cross a matching challenge token this turn
 * (LD-TILE-CHALLENGE-5, reading 3). The Evil Spirit cannot be defeated without the mystic quartz:
 * at best it is escaped (LD-SPIRIT-2).
 *
 * @example
 * resolveChallenge(ctx, task, 5);
 */
export function resolveChallenge(ctx: Ctx, task: TaskOf<'challenge-roll'>, die: number): void {
  const tileId = ctx.g.stacks[task.stack]!.top!;
  const kind = ctx.catalog.tiles[ctx.catalog.tileIndex.get(tileId)!]!.challenge!;
  const seat = task.seat;
  const p = prospectorOf(ctx, seat);
  const total = die + p.attributes[kind.attribute] + hunterBonus(ctx.catalog, p, 'challenge-bonus');
  const canDefeat = !kind.needsMysticQuartz || holdsEffect(ctx.catalog, p, 'mystic-quartz');
  const result = total < kind.rating ? 'lost' : total > kind.rating && canDefeat ? 'defeated' : 'escaped';
  ctx.events.push({ type: 'challenge-rolled', player: seat, tile: tileId, die, total, rating: kind.rating, result });
  replaceHead(ctx);
  if (result === 'lost') {
    sufferPenalty(ctx, seat, kind.penalty, tileId);
  } else if (result === 'defeated') {
    removeTop(ctx, task.stack);
    updateProspector(ctx, seat, (q) => ({ ...q, trophies: [...q.trophies, tileId] }));
    ctx.g.defeated = [...ctx.g.defeated, kind.rating];
    if (kind.reward) raiseAttribute(ctx, seat, kind.reward.attribute, kind.reward.amount);
  }
}

/**
 * Every space a crevice may send the active prospector to: any land tile, the one he is on
 * included, never a void (LD-TILE-CREVICE-1); the camps only with `creviceToCamps`, since they
 * are not land tiles (LD-READ-10).
 *
 * @example
 * creviceDestinations(ctx.g, false); // [0, 1, …, 23] less the voids
 */
export function creviceDestinations(g: Ctx['g'], toCamps: boolean): number[] {
  const spaces: number[] = [];
  g.stacks.forEach((stack, index) => {
    if (stack.top !== null || stack.hidden > 0) spaces.push(index);
  });
  if (toCamps) spaces.push(MINING_CAMP, MINING_CAMP + 1);
  return spaces;
}
