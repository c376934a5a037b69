import { componentsOf } from '../../core/components.js';
import { catalogOf, edgeName, faceName, findMarker, nodeName, type Lattice, type LostValleyState } from '../../games/lost-valley/api.js';

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

/**
 * A tile on the board, which actions and events give by its index in the order tiles were laid:
 * its id and the name of (the first of) the faces it covers, `L15 (H1^)`. A tile given by its id
 * (a string) is said as it is, and an index the board lacks as the bare number.
 *
 * @example
 * tileName(state, 3); // 'L15 (H1^)'
 */
export function tileName(state: LostValleyState, tile: unknown): string {
  if (typeof tile !== 'number') return String(tile);
  const placed = state.g.board.tiles[tile];
  return placed ? `${placed.tile} (${placeName(state, 'face', placed.faces[0])})` : String(tile);
}

/**
 * Which of its seat's prospectors a prospector is, counted from 1, or `null` when its seat leads
 * only this one (a sentence then needs no number: "Seat 1 moves on foot").
 *
 * @example
 * prospectorNumber(state, 3); // 2 when seat 1 leads prospectors 1 and 3; null in a game of one each
 */
export function prospectorNumber(state: LostValleyState, prospector: unknown): number | null {
  const prospectors = state.g.prospectors;
  const own = typeof prospector === 'number' ? prospectors[prospector] : undefined;
  if (!own) return null;
  const same = prospectors.flatMap((candidate, index) => (candidate.seat === own.seat ? [index] : []));
  return same.length < 2 ? null : same.indexOf(prospector as number) + 1;
}

/**
 * Where a marker lies, for a sentence that would otherwise give its id: the tile it lies on
 * (`L15 (H1^)`), or `null` when it lies elsewhere (a bag, the trading post) or is not found.
 *
 * @example
 * markerTile(state, 6); // 'L15 (H1^)'
 */
export function markerTile(state: LostValleyState, marker: unknown): string | null {
  const found = typeof marker === 'number' ? findMarker(state.g, marker) : null;
  return found?.place.kind === 'tile' ? tileName(state, found.place.tile) : null;
}

/**
 * A sentence's words for a prospector: `single` when its seat leads only this one, else
 * `numbered` with its number within the seat ({@link prospectorNumber}).
 *
 * @example
 * byProspector(state, 3, 'moves', (n) => `moves prospector ${n}`); // 'moves prospector 2'
 */
export function byProspector(state: LostValleyState, prospector: unknown, single: string, numbered: (number: number) => string): string {
  const number = prospectorNumber(state, prospector);
  return number === null ? single : numbered(number);
}
