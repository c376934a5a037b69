/**
 * Boards for the render tests (not a test file itself): random games explored by the same bots
 * and loop as the `render` command, kept per setup so each is played once.
 */
import { componentsOf } from '../../src/core/components.js';
import { startGame } from '../../src/core/create.js';
import { exploreRandomBoard } from '../../src/cli/render-command.js';
import { botSeedOf } from '../../src/cli/random-game.js';
import { diamondAt, faceHasCorner, nodePosition, type LostValleyState } from '../../src/games/lost-valley/public.js';
import { catalogOf } from '../../src/games/lost-valley/board/tile-catalog.js';
import '../../src/index.js';

const boards = new Map<string, LostValleyState>();

/**
 * A random board after `turns` turns, or once exploration has ended.
 *
 * @example
 * const state = randomBoard('demo', 4);
 */
export function randomBoard(seed: string, players: number, variant = 'standard', turns?: number): LostValleyState {
  const key = `${seed}|${players}|${variant}|${turns ?? 'end'}`;
  let state = boards.get(key);
  if (!state) {
    const start = startGame({ game: 'lost-valley', players, seed, variant });
    if (!start.ok) throw new Error(start.error.message);
    state = exploreRandomBoard(start.state, botSeedOf(seed), turns);
    boards.set(key, state);
  }
  return state;
}

/** The picture position of a lattice node, computed here from the lattice (100 units an edge, y down). */
export function expectedPoint(state: LostValleyState, node: number): [number, number] {
  const [x, y] = nodePosition(catalogOf(componentsOf(state)).lattice, node);
  return [x * 100, -y * 100];
}

/** The midpoint of a lattice edge in the picture. */
export function expectedMidpoint(state: LostValleyState, edge: number): [number, number] {
  const lattice = catalogOf(componentsOf(state)).lattice;
  const a = expectedPoint(state, lattice.edgeEnds[2 * edge]!);
  const b = expectedPoint(state, lattice.edgeEnds[2 * edge + 1]!);
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/**
 * The river's chain worked out from the board alone: for each river tile from the mouth upstream,
 * the lattice edge it takes the river out through (its other river edge joins the tile below or
 * the mouth). Fails if a tile does not join the one below.
 */
export function riverOutflows(state: LostValleyState): number[] {
  const catalog = catalogOf(componentsOf(state));
  const lattice = catalog.lattice;
  const board = state.g.board;
  let inflow = lattice.mouthEdge;
  const outflows: number[] = [];
  for (const index of board.river) {
    const placed = board.tiles[index]!;
    const tile = catalog.diamonds.get(placed.tile)!;
    const where = diamondAt(lattice, [placed.faces[0]!, placed.faces[1]!], placed.way)!;
    const edges = [where.edges[tile.riverEdges![0]]!, where.edges[tile.riverEdges![1]]!];
    if (!edges.includes(inflow)) throw new Error(`river tile ${placed.tile} does not join the tile below`);
    inflow = edges[0] === inflow ? edges[1]! : edges[0]!;
    outflows.push(inflow);
  }
  return outflows;
}

/** Whether a lattice edge is an edge of a face. */
export function edgeOfFace(state: LostValleyState, edge: number, face: number): boolean {
  const lattice = catalogOf(componentsOf(state)).lattice;
  const a = lattice.edgeEnds[2 * edge]!;
  const b = lattice.edgeEnds[2 * edge + 1]!;
  return faceHasCorner(lattice, face, a) && faceHasCorner(lattice, face, b);
}

/** The end point of each segment of path data `M x,y L x,y C x,y x,y x,y …`, and the commands. */
export function pathEnds(d: string): { commands: string[]; ends: [number, number][] } {
  const commands: string[] = [];
  const ends: [number, number][] = [];
  for (const [, command, args] of d.matchAll(/([MLC])([^MLC]*)/g)) {
    const numbers = args!.trim().split(/[\s,]+/).map(Number);
    commands.push(command!);
    ends.push([numbers[numbers.length - 2]!, numbers[numbers.length - 1]!]);
  }
  return { commands, ends };
}

/** Whether two points agree to the SVG's rounding (one decimal). */
export function near(a: readonly [number, number], b: readonly [number, number]): boolean {
  return Math.abs(a[0] - b[0]) <= 0.11 && Math.abs(a[1] - b[1]) <= 0.11;
}
