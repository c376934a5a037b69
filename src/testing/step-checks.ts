import type { Action, PlayerAction } from '../core/actions.js';
import { applyAction } from '../core/apply.js';
import { jsonEqual } from '../core/json.js';
import { activePlayers, chanceOutcomes, isTerminal, legalActions, outcome } from '../core/queries.js';
import { loadGameResult, saveGame } from '../core/save.js';
import { requireDefinition, type AnyGameState } from '../core/runtime.js';
import { determinize, view } from '../core/view.js';
import { expectThat } from './failure.js';

/** Whether a value is plain JSON: no Map, Set, Date, class instance, function, undefined or NaN. */
function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every(isPlainJson);
}

/** Component data objects already found to be plain JSON that round-trips. */
const checkedData = new WeakSet<object>();

const REFUSAL_CODES = new Set(['invalid-action', 'not-your-turn', 'illegal-action', 'awaiting-chance', 'no-chance-pending', 'game-over', 'no-such-seat']);

/**
 * Checks that a state is a JSON value that round-trips, and that a save of it loads back equal.
 *
 * @example
 * checkJsonRoundTrip(state, { ply: state.ply });
 */
export function checkJsonRoundTrip(state: AnyGameState, where: Record<string, unknown>): void {
  // The component data is one object shared by every state of a game (structural sharing):
  // checked once per object, the rest of the state at every call.
  const rest = checkedData.has(state.data as object) ? { ...state, data: null } : state;
  const text = JSON.stringify(rest);
  expectThat(jsonEqual(JSON.parse(text), rest), 'json-round-trip', 'JSON.parse(JSON.stringify(state)) differs from the state', where);
  expectThat(isPlainJson(rest), 'json-round-trip', 'the state holds non-JSON values (a Map, a class instance, undefined, NaN…)', where);
  if (typeof state.data === 'object' && state.data !== null) checkedData.add(state.data);
  const loaded = loadGameResult(saveGame(state));
  expectThat(loaded.ok, 'json-round-trip', `a save does not load: ${loaded.ok ? '' : loaded.error.message}`, where);
  expectThat(jsonEqual(loaded.state, state), 'json-round-trip', 'a loaded save differs from the saved state', where);
}

/**
 * Checks the views: JSON values, no generator state, and for every seat the same view of the
 * state and of a determinization of it (nothing the seat cannot see leaks).
 *
 * @example
 * checkViews(state, 3, { ply: state.ply });
 */
export function checkViews(state: AnyGameState, sample: number, where: Record<string, unknown>): void {
  const seats: (number | null)[] = [null];
  for (let seat = 0; seat < state.players; seat++) seats.push(seat);
  const worlds: AnyGameState[] = [];
  for (const seat of seats) {
    const seen = view(state, seat);
    // The view's data is the state's own component data, set up before any generator ran.
    const text = JSON.stringify({ ...seen, data: seen.data === state.data ? null : seen.data });
    expectThat(!text.includes('"rng"'), 'views-leak-nothing', 'a view holds the generator state', { ...where, seat });
    if (seat === null) continue;
    const other = determinize(state, seat, `kit-${sample}-${seat}`);
    expectThat(jsonEqual(view(other, seat), seen), 'views-leak-nothing', 'a determinization changes what the seat sees', { ...where, seat });
    expectThat(jsonEqual(legalActions(other, seat), legalActions(state, seat)), 'views-leak-nothing', 'a determinization changes the seat’s legal actions', { ...where, seat });
    worlds.push(other);
  }
  checkLegalityHook(state, worlds, where);
}

/**
 * Checks a game's one-action legality check (`isLegalAction`, where it has one) against its list,
 * as the match's undo check asks it: each action the active seats may take in the real state,
 * asked in the real state (all listed) and in worlds re-drawn for the seats (listed there or not).
 *
 * @example
 * checkLegalityHook(state, [determinize(state, 1, 'kit')], { ply: state.ply });
 */
export function checkLegalityHook(state: AnyGameState, worlds: readonly AnyGameState[], where: Record<string, unknown>): void {
  const game = requireDefinition(state);
  if (!game.isLegalAction || isTerminal(state)) return;
  for (const actor of activePlayers(state)) {
    // Each world's own list, once: the actions are asked against it.
    const lists = worlds.map((world) => (isTerminal(world) || !activePlayers(world).includes(actor) ? null : legalActions(world, actor)));
    for (const action of legalActions(state, actor)) {
      expectThat(game.isLegalAction(state, action), 'legality-check-agrees', `isLegalAction refuses a listed ${action.type}`, { ...where, actor });
      lists.forEach((list, seat) => {
        if (list === null) return;
        const listed = list.some((candidate) => jsonEqual(candidate, action));
        expectThat(game.isLegalAction!(worlds[seat]!, action) === listed, 'legality-check-agrees', `isLegalAction says ${!listed} for a ${action.type} the list ${listed ? 'holds' : 'lacks'}`, { ...where, actor, seat });
      });
    }
  }
}

