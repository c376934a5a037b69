import * as z from 'zod/mini';
import type { PlayerAction } from '../core/actions.js';
import { ruleError, type RuleError } from '../core/errors.js';
import { zodToRuleError } from '../core/zod-issues.js';
import type { MatchInfo, SeatView } from './protocol-schemas.js';

/**
 * What a typed client checks a host's message with: the game's id, and the schemas of its view's
 * part, its events and its actions. A game's face is one (`lostValleyFace`): its view and event
 * schemas, when it was built with them, and its definition's action schema.
 *
 * @example
 * const check: ClientCheck = goldfieldGullyFace;
 */
export interface ClientCheck {
  readonly id: string;
  readonly viewSchema: z.core.$ZodType | undefined;
  readonly eventSchema: z.core.$ZodType | undefined;
  readonly definition: { readonly actionSchema: z.core.$ZodType };
}

/**
 * Why what a host sent does not fit the game a typed client follows, or `null` when it fits: a
 * welcome of another game (`match/wrong-game`); a view, an event or a legal action that its
 * schema refuses (`match/invalid-message`, with the path of the first issue).
 *
 * @example
 * clientFault(goldfieldGullyFace, welcome.match, welcome.view, welcome.events, welcome.legalActions); // null
 * @internal
 */
export function clientFault(
  check: ClientCheck,
  match: MatchInfo,
  view: SeatView,
  events: readonly unknown[],
  legalActions: readonly PlayerAction[],
): RuleError | null {
  if (match.game !== check.id) {
    return ruleError('match/wrong-game', `This match plays '${match.game}', but the client follows '${check.id}'.`, { details: { game: match.game, expected: check.id } });
  }
  const parts: [string, z.core.$ZodType | undefined, readonly unknown[]][] = [
    ['The view', check.viewSchema, [view.g]],
    ['An event', check.eventSchema, events],
    ['A legal action', check.definition.actionSchema, legalActions],
  ];
  for (const [what, schema, values] of parts) {
    if (!schema) continue;
    for (const value of values) {
      const parsed = z.safeParse(schema, value);
      if (!parsed.success) return zodToRuleError('match/invalid-message', `${what} of '${check.id}'`, parsed.error);
    }
  }
  return null;
}
