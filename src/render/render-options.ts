import * as z from 'zod';

/**
 * The options of {@link renderBoardSvg}; every one has a default.
 *
 * - `scale`: pixels per lattice edge in the SVG's `width` and `height` (default 80); the drawing
 *   itself is vector, so this only sets its natural size.
 * - `showCoordinates`: label every intersection, face and tile with its place name
 *   (docs/notation.md: `M0`, `M0^`), and every tile with its id (default `false`).
 * - `title`: the heading; `null` for none; by default the game, edition, players and turn.
 * - `legend`: draw the legend panel (default `true`).
 *
 * @example
 * RenderOptionsSchema.parse({ scale: 40 }).showCoordinates; // false
 */
export const RenderOptionsSchema = z.strictObject({
  scale: z.number().min(1).max(1000).default(80),
  showCoordinates: z.boolean().default(false),
  title: z.string().max(300).nullable().optional(),
  legend: z.boolean().default(true),
});

/**
 * Options as a caller gives them (all optional); see {@link RenderOptionsSchema}.
 *
 * @example
 * const options: RenderOptions = { scale: 40, title: 'After 20 turns' };
 */
export type RenderOptions = z.input<typeof RenderOptionsSchema>;

/**
 * Options with their defaults filled in.
 *
 * @example
 * const resolved: ResolvedRenderOptions = RenderOptionsSchema.parse({});
 */
export type ResolvedRenderOptions = z.output<typeof RenderOptionsSchema>;
