import { columnName, faceName, nodeName, TRADING_POST, type Lattice } from '../games/lost-valley/api.js';
import type { BoardScene } from './board-scene.js';
import { centreOf, EDGE, faceCornerNodes, nodePoint, pointsOf, tileCornerNodes } from './board-geometry.js';
import { element, textElement } from './svg-text.js';

/**
 * Labels with the place names of docs/notation.md (the names the notation, the words and the
 * position text use): every corner of a placed tile, a hole or the headwater face by its name
 * (`M0`, `K3`), each tile's id and faces at its centre (`L07 K3^ K3v`), and the names of holes and
 * the headwater face; and rulers to read any name off the picture: the column letters over
 * their strips (faint lines at each strip's west edge, where the points of even rows stand) and
 * the row numbers at the west end of each row.
 *
 * @example
 * const svg = coordinatesLayer(scene);
 */
export function coordinatesLayer(scene: BoardScene): string {
  const { lattice } = scene;
  const board = scene.g.board;
  const nodes = new Set<number>(lattice.mouthNodes);
  const parts: string[] = [];
  for (const placed of board.tiles) {
    const corners = tileCornerNodes(lattice, placed);
    for (const node of corners) nodes.add(node);
    const [x, y] = centreOf(pointsOf(lattice, corners));
    const faces = placed.faces.map((face) => faceName(lattice, face)).join(' ');
    parts.push(textElement(`${placed.tile} ${faces}`, { x, y: y + 24, 'font-size': 8, 'text-anchor': 'middle', fill: '#000000', 'fill-opacity': 0.75 }));
  }
  const faces = [...board.holes, ...(board.headwater === null ? [] : [board.headwater])];
  for (const face of faces) {
    const corners = faceCornerNodes(lattice, face);
    for (const node of corners) nodes.add(node);
    const [x, y] = centreOf(pointsOf(lattice, corners));
    parts.push(textElement(faceName(lattice, face), { x, y, 'font-size': 8, 'text-anchor': 'middle', fill: '#000000' }));
  }
  for (const node of [...nodes].sort((a, b) => a - b)) {
    const [x, y] = nodePoint(lattice, node);
    parts.push(
      element('circle', { cx: x, cy: y, r: 1.8, fill: '#000000' }),
      textElement(nodeName(lattice, node), { x: x + 3, y: y - 3, 'font-size': 7.5, fill: '#000000' }),
    );
  }
  parts.push(...rulers(lattice, [...nodes].filter((node) => node !== TRADING_POST)));
  return element('g', { class: 'coordinates' }, parts);
}

/** Column letters and strip lines above the labelled points, row numbers west of them. */
function rulers(lattice: Lattice, nodes: readonly number[]): string[] {
  if (nodes.length === 0) return [];
  const points = nodes.map((node) => ({ node, at: nodePoint(lattice, node), row: lattice.nodeY[node]!, column: lattice.nodeX[node]! + Math.floor(lattice.nodeY[node]! / 2) }));
  const top = Math.min(...points.map((p) => p.at[1])) - 0.45 * EDGE;
  const west = Math.min(...points.map((p) => p.at[0])) - 0.3 * EDGE;
  const first = Math.min(...points.map((p) => p.column));
  const last = Math.max(...points.map((p) => p.column));
  const parts: string[] = [];
  for (let column = first; column <= last; column++) {
    const x = column * EDGE;
    parts.push(
      element('line', { x1: x, y1: top, x2: x, y2: 0, stroke: '#000000', 'stroke-opacity': 0.18, 'stroke-width': 0.8, 'stroke-dasharray': '3 5' }),
      textElement(columnName(column), { x: x + EDGE / 2, y: top + 4, 'font-size': 11, 'text-anchor': 'middle', fill: '#000000', 'font-weight': 'bold' }),
    );
  }
  const rows = [...new Set(points.map((p) => p.row))].sort((a, b) => a - b);
  for (const row of rows) parts.push(textElement(String(row), { x: west, y: -row * EDGE * (Math.sqrt(3) / 2) + 4, 'font-size': 11, 'text-anchor': 'end', fill: '#000000', 'font-weight': 'bold' }));
  return parts;
}
