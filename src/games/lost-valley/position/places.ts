import { positionFault } from '../../../core/position-check.js';
import type { RuleError } from '../../../core/errors.js';
import { parseEdge, parseFace, parseNode, type ParsedPlace } from '../board/place-names.js';
import type { Lattice } from '../board/lattice.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';

/*
 * How the position builder reads the places it is given: a name as docs/notation.md writes it
 * (`K3`, `post`, `K3^`, `M0-N0`, a tile's id `L11`) or, for tests that already hold one, the
 * lattice id or tile index as a number.
 */

/**
 * A place for the position builder: its name (`'K3'`, `'post'`, `'K3^'`, `'M0-N0'`; a laid tile
 * by its id, `'L11'`) or its number (a lattice id, or a tile's index in the order tiles were laid).
 *
 * @example
 * const at: Place = 'M0';
 */
export type Place = string | number;

function read(parsed: ParsedPlace): number | RuleError {
  return parsed.ok ? parsed.id : parsed.error;
}

/** The invariant a place off the lattice would break: a prospector's node, a tile's face, a work's edge. */
const OFF_LATTICE = { intersection: 'prospector-node', face: 'tile-faces', edge: 'work-place' } as const;

function inRange(kind: keyof typeof OFF_LATTICE, id: number, count: number): number | RuleError {
  return Number.isInteger(id) && id >= 0 && id < count ? id : positionFault(OFF_LATTICE[kind], `${id} is no ${kind} of this lattice.`, undefined, { kind });
}

/**
 * The intersection a place names, or the refusal of an unknown name.
 *
 * @example
 * nodeOf(lattice, 'M0'); // the mouth's west point
 * @internal
 */
export function nodeOf(lattice: Lattice, place: Place): number | RuleError {
  return typeof place === 'number' ? inRange('intersection', place, lattice.nodeCount) : read(parseNode(lattice, place));
}

/**
 * The face a place names, or the refusal of an unknown name.
 *
 * @example
 * faceOf(lattice, 'M0^'); // the first headwater face
 * @internal
 */
export function faceOf(lattice: Lattice, place: Place): number | RuleError {
  return typeof place === 'number' ? inRange('face', place, lattice.faceCount) : read(parseFace(lattice, place));
}

/**
 * The edge a place names, or the refusal of an unknown name.
 *
 * @example
 * edgeOf(lattice, 'M0-N0'); // the mouth's edge
 * @internal
 */
export function edgeOf(lattice: Lattice, place: Place): number | RuleError {
  return typeof place === 'number' ? inRange('edge', place, lattice.edgeCount) : read(parseEdge(lattice, place));
}

/**
 * The index of a laid tile: the number itself, or the tile laid with that id.
 *
 * @example
 * tileOf(g, 'L11'); // 1 when L11 was the second tile laid
 * @internal
 */
export function tileOf(g: LostValleyGameState, place: Place): number | RuleError {
  const index = typeof place === 'number' ? place : g.board.tiles.findIndex((tile) => tile.tile === place);
  if (Number.isInteger(index) && index >= 0 && index < g.board.tiles.length) return index;
  return positionFault('work-place', `No tile ${String(place)} lies on the board.`, ['board', 'tiles']);
}
