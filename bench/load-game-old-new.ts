/**
 * `npx tsx bench/load-game-old-new.ts --old DIR [--new DIR] [--games N] [--rounds R]`: the cost of
 * `loadGame` on Lost Valley saves in two builds side by side in one process, to hold a change of
 * its checks to a budget (issue 19: within 2x). `--old` is a build of the code before the change
 * (`npm run build && cp -r dist /tmp/lv-save-old-dist`), `--new` one after (default: this
 * checkout's `src`, run through tsx). The saves are every 10th state of random games over six
 * variants (standard 4 seats, classic 3, team 4, two-player, first edition 3, team-five-leads-two),
 * written once; each round loads all of them with the old build and then with the new one,
 * alternating which goes first, timed in CPU time of this process (`process.cpuUsage`), and the
 * median of the rounds' ratios is printed. A benchmark, not a test.
 * @packageDocumentation
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { continuePlayout } from '../src/bots/index.js';
import { saveGame, startGame } from '../src/index.js';
import { argument } from './bench-argument.js';

interface Build {
  loadGameResult(text: string): { ok: boolean };
}

const oldDir = argument('--old');
if (oldDir === undefined) throw new Error('give --old DIR, a build of the code before the change');
const newDir = argument('--new');
const gamesPerTable = Number(argument('--games') ?? '4');
const rounds = Number(argument('--rounds') ?? '9');

const load = async (dir: string): Promise<Build> => (await import(pathToFileURL(resolve(dir, 'index.js')).href)) as Build;
const before = await load(oldDir);
const after: Build = newDir === undefined ? ((await import('../src/index.js')) as Build) : await load(newDir);

const tables = [
  { variant: 'standard', players: 4 },
  { variant: 'classic', players: 3 },
  { variant: 'team', players: 4 },
  { variant: 'two-player', players: 2 },
  { variant: 'first-edition', players: 3 },
  { variant: 'team-five-leads-two', players: 5 },
];
const saves: string[] = [];
for (const table of tables) {
  for (let i = 0; i < gamesPerTable; i++) {
    const start = startGame({ game: 'lost-valley', ...table, seed: `load-bench-${table.variant}-${i}` });
    if (!start.ok) throw new Error(start.error.message);
    let steps = 0;
    continuePlayout(start.state, `load-bench-${i}`, {
      onStep: (step) => {
        steps += 1;
        if (steps % 10 === 0) saves.push(saveGame(step.state));
      },
    });
  }
}

function cpuMs(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function loadAll(build: Build): void {
  for (const text of saves) if (!build.loadGameResult(text).ok) throw new Error('a save did not load');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
loadAll(before); // warm up both builds and zod's compiled parsers
loadAll(after);
const ratios: number[] = [];
const oldMs: number[] = [];
const newMs: number[] = [];
for (let round = 0; round < rounds; round++) {
  let oldTime = 0;
  let newTime = 0;
  if (round % 2 === 0) {
    oldTime = cpuMs(() => loadAll(before));
    newTime = cpuMs(() => loadAll(after));
  } else {
    newTime = cpuMs(() => loadAll(after));
    oldTime = cpuMs(() => loadAll(before));
  }
  ratios.push(newTime / oldTime);
  oldMs.push(oldTime / saves.length);
  newMs.push(newTime / saves.length);
}
console.log(`lost-valley loadGame, ${saves.length} saves (every 10th state of ${gamesPerTable * tables.length} random games over six variants), ${rounds} rounds, CPU time of this process:`);
console.log(`  old ${oldDir}: median ${median(oldMs).toFixed(3)} ms per save`);
console.log(`  new ${newDir ?? 'src (tsx)'}: median ${median(newMs).toFixed(3)} ms per save`);
console.log(`  new / old: median ${median(ratios).toFixed(2)}x (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})`);
