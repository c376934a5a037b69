import type { BoardScene } from './board-scene.js';
import { centreOf, edgeMidpoint, faceCornerNodes, lerp, nodePoint, pointsOf, tileCornerNodes, type Point } from './board-geometry.js';
import { tileMarkerSpots } from './markers-layer.js';
import type { BoardSpot } from './render-options.js';
import { element, pointList, tooltip } from './svg-text.js';
import { diamondAt, type DiamondPlacement } from '../games/lost-valley/api.js';

/*
 * The places a person may click or focus on a table: each spot is a `<g>` with `role="button"`,
 * `tabindex="0"`, the spot's words as its `aria-label` and tooltip, and `data-spot` holding its
 * key, so that a page finds the spot from an event without knowing the picture's geometry. Drawn
 * last, on top of everything: tiles first (wide areas), then faces and diamonds, edges, markers and
 * intersections (small targets on top of the areas they lie in).
 */

const ORDER: Readonly<Record<BoardSpot['kind'], number>> = { tile: 0, face: 1, diamond: 2, edge: 3, marker: 4, node: 5 };
const HIGHLIGHT = '#ff7a00';

function shrink(points: readonly Point[], factor: number): Point[] {
  const centre = centreOf(points);
  return points.map((point) => lerp(centre, point, factor));
}

// Where each marker on the board is drawn, by its id.
function markerPoints(scene: BoardScene): Map<number, Point> {
  const points = new Map<number, Point>();
  for (const placed of scene.g.board.tiles) for (const spot of tileMarkerSpots(scene, placed).markers) points.set(spot.slot.id, spot.at);
  return points;
}

// The shape of one spot, or null when its place is not on this board (the spot is left out).
function shape(scene: BoardScene, spot: BoardSpot, markers: ReadonlyMap<number, Point>): string | null {
  const { lattice } = scene;
  const [a, b] = spot.at;
  const paint = { fill: HIGHLIGHT, 'fill-opacity': 0.18, stroke: HIGHLIGHT, 'stroke-width': 3, 'stroke-dasharray': '6 4', class: 'spot-shape' };
  switch (spot.kind) {
    case 'node': {
      if (a === undefined || a >= lattice.nodeCount) return null;
      const [x, y] = nodePoint(lattice, a);
      return element('circle', { cx: x, cy: y, r: 17, ...paint });
    }
    case 'face': {
      if (a === undefined || a >= lattice.faceCount) return null;
      return element('polygon', { points: pointList(shrink(pointsOf(lattice, faceCornerNodes(lattice, a)), 0.62)), ...paint });
    }
    case 'diamond': {
      if (a === undefined || b === undefined || a >= lattice.faceCount || b >= lattice.faceCount) return null;
      const turn = spot.way === undefined ? null : diamondAt(lattice, [a, b], spot.way);
      if (turn) return turnPreview(scene, turn, paint);
      const corners = [...new Set([...faceCornerNodes(lattice, a), ...faceCornerNodes(lattice, b)])];
      const [x, y] = centreOf(pointsOf(lattice, corners));
      return element('circle', { cx: x, cy: y, r: 19, ...paint });
    }
    case 'edge': {
      if (a === undefined || a >= lattice.edgeCount || lattice.edgeEnds[2 * a]! < 0) return null;
      const [x, y] = edgeMidpoint(lattice, a);
      return element('rect', { x: x - 11, y: y - 11, width: 22, height: 22, rx: 4, ...paint });
    }
    case 'tile': {
      const placed = a === undefined ? undefined : scene.g.board.tiles[a];
      if (!placed) return null;
      return element('polygon', { points: pointList(shrink(pointsOf(lattice, tileCornerNodes(lattice, placed)), 0.7)), ...paint, 'fill-opacity': 0.1 });
    }
    case 'marker': {
      const at = a === undefined ? undefined : markers.get(a);
      if (!at) return null;
      return element('circle', { cx: at[0], cy: at[1], r: 12, ...paint, 'stroke-dasharray': undefined });
    }
  }
}

/**
 * The corners of every spot's place, so that the picture's frame holds them all (a diamond may be
 * laid beyond the tiles drawn so far).
 *
 * @example
 * pictureFrame(scene, 0, false, false, spotPoints(scene, spots));
 */
