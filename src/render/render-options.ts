import * as z from 'zod';

/**
 * A place on the board that a table makes clickable and focusable (see `spots` below): an
 * intersection (`node`, its id), a face (`face`), the two faces of a diamond to lay (`diamond`),
 * an edge (`edge`), a laid tile (`tile`, its index in `g.board.tiles`) or a marker (`marker`, its
 * id). `key` comes back as the element's `data-spot`; `label` is its words (aria label and
 * tooltip); `from` (a node) draws the way from there, shown while the spot is hovered or focused.
 *
 * @example
 * BoardSpotSchema.parse({ key: 'move:12', kind: 'node', at: [12], label: 'Move to K3', from: 0 });
 */
export const BoardSpotSchema = z.strictObject({
  key: z.string().min(1).max(200),
  kind: z.enum(['node', 'face', 'diamond', 'edge', 'tile', 'marker']),
  at: z.array(z.int().nonnegative()).min(1).max(2),
  label: z.string().min(1).max(500),
  from: z.int().nonnegative().optional(),
  /** The intersections a move passes, `from` first (the movement rules' route): drawn on hover. */
  route: z.array(z.int().nonnegative()).min(2).max(20).optional(),
  /** A diamond spot for one way round of the drawn tile (the `place-diamond` action's `way`): its turn is previewed on the faces. */
  way: z.union([z.literal(0), z.literal(1)]).optional(),
});
/**
 * One clickable place of the board; see {@link BoardSpotSchema}.
 *
 * @example
 * const spot: BoardSpot = { key: 'tile:3', kind: 'tile', at: [3], label: 'Whiskey Still at K3^' };
 */
export type BoardSpot = z.output<typeof BoardSpotSchema>;

/**
 * The options of {@link renderBoardSvg}; every one has a default.
 *
 * - `scale`: pixels per lattice edge in the SVG's `width` and `height` (default 80); the drawing
 *   itself is vector, so this only sets its natural size.
 * - `showCoordinates`: label every intersection, face and tile with its place name
 *   (docs/notation.md: `M0`, `M0^`), and every tile with its id (default `false`).
 * - `title`: the heading; `null` for none; by default the game, edition, players and turn.
 * - `legend`: draw the legend panel (default `true`).
 * - `seatNames`: the names the players chose, seat 0 first; pawns then show the seat's number
 *   (1 for the first seat) and the words use the names (default: seats lettered A, B, …).
 * - `spots`: places a table makes clickable (default none); with spots the picture is a `group`
 *   of buttons for assistive technology, without them an `img`.
 * - `locale`: the language of the picture's words (tooltips, legend, title): `en` (default),
 *   `es` or `cs`; items, markers and skills in the words module's terms.
 *
 * @example
 * RenderOptionsSchema.parse({ scale: 40 }).showCoordinates; // false
 */
export const RenderOptionsSchema = z.strictObject({
  scale: z.number().min(1).max(1000).default(80),
  showCoordinates: z.boolean().default(false),
  title: z.string().max(300).nullable().optional(),
  legend: z.boolean().default(true),
  spots: z.array(BoardSpotSchema).max(2000).default([]),
  seatNames: z.array(z.string().min(1).max(60)).max(6).optional(),
  locale: z.enum(['en', 'es', 'cs']).default('en'),
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
