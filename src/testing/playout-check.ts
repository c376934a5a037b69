import type { Action, PlayerAction } from '../core/actions.js';
import { applyAction } from '../core/apply.js';
import { startGame } from '../core/create.js';
import { jsonEqual } from '../core/json.js';
import { replayRecord } from '../core/replay.js';
import { effectiveGame } from '../core/registry.js';
import { seedRng } from '../core/rng.js';
import { requireDefinition, type AnyGameState } from '../core/runtime.js';
import { randomAction } from '../bots/random-bot.js';
import { deepFreeze } from './deep-freeze.js';
import { expectThat } from './failure.js';
import { checkCannotReveal } from './reveal-check.js';
import { checkDecisionPoint, checkJsonRoundTrip, checkRefusals, checkTerminal, checkViews } from './step-checks.js';

/**
 * What the conformance kit plays: a game, its variant, seat count and options, and how thorough
 * to be.
 *
 * @example
 * const config: ConformanceConfig = { game: 'mountain-river-duel', players: 2 };
 */
export interface ConformanceConfig {
  readonly game: string;
  readonly variant?: string;
  readonly players: number;
  readonly options?: Readonly<Record<string, unknown>>;
  /** Seeded games per property run (default 200). */
  readonly games?: number;
  /** The expensive checks (saves, views, junk, many actions) run every this many plies (default 7). */
  readonly deepCheckEvery?: number;
  /**
   * Worlds per seat in which a deep step replays each action the game's `cannotReveal` hook
   * clears (`cannot-reveal-holds`; default 2, 0 turns the check off).
   */
  readonly revealWorlds?: number;
}

/**
 * Plays one random game from a seed with every check of the kit at every step (the cheap ones)
 * or every few steps (the expensive ones), then replays its record. Throws a
 * `ConformanceFailure` naming the property that failed.
 *
 * @example
 * checkedPlayout({ game: 'mountain-river-duel', players: 2 }, 17, 'external');
 */
export function checkedPlayout(config: ConformanceConfig, seed: number, chance: 'auto' | 'external'): AnyGameState {
  // The rules the variant plays by (its hooks over the game's), so its games are checked as played.
  const game = effectiveGame(config.game, config.variant ?? 'standard');
  expectThat(game !== undefined, 'setup', `unknown game ${config.game} or variant ${config.variant ?? 'standard'}`);
  const setup = {
    game: config.game,
    players: config.players,
    seed,
    chance,
    ...(config.variant === undefined ? {} : { variant: config.variant }),
    ...(config.options === undefined ? {} : { options: { ...config.options } }),
  };
  const start = startGame(setup);
  expectThat(start.ok, 'setup', `the setup is refused: ${start.ok ? '' : start.error.message}`, { seed });
  const maxPlies = game.maxPlies(start.state.options, config.players);
  const every = config.deepCheckEvery ?? 7;
  let state = deepFreeze(start.state);
  let rng = seedRng(`kit-${seed}`);
  const actions: Action[] = [...start.applied];
  let last: Action | null = null;
  for (let step = 0; ; step++) {
    const where = { seed, chance, ply: state.ply };
    expectThat(state.ply <= maxPlies, 'max-length', `the game passed its declared maximum of ${maxPlies} plies`, where);
    // Before the bot picks: a seat that is active with nothing to do would otherwise just stop
    // the playout, and the fault would show up later as an unfinished game.
    if (!game.isTerminal(state)) checkDecisionPoint(state, where);
    const next = randomAction(state, rng);
    if (next.action === null) break;
    rng = next.rng;
    if (step % every === 0) {
      checkJsonRoundTrip(state, where);
      checkViews(state, step, where);
      const played = next.action.type === 'chance' ? null : (next.action as PlayerAction);
      checkRefusals(state, played, where);
      checkCannotReveal(state, played, config.revealWorlds ?? 2, `kit-reveal-${seed}-${chance}-${state.ply}`, where);
    }
    checkAllEnumeratedApply(state, step % every === 0, where);
    const result = applyAction(state, next.action);
    expectThat(result.ok, 'enumerated-actions-apply', `an enumerated action was refused: ${result.ok ? '' : result.error.message}`, { ...where, action: next.action });
    expectThat(jsonEqual(JSON.parse(JSON.stringify(result.events)), result.events), 'json-round-trip', 'events are not JSON values', where);
    for (const applied of result.applied) actions.push(applied);
    last = next.action;
    state = deepFreeze(result.state);
  }
  checkTerminal(state, last, { seed, chance });
  checkJsonRoundTrip(state, { seed, chance, final: true });
  const replayed = replayRecord({ setup, actions });
  expectThat(replayed.ok, 'determinism', `the record does not replay: ${replayed.ok ? '' : replayed.error.message}`, { seed, chance });
  expectThat(jsonEqual(replayed.state, state), 'determinism', 'the replayed record ends in another state', { seed, chance });
  return state;
}

/** How many enumerated actions a deep step applies: spread over the list, first and last included. */
const SAMPLE = 12;

function spread<T>(items: readonly T[], deep: boolean): readonly T[] {
  if (!deep) return items.slice(0, 1);
  if (items.length <= SAMPLE) return items;
  return Array.from({ length: SAMPLE }, (_, i) => items[Math.round((i * (items.length - 1)) / (SAMPLE - 1))]!);
}

/** Legal actions of every active seat apply (a spread sample on deep steps, else the first). */
function checkAllEnumeratedApply(state: AnyGameState, all: boolean, where: Record<string, unknown>): void {
  const game = requireDefinition(state);
  if (game.chanceOutcomes(state).length > 0) {
    const options = game.chanceOutcomes(state);
    for (const option of spread(options, all)) {
      const result = applyAction(state, { type: 'chance', outcome: option.outcome });
      expectThat(result.ok, 'enumerated-actions-apply', 'a listed chance outcome was refused', { ...where, outcome: option.outcome });
    }
    return;
  }
  for (const seat of game.activePlayers(state)) {
    const legal = game.legalActions(state, seat);
    for (const action of spread(legal, all)) {
      const result = applyAction(state, action);
      // The kit deep-freezes every state it passes in, so a rule that writes into its input fails
      // with a TypeError, which the core reports as a corrupted state: name the real fault.
      const wroteInput = !result.ok && (result.error.code === 'corrupted-state' || result.error.code === 'variant-rule-failed') && /read[- ]only|not extensible|frozen/i.test(result.error.message);
      expectThat(!wroteInput, 'input-untouched', `a rule wrote into the state it was given: ${result.ok ? '' : result.error.message}`, { ...where, action });
      expectThat(result.ok, 'enumerated-actions-apply', `a listed action was refused: ${result.ok ? '' : result.error.message}`, { ...where, action });
    }
  }
}
