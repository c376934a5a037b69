import type { JsonValue } from '../../../core/json.js';
import { randomInt, type RngState } from '../../../core/rng.js';
import type { PlayerId } from '../../../core/state.js';
import { contextOf } from './context-of.js';
import type { LostValleyState } from '../kernel/rule-context.js';
import type { LostValleyComponents, MarkerPool } from '../data/index.js';
import { forEachMarker, identityTotals } from '../kernel/marker-places.js';
import { withBoard, withFields, withProspector } from '../kernel/state-copy.js';
import type { LostValleyGameState, MarkerSlot, Task } from '../schemas/game-schemas.js';
import type { SkillId } from '../schemas/ids.js';
import { slotRecord } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/**
 * What stands in a view for something the seat may not know.
 *
 * @example
 * view(state, 1).g.skills.faceDown[0]; // 'hidden'
 */
export const HIDDEN = 'hidden';

// LV-TEAM-22: what a seat knows is its own (all the prospectors it leads); partners share nothing here.
function knows(slot: MarkerSlot, seat: PlayerId | null): boolean {
  return slot.faceUp || (seat !== null && slot.seenBy.includes(seat));
}

function maskSlot(slot: MarkerSlot, seat: PlayerId | null): MarkerSlot {
  return slot.identity === null || knows(slot, seat) ? slot : slotRecord({ ...slot, identity: null });
}

function maskList(list: readonly MarkerSlot[], seat: PlayerId | null): readonly MarkerSlot[] {
  return list.some((slot) => slot.identity !== null && !knows(slot, seat)) ? list.map((slot) => maskSlot(slot, seat)) : list;
}

function secretSkills(task: Task, seat: PlayerId | null): boolean {
  return (task.task === 'draw-skill' || task.task === 'keep-skill') && task.seat !== seat;
}

/**
 * What a seat (or a spectator, `null`) may see of Lost Valley's game part (LV-HIDDEN-1 …): every
 * marker's identity only if it lies face up or the seat has seen it (markers it looked at and put
 * back included; so no other seat's gold before it is weighed, shown or spent, LV-WEIGH-6); another seat's drawn skill tiles as {@link HIDDEN}; the face-down skill tiles
 * as {@link HIDDEN} (their order and, during a draw, their content are secret). Everything else
 * is public: where prospectors stand, what they hold in the open, works, claims, the piles' sizes.
 *
 * @example
 * lostValleyView(state, 0);
 * @internal
 */
export function lostValleyView(state: LostValleyState, seat: PlayerId | null): JsonValue {
  const g = state.g;
  const tiles = g.board.tiles.map((tile) => {
    const markers = maskList(tile.markers, seat);
    return markers === tile.markers ? tile : { ...tile, markers };
  });
  const prospectors = g.prospectors.map((p) => {
    const goldBag = maskList(p.inventory.goldBag, seat);
    const hiddenGear = maskList(p.inventory.hiddenGear, seat);
    const claimMarkers = p.claim ? maskList(p.claim.markers, seat) : null;
    if (goldBag === p.inventory.goldBag && hiddenGear === p.inventory.hiddenGear && (p.claim === null || claimMarkers === p.claim.markers)) return p;
    return { ...p, inventory: { ...p.inventory, goldBag, hiddenGear }, claim: p.claim && claimMarkers ? { ...p.claim, markers: claimMarkers } : p.claim };
  });
  const tasks = g.tasks.map((task) =>
    secretSkills(task, seat) && (task.task === 'draw-skill' || task.task === 'keep-skill') ? { ...task, drawn: task.drawn.map(() => HIDDEN) } : task,
  );
  const visible = {
    ...g,
    board: { ...g.board, tiles },
    tradingPostMarkers: maskList(g.tradingPostMarkers, seat),
    prospectors,
    spent: maskList(g.spent, seat),
    tasks,
    skills: { ...g.skills, faceDown: g.skills.faceDown.map(() => HIDDEN) },
  };
  return visible as unknown as JsonValue;
}

/**
 * Re-draws what a seat cannot know (LV-HIDDEN-2; DESIGN.md "Hidden information"): the identity of every
 * marker it has not seen that someone else has (other bags, face-down gear, markers others
 * looked at), drawn again from what its pool still holds (face-down gear among one-time gear
 * only); and the skill tiles other seats have
 * drawn and not yet placed, drawn again from the face-down tiles. Markers nobody has seen keep
 * no identity (their draw is still a chance node).
 *
 * @example
 * lostValleyDeterminize(state, 0, seedRng('guess'));
 * @internal
 */
