import * as z from 'zod/mini';
import type { GameEvent } from '../core/actions.js';
import { applyAction } from '../core/apply.js';
import { ruleError, type RuleError } from '../core/errors.js';
import { chanceOutcomes, isTerminal } from '../core/queries.js';
import { seatOutsideTable } from '../core/refusal-words.js';
import { definitionOf, type AnyGameState } from '../core/runtime.js';
import { zodToRuleError } from '../core/zod-issues.js';
import type { ChanceSource } from './server-chance.js';
import { drawPending, engineState, nextTable, notBegun, startState } from './table-state.js';
import type { TableState } from './table-types.js';

/**
 * A move's result: the next `G`, or why it is refused (the state stays as it was).
 *
 * @example
 * const r: TableStep = actMove(G, '1', [action, G.step], chance);
 */
export type TableStep = { readonly ok: true; readonly table: TableState } | { readonly ok: false; readonly error: RuleError };

const ActionHeadSchema = z.looseObject({ type: z.string() });
const SeatActionHeadSchema = z.looseObject({ type: z.string(), player: z.int() });

function seatOf(players: number, playerID: string | null | undefined): number | RuleError {
  const seat = typeof playerID === 'string' && /^\d+$/.test(playerID) ? Number(playerID) : Number.NaN;
  if (Number.isInteger(seat) && seat >= 0 && seat < players) return seat;
  return ruleError('no-such-seat', `Only a seat of this table (playerID '0' to '${players - 1}') may move, not ${JSON.stringify(playerID ?? null)}.`, {
    details: { players },
  });
}

function malformedForGame(state: AnyGameState, action: unknown): RuleError | null {
  const game = definitionOf(state);
  if ('code' in game) return game;
  const checked = game.actionSchema.safeParse(action);
  return checked.success ? null : zodToRuleError('invalid-action', 'The action', checked.error);
}

function staleStep(table: TableState, seat: number, step: unknown): RuleError | null {
  if (step === undefined) return null;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > table.step) {
    return ruleError('boardgame.io/unknown-step', `The table has no step ${JSON.stringify(step) ?? String(step)}: it is at step ${table.step} (steps are whole numbers from 0).`, {
      details: { current: table.step },
    });
  }
  const last = table.changed[seat] ?? table.step;
  if (step >= last) return null;
  return ruleError('boardgame.io/stale', `This was sent at step ${step}, but seat ${seat} acted or its legal actions changed at step ${last}: choose again from the latest state.`, {
    details: { step, current: table.step, changed: last },
  });
}

/**
 * The `act` move: a seat's engine action, with the step it was chosen at (optional). Refusals in
 * the match protocol's order: a malformed action (`invalid-action`), `no-such-seat`, a seat
 * sending another seat's action or a chance outcome (`boardgame.io/wrong-seat`), a stale step
 * (`boardgame.io/stale`, `boardgame.io/unknown-step`), then the rules' own. An applied action is
 * followed by every chance node it reaches, drawn from the server's source.
 *
 * @example
 * const r = actMove(G, playerID, [{ type: 'bank', player: 1 }, 12], chance);
 */
export function actMove(table: TableState, playerID: string | null | undefined, args: readonly unknown[], chance: ChanceSource): TableStep {
  if (table.fault) return { ok: false, error: table.fault };
  const [action, step] = args;
  const head = ActionHeadSchema.safeParse(action);
  if (!head.success) return { ok: false, error: zodToRuleError('invalid-action', 'The action', head.error) };
  const chanceSent = head.data.type === 'chance';
  const seated = chanceSent ? null : SeatActionHeadSchema.safeParse(action);
  if (seated && !seated.success) return { ok: false, error: zodToRuleError('invalid-action', 'The action', seated.error) };
  const outside = seatOutsideTable(table.setup.players, action);
  if (outside) return { ok: false, error: outside };
  const seat = seatOf(table.setup.players, playerID);
  if (typeof seat !== 'number') return { ok: false, error: seat };
  const state = engineState(table);
  if (state === null) return { ok: false, error: notBegun() };
  const player = seated?.success ? seated.data.player : null;
  if (player !== seat) {
    const malformed = chanceSent ? null : malformedForGame(state, action);
    return {
      ok: false,
      error: malformed ?? ruleError('boardgame.io/wrong-seat', `Seat ${seat} may only send its own actions (with player ${seat}); the server draws every chance outcome.`, {
        details: { seat, player },
      }),
    };
  }
  const stale = staleStep(table, seat, step);
  if (stale) return { ok: false, error: malformedForGame(state, action) ?? stale };
  const applied = applyAction(state, action);
  if (!applied.ok) return applied;
  const events: GameEvent[] = [...applied.events];
  const after = drawPending(applied.state, chance, table.table, table.step, events);
  return { ok: true, table: nextTable(table, state, after, events, seat, chance) };
}

/**
 * The `draw` move: the server draws the pending chance outcomes. Only the start waits for it (an
 * action is followed by its draws at once); any seat may send it then. Refused with
 * `no-chance-pending` when nothing waits, `game-over` after the end.
 *
 * @example
 * const r = drawMove(G, '0', chance, undefined);
 */
export function drawMove(table: TableState, playerID: string | null | undefined, chance: ChanceSource, data: unknown): TableStep {
  if (table.fault) return { ok: false, error: table.fault };
  const seat = seatOf(table.setup.players, playerID);
  if (typeof seat !== 'number') return { ok: false, error: seat };
  let state = engineState(table);
  if (state === null) {
    const started = startState(table.setup, data);
    if (!started.ok) return started;
    state = started.state;
  } else if (isTerminal(state)) {
    return { ok: false, error: ruleError('game-over', 'The game is over; nothing is left to draw.') };
  } else if (chanceOutcomes(state).length === 0) {
    return { ok: false, error: ruleError('no-chance-pending', 'No chance node is pending; a seat must act.') };
  }
  const events: GameEvent[] = [];
  const after = drawPending(state, chance, table.table, table.step, events);
  return { ok: true, table: nextTable(table, null, after, events, null, chance) };
}
