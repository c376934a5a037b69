import * as z from 'zod/mini';
import type { Action, GameEvent, PlayerAction } from './actions.js';
import type { AnyGameDefinition, GameSchema } from './definition.js';
import { EngineError, ruleError, type RuleError } from './errors.js';
import { jsonEqual } from './json.js';
import { impossibleChanceOutcome, seatOutsideTable } from './refusal-words.js';
import {
  advance,
  cachedLegalActions,
  definitionOf,
  requireDefinition,
  resolveAutoChance,
  type AnyGameState,
} from './runtime.js';
import { variantFaultError } from './variant-fault.js';
import { zodToRuleError } from './zod-issues.js';

/**
 * What {@link applyAction} returns: the next state, what happened, and the actions applied
 * (the given one, then any chance outcomes drawn at once: append them to the game record);
 * or why the action was refused. The input state is never changed.
 *
 * @example
 * const r = applyAction(state, action);
 * if (!r.ok) console.log(r.error.code, r.error.message);
 */
export type ApplyResult<S = AnyGameState> =
  | { readonly ok: true; readonly state: S; readonly events: GameEvent[]; readonly applied: Action[] }
  | { readonly ok: false; readonly error: RuleError };

const ActionHeadSchema = z.looseObject({ type: z.string() });

/**
 * Validates an action and applies it. Checks, in order: its shape (zod), that the game is not
 * over, whether a chance node is pending, that the seat is active, and that the action is among
 * `legalActions` (the one source of truth). Never throws for bad input.
 *
 * @example
 * const r = applyAction(state, { type: 'pass', player: 0 });
 */
export function applyAction<S extends AnyGameState>(state: S, action: unknown): ApplyResult<S> {
  try {
    return checkAndApply(state, action);
  } catch (fault) {
    // A variant's hook that throws is named as such: a fault of its code, not of the state.
    const variantFault = variantFaultError(fault);
    if (variantFault) return { ok: false, error: variantFault };
    // Rule hooks trust the state; one edited by hand (not made by the engine or loadGame) can
    // make them fail. That is still bad input, so it is a refusal, not a throw.
    const detail = fault instanceof Error ? fault.message : String(fault);
    return refuse('corrupted-state', `The state is not one the engine made (a rule failed on it: ${detail}); load outside states with loadGame.`);
  }
}

function checkAndApply<S extends AnyGameState>(state: S, action: unknown): ApplyResult<S> {
  const game = definitionOf(state);
  if ('code' in game) return { ok: false, error: game };
  const listed = listedAction(game, state, action);
  if (listed) return { ok: true, ...step(game, state, listed) } as ApplyResult<S>;
  const head = ActionHeadSchema.safeParse(action);
  if (!head.success) return { ok: false, error: zodToRuleError('invalid-action', 'The action', head.error) };
  if (head.data.type === 'chance') return applyChanceChecked(game, state, action);
  const noSeat = seatOutsideTable(state.players, action);
  if (noSeat) return { ok: false, error: noSeat };
  const parsed = game.actionSchema.safeParse(action);
  if (!parsed.success) return { ok: false, error: zodToRuleError('invalid-action', 'The action', parsed.error) };
  const move = parsed.data;
  if (game.isTerminal(state)) return refuse('game-over', 'The game is over; no action can be applied.');
  const pending = game.chanceOutcomes(state).length;
  if (pending > 0) {
    return refuse('awaiting-chance', 'A chance node is pending: supply its outcome as a chance action first.', {
      details: { chanceOutcomes: pending },
    });
  }
  const active = game.activePlayers(state);
  if (!active.includes(move.player)) {
    const explained = game.explainInactive?.(state, move) ?? null;
    if (explained) return { ok: false, error: explained };
    return refuse('not-your-turn', `Seat ${move.player} may not act now; active: ${active.join(', ') || 'none'}.`, {
      details: { active: [...active] },
    });
  }
  const legal = cachedLegalActions(game, state, move.player);
  const match = legal.find((candidate) => jsonEqual(candidate, move));
  if (!match) {
    const explained = game.explainIllegal?.(state, move) ?? null;
    return {
      ok: false,
      error:
        explained ??
        ruleError('illegal-action', `That ${move.type} is not among the ${legal.length} legal actions of seat ${move.player}.`),
    };
  }
  return { ok: true, ...step(game, state, match) } as ApplyResult<S>;
}

/**
 * The common case first: an action equal to one that `legalActions` (or `chanceOutcomes`) lists
 * for a seat that is active now passes every check by construction (the game built it from its
 * schema), so it needs no schema parse. Anything else, including an action with one extra field,
 * returns undefined and takes the full checks in the contract's order, which word the refusal.
 */
