import { faceName, nodeName } from '../games/lost-valley/public.js';
import type { BoardScene } from './board-scene.js';
import { centreOf, faceCornerNodes, nodePoint, pointsOf, tileCornerNodes } from './board-geometry.js';
import { element, textElement } from './svg-text.js';

/**
 * Labels with the place names of docs/notation.md (the names the notation, the words and the
 * position text use): every corner of a placed tile, a hole or the headwater face by its name
 * (`M0`, `K3`), each tile's id and faces at its centre (`L07 K3^ K3v`), and the names of holes and
 * the headwater face.
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
  return element('g', { class: 'coordinates' }, parts);
}
