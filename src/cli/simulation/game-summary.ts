import * as z from 'zod';

/**
 * What identifies a simulation run: every game of it shares these, so shard outputs can be checked
 * to belong together before they are merged.
 *
 * @example
 * const run: SimulationRun = { game: 'mountain-river-duel', variant: 'standard', players: 2, seed: 'demo', games: 1000, bot: 'random' };
 */
export const SimulationRunSchema = z.object({
  game: z.string(),
  variant: z.string(),
  players: z.number().int().min(1),
  /** The base of the games' seeds: game i is seeded `${seed}-${i}`. */
  seed: z.string(),
  /** How many games the whole run has (over every shard). */
  games: z.number().int().min(1),
  /** Who played: `random` for `simulate`; other commands name their line-up here. */
  bot: z.string(),
});

/**
 * The identity of a simulation run (see {@link SimulationRunSchema}).
 *
 * @example
 * const key = JSON.stringify(run satisfies SimulationRun);
 */
export type SimulationRun = z.infer<typeof SimulationRunSchema>;

/**
 * One finished game of a run, as one line of the JSON Lines output: which game it was and how it
 * ended. It holds no time, so the same game gives the same line on any machine, worker or shard.
 *
 * @example
 * const line = JSON.stringify(GameSummarySchema.parse(record));
 */
export const GameSummarySchema = z.object({
  run: SimulationRunSchema,
  /** The game's number in the run, `0 … games-1`. */
  index: z.number().int().min(0),
  /** The game's own seed, `${run.seed}-${index}`. */
  seed: z.string(),
  /** Plies: actions and chance outcomes, as the state counts them. */
  plies: z.number().int().min(0),
  /** Actions taken by the seats. */
  actions: z.number().int().min(0),
  /** The game's end reason (`outcome(state).reason`). */
  reason: z.string(),
  scores: z.array(z.number()),
  winners: z.array(z.number().int().min(0)),
  tieBreak: z.string().nullable(),
});

/**
 * One finished game of a run (see {@link GameSummarySchema}).
 *
 * @example
 * const sole = (game: GameSummary) => game.winners.length === 1;
 */
export type GameSummary = z.infer<typeof GameSummarySchema>;