export function spotPoints(scene: BoardScene, spots: readonly BoardSpot[]): Point[] {
  const { lattice } = scene;
  const points: Point[] = [];
  const corners = (face: number | undefined): void => {
    if (face !== undefined && face < lattice.faceCount) points.push(...pointsOf(lattice, faceCornerNodes(lattice, face)));
  };
  for (const spot of spots) {
    const [a, b] = spot.at;
    if (spot.kind === 'node' && a !== undefined && a < lattice.nodeCount) points.push(nodePoint(lattice, a));
    if (spot.kind === 'face' || spot.kind === 'diamond') {
      corners(a);
      corners(b);
    }
    if (spot.kind === 'edge' && a !== undefined && a < lattice.edgeCount && lattice.edgeEnds[2 * a]! >= 0) points.push(edgeMidpoint(lattice, a));
  }
  return points;
}

// The way a move goes, through the intersections of its route (a straight line from `from` when
// the table gave no route): shown while the spot is hovered or focused.
function routeLine(scene: BoardScene, spot: BoardSpot): string {
  if (spot.kind !== 'node') return '';
  const nodes = spot.route ?? (spot.from === undefined ? [] : [spot.from, spot.at[0]!]);
  if (nodes.length < 2 || nodes.some((node) => node >= scene.lattice.nodeCount)) return '';
  const points = nodes.map((node) => nodePoint(scene.lattice, node));
  return element('polyline', { class: 'spot-route', points: pointList(points), fill: 'none', stroke: HIGHLIGHT, 'stroke-width': 4, 'stroke-dasharray': '2 6', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'pointer-events': 'none' });
}

/**
 * One way round of the drawn diamond, previewed on its two faces: the diamond's outline, its river
 * (edge to edge through the middle) and its gold's bank for a river tile, and a mark at its first
 * corner; the click target is a disc towards that corner, so that the two turns of the same faces
 * are two targets.
 */
function turnPreview(scene: BoardScene, turn: DiamondPlacement, paint: Readonly<Record<string, string | number>>): string {
  const { lattice } = scene;
  const pending = scene.g.pending as { kind?: string; tile?: string } | undefined;
  const tile = pending?.kind === 'place' && pending.tile !== undefined ? scene.catalog.diamonds.get(pending.tile) : undefined;
  const outline = pointsOf(lattice, turn.corners);
  const centre = centreOf(outline);
  const parts = [element('polygon', { class: 'turn-outline', points: pointList(shrink(outline, 0.92)), fill: 'none', stroke: HIGHLIGHT, 'stroke-width': 2, 'stroke-dasharray': '3 4', 'pointer-events': 'none' })];
  if (tile?.riverEdges) {
    const [from, to] = tile.riverEdges.map((edge) => edgeMidpoint(lattice, turn.edges[edge]!));
    parts.push(element('polyline', { class: 'turn-river', points: pointList([from!, centre, to!]), fill: 'none', stroke: '#2a79c9', 'stroke-width': 7, 'stroke-linecap': 'round', 'stroke-opacity': 0.75, 'pointer-events': 'none' }));
    const bank = tile.symbols.find((symbol) => symbol.bankCorner !== undefined)?.bankCorner;
    if (bank !== undefined) {
      const [gx, gy] = lerp(centre, nodePoint(lattice, turn.corners[bank]!), 0.55);
      parts.push(element('circle', { class: 'turn-gold', cx: gx, cy: gy, r: 7, fill: '#f2c200', stroke: '#3b2f00', 'stroke-width': 1.5, 'pointer-events': 'none' }));
    }
  }
  const first = nodePoint(lattice, turn.corners[0]);
  const [fx, fy] = lerp(centre, first, 0.8);
  parts.push(element('circle', { class: 'turn-corner', cx: fx, cy: fy, r: 5, fill: HIGHLIGHT, 'pointer-events': 'none' }));
  const [x, y] = lerp(centre, first, 0.45);
  parts.push(element('circle', { cx: x, cy: y, r: 15, ...paint }));
  return parts.join('');
}

/**
 * The clickable, focusable spots of a table (see `RenderOptions.spots`), or '' when there are none.
 *
 * @example
 * const svg = spotsLayer(scene, [{ key: 'node:12', kind: 'node', at: [12], label: 'Move to K3' }]);
 */
export function spotsLayer(scene: BoardScene, spots: readonly BoardSpot[]): string {
  if (spots.length === 0) return '';
  const parts: string[] = [];
  const sorted = [...spots].sort((x, y) => ORDER[x.kind] - ORDER[y.kind]);
  const markers = spots.some((spot) => spot.kind === 'marker') ? markerPoints(scene) : new Map<number, Point>();
  for (const spot of sorted) {
    const drawn = shape(scene, spot, markers);
    if (drawn === null) continue;
    parts.push(
      element('g', { class: 'spot', 'data-spot': spot.key, 'data-kind': spot.kind, role: 'button', tabindex: 0, 'aria-label': spot.label }, [routeLine(scene, spot), drawn, tooltip(spot.label)]),
    );
  }
  return element('g', { class: 'spots' }, parts);
}
