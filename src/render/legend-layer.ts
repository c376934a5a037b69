import { MarkerPoolSchema, type Terrain } from '../games/lost-valley/api.js';
import type { BoardScene } from './board-scene.js';
import { goodsLines } from './goods-lines.js';
import { prospectorLabels, seatLetter, seatWord } from './pieces-layer.js';
import { COLOURS, POOL_STYLE, SEAT_STYLE, TERRAIN_FILL } from './palette.js';
import { element, textElement } from './svg-text.js';

const ROW = 23;
const TEXT_X = 34;

/**
 * The legend, drawn at the origin (the caller moves it): what each colour and shape means, then a
 * few lines on the game (turn, exploration, piles, whose view). `height` is its height.
 *
 * @example
 * const { svg, height } = legendLayer(scene);
 */
export function legendLayer(scene: BoardScene): { svg: string; height: number } {
  const parts: string[] = [];
  let y = 0;
  const heading = (text: string): void => {
    y += ROW + 4;
    parts.push(textElement(text, { x: 0, y, 'font-size': 14, 'font-weight': 'bold', fill: '#1f1b16' }));
  };
  const entry = (symbol: (cy: number) => string, text: string): void => {
    y += ROW;
    parts.push(symbol(y - 4), textElement(text, { x: TEXT_X, y, 'font-size': 14, fill: '#1f1b16' }));
  };
  const w = scene.words;
  const l = w.legend;
  heading(w.heading.tiles);
  for (const terrain of terrainsOf(scene)) entry((cy) => swatch(TERRAIN_FILL[terrain], cy), w.terrain(terrain));
  entry((cy) => swatch(COLOURS.riverside, cy), l.riverDiamond);
  entry((cy) => element('rect', { x: 2, y: cy - 8, width: 22, height: 16, fill: '#ffffff', stroke: COLOURS.tileStroke, 'stroke-width': 2.5 }), l.triangle);
  entry((cy) => element('rect', { x: 2, y: cy - 8, width: 22, height: 16, fill: 'url(#hole-hatch)', stroke: COLOURS.tileStroke, 'stroke-dasharray': '4 3' }), l.hole);
  heading(w.heading.water);
  entry((cy) => element('line', { x1: 2, y1: cy, x2: 24, y2: cy, stroke: COLOURS.river, 'stroke-width': 8, 'stroke-linecap': 'round' }) + element('line', { x1: 2, y1: cy, x2: 24, y2: cy, stroke: COLOURS.riverOutline, 'stroke-width': 1 }), l.river);
  entry((cy) => element('circle', { cx: 13, cy, r: 8, fill: COLOURS.river, stroke: '#ffffff', 'stroke-width': 2 }), l.spring);
  if (scene.g.board.spring === null) entry((cy) => element('rect', { x: 2, y: cy - 8, width: 22, height: 16, fill: '#dcecf9', stroke: COLOURS.river, 'stroke-dasharray': '5 3', 'stroke-width': 2 }), l.headwater);
  entry((cy) => element('line', { x1: 2, y1: cy, x2: 24, y2: cy, stroke: COLOURS.boundary, 'stroke-width': 3, 'stroke-dasharray': '7 4' }), l.boundary);
  entry((cy) => element('line', { x1: 2, y1: cy, x2: 24, y2: cy, stroke: COLOURS.ford, 'stroke-width': 5, 'stroke-dasharray': '3 6', 'stroke-linecap': 'round' }), l.ford);
  entry((cy) => element('rect', { x: 4, y: cy - 8, width: 18, height: 16, rx: 4, fill: COLOURS.iceFill, stroke: COLOURS.iceStroke, 'stroke-width': 2 }), scene.g.ice.out ? l.ice : l.iceNotOut);
  heading(w.heading.markers);
  for (const pool of MarkerPoolSchema.options) {
    if ((scene.set.markers[pool] ?? []).length === 0) continue;
    const style = POOL_STYLE[pool];
    entry(
      (cy) => element('circle', { cx: 13, cy, r: 7, fill: style.fill, stroke: '#ffffff', 'stroke-width': 1.5 }) + textElement(style.letter, { x: 13, y: cy + 3.2, 'font-size': 9, 'font-weight': 'bold', 'text-anchor': 'middle', fill: style.ink }),
      w.faceDown(w.pool(pool)),
    );
  }
  entry((cy) => element('circle', { cx: 13, cy, r: 7.5, fill: '#ffffff', stroke: POOL_STYLE['river-gold'].fill, 'stroke-width': 2.5 }) + textElement('2', { x: 13, y: cy + 3, 'font-size': 8.5, 'font-weight': 'bold', 'text-anchor': 'middle' }), l.known);
  entry((cy) => element('rect', { x: 6, y: cy - 7, width: 14, height: 14, rx: 2, fill: '#fff8e6', stroke: COLOURS.tileStroke, 'stroke-width': 1.5 }) + textElement('6', { x: 13, y: cy + 3.2, 'font-size': 9, 'font-weight': 'bold', 'text-anchor': 'middle' }), l.supply);
  heading(w.heading.prospectors);
  const labels = prospectorLabels(scene);
  const seats = [...new Set(scene.g.prospectors.map((p) => p.seat))].sort((a, b) => a - b);
  for (const seat of seats) {
    const style = SEAT_STYLE[seat] ?? SEAT_STYLE[0]!;
    const names = labels.filter((_, i) => scene.g.prospectors[i]!.seat === seat).join(', ');
    entry(
      (cy) => element('circle', { cx: 13, cy, r: 9, fill: style.fill, stroke: '#111111', 'stroke-width': 1.5 }) + textElement(scene.seatNames ? String(seat + 1) : seatLetter(seat), { x: 13, y: cy + 4, 'font-size': 11, 'font-weight': 'bold', 'text-anchor': 'middle', fill: style.ink }),
      `${seatWord(scene, seat)} (${w.colour(style.name)}): ${names}${scene.seat === seat ? l.thisView : ''}`,
    );
  }
  entry((cy) => element('circle', { cx: 13, cy, r: 9, fill: 'none', stroke: '#111111', 'stroke-width': 2.5 }), l.toPlay);
  entry((cy) => element('circle', { cx: 13, cy, r: 9, fill: 'none', stroke: '#ff7a00', 'stroke-width': 3, 'stroke-dasharray': '5 3' }), l.beingExplored);
  if (scene.g.board.works.length > 0 || scene.g.prospectors.some((p) => p.claim)) {
    heading(w.heading.works);
    entry((cy) => element('rect', { x: 4, y: cy - 9, width: 18, height: 18, rx: 3, fill: '#fff3d6', stroke: '#3d3a35', 'stroke-width': 2.5 }), l.work);
    entry((cy) => element('line', { x1: 2, y1: cy, x2: 24, y2: cy, stroke: '#7a5230', 'stroke-width': 8, 'stroke-linecap': 'round' }), l.plank);
    entry((cy) => element('rect', { x: 2, y: cy - 8, width: 22, height: 16, fill: COLOURS.river, 'fill-opacity': 0.28, stroke: COLOURS.river, 'stroke-dasharray': '6 4', 'stroke-width': 2 }), l.watered);
    entry((cy) => element('circle', { cx: 13, cy, r: 7, fill: '#ffffff', stroke: '#111111', 'stroke-width': 1.5 }), l.claim);
  }
  const goods = goodsLines(scene);
  if (goods.length > 0) {
    heading(w.heading.goods);
    for (const line of goods) {
      y += ROW - 5;
      parts.push(textElement(line, { x: 0, y, 'font-size': 12, fill: '#1f1b16' }));
    }
  }
  heading(w.heading.game);
  for (const line of statusLines(scene)) {
    y += ROW - 3;
    parts.push(textElement(line, { x: 0, y, 'font-size': 14, fill: '#1f1b16' }));
  }
  return { svg: element('g', { class: 'legend' }, parts), height: y + 10 };
}

