/*
 * Names for the places of the lattice, as a player reads them off the picture (docs/notation.md,
 * "Names for places"). Rows are the horizontal lattice lines, numbered up from the boundary
 * (row 0 runs through the river's mouth). Columns are vertical strips one edge wide, lettered
 * west to east so that the mouth is M0–N0: a point of an even row sits on its column's west line,
 * a point of an odd row in the middle of its strip. Past Z come AA, AB … (east); west of A
 * come _A, _B … (no game we played reached either).
 *
 * A face is named after the west end of its one horizontal edge: `M0^` stands on the edge
 * M0–N0, `M1v` hangs below the edge M1–N1. An edge is named by its two ends, `M0-N0`.
 */
import { ruleError, type RuleError } from '../../../core/errors.js';
import { edgeAt, faceAt, nodeAt, TRADING_POST, type Lattice } from './lattice.js';

/** The column lettered A lies this many columns west of the mouth's west point. */
const WEST_OF_MOUTH = 12;
const POST = 'post';

/**
 * A place read from its name: its id on the lattice, or why the text names no place
 * (`lost-valley/unknown-place`).
 *
 * @example
 * const r: ParsedPlace = parseNode(lattice, 'M0');
 * if (r.ok) r.id; // the mouth's west point
 */
export type ParsedPlace = { readonly ok: true; readonly id: number } | { readonly ok: false; readonly error: RuleError };

function letters(index: number): string {
  let text = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) text = String.fromCharCode(65 + ((n - 1) % 26)) + text;
  return text;
}

function unletters(text: string): number {
  let n = 0;
  for (const char of text) n = n * 26 + (char.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * The letters of a column: `A` … `Z`, `AA` … east, `_A` … west of A. Column 0 is the strip
 * east of the mouth's west point (M).
 *
 * @example
 * columnName(0); // 'M'
 */
export function columnName(column: number): string {
  const index = column + WEST_OF_MOUTH;
  return index >= 0 ? letters(index) : `_${letters(-index - 1)}`;
}

function unknown(kind: string, text: string): ParsedPlace {
  return { ok: false, error: ruleError('lost-valley/unknown-place', `'${text}' names no ${kind} of the valley (docs/notation.md, "Names for places").`, { details: { kind, text } }) };
}

/** The lattice point (x, y) of a name `<column><row>`, or null. */
function pointOf(text: string): [number, number] | null {
  const match = /^(_?)([A-Z]{1,4})(0|[1-9]\d{0,4})$/.exec(text.toUpperCase());
  if (!match) return null;
  const index = match[1] === '_' ? -unletters(match[2]!) - 1 : unletters(match[2]!);
  const row = Number(match[3]);
  return [index - WEST_OF_MOUTH - Math.floor(row / 2), row];
}

/**
 * The name of an intersection: `post` for the trading post, else its column and row (`M0`, `K3`);
 * `?` and the id for a number that is no node of this lattice.
 *
 * @example
 * nodeName(lattice, lattice.mouthNodes[0]); // 'M0'
 */
export function nodeName(lattice: Lattice, node: number): string {
  if (node === TRADING_POST) return POST;
  if (!Number.isInteger(node) || node < 0 || node >= lattice.nodeCount) return `?${node}`;
  const x = lattice.nodeX[node]!;
  const y = lattice.nodeY[node]!;
  return `${columnName(x + Math.floor(y / 2))}${y}`;
}

/**
 * Reads an intersection's name (letters in either case); an unknown name is refused, never thrown.
 *
 * @example
 * parseNode(lattice, 'n0'); // { ok: true, id: lattice.mouthNodes[1] }
 */
export function parseNode(lattice: Lattice, text: string): ParsedPlace {
  const trimmed = String(text).trim();
  if (trimmed.toLowerCase() === POST) return { ok: true, id: TRADING_POST };
  const point = pointOf(trimmed);
  const id = point ? nodeAt(lattice, point[0], point[1]) : -1;
  return id < 0 ? unknown('intersection', trimmed) : { ok: true, id };
}

/**
 * The name of a face: the west end of its horizontal edge and `^` for the up face standing on
 * that edge or `v` for the down face hanging below it; `?` and the id off the lattice.
 *
 * @example
 * faceName(lattice, lattice.mouthHeadwater); // 'M0^'
 */
export function faceName(lattice: Lattice, face: number): string {
  if (!Number.isInteger(face) || face < 0 || face >= lattice.faceCount) return `?${face}`;
  const up = lattice.faceUp[face] === 1;
  // An up face's corner 0 and a down face's corner 2 are the west ends of their horizontal edges.
  const corner = lattice.faceCorners[3 * face + (up ? 0 : 2)]!;
  return `${nodeName(lattice, corner)}${up ? '^' : 'v'}`;
}

/**
 * Reads a face's name (`M0^`, `k3v`); an unknown name is refused, never thrown.
 *
 * @example
 * parseFace(lattice, 'M0^'); // { ok: true, id: lattice.mouthHeadwater }
 */
export function parseFace(lattice: Lattice, text: string): ParsedPlace {
  const trimmed = String(text).trim();
  const mark = trimmed.slice(-1);
  const up = mark === '^';
  const point = up || mark === 'v' || mark === 'V' ? pointOf(trimmed.slice(0, -1)) : null;
  const id = point ? faceAt(lattice, point[0], up ? point[1] : point[1] - 1, up) : -1;
  return id < 0 ? unknown('face', trimmed) : { ok: true, id };
}

/**
 * The name of an edge: its two ends, the lattice's first end first (`M0-N0`); `?` and the id for
 * a number that is no edge of this lattice.
 *
 * @example
 * edgeName(lattice, lattice.mouthEdge); // 'M0-N0'
 */
export function edgeName(lattice: Lattice, edge: number): string {
  if (!Number.isInteger(edge) || edge < 0 || edge >= lattice.edgeCount || lattice.edgeEnds[2 * edge]! < 0) return `?${edge}`;
  return `${nodeName(lattice, lattice.edgeEnds[2 * edge]!)}-${nodeName(lattice, lattice.edgeEnds[2 * edge + 1]!)}`;
}

/**
 * Reads an edge's name, its ends in either order (`M0-N0`, `N0-M0`); an unknown name or two
 * points that are not neighbours are refused, never thrown.
 *
 * @example
 * parseEdge(lattice, 'M0-N0'); // { ok: true, id: lattice.mouthEdge }
 */
export function parseEdge(lattice: Lattice, text: string): ParsedPlace {
  const trimmed = String(text).trim();
  const ends = trimmed.split('-');
  const a = ends.length === 2 ? pointOf(ends[0]!) : null;
  const b = ends.length === 2 ? pointOf(ends[1]!) : null;
  if (!a || !b) return unknown('edge', trimmed);
  for (const [from, to] of [[a, b], [b, a]] as const) {
    const step = [to[0] - from[0], to[1] - from[1]];
    const direction = step[1] === 0 && step[0] === 1 ? 0 : step[1] === 1 && step[0] === 0 ? 1 : step[1] === 1 && step[0] === -1 ? 2 : -1;
    const id = direction < 0 ? -1 : edgeAt(lattice, from[0], from[1], direction);
    if (id >= 0) return { ok: true, id };
  }
  return unknown('edge', trimmed);
}
