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

// The last few states' views, by state identity: an update patches the seat's view at the step
// before, which the update before computed. A small ring, as for legal actions in the core.
const RING = 4;
const ringStates: (AnyGameState | undefined)[] = new Array<AnyGameState | undefined>(RING);
const ringShown: (Shown | undefined)[][] = Array.from({ length: RING }, () => []);
let ringNext = 0;

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
  let slot = ringStates.indexOf(state);
  if (slot < 0) {
    slot = ringNext;
    ringNext = (ringNext + 1) % RING;
    ringStates[slot] = state;
    ringShown[slot] = [];
  }
  const cached = ringShown[slot]![index];
  if (cached) return cached;
  const full = view(state, seat);
  const shown: Shown = { view: full, slim: slimOf(full), legalActions: seat === null ? [] : legalActions(state, seat) };
  ringShown[slot]![index] = shown;
  return shown;
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
