import * as z from 'zod/mini';
import type { Action } from './actions.js';
import { applyAction } from './apply.js';
import { SetupSchema, startGame, type StartResult } from './create.js';
import { EngineError, ruleError } from './errors.js';
import { nextRandom } from './rng.js';
import { requireDefinition, resolveAutoChance, type AnyGameState } from './runtime.js';
import { variantFaultError } from './variant-fault.js';
import { zodToRuleError } from './zod-issues.js';

/**
 * Schema of a game record: its setup and every action in order, chance outcomes included.
 *
 * @example
 * GameRecordSchema.safeParse(JSON.parse(text)).success;
 */
export const GameRecordSchema = z.strictObject({
  setup: SetupSchema,
  actions: z.array(z.looseObject({ type: z.string() })),
});

/**
 * A game record: the setup and the actions applied, chance outcomes included, so `replay` needs
 * no generator. A record of an auto-chance game may leave its chance outcomes out: replay then
 * draws them from the seed, exactly as the game did.
 *
 * @example
 * const record: GameRecord = { setup: { game: 'mountain-river-duel', players: 2, seed: 1 }, actions: [] };
 */
export type GameRecord = Omit<z.infer<typeof GameRecordSchema>, 'actions'> & { actions: Action[] };

/**
 * Replays a record without throwing; a bad record is refused with the index of the first action
 * that does not apply (in `details.index`).
 *
 * @example
 * const r = replayRecord(JSON.parse(text));
 */
export function replayRecord(record: unknown): StartResult {
  try {
    return replayChecked(record);
  } catch (fault) {
    // The auto-drawn chance between actions runs outside applyAction's guard: name a variant's fault.
    const error = variantFaultError(fault);
    if (error) return { ok: false, error };
    throw fault;
  }
}

function replayChecked(record: unknown): StartResult {
  const parsed = GameRecordSchema.safeParse(record);
  if (!parsed.success) return { ok: false, error: zodToRuleError('invalid-record', 'The record', parsed.error) };
  const mode = parsed.data.setup.chance ?? 'auto';
  const start = startGame({ ...parsed.data.setup, chance: 'external' });
  if (!start.ok) return start;
  const game = requireDefinition(start.state);
  let state: AnyGameState = start.state;
  const events = [...start.events];
  const applied: Action[] = [];
  for (const [index, action] of parsed.data.actions.entries()) {
    if (mode === 'auto' && action.type !== 'chance') {
      // A record may leave auto-drawn outcomes out: draw them from the seed as the game did.
      state = { ...resolveAutoChance(game, { ...state, chance: 'auto' }, events, applied), chance: 'external' };
    }
    const result = applyAction(state, action);
    if (!result.ok) {
      const message = `Action ${index} of the record does not apply: ${result.error.message}`;
      return { ok: false, error: ruleError('invalid-record', message, { details: { index, error: result.error.code } }) };
    }
    // Keep the generator where the original auto game had it: one draw per chance node.
    state = mode === 'auto' && action.type === 'chance' ? { ...result.state, rng: nextRandom(result.state.rng).rng } : result.state;
    for (const event of result.events) events.push(event);
    for (const done of result.applied) applied.push(done);
  }
  state = resolveAutoChance(game, { ...state, chance: mode }, events, applied);
  return { ok: true, state, events, applied };
}

/**
 * Replays a record to its last state: the throwing twin of {@link replayRecord}.
 *
 * @example
 * const state = replay({ setup, actions });
 */
export function replay(record: GameRecord): AnyGameState {
  const result = replayRecord(record);
  if (!result.ok) throw new EngineError(result.error);
  return result.state;
}
