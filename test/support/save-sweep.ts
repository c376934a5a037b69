/**
 * Random play for the save-invariant tests (not a test file itself): games over several variants
 * and seat counts, every `every`-th state reached saved and loaded back with the public
 * `saveGame`/`loadGameResult`, and a sample of the states kept for mutation tests.
 */
import {
  activePlayers,
  applyUnchecked,
  chanceOutcomes,
  isTerminal,
  legalActions,
  loadGameResult,
  nextRandom,
  randomInt,
  saveGame,
  seedRng,
  startGame,
  type AnyGameState,
  type RngState,
} from '../../src/index.js';

/**
 * What to play: the game, its (variant, seat count, options) tables, how many games in all, and
 * which states to save.
 *
 * @example
 * const plan: SweepPlan = { game: 'goldfield-gully', tables: [{ variant: 'standard', players: 3 }], games: 10 };
 */
export interface SweepPlan {
  readonly game: string;
  /** With `chance: 'external'` the states at chance nodes are reached (and saved) too; the sweep draws the outcomes. */
  readonly tables: readonly { readonly variant: string; readonly players: number; readonly options?: Record<string, unknown>; readonly chance?: 'auto' | 'external' }[];
  readonly games: number;
  /** Save every this-many-th state reached (default 10). */
  readonly every?: number;
  /** Stop a game after this many plies (default: play to the end). */
  readonly maxPlies?: number;
  /** Keep every this-many-th saved state for the caller (default 0: none). */
  readonly keepEvery?: number;
}

/**
 * What a sweep found: how many games and saves, the refusals (none expected), and the kept states.
 *
 * @example
 * const { refused }: SweepResult = sweepSaves(plan);
 */
export interface SweepResult {
  readonly games: number;
  readonly saves: number;
  readonly refused: readonly string[];
  readonly kept: readonly AnyGameState[];
}

/**
 * Plays `plan.games` random games (a uniform active seat, a uniform legal action, auto chance from
 * the seed) over the plan's tables in turn, and saves and loads every `every`-th state.
 *
 * @example
 * expect(sweepSaves({ game: 'mountain-river-duel', tables: [{ variant: 'standard', players: 2 }], games: 20 }).refused).toEqual([]);
 */
export function sweepSaves(plan: SweepPlan): SweepResult {
  const every = plan.every ?? 10;
  const refused: string[] = [];
  const kept: AnyGameState[] = [];
  let saves = 0;
  for (let i = 0; i < plan.games; i++) {
    const table = plan.tables[i % plan.tables.length]!;
    const seed = `save-sweep-${plan.game}-${i}`;
    const start = startGame({ game: plan.game, variant: table.variant, players: table.players, seed, chance: table.chance ?? 'auto', ...(table.options ? { options: table.options } : {}) });
    if (!start.ok) throw new Error(start.error.message);
    let state = start.state;
    let rng: RngState = seedRng(`${seed}/bots`);
    for (let ply = 0; ; ply++) {
      if (ply % every === 0) {
        saves++;
        const loaded = loadGameResult(saveGame(state));
        if (!loaded.ok) refused.push(`${seed} ${table.variant}/${table.players} ply ${ply}: ${loaded.error.message}`);
        if (plan.keepEvery && saves % plan.keepEvery === 0) kept.push(state);
      }
      if (isTerminal(state) || (plan.maxPlies !== undefined && ply >= plan.maxPlies)) break;
      const active = activePlayers(state);
      if (active.length === 0) {
        // A chance node (external chance): an outcome drawn with its probability.
        const outcomes = chanceOutcomes(state);
        if (outcomes.length === 0) throw new Error(`${seed}: no active seat and no chance node in a state that is not over`);
        const draw = nextRandom(rng);
        rng = draw.rng;
        let left = draw.value;
        const pick = outcomes.find((o) => (left -= o.probability) < 0) ?? outcomes[outcomes.length - 1]!;
        state = applyUnchecked(state, { type: 'chance', outcome: pick.outcome }).state;
        continue;
      }
      const seatPick = randomInt(rng, active.length);
      const seat = active[seatPick.value]!;
      const legal = legalActions(state, seat);
      const actionPick = randomInt(seatPick.rng, legal.length);
      rng = actionPick.rng;
      state = applyUnchecked(state, legal[actionPick.value]!).state;
    }
  }
  return { games: plan.games, saves, refused, kept };
}
