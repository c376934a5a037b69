/**
 * `npx tsx bench/match-updates.ts [--games G] [--players N] [--warmup W] [--src DIR]`: plays full
 * Lost Valley games (standard variant, 4 seats by default) between random bots through the match
 * helper and reports what crosses the network per seat and update, and what the host's calls cost:
 *
 * - bytes per update per seat (median, p90, max) of the whole `SeatUpdate` (its full view) and of
 *   the protocol's message (`MatchOk.messages`: the view as a patch, the static part only in the
 *   welcome), and the welcome's size;
 * - `submitAction` against `undoRefusal` asked after every change, two ways: by the host for the
 *   last step (`undoRefusal(match)`, the first ask for that step) and by every seat's screen for
 *   its own seat, as docs/building-a-ui.md suggests (summed per change). Times are CPU time of this
 *   process (user + system) per call, steadier than wall time on a shared machine, with wall-time
 *   percentiles beside them.
 *
 * `--src DIR` measures another copy of the sources (`DIR/src`, e.g. an older commit unpacked with
 * `git archive <commit> src | tar -x -C DIR` and `node_modules` linked into DIR), so a change can
 * be measured before and after on the same machine; a copy without protocol messages reports the
 * whole updates only. The bots' games are the same seeded games in every run.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as sourceBots from '../src/bots/index.js';
import * as sourceLibrary from '../src/index.js';
import * as sourceMatch from '../src/match/index.js';
import { argument } from './bench-argument.js';

const games = Number(argument('--games') ?? 20);
const players = Number(argument('--players') ?? 4);
const warmup = Number(argument('--warmup') ?? 3);
const src = argument('--src');

const from = (path: string) => import(pathToFileURL(resolve(src!, path)).href);
// Another copy of the sources has the same functions; only where they are loaded from differs.
const library: typeof sourceLibrary = src ? await from('src/index.ts') : sourceLibrary;
const bots: typeof sourceBots = src ? await from('src/bots/index.ts') : sourceBots;
const matches: typeof sourceMatch = src ? await from('src/match/index.ts') : sourceMatch;
const { seedRng } = library;
const { randomAction } = bots;
const { currentState, startMatch, submitAction, undoRefusal } = matches;
type Match = sourceMatch.Match;

/** The seeded random bots' actions of one game, found once, so every pass plays the same games. */
function botGame(index: number): { setup: sourceLibrary.GameSetup; actions: unknown[] } {
  const setup = { game: 'lost-valley', players, seed: `match-bench-${index}` };
  const started = startMatch(setup);
  if (!started.ok) throw new Error(started.error.message);
  let match: Match = started.match;
  let rng = seedRng(`match-bench-bots-${index}`);
  const actions: unknown[] = [];
  for (;;) {
    const pick = randomAction(currentState(match), rng);
    rng = pick.rng;
    if (pick.action === null) return { setup, actions };
    const result = submitAction(match, pick.action);
    if (!result.ok) throw new Error(result.error.message);
    match = result.match;
    actions.push(pick.action);
  }
}

/** CPU and wall time of one call, in microseconds. */
function timed<T>(call: () => T): { value: T; cpu: number; wall: number } {
  const wall0 = performance.now();
  const cpu0 = process.cpuUsage();
  const value = call();
  const cpu = process.cpuUsage(cpu0);
  return { value, cpu: cpu.user + cpu.system, wall: (performance.now() - wall0) * 1000 };
}

interface Pass {
  readonly submitCpu: number[];
  readonly submitWall: number[];
  readonly undoCpu: number[];
  readonly undoWall: number[];
  readonly wholeBytes: number[];
  readonly messageBytes: number[];
  readonly welcomeBytes: number[];
}

