import type { BoardScene } from './board-scene.js';
import { centreOf, edgeMidpoint, faceCornerNodes, lerp, nodePoint, pointsOf, tileCornerNodes, type Point } from './board-geometry.js';
import { tileMarkerSpots } from './markers-layer.js';
import type { BoardSpot } from './render-options.js';
import { element, pointList, tooltip } from './svg-text.js';

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

// A dashed line from where the mover stands to the spot: shown while the spot is hovered or focused.
function routeLine(scene: BoardScene, spot: BoardSpot): string {
  if (spot.from === undefined || spot.kind !== 'node' || spot.from >= scene.lattice.nodeCount) return '';
  const [x1, y1] = nodePoint(scene.lattice, spot.from);
  const [x2, y2] = nodePoint(scene.lattice, spot.at[0]!);
  return element('line', { class: 'spot-route', x1, y1, x2, y2, stroke: HIGHLIGHT, 'stroke-width': 4, 'stroke-dasharray': '2 6', 'stroke-linecap': 'round', 'pointer-events': 'none' });
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