/**
 * Checks the shape of a decision point: chance outcomes sum to 1 iff a chance node is pending
 * and then no seat is active; active seats have legal actions, idle seats none.
 *
 * @example
 * checkDecisionPoint(state, { ply: state.ply });
 */
export function checkDecisionPoint(state: AnyGameState, where: Record<string, unknown>): void {
  const chance = chanceOutcomes(state);
  const active = activePlayers(state);
  if (chance.length > 0) {
    const sum = chance.reduce((total, option) => total + option.probability, 0);
    expectThat(Math.abs(sum - 1) < 1e-9, 'chance-sums-to-one', `chance probabilities sum to ${sum}`, where);
    expectThat(chance.every((option) => option.probability > 0), 'chance-sums-to-one', 'a chance outcome has probability 0', where);
    expectThat(active.length === 0, 'decision-points', 'seats are active at a chance node', where);
    return;
  }
  expectThat(active.length > 0, 'decision-points', 'no seat is active and no chance node is pending before the end', where);
  for (let seat = 0; seat < state.players; seat++) {
    const count = legalActions(state, seat).length;
    if (active.includes(seat)) expectThat(count > 0, 'decision-points', `active seat ${seat} has no legal action`, where);
    else expectThat(count === 0, 'decision-points', `idle seat ${seat} has legal actions`, where);
  }
}

/**
 * Tries junk and other seats' actions on a (deep-frozen) state: each must be refused with a
 * typed code, and the state must be unchanged.
 *
 * @example
 * checkRefusals(state, legalAction, { ply: state.ply });
 */
export function checkRefusals(state: AnyGameState, sampleLegal: PlayerAction | null, where: Record<string, unknown>): void {
  // The state is deep-frozen, so a mutation would throw; this also catches a replaced field.
  const before = JSON.stringify(state.g);
  const junk: unknown[] = [null, 42, 'turn', [], {}, { type: 7 }, { type: 'no-such-action', player: 0 }, { type: 'chance' }, { type: 'chance', outcome: '??' }];
  if (sampleLegal) {
    junk.push({ ...sampleLegal, unexpected: true });
    junk.push({ ...sampleLegal, player: 'zero' });
    const { player: _player, ...withoutPlayer } = sampleLegal;
    junk.push(withoutPlayer);
    const active = activePlayers(state);
    for (let seat = 0; seat < state.players; seat++) {
      if (!active.includes(seat)) junk.push({ ...sampleLegal, player: seat });
    }
  }
  for (const action of junk) {
    const result = applyAction(state, action);
    expectThat(!result.ok, 'junk-refused', `junk was accepted: ${JSON.stringify(action)}`, where);
    expectThat(REFUSAL_CODES.has(result.error.code) || result.error.code.includes('/'), 'junk-refused', `untyped refusal code ${result.error.code}`, where);
    expectThat(typeof result.error.message === 'string' && result.error.message.length > 0, 'junk-refused', 'a refusal without a message', where);
  }
  expectThat(JSON.stringify(state.g) === before, 'input-untouched', 'a refused action changed the state', where);
}

/**
 * Checks an ended game: an outcome with a score per seat and winners among the seats, and every
 * further action refused with `game-over`.
 *
 * @example
 * checkTerminal(state, lastAction, { seed });
 */
export function checkTerminal(state: AnyGameState, lastAction: Action | null, where: Record<string, unknown>): void {
  expectThat(isTerminal(state), 'terminal', 'the playout stopped before the end', where);
  const result = outcome(state);
  expectThat(result !== null, 'terminal', 'an ended game has no outcome', where);
  expectThat(result.scores.length === state.players, 'terminal', 'the outcome does not score every seat', where);
  expectThat(result.winners.length > 0 && result.winners.every((w) => w >= 0 && w < state.players), 'terminal', 'winners are not seats', where);
  expectThat(activePlayers(state).length === 0 && chanceOutcomes(state).length === 0, 'terminal', 'someone may act after the end', where);
  if (lastAction) {
    const after = applyAction(state, lastAction);
    expectThat(!after.ok && after.error.code === 'game-over', 'terminal', 'an action after the end is not refused with game-over', where);
  }
}
