import type { ChanceOption } from '../../../core/actions.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { addItem } from './inventory.js';
import { dropMarker, findMarker, liftMarker, replaceMarker, unseenIdentities, withSeats } from './marker-places.js';
import type { TaskHandler } from './rule-context.js';
import type { LostValleyAction, LostValleyChance, LostValleyGameState, MarkerSlot, Task } from '../schemas/game-schemas.js';
import { withProspector } from './state-copy.js';
import { popTask, pushTasks } from './task-queue.js';

type G = LostValleyGameState;

/*
 * Tasks: what must happen before the turn goes on, first in `g.tasks` first. A task is done at
 * once (auto), is a chance node, or waits for one seat's decision; game/settle.ts runs the
 * automatic ones and stops at the others. The marker tasks every area uses are here; each area
 * adds its own, and game/task-registry.ts maps every kind to its handler.
 */

/**
 * A marker is seen: by some seats (it stays face down, `seenBy`) or by all (`faceUp`). While it
 * has no identity this is a chance node over the identities its pool can still reveal, each
 * with its share of the unseen markers (LV-MARK-2, DESIGN.md).
 */
export const revealHandler: TaskHandler = {
  mode: (_ctx, g, task) => (task.task === 'reveal' && findMarker(g, task.marker)?.slot.identity === null ? 'chance' : 'auto'),
  outcomes: (ctx, g, task) => {
    if (task.task !== 'reveal') return [];
    const slot = findMarker(g, task.marker)?.slot;
    if (!slot) return [];
    const left = unseenIdentities(ctx.set, ctx.players, g, slot.pool);
    const total = left.reduce((sum, [, n]) => sum + n, 0);
    return left.map(([marker, n]): ChanceOption<LostValleyChance> => ({ outcome: { marker }, probability: n / total }));
  },
  resolve: (_ctx, g, task, outcome, events) => {
    if (task.task !== 'reveal' || !('marker' in outcome)) return g;
    return seen(replaceMarker(g, task.marker, (slot) => ({ ...slot, identity: outcome.marker })), task, events);
  },
  run: (_ctx, g, task, events) => (task.task === 'reveal' ? seen(g, task, events) : popTask(g)),
};

function seen(g: G, task: Extract<Task, { task: 'reveal' }>, events: LostValleyEvent[]): G {
  const next = replaceMarker(popTask(g), task.marker, (slot) => ({
    ...slot,
    faceUp: slot.faceUp || task.faceUp,
    seenBy: task.faceUp ? slot.seenBy : withSeats(slot.seenBy, task.to),
  }));
  const slot = findMarker(next, task.marker)?.slot;
  if (slot) {
    const event: LostValleyEvent = { type: 'marker-seen', marker: slot.id, pool: slot.pool, identity: slot.identity, by: task.faceUp ? 'all' : task.to };
    events.push(task.faceUp ? event : { ...event, visibleTo: [...task.to] });
  }
  return next;
}

/**
 * A marker goes to a prospector (LV-EVENT-3, LV-GOLD-1, LV-HUNT-3): gold and clues into the gold
 * bag face down, known to its seat; an animal into the bag face up as a fur; an event marker
 * that is permanent gear becomes that item (the marker leaves play, LV-FEA-EVENT-4), one-time
 * gear stays a face-down marker beside the gear, used once (LV-EVENT-4, LV-FEA-EVENT-5).
 */
export const takeHandler: TaskHandler = {
  mode: () => 'auto',
  run: (ctx, start, task, events) => {
    if (task.task !== 'take') return popTask(start);
    const lifted = liftMarker(popTask(start), task.marker);
    const slot = lifted.slot;
    if (!slot) return lifted.g;
    const prospector = lifted.g.prospectors[task.prospector]!;
    const seat = prospector.seat;
    const known: MarkerSlot = { ...slot, seenBy: withSeats(slot.seenBy, [seat]) };
    events.push({ type: 'marker-taken', player: seat, prospector: task.prospector, marker: slot.id, pool: slot.pool });
    if (slot.pool === 'animal') return dropMarker(lifted.g, { ...known, faceUp: true }, { kind: 'bag', prospector: task.prospector });
    if (slot.pool !== 'event') return dropMarker(lifted.g, known, { kind: 'bag', prospector: task.prospector });
    const kind = ctx.set.markers.event.find((k) => k.id === slot.identity);
    if (kind?.item !== undefined && kind.category === 'permanent-gear') {
      const g = dropMarker(lifted.g, { ...known, faceUp: true }, { kind: 'spent' });
      const p = g.prospectors[task.prospector]!;
      events.push({ type: 'gear-gained', player: seat, prospector: task.prospector, item: kind.item });
      return withProspector(g, task.prospector, { ...p, inventory: addItem(ctx, p.inventory, kind.item, 1) });
    }
    if (kind?.item !== undefined) return dropMarker(lifted.g, known, { kind: 'hidden-gear', prospector: task.prospector });
    return dropMarker(lifted.g, known, { kind: 'bag', prospector: task.prospector });
  },
};

function subsets(ids: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let i = 0; i <= ids.length - k; i++) {
    for (const rest of subsets(ids.slice(i + 1), k - 1)) out.push([ids[i]!, ...rest]);
  }
  return out;
}

/**
 * A seat keeps `keep` of the markers it looked at (LV-EVENT-2, LV-SKILL-GOLD-NOSE-1, …): every
 * set of that size is a legal answer, in ascending id order. The kept markers are taken; the
 * others stay where they lie, face down, now known to that seat.
 */
export const chooseHandler: TaskHandler = {
  mode: () => 'decision',
  seat: (task) => (task.task === 'choose' ? task.seat : -1),
  legal: (_ctx, _g, task, player) => {
    if (task.task !== 'choose' || player !== task.seat) return [];
    const ids = [...task.candidates].sort((a, b) => a - b);
    return subsets(ids, Math.min(task.keep, ids.length)).map((markers): LostValleyAction => ({ type: 'choose-markers', player, markers }));
  },
  answer: (_ctx, g, task, action, events) => {
    if (task.task !== 'choose' || action.type !== 'choose-markers') return g;
    events.push({ type: 'markers-chosen', player: task.seat, purpose: task.purpose, kept: action.markers.length, from: task.candidates.length });
    return pushTasks(popTask(g), action.markers.map((marker): Task => ({ task: 'take', prospector: task.prospector, marker })));
  },
};

/**
 * The tasks that make a prospector look at a marker and take it: a reveal to its seat (a chance
 * node while nobody has seen it), then the take.
 *
 * @example
 * g = pushTasks(g, revealAndTake(g, 0, marker));
 * @internal
 */
export function revealAndTake(g: G, prospector: number, marker: number): Task[] {
  const seat = g.prospectors[prospector]!.seat;
  return [
    { task: 'reveal', marker, to: [seat], faceUp: false },
    { task: 'take', prospector, marker },
  ];
}
