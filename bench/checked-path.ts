/**
 * `npx tsx bench/checked-path.ts [--game ID] [--games N] [--rounds R]`: the cost of the checked
 * path (`applyAction`) against the unchecked one (`applyUnchecked`) on the same seeded random
 * games, and of `loadGame` against a plain JSON round trip of the same states. Rounds alternate
 * the two paths and each is timed in CPU time of this process (`process.cpuUsage`), so other
 * programs on a shared machine disturb the ratio less than they disturb wall-clock rates; the
 * median ratio of the rounds is printed. A benchmark, not a test.
 * @packageDocumentation
 */
import { continuePlayout } from '../src/bots/index.js';
import { loadGame, saveGame, startGame, type AnyGameState } from '../src/index.js';
import { argument } from './bench-argument.js';

const game = argument('--game') ?? 'mountain-river-duel';
const gamesPerRound = Number(argument('--games') ?? '200');
const rounds = Number(argument('--rounds') ?? '9');

function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function playGames(checked: boolean, round: number): AnyGameState[] {
  const ends: AnyGameState[] = [];
  for (let i = 0; i < gamesPerRound; i++) {
    const start = startGame({ game, players: 2, seed: `checked-path-${round}-${i}` });
    if (!start.ok) throw new Error(start.error.message);
    ends.push(continuePlayout(start.state, `bot-${round}-${i}`, { checked }).state);
  }
  return ends;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const playRatios: number[] = [];
const loadRatios: number[] = [];
let uncheckedRate = 0;
let loadMs = 0;
playGames(true, -1); // warm up both paths and zod's compiled parsers
playGames(false, -1);
for (let round = 0; round < rounds; round++) {
  let ends: AnyGameState[] = [];
  const unchecked = cpuMs(() => (ends = playGames(false, round)));
  const checked = cpuMs(() => playGames(true, round));
  playRatios.push(checked / unchecked);
  uncheckedRate = Math.max(uncheckedRate, (gamesPerRound / unchecked) * 1000);
  const saves = ends.map((state) => saveGame(state));
  const json = cpuMs(() => saves.forEach((text) => JSON.stringify(JSON.parse(text))));
  const loaded = cpuMs(() => saves.forEach((text) => loadGame(text)));
  loadRatios.push(loaded / json);
  loadMs = loaded / saves.length;
}
console.log(`${game}, ${rounds} rounds of ${gamesPerRound} games per path, CPU time of this process:`);
console.log(`  checked path / unchecked path: median ${median(playRatios).toFixed(2)}x (rounds: ${playRatios.map((r) => r.toFixed(2)).join(', ')})`);
console.log(`  unchecked: up to ${uncheckedRate.toFixed(0)} games per CPU second`);
console.log(`  loadGame / JSON.parse + JSON.stringify of the same save: median ${median(loadRatios).toFixed(1)}x (last round ${loadMs.toFixed(3)} ms per final state)`);
