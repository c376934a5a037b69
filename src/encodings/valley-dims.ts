import { type Lattice, type RuleContext, type LostValleyComponents, type LostValleyAction, type LostValleyGameState, catalogOf } from '../games/lost-valley/api.js';

/*
 * What Lost Valley's action layout (valley-layout.ts) is built from: the sizes a setup fixes, the
 * place an index is read at, and the shape of one action type's block.
 */

type A = LostValleyAction;
type G = LostValleyGameState;

/**
 * The sizes a setup fixes: lattice nodes, edges and faces, tiles that can be laid, marker ids,
 * and the item, skill and land-diamond names of the component set.
 *
 * @example
 * valleyDims(componentsOf(state)).markers; // 144 with the second edition's set
 */
export interface ValleyDims {
  readonly lattice: Lattice;
  readonly tiles: number;
  readonly markers: number;
  readonly items: readonly string[];
  readonly land: readonly string[];
  /** The river diamonds' ids, in the data's order (the Scout keeps river diamonds too). */
  readonly river: readonly string[];
}

const dimsCache = new WeakMap<LostValleyComponents, ValleyDims>();

/**
 * The sizes of a component set (cached per set object).
 *
 * @example
 * valleyDims(componentsOf(state)).tiles; // 63
 */
export function valleyDims(set: LostValleyComponents): ValleyDims {
  let dims = dimsCache.get(set);
  if (!dims) {
    let markers = 0;
    for (const kinds of Object.values(set.markers)) for (const kind of kinds) markers += kind.count;
    dims = {
      lattice: catalogOf(set).lattice,
      tiles: set.landDiamonds.length + set.riverDiamonds.length + set.triangles.length + 1,
      markers,
      // The store's items, then gear that only events hold (the first edition's dynamite stick):
      // appended, so the second edition's numbering is unchanged.
      items: [...new Set([...set.supply.map((entry) => entry.id), ...set.markers.event.flatMap((kind) => (kind.item === undefined ? [] : [kind.item]))])],
      land: set.landDiamonds.map((tile) => tile.id),
      river: set.riverDiamonds.map((tile) => tile.id),
    };
    dimsCache.set(set, dims);
  }
  return dims;
}

/**
 * Where an index is read or written: the game part, the rule context, the seat, and the
 * intersection of the prospector whose turn it is.
 *
 * @example
 * const here: Here = { g, ctx, seat: 0, node: 12, dims };
 */
export interface Here {
  readonly g: G;
  readonly ctx: RuleContext;
  readonly seat: number;
  readonly node: number;
  readonly dims: ValleyDims;
}

/**
 * One action type's block: its size for a setup, and the two directions between an action of
 * that type and a number in `0 … size-1` (-1 or `null` when there is none here).
 *
 * @example
 * const block = valleyBlocks(dims)[0]!; // the moves
 */
export interface ValleyBlock {
  readonly type: A['type'];
  readonly size: number;
  encode(action: A, here: Here): number;
  decode(local: number, here: Here): A | null;
}
