import { ruleError, type RuleError } from '../core/errors.js';
import type { PlayerId } from '../core/state.js';
import { zodToRuleError } from '../core/zod-issues.js';
import type { Match, MatchOk, MatchResult, MatchTypes, UntypedMatch } from './match-types.js';
import { ClientMessageSchema, type ServerMessage } from './protocol-schemas.js';
import { welcomeMessage } from './seat-update.js';
import { submitAction } from './submit-action.js';
import { redoMatch, undoMatch } from './undo-redo.js';
import { updatesSince } from './updates-since.js';

/**
 * What the host does with one message from a seat's connection: the match after it, what to send
 * back to that connection only (`reply`: a welcome, a history or a refusal), and, when the
 * message changed the match, the change to send every seat (`broadcast.messages[seat]`, and
 * `broadcast.spectatorMessage` to spectators).
 *
 * @example
 * const { match: next, reply, broadcast } = hostMessage(match, seat, JSON.parse(text));
 */
export interface HostReply<T extends MatchTypes = UntypedMatch> {
  readonly match: Match<T>;
  readonly reply: readonly ServerMessage[];
  readonly broadcast: MatchOk<T> | null;
}

function refused<T extends MatchTypes>(match: Match<T>, error: RuleError): HostReply<T> {
  return { match, reply: [{ type: 'refusal', step: match.step, error }], broadcast: null };
}

function changed<T extends MatchTypes>(match: Match<T>, result: MatchResult<T>): HostReply<T> {
  return result.ok ? { match: result.match, reply: [], broadcast: result } : refused(match, result.error);
}

/**
 * The authoritative host's side of the protocol for one message from one connection: `seat` is
 * the seat that connection holds (the host knows it from its own seat tokens, never from the
 * message), `null` for a spectator, who may only `join` and ask `since`. A message the protocol's
 * schema refuses is `match/invalid-message`; every refusal leaves the match unchanged and goes
 * back to the sender alone. Never throws.
 *
 * @example
 * socket.on('message', (text) => {
 *   const r = hostMessage(match, seat, JSON.parse(String(text)));
 *   match = r.match;
 *   r.reply.forEach((m) => socket.send(JSON.stringify(m)));
 *   r.broadcast?.messages.forEach((m, s) => sockets[s]?.send(JSON.stringify(m)));
 * });
 */
export function hostMessage<T extends MatchTypes = UntypedMatch>(match: Match<T>, seat: PlayerId | null, message: unknown): HostReply<T> {
  const parsed = ClientMessageSchema.safeParse(message);
  if (!parsed.success) return refused(match, zodToRuleError('match/invalid-message', 'The message', parsed.error));
  const request = parsed.data;
  if (request.type === 'join') return { match, reply: [welcomeMessage(match, seat)], broadcast: null };
  if (request.type === 'since') {
    const history = updatesSince(match, seat, request.step);
    return history.ok ? { match, reply: [history.history], broadcast: null } : refused(match, history.error);
  }
  if (seat === null) return refused(match, ruleError('match/wrong-seat', 'A spectator may not act, undo or redo.', { details: { seat: null } }));
  const when = request.step === undefined ? { seat } : { seat, step: request.step };
  if (request.type === 'submit') return changed(match, submitAction(match, request.action, when));
  return changed(match, request.type === 'undo' ? undoMatch(match, when) : redoMatch(match, when));
}
