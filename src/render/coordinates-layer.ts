import type { BoardScene } from './board-scene.js';
import { centreOf, faceCornerNodes, nodePoint, pointsOf, tileCornerNodes } from './board-geometry.js';
import { element, textElement } from './svg-text.js';

/**
 * Debugging labels: the lattice coordinates `x,y` of every corner of a placed tile, a hole or the
 * headwater face, each tile's id and faces at its centre, and the ids of holes and the headwater.
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
    parts.push(textElement(`${placed.tile} [${placed.faces.join(',')}]`, { x, y: y + 24, 'font-size': 8, 'text-anchor': 'middle', fill: '#000000', 'fill-opacity': 0.75 }));
  }
  const faces = [...board.holes, ...(board.headwater === null ? [] : [board.headwater])];
  for (const face of faces) {
    const corners = faceCornerNodes(lattice, face);
    for (const node of corners) nodes.add(node);
    const [x, y] = centreOf(pointsOf(lattice, corners));
    parts.push(textElement(`face ${face}`, { x, y, 'font-size': 8, 'text-anchor': 'middle', fill: '#000000' }));
  }
  for (const node of [...nodes].sort((a, b) => a - b)) {
    const [x, y] = nodePoint(lattice, node);
    parts.push(
      element('circle', { cx: x, cy: y, r: 1.8, fill: '#000000' }),
      textElement(`${lattice.nodeX[node]},${lattice.nodeY[node]}`, { x: x + 3, y: y - 3, 'font-size': 7.5, fill: '#000000' }),
    );
  }
  return element('g', { class: 'coordinates' }, parts);
}
