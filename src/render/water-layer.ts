import { naturalWater, wetTiles } from '../games/lost-valley/api.js';
import type { BoardScene } from './board-scene.js';
import { pointsOf, tileCornerNodes } from './board-geometry.js';
import { COLOURS } from './palette.js';
import { element, pointList, tooltip } from './svg-text.js';

/**
 * The tiles that have water only through flumes (LV-WATER-1), in board order.
 *
 * @example
 * wateredTiles(scene); // [12, 15]
 */
export function wateredTiles(scene: BoardScene): number[] {
  const wet = wetTiles(scene, scene.g);
  return scene.g.board.tiles.flatMap((placed, i) => (wet.has(i) && !naturalWater(scene, placed) ? [i] : []));
}

/**
 * Draws the water flumes bring: every tile watered only through flumes gets a pale blue wash
 * and a dashed blue outline (tiles with water of their own are already drawn as water).
 *
 * @example
 * waterLayer(scene);
 */
export function waterLayer(scene: BoardScene): string {
  const parts = wateredTiles(scene).map((i) => {
    const placed = scene.g.board.tiles[i]!;
    const points = pointsOf(scene.lattice, tileCornerNodes(scene.lattice, placed));
    return element('polygon', { class: 'watered', 'data-tile': placed.tile, points: pointList(points), fill: COLOURS.river, 'fill-opacity': 0.28, stroke: COLOURS.river, 'stroke-width': 2.5, 'stroke-dasharray': '6 4' }, [
      tooltip(`${placed.tile}: ${scene.words.watered}`),
    ]);
  });
  return element('g', { class: 'water' }, parts);
}
