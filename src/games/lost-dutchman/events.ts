import { raiseAttribute, replaceHead, updateProspector, type Ctx } from './context.js';
import { sufferPenalty } from './exhaustion.js';
import type { DutchmanAction } from './schemas.js';
import type { TaskOf } from './tasks.js';

/**
 * The event tiles left to draw, per kind; an empty pile is shuffled anew from all the event
 * tiles (our reading: the rules never say what happens to a used event tile).
 *
 * @example
 * eventPileOf(ctx.g.eventPool, ctx.data); // [2, 1, 3, 3]
 */
export function eventPileOf(pool: readonly number[], data: Ctx['data']): readonly number[] {
  return pool.some((count) => count > 0) ? pool : data.events.map((event) => event.count);
}

/**
 * The seats in turn order from the active one (reading 6: every prospector takes part).
 *
 * @example
 * turnOrderFrom(2, 4); // [2, 3, 0, 1]
 */
export function turnOrderFrom(first: number, players: number): number[] {
  return Array.from({ length: players }, (_, k) => (first + k) % players);
}

/**
 * Draws an event tile and lays out its steps for every prospector in turn order from the active
 * one (LD-EVENT-1, LD-EVENT-2).
 *
 * @example
 * applyEventDraw(ctx, { t: 'draw-event', seat: 0 }, 'poker-game');
 */
export function applyEventDraw(ctx: Ctx, task: TaskOf<'draw-event'>, eventId: string): void {
  const index = ctx.catalog.eventIndex.get(eventId)!;
  const pool = eventPileOf(ctx.g.eventPool, ctx.data).slice();
  pool[index] = pool[index]! - 1;
  ctx.g.eventPool = pool;
  const event = ctx.data.events[index]!;
  ctx.events.push({ type: 'event-drawn', player: task.seat, event: eventId });
  const seats = turnOrderFrom(task.seat, ctx.players);
  switch (event.effect.type) {
    case 'test':
      replaceHead(ctx, ...seats.map((seat) => ({ t: 'test-roll' as const, seat, event: eventId })));
      return;
    case 'campfire':
      replaceHead(ctx, ...seats.map((seat) => ({ t: 'campfire' as const, seat })));
      return;
    case 'poker':
      replaceHead(ctx, { t: 'poker-roll', seats, rolls: [] });
      return;
  }
}

/**
 * One prospector's roll in a test event: action die plus the attribute; below the target he
 * suffers the penalty (and may be exhausted).
 *
 * @example
 * applyTestRoll(ctx, { t: 'test-roll', seat: 1, event: 'falling-rocks' }, 2);
 */
export function applyTestRoll(ctx: Ctx, task: TaskOf<'test-roll'>, die: number): void {
  const event = ctx.data.events[ctx.catalog.eventIndex.get(task.event)!]!;
  replaceHead(ctx);
  if (event.effect.type !== 'test') return;
  const total = die + ctx.g.prospectors[task.seat]!.attributes[event.effect.attribute];
  const passed = total >= event.effect.target;
  ctx.events.push({ type: 'event-test', player: task.seat, event: task.event, die, total, target: event.effect.target, passed });
  if (!passed) sufferPenalty(ctx, task.seat, event.effect.penalty, task.event);
}

/**
 * The campfire choices: raise vigor, foresight or ingenuity by one.
 *
 * @example
 * campfireActions(2);
 */
export function campfireActions(seat: number): DutchmanAction[] {
  return (['vigor', 'foresight', 'ingenuity'] as const).map((attribute) => ({ type: 'raise', player: seat, attribute }));
}

/**
 * Raises the chosen attribute (campfire event).
 *
 * @example
 * applyRaise(ctx, { type: 'raise', player: 0, attribute: 'vigor' });
 */
export function applyRaise(ctx: Ctx, action: Extract<DutchmanAction, { type: 'raise' }>): void {
  replaceHead(ctx);
  raiseAttribute(ctx, action.player, action.attribute, 1);
}

/**
 * One roll of the poker game; after the last, the one highest roller takes a creature or
 * disaster tile of his choice from the one lowest roller, if that one has any (LD-TILE-CHALLENGE-6:
 * those tiles change hands through events).
 *
 * @example
 * applyPokerRoll(ctx, { t: 'poker-roll', seats: [0, 1], rolls: [3] }, 5);
 */
export function applyPokerRoll(ctx: Ctx, task: TaskOf<'poker-roll'>, die: number): void {
  const rolls = [...task.rolls, die];
  ctx.events.push({ type: 'poker-roll', player: task.seats[rolls.length - 1]!, die });
  if (rolls.length < task.seats.length) {
    replaceHead(ctx, { ...task, rolls });
    return;
  }
  const high = Math.max(...rolls);
  const low = Math.min(...rolls);
  const highSeats = task.seats.filter((_, i) => rolls[i] === high);
  const lowSeats = task.seats.filter((_, i) => rolls[i] === low);
  const winner = highSeats[0]!;
  const loser = lowSeats[0]!;
  if (high === low || highSeats.length > 1 || lowSeats.length > 1 || ctx.g.prospectors[loser]!.trophies.length === 0) {
    ctx.events.push({ type: 'poker-no-winner' });
    replaceHead(ctx);
    return;
  }
  replaceHead(ctx, { t: 'poker-take', seat: winner, from: loser });
}

/**
 * The poker winner's choices: one tile of each kind the loser holds.
 *
 * @example
 * pokerTakeActions(ctx.g, { t: 'poker-take', seat: 0, from: 2 });
 */
export function pokerTakeActions(g: Ctx['g'], task: TaskOf<'poker-take'>): DutchmanAction[] {
  return [...new Set(g.prospectors[task.from]!.trophies)].map((tile) => ({ type: 'take-tile', player: task.seat, from: task.from, tile }));
}

/**
 * Moves one creature or disaster tile from the loser to the winner.
 *
 * @example
 * applyTakeTile(ctx, { type: 'take-tile', player: 0, from: 2, tile: 'gila-monster' });
 */
export function applyTakeTile(ctx: Ctx, action: Extract<DutchmanAction, { type: 'take-tile' }>): void {
  updateProspector(ctx, action.from, (p) => {
    const index = p.trophies.lastIndexOf(action.tile);
    return { ...p, trophies: p.trophies.filter((_, i) => i !== index) };
  });
  updateProspector(ctx, action.player, (p) => ({ ...p, trophies: [...p.trophies, action.tile] }));
  ctx.events.push({ type: 'tile-changed-hands', player: action.player, from: action.from, tile: action.tile });
  replaceHead(ctx);
}
