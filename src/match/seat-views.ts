import type { JsonValue } from '../core/json.js';
import { legalActions } from '../core/queries.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerId } from '../core/state.js';
import { view, type PlayerView } from '../core/view.js';
import type { PlayerAction } from '../core/actions.js';
import type { MatchInfo, SeatView } from './protocol-schemas.js';

/** What one seat (or the spectator) is shown of one state: its view and its legal actions. */
interface Shown {
  readonly view: PlayerView;
  readonly slim: SeatView;
  readonly legalActions: readonly PlayerAction[];
}

// Recent states' views, by state identity: an update patches the seat's view at the step before,
// which the update before computed. A host runs many tables, one change at a time, so the cache
// holds the last few hundred states (oldest out first), not only the last one.
const RECENT_STATES = 512;
const recent = new Map<AnyGameState, (Shown | undefined)[]>();

function slimOf(full: PlayerView): SeatView {
  return {
    ply: full.ply,
    activePlayers: full.activePlayers,
    awaitingChance: full.awaitingChance,
    terminal: full.terminal,
    outcome: full.outcome,
    g: full.g,
  };
}

/**
 * What a seat (or a spectator, `null`) is shown of a state: its full view, the view without the
 * static part, and its legal actions; computed once per recent state and seat.
 *
 * @example
 * shownTo(state, 1).slim.ply;
 */
export function shownTo(state: AnyGameState, seat: PlayerId | null): Shown {
  const index = seat === null ? state.players : seat;
  let shown = recent.get(state);
  if (!shown) {
    shown = [];
    recent.set(state, shown);
    if (recent.size > RECENT_STATES) recent.delete(recent.keys().next().value!);
  }
  const cached = shown[index];
  if (cached) return cached;
  const full = view(state, seat);
  const made: Shown = { view: full, slim: slimOf(full), legalActions: seat === null ? [] : legalActions(state, seat) };
  shown[index] = made;
  return made;
}

/**
 * A seat's legal actions of a state when {@link shownTo} has them already (the update before a
 * submit listed them), else `undefined`; never computes them.
 *
 * @example
 * const legal = knownLegalActions(currentState(match), 2);
 * @internal
 */
export function knownLegalActions(state: AnyGameState, seat: PlayerId): readonly PlayerAction[] | undefined {
  return recent.get(state)?.[seat]?.legalActions;
}

/**
 * The static part of a match, from any of its states: what a welcome sends once (the options in
 * force and the component data, never the seed or the generator's state).
 *
 * @example
 * matchInfo(currentState(match)).players;
 */
export function matchInfo(state: AnyGameState): MatchInfo {
  return {
    game: state.game,
    variant: state.variant,
    players: state.players,
    chance: state.chance,
    options: state.options as JsonValue,
    data: state.data as JsonValue,
  };
}

/**
 * The engine's whole `PlayerView` from the static part, the seat and the view without it: what a
 * client draws from.
 *
 * @example
 * draw(fullView(client.match, client.seat, client.view));
 */
export function fullView(info: MatchInfo, seat: PlayerId | null, seen: SeatView): PlayerView {
  return {
    game: info.game,
    variant: info.variant,
    players: info.players,
    seat,
    options: info.options,
    data: info.data,
    ply: seen.ply,
    activePlayers: seen.activePlayers,
    awaitingChance: seen.awaitingChance,
    terminal: seen.terminal,
    outcome: seen.outcome,
    g: seen.g,
  };
}
