/**
 * Pictures of a Lost Valley board: `lost-valley-engine/render`. {@link renderBoardSvg} draws a
 * whole state or one seat's view as a standalone SVG document (plain string building, no DOM, no
 * dependency), {@link renderBoard} is its non-throwing form. Lost Valley's states come from
 * `lost-valley-engine/lost-valley` (which registers the game) or `lost-valley-engine`: import one
 * of them first.
 *
 * @example
 * import { createGame } from 'lost-valley-engine';
 * import { renderBoardSvg } from 'lost-valley-engine/render';
 * const svg = renderBoardSvg(createGame({ game: 'lost-valley', players: 4, seed: 7 }));
 * @packageDocumentation
 * @module render
 */
export { renderBoard, renderBoardSvg, type RenderResult } from './render-board.js';
export { RenderOptionsSchema, BoardSpotSchema, type RenderOptions, type ResolvedRenderOptions, type BoardSpot } from './render-options.js';
export type { BoardSource } from './board-scene.js';
export { SEAT_STYLE } from './palette.js';
