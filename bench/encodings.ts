/**
 * `npx tsx bench/encodings.ts`: the cost of `view`, `determinize`, `observe` and
 * `legalActionMask` per call for each encoded game, over the states of a few random games (every
 * ply), of mapping a legal action to its index and back, and of a whole random game through the
 * AEC environment. One thread. Each figure is wall time per call, with the process's CPU time per
 * call beside it (process.cpuUsage, user + system: steadier on a loaded machine). Options:
 * `--seconds N` per measurement (default 1), `--game ID` for one game, `--markdown` for the
 * table in bench/RESULTS.md.
 */
import os from 'node:os';
import { continuePlayout } from '../src/bots/index.js';
import { activePlayers, determinize, legalActions, startGame, view, type AnyGameState } from '../src/index.js';
import { actionToIndex, createAecEnv, indexToAction, legalActionMask, observe } from '../src/encodings/index.js';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1] ?? 1) || 1;
const markdown = process.argv.includes('--markdown');
const setups = [
  { game: 'mountain-river-duel', players: 2 },
  { game: 'goldfield-gully', players: 4 },
  { game: 'lost-dutchman', players: 4 },
  { game: 'lost-valley', players: 4 },
].filter(({ game }) => !process.argv.includes('--game') || process.argv[process.argv.indexOf('--game') + 1] === game);

function statesOf(game: string, players: number): AnyGameState[] {
  const states: AnyGameState[] = [];
  for (let i = 0; i < 4; i++) {
    const start = startGame({ game, players, seed: `bench-${i}` });
    if (!start.ok) throw new Error(start.error.message);
    states.push(start.state);
    continuePlayout(start.state, `bench-bot-${i}`, { onStep: (step) => states.push(step.state) });
  }
  return states;
}

interface Cost {
  readonly wall: number;
  readonly cpu: number;
}

function microseconds(states: readonly AnyGameState[], call: (state: AnyGameState, k: number) => unknown): Cost {
  let calls = 0;
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  while (performance.now() < deadline) {
    for (let k = 0; k < states.length; k++) call(states[k]!, k);
    calls += states.length;
  }
  const cpu = process.cpuUsage(cpuStart);
  return { wall: ((performance.now() - started) * 1000) / calls, cpu: (cpu.user + cpu.system) / calls };
}

/** Every legal action of the active seats of every state, with its state: what an index costs. */
function legalPairs(states: readonly AnyGameState[]): { state: AnyGameState; action: Parameters<typeof actionToIndex>[1] }[] {
  const pairs: { state: AnyGameState; action: Parameters<typeof actionToIndex>[1] }[] = [];
  for (const state of states) for (const seat of activePlayers(state)) for (const action of legalActions(state, seat)) pairs.push({ state, action });
  return pairs;
}

function indexCost(states: readonly AnyGameState[]): Cost {
  const pairs = legalPairs(states);
  const indices = pairs.map(({ state, action }) => actionToIndex(state, action));
  const seats = pairs.map(({ action }) => (action as { player: number }).player);
  // One call is an action to its index and back.
  const perPair = microseconds(pairs.map(({ state }) => state), (state, k) => indexToAction(state, seats[k]!, indices[k]!) && actionToIndex(state, pairs[k]!.action));
  return perPair;
}

const show = (cost: Cost): string => `${cost.wall.toFixed(1)} (${cost.cpu.toFixed(1)})`;

function episodesPerSecond(game: string, players: number): number {
  const env = createAecEnv({ game, players });
  if ('code' in env) throw new Error(env.message);
  let episodes = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    env.reset(`episode-${episodes}`);
    for (const _agent of env.agentIter()) {
      const { terminated, truncated, info } = env.last();
      env.step(terminated || truncated ? null : info.actionMask.indexOf(1));
    }
    episodes += 1;
  }
  return episodes / ((performance.now() - started) / 1000);
}

const rows = setups.map(({ game, players }) => {
  const states = statesOf(game, players);
  const seat = (k: number) => k % players;
  return {
    label: `${game} (${players}p)`,
    states: states.length,
    view: microseconds(states, (state, k) => view(state, seat(k))),
    determinize: microseconds(states, (state, k) => determinize(state, seat(k), k)),
    observe: microseconds(states, (state, k) => observe(state, seat(k))),
    mask: microseconds(states, (state, k) => legalActionMask(state, seat(k))),
    indices: indexCost(states),
    episodes: episodesPerSecond(game, players),
  };
});

const [load1] = os.loadavg();
const header = `${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, Node ${process.version}, load average ${load1!.toFixed(1)} when it ended, ${seconds} s per figure`;
if (markdown) {
  console.log(header);
  console.log('');
  console.log('| game | states | view µs | determinize µs | observe µs | legalActionMask µs | index and back µs | AEC episodes/s (first-legal policy) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.label} | ${r.states} | ${show(r.view)} | ${show(r.determinize)} | ${show(r.observe)} | ${show(r.mask)} | ${show(r.indices)} | ${r.episodes.toFixed(1)} |`);
  }
} else {
  console.log(header);
  for (const r of rows) console.log(r);
}
