import type { AnyGameDefinition } from './definition.js';
import { EngineError, ruleError, type RuleError } from './errors.js';
import { ComponentSetRefSchema } from './component-ref-schema.js';
import { isComponentSetRef } from './component-ref.js';
import { componentSetFault, componentsOf, namedReference, referenceOf } from './components.js';
import { jsonEqual, type JsonValue } from './json.js';
import { optionsRefusal } from './options-refusal.js';
import { playerRangeOf } from './player-range.js';
import { effectiveGame, getGame, getVariant, registrationAdvice } from './registry.js';
import { type AnyGameState } from './runtime.js';
import { GameStateEnvelopeSchema } from './state.js';
import { variantFaultRefusal, VariantRuleFault } from './variant-fault.js';
import { zodToRuleError } from './zod-issues.js';

/**
 * The format tag of a saved game.
 *
 * @example
 * JSON.parse(saveGame(state)).format === SAVE_FORMAT; // true
 */
export const SAVE_FORMAT = 'lost-valley-engine/save';
/**
 * The version of the save format this build writes and reads.
 *
 * @example
 * JSON.parse(saveGame(state)).version === SAVE_VERSION; // true
 */
export const SAVE_VERSION = 2;

// Version 1 carried every state's component data whole; this build reads it still.
const READABLE_VERSIONS: readonly unknown[] = [1, SAVE_VERSION];

/**
 * Saves a state as JSON text, tagged with the format and its version.
 *
 * @example
 * localStorage.setItem('game', saveGame(state));
 */
export function saveGame(state: AnyGameState): string {
  return JSON.stringify({ format: SAVE_FORMAT, version: SAVE_VERSION, state });
}

/**
 * What {@link loadGameResult} returns: the loaded state, or why the document was refused.
 *
 * @example
 * const r: LoadResult = loadGameResult(text);
 */
export type LoadResult = { readonly ok: true; readonly state: AnyGameState } | { readonly ok: false; readonly error: RuleError };

/**
 * Loads a saved game without throwing. A corrupted or foreign document (bad JSON, another format
 * or version, an unknown game or variant, options, data or game state that fail their schemas)
 * is refused as a whole: never a half-loaded state.
 *
 * @example
 * const r = loadGameResult(text);
 * if (r.ok) state = r.state;
 */
export function loadGameResult(text: string): LoadResult {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return refuse('The save is not JSON text.');
  }
  if (typeof document !== 'object' || document === null || (document as { format?: unknown }).format !== SAVE_FORMAT) {
    return refuse(`The document is not a saved game (format '${SAVE_FORMAT}').`);
  }
  const { version, state } = document as { version?: unknown; state?: unknown };
  if (!READABLE_VERSIONS.includes(version)) return refuse(`Save version ${String(version)} is not supported; this build reads versions 1 and ${SAVE_VERSION}.`);
  const envelope = GameStateEnvelopeSchema.safeParse(state);
  if (!envelope.success) return { ok: false, error: zodToRuleError('invalid-save', 'The saved state', envelope.error, ['state']) };
  const game = getGame(envelope.data.game);
  if (!game) return refuse(`The save is of an unknown game '${envelope.data.game}'. ${registrationAdvice(envelope.data.game)}`);
  // A variant may change the rules: never load its save under the base rules (register it first).
  if (!getVariant(game, envelope.data.variant)) {
    return refuse(`Game '${game.id}' has no variant '${envelope.data.variant}' registered; register it (registerVariant) before loading its saves.`);
  }
  const { players } = envelope.data;
  if (players < game.facts.minPlayers || players > game.facts.maxPlayers) return refuse(`${players} players is out of range.`);
  const options = game.optionsSchema.safeParse(envelope.data.options);
  if (!options.success) return { ok: false, error: zodToRuleError('invalid-save', 'The saved options', options.error, ['state', 'options']) };
  const notLoaded = optionsRefusal(game, options.data, 'invalid-save', ['state', 'options']);
  if (notLoaded) return { ok: false, error: notLoaded };
  const allowed = playerRangeOf(game, options.data);
  if (players < allowed.min || players > allowed.max) return refuse(`${players} players is out of range for these options.`);
  const data = loadedData(game, envelope.data.data, options.data);
  if (!data.ok) return data;
  const g = game.stateSchema.safeParse(envelope.data.g);
  if (!g.success) return { ok: false, error: zodToRuleError('invalid-save', 'The saved game state', g.error, ['state', 'g']) };
  const stateFault = game.validateState?.(g.data, data.components, players, options.data) ?? null;
  if (stateFault && stateFault.code !== 'invalid-save') {
    // Not a fault of the save but the game's refusal to judge it (its checks were not imported,
    // Lost Valley's save checks): its words as they are, its own code in details.refusal.
    const details: Record<string, JsonValue> = { refusal: stateFault.code };
    if (typeof stateFault.details === 'object' && stateFault.details !== null && !Array.isArray(stateFault.details)) Object.assign(details, stateFault.details);
    return { ok: false, error: ruleError('invalid-save', stateFault.message, { ...(stateFault.rule === undefined ? {} : { rule: stateFault.rule }), details }) };
  }
  if (stateFault) {
    // The game names the path inside its own part; the save's reader sees it under state.g.
    const path = stateFault.path === undefined ? undefined : ['state', 'g', ...stateFault.path];
    return {
      ok: false,
      error: ruleError('invalid-save', `The saved game state is inconsistent: ${stateFault.message}`, {
        ...(stateFault.rule === undefined ? {} : { rule: stateFault.rule }),
        ...(path === undefined ? {} : { path }),
        // The game's own details (the `invariant` broken, in every built-in game) reach the caller.
        ...(stateFault.details === undefined ? {} : { details: stateFault.details }),
      }),
    };
  }
  const loaded: AnyGameState = { ...envelope.data, options: options.data, data: data.held, g: g.data };
  // The last line of defence: a game's own checks may miss a combination on which a rule fails.
  // Such a save is refused here rather than left to throw from a query later.
  const failure = failingQuery(effectiveGame(game.id, loaded.variant) ?? game, loaded);
  if (failure instanceof VariantRuleFault) return { ok: false, error: variantFaultRefusal(failure) };
  if (failure) return refuse(`The saved game state is inconsistent: a rule failed on it (${failure}).`);
  return { ok: true, state: loaded };
}

