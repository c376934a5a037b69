/**
 * `npx tsx bench/query-costs.ts [--seconds N]`: what `view`, `determinize` and `observe` cost per
 * call for every registered game (observe only where the game has an encoding), over every state
 * of four random games, the seat rotating; and what seeding the generator costs, ours against
 * seedrandom's own (`determinize` seeds twice per call). Times are CPU time of this process
 * (user + system), steadier than wall time on a shared machine. One thread. Prints a Markdown table.
 */
import os from 'node:os';
import seedrandom from 'seedrandom';
import { continuePlayout } from '../src/bots/index.js';
import { encodedGames, observe } from '../src/encodings/index.js';
import { determinize, listGames, seedRng, startGame, view, type AnyGameState } from '../src/index.js';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1] ?? 1) || 1;

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

/** CPU microseconds per call, over whole passes through `count` inputs until `seconds` pass. */
function cpuMicroseconds(count: number, call: (k: number) => unknown): number {
  for (let k = 0; k < count; k++) call(k); // warm-up
  let calls = 0;
  const cpu0 = process.cpuUsage();
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    for (let k = 0; k < count; k++) call(k);
    calls += count;
  }
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / calls;
}

const encoded = new Set(encodedGames());
const seeds = Array.from({ length: 1000 }, (_, k) => `sample-${k}/determinize`);
const ours = cpuMicroseconds(seeds.length, (k) => seedRng(seeds[k]!));
const theirs = cpuMicroseconds(seeds.length, (k) => seedrandom.alea(seeds[k]!, { state: true }).state());

const rows = listGames().map((game) => {
  const players = game === 'mountain-river-duel' ? 2 : 4;
  const states = statesOf(game, players);
  const seat = (k: number) => k % players;
  return {
    label: `${game} (${players}p)`,
    states: states.length,
    view: cpuMicroseconds(states.length, (k) => view(states[k]!, seat(k))),
    determinize: cpuMicroseconds(states.length, (k) => determinize(states[k]!, seat(k), k)),
    observe: encoded.has(game) ? cpuMicroseconds(states.length, (k) => observe(states[k]!, seat(k))) : null,
  };
});

const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
console.log(`${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, Node ${process.version}, load average ${load} when it ended, ${seconds} s per figure, CPU µs per call\n`);
console.log('| game | states | view µs | determinize µs | observe µs |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.label} | ${r.states} | ${r.view.toFixed(1)} | ${r.determinize.toFixed(1)} | ${r.observe === null ? 'no encoding' : r.observe.toFixed(1)} |`);
}
console.log(`\nseeding one generator: seedRng ${ours.toFixed(2)} µs, seedrandom's alea ${theirs.toFixed(2)} µs (the same states)`);
