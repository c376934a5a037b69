import { componentsOf } from '../../core/components.js';
import { catalogOf, edgeName, faceName, nodeName, type Lattice, type LostValleyState } from '../../games/lost-valley/api.js';

/*
 * The place names of docs/notation.md in sentences: `K3`, `K3^`, `K3-L3` instead of the ids the
 * actions and events carry. A state whose component data cannot be read (a sentence must never
 * throw) says the bare id.
 */

/** What kind of place an id names. */
type PlaceKind = 'node' | 'face' | 'edge';
const NAMERS: Readonly<Record<PlaceKind, (lattice: Lattice, id: number) => string>> = { node: nodeName, face: faceName, edge: edgeName };

function latticeOf(state: LostValleyState): Lattice | null {
  try {
    return catalogOf(componentsOf(state)).lattice;
  } catch {
    return null;
  }
}

/**
 * The name of a node, face or edge of the state's lattice (`M0`, `M0^`, `M0-N0`); the id as it
 * is when it is not a number or the lattice cannot be read.
 *
 * @example
 * placeName(state, 'edge', state.g.board.works[0]!.at); // 'K3-L3'
 */
export function placeName(state: LostValleyState, kind: PlaceKind, id: unknown): string {
  const lattice = typeof id === 'number' ? latticeOf(state) : null;
  return lattice ? NAMERS[kind](lattice, id as number) : String(id);
}

/**
 * Several places' names, for a list in a sentence.
 *
 * @example
 * placeNames(state, 'face', [12, 13]); // ['K3^', 'K3v']
 */
export function placeNames(state: LostValleyState, kind: PlaceKind, ids: unknown): string[] {
  return (Array.isArray(ids) ? ids : [ids]).map((id) => placeName(state, kind, id));
}
