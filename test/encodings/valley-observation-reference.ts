/*
 * The straightforward writer of Lost Valley's observation, as it stood before the cached one
 * (src/encodings/valley-observation.ts, issue 23): the reference the fast writer must match value
 * for value (test/encodings/valley-observation-cache.test.ts). Not used by the package.
 */
import { componentsOf } from '../../src/core/components.js';
import type { PlayerView } from '../../src/core/view.js';
import { TRADING_POST, catalogOf, MarkerPoolSchema, SkillIdSchema, PendingSchema, TaskSchema, type LostValleyGameState, type MarkerSlot, type Prospector, currentActor, wetTiles, type LostValleyComponents } from '../../src/games/lost-valley/api.js';
import { relativeSeat, seatsFrom, type FeatureWriter } from '../../src/encodings/feature-writer.js';
import { valleyDims, type ValleyDims } from '../../src/encodings/valley-dims.js';

/*
 * Lost Valley's observation: what one seat's view shows, in a fixed layout for a setup (see
 * docs/encodings.md). Marker identities the view hides are null there and count as unseen.
 */

/**
 * Works a tensor holds, in the order they were built; later ones are left out.
 *
 * @example
 * g.board.works.slice(0, OBSERVED_WORKS); // the works an observation shows
 */
const OBSERVED_WORKS = 96;

const POOLS = MarkerPoolSchema.options;
const SKILLS = SkillIdSchema.options;
// zod/mini's discriminated unions and literals have no `.options`/`.value`: read their definitions.
const PENDING = PendingSchema._zod.def.options.map((option) => option.shape.kind._zod.def.values[0]);
const TASKS = TaskSchema._zod.def.options.map((option) => option.shape.task._zod.def.values[0]);
const TILE_KINDS = ['land', 'river', 'triangle', 'spring'] as const;
const WORKS = ['fish-trap', 'sawmill', 'hunting-trap', 'mine', 'flume', 'bridge'] as const;
const ENDS = ['ice-at-waterfall', 'weighed', 'turn-limit', 'announced'] as const;
const PILES = ['river', 'land', 'triangle'] as const;

interface Names {
  readonly tiles: readonly string[];
  readonly kinds: readonly string[];
}

const namesCache = new WeakMap<LostValleyComponents, Names>();

function namesOf(set: LostValleyComponents): Names {
  let names = namesCache.get(set);
  if (!names) {
    const kinds = new Set<string>();
    for (const pool of POOLS) for (const kind of set.markers[pool]) kinds.add(kind.id);
    names = {
      tiles: [...set.landDiamonds, ...set.riverDiamonds, ...set.triangles, set.spring].map((tile) => tile.id),
      kinds: [...kinds],
    };
    namesCache.set(set, names);
  }
  return names;
}

function nodePoint(dims: ValleyDims, node: number): [number, number] {
  if (node === TRADING_POST) return [0.5, -1];
  const x = dims.lattice.nodeX[node]!;
  const y = dims.lattice.nodeY[node]!;
  return [x + y / 2, (y * Math.sqrt(3)) / 2];
}

function facePoint(dims: ValleyDims, face: number): [number, number] {
  let sx = 0;
  let sy = 0;
  for (let k = 0; k < 3; k++) {
    const [x, y] = nodePoint(dims, dims.lattice.faceCorners[3 * face + k]!);
    sx += x / 3;
    sy += y / 3;
  }
  return [sx, sy];
}

/** Per pool: markers whose identity the view hides; per kind: markers it shows. */
function writeMarkers(out: FeatureWriter, markers: readonly MarkerSlot[], names: Names): void {
  for (const pool of POOLS) {
    let hidden = 0;
    for (const slot of markers) if (slot.pool === pool && slot.identity === null) hidden += 1;
    out.value(hidden);
  }
  for (const kind of names.kinds) {
    let shown = 0;
    for (const slot of markers) if (slot.identity === kind) shown += 1;
    out.value(shown);
  }
}

function writeProspector(out: FeatureWriter, p: Prospector | undefined, dims: ValleyDims, names: Names, observer: number, players: number): void {
  out.flag(p !== undefined);
  const [x, y] = p ? nodePoint(dims, p.node) : [0, 0];
  out.value(x / dims.lattice.radius);
  out.value(y / dims.lattice.radius);
  out.flag(p?.node === TRADING_POST);
  for (const item of dims.items) {
    let count = 0;
    if (p) {
      const inv = p.inventory;
      for (const stack of [...inv.backpack, ...(inv.cart ?? []), ...inv.gear]) if (stack.item === item) count += stack.count;
    }
    out.value(count);
  }
  out.flag(p?.inventory.cart != null);
  writeMarkers(out, p?.inventory.goldBag ?? [], names);
  writeMarkers(out, p?.inventory.hiddenGear ?? [], names);
  out.value(p?.inventory.xp ?? 0);
  out.flag(p?.inventory.missMarker ?? false);
  for (const skill of SKILLS) out.flag(p?.inventory.skills.includes(skill) ?? false);
  out.flag(p?.claim != null);
  out.value(p?.claim ? p.claim.items.reduce((sum, stack) => sum + stack.count, 0) + p.claim.markers.length : 0);
  out.flag(p?.quarry != null);
  out.oneHot(p ? relativeSeat(p.seat, observer, players) : -1, players);
}

/**
 * Writes a seat's observation of Lost Valley from its view: the turn and what the game waits
 * for, the piles, supplies and trade, each prospector from the observer on, every tile in the
 * order laid, and the works.
 *
 * @example
 * writeValleyObservation(view(state, 0), out);
 */
