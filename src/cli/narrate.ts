import type { GameEvent, PlayerAction } from '../core/actions.js';
import { activePlayers, outcome } from '../core/queries.js';
import { getGame } from '../core/registry.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerId } from '../core/state.js';
import { eventsFor, view } from '../core/view.js';
import { describeAction, describeEvent } from '../words/describe.js';
import type { Locale } from '../words/words-types.js';
import { cliWords, reasonWords, seatNamesFor } from './cli-words.js';
import { defaultSeatName } from '../words/locale-basics.js';

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
 * How to narrate: the locale, the seats' names ("Seat 1", … by default) and whose eyes the
 * narration is for: `'table'` sees every event, secrets included (every seat is a bot and the
 * reader watches the table); a seat sees only what `eventsFor` gives it, and `null` (a spectator)
 * the public events only.
 *
 * @example
 * const voice: Narrator = narrator('cs', 2, 0);
 */
export interface Narrator {
  readonly locale: Locale;
  readonly seatNames: readonly string[];
  readonly viewer: PlayerId | null | 'table';
}

/**
 * A narrator for a table of `players` seats in a locale, seeing as `viewer` (default: the table).
 *
 * @example
 * narrator('es', 3); // { locale: 'es', seatNames: ['Asiento 1', 'Asiento 2', 'Asiento 3'], viewer: 'table' }
 */
export function narrator(locale: Locale, players: number, viewer: PlayerId | null | 'table' = 'table'): Narrator {
  return { locale, seatNames: seatNamesFor(locale, players), viewer };
}

/**
 * The sentences of one step through `lost-valley-engine/words`: one per event the viewer may see
 * (an event the words leave silent, such as a turn starting, says nothing). An action whose
 * events are all silent is said on its own, so no move goes unseen; one whose events the viewer
 * may not see is said as "Seat 2 acts, unseen."
 *
 * @example
 * narrateStep({ action, state: result.state, events: result.events }, narrator('en', 2)); // ['Seat 1 passes.']
 */
export function narrateStep(step: NarratedStep, voice: Narrator): string[] {
  const options = { locale: voice.locale, seatNames: voice.seatNames };
  const visible = voice.viewer === 'table' ? step.events : eventsFor(step.events, voice.viewer, step.state);
  const lines: string[] = [];
  for (const event of visible) {
    const sentence = describeEvent(event, step.state, options);
    if (sentence !== undefined && sentence !== '') lines.push(sentence);
  }
  if (lines.length > 0 || step.action === null) return lines;
  const hidden = visible.length < step.events.length && voice.viewer !== step.action.player;
  // The action in the words of what the viewer sees: a marker only the actor knows stays unnamed.
  const seen = voice.viewer === 'table' ? step.state : view(step.state, voice.viewer);
  return [hidden ? cliWords(voice.locale).actsUnseen(seatName(voice, step.action.player)) : describeAction(seen, step.action, options)];
}

/**
 * The opening line of a narration: the game, its variant, its seats and its seed.
 *
 * @example
 * describeSetup(state, 'demo', 'en'); // "Mountain/river duel, variant standard, 2 players, seed 'demo'."
 */
export function describeSetup(state: AnyGameState, seed: string | number, locale: Locale): string {
  const name = getGame(state.game)?.facts.name ?? state.game;
  const seedText = typeof seed === 'string' ? `'${seed}'` : String(seed);
  return cliWords(locale).setup(name, state.variant, state.players, seedText);
}

/**
 * The result of a game in a few lines: why and when it ended, each seat's score, and the winner,
 * the seats that share the win, or the draw (and the tie-break, if one decided it). For a game
 * that has not ended, one line saying who is to act.
 *
 * @example
 * describeResult(state, 127, narrator('en', 2));
 * // ['Result: the board is cleared after 254 plies (127 actions).', 'Scores: Seat 1 46, Seat 2 45.', 'Winner: Seat 1.']
 */
export function describeResult(state: AnyGameState, actions: number, voice: Narrator): string[] {
  const words = cliWords(voice.locale);
  const named = (seats: readonly number[]): string[] => seats.map((seat) => seatName(voice, seat));
  const result = outcome(state);
  if (result === null) return [words.notOver(state.ply, actions, named(activePlayers(state)))];
  const lines = [
    words.result(reasonWords(voice.locale, result.reason), state.ply, actions),
    words.scores(result.scores.map((score, seat) => `${seatName(voice, seat)} ${score}`)),
  ];
  const winners = result.winners;
  if (winners.length === 1) lines.push(words.winner(seatName(voice, winners[0]!)));
  else if (winners.length === 0) lines.push(words.noWinner);
  else if (winners.length === state.players) lines.push(words.draw(state.players));
  else lines.push(words.sharedWin(named(winners)));
  if (result.tieBreak !== null) lines.push(words.tieBreak(reasonWords(voice.locale, result.tieBreak)));
  return lines;
}

/**
 * A seat's name as the narrator says it.
 *
 * @example
 * seatName(narrator('en', 2), 0); // 'Seat 1'
 */
export function seatName(voice: Narrator, seat: number): string {
  return voice.seatNames[seat] ?? defaultSeatName(voice.locale, seat);
}
