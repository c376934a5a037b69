import { diamondAt } from '../games/lost-valley/api.js';
import type { BoardScene } from './board-scene.js';
import { centreOf, EDGE, edgeMidpoint, faceCornerNodes, inwardNormal, pointsOf, START_TILE, type Point } from './board-geometry.js';
import { COLOURS } from './palette.js';
import { element, num, pointList, tooltip } from './svg-text.js';

/** How far the river's curve leans into a tile from each edge it crosses, as a share of the distance between the two crossings (it enters square to the edge). */
const BEND = 0.45;

/**
 * The river as the picture draws it: its centre line as SVG path data, the river tiles it passes
 * in chain order (from the mouth upstream), where it ends, and the point of each ice position.
 *
 * @example
 * const course = riverCourse(scene); course.endsAt; // 'spring'
 */
export interface RiverCourse {
  /** Path data: the waterfall, the mouth, then one cubic curve per river tile (and one into the spring). */
  readonly path: string;
  /** Ids of the river tiles in chain order. */
  readonly tiles: readonly string[];
  /** `spring` once the spring is out, `open` while the river still has an open end, `broken` if a tile does not join the one before. */
  readonly endsAt: 'spring' | 'open' | 'broken';
  /** The ice block's points: index 0 the spring, then the river tiles downstream, then the waterfall. */
  readonly icePoints: readonly Point[];
  /** The spring's centre, once it is out. */
  readonly spring: Point | null;
}

/**
 * Follows the river from the waterfall through the mouth edge and each river tile's two river
 * edges (LV-GEO-4) to the spring or the open edge.
 *
 * @example
 * riverCourse(scene).tiles; // ['R04', 'R05', …]
 */
export function riverCourse(scene: BoardScene): RiverCourse {
  const { lattice, catalog } = scene;
  const board = scene.g.board;
  const mouth = edgeMidpoint(lattice, lattice.mouthEdge);
  const fall: Point = [mouth[0], START_TILE.bluffTop];
  let path = `M${num(fall[0])},${num(fall[1])} L${num(mouth[0])},${num(mouth[1])}`;
  let inflow = lattice.mouthEdge;
  let broken = false;
  const tiles: string[] = [];
  const middles: Point[] = [];
  for (const index of board.river) {
    const placed = board.tiles[index]!;
    const tile = catalog.diamonds.get(placed.tile)!;
    const where = diamondAt(lattice, [placed.faces[0]!, placed.faces[1]!], placed.way)!;
    const centre = centreOf(pointsOf(lattice, where.corners));
    tiles.push(placed.tile);
    const edges = tile.riverEdges ? [where.edges[tile.riverEdges[0]]!, where.edges[tile.riverEdges[1]]!] : [];
    let outflow = edges[0] === inflow ? edges[1] : edges[1] === inflow ? edges[0] : undefined;
    if (outflow === undefined) {
      // Not joined to the tile below: start a new stretch, so the picture never invents a link.
      broken = true;
      if (edges.length < 2) continue;
      inflow = edges[0]!;
      outflow = edges[1]!;
      const start = edgeMidpoint(lattice, inflow);
      path += ` M${num(start[0])},${num(start[1])}`;
    }
    const curve = curveThrough(scene, inflow, outflow, centre);
    path += curve.d;
    middles.push(curve.middle);
    inflow = outflow;
  }
  let spring: Point | null = null;
  const springTile = board.spring === null ? undefined : board.tiles[board.spring];
  if (springTile) {
    const face = springTile.faces[0]!;
    spring = centreOf(pointsOf(lattice, faceCornerNodes(lattice, face)));
    const from = edgeMidpoint(lattice, inflow);
    const n = inwardNormal(lattice, inflow, spring);
    const lean = 0.25 * EDGE;
    const c1: Point = [from[0] + n[0] * lean, from[1] + n[1] * lean];
    path += ` C${pointList([c1, spring, spring])}`;
  }
  const icePoints: Point[] = [spring ?? edgeMidpoint(lattice, inflow), ...middles.slice().reverse(), fall];
  return { path, tiles, endsAt: broken ? 'broken' : spring ? 'spring' : 'open', icePoints, spring };
}

