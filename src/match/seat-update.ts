import type { GameEvent } from '../core/actions.js';
import type { JsonValue } from '../core/json.js';
import type { PlayerId } from '../core/state.js';
import { teams } from '../core/teams.js';
import { eventsFor } from '../core/view.js';
import { currentState, stateAtStep } from './match-state.js';
import type { Match, MatchChange, MatchOk, MatchTypes, SeatMessage, SeatUpdate, UntypedMatch } from './match-types.js';
import { MATCH_PROTOCOL, type UpdateMessage, type WelcomeMessage } from './protocol-schemas.js';
import { matchInfo, shownTo } from './seat-views.js';
import { diffView } from './view-patch.js';

/**
 * What one seat (or a spectator, `null`) should be sent now, whole: its view, the events of the
 * change that it may see (`eventsFor`), and its legal actions. Over a network, send the
 * protocol's messages instead ({@link welcomeMessage}, `MatchOk.messages`).
 *
 * @example
 * const update = seatUpdate(match, 2); // a screen in the same process
 */
export function seatUpdate<T extends MatchTypes = UntypedMatch>(match: Match<T>, seat: PlayerId | null, change: MatchChange = 'load', events: readonly GameEvent[] = []): SeatUpdate<T> {
  const state = currentState(match);
  const shown = shownTo(state, seat);
  const update: SeatUpdate = {
    change,
    step: match.step,
    seat,
    view: shown.view,
    events: eventsFor(events, seat, state),
    legalActions: shown.legalActions,
    active: seat !== null && shown.view.activePlayers.includes(seat),
    teams: teams(state),
  };
  // The one place the match's types meet its values: a match held with a face's types holds
  // states of that game, whose views, events and actions are the face's (FaceMatchTypes).
  return update as unknown as SeatUpdate<T>;
}

/**
 * The first message to a seat (or a spectator, `null`): the static part of the match once (game,
 * variant, seats, chance mode, options, component data; never the seed), then the seat's view
 * without it, its legal actions, and at step 0 the setup's events it may see. Send it when a seat
 * joins, and again when it is too far behind to patch.
 *
 * @example
 * socket.send(JSON.stringify(welcomeMessage(match, seat)));
 */
export function welcomeMessage(match: Match<MatchTypes>, seat: PlayerId | null): WelcomeMessage {
  const state = currentState(match);
  const shown = shownTo(state, seat);
  return {
    type: 'welcome',
    protocol: MATCH_PROTOCOL,
    step: match.step,
    seat,
    match: matchInfo(state),
    view: shown.slim,
    events: match.step === 0 ? eventsFor(match.startEvents, seat, state) : [],
    legalActions: shown.legalActions,
    active: seat !== null && shown.view.activePlayers.includes(seat),
  };
}

/**
 * The update a seat is sent for one change (`step` ≥ 1): its view as a patch from its view at the
 * step before, the events of the change it may see, its legal actions after it. The same change
 * gives the same message whenever it is built, so a history is the updates as they were sent.
 *
 * @example
 * const last = updateMessage(match, match.step, 0);
 */
export function updateMessage(match: Match<MatchTypes>, step: number, seat: PlayerId | null): UpdateMessage | undefined {
  const entry = match.history[step - 1];
  const before = stateAtStep(match, step - 1);
  if (!entry || !before) return undefined;
  const was = shownTo(before, seat);
  const now = shownTo(entry.state, seat);
  // Views are JSON values by the core contract; the protocol's types only add `readonly`.
  const patch = diffView(was.slim as unknown as JsonValue, now.slim as unknown as JsonValue);
  return {
    type: 'update',
    step,
    change: entry.change,
    seat,
    patch,
    events: eventsFor(entry.events, seat, entry.state),
    legalActions: now.legalActions,
    active: seat !== null && now.view.activePlayers.includes(seat),
  };
}

/** The message a seat is sent for the match's last change: a welcome after a start or a load, else the step's update. */
function seatMessage(match: Match<MatchTypes>, change: MatchChange, seat: PlayerId | null): SeatMessage {
  if (change === 'start' || change === 'load' || match.step === 0) return welcomeMessage(match, seat);
  return updateMessage(match, match.step, seat)!;
}

/**
 * A successful result: one protocol message and one whole update per seat and for spectators.
 * Each of the four is built when first read, not before (a host reads the messages, a screen in
 * the same process the updates, and the spectators' only with a spectator there), and then kept.
 *
 * @example
 * return matchOk(next, 'action', result.events);
 * @internal
 */
export function matchOk<T extends MatchTypes = UntypedMatch>(match: Match<T>, change: MatchChange, events: readonly GameEvent[] = []): MatchOk<T> {
  const seats = Array.from({ length: match.start.players }, (_, seat) => seat);
  let messages: readonly SeatMessage[] | undefined;
  let spectatorMessage: SeatMessage | undefined;
  let updates: readonly SeatUpdate<T>[] | undefined;
  let spectator: SeatUpdate<T> | undefined;
  return {
    ok: true,
    match,
    get messages() {
      return (messages ??= seats.map((seat) => seatMessage(match, change, seat)));
    },
    get spectatorMessage() {
      return (spectatorMessage ??= seatMessage(match, change, null));
    },
    get updates() {
      return (updates ??= seats.map((seat) => seatUpdate(match, seat, change, events)));
    },
    get spectator() {
      return (spectator ??= seatUpdate(match, null, change, events));
    },
  };
}
