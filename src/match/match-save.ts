import * as z from 'zod';
import type { Action } from '../core/actions.js';
import { SetupSchema } from '../core/create.js';
import { ruleError, type RuleError } from '../core/errors.js';
import type { GameRecord } from '../core/replay.js';
import { zodToRuleError } from '../core/zod-issues.js';
import type { Match, MatchResult } from './match-types.js';
import { matchOk } from './seat-update.js';
import { startMatch } from './start-match.js';
import { submitAction } from './submit-action.js';

/**
 * The format tag of a saved match.
 *
 * @example
 * JSON.parse(saveMatch(match)).format === MATCH_FORMAT; // true
 */
export const MATCH_FORMAT = 'lost-valley-engine/match';

const ActionSchema = z.looseObject({ type: z.string() });

/**
 * Schema of a saved match: the setup, the actions submitted (one per step) and the undone ones
 * (the redo stack, the next to redo last).
 *
 * @example
 * SavedMatchSchema.safeParse(JSON.parse(text)).success;
 */
export const SavedMatchSchema = z.strictObject({
  format: z.literal(MATCH_FORMAT),
  version: z.literal(1),
  setup: SetupSchema,
  actions: z.array(ActionSchema),
  undone: z.array(ActionSchema),
});

/**
 * Saves a match as JSON text: its setup and the submitted actions, so loading rebuilds every step
 * (undo and redo included) without storing a single state.
 *
 * @example
 * localStorage.setItem('match', saveMatch(match));
 */
export function saveMatch(match: Match): string {
  return JSON.stringify({
    format: MATCH_FORMAT,
    version: 1,
    setup: match.setup,
    actions: match.steps.map((step) => step.action),
    undone: match.undone.map((step) => step.action),
  });
}

function badSave(index: number, list: string, error: RuleError): { ok: false; error: RuleError } {
  return {
    ok: false,
    error: ruleError('invalid-save', `Step ${index} of the saved match's ${list} does not apply: ${error.message}`, {
      details: { index, list, error: error.code },
    }),
  };
}

/**
 * Loads a saved match without throwing, replaying every step; a foreign or corrupted document is
 * refused as a whole with `invalid-save` (the index of the first step that does not apply in
 * `details`).
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
  for (const [index, action] of parsed.data.actions.entries()) {
    const result = submitAction(match, action);
    if (!result.ok) return badSave(index, 'actions', result.error);
    match = result.match;
  }
  // The redo stack is the path forward from here, the next step to redo being the last saved.
  let ahead = match;
  for (const [index, action] of [...parsed.data.undone].reverse().entries()) {
    const result = submitAction(ahead, action);
    if (!result.ok) return badSave(index, 'undone', result.error);
    ahead = result.match;
  }
  const undone = ahead.steps.slice(match.steps.length).reverse();
  return matchOk({ ...match, undone }, 'load');
}

/**
 * The match as a game record (setup and every action applied, chance outcomes included) for
 * `replay`, a replay viewer or the command line's `replay`.
 *
 * @example
 * const state = replay(matchRecord(match));
 */
export function matchRecord(match: Match): GameRecord {
  const actions: Action[] = [];
  for (const step of match.steps) for (const action of step.applied) actions.push(action);
  return { setup: match.setup, actions };
}