function listedAction(game: AnyGameDefinition, state: AnyGameState, action: unknown): Action | undefined {
  if (typeof action !== 'object' || action === null || game.isTerminal(state)) return undefined;
  const { type, player } = action as { type?: unknown; player?: unknown };
  if (type === 'chance') {
    if (Object.keys(action).length !== 2) return undefined;
    const outcome = (action as { outcome?: unknown }).outcome;
    const match = game.chanceOutcomes(state).find((option) => jsonEqual(option.outcome, outcome));
    return match ? { type: 'chance', outcome: match.outcome } : undefined;
  }
  // No seat is active at a chance node (the contract, held by the conformance kit), so an active
  // seat means no chance node is pending.
  if (typeof player !== 'number' || !game.activePlayers(state).includes(player)) return undefined;
  const legal = cachedLegalActions(game, state, player);
  // A bot hands back the very object the list holds: find it by identity before comparing fields.
  const index = legal.indexOf(action as PlayerAction);
  return index >= 0 ? legal[index] : legal.find((candidate) => jsonEqual(candidate, action));
}

// Built once per game: zod compiles a schema on first use, so a fresh one per call is slow.
const chanceActionSchemas = new WeakMap<AnyGameDefinition, GameSchema<{ type: 'chance'; outcome: unknown }>>();

function chanceActionSchemaOf(game: AnyGameDefinition): GameSchema<{ type: 'chance'; outcome: unknown }> {
  let schema = chanceActionSchemas.get(game);
  if (!schema) {
    schema = z.strictObject({ type: z.literal('chance'), outcome: game.chanceOutcomeSchema });
    chanceActionSchemas.set(game, schema);
  }
  return schema;
}

function applyChanceChecked<S extends AnyGameState>(game: AnyGameDefinition, state: S, action: unknown): ApplyResult<S> {
  const parsed = chanceActionSchemaOf(game).safeParse(action);
  if (!parsed.success) {
    // A well-formed envelope at a pending node: say which outcomes this node can give.
    const pending = game.isTerminal(state) ? [] : game.chanceOutcomes(state);
    const outcome = (action as { outcome?: unknown }).outcome;
    if (pending.length > 0 && outcome !== undefined && Object.keys(action as object).length === 2) {
      return { ok: false, error: impossibleChanceOutcome(pending, outcome, 'invalid-action') };
    }
    return { ok: false, error: zodToRuleError('invalid-action', 'The chance action', parsed.error) };
  }
  if (game.isTerminal(state)) return refuse('game-over', 'The game is over; no chance outcome can be applied.');
  const options = game.chanceOutcomes(state);
  if (options.length === 0) return refuse('no-chance-pending', 'No chance node is pending; a seat must act.');
  const match = options.find((option) => jsonEqual(option.outcome, parsed.data.outcome));
  if (!match) return { ok: false, error: impossibleChanceOutcome(options, parsed.data.outcome) };
  return { ok: true, ...step(game, state, { type: 'chance', outcome: match.outcome }) } as ApplyResult<S>;
}

/** Applies one action or chance outcome the caller has vetted, then any auto chance after it. */
function step(game: AnyGameDefinition, state: AnyGameState, action: Action) {
  const result =
    action.type === 'chance'
      ? game.applyChance(state, (action as { outcome: unknown }).outcome)
      : game.applyAction(state, action as PlayerAction);
  const events: GameEvent[] = [...result.events];
  const applied: Action[] = [action];
  const next = resolveAutoChance(game, advance(state, result.g), events, applied);
  return { state: next, events, applied };
}

function refuse(code: RuleError['code'], message: string, extra: Parameters<typeof ruleError>[2] = {}) {
  return { ok: false as const, error: ruleError(code, message, extra) };
}

/**
 * The throwing twin of {@link applyAction}: returns the next state or throws an
 * {@link EngineError} carrying the refusal.
 *
 * @example
 * const next = apply(state, { type: 'pass', player: 0 });
 */
export function apply<S extends AnyGameState>(state: S, action: unknown): S {
  const result = applyAction(state, action);
  if (!result.ok) throw new EngineError(result.error);
  return result.state;
}

/**
 * Options of {@link applyUnchecked}. `assert: true` makes it check the action exactly as
 * `applyAction` does and throw an {@link EngineError} naming the refusal, for debugging a search
 * that hands it actions of the wrong state; it is then as slow as the checked path.
 *
 * @example
 * const options: UncheckedOptions = { assert: process.env.NODE_ENV !== 'production' };
 */
export interface UncheckedOptions {
  readonly assert?: boolean;
}

/**
 * The fast path for search: no schema parse and no legality check. Only give it actions taken
 * from `legalActions` or `chanceOutcomes` of this very state; anything else gives an undefined
 * result (with `{ assert: true }`, a thrown `EngineError` instead). It never changes its input.
 *
 * @example
 * const next = applyUnchecked(state, legalActions(state, 0)[0]!).state;
 * applyUnchecked(state, action, { assert: true }); // throws on an action this state refuses
 */
export function applyUnchecked<S extends AnyGameState>(
  state: S,
  action: Action,
  options?: UncheckedOptions,
): { readonly state: S; readonly events: GameEvent[]; readonly applied: Action[] } {
  if (options?.assert) {
    const checked = applyAction(state, action);
    if (!checked.ok) throw new EngineError(checked.error);
    return { state: checked.state, events: checked.events, applied: checked.applied };
  }
  return step(requireDefinition(state), state, action) as { state: S; events: GameEvent[]; applied: Action[] };
}
