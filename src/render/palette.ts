import type { MarkerPool, Terrain } from '../games/lost-valley/data/index.js';

/*
 * The colours of the picture. Terrains are soft so that markers, prospectors and the river stay
 * readable on top; seat colours are strong and differ from every terrain.
 */

/** Fill of a land terrain. */
export const TERRAIN_FILL: Readonly<Record<Terrain, string>> = {
  forest: '#5e9c4a',
  mountain: '#a39b92',
  tundra: '#d5dd9a',
  wasteland: '#e6c496',
  lake: '#8cc3e8',
};

/** Fill of a river diamond's banks (river tiles have no land terrain). */
export const RIVERSIDE_FILL = '#b9dfd6';
/** The river band and its outline. */
export const RIVER_COLOUR = '#2a79c9';
export const RIVER_OUTLINE = '#134a82';
/** The valley's empty ground, and the ground beyond the boundary. */
export const VALLEY_FILL = '#f7f4ec';
export const BEYOND_FILL = '#ddd6c6';
/** The boundary line and the lattice grid. */
export const BOUNDARY_COLOUR = '#8a2b2b';
export const GRID_COLOUR = '#e3ddcf';
/** The start tile. */
export const START_FILL = '#c9b48a';
export const BLUFF_FILL = '#7d6a4f';
export const FORD_COLOUR = '#6b4a24';
export const TILE_STROKE = '#3d3a35';

/** A face-down marker's fill and letter colour, per pool; a known marker shows its value on white. */
export const POOL_STYLE: Readonly<Record<MarkerPool, { readonly fill: string; readonly ink: string; readonly letter: string }>> = {
  'river-gold': { fill: '#f2c200', ink: '#3b2f00', letter: 'R' },
  'mountain-gold': { fill: '#c26a00', ink: '#ffffff', letter: 'M' },
  animal: { fill: '#8b1e1e', ink: '#ffffff', letter: 'A' },
  event: { fill: '#6a3d9a', ink: '#ffffff', letter: 'E' },
  clue: { fill: '#00796b', ink: '#ffffff', letter: 'C' },
};

/** Seat colours, seat 0 first, with the ink that reads on each. */
export const SEAT_STYLE: readonly { readonly fill: string; readonly ink: string; readonly name: string }[] = [
  { fill: '#d62728', ink: '#ffffff', name: 'red' },
  { fill: '#1f5fd6', ink: '#ffffff', name: 'blue' },
  { fill: '#ffd21f', ink: '#1a1a1a', name: 'yellow' },
  { fill: '#1a1a1a', ink: '#ffffff', name: 'black' },
  { fill: '#ffffff', ink: '#1a1a1a', name: 'white' },
  { fill: '#e377c2', ink: '#1a1a1a', name: 'pink' },
];

/** The ice block. */
export const ICE_FILL = '#e6f7ff';
export const ICE_STROKE = '#5aa9d6';
