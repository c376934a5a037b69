import type { MarkerPool, Terrain } from '../games/lost-valley/api.js';

/*
 * The colours of the picture. Terrains are soft so that markers, prospectors and the river stay
 * readable on top; seat colours are strong and differ from every terrain.
 */

/**
 * The fill of each land terrain.
 *
 * @example
 * TERRAIN_FILL.forest; // '#5e9c4a'
 */
export const TERRAIN_FILL: Readonly<Record<Terrain, string>> = {
  forest: '#5e9c4a',
  mountain: '#a39b92',
  tundra: '#d5dd9a',
  wasteland: '#e6c496',
  lake: '#8cc3e8',
};

/**
 * The other colours: river diamonds' banks (they have no land terrain), the river band and its
 * outline, the valley's empty ground and the ground beyond the boundary, the boundary line, the
 * lattice grid, the start tile and its bluff, the fords, tile outlines and the ice block.
 *
 * @example
 * COLOURS.river; // '#2a79c9'
 */
export const COLOURS = {
  riverside: '#b9dfd6',
  river: '#2a79c9',
  riverOutline: '#134a82',
  valley: '#f7f4ec',
  beyond: '#ddd6c6',
  boundary: '#8a2b2b',
  grid: '#e3ddcf',
  start: '#c9b48a',
  bluff: '#7d6a4f',
  ford: '#6b4a24',
  tileStroke: '#3d3a35',
  iceFill: '#e6f7ff',
  iceStroke: '#5aa9d6',
} as const;

/**
 * A face-down marker's fill, letter and letter colour, per pool; a known marker shows its value on
 * white, ringed in the pool's fill.
 *
 * @example
 * POOL_STYLE.animal.letter; // 'A'
 */
export const POOL_STYLE: Readonly<Record<MarkerPool, { readonly fill: string; readonly ink: string; readonly letter: string }>> = {
  'river-gold': { fill: '#f2c200', ink: '#3b2f00', letter: 'R' },
  'mountain-gold': { fill: '#c26a00', ink: '#ffffff', letter: 'M' },
  animal: { fill: '#8b1e1e', ink: '#ffffff', letter: 'A' },
  event: { fill: '#6a3d9a', ink: '#ffffff', letter: 'E' },
  clue: { fill: '#00796b', ink: '#ffffff', letter: 'C' },
};

/**
 * Seat colours, seat 0 first, with the ink that reads on each and the colour's name.
 *
 * @example
 * SEAT_STYLE[1]!.name; // 'blue'
 */
export const SEAT_STYLE: readonly { readonly fill: string; readonly ink: string; readonly name: string }[] = [
  { fill: '#d62728', ink: '#ffffff', name: 'red' },
  { fill: '#1f5fd6', ink: '#ffffff', name: 'blue' },
  { fill: '#ffd21f', ink: '#1a1a1a', name: 'yellow' },
  { fill: '#1a1a1a', ink: '#ffffff', name: 'black' },
  { fill: '#ffffff', ink: '#1a1a1a', name: 'white' },
  { fill: '#e377c2', ink: '#1a1a1a', name: 'pink' },
];
