import type { Action } from '../core/actions.js';
import { applyAction } from '../core/apply.js';
import { startGame, type GameSetup } from '../core/create.js';
import { EngineError, ruleError } from '../core/errors.js';
import { applyJoint } from '../core/joint-step.js';
import { activePlayers, isTerminal, legalActions, outcome } from '../core/queries.js';
import { returns } from '../core/returns.js';
import { teams } from '../core/teams.js';
import type { GameState } from '../core/state.js';
import type { Bot } from './bot.js';
import { seededRandom } from './seeded-random.js';

/**
 * What an arena run plays: the setup without its seed, a line-up of bots (one per seat), and the
 * base seed; game `i` uses the seed `'<seed>-<i>'` and seats the line-up turned by `i` places.
 *
 * @example
 * const run: ArenaRun = { setup: { game: 'mountain-river-duel', players: 2 }, lineup: [ismctsBot(), randomBot], seed: 'arena' };
 */
export interface ArenaRun {
  readonly setup: Omit<GameSetup, 'seed'>;
  readonly lineup: readonly Bot[];
  readonly seed: string;
}

/**
 * One game of an arena run, as a JSON Lines record: for each seat, the line-up entry sitting there
 * and its bot's name; the returns (win 1, loss 0, shared wins split), the scores, the winners and
 * the end reason and tie-break; the team of each seat (`teams(state)`: seats with the same number
 * play together; `null` without teams); the plies played; each seat's decisions with a choice
 * (more than one legal action), its forced moves (exactly one legal action, which no bot thinks
 * about), and its thinking time in milliseconds over the decisions with a choice only (the only
 * field that is not the same on every run).
 *
 * @example
 * const line = JSON.stringify(record satisfies ArenaGameRecord);
 */
export interface ArenaGameRecord {
  readonly index: number;
  readonly seed: string;
  readonly entries: number[];
  readonly bots: string[];
  readonly returns: number[];
  readonly scores: number[];
  readonly winners: number[];
  readonly reason: string;
  readonly tieBreak: string | null;
  readonly teams: number[] | null;
  readonly plies: number;
  readonly decisions: number[];
  readonly forced: number[];
  readonly thinkMs: number[];
}

/**
 * The line-up entry that sits at `seat` in game `index`: seats rotate by one place per game, so
 * over a multiple of the seat count every bot plays every seat equally often.
 *
 * @example
 * entryAtSeat(1, 0, 2); // 1: in game 1, seat 0 is the line-up's second bot
 * @internal
 */
export function entryAtSeat(index: number, seat: number, players: number): number {
  return (seat + index) % players;
}

/**
 * Plays game `index` of an arena run: a pure function of the run and the index (every bot's
 * generator is seeded from the game's seed and its seat), so games can run in any order and in
 * any worker and give the same records. Every action goes through the checked path
 * (`applyAction`, or `applyJoint` when several seats are active at once: each of them chooses in
 * the same state, and the choices are applied by seat), so a bot that sends an illegal action is
 * caught: it throws an `EngineError` naming the bot. `now` measures thinking time.
 *
 * @example
 * const record = playArenaGame(run, 7);
 */
export function playArenaGame(run: ArenaRun, index: number, now: () => number = () => performance.now()): ArenaGameRecord {
  const players = run.setup.players;
  if (run.lineup.length !== players) {
    throw new EngineError(ruleError('invalid-setup', `The line-up has ${run.lineup.length} bots for ${players} seats.`));
  }
  const seed = `${run.seed}-${index}`;
  const start = startGame({ ...run.setup, seed });
  if (!start.ok) throw new EngineError(start.error);
  const entries = Array.from({ length: players }, (_, seat) => entryAtSeat(index, seat, players));
  const bots = entries.map((entry) => run.lineup[entry]!);
  const randoms = entries.map((_, seat) => seededRandom(`${seed}/seat-${seat}`));
  const decisions = new Array<number>(players).fill(0);
  const forced = new Array<number>(players).fill(0);
  const thinkMs = new Array<number>(players).fill(0);
  let state = start.state as GameState;
  while (!isTerminal(state)) {
    const active = activePlayers(state);
    if (active.length === 0) throw new Error(`game ${index} stopped at ply ${state.ply} with no seat able to act`);
    const choices: Action[] = [];
    for (const seat of active) {
      // A forced move is still asked of the bot (it may draw from its generator), but it is no
      // decision: counting it would dilute the time per decision (a fifth of Lost Valley's moves).
      const choice = legalActions(state, seat).length > 1;
      const started = now();
      choices.push(bots[seat]!.act(state, seat, randoms[seat]!));
      const spent = now() - started;
      if (choice) {
        thinkMs[seat]! += spent;
        decisions[seat]! += 1;
      } else {
        forced[seat]! += 1;
      }
    }
    const result = choices.length === 1 ? applyAction(state, choices[0]) : applyJoint(state, choices);
    if (!result.ok) {
      // The seat whose own choice the state where all chose refuses (a joint step names no seat).
      const refusedAt = choices.findIndex((choice) => !applyAction(state, choice).ok);
      const culprit = active[Math.max(0, refusedAt)]!;
      throw new EngineError(
        ruleError(result.error.code, `Bot '${bots[culprit]!.name}' (seat ${culprit}) sent a refused action in game ${index}: ${result.error.message}`, {
          details: { game: index, ply: state.ply, choices: choices as never },
        }),
      );
    }
    state = result.state as GameState;
  }
  const final = outcome(state)!;
  return {
    index,
    seed,
    entries,
    bots: bots.map((bot) => bot.name),
    returns: returns(state).returns,
    scores: [...final.scores],
    winners: [...final.winners],
    reason: final.reason,
    tieBreak: final.tieBreak,
    teams: teams(state),
    plies: state.ply,
    decisions,
    forced,
    thinkMs: thinkMs.map((ms) => Math.round(ms * 100) / 100),
  };
}
