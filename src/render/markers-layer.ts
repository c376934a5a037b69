import { diamondAt, riverBanks, type MarkerPool, type MarkerSlot, type PlacedTile } from '../games/lost-valley/api.js';
import type { BoardScene } from './board-scene.js';
import { centreOf, edgeMidpoint, nodePoint, pointsOf, tileCornerNodes, type Point } from './board-geometry.js';
import { POOL_STYLE } from './palette.js';
import type { RenderWords } from './render-words.js';
import { element, textElement, titleCase, tooltip } from './svg-text.js';
import { triangleAxis } from './tiles-layer.js';

const RADIUS = 8.5;
const SPACING = 19.5;

/**
 * What a known marker shows in its circle (at most two characters) and says on hover: a gold
 * marker's value, an animal's or event's first letters, a clue's terrain.
 *
 * @example
 * markerFace(scene, 'river-gold', 'river-gold-2'); // { short: '2', long: 'river gold: river-gold-2, worth 2' }
 */
export function markerFace(scene: BoardScene, pool: MarkerPool, identity: string): { short: string; long: string } {
  const kind = scene.set.markers[pool]?.find((candidate) => candidate.id === identity);
  const w = scene.words;
  const poolName = w.pool(pool);
  const name = w.marker(identity);
  if (kind?.value !== undefined) return { short: String(kind.value).slice(0, 2), long: w.worth(poolName, name, kind.value) };
  if (kind?.terrain !== undefined) {
    const terrain = w.terrain(kind.terrain);
    return { short: titleCase(terrain).slice(0, 2), long: w.clue(poolName, name, terrain) };
  }
  const food = kind?.food === undefined ? '' : w.food(kind.food);
  // English keeps the id's letters (bear: Be); other locales take the translated name's.
  return { short: titleCase(w.locale === 'en' ? identity : name).replace(/\s/g, '').slice(0, 2), long: w.markerNamed(poolName, name, food) };
}

/**
 * One marker: a face-down marker is a disc in its pool's colour with the pool's letter; a known
 * one is a white disc ringed in that colour, showing its value (see {@link markerFace}).
 *
 * @example
 * markerDisc(scene, { pool: 'animal', identity: null, bank: null }, [0, 0]);
 */
