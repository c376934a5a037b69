import type { BoardScene } from './board-scene.js';
import { edgeMidpoint, nodePoint } from './board-geometry.js';
import { SEAT_STYLE } from './palette.js';
import { element, textElement, titleCase, tooltip } from './svg-text.js';

/**
 * A work on the board as the picture draws it: built at an intersection (fish trap, sawmill,
 * hunting trap, mine) or on an edge (flume, bridge), by a seat if known.
 *
 * @example
 * const mine: WorkMark = { kind: 'mine', seat: 0, at: { node: 57 } };
 */
export interface WorkMark {
  readonly kind: string;
  readonly seat: number | null;
  readonly at: { readonly node: number } | { readonly edge: number };
}

/**
 * The works of a state. The state schema has no works yet (they come with the actions); this is
 * the one place to read them from `scene.g` once it has them. Until then there are none.
 *
 * @example
 * worksOf(scene); // []
 */
export function worksOf(scene: BoardScene): WorkMark[] {
  void scene;
  return [];
}

/**
 * Draws works: an edge work as a thick plank across its edge, an intersection work as a small
 * labelled square beside the intersection, edged in the builder's seat colour.
 *
 * @example
 * worksLayer(scene, [{ kind: 'bridge', seat: null, at: { edge: 301 } }]);
 */
export function worksLayer(scene: BoardScene, works: readonly WorkMark[]): string {
  const { lattice } = scene;
  const parts: string[] = [];
  for (const work of works) {
    const seatColour = work.seat === null ? '#3d3a35' : (SEAT_STYLE[work.seat]?.fill ?? '#3d3a35');
    const name = titleCase(work.kind);
    if ('edge' in work.at) {
      if (work.at.edge < 0 || work.at.edge >= lattice.edgeCount || lattice.edgeEnds[2 * work.at.edge]! < 0) continue;
      const a = nodePoint(lattice, lattice.edgeEnds[2 * work.at.edge]!);
      const b = nodePoint(lattice, lattice.edgeEnds[2 * work.at.edge + 1]!);
      const [mx, my] = edgeMidpoint(lattice, work.at.edge);
      parts.push(
        element('g', { class: 'work work-edge', 'data-kind': work.kind }, [
          element('line', { x1: mx + (a[0] - mx) * 0.55, y1: my + (a[1] - my) * 0.55, x2: mx + (b[0] - mx) * 0.55, y2: my + (b[1] - my) * 0.55, stroke: '#7a5230', 'stroke-width': 9, 'stroke-linecap': 'round' }),
          element('line', { x1: mx + (a[0] - mx) * 0.55, y1: my + (a[1] - my) * 0.55, x2: mx + (b[0] - mx) * 0.55, y2: my + (b[1] - my) * 0.55, stroke: seatColour, 'stroke-width': 3, 'stroke-linecap': 'round' }),
          tooltip(name),
        ]),
      );
      continue;
    }
    if (work.at.node < 0 || work.at.node >= lattice.nodeCount) continue;
    const [x, y] = nodePoint(lattice, work.at.node);
    parts.push(
      element('g', { class: 'work work-node', 'data-kind': work.kind }, [
        element('rect', { x: x + 8, y: y + 8, width: 18, height: 18, rx: 3, fill: '#fff3d6', stroke: seatColour, 'stroke-width': 2.5 }),
        textElement(name.slice(0, 2), { x: x + 17, y: y + 21, 'font-size': 9, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#1a1a1a' }),
        tooltip(name),
      ]),
    );
  }
  return element('g', { class: 'works' }, parts);
}
