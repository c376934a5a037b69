import { ruleError, type RuleError } from '../core/errors.js';
import type { JsonValue } from '../core/json.js';
import type { PlayerId } from '../core/state.js';
import { zodToRuleError } from '../core/zod-issues.js';
import { clientFault, type ClientCheck } from './client-check.js';
import type { MatchTypes, UntypedMatch } from './match-types.js';
import { ServerMessageSchema, type MatchInfo, type SeatView, type UpdateMessage, type WelcomeMessage } from './protocol-schemas.js';
import { fullView } from './seat-views.js';
import { applyViewPatch } from './view-patch.js';

/**
 * A seat's view without the static part, with the game's part typed as the match's view type
 * says (`JsonValue` for an untyped client).
 *
 * @example
 * const seen: ClientSeatView<FaceMatchTypes<typeof goldfieldGullyFace>> = client.view;
 */
export type ClientSeatView<T extends MatchTypes = UntypedMatch> = Omit<SeatView, 'g'> & {
  readonly g: T['view'] extends { readonly g: infer G } ? G : JsonValue;
};

/**
 * What a client holds of a match, as plain data: the static part from its welcome, its seat, the
 * step it is at, its view there (without the static part), the events of the last message, its
 * legal actions and whether it may act. Rebuilt from the host's messages by {@link receiveMessage}.
 * A client that follows a game's face (`matchClient(goldfieldGullyFace)`) holds that game's
 * view, events and actions, checked with the game's schemas as they arrive.
 *
 * @example
 * const client: SeatClient = followMatch(welcome);
 * const r = matchClient(goldfieldGullyFace).follow(welcome);
 * if (r.ok) r.client.view.g.choice; // (number | 'secret' | null)[]
 */
export interface SeatClient<T extends MatchTypes = UntypedMatch> {
  readonly seat: PlayerId | null;
  readonly step: number;
  readonly match: MatchInfo;
  readonly view: ClientSeatView<T>;
  readonly events: readonly T['event'][];
  readonly legalActions: readonly T['action'][];
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
export type ReceiveResult<T extends MatchTypes = UntypedMatch> =
  | { readonly ok: true; readonly client: SeatClient<T>; readonly applied: readonly UpdateMessage[]; readonly refusal: RuleError | null }
  | { readonly ok: false; readonly error: RuleError };

function followed<T extends MatchTypes>(welcome: WelcomeMessage): SeatClient<T> {
  // The welcome's parts are the match's types: checked with the face first by a typed client.
  return {
    seat: welcome.seat,
    step: welcome.step,
    match: welcome.match,
    view: welcome.view,
    events: welcome.events,
    legalActions: welcome.legalActions,
    active: welcome.active,
  } as unknown as SeatClient<T>;
}

/**
 * A client at the step of its welcome. A client typed over a game's face starts with
 * `matchClient(face).follow(welcome)`.
 *
 * @example
 * let client = followMatch(welcome);
 */
export function followMatch(welcome: WelcomeMessage): SeatClient {
  return followed(welcome);
}

/**
 * A typed client at the step of its welcome, or why the welcome does not fit the face's game
 * (see `matchClient`).
 *
 * @example
 * const r = followChecked(goldfieldGullyFace, welcome);
 * @internal
 */
export function followChecked(face: ClientCheck, welcome: WelcomeMessage): ReceiveResult<MatchTypes> {
  const fault = clientFault(face, welcome.match, welcome.view, welcome.events, welcome.legalActions);
  if (fault) return { ok: false, error: fault };
  return { ok: true, client: followed(welcome), applied: [], refusal: null };
}

/**
 * The engine's whole view for the client's step (the static part put back): draw the screen from
 * it. A typed client's is its game's view type.
 *
 * @example
 * draw(clientView(client));
 */
export function clientView<T extends MatchTypes = UntypedMatch>(client: SeatClient<T>): T['view'] {
  return fullView(client.match, client.seat, client.view as SeatView);
}

function missed(client: SeatClient<MatchTypes>, step: number): RuleError {
  return ruleError('match/missed-updates', `This update is for step ${step}, but the client is at step ${client.step}: ask for the updates since step ${client.step}.`, {
    details: { at: client.step, got: step },
  });
}

function applyUpdate<T extends MatchTypes>(client: SeatClient<T>, update: UpdateMessage, face: ClientCheck | undefined): { ok: true; client: SeatClient<T> } | { ok: false; error: RuleError } {
  if (update.seat !== client.seat) {
    return { ok: false, error: ruleError('match/invalid-message', `This update is for seat ${String(update.seat)}, not for seat ${String(client.seat)}.`) };
  }
  if (update.step !== client.step + 1) return { ok: false, error: missed(client, update.step) };
  const patched = applyViewPatch(client.view as unknown as JsonValue, update.patch);
  if (!patched.ok) return patched;
  const view = patched.value as unknown as SeatView;
  if (face) {
    const fault = clientFault(face, client.match, view, update.events, update.legalActions);
    if (fault) return { ok: false, error: fault };
  }
  // Checked by the client's face just above when it has one; the wire's types otherwise.
  const next = { ...client, step: update.step, view, events: update.events, legalActions: update.legalActions, active: update.active } as unknown as SeatClient<T>;
  return { ok: true, client: next };
}

/**
 * Applies one message from the host to a client (`null` before its welcome), checked with the
 * protocol's schemas first: a welcome starts over, an update moves the client one step on, a
 * history brings it to the present (updates it already has are skipped), a refusal is handed
 * back. Never throws and never changes its inputs. `matchClient(face).receive` is the same, typed
 * over a game and checked with its schemas.
 *
 * @example
 * const r = receiveMessage(client, JSON.parse(event.data));
 * if (r.ok) { client = r.client; draw(clientView(client)); } else if (r.error.code === 'match/missed-updates') send({ type: 'since', step: client.step });
 */
export function receiveMessage(client: SeatClient | null, message: unknown): ReceiveResult {
  // An untyped client holds the wire's types, which every client's parts are.
  return receiveWith(undefined, client, message) as ReceiveResult;
}

/**
 * `receiveMessage` with a face's check (`matchClient`), or without one.
 *
 * @example
 * receiveWith(goldfieldGullyFace, client, message);
 * @internal
 */
export function receiveWith(face: ClientCheck | undefined, client: SeatClient<MatchTypes> | null, message: unknown): ReceiveResult<MatchTypes> {
  const parsed = ServerMessageSchema.safeParse(message);
  if (!parsed.success) return { ok: false, error: zodToRuleError('match/invalid-message', 'The message', parsed.error) };
  const received = parsed.data;
  if (received.type === 'welcome') return face ? followChecked(face, received) : { ok: true, client: followed(received), applied: [], refusal: null };
  if (client === null) return { ok: false, error: ruleError('match/not-welcomed', 'The client has had no welcome yet; updates patch the view a welcome gives.') };
  if (received.type === 'refusal') return { ok: true, client, applied: [], refusal: received.error };
  const updates = received.type === 'update' ? [received] : received.updates;
  let next = client;
  const applied: UpdateMessage[] = [];
  for (const update of updates) {
    if (update.step <= next.step) continue;
    const result = applyUpdate(next, update, face);
    if (!result.ok) return result;
    next = result.client;
    applied.push(update);
  }
  return { ok: true, client: next, applied, refusal: null };
}