/**
 * Loads a saved game: the throwing twin of {@link loadGameResult}.
 *
 * @example
 * const state = loadGame(saveGame(state));
 */
export function loadGame(text: string): AnyGameState {
  const result = loadGameResult(text);
  if (!result.ok) throw new EngineError(result.error);
  return result.state;
}

type LoadedData = { readonly ok: true; readonly held: unknown; readonly components: unknown } | { readonly ok: false; readonly error: RuleError };

/**
 * The saved `data` as the loaded state holds it (`held`: the shared reference of a named set, or
 * the checked custom data) and as the rules read it (`components`). A reference must name a set
 * of this build with the same content hash; data saved whole that equals the reference set (a
 * save of version 1) is held by reference from now on.
 */
function loadedData(game: AnyGameDefinition, saved: unknown, options: unknown): LoadedData {
  if (isComponentSetRef(saved) || namesASet(saved)) {
    const ref = ComponentSetRefSchema.safeParse(saved);
    if (!ref.success) return { ok: false, error: zodToRuleError('invalid-save', 'The saved component set reference', ref.error, ['state', 'data']) };
    const fault = componentSetFault(game, ref.data);
    if (fault) return { ok: false, error: ruleError('invalid-save', `The saved component data is refused: ${fault}.`, { path: ['state', 'data'] }) };
    const set = game.componentSets![ref.data.set];
    // A named set is valid by construction, but it must suit these options (an edition's set).
    const setFault = set === game.defaultData(options) ? null : (game.validateData?.(set, options) ?? null);
    if (setFault) return refuse(`The saved component data is invalid: ${setFault.message}`);
    const held = namedReference(game, ref.data.set);
    try {
      return { ok: true, held, components: componentsOf({ game: game.id, options, data: held }) };
    } catch (fault) {
      if (fault instanceof EngineError) return { ok: false, error: ruleError('invalid-save', fault.error.message, { path: ['state', 'data'] }) };
      throw fault;
    }
  }
  const reference = game.defaultData(options);
  if (jsonEqual(reference, saved)) {
    const named = referenceOf(game, reference);
    if (named) return { ok: true, held: named, components: componentsOf({ game: game.id, options, data: named }) };
    return { ok: true, held: reference, components: reference };
  }
  const data = game.dataSchema.safeParse(saved);
  if (!data.success) return { ok: false, error: zodToRuleError('invalid-save', 'The saved component data', data.error, ['state', 'data']) };
  const dataFault = game.validateData?.(data.data, options) ?? null;
  if (dataFault) return refuse(`The saved component data is invalid: ${dataFault.message}`);
  return { ok: true, held: data.data, components: data.data };
}

// Saved data of exactly the two keys of a reference, which `isComponentSetRef` did not accept (an
// empty set id, a hash that is not 16 hex digits): refused as a reference, with the schema's words,
// rather than read as custom data.
function namesASet(saved: unknown): boolean {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return false;
  const keys = Object.keys(saved);
  return keys.length === 2 && keys.includes('set') && keys.includes('hash');
}

function refuse(message: string): LoadResult & { ok: false } {
  return { ok: false, error: ruleError('invalid-save', message) };
}

/**
 * Runs every read-only query on a loaded state; the message of the first that throws (a variant's
 * hook's fault itself, to be named as such), or null.
 */
function failingQuery(game: AnyGameDefinition, state: AnyGameState): string | VariantRuleFault | null {
  try {
    game.isTerminal(state);
    game.outcome(state);
    game.chanceOutcomes(state);
    game.activePlayers(state);
    game.view(state, null);
    for (let seat = 0; seat < state.players; seat++) {
      game.legalActions(state, seat);
      game.view(state, seat);
    }
    return null;
  } catch (fault) {
    if (fault instanceof VariantRuleFault) return fault;
    return fault instanceof Error ? fault.message : String(fault);
  }
}
