import * as z from 'zod/mini';
import type { Action, GameEvent } from './actions.js';
import { EngineError, ruleError, type RuleError } from './errors.js';
import { referenceOf } from './components.js';
import { optionsRefusal } from './options-refusal.js';
import { describePlayerRange, playerRangeOf } from './player-range.js';
import { effectiveGame, getVariant, listVariants, getGame, unknownGameMessage } from './registry.js';
import { seedRng } from './rng.js';
import { resolveAutoChance, type AnyGameState } from './runtime.js';
import { ChanceModeSchema } from './state.js';
import { variantFaultError } from './variant-fault.js';
import { zodToRuleError } from './zod-issues.js';

/**
 * Schema of a game's setup. The seed is required: a game is never seeded from the clock.
 *
 * @example
 * SetupSchema.safeParse({ game: 'mountain-river-duel', players: 2, seed: 1 }).success; // true
 */
export const SetupSchema = z.strictObject({
  game: z.string(),
  variant: z.optional(z.string()),
  players: z.int(),
  seed: z.union([z.string(), z.number()]),
  options: z.optional(z.record(z.string(), z.unknown())),
  data: z.optional(z.unknown()),
  chance: z.optional(ChanceModeSchema),
});

/**
 * What `createGame` takes: the game, its variant (default `standard`), the number of seats, the
 * seed, option values, replacement component data, and the chance mode (default `auto`).
 *
 * @example
 * const setup: GameSetup = { game: 'mountain-river-duel', players: 2, seed: 'demo' };
 */
export type GameSetup = z.infer<typeof SetupSchema>;

/**
 * The result of {@link startGame}: the first state, what happened while setting up, and the
 * chance outcomes drawn at once (the start of the game record).
 *
 * @example
 * const r: StartResult = startGame({ game: 'mountain-river-duel', players: 2, seed: 1 });
 */
export type StartResult<S = AnyGameState> =
  | { readonly ok: true; readonly state: S; readonly events: GameEvent[]; readonly applied: Action[] }
  | { readonly ok: false; readonly error: RuleError };

/**
 * Creates a game without throwing: an unknown game, variant or option, a player count out of
 * range, or bad component data is refused with a message that lists the valid choices.
 *
 * @example
 * const r = startGame({ game: 'mountain-river-duel', players: 2, seed: 7 });
 * if (r.ok) console.log(r.state.ply);
 */
export function startGame(setup: unknown): StartResult {
  const parsed = SetupSchema.safeParse(setup);
  if (!parsed.success) return { ok: false, error: zodToRuleError('invalid-setup', 'The setup', parsed.error) };
  const input = parsed.data;
  const game = getGame(input.game);
  if (!game) {
    return fail(unknownGameMessage(input.game), ['game']);
  }
  const variantId = input.variant ?? 'standard';
  const variant = getVariant(game, variantId);
  if (!variant) {
    return fail(`Game '${game.id}' has no variant '${variantId}'. Variants: ${listVariants(game.id).join(', ')}.`, ['variant']);
  }
  const { minPlayers, maxPlayers } = game.facts;
  if (input.players < minPlayers || input.players > maxPlayers) {
    const range = describePlayerRange({ min: minPlayers, max: maxPlayers });
    return fail(`${game.facts.name} is played by ${range} players, not ${input.players}.`, ['players']);
  }
  const requested = { ...(variant.options ?? {}), ...(input.options ?? {}) };
  const known = Object.keys(game.optionDocs);
  const unknown = Object.keys(requested).find((key) => !known.includes(key));
  if (unknown !== undefined) {
    return fail(`Game '${game.id}' has no option '${unknown}'. Options: ${known.join(', ') || 'none'}.`, ['options', unknown]);
  }
  const options = game.optionsSchema.safeParse(requested);
  if (!options.success) return { ok: false, error: zodToRuleError('invalid-setup', 'The options', options.error, ['options']) };
  // A part of the game that loads separately and was not imported (Lost Valley's first edition).
  const notLoaded = optionsRefusal(game, options.data, 'invalid-setup', ['options']);
  if (notLoaded) return { ok: false, error: notLoaded };
  const allowed = playerRangeOf(game, options.data);
  if (input.players < allowed.min || input.players > allowed.max) {
    const range = describePlayerRange(allowed);
    return fail(`${game.facts.name} (variant '${variantId}', these options) is played by ${range} players, not ${input.players}.`, ['players'], allowed.rule);
  }
  const suppliedData = input.data ?? variant.data;
  let data: unknown;
  if (suppliedData === undefined) {
    data = game.defaultData(options.data);
  } else {
    const checked = game.dataSchema.safeParse(suppliedData);
    if (!checked.success) return { ok: false, error: zodToRuleError('invalid-setup', 'The component data', checked.error, ['data']) };
    data = checked.data;
  }
  // The reference data is checked by the tests once; supplied data is checked every time.
  const fault = suppliedData === undefined ? null : (game.validateData?.(data, options.data) ?? null);
  if (fault) return { ok: false, error: fault };
  // A named set is held by reference; the rules read it (prepared) through componentsOf.
  const named = referenceOf(game, data);
  if (game.prepareData) {
    const prepared = game.prepareData(data, options.data);
    if (!prepared.ok) return prepared;
    data = prepared.data;
  }
  const players = input.players;
  // The variant's rule hooks, if any, play from the first setup step on.
  const rules = effectiveGame(game.id, variantId) ?? game;
  const events: GameEvent[] = [];
  const applied: Action[] = [];
  try {
    const base: AnyGameState = {
      game: game.id,
      variant: variantId,
      players,
      options: options.data,
      data: named ?? data,
      chance: input.chance ?? 'auto',
      rng: seedRng(input.seed),
      ply: 0,
      g: rules.setup({ players, options: options.data, data }),
    };
    const state = resolveAutoChance(rules, base, events, applied);
    return { ok: true, state, events, applied };
  } catch (fault) {
    // The game's own setup is trusted (the tests check it); a variant's hooks are guarded.
    const error = variantFaultError(fault);
    if (error) return { ok: false, error };
    throw fault;
  }
}

function fail(message: string, path: string[], rule?: string): StartResult {
  return { ok: false, error: ruleError('invalid-setup', message, rule === undefined ? { path } : { path, rule }) };
}

/**
 * Creates a game: the throwing twin of {@link startGame} (it throws an {@link EngineError}).
 *
 * @example
 * const state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'demo' });
 */
export function createGame(setup: GameSetup): AnyGameState {
  const result = startGame(setup);
  if (!result.ok) throw new EngineError(result.error);
  return result.state;
}
