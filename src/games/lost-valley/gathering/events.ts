import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { tilesAround } from '../kernel/tiles-around.js';
import type { RuleContext, Actor } from '../kernel/rule-context.js';
import { payToSupply } from './gather-goods.js';
import { countOf } from '../kernel/inventory.js';
import type { LostValleyAction, LostValleyGameState, Task } from '../schemas/game-schemas.js';
import { pushTasks } from '../kernel/task-queue.js';

type G = LostValleyGameState;

/*
 * Events (LV-EVENT-1 … LV-EVENT-6, LV-EVENT-7, LV-SKILL-ADVENTURER-1, LV-TRI-FISHING-HOLE-1): pay
 * 1 food or 1 timber and take an event marker from a tile touching the intersection; with
 * several there, look at them all in secret and keep one. In the second edition the clue
 * markers on a tile's exclamation marks are found the same way, together with its events
 * (LV-EVENT-7). The Adventurer looks at adjacent events for free. The stores' markers are not
 * taken this way: the Black Market's events are swapped in a trade (LV-EVENT-6), a Trading
 * Outpost's clues are bought (LV-TRADE-OUTPOST-1).
 */

type PlacedTile = G['board']['tiles'][number];

function triangleName(ctx: RuleContext, tile: PlacedTile): string | undefined {
  return tile.kind === 'triangle' ? ctx.catalog.triangles.get(tile.tile)?.name : undefined;
}

// Which markers of a tile the event action finds: null for none (the Black Market, LV-EVENT-6);
// else whether clues count beside events (LV-EVENT-7; a Trading Outpost's are for sale).
function findsClues(ctx: RuleContext, tile: PlacedTile): boolean | null {
  const name = triangleName(ctx, tile);
  if (name === 'black-market') return null;
  return ctx.rules.tileClues && name !== 'trading-outpost';
}

function findsAny(ctx: RuleContext, tile: PlacedTile): boolean {
  if (tile.markers.length === 0) return false;
  const clues = findsClues(ctx, tile);
  if (clues === null) return false;
  for (const slot of tile.markers) if (slot.pool === 'event' || (clues && slot.pool === 'clue')) return true;
  return false;
}

/**
 * The ids of the markers on a tile that the event action may take, in slot order: its event
 * markers, and in the second edition its clue markers (LV-EVENT-7); none on the Black Market
 * (LV-EVENT-6), and a Trading Outpost's clues are for sale (LV-TRADE-OUTPOST-1).
 *
 * @example
 * eventMarkerIds(ctx, g.board.tiles[3]!); // [41, 42]: an event and a clue
 */
export function eventMarkerIds(ctx: RuleContext, tile: PlacedTile): number[] {
  const clues = findsClues(ctx, tile);
  return clues === null ? [] : markerIds(tile, clues);
}

// The ids of a tile's event markers, and of its clue markers too when `clues`, in slot order.
function markerIds(tile: PlacedTile, clues: boolean): number[] {
  const ids: number[] = [];
  for (const slot of tile.markers) if (slot.pool === 'event' || (clues && slot.pool === 'clue')) ids.push(slot.id);
  return ids;
}

/**
 * The tiles touching a prospector's intersection with an event marker it may take
 * (LV-EVENT-1), or a clue marker (LV-EVENT-7), in `board.tiles` order; the Black Market
 * excluded (LV-EVENT-6).
 *
 * @example
 * eventTiles(ctx, g, actor); // [3]
 */
export function eventTiles(ctx: RuleContext, g: G, actor: Actor): number[] {
  return tilesAround(ctx, g, actor.prospector.node).filter((i) => findsAny(ctx, g.board.tiles[i]!));
}

/**
 * The tiles touching a prospector's intersection with an event marker its seat has not seen
 * yet (the Adventurer's free look, LV-SKILL-ADVENTURER-1; the Black Market's events included).
 *
 * @example
 * unseenEventTiles(ctx, g, actor); // [3]
 */
export function unseenEventTiles(ctx: RuleContext, g: G, actor: Actor): number[] {
  return tilesAround(ctx, g, actor.prospector.node).filter((i) =>
    g.board.tiles[i]!.markers.some((slot) => slot.pool === 'event' && !slot.faceUp && !slot.seenBy.includes(actor.seat)),
  );
}

// The seat looks at each of these markers it has not seen yet, in secret.
function lookTasks(g: G, tile: number, seat: number, ids: readonly number[]): Task[] {
  const tasks: Task[] = [];
  for (const slot of g.board.tiles[tile]!.markers) {
    if (ids.includes(slot.id) && !slot.faceUp && !slot.seenBy.includes(seat)) tasks.push({ task: 'reveal', marker: slot.id, to: [seat], faceUp: false });
  }
  return tasks;
}