export function lostValleyDeterminize(state: LostValleyState, seat: PlayerId, rng: RngState): G {
  const ctx = contextOf(state);
  let g = state.g;
  let generator = rng;
  const unknown: { id: number; pool: MarkerPool; oneTimeGear: boolean; real: string }[] = [];
  forEachMarker(g, (slot, place) => {
    if (slot.identity !== null && !knows(slot, seat)) unknown.push({ id: slot.id, pool: slot.pool, oneTimeGear: place.kind === 'hidden-gear', real: slot.identity });
  });
  if (unknown.length > 0) {
    // Face-down gear is known to be one-time gear (permanent gear lies in the open): draw it first,
    // among one-time gear only, so that the rest can always be drawn.
    const oneTime = new Set(ctx.set.markers.event.filter((kind) => kind.category === 'one-time-gear').map((kind) => kind.id));
    unknown.sort((a, b) => Number(b.oneTimeGear) - Number(a.oneTimeGear));
    // Each pool counted once, the unknown markers taken out, then each draw taken off its count:
    // the very draws of counting the pool again after every marker (`unseenIdentities`), in a
    // tenth of the time (the undo check re-draws worlds after every step, bench/RESULTS.md).
    const hidden = new Set(unknown.map((marker) => marker.id));
    const pools = new Map<MarkerPool, Map<string, number>>();
    const drawn = new Map<number, string>();
    for (const { id, pool, oneTimeGear, real } of unknown) {
      let counts = pools.get(pool);
      if (!counts) pools.set(pool, (counts = unseenCounts(ctx.set, ctx.players, g, pool, hidden)));
      const left = [...counts].filter(([identity, n]) => n > 0 && (!oneTimeGear || oneTime.has(identity))).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const total = left.reduce((sum, [, n]) => sum + n, 0);
      let identity = real;
      // total 0 only with data whose kinds contradict what is held: the real identity is kept.
      if (total > 0) {
        const draw = randomInt(generator, total);
        generator = draw.rng;
        let pick = draw.value;
        identity = left.find(([, n]) => (pick -= n) < 0)![0];
      }
      drawn.set(id, identity);
      counts.set(identity, (counts.get(identity) ?? 0) - 1);
    }
    g = withIdentities(g, drawn);
  }
  if (!g.tasks.some((task) => secretSkills(task, seat))) return g;
  let pool: SkillId[] = [...g.skills.faceDown];
  for (const task of g.tasks) if (secretSkills(task, seat) && (task.task === 'draw-skill' || task.task === 'keep-skill')) pool.push(...task.drawn);
  pool.sort();
  const tasks = g.tasks.map((task) => {
    if (!secretSkills(task, seat) || (task.task !== 'draw-skill' && task.task !== 'keep-skill')) return task;
    const drawn = task.drawn.map(() => {
      const draw = randomInt(generator, pool.length);
      generator = draw.rng;
      const skill = pool[draw.value]!;
      pool = pool.filter((_, i) => i !== draw.value);
      return skill;
    });
    return { ...task, drawn };
  });
  return { ...g, tasks, skills: { ...g.skills, faceDown: pool } };
}

// What a pool can still reveal, by identity, not counting the markers in `hidden` (the ones being
// drawn again): `unseenIdentities` of the state with those identities taken away, unsorted.
function unseenCounts(set: LostValleyComponents, players: number, g: G, pool: MarkerPool, hidden: ReadonlySet<number>): Map<string, number> {
  const left = new Map(identityTotals(set, players, pool));
  forEachMarker(g, (slot) => {
    if (slot.pool === pool && slot.identity !== null && !hidden.has(slot.id)) left.set(slot.identity, (left.get(slot.identity) ?? 0) - 1);
  });
  return left;
}

// The state with the markers of `drawn` given those identities, in one pass (each list copied
// once), built as `replaceMarker` builds it marker by marker.
function withIdentities(g: G, drawn: ReadonlyMap<number, string>): G {
  const relabel = (list: MarkerSlot[]): MarkerSlot[] =>
    list.some((slot) => drawn.has(slot.id)) ? list.map((slot) => (drawn.has(slot.id) ? { ...slot, identity: drawn.get(slot.id)! } : slot)) : list;
  let next = g;
  const tiles = g.board.tiles.map((tile) => {
    const markers = relabel(tile.markers);
    return markers === tile.markers ? tile : { ...tile, markers };
  });
  if (tiles.some((tile, i) => tile !== g.board.tiles[i])) next = withFields(next, { board: withBoard(g.board, { tiles }) });
  const post = relabel(g.tradingPostMarkers);
  if (post !== g.tradingPostMarkers) next = withFields(next, { tradingPostMarkers: post });
  const spent = relabel(g.spent);
  if (spent !== g.spent) next = withFields(next, { spent });
  g.prospectors.forEach((p, i) => {
    const goldBag = relabel(p.inventory.goldBag);
    const hiddenGear = relabel(p.inventory.hiddenGear);
    const claimMarkers = p.claim ? relabel(p.claim.markers) : null;
    if (goldBag === p.inventory.goldBag && hiddenGear === p.inventory.hiddenGear && (p.claim === null || claimMarkers === p.claim.markers)) return;
    const claim = p.claim && claimMarkers !== p.claim.markers ? { ...p.claim, markers: claimMarkers! } : p.claim;
    next = withProspector(next, i, { ...p, inventory: { ...p.inventory, goldBag, hiddenGear }, claim });
  });
  return next;
}
