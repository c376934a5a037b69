import { TRADING_POST, nodePosition, type Lattice } from './board/lattice.js';
import { diamondAt } from './board/diamond.js';
import type { RuleContext } from './context.js';
import type { LostValleyAction, LostValleyGameState } from './schemas.js';
import type { Actor } from './turn-area.js';

type G = LostValleyGameState;

/*
 * The Czech two-player rule (LV-SEAT-3): a player may not end a round with both prospectors on
 * one side of the river.
 *
 * "Side of the river": the river is drawn as a line from below the mouth through the middle of
 * every edge it flows through, in order, to the middle of the spring (or to its open end); a
 * node's side is the side of that line's nearest stretch (beyond the head, of its last stretch
 * drawn on). The trading post, and a node exactly on the line, are on neither side.
 *
 * "End of a round": a round is one turn of every prospector (A1, B1, A2, B2); a player's
 * prospectors do not move after its second prospector's turn, so the rule binds that turn: its
 * moves may not end on its partner's side, and it may not end its turn on that side while a move
 * off it is still open. The first prospector of the round moves freely.
 */

type Point = readonly [number, number];

function edgeMiddle(lattice: Lattice, edge: number): Point {
  const [ax, ay] = nodePosition(lattice, lattice.edgeEnds[2 * edge]!);
  const [bx, by] = nodePosition(lattice, lattice.edgeEnds[2 * edge + 1]!);
  return [(ax + bx) / 2, (ay + by) / 2];
}

/**
 * The river as a line of points from below the mouth to its head (LV-SEAT-3).
 *
 * @example
 * riverLine(ctx, g).length; // 3 at the start: below the mouth, the mouth, nothing more
 */
export function riverLine(ctx: RuleContext, g: G): Point[] {
  const lattice = ctx.catalog.lattice;
  const mouth = edgeMiddle(lattice, lattice.mouthEdge);
  const points: Point[] = [[mouth[0], mouth[1] - 1], mouth];
  let last = lattice.mouthEdge;
  for (const i of g.board.river) {
    const placed = g.board.tiles[i]!;
    const tile = ctx.catalog.diamonds.get(placed.tile);
    const where = diamondAt(lattice, [placed.faces[0]!, placed.faces[1]!], placed.way);
    if (!where || !tile?.riverEdges) continue;
    const a = where.edges[tile.riverEdges[0]]!;
    const b = where.edges[tile.riverEdges[1]]!;
    const next = a === last ? b : a;
    points.push(edgeMiddle(lattice, next));
    last = next;
  }
  if (g.board.spring !== null) {
    const face = g.board.tiles[g.board.spring]!.faces[0]!;
    let x = 0;
    let y = 0;
    for (let k = 0; k < 3; k++) {
      const [px, py] = nodePosition(lattice, lattice.faceCorners[3 * face + k]!);
      x += px / 3;
      y += py / 3;
    }
    points.push([x, y]);
  }
  return points;
}

/**
 * Which side of the river a node is on: 1 or -1 (left or right looking upstream), or 0 for the
 * trading post and a node on the river's line (LV-SEAT-3).
 *
 * @example
 * sideOfRiver(ctx, riverLine(ctx, g), node); // 1
 */
export function sideOfRiver(ctx: RuleContext, line: readonly Point[], node: number): -1 | 0 | 1 {
  if (node === TRADING_POST) return 0;
  const [x, y] = nodePosition(ctx.catalog.lattice, node);
  let best = Infinity;
  let cross = 0;
  for (let i = 0; i + 1 < line.length; i++) {
    const [ax, ay] = line[i]!;
    const [bx, by] = line[i + 1]!;
    const dx = bx - ax;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy;
    // The last stretch reaches on beyond the head; the others end at their points.
    const raw = ((x - ax) * dx + (y - ay) * dy) / length2;
    const t = i + 2 === line.length ? Math.max(0, raw) : Math.min(1, Math.max(0, raw));
    const px = ax + t * dx - x;
    const py = ay + t * dy - y;
    const d = px * px + py * py;
    if (d < best - 1e-9) {
      best = d;
      cross = dx * (y - ay) - dy * (x - ax);
    }
  }
  return Math.abs(cross) < 1e-9 ? 0 : cross > 0 ? 1 : -1;
}

/**
 * Whether the two-player rule binds this turn: a first-edition game of two seats under the Czech
 * rule, and the prospector whose turn it is is its seat's last in the round. Returns the side
 * its partner stands on (the side it may not end on), or 0 when nothing binds.
 *
 * @example
 * forbiddenSide(ctx, g, actor); // -1
 */
export function forbiddenSide(ctx: RuleContext, g: G, actor: Actor): -1 | 0 | 1 {
  if (ctx.options.edition !== 'first' || ctx.players !== 2 || !ctx.options.feTwoProspectors) return 0;
  const later = g.turnOrder.slice(g.turn.index + 1).some((i) => g.prospectors[i]!.seat === actor.seat);
  if (later) return 0;
  const partner = g.prospectors.findIndex((p, i) => i !== actor.index && p.seat === actor.seat);
  if (partner < 0) return 0;
  return sideOfRiver(ctx, riverLine(ctx, g), g.prospectors[partner]!.node);
}

/**
 * The moves that keep a player's prospectors on both sides of the river (LV-SEAT-3): a move of
 * the seat's last prospector in the round may not end on its partner's side.
 *
 * @example
 * keepSides(ctx, g, actor, moves);
 */
export function keepSides(ctx: RuleContext, g: G, actor: Actor, moves: LostValleyAction[]): LostValleyAction[] {
  const side = forbiddenSide(ctx, g, actor);
  if (side === 0) return moves;
  const line = riverLine(ctx, g);
  return moves.filter((move) => move.type !== 'move' || sideOfRiver(ctx, line, move.to) !== side);
}
