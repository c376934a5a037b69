import { edgeKind, isComplete, isWalkable, type BoardIndex, type EdgeKind } from '../board/board-index.js';
import { TRADING_POST } from '../board/lattice.js';
import { sortNumbers } from '../../../core/sort-in-place.js';

/*
 * The walk behind movement.ts `destinations`, without allocation: the same steps as `stepsFrom`
 * (the fords at the trading post, a bridge's crossing also a land step) read straight from the
 * lattice tables, the reached nodes marked in scratch arrays stamped per walk, and a node walked
 * on from only when it is reached with more edges left than before (what a walk reaches from a
 * node with n edges left includes what it reaches with fewer).
 */

const LAND = 1;
const RIVER = 2;
const CROSSING = 4;
const KIND_BIT: Readonly<Record<EdgeKind, number>> = { land: LAND, river: RIVER, crossing: CROSSING };

let reachedStamp = new Uint32Array(0);
let walkedStamp = new Uint32Array(0);
let walkedLeft = new Int32Array(0);
let stamp = 0;
let ruleStamp = 0;

interface Walk {
  readonly index: BoardIndex;
  readonly explorationOver: boolean;
  readonly bridges: ReadonlySet<number>;
  readonly blocked: ReadonlySet<number> | null;
  readonly reached: number[];
  mask: number;
}

function reach(walk: Walk, to: number, left: number): void {
  if (reachedStamp[to] !== stamp) {
    reachedStamp[to] = stamp;
    walk.reached.push(to);
  }
  if (left <= 1 || !(walk.explorationOver || isComplete(walk.index, to)) || walk.blocked?.has(to)) return;
  // Walked on from here with at least as many edges left already: nothing new to find.
  if (walkedStamp[to] === ruleStamp && walkedLeft[to]! >= left - 1) return;
  walkOn(walk, to, left - 1);
}

function walkOn(walk: Walk, node: number, left: number): void {
  walkedStamp[node] = ruleStamp;
  walkedLeft[node] = left;
  const lattice = walk.index.lattice;
  if (node === TRADING_POST) {
    if (walk.mask & RIVER) for (const to of lattice.mouthNodes) reach(walk, to, left);
    return;
  }
  for (let k = 0; k < 6; k++) {
    const edge = lattice.nodeEdges[6 * node + k]!;
    if (edge < 0 || !isWalkable(walk.index, edge, walk.explorationOver)) continue;
    const kind = KIND_BIT[edgeKind(walk.index, edge)];
    const to = lattice.nodeNeighbours[6 * node + k]!;
    if (walk.mask & kind) reach(walk, to, left);
    // LV-WORK-8: a bridge carries walkers and riders across as a land edge.
    else if (kind === CROSSING && walk.mask & LAND && walk.bridges.has(edge)) reach(walk, to, left);
  }
  if ((node === lattice.mouthNodes[0] || node === lattice.mouthNodes[1]) && walk.mask & RIVER) reach(walk, TRADING_POST, left);
}

/**
 * The nodes a movement can reach from `origin` under a mode's rules (each rule: the edge kinds it
 * may use and at most how many edges), passing on only through complete intersections until
 * exploration is over and never through `blocked` ones; ascending, the origin left out. The room
 * test is the caller's.
 *
 * @example
 * reachableNodes(index, origin, false, [[new Set(['land']), 1]], new Set(), null); // [3, 7, …]
 */
export function reachableNodes(
  index: BoardIndex,
  origin: number,
  explorationOver: boolean,
  rules: readonly (readonly [ReadonlySet<EdgeKind>, number])[],
  bridges: ReadonlySet<number>,
  blocked: ReadonlySet<number> | null,
): number[] {
  const nodes = index.lattice.nodeCount;
  if (reachedStamp.length < nodes) {
    reachedStamp = new Uint32Array(nodes);
    walkedStamp = new Uint32Array(nodes);
    walkedLeft = new Int32Array(nodes);
  }
  // Stamps instead of clearing; on wrap-around the arrays start afresh.
  if (stamp >= 0xfffffff0 || ruleStamp >= 0xfffffff0) {
    reachedStamp.fill(0);
    walkedStamp.fill(0);
    stamp = 0;
    ruleStamp = 0;
  }
  stamp++;
  // The origin counts as reached already: it is never a destination.
  reachedStamp[origin] = stamp;
  const walk: Walk = { index, explorationOver, bridges, blocked, reached: [], mask: 0 };
  for (const [kinds, most] of rules) {
    let mask = 0;
    for (const kind of kinds) mask |= KIND_BIT[kind];
    walk.mask = mask;
    ruleStamp++;
    walkOn(walk, origin, most);
  }
  return sortNumbers(walk.reached);
}
