import type { GameEvent } from '../core/actions.js';
import { applyUnchecked } from '../core/apply.js';
import { startGame } from '../core/create.js';
import { ruleError, type RuleError } from '../core/errors.js';
import { jsonEqual } from '../core/json.js';
import { chanceOutcomes, isTerminal, legalActions, outcome } from '../core/queries.js';
import { seedRng } from '../core/rng.js';
import { pickOutcome, type AnyGameState } from '../core/runtime.js';
import type { ChanceSource } from './server-chance.js';
import type { TableSetup, TableState } from './table-types.js';

// External chance never draws from the state's generator: every state of a table carries this
// one, which predicts nothing, and G stores the state without it.
const INERT_SEED = 'lost-valley-engine/boardgame.io: external chance, never drawn';
const INERT_RNG = seedRng(INERT_SEED);

// States parsed from G's text, by text: playerView runs once per seat on the same G.
const PARSED_KEPT = 8;
const parsed = new Map<string, AnyGameState>();

/**
 * The engine's state of a table that has begun, parsed from `G.state` (with an inert generator),
 * or `null` before the first draw.
 *
 * @example
 * const state = engineState(G); // null at step 0
 */
export function engineState(table: TableState): AnyGameState | null {
  const text = table.state;
  if (text === null) return null;
  let state = parsed.get(text);
  if (state === undefined) {
    state = { ...(JSON.parse(text) as Omit<AnyGameState, 'rng'>), rng: INERT_RNG };
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
    parsed.set(text, state);
  }
  return state;
}

/**
 * A state as `G` keeps it: JSON text without the generator.
 *
 * @example
 * const text = storedState(state);
 */
export function storedState(state: AnyGameState): string {
  const { rng: _unused, ...rest } = state;
  const text = JSON.stringify(rest);
  parsed.set(text, state);
  if (parsed.size > PARSED_KEPT) parsed.delete(parsed.keys().next().value as string);
  return text;
}

/**
 * The table's state before any draw, made from its setup with external chance (so it stands at
 * the first chance node), or why the setup is refused.
 *
 * @example
 * const start = startState(setup, undefined);
 */
export function startState(setup: TableSetup, data: unknown): { ok: true; state: AnyGameState } | { ok: false; error: RuleError } {
  const started = startGame({
    game: setup.game,
    variant: setup.variant,
    players: setup.players,
    options: { ...setup.options },
    ...(data === undefined ? {} : { data }),
    seed: INERT_SEED,
    chance: 'external',
  });
  return started.ok ? { ok: true, state: started.state } : started;
}

/**
 * Resolves every chance node the state stands at with outcomes drawn from the server's source,
 * appending their events; `step` is the table's step before this change.
 *
 * @example
 * const next = drawPending(state, chance, G.table, G.step, events);
 */
export function drawPending(state: AnyGameState, chance: ChanceSource, table: string, step: number, events: GameEvent[]): AnyGameState {
  let here = state;
  for (;;) {
    if (isTerminal(here)) return here;
    const options = chanceOutcomes(here);
    if (options.length === 0) return here;
    const chosen = pickOutcome(options, chance.next(table, step));
    const drawn = applyUnchecked(here, { type: 'chance', outcome: chosen.outcome });
    for (const event of drawn.events) events.push(event);
    here = drawn.state;
  }
}

/**
 * The table after one step: the new engine state stored, the step counted, each seat's last
 * change noted (it acted, or its legal actions differ), the outcome once the game is over.
 *
 * @example
 * const next = nextTable(G, before, after, events, 2, chance);
 */
export function nextTable(
  table: TableState,
  before: AnyGameState | null,
  after: AnyGameState,
  events: readonly GameEvent[],
  actor: number | null,
  chance: ChanceSource,
): TableState {
  const step = table.step + 1;
  const changed = table.changed.map((last, seat) => {
    if (seat === actor || before === null) return step;
    return jsonEqual(legalActions(before, seat), legalActions(after, seat)) ? last : step;
  });
  const over = isTerminal(after);
  if (over) chance.forget?.(table.table);
  return { ...table, step, state: storedState(after), events: [...events], changed, gameover: over ? outcome(after) : null };
}

/**
 * The refusal for a table whose setup failed or whose state is missing.
 *
 * @example
 * notBegun(); // awaiting-chance: send draw first
 */
export function notBegun(): RuleError {
  return ruleError('awaiting-chance', 'The table has not drawn its first chance outcomes yet: a seat sends the draw move first.');
}
