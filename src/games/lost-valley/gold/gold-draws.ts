import type { RuleContext } from '../kernel/rule-context.js';
import type { MarkerPool } from '../data/index.js';
import { dropMarker } from '../kernel/marker-places.js';
import type { LostValleyGameState, MarkerSlot, Task } from '../schemas/game-schemas.js';
import { revealAndTake } from '../kernel/marker-tasks.js';
import { withCount } from '../kernel/record-shapes.js';
import { withFields } from '../kernel/state-copy.js';

type G = LostValleyGameState;

/*
 * Drawing gold markers (LV-GOLD-1, LV-GOLD-4): a digger takes `keep` markers, or with Gold Nose
 * or Geologist draws one more and keeps the best (LV-SKILL-GOLD-NOSE-1, LV-SKILL-GEOLOGIST-1).
 * A draw names its markers by id so that a seat can pick a marker it has seen before; markers
 * the seat has not seen are alike to it, so on each tile they are drawn in id order (one
 * canonical action instead of one per permutation of unknown markers).
 */

/**
 * A marker a seat may draw, with the tile it lies on.
 *
 * @example
 * const c: DrawCandidate = { tile: 3, slot };
 */
export interface DrawCandidate {
  readonly tile: number;
  readonly slot: MarkerSlot;
}

function knownTo(slot: MarkerSlot, seat: number): boolean {
  return slot.faceUp || slot.seenBy.includes(seat);
}

/**
 * Every set of `size` markers a seat may draw from the candidates, as ascending id lists, in a
 * stable order: on each tile the markers the seat has not seen are drawn in id order.
 *
 * @example
 * drawSets(candidates, 0, 2); // [[4, 5], [4, 9], …]
 */
export function drawSets(candidates: readonly DrawCandidate[], seat: number, size: number): number[][] {
  const sorted = [...candidates].sort((a, b) => a.slot.id - b.slot.id);
  const out: number[][] = [];
  const chosen: DrawCandidate[] = [];
  const walk = (from: number): void => {
    if (chosen.length === size) {
      out.push(chosen.map((c) => c.slot.id));
      return;
    }
    for (let i = from; i < sorted.length; i++) {
      const c = sorted[i]!;
      if (!knownTo(c.slot, seat)) {
        // An unseen marker may be drawn only if every unseen marker of lower id on its tile is.
        const skipped = sorted.slice(0, i).some((d) => d.tile === c.tile && !knownTo(d.slot, seat) && !chosen.includes(d));
        if (skipped) continue;
      }
      chosen.push(c);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * Whether `markers` is one of the draws {@link drawSets} lists.
 *
 * @example
 * isDrawSet(candidates, 0, 2, [4, 5]);
 */
export function isDrawSet(candidates: readonly DrawCandidate[], seat: number, size: number, markers: readonly number[]): boolean {
  const key = markers.join(',');
  return drawSets(candidates, seat, size).some((set) => set.join(',') === key);
}

/**
 * The tasks that follow a draw: each marker taken (a look first, a chance node while unseen);
 * with more drawn than kept, a look at all of them and a choice of `keep` (LV-SKILL-GOLD-NOSE-1).
 *
 * @example
 * g = pushTasks(g, drawTasks(g, actor.index, [4, 5], 1, 'river-gold'));
 */
export function drawTasks(g: G, prospector: number, markers: readonly number[], keep: number, purpose: 'river-gold' | 'mountain-gold' | 'black-market'): Task[] {
  const seat = g.prospectors[prospector]!.seat;
  if (keep >= markers.length) return markers.flatMap((marker) => revealAndTake(g, prospector, marker));
  return [
    ...markers.map((marker): Task => ({ task: 'reveal', marker, to: [seat], faceUp: false })),
    { task: 'choose', seat, prospector, purpose, candidates: [...markers], keep },
  ];
}

/**
 * Puts `count` new markers of a pool from the face-down supply into a prospector's gold bag
 * (the Miner, treasures: LV-SKILL-MINER-1, LV-TREASURE-2), as many as the supply still has, and
 * the tasks that show them to their owner. Returns the state, the tasks and how many came.
 *
 * @example
 * const { g: next, tasks } = fromSupply(ctx, g, 0, 'mountain-gold', 2);
 */
export function fromSupply(_ctx: RuleContext, start: G, prospector: number, pool: MarkerPool, count: number): { g: G; tasks: Task[]; given: number } {
  const given = Math.min(count, start.markerSupply[pool]);
  let g: G = withFields(start, { markerSupply: withCount(start.markerSupply, pool, start.markerSupply[pool] - given), nextMarker: start.nextMarker + given });
  const seat = g.prospectors[prospector]!.seat;
  const tasks: Task[] = [];
  for (let k = 0; k < given; k++) {
    const id = start.nextMarker + k;
    g = dropMarker(g, { id, pool, identity: null, bank: null, seenBy: [], faceUp: false }, { kind: 'bag', prospector });
    tasks.push({ task: 'reveal', marker: id, to: [seat], faceUp: false });
  }
  return { g, tasks, given };
}
