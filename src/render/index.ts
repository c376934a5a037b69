/**
 * Pictures of a Lost Valley board: `lost-valley-engine/render`. {@link renderBoardSvg} draws a
 * whole state or one seat's view as a standalone SVG document (plain string building, no DOM, no
 * dependency), {@link renderBoard} is its non-throwing form.
 * @packageDocumentation
 * @module render
 */
export { renderBoard, renderBoardSvg, type RenderResult } from './render-board.js';
export { RenderOptionsSchema, type RenderOptions, type ResolvedRenderOptions } from './render-options.js';
export type { BoardSource } from './board-scene.js';
