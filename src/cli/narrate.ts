import type { GameEvent, PlayerAction } from '../core/actions.js';
import { activePlayers, outcome } from '../core/queries.js';
import { getGame } from '../core/registry.js';
import type { AnyGameState } from '../core/runtime.js';

/**
 * What narration needs of one step: the action taken (`null` for the start or a chance outcome),
 * the state after it and the events it caused.
 *
 * @example
 * const step: NarratedStep = { action: null, state: start.state, events: start.events };
 */
export interface NarratedStep {
  readonly action: PlayerAction | null;
  readonly state: AnyGameState;
  readonly events: readonly GameEvent[];
}

/**
 * The sentences of one step: the game's `describeEvent` for each event (an event it leaves
 * undescribed stays silent). A game without `describeEvent` gets a plain listing of each event's
 * fields, and an action whose events are all silent is named on its own, so no move goes unseen.
 * Events are narrated whole, secrets included: every seat is a bot and the reader sees the table.
 *
 * @example
 * narrateStep({ action, state: result.state, events: result.events }); // ['Seat 0 (mountains) passes.']
 */
export function narrateStep(step: NarratedStep): string[] {
  const game = getGame(step.state.game);
  const describe: (event: GameEvent, state: AnyGameState) => string | undefined = game?.describeEvent
    ? game.describeEvent.bind(game)
    : genericEvent;
  const lines: string[] = [];
  for (const event of step.events) {
    const sentence = describe(event, step.state);
    if (sentence !== undefined && sentence !== '') lines.push(sentence);
  }
  if (lines.length === 0 && step.action !== null) lines.push(genericAction(step.action));
  return lines;
}

/**
 * The opening line of a narration: the game, its variant, its seats and its seed.
 *
 * @example
 * describeSetup(state, 'demo'); // "Mountain/river duel, variant standard, 2 players, seed 'demo'."
 */
export function describeSetup(state: AnyGameState, seed: string | number): string {
  const name = getGame(state.game)?.facts.name ?? state.game;
  const seedText = typeof seed === 'string' ? `'${seed}'` : String(seed);
  return `${name}, variant ${state.variant}, ${state.players} players, seed ${seedText}.`;
}

/**
 * The result of a game in a few lines: why and when it ended, each seat's score, and the winner,
 * the seats that share the win, or the draw (and the tie-break, if one decided it). For a game
 * that has not ended, one line saying who is to act.
 *
 * @example
 * describeResult(state, 127);
 * // ['Result: board-cleared after 254 plies (127 actions).', 'Scores: seat 0 46, seat 1 45.', 'Winner: seat 0.']
 */
export function describeResult(state: AnyGameState, actions: number): string[] {
  const result = outcome(state);
  if (result === null) {
    const active = activePlayers(state);
    const seats = active.length === 1 ? 'seat' : 'seats';
    const toAct = active.length > 0 ? `${seats} ${active.join(', ')} to act` : 'a chance outcome is pending';
    return [`Not over: ${state.ply} plies (${actions} actions) so far; ${toAct}.`];
  }
  const lines = [
    `Result: ${result.reason} after ${state.ply} plies (${actions} actions).`,
    `Scores: ${result.scores.map((score, seat) => `seat ${seat} ${score}`).join(', ')}.`,
  ];
  const winners = result.winners;
  if (winners.length === 1) lines.push(`Winner: seat ${winners[0]}.`);
  else if (winners.length === 0) lines.push('No winner.');
  else if (winners.length === state.players) lines.push(`Draw: all ${state.players} seats share the result.`);
  else lines.push(`Shared win: seats ${winners.join(', ')}.`);
  if (result.tieBreak !== null) lines.push(`Tie-break used: ${result.tieBreak}.`);
  return lines;
}

function genericEvent(event: GameEvent): string {
  const fields = Object.entries(event).filter(([key]) => key !== 'type' && key !== 'visibleTo');
  return fields.length === 0 ? `${event.type}.` : `${event.type}: ${fields.map(([key, value]) => `${key} ${show(value)}`).join(', ')}.`;
}

function genericAction(action: PlayerAction): string {
  const fields = Object.entries(action).filter(([key]) => key !== 'type' && key !== 'player');
  const detail = fields.length === 0 ? '' : ` (${fields.map(([key, value]) => `${key} ${show(value)}`).join(', ')})`;
  return `Seat ${action.player}: ${action.type}${detail}.`;
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
}
