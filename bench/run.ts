/**
 * `npm run bench`: random playouts per second, actions per second and peak memory for every
 * registered game, variant and seat count, on the fast path (`applyUnchecked`) and the checked
 * path (`applyAction`). One thread, so one core. Options: `--seconds N` per measurement (default
 * 3), `--game ID` to measure one game, `--markdown` to print the table for bench/RESULTS.md.
 */
import os from 'node:os';
import { continuePlayout } from '../src/bots/index.js';
import { getGame, listGames, listVariants, startGame, variantPlayerRange } from '../src/index.js';
import { argument } from './bench-argument.js';

interface Measurement {
  readonly label: string;
  readonly path: 'unchecked' | 'checked';
  readonly games: number;
  readonly gamesPerSecond: number;
  readonly actionsPerSecond: number;
  readonly pliesPerSecond: number;
  readonly meanActions: number;
  readonly peakRssMiB: number;
}

function measure(game: string, variant: string, players: number, path: 'unchecked' | 'checked', seconds: number): Measurement {
  let games = 0;
  let actions = 0;
  let plies = 0;
  let peakRss = process.memoryUsage().rss;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  while (performance.now() < deadline) {
    const start = startGame({ game, variant, players, seed: `bench-${games}` });
    if (!start.ok) throw new Error(start.error.message);
    // The same loop the bots and the command line use; the fast path is `applyUnchecked`.
    const { state, moves } = continuePlayout(start.state, `bench-bot-${games}`, { checked: path === 'checked' });
    actions += moves;
    plies += state.ply;
    games++;
    if (games % 64 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const elapsed = (performance.now() - started) / 1000;
  return {
    label: `${game}/${variant} (${players}p)`,
    path,
    games,
    gamesPerSecond: games / elapsed,
    actionsPerSecond: actions / elapsed,
    pliesPerSecond: plies / elapsed,
    meanActions: actions / games,
    peakRssMiB: Math.max(peakRss, process.memoryUsage().rss) / 2 ** 20,
  };
}

const seconds = Number(argument('--seconds') ?? 3);
const only = argument('--game');
const rows: Measurement[] = [];
for (const game of listGames()) {
  if (only !== undefined && game !== only) continue;
  const definition = getGame(game)!;
  for (const variant of listVariants(game)) {
    // The seat counts this variant's options allow (the first edition of Lost Valley: 2 to 4).
    const range = variantPlayerRange(definition, variant);
    for (let players = range.min; players <= range.max; players++) {
      // A short warm-up so that the JIT has compiled the hot paths before the clock runs.
      measure(game, variant, players, 'unchecked', Math.min(1, seconds / 3));
      for (const path of ['unchecked', 'checked'] as const) {
        const row = measure(game, variant, players, path, seconds);
        rows.push(row);
        process.stderr.write(`${row.label} ${path}: ${row.gamesPerSecond.toFixed(0)} games/s\n`);
      }
    }
  }
}

const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}`;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
console.log(`Machine: ${machine}`);
console.log(`Date: ${new Date().toISOString().slice(0, 10)}; ${seconds} s per measurement, one thread\n`);
console.log('| game/variant (seats) | path | games | games/s | actions/s | plies/s | mean actions/game | peak RSS MiB |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(`| ${row.label} | ${row.path} | ${row.games} | ${fmt(row.gamesPerSecond)} | ${fmt(row.actionsPerSecond)} | ${fmt(row.pliesPerSecond)} | ${row.meanActions.toFixed(1)} | ${row.peakRssMiB.toFixed(0)} |`);
}
const ratios = rows.filter((r) => r.path === 'checked').map((checked) => {
  const fast = rows.find((r) => r.label === checked.label && r.path === 'unchecked')!;
  return `${checked.label}: checked path ${(fast.gamesPerSecond / checked.gamesPerSecond).toFixed(2)}x slower`;
});
console.log(`\n${ratios.join('\n')}`);
