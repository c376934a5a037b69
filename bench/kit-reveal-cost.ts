/**
 * `npx tsx bench/kit-reveal-cost.ts [--seeds N] [--rounds R] [--worlds W] [--game ID]`: the cost of
 * the conformance kit's `cannot-reveal-holds` check. Each round plays the same seeded playouts of
 * every registered game, variant and seat count (both chance modes, `N` seeds each) through
 * `checkedPlayout` with the check off (`revealWorlds: 0`) and on (`W` worlds per seat), each
 * playout twice in a row in alternating order, timed in CPU time of this process (`process.cpuUsage`) so that other
 * programs on a shared machine disturb the ratio less. Prints the per-game and total ratios
 * (median of the rounds). A benchmark, not a test.
 * @packageDocumentation
 */
import '../src/index.js';
import { listGames } from '../src/index.js';
import { checkedPlayout, conformanceConfigs } from '../src/testing/index.js';
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

/** CPU ms of each playout of the game with the check off and on, paired: each pair runs in alternating order. */
function playGame(game: string, round: number): { off: number; on: number } {
  let off = 0;
  let on = 0;
  let flip = round % 2 === 0;
  for (const config of conformanceConfigs(game)) {
    for (let seed = 0; seed < seeds; seed++) {
      for (const chance of ['auto', 'external'] as const) {
        const run = (revealWorlds: number) => cpuMs(() => checkedPlayout({ ...config, revealWorlds }, 1000 + seed, chance));
        // Alternate which runs first, so that a cache a playout fills (legal lists, lattices) helps both.
        if (flip) {
          off += run(0);
          on += run(worlds);
        } else {
          on += run(worlds);
          off += run(0);
        }
        flip = !flip;
      }
    }
  }
  return { off, on };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const games = listGames().filter((game) => only === undefined || game === only);
const totals: number[] = [];
const perGame = new Map<string, number[]>();
// Warm up: one playout of each game's first config, both ways.
for (const game of games) for (const revealWorlds of [0, worlds]) checkedPlayout({ ...conformanceConfigs(game)[0]!, revealWorlds }, 999, 'auto');
for (let round = 0; round < rounds; round++) {
  let off = 0;
  let on = 0;
  for (const game of games) {
    const times = playGame(game, round);
    off += times.off;
    on += times.on;
    perGame.set(game, [...(perGame.get(game) ?? []), times.on / times.off]);
  }
  totals.push(on / off);
  console.log(`round ${round + 1}: off ${off.toFixed(0)} ms, on ${on.toFixed(0)} ms, on / off ${(on / off).toFixed(3)}`);
}
for (const [game, ratios] of perGame) console.log(`${game}: on / off ${median(ratios).toFixed(3)} (rounds ${ratios.map((r) => r.toFixed(3)).join(', ')})`);
console.log(`total: on / off ${median(totals).toFixed(3)} (${seeds} seed(s) per config and chance mode, ${worlds} worlds per seat)`);
