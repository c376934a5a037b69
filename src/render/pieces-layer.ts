import { TRADING_POST } from '../games/lost-valley/api.js';
import type { BoardScene } from './board-scene.js';
import { EDGE, nodePoint, type Point } from './board-geometry.js';
import type { RiverCourse } from './river-layer.js';
import { COLOURS, SEAT_STYLE } from './palette.js';
import { element, textElement, tooltip } from './svg-text.js';

const PAWN = 13;

/**
 * The label of each prospector: its seat's letter (A for seat 0), and when a seat leads two,
 * its number within the seat (A1, A2), as the turn order is named (LV-SEAT-2).
 *
 * @example
 * prospectorLabels(scene); // ['A', 'B', 'C']
 */
export function prospectorLabels(scene: BoardScene): string[] {
  const prospectors = scene.g.prospectors;
  const perSeat = new Map<number, number>();
  const numbers = prospectors.map((p) => {
    const n = (perSeat.get(p.seat) ?? 0) + 1;
    perSeat.set(p.seat, n);
    return n;
  });
  const two = [...perSeat.values()].some((n) => n > 1);
  // With the players' own names the pawn shows the seat's number (1 for the first seat), as the
  // page names seats; without them the seat's letter, as the rulebook names the turn order.
  if (scene.seatNames) return prospectors.map((p, i) => `${p.seat + 1}${two ? 'ab'[numbers[i]! - 1] ?? numbers[i] : ''}`);
  return prospectors.map((p, i) => `${seatLetter(p.seat)}${two ? numbers[i] : ''}`);
}

/**
 * How the picture names a seat: the player's chosen name when the `seatNames` option gives one,
 * else `seat N`.
 *
 * @example
 * seatWord(scene, 0); // 'seat 0', or 'Ana'
 */
export function seatWord(scene: BoardScene, seat: number): string {
  return scene.seatNames?.[seat] ?? scene.words.seat(seat);
}

/**
 * The letter of a seat: A for seat 0, B for seat 1, …
 *
 * @example
 * seatLetter(2); // 'C'
 */
export function seatLetter(seat: number): string {
  return String.fromCharCode(65 + seat);
}

// Where the prospectors standing on one intersection go: on it, beside each other, or in a row
// (the trading post holds any number).
function spread(centre: Point, count: number, trading: boolean): Point[] {
  const step = 2 * PAWN + 3;
  if (trading) {
    // In rows of four to the left of the trading post's house.
    return Array.from({ length: count }, (_, i) => [centre[0] - 38 - (i % 4) * step, centre[1] - 20 + Math.floor(i / 4) * step] as Point);
  }
  if (count === 1) return [centre];
  const radius = count === 2 ? PAWN + 2 : PAWN + 6;
  return Array.from({ length: count }, (_, i) => {
    const angle = Math.PI + (2 * Math.PI * i) / count;
    return [centre[0] + radius * Math.cos(angle), centre[1] + radius * Math.sin(angle)] as Point;
  });
}

/**
 * The prospectors as pawns in their seat's colour with their label, several on one intersection
 * side by side; the one whose turn it is gets a dark ring. The intersection being explored gets a
 * dashed orange ring.
 *
 * @example
 * const svg = prospectorsLayer(scene);
 */
export function prospectorsLayer(scene: BoardScene): string {
  const { lattice, g } = scene;
  const labels = prospectorLabels(scene);
  const byNode = new Map<number, number[]>();
  g.prospectors.forEach((p, i) => {
    const list = byNode.get(p.node) ?? [];
    list.push(i);
    byNode.set(p.node, list);
  });
  const current = g.ended === null ? g.turnOrder[g.turn.index] : undefined;
  const parts: string[] = [];
  if (g.explore) {
    const [x, y] = nodePoint(lattice, g.explore.node);
    parts.push(
      element('circle', { class: 'exploring', cx: x, cy: y, r: 2 * PAWN, fill: 'none', stroke: '#ff7a00', 'stroke-width': 3.5, 'stroke-dasharray': '6 4' }, [
        tooltip(scene.words.exploring(g.explore.step)),
      ]),
    );
  }
  for (const [node, indices] of [...byNode].sort((a, b) => a[0] - b[0])) {
    const spots = spread(nodePoint(lattice, node), indices.length, node === TRADING_POST);
    indices.forEach((index, k) => {
      const seat = g.prospectors[index]!.seat;
      const style = SEAT_STYLE[seat] ?? SEAT_STYLE[0]!;
      const [x, y] = spots[k]!;
      const ring = index === current ? [element('circle', { cx: x, cy: y, r: PAWN + 4, fill: 'none', stroke: '#111111', 'stroke-width': 2.5 })] : [];
      parts.push(
        element('g', { class: 'prospector', 'data-seat': seat, 'data-node': node }, [
          ...ring,
          element('circle', { cx: x, cy: y, r: PAWN, fill: style.fill, stroke: '#111111', 'stroke-width': 1.8 }),
          textElement(labels[index]!, { x, y: y + 4.8, 'font-size': labels[index]!.length > 1 ? 12 : 14, 'font-weight': 'bold', 'text-anchor': 'middle', fill: style.ink }),
          tooltip(scene.words.prospector(labels[index]!, seatWord(scene, seat), scene.words.colour(style.name), index === current)),
        ]),
      );
    });
  }
  return element('g', { class: 'prospectors' }, parts);
}

/**
 * The ice block, once it is out: on the spring, on a river tile downstream, or at the waterfall
 * (LV-ICE-2). Its position counts from the spring (0) down the river tiles to the waterfall.
 *
 * @example
 * const svg = iceLayer(scene, riverCourse(scene));
 */
export function iceLayer(scene: BoardScene, course: RiverCourse): string {
  const ice = scene.g.ice;
  if (!ice.out) return '';
  const spot = course.icePoints[Math.min(ice.position, course.icePoints.length - 1)]!;
  // On the spring the block sits a little above its centre, so the spring's mark still shows.
  const at: Point = ice.position === 0 && course.spring ? [spot[0], spot[1] - 0.16 * EDGE] : spot;
  const w = scene.words;
  const where = ice.position === 0 ? w.iceOnSpring : ice.position >= course.icePoints.length - 1 ? w.iceAtWaterfall : w.iceBelow(ice.position);
  const [x, y] = at;
  return element('g', { class: 'ice-block', 'data-position': ice.position }, [
    element('rect', { x: x - 17, y: y - 12, width: 34, height: 24, rx: 5, fill: COLOURS.iceFill, stroke: COLOURS.iceStroke, 'stroke-width': 2.5 }),
    textElement(w.iceLabel, { x, y: y + 4.5, 'font-size': 11, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#1f5f8a' }),
    tooltip(w.ice(where)),
  ]);
}