/** Plays the games; after every change asks `undoRefusal` as the host (`seats: false`) or for every seat. */
function pass(recorded: { setup: sourceLibrary.GameSetup; actions: unknown[] }[], seats: boolean, measure: boolean): Pass {
  const out: Pass = { submitCpu: [], submitWall: [], undoCpu: [], undoWall: [], wholeBytes: [], messageBytes: [], welcomeBytes: [] };
  for (const { setup, actions } of recorded) {
    const started = startMatch(setup);
    if (!started.ok) throw new Error(started.error.message);
    if ('messages' in started) for (const welcome of started.messages) out.welcomeBytes.push(JSON.stringify(welcome).length);
    let match: Match = started.match;
    for (const action of actions) {
      // A host sends every seat its message of the change: a submit is the call and its messages
      // (built when first read since the messages became lazy; the same work as before).
      const submitted = timed(() => {
        const r = submitAction(match, action);
        if (r.ok && 'messages' in r) void r.messages.length;
        return r;
      });
      const result = submitted.value;
      if (!result.ok) throw new Error(result.error.message);
      match = result.match;
      let undoCpu = 0;
      let undoWall = 0;
      for (const seat of seats ? Array.from({ length: players }, (_, s) => s) : [undefined]) {
        const asked = timed(() => undoRefusal(match, seat === undefined ? {} : { seat }));
        undoCpu += asked.cpu;
        undoWall += asked.wall;
      }
      if (!measure) continue;
      out.submitCpu.push(submitted.cpu);
      out.submitWall.push(submitted.wall);
      out.undoCpu.push(undoCpu);
      out.undoWall.push(undoWall);
      if (seats) continue;
      for (const update of result.updates) out.wholeBytes.push(JSON.stringify(update).length);
      if ('messages' in result) for (const message of result.messages) out.messageBytes.push(JSON.stringify(message).length);
    }
  }
  return out;
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const ms = (us: number) => (us / 1000).toFixed(3);
const bytes = (values: readonly number[]) =>
  values.length === 0 ? 'n/a' : `median ${quantile(values, 0.5)} B, p90 ${quantile(values, 0.9)} B, max ${Math.max(...values)} B`;
const times = (cpu: readonly number[], wall: readonly number[]) =>
  `mean ${ms(mean(cpu))} ms CPU (wall p50 ${ms(quantile(wall, 0.5))}, p99 ${ms(quantile(wall, 0.99))}, max ${ms(Math.max(...wall))} ms)`;

const warm = Array.from({ length: warmup }, (_, i) => botGame(1_000 + i));
const recorded = Array.from({ length: games }, (_, i) => botGame(i));
pass(warm, false, false);
const host = pass(recorded, false, true);
pass(warm, true, false);
const everySeat = pass(recorded, true, true);
const changes = host.submitCpu.length;

console.log(`lost-valley/standard ${players}p, ${games} full games of random bots, ${changes} changes${src ? ` (sources: ${src})` : ''}`);
console.log(`whole SeatUpdate per seat: ${bytes(host.wholeBytes)}`);
console.log(`protocol message per seat: ${bytes(host.messageBytes)}; welcome: ${bytes(host.welcomeBytes)}`);
const perGame = (values: readonly number[]) => (values.reduce((sum, v) => sum + v, 0) / games / 1e6).toFixed(2);
console.log(`sent to all seats per game: whole updates ${perGame(host.wholeBytes)} MB; protocol ${perGame([...host.messageBytes, ...host.welcomeBytes])} MB with the welcomes`);
console.log(`submitAction: ${times(host.submitCpu, host.submitWall)}`);
console.log(`undoRefusal by the host after every change: ${times(host.undoCpu, host.undoWall)}; ${(mean(host.undoCpu) / mean(host.submitCpu)).toFixed(2)}x a submit`);
console.log(
  `undoRefusal by every seat for itself after every change (sum of ${players} calls): ${times(everySeat.undoCpu, everySeat.undoWall)}; ` +
    `${(mean(everySeat.undoCpu) / mean(everySeat.submitCpu)).toFixed(2)}x a submit (${ms(mean(everySeat.undoCpu) / players)} ms a call)`,
);