export function writeValleyObservationReference(seen: PlayerView, out: FeatureWriter): void {
  const g = seen.g as unknown as LostValleyGameState;
  const set = componentsOf(seen) as LostValleyComponents;
  const dims = valleyDims(set);
  const names = namesOf(set);
  const players = seen.players;
  const observer = seen.seat ?? 0;
  // The turn and what the game waits for.
  out.value(g.turn.number / 100);
  for (const part of [g.turn.movements, g.turn.actions, g.turn.trades, g.turn.whiskeys, g.turn.extra.movements, g.turn.extra.actions, g.turn.extra.trades]) out.value(part);
  out.flag(g.turn.stillUsed === true);
  out.oneHot(relativeSeat(currentActor(g).seat, observer, players), players);
  out.oneHot(PENDING.indexOf(g.pending.kind), PENDING.length);
  out.oneHot('pile' in g.pending ? PILES.indexOf(g.pending.pile) : -1, PILES.length);
  out.oneHot(g.ended === null ? -1 : ENDS.indexOf(g.ended), ENDS.length);
  out.flag(g.ice.out);
  out.value(g.ice.position);
  out.flag(g.explorationOver);
  // Piles, supplies, the skills on offer.
  out.value(g.piles.land.length);
  out.value(g.piles.landBottom?.length ?? 0);
  out.value(g.piles.river.unseen.length);
  out.value(g.piles.river.bottom.length);
  out.value(g.piles.triangles.length);
  for (const pool of POOLS) out.value(g.markerSupply[pool] ?? 0);
  for (const item of dims.items) out.value(g.supply[item] ?? 0);
  out.value(g.tradingPostMarkers.length);
  writeMarkers(out, g.spent, names);
  for (const skill of SKILLS) out.flag(g.skills.faceUp.includes(skill));
  out.value(g.skills.faceDown.length);
  // The trade in progress and the last weighing.
  out.flag(g.trade !== null);
  out.value(g.trade?.tile === null ? -1 : (g.trade?.tile ?? -1));
  for (const item of dims.items) out.value(g.trade?.basket.find((stack) => stack.item === item)?.count ?? 0);
  out.flag(g.trade?.clue ?? false);
  out.value(g.trade?.paidMarkers.length ?? 0);
  out.value(g.trade?.paidItems.reduce((sum, stack) => sum + stack.count, 0) ?? 0);
  out.oneHot(g.weighing ? relativeSeat(g.weighing.weigher, observer, players) : -1, players);
  out.value(g.weighing?.value ?? 0);
  // The first task and how many wait.
  const task = g.tasks[0];
  out.value(g.tasks.length);
  out.oneHot(task ? TASKS.indexOf(task.task) : -1, TASKS.length);
  out.value(task?.task === 'choose' ? task.keep : 0);
  out.value(task?.task === 'choose' ? task.candidates.length : 0);
  out.value(task?.task === 'show-gold' ? task.needed : 0);
  out.value(task?.task === 'show-gold' ? task.shown.length : 0);
  // Prospectors, by seat from the observer on.
  const perSeat = Math.ceil(g.prospectors.length / players);
  for (const seat of seatsFrom(observer, players)) {
    const own = g.prospectors.filter((p) => p.seat === seat);
    for (let k = 0; k < perSeat; k++) writeProspector(out, own[k], dims, names, observer, players);
  }
  // Tiles in the order laid.
  const wet = wetTiles({ catalog: catalogOf(set) }, g);
  for (let t = 0; t < dims.tiles; t++) {
    const placed = g.board.tiles[t];
    out.flag(placed !== undefined);
    out.oneHot(placed ? TILE_KINDS.indexOf(placed.kind) : -1, TILE_KINDS.length);
    out.oneHot(placed ? names.tiles.indexOf(placed.tile) : -1, names.tiles.length);
    let [x, y] = [0, 0];
    if (placed) {
      for (const face of placed.faces) {
        const [fx, fy] = facePoint(dims, face);
        x += fx / placed.faces.length;
        y += fy / placed.faces.length;
      }
    }
    out.value(x / dims.lattice.radius);
    out.value(y / dims.lattice.radius);
    out.value(placed?.way ?? 0);
    out.flag(wet.has(t));
    writeMarkers(out, placed?.markers ?? [], names);
    out.value(placed ? placed.contents.reduce((sum, c) => sum + c.count, 0) : 0);
    out.oneHot(g.board.river.indexOf(t) >= 0 ? 0 : g.board.spring === t ? 1 : -1, 2);
  }
  // Works in the order built: kind, where (a node, an edge's middle or a tile's first face), builder's seat.
  const lattice = dims.lattice;
  for (let w = 0; w < OBSERVED_WORKS; w++) {
    const work = g.board.works[w];
    out.oneHot(work ? WORKS.indexOf(work.work) : -1, WORKS.length);
    let [x, y] = [0, 0];
    if (work?.work === 'mine') [x, y] = facePoint(dims, g.board.tiles[work.at]?.faces[0] ?? 0);
    else if (work?.work === 'flume' || work?.work === 'bridge') {
      const [ax, ay] = nodePoint(dims, lattice.edgeEnds[2 * work.at]!);
      const [bx, by] = nodePoint(dims, lattice.edgeEnds[2 * work.at + 1]!);
      [x, y] = [(ax + bx) / 2, (ay + by) / 2];
    } else if (work) [x, y] = nodePoint(dims, work.at);
    out.value(x / lattice.radius);
    out.value(y / lattice.radius);
    out.oneHot(work ? relativeSeat(g.prospectors[work.builder]?.seat, observer, players) : -1, players);
  }
}
