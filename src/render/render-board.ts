import { EngineError, ruleError, type RuleError } from '../core/errors.js';
import { sceneOf, type BoardScene, type BoardSource } from './board-scene.js';
import { EDGE } from './board-geometry.js';
import { coordinatesLayer } from './coordinates-layer.js';
import { legendLayer } from './legend-layer.js';
import { markersLayer } from './markers-layer.js';
import { pictureFrame } from './picture-frame.js';
import { iceLayer, prospectorsLayer, seatWord } from './pieces-layer.js';
import { RenderOptionsSchema, type RenderOptions } from './render-options.js';
import { riverCourse, riverLayer } from './river-layer.js';
import { renderWords } from './render-words.js';
import { spotPoints, spotsLayer } from './spots-layer.js';
import { element, escapeXml, num, textElement } from './svg-text.js';
import { tilesLayer } from './tiles-layer.js';
import { groundLayer, startTileLayer } from './valley-layer.js';
import { waterLayer } from './water-layer.js';
import { claimsLayer, worksLayer, worksOf } from './works-layer.js';

/**
 * The result of {@link renderBoard}: the SVG text, or why the input or options cannot be drawn
 * (`render/not-lost-valley`, `render/inconsistent-board`, `render/invalid-options`).
 *
 * @example
 * const result: RenderResult = renderBoard(state);
 * if (result.ok) writeFileSync('board.svg', result.svg);
 */
export type RenderResult = { readonly ok: true; readonly svg: string } | { readonly ok: false; readonly error: RuleError };

/**
 * Draws a Lost Valley board as a standalone SVG document, never throwing: the result form of
 * {@link renderBoardSvg}. The same input and options always give the same bytes.
 *
 * @example
 * const result = renderBoard(view(state, 1), { scale: 40 });
 * if (!result.ok) console.error(result.error.message);
 */
export function renderBoard(input: BoardSource, options: RenderOptions = {}): RenderResult {
  const parsed = RenderOptionsSchema.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = (issue?.path ?? []).map((p) => (typeof p === 'symbol' ? String(p) : p));
    return { ok: false, error: ruleError('render/invalid-options', `Bad render option ${path.join('.') || ''}: ${issue?.message ?? 'invalid'}.`, { path }) };
  }
  const found = sceneOf(input);
  if ('code' in found) return { ok: false, error: found };
  const named: BoardScene = parsed.data.seatNames ? { ...found, seatNames: parsed.data.seatNames } : found;
  const scene: BoardScene = parsed.data.locale === 'en' ? named : { ...named, words: renderWords(parsed.data.locale) };
  const { scale, showCoordinates, legend: withLegend } = parsed.data;
  const title = parsed.data.title === undefined ? defaultTitle(scene) : parsed.data.title;
  const course = riverCourse(scene);
  const legend = withLegend ? legendLayer(scene) : null;
  const frame = pictureFrame(scene, legend?.height ?? 0, title !== null, withLegend, spotPoints(scene, parsed.data.spots));
  const { viewBox } = frame;
  const layers = [
    defs(frame.board),
    element('rect', { x: viewBox.x, y: viewBox.y, width: viewBox.width, height: viewBox.height, fill: '#ffffff' }),
    groundLayer(frame, scene.words),
    tilesLayer(scene),
    riverLayer(scene, course),
    startTileLayer(scene),
    waterLayer(scene),
    markersLayer(scene),
    worksLayer(scene, worksOf(scene)),
    claimsLayer(scene),
    iceLayer(scene, course),
    prospectorsLayer(scene),
    showCoordinates ? coordinatesLayer(scene) : '',
    spotsLayer(scene, parsed.data.spots),
    title === null ? '' : titleBand(title, subtitle(scene), frame.board.left + 10, frame.titleTop),
    legend ? element('g', { transform: `translate(${num(frame.legendLeft)},${num(frame.board.top - 10)})` }, [legend.svg]) : '',
  ].filter((layer) => layer !== '');
  const open =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num((viewBox.width * scale) / EDGE)}" height="${num((viewBox.height * scale) / EDGE)}"` +
    ` viewBox="${num(viewBox.x)} ${num(viewBox.y)} ${num(viewBox.width)} ${num(viewBox.height)}" role="${parsed.data.spots.length > 0 ? 'group' : 'img'}"` +
    ` aria-label="${escapeXml(title ?? defaultTitle(scene))}" font-family="Helvetica, Arial, sans-serif">`;
  return { ok: true, svg: `${open}\n${layers.join('\n')}\n</svg>\n` };
}

/**
 * Draws a Lost Valley board (a whole state, or a seat's or spectator's view) as a standalone SVG
 * document: terrains, the river from the waterfall to the spring, named triangles, face-down and
 * known markers, prospectors, works and the ice block, with a legend. Pure string building: no
 * DOM and no dependency; the same input and options always give the same bytes. Throws an
 * `EngineError` when the input cannot be drawn; {@link renderBoard} returns the error instead.
 *
 * @example
 * import { createGame, view } from 'lost-valley-engine';
 * import { renderBoardSvg } from 'lost-valley-engine/render';
 * const state = createGame({ game: 'lost-valley', players: 3, seed: 'demo' });
 * const svg = renderBoardSvg(view(state, 0), { title: 'Seat 0 sees' });
 */
export function renderBoardSvg(input: BoardSource, options: RenderOptions = {}): string {
  const result = renderBoard(input, options);
  if (!result.ok) throw new EngineError(result.error);
  return result.svg;
}

function defaultTitle(scene: BoardScene): string {
  return scene.words.title(scene.set.edition, scene.players, scene.g.turn.number);
}

function subtitle(scene: BoardScene): string {
  const g = scene.g;
  const w = scene.words;
  const state = g.ended !== null ? 'over' : g.explorationOver ? 'explored' : 'exploring';
  const who = scene.isView ? (scene.seat === null ? w.spectatorWho : w.seatWho(seatWord(scene, scene.seat))) : w.wholeWho;
  return w.subtitle(w.variant(scene.variant), state, g.board.tiles.length, who);
}

function titleBand(title: string, sub: string, x: number, top: number): string {
  return element('g', { class: 'title' }, [
    textElement(title, { x, y: top + 26, 'font-size': 22, 'font-weight': 'bold', fill: '#1f1b16' }),
    textElement(sub, { x, y: top + 46, 'font-size': 13, fill: '#4a443b' }),
  ]);
}

// The clip of the lattice grid (the valley above the boundary) and the hatching of holes.
function defs(board: { left: number; right: number; top: number }): string {
  return element('defs', {}, [
    element('clipPath', { id: 'valley-clip' }, [element('rect', { x: board.left, y: board.top, width: board.right - board.left, height: -board.top })]),
    element('pattern', { id: 'hole-hatch', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, [
      element('rect', { width: 8, height: 8, fill: '#ffffff' }),
      element('line', { x1: 0, y1: 0, x2: 0, y2: 8, stroke: '#9c948a', 'stroke-width': 3 }),
    ]),
  ]);
}
