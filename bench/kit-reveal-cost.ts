/**
 * `npx tsx bench/kit-reveal-cost.ts [--seeds N] [--rounds R] [--worlds W] [--game ID]`: the cost of
 * the conformance kit's `cannot-reveal-holds` check. Each round plays the same seeded playouts of
 * every registered game, variant and seat count (both chance modes, `N` seeds each) through
 * `checkedPlayout` with the check off (`revealWorlds: 0`) and on (`W` worlds per seat), in
 * alternating order, timed in CPU time of this process (`process.cpuUsage`) so that other
 * programs on a shared machine disturb the ratio less. Prints the per-game and total ratios
 * (median of the rounds). A benchmark, not a test.
 * @packageDocumentation
 */
import '../src/index.js';
import { listGames } from '../src/index.js';
import { checkedPlayout, conformanceConfigs, type ConformanceConfig } from '../src/testing/index.js';
import { argument } from './bench-argument.js';

const seeds = Number(argument('--seeds') ?? '1');
const rounds = Number(argument('--rounds') ?? '3');
const worlds = Number(argument('--worlds') ?? '2');
const only = argument('--game');

function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function playAll(configs: readonly ConformanceConfig[], revealWorlds: number): void {
  for (const config of configs) {
    for (let seed = 0; seed < seeds; seed++) {
      for (const chance of ['auto', 'external'] as const) checkedPlayout({ ...config, revealWorlds }, 1000 + seed, chance);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const games = listGames().filter((game) => only === undefined || game === only);
const totals = { off: [] as number[], on: [] as number[] };
const perGame = new Map<string, number[]>();
for (const game of games) playAll(conformanceConfigs(game).slice(0, 1), worlds); // warm up
for (let round = 0; round < rounds; round++) {
  let off = 0;
  let on = 0;
  for (const game of games) {
    const configs = conformanceConfigs(game);
    // Alternate which runs first, so a slow patch of the machine falls on both.
    const first = round % 2 === 0;
    const a = cpuMs(() => playAll(configs, first ? 0 : worlds));
    const b = cpuMs(() => playAll(configs, first ? worlds : 0));
    const [gameOff, gameOn] = first ? [a, b] : [b, a];
    off += gameOff;
    on += gameOn;
    perGame.set(game, [...(perGame.get(game) ?? []), gameOn / gameOff]);
  }
  totals.off.push(off);
  totals.on.push(on);
  console.log(`round ${round + 1}: off ${off.toFixed(0)} ms, on ${on.toFixed(0)} ms, on / off ${(on / off).toFixed(3)}`);
}
for (const [game, ratios] of perGame) console.log(`${game}: on / off ${median(ratios).toFixed(3)} (rounds ${ratios.map((r) => r.toFixed(3)).join(', ')})`);
console.log(`total: on / off ${median(totals.on.map((on, i) => on / totals.off[i]!)).toFixed(3)} (${seeds} seed(s) per config and chance mode, ${worlds} worlds per seat)`);
