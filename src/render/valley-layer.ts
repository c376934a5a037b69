import type { BoardScene } from './board-scene.js';
import { EDGE, nodePoint, START_TILE } from './board-geometry.js';
import type { PictureFrame } from './picture-frame.js';
import { COLOURS } from './palette.js';
import type { RenderWords } from './render-words.js';
import { element, textElement, tooltip } from './svg-text.js';

const ROW = (EDGE * Math.sqrt(3)) / 2;

/**
 * The ground: the valley above the boundary with the lattice drawn faintly (so tiles can be seen
 * to fit it), the ground beyond the boundary, the boundary line and the start tile with its bluff.
 *
 * @example
 * const svg = groundLayer(frame, scene.words);
 */
export function groundLayer(frame: PictureFrame, words: RenderWords): string {
  const { left, right, top, bottom } = frame.board;
  const parts: string[] = [
    element('rect', { x: left, y: top, width: right - left, height: -top, fill: COLOURS.valley }),
    element('rect', { x: left, y: 0, width: right - left, height: bottom, fill: COLOURS.beyond }),
    latticeGrid(frame),
    element('rect', { class: 'start-tile', x: START_TILE.left, y: START_TILE.top, width: START_TILE.right - START_TILE.left, height: START_TILE.bottom, fill: COLOURS.start, stroke: '#5a4a32', 'stroke-width': 2, rx: 6 }, [
      tooltip(words.startTile),
    ]),
    element('rect', { x: START_TILE.left, y: START_TILE.bluffTop, width: START_TILE.right - START_TILE.left, height: START_TILE.bottom - START_TILE.bluffTop, fill: COLOURS.bluff, rx: 6 }),
    element('line', { class: 'boundary', x1: left, y1: 0, x2: right, y2: 0, stroke: COLOURS.boundary, 'stroke-width': 3, 'stroke-dasharray': '14 7' }, [
      tooltip(words.boundaryTooltip),
    ]),
    textElement(words.boundary, { x: left + 8, y: 16, 'font-size': 13, fill: COLOURS.boundary, 'font-style': 'italic' }),
  ];
  return element('g', { class: 'ground' }, parts);
}

// The three families of lattice lines, clipped to the valley (see the lattice's header for the
// coordinates: a node (x, y) lies at (x + y / 2, y √3 / 2) edges).
function latticeGrid(frame: PictureFrame): string {
  const { left, right, top } = frame.board;
  const height = -top;
  const lines: string[] = [];
  const style = { stroke: COLOURS.grid, 'stroke-width': 1 };
  for (let k = 1; k * ROW <= height; k++) lines.push(element('line', { x1: left, y1: -k * ROW, x2: right, y2: -k * ROW, ...style }));
  const slant = height / Math.sqrt(3);
  const first = Math.floor((left - slant) / EDGE);
  const last = Math.ceil((right + slant) / EDGE);
  for (let c = first; c <= last; c++) {
    const x = c * EDGE;
    lines.push(element('line', { x1: x, y1: 0, x2: x + slant, y2: -height, ...style }));
    lines.push(element('line', { x1: x, y1: 0, x2: x - slant, y2: -height, ...style }));
  }
  return element('g', { class: 'lattice', 'clip-path': 'url(#valley-clip)' }, lines);
}

/**
 * The start tile's crossings and post, drawn over the river: the two fords from the trading post
 * to the intersections at the mouth (LV-GEO-2), and the trading post.
 *
 * @example
 * const svg = startTileLayer(scene);
 */
export function startTileLayer(scene: BoardScene): string {
  const { lattice } = scene;
  const post = START_TILE.tradingPost;
  const parts: string[] = [];
  for (const node of lattice.mouthNodes) {
    const [x, y] = nodePoint(lattice, node);
    parts.push(
      element('line', { class: 'ford', x1: post[0], y1: post[1], x2: x, y2: y, stroke: COLOURS.ford, 'stroke-width': 5, 'stroke-dasharray': '3 6', 'stroke-linecap': 'round' }, [
        tooltip(scene.words.fordTooltip),
      ]),
    );
  }
  const [px, py] = post;
  parts.push(
    element('g', { class: 'trading-post' }, [
      element('polygon', { points: `${px - 17},${py - 4} ${px},${py - 19} ${px + 17},${py - 4}`, fill: '#8c2f1b', stroke: '#3d1a0f', 'stroke-width': 1.5 }),
      element('rect', { x: px - 13, y: py - 4, width: 26, height: 18, fill: '#f2e3c6', stroke: '#3d1a0f', 'stroke-width': 1.5 }),
      element('rect', { x: px - 4, y: py + 4, width: 8, height: 10, fill: '#6b4a24' }),
      tooltip(scene.words.tradingPostTooltip),
    ]),
    textElement(scene.words.tradingPost, { x: px, y: py + 30, 'font-size': 13, 'text-anchor': 'middle', fill: '#2b2116', 'font-weight': 'bold' }),
    textElement(scene.words.waterfall, { x: 0.5 * EDGE + 18, y: START_TILE.bottom - 8, 'font-size': 12, fill: '#ffffff', 'font-style': 'italic' }),
    textElement(scene.words.ford, { x: 0.5 * EDGE + 12, y: 0.3 * EDGE, 'font-size': 11, fill: COLOURS.ford, 'font-style': 'italic' }),
  );
  return element('g', { class: 'start-tile-layer' }, parts);
}
