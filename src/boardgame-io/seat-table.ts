import { eventsFor, view } from '../core/view.js';
import { legalActions } from '../core/queries.js';
import type { PlayerId } from '../core/state.js';
import { engineState, startState } from './table-state.js';
import type { SeatTable, TableState } from './table-types.js';
import type { AnyGameState } from '../core/runtime.js';

// The start state of a setup (before any draw), by setup: it is the same for every table with
// that setup, and seats see it until the first draw.
const starts = new Map<string, AnyGameState | null>();
const STARTS_KEPT = 64;

function startOf(table: TableState, data: unknown): AnyGameState | null {
  const key = JSON.stringify(table.setup);
  if (!starts.has(key)) {
    const started = startState(table.setup, data);
    if (starts.size >= STARTS_KEPT) starts.delete(starts.keys().next().value as string);
    starts.set(key, started.ok ? started.state : null);
  }
  return starts.get(key) ?? null;
}

/**
 * boardgame.io's `playerID` as a seat: a whole number of the table, or `null` for a spectator
 * (anything else is seen as a spectator, who is shown only what everybody may see).
 *
 * @example
 * seatOfPlayerID('2', 4); // 2
 */
export function seatOfPlayerID(playerID: string | null | undefined, players: number): PlayerId | null {
  if (typeof playerID !== 'string' || !/^\d+$/.test(playerID)) return null;
  const seat = Number(playerID);
  return seat < players ? seat : null;
}

/**
 * What a seat receives as `G` (the game's `playerView`): the engine's view for that seat, the
 * last step's events it may see, its legal actions and the step number. Nothing else of `G`
 * crosses: no other seat's secret, no generator, no table key.
 *
 * @example
 * const mine = seatTable(G, '1', undefined);
 */
export function seatTable(table: TableState, playerID: string | null | undefined, data: unknown): SeatTable {
  const seat = seatOfPlayerID(playerID, table.setup.players);
  const state = engineState(table) ?? (table.fault ? null : startOf(table, data));
  if (state === null) return { seat, step: table.step, view: null, events: [], legalActions: [], fault: table.fault };
  return {
    seat,
    step: table.step,
    view: view(state, seat),
    events: eventsFor(table.events, seat, state),
    legalActions: seat === null ? [] : [...legalActions(state, seat)],
    fault: table.fault,
  };
}
