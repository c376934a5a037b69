import { componentsOf } from '../core/components.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerView } from '../core/view.js';
import { catalogOf, MarkerPoolSchema, SkillIdSchema, PendingSchema, TaskSchema, type LostValleyGameState, currentActor, wetTiles, type LostValleyComponents } from '../games/lost-valley/api.js';
import { relativeSeat, seatsFrom, type FeatureWriter } from './feature-writer.js';
import { facePoint, nodePoint, stateTileFeatures, valleyParts, writeMarkers, writeProspector, writeStateProspector, writeTile, type Knower, type ValleyParts } from './valley-observation-parts.js';

/*
 * Lost Valley's observation: what one seat's view shows, in a fixed layout for a setup (see
 * docs/encodings.md). Marker identities the view hides are null there and count as unseen.
 * Laid tiles and prospectors are written once per record object and copied after that
 * (valley-observation-parts.ts); empty slots are zeros. The same features can be read from the
 * state for one seat, masking its markers as its view would (`writeValleyStateObservation`): no
 * view is built, and the state's board keeps the rules' cache of wet tiles.
 */

/**
 * Works a tensor holds, in the order they were built; later ones are left out.
 *
 * @example
 * g.board.works.slice(0, OBSERVED_WORKS); // the works an observation shows
 */
export const OBSERVED_WORKS = 96;

const POOLS = MarkerPoolSchema.options;
const SKILLS = SkillIdSchema.options;
// zod/mini's discriminated unions and literals have no `.options`/`.value`: read their definitions.
const PENDING = PendingSchema._zod.def.options.map((option) => option.shape.kind._zod.def.values[0]);
const TASKS = TaskSchema._zod.def.options.map((option) => option.shape.task._zod.def.values[0]);
const WORKS = ['fish-trap', 'sawmill', 'hunting-trap', 'mine', 'flume', 'bridge'] as const;
const ENDS = ['ice-at-waterfall', 'weighed', 'turn-limit', 'announced'] as const;
const PILES = ['river', 'land', 'triangle'] as const;

/**
 * Writes a seat's observation of Lost Valley from its view: the turn and what the game waits
 * for, the piles, supplies and trade, each prospector from the observer on, every tile in the
 * order laid, and the works.
 *
 * @example
 * writeValleyObservation(view(state, 0), out);
 */
export function writeValleyObservation(seen: PlayerView, out: FeatureWriter): void {
  writeValleyFeatures(seen.g as unknown as LostValleyGameState, componentsOf(seen) as LostValleyComponents, seen.players, seen.seat ?? 0, null, out);
}

/**
 * The very features of {@link writeValleyObservation} for `view(state, seat)`, read from the state:
 * each marker counts as known to the seat exactly when its view would show its identity.
 *
 * @example
 * writeValleyStateObservation(state, 0, out); // as writeValleyObservation(view(state, 0), out)
 */
export function writeValleyStateObservation(state: AnyGameState, seat: number, out: FeatureWriter): void {
  writeValleyFeatures(state.g as LostValleyGameState, componentsOf(state) as LostValleyComponents, state.players, seat, seat, out);
}

// The layout, from a view's game part (`knower` null) or the state's for the seat `knower`.
function writeValleyFeatures(g: LostValleyGameState, set: LostValleyComponents, players: number, observer: number, knower: Knower, out: FeatureWriter): void {
  // The one read of the component set: everything below comes from its parts.
  const parts = valleyParts(set);
  const dims = parts.dims;
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
  writeMarkers(out, g.spent, parts, knower);
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
    for (let k = 0; k < perSeat; k++) {
      const from = relativeSeat(own[k]?.seat, observer, players);
      if (knower === null) writeProspector(out, own[k], from, players, parts);
      else writeStateProspector(out, own[k], knower, from, players, parts);
    }
  }
  // Tiles in the order laid.
  const wet = wetTiles({ catalog: catalogOf(set) }, g);
  if (knower === null) {
    for (let t = 0; t < dims.tiles; t++) {
      const placed = g.board.tiles[t];
      writeTile(out, placed, wet.has(t), g.board.river.indexOf(t) >= 0 ? 0 : g.board.spring === t ? 1 : -1, parts);
    }
  } else writeStateTiles(out, g, wet, knower, parts);
  // Works in the order built: kind, where (a node, an edge's middle or a tile's first face), builder's seat.
  const lattice = dims.lattice;
  const workWidth = WORKS.length + 2 + players;
  for (let w = 0; w < OBSERVED_WORKS; w++) {
    const work = g.board.works[w];
    if (!work) {
      out.zeros(workWidth);
      continue;
    }
    out.oneHot(WORKS.indexOf(work.work), WORKS.length);
    let [x, y] = [0, 0];
    if (work.work === 'mine') [x, y] = facePoint(parts, g.board.tiles[work.at]?.faces[0] ?? 0);
    else if (work.work === 'flume' || work.work === 'bridge') {
      const [ax, ay] = nodePoint(parts, lattice.edgeEnds[2 * work.at]!);
      const [bx, by] = nodePoint(parts, lattice.edgeEnds[2 * work.at + 1]!);
      [x, y] = [(ax + bx) / 2, (ay + by) / 2];
    } else [x, y] = nodePoint(parts, work.at);
    out.value(x / lattice.radius);
    out.value(y / lattice.radius);
    out.oneHot(relativeSeat(g.prospectors[work.builder]?.seat, observer, players), players);
  }
}

// The tile slots read from the state: each laid tile's features, empty slots left zero, then the
// wet flags and the river/spring pair set where `writeTile` sets them (a river tile never counts
// as the spring).
function writeStateTiles(out: FeatureWriter, g: LostValleyGameState, wet: ReadonlySet<number>, seat: number, parts: ValleyParts): void {
  const start = out.at;
  const width = parts.tileWidth;
  const tiles = g.board.tiles;
  const laid = Math.min(tiles.length, parts.dims.tiles);
  for (let t = 0; t < laid; t++) out.copy(stateTileFeatures(tiles[t]!, seat, parts));
  out.zeros((parts.dims.tiles - laid) * width);
  const data = out.data;
  if (!data) return;
  for (const t of wet) if (t < laid) data[start + t * width + parts.wetAt] = 1;
  for (const t of g.board.river) if (t >= 0 && t < laid) data[start + t * width + parts.waterAt] = 1;
  const spring = g.board.spring;
  if (spring !== null && spring >= 0 && spring < laid && !g.board.river.includes(spring)) data[start + spring * width + parts.waterAt + 1] = 1;
}