export function markerDisc(scene: BoardScene, slot: MarkerSlot, at: Point): string {
  const style = POOL_STYLE[slot.pool];
  const [x, y] = at;
  if (slot.identity === null) {
    return element('g', { class: 'marker marker-face-down', 'data-pool': slot.pool, 'data-marker': slot.id }, [
      element('circle', { cx: x, cy: y, r: RADIUS, fill: style.fill, stroke: '#ffffff', 'stroke-width': 1.5 }),
      textElement(style.letter, { x, y: y + 3.8, 'font-size': 11, 'font-weight': 'bold', 'text-anchor': 'middle', fill: style.ink }),
      tooltip(scene.words.faceDown(scene.words.pool(slot.pool))),
    ]);
  }
  const face = markerFace(scene, slot.pool, slot.identity);
  return element('g', { class: 'marker marker-known', 'data-pool': slot.pool, 'data-identity': slot.identity, 'data-marker': slot.id }, [
    element('circle', { cx: x, cy: y, r: RADIUS + 0.5, fill: '#ffffff', stroke: style.fill, 'stroke-width': 2.5 }),
    textElement(face.short, { x, y: y + 3.6, 'font-size': 10, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#1a1a1a' }),
    tooltip(face.long),
  ]);
}

// Points in a row through `centre` along the unit vector `along`.
function row(centre: Point, along: Point, count: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < count; i++) {
    const offset = (i - (count - 1) / 2) * SPACING;
    points.push([centre[0] + along[0] * offset, centre[1] + along[1] * offset]);
  }
  return points;
}

function unit(from: Point, to: Point): Point {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
  return [(to[0] - from[0]) / length, (to[1] - from[1]) / length];
}

/**
 * The markers and supply items of one placed tile. Diamonds line their markers up along the long
 * diagonal; river gold on a river diamond lies on its bank, between the river and the bank's
 * corners (LV-MARK-3); triangles line markers and items up along their wide base.
 *
 * @example
 * const svg = tileMarkers(scene, placed);
 */
export function tileMarkers(scene: BoardScene, placed: PlacedTile): string[] {
  const { markers, items } = tileMarkerSpots(scene, placed);
  return [...markers.map(({ slot, at }) => markerDisc(scene, slot, at)), ...items.map(({ stack, at }) => itemSquare(scene.words, stack.marker, stack.count, at))];
}

/**
 * Where the markers and supply items of one placed tile lie in the picture (see
 * {@link tileMarkers}): the drawing and the clickable spots of a table share these points.
 *
 * @example
 * tileMarkerSpots(scene, placed).markers[0]?.at; // [x, y]
 */
export function tileMarkerSpots(
  scene: BoardScene,
  placed: PlacedTile,
): { markers: { slot: MarkerSlot; at: Point }[]; items: { stack: PlacedTile['contents'][number]; at: Point }[] } {
  const { lattice } = scene;
  const corners = tileCornerNodes(lattice, placed);
  const points = pointsOf(lattice, corners);
  const centre = centreOf(points);
  if (placed.faces.length === 1) {
    const { base, apex } = triangleAxis(points);
    const along: Point = [1, 0];
    const spot = [base[0] + (apex[0] - base[0]) * 0.13, base[1] + (apex[1] - base[1]) * 0.13] as Point;
    const spots = row(spot, along, placed.markers.length + placed.contents.length);
    return {
      markers: placed.markers.map((slot, i) => ({ slot, at: spots[i]! })),
      items: placed.contents.map((stack, i) => ({ stack, at: spots[placed.markers.length + i]! })),
    };
  }
  const longAxis = unit(points[0]!, points[2]!);
  const loose: MarkerSlot[] = [];
  const byBank = new Map<number, MarkerSlot[]>();
  for (const slot of placed.markers) {
    if (placed.kind === 'river' && slot.bank !== null && corners.includes(slot.bank)) {
      const list = byBank.get(slot.bank) ?? [];
      list.push(slot);
      byBank.set(slot.bank, list);
    } else loose.push(slot);
  }
  const markers = row(centre, longAxis, loose.length).map((at, i) => ({ slot: loose[i]!, at }));
  for (const [bank, slots] of byBank) {
    const spots = bankSpots(scene, placed, corners.indexOf(bank), centre, slots.length);
    slots.forEach((slot, i) => markers.push({ slot, at: spots[i]! }));
  }
  return { markers, items: [] };
}

// Where markers on one bank of a river diamond go. A bank of two or three corners has room in
// its middle (the mean of its corners and the two river crossings). A bank of one corner is a
// narrow wedge between that corner (where a prospector may stand) and the river: its markers go
// along the wedge's two edges, clear of both.
function bankSpots(scene: BoardScene, placed: PlacedTile, corner: number, centre: Point, count: number): Point[] {
  const { lattice } = scene;
  const tile = scene.catalog.diamonds.get(placed.tile);
  const where = diamondAt(lattice, [placed.faces[0]!, placed.faces[1]!], placed.way);
  const bank = tile?.riverEdges ? riverBanks(tile.riverEdges).find((corners) => corners.includes(corner)) : undefined;
  if (!tile?.riverEdges || !where || !bank) return row(centre, [1, 0], count);
  const crossings = tile.riverEdges.map((e) => edgeMidpoint(lattice, where.edges[e]!));
  const cornerPoints = bank.map((c) => nodePoint(lattice, where.corners[c]!));
  const anchor = centreOf([...cornerPoints, ...crossings]);
  const outward = unit(centre, anchor);
  if (bank.length > 1 || count > 2) return row(anchor, [-outward[1], outward[0]], count);
  const tip = cornerPoints[0]!;
  return crossings.slice(0, count).map((crossing) => {
    const along: Point = [tip[0] + (crossing[0] - tip[0]) * 0.56, tip[1] + (crossing[1] - tip[1]) * 0.56];
    const inward = unit(along, anchor);
    return [along[0] + inward[0] * 9, along[1] + inward[1] * 9] as Point;
  });
}

function itemSquare(words: RenderWords, item: string, count: number, at: Point): string {
  const [x, y] = at;
  return element('g', { class: 'item-stack', 'data-item': item }, [
    element('rect', { x: x - RADIUS, y: y - RADIUS, width: 2 * RADIUS, height: 2 * RADIUS, rx: 2, fill: '#fff8e6', stroke: '#3d3a35', 'stroke-width': 1.5 }),
    textElement(String(count), { x, y: y + 3.8, 'font-size': 11, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#1a1a1a' }),
    tooltip(words.stack(count, words.item(item))),
  ]);
}

/**
 * The markers layer: every tile's markers and items, in the order the tiles were laid.
 *
 * @example
 * const svg = markersLayer(scene);
 */
export function markersLayer(scene: BoardScene): string {
  const parts: string[] = [];
  for (const placed of scene.g.board.tiles) parts.push(...tileMarkers(scene, placed));
  return element('g', { class: 'markers' }, parts);
}
