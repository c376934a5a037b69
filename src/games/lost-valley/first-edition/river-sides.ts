import { TRADING_POST, nodePosition, type Lattice } from '../board/lattice.js';
import { diamondAt } from '../board/diamond.js';
import type { RuleContext, Actor } from '../kernel/rule-context.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';

type G = LostValleyGameState;

/*
 * The Czech two-player rule (LV-SEAT-3): a player may not end a round with both prospectors on
 * one side of the river.
 *
 * "Side of the river": the river is drawn as a line from below the mouth through the middle of
 * every edge it flows through, in order, to the middle of the spring (or to its open end). A
 * corner of a river diamond is on the side of its diamond's stretch (its bank); any other node on
 * the side of the nearest stretch (beyond the head, of the last stretch drawn on; where two are
 * equally near, both count). The trading post, and a node exactly on the line, are on neither side.
 *
 * "End of a round": a round is one turn of every prospector (A1, B1, A2, B2); a player's
 * prospectors do not move after its second prospector's turn, so the rule binds that turn: its
 * moves may not end on its partner's side, and it may not end its turn on that side while a move
 * off it is still open. The first prospector of the round moves freely.
 */

/**
 * A point on paper (x to the right, y up, edges of length 1), as `nodePosition` gives them.
 *
 * @example
 * const mouth: RiverPoint = [0.5, 0];
 * @internal
 */
export type RiverPoint = readonly [number, number];

function edgeMiddle(lattice: Lattice, edge: number): RiverPoint {
  const [ax, ay] = nodePosition(lattice, lattice.edgeEnds[2 * edge]!);
  const [bx, by] = nodePosition(lattice, lattice.edgeEnds[2 * edge + 1]!);
  return [(ax + bx) / 2, (ay + by) / 2];
}

/**
 * The river as a line (LV-SEAT-3): its points from below the mouth to its head, and the side of
 * every corner of a river diamond, taken from that diamond's own stretch (so both banks of a
 * tile always lie on opposite sides).
 *
 * @example
 * const line: RiverLine = riverLine(ctx, g);
 * @internal
 */
export interface RiverLine {
  readonly points: readonly RiverPoint[];
  readonly corners: ReadonlyMap<number, -1 | 1>;
}

function crossOf(a: RiverPoint, b: RiverPoint, x: number, y: number): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  return (dx * (y - a[1]) - dy * (x - a[0])) / Math.sqrt(dx * dx + dy * dy);
}

/**
 * The river as a line of points from below the mouth to its head, with its corners' sides.
 *
 * @example
 * riverLine(ctx, g).points.length; // 2 at the start: below the mouth and the mouth
 * @internal
 */
export function riverLine(ctx: RuleContext, g: G): RiverLine {
  const lattice = ctx.catalog.lattice;
  const mouth = edgeMiddle(lattice, lattice.mouthEdge);
  const points: RiverPoint[] = [[mouth[0], mouth[1] - 1], mouth];
  const corners = new Map<number, -1 | 1>();
  let last = lattice.mouthEdge;
  for (const i of g.board.river) {
    const placed = g.board.tiles[i]!;
    const tile = ctx.catalog.diamonds.get(placed.tile);
    const where = diamondAt(lattice, [placed.faces[0]!, placed.faces[1]!], placed.way);
    if (!where || !tile?.riverEdges) continue;
    const a = where.edges[tile.riverEdges[0]]!;
    const b = where.edges[tile.riverEdges[1]]!;
    const next = a === last ? b : a;
    const from = points[points.length - 1]!;
    const to = edgeMiddle(lattice, next);
    for (const corner of where.corners) {
      const [x, y] = nodePosition(lattice, corner);
      if (!corners.has(corner)) corners.set(corner, crossOf(from, to, x, y) > 0 ? 1 : -1);
    }
    points.push(to);
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
  return { points, corners };
}

/**
 * Which side of the river a node is on: 1 or -1 (left or right looking upstream), or 0 for the
 * trading post and a node on the river's line (LV-SEAT-3). A corner of a river diamond takes the
 * side of its diamond's stretch; any other node the side of the nearest stretch.
 *
 * @example
 * sideOfRiver(ctx, riverLine(ctx, g), node); // 1
 * @internal
 */
export function sideOfRiver(ctx: RuleContext, line: RiverLine, node: number): -1 | 0 | 1 {
  if (node === TRADING_POST) return 0;
  const own = line.corners.get(node);
  if (own !== undefined) return own;
  const [x, y] = nodePosition(ctx.catalog.lattice, node);
  const points = line.points;
  let best = Infinity;
  let cross = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const [ax, ay] = points[i]!;
    const [bx, by] = points[i + 1]!;
    const dx = bx - ax;
    const dy = by - ay;
    const raw = ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy);
    // The last stretch reaches on beyond the head; the others end at their points.
    const t = i + 2 === points.length ? Math.max(0, raw) : Math.min(1, Math.max(0, raw));
    const px = ax + t * dx - x;
    const py = ay + t * dy - y;
    const d = px * px + py * py;
    // Stretches as near as the nearest all count (a node nearest a joint, in line with one of
    // its two stretches, takes its side from the other).
    const side = crossOf(points[i]!, points[i + 1]!, x, y);
    if (d < best - 1e-9) {
      best = d;
      cross = side;
    } else if (d < best + 1e-9) cross += side;
  }
  return Math.abs(cross) < 1e-9 ? 0 : cross > 0 ? 1 : -1;
}

/**
 * Whether the two-player rule binds this turn: a game of two seats under the Czech
 * rule, and the prospector whose turn it is is its seat's last in the round. Returns the side
 * its partner stands on (the side it may not end on), or 0 when nothing binds.
 *
 * @example
 * forbiddenSide(ctx, g, actor); // -1
 * @internal
 */
export function forbiddenSide(ctx: RuleContext, g: G, actor: Actor): -1 | 0 | 1 {
  if (ctx.players !== 2 || !ctx.options.feTwoProspectors) return 0;
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
 * @internal
 */
export function keepSides(ctx: RuleContext, g: G, actor: Actor, moves: LostValleyAction[]): LostValleyAction[] {
  const side = forbiddenSide(ctx, g, actor);
  if (side === 0) return moves;
  const line = riverLine(ctx, g);
  return moves.filter((move) => move.type !== 'move' || sideOfRiver(ctx, line, move.to) !== side);
}
