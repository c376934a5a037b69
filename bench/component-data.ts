/**
 * `node --expose-gc --import tsx bench/component-data.ts --old DIR [--new DIR] [--rounds R]`:
 * what holding component data by reference changed (issue 22), two builds side by side in one
 * process. `--old` is a build from before the change (`npm run build && cp -r dist /tmp/old`),
 * `--new` one after (default: this checkout's `src`, through tsx). Each build plays its own
 * games (the same seeds give the same games: scripts/fingerprint-games.ts shows it).
 *
 * Printed per build: the JSON bytes of a fresh state of each game (and of its save); the heap
 * bytes an independent copy of a fresh Lost Valley state takes (2,000 copies made with
 * `structuredClone`, which shares nothing with the original, kept alive, measured with
 * `process.memoryUsage().heapUsed` after a forced collection, divided by 2,000); and the CPU time
 * of `createGame`, `loadGame` (saves of every 10th state of random Lost Valley games) and checked
 * `applyAction` (random Lost Valley games), as medians of the rounds, alternating which build
 * goes first. A benchmark, not a test.
 * @packageDocumentation
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Library from '../src/index.js';
import type * as Bots from '../src/bots/index.js';
import { argument } from './bench-argument.js';

interface Build {
  readonly name: string;
  readonly lib: typeof Library;
  readonly bots: typeof Bots;
}

const oldDir = argument('--old');
if (oldDir === undefined) throw new Error('give --old DIR, a build of the code before the change');
const newDir = argument('--new');
const rounds = Number(argument('--rounds') ?? '5');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

async function load(name: string, dir: string | undefined): Promise<Build> {
  if (dir === undefined) return { name, lib: await import('../src/index.js'), bots: await import('../src/bots/index.js') };
  const at = (file: string) => pathToFileURL(resolve(dir, file)).href;
  return { name, lib: (await import(at('index.js'))) as typeof Library, bots: (await import(at('bots.js'))) as typeof Bots };
}
const builds = [await load('old', oldDir), await load('new', newDir)];

const tables = [
  { game: 'lost-valley', players: 4 },
  { game: 'mountain-river-duel', players: 2 },
  { game: 'lost-dutchman', players: 4 },
  { game: 'goldfield-gully', players: 4 },
];

function copyBytes(build: Build): number {
  const state = build.lib.createGame({ game: 'lost-valley', players: 4, seed: 'copy' });
  const copies: unknown[] = [];
  gc!();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 2000; i++) copies.push(structuredClone(state));
  gc!();
  const after = process.memoryUsage().heapUsed;
  return copies.length > 0 ? (after - before) / copies.length : 0;
}

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

// Each build's own saves and playout starts, made once.
const saves = new Map<Build, string[]>();
for (const build of builds) {
  const list: string[] = [];
  for (let i = 0; i < 6; i++) {
    const start = build.lib.createGame({ game: 'lost-valley', players: 4, seed: `bench-${i}` });
    let steps = 0;
    build.bots.continuePlayout(start, `bench-bot-${i}`, { onStep: (step) => { if (++steps % 10 === 0) list.push(build.lib.saveGame(step.state)); } });
  }
  saves.set(build, list);
}

const work = {
  createGame: (build: Build) => {
    for (let i = 0; i < 300; i++) build.lib.createGame({ game: 'lost-valley', players: 4, seed: `create-${i}` });
  },
  loadGame: (build: Build) => {
    for (const text of saves.get(build)!) build.lib.loadGame(text);
  },
  applyAction: (build: Build) => {
    for (let i = 0; i < 3; i++) build.bots.continuePlayout(build.lib.createGame({ game: 'lost-valley', players: 4, seed: `apply-${i}` }), `apply-bot-${i}`, { checked: true });
  },
};

for (const build of builds) {
  const sizes = tables.map(({ game, players }) => {
    const state = build.lib.createGame({ game, players, seed: 1 });
    return `${game} ${JSON.stringify(state).length} B (save ${build.lib.saveGame(state).length} B)`;
  });
  console.log(`${build.name}: fresh state JSON: ${sizes.join('; ')}`);
  console.log(`${build.name}: independent copy of a fresh Lost Valley state (4 seats) in memory: ${(copyBytes(build) / 1024).toFixed(1)} KB`);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const [name, run] of Object.entries(work)) {
  for (const build of builds) run(build); // warm up
  const times = new Map<Build, number[]>(builds.map((build) => [build, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) times.get(build)!.push(cpuMs(() => run(build)));
  }
  const [oldMs, newMs] = builds.map((build) => median(times.get(build)!));
  console.log(`${name}: old ${oldMs!.toFixed(0)} ms, new ${newMs!.toFixed(0)} ms, new/old ${(newMs! / oldMs!).toFixed(2)} (median of ${rounds} rounds, CPU time)`);
}
console.log(`loadGame works on ${saves.get(builds[1]!)!.length} saves per round; createGame 300 games; applyAction 3 checked random games.`);
