import type { BoardScene } from './board-scene.js';
import { BoundingBox, EDGE, faceCornerNodes, pointsOf, START_TILE, tileCornerNodes, type Point } from './board-geometry.js';

/** Room around the board, the title band's height, the legend's width. */
const MARGIN = 0.6 * EDGE;
const TITLE_HEIGHT = 56;
/**
 * The legend panel's width in user units.
 *
 * @example
 * const legendRight = frame.legendLeft + LEGEND_WIDTH;
 */
export const LEGEND_WIDTH = 300;

/**
 * The parts of the picture and their boxes, in user units: the board (the explored valley, the
 * start tile and a margin), the title band above it, the legend to its right, and the whole.
 *
 * @example
 * const frame = pictureFrame(scene, 900, true, true);
 */
export interface PictureFrame {
  readonly board: { readonly left: number; readonly right: number; readonly top: number; readonly bottom: number };
  readonly titleTop: number;
  readonly legendLeft: number;
  readonly viewBox: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

/**
 * Lays the picture out around everything placed on the board and the `extra` points (the places
 * a table makes clickable, which may lie beyond the tiles); `legendHeight` is the legend's height
 * so that the picture is tall enough for it.
 *
 * @example
 * pictureFrame(scene, 900, true, true).viewBox.width;
 */
export function pictureFrame(scene: BoardScene, legendHeight: number, withTitle: boolean, withLegend: boolean, extra: readonly Point[] = []): PictureFrame {
  const { lattice } = scene;
  const board = scene.g.board;
  const box = new BoundingBox();
  box.add([START_TILE.left, START_TILE.top]);
  box.add([START_TILE.right, START_TILE.bottom]);
  // At least a few edges of valley above the mouth, so an empty board still shows where it grows.
  box.add([-2 * EDGE, -2 * EDGE]);
  box.add([3 * EDGE, 0]);
  for (const placed of board.tiles) for (const point of pointsOf(lattice, tileCornerNodes(lattice, placed))) box.add(point);
  const open = [...board.holes, ...(board.headwater === null ? [] : [board.headwater])];
  for (const face of open) for (const point of pointsOf(lattice, faceCornerNodes(lattice, face))) box.add(point);
  for (const point of extra) box.add(point);
  const left = box.minX - MARGIN;
  const right = box.maxX + MARGIN;
  const top = box.minY - MARGIN;
  const bottom = box.maxY + MARGIN * 0.5;
  const titleTop = top - (withTitle ? TITLE_HEIGHT : 0);
  const legendLeft = right + 10;
  const width = right - left + (withLegend ? LEGEND_WIDTH + 20 : 0);
  const height = Math.max(bottom - titleTop, withLegend ? legendHeight + (top - titleTop) + 20 : 0);
  return { board: { left, right, top, bottom }, titleTop, legendLeft, viewBox: { x: left, y: titleTop, width, height } };
}
