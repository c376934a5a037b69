import type { JsonValue } from '../../core/json.js';

/**
 * A pure "play game i of a run" function: the same index gives the same result in any thread,
 * process or machine. Its result crosses threads by structured clone, so it is plain data.
 *
 * @example
 * const playGame: PlayGameAt<GameSummary> = (index) => summarize(playOne(`${seed}-${index}`));
 */
export type PlayGameAt<R> = (index: number) => R;

/**
 * A run's work as data, so a worker thread can rebuild it: the kind names a factory registered
 * with {@link registerGameTask}, and the spec is that factory's JSON input.
 *
 * @example
 * const task: GameTask = { kind: 'simulate/random', spec: { game: 'mountain-river-duel', ... } };
 */
export interface GameTask {
  readonly kind: string;
  readonly spec: JsonValue;
}

/**
 * Builds the "play game i" function of a task kind from its spec. It may throw for a spec it
 * refuses; the runner reports that as a failure of the run.
 *
 * @example
 * const factory: GameTaskFactory = (spec) => (index) => playRandomGameAt(spec, index);
 */
export type GameTaskFactory = (spec: JsonValue) => PlayGameAt<unknown>;

const factories = new Map<string, GameTaskFactory>();

/**
 * Registers a task kind. The module that calls it must be loaded by the program's entry (a command
 * module imported by `program.ts` is), so that worker threads, which start from that entry, know
 * the kind too. Registering a kind twice keeps the last factory.
 *
 * @example
 * registerGameTask('arena/match', (spec) => (index) => playArenaGame(spec, index));
 */
export function registerGameTask(kind: string, factory: GameTaskFactory): void {
  factories.set(kind, factory);
}

/**
 * The "play game i" function of a task, or an `Error` naming the unknown kind.
 *
 * @example
 * const playGame = gameTaskRunner({ kind: 'simulate/random', spec });
 */
export function gameTaskRunner(task: GameTask): PlayGameAt<unknown> {
  const factory = factories.get(task.kind);
  if (!factory) throw new Error(`no game task of kind '${task.kind}' is registered (known: ${[...factories.keys()].join(', ') || 'none'})`);
  return factory(task.spec);
}
