import type { Action, GameEvent, PlayerAction } from '../../core/actions.js';
import { applyAction } from '../../core/apply.js';
import { applyJoint } from '../../core/joint-step.js';
import { activePlayers, isTerminal, legalActions } from '../../core/queries.js';
import type { AnyGameState } from '../../core/runtime.js';
import type { GameState, PlayerId } from '../../core/state.js';
import type { Bot } from '../../bots/bot.js';
import { seededRandom } from '../../bots/seeded-random.js';
import { ExitCode, type Answer, type CliIo } from '../cli-io.js';
import { CliFailure } from '../cli-failure.js';
import { cliWords } from '../cli-words.js';
import { narrateStep, seatName, type Narrator } from '../narrate.js';
import { choicesFor, renderScreen, topScreen } from './choice-menu.js';
import { readChoice } from './read-choice.js';
import { seatSheet } from './valley-sheet.js';
import { view } from '../../core/view.js';

/**
 * Who plays a seat: a person at the terminal, or a bot with its own seeded generator.
 *
 * @example
 * const seats: TableSeat[] = [{ kind: 'human' }, { kind: 'bot', bot: lostValleyHeuristicBot }];
 */
export type TableSeat = { readonly kind: 'human' } | { readonly kind: 'bot'; readonly bot: Bot };

/**
 * How a table game ended for the command line: played to its end, left by a person (`q`, the
 * input ending) or interrupted (Ctrl-C); with the last state, the actions the seats took and
 * every action applied (the record).
 *
 * @example
 * if (played.stop === 'interrupt') return ExitCode.interrupted;
 */
export interface TableResult {
  readonly stop: 'over' | 'left' | 'interrupt';
  readonly state: AnyGameState;
  readonly actions: number;
  readonly applied: readonly Action[];
}

/**
 * What a table game needs: the started game, who plays each seat, the seed the bots' generators
 * derive from, the narrator (whose `viewer` decides which events are told) and the words'
 * locale, and where to write and ask.
 *
 * @example
 * await playTableGame({ start, seats, seed: 'demo', voice: narrator('en', 2, 0), io });
 */
export interface TableGame {
  readonly start: { readonly state: AnyGameState; readonly events: readonly GameEvent[]; readonly applied: readonly Action[] };
  readonly seats: readonly TableSeat[];
  readonly seed: string;
  readonly voice: Narrator;
  readonly io: CliIo;
  /** Print nothing but the decisions (the narration is left out). */
  readonly quiet?: boolean;
}

/**
 * Plays a game with people and bots: each step, every active seat chooses in the same state (a
 * person through numbered choices in words, a bot on its own), and the choices are applied on the
 * checked path (`applyJoint` when several seats choose at once). The narration tells what the
 * narrator's viewer may see; with several people at one terminal it tells the public events, and
 * each person's own secrets just before that person's decision. A bot whose action is refused is a
 * fault of the bot (exit code 1).
 *
 * @example
 * const played = await playTableGame({ start, seats: [{ kind: 'human' }, { kind: 'bot', bot: randomBot }], seed: 'demo', voice, io });
 */
export async function playTableGame(table: TableGame): Promise<TableResult> {
  const steps = tableSteps(table);
  let next = steps.next();
  while (!next.done) next = steps.next(await decide(next.value.state, next.value.seat, table));
  return next.value;
}

/**
 * {@link playTableGame} for a table of bots only, at once: no decision waits for a person.
 *
 * @example
 * const played = playBotTable({ start, seats: [heuristic, heuristic], seed: 'demo', voice, io });
 */
export function playBotTable(table: TableGame): TableResult {
  const steps = tableSteps(table);
  const next = steps.next();
  if (!next.done) throw new CliFailure(`seat ${next.value.seat} waits for a person at a table of bots`, ExitCode.failure);
  return next.value;
}

/** A person's decision the game waits for: the seat, in the state it decides in. */
interface DecisionRequest {
  readonly seat: PlayerId;
  readonly state: AnyGameState;
}

