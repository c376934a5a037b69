import type { BoardScene } from './board-scene.js';
import { centreOf, faceCornerNodes, pointsOf, tileCornerNodes, type Point } from './board-geometry.js';
import { COLOURS, TERRAIN_FILL } from './palette.js';
import { element, pointList, textElement, tooltip } from './svg-text.js';
import type { PlacedTile } from '../games/lost-valley/api.js';

/**
 * The fill and the words of a placed tile: land diamonds and triangles by terrain, river
 * diamonds as riverside meadow (the river band is drawn over them).
 *
 * @example
 * tileLook(scene, placed); // { fill: '#5e9c4a', terrain: 'forest', name: null }
 */
export function tileLook(scene: BoardScene, placed: PlacedTile): { fill: string; terrain: string; name: string | null } {
  if (placed.kind === 'river') return { fill: COLOURS.riverside, terrain: 'river', name: null };
  if (placed.kind === 'land') {
    const terrain = scene.catalog.diamonds.get(placed.tile)?.terrain ?? 'wasteland';
    return { fill: TERRAIN_FILL[terrain], terrain, name: null };
  }
  const tile = scene.catalog.triangles.get(placed.tile)!;
  return { fill: TERRAIN_FILL[tile.terrain], terrain: tile.terrain, name: placed.kind === 'spring' ? scene.words.spring : scene.words.triangle(tile.name) };
}

/**
 * A triangle's base (its horizontal edge, every lattice face has one) and apex, for laying out
 * its name and markers: words towards the apex, markers along the wide base.
 *
 * @example
 * const { base, apex } = triangleAxis(points);
 */
export function triangleAxis(points: readonly Point[]): { base: Point; apex: Point } {
  for (let i = 0; i < 3; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % 3]!;
    if (Math.abs(a[1] - b[1]) < 1e-6) return { base: [(a[0] + b[0]) / 2, a[1]], apex: points[(i + 2) % 3]! };
  }
  return { base: centreOf(points), apex: centreOf(points) };
}

/**
 * One polygon per placed tile (in the order they were laid) and one per hole, with the names of
 * the triangles.
 *
 * @example
 * const svg = tilesLayer(scene);
 */
export function tilesLayer(scene: BoardScene): string {
  const { lattice } = scene;
  const board = scene.g.board;
  const polygons: string[] = [];
  const names: string[] = [];
  for (const placed of board.tiles) {
    const points = pointsOf(lattice, tileCornerNodes(lattice, placed));
    const look = tileLook(scene, placed);
    const triangle = placed.kind === 'triangle' || placed.kind === 'spring';
    const w = scene.words;
    const terrain = w.terrain(look.terrain);
    const what = placed.kind === 'river' ? w.riverDiamond : placed.kind === 'land' ? w.landDiamond(terrain) : placed.kind === 'spring' ? w.springTile(terrain) : w.triangleTile(look.name ?? '', terrain);
    polygons.push(
      element(
        'polygon',
        {
          class: `tile tile-${placed.kind}`,
          points: pointList(points),
          fill: look.fill,
          stroke: COLOURS.tileStroke,
          'stroke-width': triangle ? 2.5 : 1.5,
          'stroke-linejoin': 'round',
          'data-tile': placed.tile,
          'data-faces': placed.faces.join(' '),
        },
        [tooltip(`${placed.tile}: ${what}`)],
      ),
    );
    if (triangle && placed.kind === 'triangle' && look.name) names.push(triangleName(look.name, points));
  }
  for (const face of board.holes) {
    polygons.push(
      element('polygon', { class: 'hole', points: pointList(pointsOf(lattice, faceCornerNodes(lattice, face))), fill: 'url(#hole-hatch)', stroke: COLOURS.tileStroke, 'stroke-width': 1, 'stroke-dasharray': '4 3', 'data-face': face }, [
        tooltip(scene.words.hole),
      ]),
    );
  }
  return element('g', { class: 'tiles' }, [...polygons, element('g', { class: 'triangle-names' }, names)]);
}

// A triangle's name in one or two lines above its markers (which lie along the wide base), at
// distances from the base chosen so that the words fit inside the narrowing triangle.
const NAME_SIZE = 11.5;

function triangleName(name: string, points: readonly Point[]): string {
  const { base, apex } = triangleAxis(points);
  const words = name.split(' ');
  const half = Math.ceil(words.length / 2);
  const lines = words.length <= 1 ? [name] : [words.slice(0, half).join(' '), words.slice(half).join(' ')];
  const up = apex[1] < base[1];
  const distances = lines.length === 1 ? [up ? 27 : 32] : up ? [35, 23] : [31, 43];
  const baselines = distances.map((d) => base[1] + (up ? -d : d));
  const width = Math.max(...lines.map((line) => line.length)) * NAME_SIZE * 0.6 + 4;
  const plateTop = Math.min(...baselines) - NAME_SIZE * 0.85;
  const plateHeight = Math.max(...baselines) - plateTop + 3;
  return element('g', { class: 'triangle-name' }, [
    element('rect', { x: base[0] - width / 2, y: plateTop, width, height: plateHeight, rx: 3, fill: '#ffffff', 'fill-opacity': 0.7 }),
    ...lines.map((line, i) => textElement(line, { x: base[0], y: baselines[i]!, 'font-size': NAME_SIZE, 'font-weight': 'bold', 'text-anchor': 'middle', fill: '#1f1b16' })),
  ]);
}
