import * as z from 'zod/mini';
import type { ComponentData } from './component-ref.js';
import { RngStateSchema } from './rng.js';

/**
 * How chance nodes are resolved: by the seeded generator at once, or by the caller.
 *
 * @example
 * ChanceModeSchema.parse('external');
 */
export const ChanceModeSchema = z.enum(['auto', 'external']);

/**
 * `auto` (default): the engine draws every chance outcome at once with its seeded generator.
 * `external`: the state stops at each chance node and the caller supplies the outcome.
 *
 * @example
 * const mode: ChanceMode = 'external';
 */
export type ChanceMode = z.infer<typeof ChanceModeSchema>;

/**
 * The envelope every game state shares; the game's own part lives in `g` and is checked by the
 * game's state schema when a save is loaded.
 *
 * @example
 * GameStateEnvelopeSchema.safeParse(JSON.parse(text).state).success;
 */
export const GameStateEnvelopeSchema = z.strictObject({
  game: z.string().check(z.minLength(1)),
  variant: z.string().check(z.minLength(1)),
  players: z.int().check(z.positive()),
  options: z.record(z.string(), z.unknown()),
  data: z.unknown(),
  chance: ChanceModeSchema,
  rng: RngStateSchema,
  ply: z.int().check(z.nonnegative()),
  g: z.unknown(),
});

/**
 * The envelope as its schema gives it, with the game's part, options and data untyped.
 *
 * @example
 * const envelope: GameStateEnvelope = GameStateEnvelopeSchema.parse(JSON.parse(text).state);
 */
export type GameStateEnvelope = z.infer<typeof GameStateEnvelopeSchema>;

/**
 * A whole game at one moment: plain JSON, never changed in place. `G` is the game's own part,
 * `O` its resolved options and `D` its component data (a board, tile sets). `data` holds a
 * reference to one of the game's named sets, or custom data whole: read it with
 * `componentsOf(state)`, never directly (docs/component-data.md).
 *
 * @example
 * const state: GameState = createGame({ game: 'mountain-river-duel', players: 2, seed: 1 });
 */
export type GameState<G = unknown, O = Record<string, unknown>, D = unknown> = Readonly<
  Omit<GameStateEnvelope, 'g' | 'options' | 'data'> & { g: G; options: O; data: ComponentData<D> }
>;

/**
 * A seat number, `0 … players - 1`.
 *
 * @example
 * const seat: PlayerId = 0;
 */
export type PlayerId = number;