// The game as steps: it yields each person's decision and is given back the answer, so the same
// rules drive a table of bots at once and a table with people, who answer later.
function* tableSteps(table: TableGame): Generator<DecisionRequest, TableResult, Decision> {
  const { io, voice, seats } = table;
  const randoms = seats.map((_, seat) => seededRandom(`${table.seed}/seat-${seat}`));
  const people = seats.flatMap((seat, index) => (seat.kind === 'human' ? [index] : []));
  // Each person's secrets told at their next decision (several people share one terminal).
  const waiting = new Map<PlayerId, string[]>(people.map((seat) => [seat, []]));
  const applied: Action[] = [...table.start.applied];
  let state = table.start.state;
  let actions = 0;
  const tell = (action: PlayerAction | null, after: AnyGameState, events: readonly GameEvent[]): void => {
    if (table.quiet) return;
    for (const line of narrateStep({ action, state: after, events }, voice)) io.out(line);
    if (people.length < 2) return;
    for (const seat of people) {
      const secret = events.filter((event) => event.visibleTo !== undefined && event.visibleTo.includes(seat));
      waiting.get(seat)!.push(...narrateStep({ action: null, state: after, events: secret }, { ...voice, viewer: seat }));
    }
  };
  tell(null, state, table.start.events);
  while (!isTerminal(state)) {
    const active = activePlayers(state);
    if (active.length === 0) throw new CliFailure(`the game stopped at ply ${state.ply} with no seat able to act`, ExitCode.failure);
    const choices: PlayerAction[] = [];
    for (const seat of active) {
      const player = seats[seat];
      if (player === undefined) throw new CliFailure(`no player for seat ${seat}`, ExitCode.failure);
      if (player.kind === 'bot') {
        choices.push(player.bot.act(state as GameState, seat, randoms[seat]!) as PlayerAction);
        continue;
      }
      if (people.length > 1) for (const line of waiting.get(seat)!.splice(0)) io.out(line);
      const answer = yield { seat, state };
      if (answer.kind !== 'chosen') return { stop: answer.kind, state, actions, applied };
      choices.push(answer.action);
    }
    const result = choices.length === 1 ? applyAction(state, choices[0]) : applyJoint(state, choices);
    if (!result.ok) {
      const culprit = choices.find((choice) => !applyAction(state, choice).ok) ?? choices[0]!;
      throw new CliFailure(`${seatName(voice, culprit.player)}'s bot sent a refused action: ${result.error.message}`, ExitCode.failure);
    }
    state = result.state;
    actions += choices.length;
    for (const action of result.applied) applied.push(action);
    tell(choices.length === 1 ? choices[0]! : null, state, result.events);
  }
  return { stop: 'over', state, actions, applied };
}

type Decision = { readonly kind: 'chosen'; readonly action: PlayerAction } | { readonly kind: 'left' } | { readonly kind: 'interrupt' };

// One decision of a person: the choices in words, then lines read until one names a legal action.
async function decide(state: AnyGameState, seat: PlayerId, table: TableGame): Promise<Decision> {
  const { io, voice } = table;
  const words = cliWords(voice.locale);
  const ask = io.ask;
  if (!ask) throw new CliFailure('nobody can answer here: play --human needs a terminal', ExitCode.usage);
  // The sentences read the seat's view: a marker it has seen is named, one it has not is not.
  const choices = choicesFor(state, legalActions(state, seat), { ...voice, viewer: seat }, view(state, seat));
  const context = { state, seat, choices, words, sheet: () => seatSheet(state, seat, voice.locale, voice.seatNames) };
  let screen = topScreen(choices);
  io.out(words.yourTurn(seatName(voice, seat)));
  for (const line of renderScreen(screen, words)) io.out(line);
  for (;;) {
    const answer: Answer = await ask.call(io, words.prompt);
    if (answer.kind === 'end') return { kind: 'left' };
    if (answer.kind === 'interrupt') return { kind: 'interrupt' };
    const reply = readChoice(answer.text, screen, context);
    if (reply.kind === 'chosen') return reply;
    if (reply.kind === 'quit') return { kind: 'left' };
    if (reply.kind === 'again') {
      for (const line of reply.lines) io.out(line);
      continue;
    }
    screen = reply.screen;
    for (const line of renderScreen(screen, words)) io.out(line);
  }
}
