import * as z from 'zod';
import type { Action } from '../core/actions.js';
import { SetupSchema } from '../core/create.js';
import { ruleError, type RuleError } from '../core/errors.js';
import type { GameRecord } from '../core/replay.js';
import { zodToRuleError } from '../core/zod-issues.js';
import type { Match, MatchResult, MatchTypes } from './match-types.js';
import { matchOk } from './seat-update.js';
import { startMatch } from './start-match.js';
import { afterSubmit } from './submit-action.js';
import { afterRedo, afterUndo } from './undo-redo.js';

/**
 * The format tag of a saved match.
 *
 * @example
 * JSON.parse(saveMatch(match)).format === MATCH_FORMAT; // true
 */
export const MATCH_FORMAT = 'lost-valley-engine/match';

const ActionSchema = z.looseObject({ type: z.string() });

/**
 * Schema of a saved match. Version 2 (written by {@link saveMatch}) keeps the setup and every
 * change in order (an action, `'undo'` or `'redo'`), so a loaded match has the same step numbers
 * and history as the saved one and a client that reconnects after a restart can be sent what it
 * missed. Version 1 (still read) kept the actions played and the redo stack.
 *
 * @example
 * SavedMatchSchema.safeParse(JSON.parse(text)).success;
 */
export const SavedMatchSchema = z.discriminatedUnion('version', [
  z.strictObject({
    format: z.literal(MATCH_FORMAT),
    version: z.literal(2),
    setup: SetupSchema,
    changes: z.array(z.union([z.literal('undo'), z.literal('redo'), ActionSchema])),
  }),
  z.strictObject({
    format: z.literal(MATCH_FORMAT),
    version: z.literal(1),
    setup: SetupSchema,
    actions: z.array(ActionSchema),
    undone: z.array(ActionSchema),
  }),
]);

/**
 * A saved match, either version (see {@link SavedMatchSchema}).
 *
 * @example
 * const saved: SavedMatch = SavedMatchSchema.parse(JSON.parse(text));
 */
export type SavedMatch = z.infer<typeof SavedMatchSchema>;

/**
 * Saves a match as JSON text: its setup and every change (actions, undos and redos), so that
 * loading rebuilds every step, the redo stack and the step numbers without storing a state.
 *
 * @example
 * localStorage.setItem('match', saveMatch(match));
 */
export function saveMatch(match: Match<MatchTypes>): string {
  return JSON.stringify({
    format: MATCH_FORMAT,
    version: 2,
    setup: match.setup,
    changes: match.history.map((entry) => (entry.change === 'action' ? entry.action : entry.change)),
  });
}

type Change = z.infer<typeof ActionSchema> | 'undo' | 'redo';

/** A version 1 save as changes: the actions, the redo stack played forward, then undone again. */
function changesOf(saved: SavedMatch): Change[] {
  if (saved.version === 2) return saved.changes;
  const forward = [...saved.undone].reverse();
  return [...saved.actions, ...forward, ...forward.map((): Change => 'undo')];
}

function badSave(index: number, change: Change, error: RuleError): { ok: false; error: RuleError } {
  const what = typeof change === 'string' ? `an ${change}` : `an action (${change.type})`;
  return {
    ok: false,
    error: ruleError('invalid-save', `Change ${index} of the saved match, ${what}, cannot be made: ${error.message}`, {
      details: { index, change: typeof change === 'string' ? change : 'action', error: error.code },
    }),
  };
}

/**
 * Loads a saved match (either version) without throwing, replaying every change; a foreign or
 * corrupted document is refused as a whole with `invalid-save` (the index of the first change
 * that cannot be made in `details`). Every seat is sent a welcome (`messages`).
 *
 * @example
 * const r = loadMatch(text);
 * if (r.ok) match = r.match;
 */
export function loadMatch(text: string): MatchResult {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { ok: false, error: ruleError('invalid-save', 'The saved match is not JSON.') };
  }
  const parsed = SavedMatchSchema.safeParse(document);
  if (!parsed.success) return { ok: false, error: zodToRuleError('invalid-save', 'The saved match', parsed.error) };
  const started = startMatch(parsed.data.setup);
  if (!started.ok) return started;
  let match = started.match;
  for (const [index, change] of changesOf(parsed.data).entries()) {
    const next = change === 'undo' ? afterUndo(match, {}) : change === 'redo' ? afterRedo(match, {}) : afterSubmit(match, change, {});
    if (!next.ok) return badSave(index, change, next.error);
    match = next.match;
  }
  return matchOk(match, 'load');
}

/**
 * The match as a game record (setup and every action applied, chance outcomes included) for
 * `replay`, a replay viewer or the command line's `replay`.
 *
 * @example
 * const state = replay(matchRecord(match));
 */
export function matchRecord(match: Match<MatchTypes>): GameRecord {
  const actions: Action[] = [];
  for (const step of match.steps) for (const action of step.applied) actions.push(action);
  return { setup: match.setup, actions };
}
