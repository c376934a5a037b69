import type { BoardScene } from './board-scene.js';
import { centreOf, edgeMidpoint, nodePoint, pointsOf, tileCornerNodes, type Point } from './board-geometry.js';
import { SEAT_STYLE } from './palette.js';
import { element, textElement, tooltip } from './svg-text.js';

/**
 * A work on the board as the picture draws it: built at an intersection (fish trap, sawmill,
 * hunting trap), on a tile (mine) or on an edge (flume, bridge), by a seat if known.
 *
 * @example
 * const mine: WorkMark = { kind: 'mine', seat: 0, at: { tile: 7 } };
 */
export interface WorkMark {
  readonly kind: string;
  readonly seat: number | null;
  readonly at: { readonly node: number } | { readonly edge: number } | { readonly tile: number };
}

/**
 * The works of a state or view, in the order they were built (LV-WORK-1): a mine on its tile,
 * flumes and bridges on their edge, the others at their intersection; the builder's seat.
 *
 * @example
 * worksOf(scene); // [{ kind: 'mine', seat: 0, at: { tile: 7 } }]
 */
export function worksOf(scene: BoardScene): WorkMark[] {
  const { g } = scene;
  return g.board.works.map((work): WorkMark => {
    const seat = g.prospectors[work.builder]?.seat ?? null;
    if (work.work === 'mine') return { kind: work.work, seat, at: { tile: work.at } };
    if (work.work === 'flume' || work.work === 'bridge') return { kind: work.work, seat, at: { edge: work.at } };
    return { kind: work.work, seat, at: { node: work.at } };
  });
}

/** The centre of a placed tile, or null for an index the board does not hold. */
function tileCentre(scene: BoardScene, tile: number): Point | null {
  const placed = scene.g.board.tiles[tile];
  return placed ? centreOf(pointsOf(scene.lattice, tileCornerNodes(scene.lattice, placed))) : null;
}

/**
 * Draws the claim markers lying on mines (LV-CLAIM-1): a disc in the owner's colour beside the
 * mine, with how many payments lie on it in its tooltip.
 *
 * @example
 * claimsLayer(scene);
 */
export function claimsLayer(scene: BoardScene): string {
  const parts: string[] = [];
  scene.g.prospectors.forEach((p, i) => {
    const claim = p.claim;
    if (!claim) return;
    const centre = tileCentre(scene, claim.tile);
    if (!centre) return;
    const style = SEAT_STYLE[p.seat] ?? SEAT_STYLE[0]!;
    const paid = claim.items.reduce((n, stack) => n + stack.count, 0) + claim.markers.length;
    parts.push(
      element('g', { class: 'claim', 'data-seat': p.seat, 'data-prospector': i, 'data-tile': claim.tile }, [
        element('circle', { cx: centre[0] - 4, cy: centre[1] - 4, r: 7, fill: style.fill, stroke: '#111111', 'stroke-width': 1.5 }),
        paid > 0 ? textElement(String(paid), { x: centre[0] - 4, y: centre[1] - 1, 'font-size': 8, 'font-weight': 'bold', 'text-anchor': 'middle', fill: style.ink }) : '',
        tooltip(scene.words.claim(p.seat, paid)),
      ]),
    );
  });
  return element('g', { class: 'claims' }, parts);
}

/**
 * Draws works: an edge work as a thick plank across its edge, an intersection work as a small
 * labelled square beside the intersection, a mine as that square on its tile, edged in the
 * builder's seat colour.
 *
 * @example
 * worksLayer(scene, [{ kind: 'bridge', seat: null, at: { edge: 301 } }]);
 */
export function worksLayer(scene: BoardScene, works: readonly WorkMark[]): string {
  const { lattice } = scene;
  const parts: string[] = [];
  for (const work of works) {
    const seatColour = work.seat === null ? '#3d3a35' : (SEAT_STYLE[work.seat]?.fill ?? '#3d3a35');
    const name = scene.words.work(work.kind);
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
    let x: number;
    let y: number;
    if ('tile' in work.at) {
      // A mine stands on its mountain tile, not at an intersection (LV-WORK-6): its square sits on the tile's centre.
      const centre = tileCentre(scene, work.at.tile);
      if (!centre) continue;
      [x, y] = [centre[0] - 17, centre[1] - 17];
    } else {
      if (work.at.node < 0 || work.at.node >= lattice.nodeCount) continue;
      [x, y] = nodePoint(lattice, work.at.node);
    }
    parts.push(
      element('g', { class: 'tile' in work.at ? 'work work-tile' : 'work work-node', 'data-kind': work.kind }, [
        element('rect', { x: x + 8, y: y + 8, width: 18, height: 18, rx: 3, fill: '#fff3d6', stroke: seatColour, 'stroke-width': 2.5 }),
        textElement(name.slice(0, 2), { x: x + 17, y: y + 21, 'font-size': 9, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#1a1a1a' }),
        tooltip(name),
      ]),
    );
  }
  return element('g', { class: 'works' }, parts);
}
