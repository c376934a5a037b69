import type { GameEvent, PlayerAction } from '../core/actions.js';
import { ruleError, type RuleError } from '../core/errors.js';
import type { JsonValue } from '../core/json.js';
import type { PlayerId } from '../core/state.js';
import type { PlayerView } from '../core/view.js';
import { zodToRuleError } from '../core/zod-issues.js';
import { ServerMessageSchema, type MatchInfo, type SeatView, type UpdateMessage, type WelcomeMessage } from './protocol-schemas.js';
import { fullView } from './seat-views.js';
import { applyViewPatch } from './view-patch.js';

/**
 * What a client holds of a match, as plain data: the static part from its welcome, its seat, the
 * step it is at, its view there (without the static part), the events of the last message, its
 * legal actions and whether it may act. Rebuilt from the host's messages by {@link receiveMessage}.
 *
 * @example
 * const client: SeatClient = followMatch(welcome);
 */
export interface SeatClient {
  readonly seat: PlayerId | null;
  readonly step: number;
  readonly match: MatchInfo;
  readonly view: SeatView;
  readonly events: readonly GameEvent[];
  readonly legalActions: readonly PlayerAction[];
  readonly active: boolean;
}

/**
 * What {@link receiveMessage} returns: the client after the message, the updates it applied
 * (several for a history, none for a refusal or an update it already had), and the refusal a
 * refusal message carried; or why the message cannot be applied (the client is unchanged):
 * `match/invalid-message`, `match/not-welcomed`, `match/bad-patch`, or `match/missed-updates`
 * (ask the host for `since` the client's step).
 *
 * @example
 * const r: ReceiveResult = receiveMessage(client, JSON.parse(text));
 */
export type ReceiveResult =
  | { readonly ok: true; readonly client: SeatClient; readonly applied: readonly UpdateMessage[]; readonly refusal: RuleError | null }
  | { readonly ok: false; readonly error: RuleError };

/**
 * A client at the step of its welcome.
 *
 * @example
 * let client = followMatch(welcome);
 */
export function followMatch(welcome: WelcomeMessage): SeatClient {
  return {
    seat: welcome.seat,
    step: welcome.step,
    match: welcome.match,
    view: welcome.view,
    events: welcome.events,
    legalActions: welcome.legalActions,
    active: welcome.active,
  };
}

/**
 * The engine's whole `PlayerView` for the client's step: draw the screen from it.
 *
 * @example
 * draw(clientView(client));
 */
export function clientView(client: SeatClient): PlayerView {
  return fullView(client.match, client.seat, client.view);
}

function missed(client: SeatClient, step: number): RuleError {
  return ruleError('match/missed-updates', `This update is for step ${step}, but the client is at step ${client.step}: ask for the updates since step ${client.step}.`, {
    details: { at: client.step, got: step },
  });
}

function applyUpdate(client: SeatClient, update: UpdateMessage): { ok: true; client: SeatClient } | { ok: false; error: RuleError } {
  if (update.seat !== client.seat) {
    return { ok: false, error: ruleError('match/invalid-message', `This update is for seat ${String(update.seat)}, not for seat ${String(client.seat)}.`) };
  }
  if (update.step !== client.step + 1) return { ok: false, error: missed(client, update.step) };
  const patched = applyViewPatch(client.view as unknown as JsonValue, update.patch);
  if (!patched.ok) return patched;
  return {
    ok: true,
    client: { ...client, step: update.step, view: patched.value as unknown as SeatView, events: update.events, legalActions: update.legalActions, active: update.active },
  };
}

/**
 * Applies one message from the host to a client (`null` before its welcome), checked with the
 * protocol's schemas first: a welcome starts over, an update moves the client one step on, a
 * history brings it to the present (updates it already has are skipped), a refusal is handed
 * back. Never throws and never changes its inputs.
 *
 * @example
 * const r = receiveMessage(client, JSON.parse(event.data));
 * if (r.ok) { client = r.client; draw(clientView(client)); } else if (r.error.code === 'match/missed-updates') send({ type: 'since', step: client.step });
 */
export function receiveMessage(client: SeatClient | null, message: unknown): ReceiveResult {
  const parsed = ServerMessageSchema.safeParse(message);
  if (!parsed.success) return { ok: false, error: zodToRuleError('match/invalid-message', 'The message', parsed.error) };
  const received = parsed.data;
  if (received.type === 'welcome') return { ok: true, client: followMatch(received), applied: [], refusal: null };
  if (client === null) return { ok: false, error: ruleError('match/not-welcomed', 'The client has had no welcome yet; updates patch the view a welcome gives.') };
  if (received.type === 'refusal') return { ok: true, client, applied: [], refusal: received.error };
  const updates = received.type === 'update' ? [received] : received.updates;
  let next = client;
  const applied: UpdateMessage[] = [];
  for (const update of updates) {
    if (update.step <= next.step) continue;
    const result = applyUpdate(next, update);
    if (!result.ok) return result;
    next = result.client;
    applied.push(update);
  }
  return { ok: true, client: next, applied, refusal: null };
}