/**
 * Whether this prospector takes events without paying: an Adventurer under the option
 * `adventurer: 'free-event'` (LV-SKILL-ADVENTURER-1).
 *
 * @example
 * eventsAreFree(ctx, actor); // false under the default reading
 */
export function eventsAreFree(ctx: RuleContext, actor: Actor): boolean {
  return ctx.options.adventurer === 'free-event' && actor.prospector.inventory.skills.includes('adventurer');
}

/**
 * How a prospector may pay for an event: nothing for an Adventurer who takes them free, else
 * food and timber, whichever it holds (LV-EVENT-1).
 *
 * @example
 * eventPayments(ctx, actor); // ['food', 'timber']
 */
export function eventPayments(ctx: RuleContext, actor: Actor): ('food' | 'timber' | 'free')[] {
  if (eventsAreFree(ctx, actor)) return ['free'];
  return (['food', 'timber'] as const).filter((pay) => countOf(actor.prospector.inventory, pay) > 0);
}

/**
 * Applies `take-event` (LV-EVENT-1, LV-EVENT-2, LV-EVENT-7): the payment goes to the supply; a
 * single marker (event or clue) is looked at and taken; several are all looked at in secret,
 * then the seat keeps one (a `choose` task) and the others stay face down, now known to that
 * seat. A clue goes face down into the gold bag (LV-EVENT-5).
 *
 * @example
 * applyTakeEvent(ctx, g, actor, { type: 'take-event', player: 0, tile: 3, pay: 'food' }, events);
 */
export function applyTakeEvent(ctx: RuleContext, g: G, actor: Actor, action: Extract<LostValleyAction, { type: 'take-event' }>, events: LostValleyEvent[]): G {
  const paid = action.pay === 'free' ? g : payToSupply(ctx, g, actor.index, action.pay, 1);
  if (!paid) return g;
  const ids = eventMarkerIds(ctx, paid.board.tiles[action.tile]!);
  events.push({ type: 'event-experienced', player: actor.seat, prospector: actor.index, tile: action.tile, paid: action.pay, markers: ids.length });
  const looks = lookTasks(paid, action.tile, actor.seat, ids);
  if (ids.length === 1) return pushTasks(paid, [...looks, { task: 'take', prospector: actor.index, marker: ids[0]! }]);
  return pushTasks(paid, [...looks, { task: 'choose', seat: actor.seat, prospector: actor.index, purpose: 'event', candidates: ids, keep: 1 }]);
}

/**
 * Applies `look-at-events` (LV-SKILL-ADVENTURER-1): the seat looks at every event marker on the
 * tile it has not seen; they stay where they lie, face down.
 *
 * @example
 * applyLookAtEvents(g, actor, 3, events);
 */
export function applyLookAtEvents(g: G, actor: Actor, tile: number, events: LostValleyEvent[]): G {
  // Only the event markers: a clue marker is no event marker (LV-EVENT-7).
  const looks = lookTasks(g, tile, actor.seat, markerIds(g.board.tiles[tile]!, false));
  events.push({ type: 'events-looked-at', player: actor.seat, prospector: actor.index, tile, markers: looks.length });
  return pushTasks(g, looks);
}

/**
 * Words for a refused `take-event` or `look-at-events`, or `null` when it is possible (the
 * turn's action may still be used up).
 *
 * @example
 * explainEvent(ctx, g, actor, action)?.code; // 'lost-valley/no-event'
 */
export function explainEvent(ctx: RuleContext, g: G, actor: Actor, action: Extract<LostValleyAction, { type: 'take-event' | 'look-at-events' }>): RuleError | null {
  if (action.type === 'look-at-events') {
    if (!actor.prospector.inventory.skills.includes('adventurer') || ctx.options.adventurer !== 'look') {
      return refusal('skill-needed', { rule: 'LV-SKILL-ADVENTURER-1', details: { skill: 'adventurer' } });
    }
    if (!unseenEventTiles(ctx, g, actor).includes(action.tile)) {
      return refusal('no-event#unseen', { rule: 'LV-SKILL-ADVENTURER-1', details: { tile: action.tile } }, { tile: action.tile });
    }
    return null;
  }
  if (!eventTiles(ctx, g, actor).includes(action.tile)) {
    return refusal('no-event#take', { rule: 'LV-EVENT-1', details: { tile: action.tile } }, { tile: action.tile });
  }
  if (!eventPayments(ctx, actor).includes(action.pay)) {
    return refusal('cannot-pay#events', { rule: action.pay === 'free' ? 'LV-SKILL-ADVENTURER-1' : 'LV-EVENT-1', details: { pay: action.pay } }, { pay: action.pay });
  }
  return null;
}
