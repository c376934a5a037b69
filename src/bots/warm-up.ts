import { startGame, type GameSetup } from '../core/create.js';
import { continuePlayout } from './playout.js';

/**
 * How {@link warmUp} plays: how many games (default 50), through the checked path
 * (`applyAction`, as a server does) or the fast one (default), and the seed the games are drawn
 * from.
 *
 * @example
 * const options: WarmUpOptions = { games: 40, checked: true };
 */
export interface WarmUpOptions {
  readonly games?: number;
  readonly checked?: boolean;
  readonly seed?: string;
}

/**
 * What a {@link warmUp} did: the games and plies it played and the wall time it took.
 *
 * @example
 * const { games, plies, ms }: WarmUpResult = warmUp({ game: 'lost-valley', players: 4 });
 */
export interface WarmUpResult {
  readonly games: number;
  readonly plies: number;
  readonly ms: number;
}

/**
 * Plays a few seeded random games of a setup and throws them away, so that V8 has compiled and
 * profiled the rules before the games that matter: a fresh process runs its first Lost Valley
 * games several times slower per ply than after a few hundred games (bench/RESULTS.md,
 * "2026-12-02, warm-up"). It does not make the process faster overall, it moves the cost to a
 * moment the caller chooses (a server before it opens its port, a tool before it starts its
 * clock). For four-seat Lost Valley, 50 games (about 1.5 s of CPU) brought the next 10 games
 * to within 2× of games 200–209 per ply, 20 games did not (about 4.5×). The games are
 * deterministic and share nothing with later ones; warming the checked path (`checked: true`)
 * also warms the validation a server runs. Throws what {@link startGame} refuses (an
 * unknown game, a bad option) as an `Error`.
 *
 * @example
 * import 'lost-valley-engine/lost-valley';
 * import { warmUp } from 'lost-valley-engine/bots';
 * const { plies, ms } = warmUp({ game: 'lost-valley', players: 4 }, { games: 50 });
 */
export function warmUp(setup: Omit<GameSetup, 'seed'>, options: WarmUpOptions = {}): WarmUpResult {
  const games = options.games ?? 50;
  const seed = options.seed ?? 'warm-up';
  const before = performance.now();
  let plies = 0;
  for (let i = 0; i < games; i++) {
    const start = startGame({ ...setup, seed: `${seed}-${i}` });
    if (!start.ok) throw new Error(`warmUp: ${start.error.message}`);
    plies += continuePlayout(start.state, `${seed}-bot-${i}`, { checked: options.checked ?? false }).moves;
  }
  return { games, plies, ms: performance.now() - before };
}