function swatch(fill: string, cy: number): string {
  return element('rect', { x: 2, y: cy - 8, width: 22, height: 16, fill, stroke: COLOURS.tileStroke, 'stroke-width': 1 });
}

// The terrains of the set's land diamonds and triangles, in the schema's order.
function terrainsOf(scene: BoardScene): Terrain[] {
  const used = new Set<string>();
  for (const tile of scene.set.landDiamonds) if (tile.terrain) used.add(tile.terrain);
  for (const tile of scene.set.triangles) used.add(tile.terrain);
  used.add(scene.set.spring.terrain);
  return (Object.keys(TERRAIN_FILL) as Terrain[]).filter((terrain) => used.has(terrain));
}

/**
 * A few lines on the game the picture shows: turn, exploration, piles, whose view.
 *
 * @example
 * statusLines(scene); // ['Turn 81', 'Exploration over', …]
 */
export function statusLines(scene: BoardScene): string[] {
  const { g, words: w } = scene;
  const lines = [w.turn(g.turn.number, g.ended)];
  if (g.explorationOver) lines.push(w.explorationOver);
  else if (g.explore) lines.push(w.exploringStep(g.explore.step));
  else lines.push(w.explorationUnderWay);
  lines.push(w.tileCounts(g.board.tiles.length, g.board.river.length, g.board.holes.length));
  if (g.piles) lines.push(w.piles(g.piles.land.length, g.piles.river.unseen.length + g.piles.river.bottom.length, g.piles.triangles.length));
  // The status line names a seat with a capital (`Seat 0`), unlike the tooltips' `seat 0`.
  lines.push(scene.isView ? (scene.seat === null ? w.spectatorView : w.seatView(scene.seatNames?.[scene.seat] ?? w.statusSeat(scene.seat))) : w.wholeState);
  return lines;
}