// One cubic curve from the inflow edge's midpoint to the outflow edge's, leaving and entering
// each square to its edge, so that curves of neighbouring tiles join smoothly. Also gives the
// curve's middle point, where the ice block is drawn on that tile.
function curveThrough(scene: BoardScene, inflow: number, outflow: number, centre: Point): { d: string; middle: Point } {
  const { lattice } = scene;
  const from = edgeMidpoint(lattice, inflow);
  const to = edgeMidpoint(lattice, outflow);
  const nIn = inwardNormal(lattice, inflow, centre);
  const nOut = inwardNormal(lattice, outflow, centre);
  const lean = BEND * Math.hypot(to[0] - from[0], to[1] - from[1]);
  const c1: Point = [from[0] + nIn[0] * lean, from[1] + nIn[1] * lean];
  const c2: Point = [to[0] + nOut[0] * lean, to[1] + nOut[1] * lean];
  const middle: Point = [(from[0] + 3 * c1[0] + 3 * c2[0] + to[0]) / 8, (from[1] + 3 * c1[1] + 3 * c2[1] + to[1]) / 8];
  return { d: ` C${pointList([c1, c2, to])}`, middle };
}

/**
 * The river layer: the band (an outline and the water, one path each), the waterfall over the
 * bluff, the spring, and while the river is open the headwater face it reserves.
 *
 * @example
 * const svg = riverLayer(scene, riverCourse(scene));
 */
export function riverLayer(scene: BoardScene, course: RiverCourse): string {
  const { lattice } = scene;
  const board = scene.g.board;
  const parts: string[] = [];
  if (board.headwater !== null && board.spring === null) {
    const points = pointsOf(lattice, faceCornerNodes(lattice, board.headwater));
    parts.push(
      element('polygon', { class: 'headwater', points: pointList(points), fill: '#dcecf9', stroke: COLOURS.river, 'stroke-width': 2.5, 'stroke-dasharray': '8 5' }, [
        tooltip(scene.words.headwater),
      ]),
    );
  }
  const band = { d: course.path, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  parts.push(element('path', { ...band, class: 'river-outline', stroke: COLOURS.riverOutline, 'stroke-width': 0.24 * EDGE }));
  parts.push(
    element('path', { ...band, class: 'river', stroke: COLOURS.river, 'stroke-width': 0.17 * EDGE, 'data-river-tiles': course.tiles.join(' '), 'data-ends-at': course.endsAt }, [
      tooltip(scene.words.river(course.tiles.length, course.endsAt === 'spring')),
    ]),
  );
  parts.push(waterfall(scene));
  if (course.spring) {
    const [x, y] = course.spring;
    parts.push(
      element('g', { class: 'spring' }, [
        element('circle', { cx: x, cy: y, r: 0.13 * EDGE, fill: COLOURS.river, stroke: '#ffffff', 'stroke-width': 3 }),
        element('circle', { cx: x, cy: y, r: 0.05 * EDGE, fill: '#ffffff' }),
        tooltip(scene.words.springTooltip),
      ]),
    );
  }
  return element('g', { class: 'river-layer' }, parts);
}

// White streaks where the river drops over the bluff at the bottom of the start tile.
function waterfall(scene: BoardScene): string {
  const x = 0.5 * EDGE;
  const top = START_TILE.bluffTop;
  const streaks: string[] = [];
  for (const dx of [-6, 0, 6]) {
    streaks.push(element('line', { x1: x + dx, y1: top, x2: x + dx * 1.6, y2: START_TILE.bottom - 4, stroke: '#ffffff', 'stroke-width': 3, 'stroke-linecap': 'round' }));
  }
  return element('g', { class: 'waterfall' }, [
    element('rect', { x: x - 13, y: top, width: 26, height: START_TILE.bottom - top - 2, fill: COLOURS.river, rx: 4 }),
    ...streaks,
    tooltip(scene.words.waterfallTooltip),
  ]);
}
