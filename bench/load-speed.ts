/**
 * `npx tsx bench/load-speed.ts --old DIR [--new DIR] [--games N] [--rounds R] [--game ID]`: the
 * time of `loadGame` per save for two builds side by side in one run, per sibling game (the duel,
 * Goldfield Gully, The Lost Dutchman). The saves are every 10th state of `--games` seeded random
 * games per game (the save-invariant tests' sweep, over the seat counts), made once with the
 * sources; each round loads all of them with the old build and then the new one (`DIR/index.js`
 * of a `npm run build`; without `--new`, the sources), each timed in CPU time of this process.
 * Prints the median time per save of each build and their ratio. A benchmark, not a test.
 * @packageDocumentation
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as sourceLibrary from '../src/index.js';
import { argument } from './bench-argument.js';

type Library = typeof sourceLibrary;
const oldDir = argument('--old');
if (oldDir === undefined) throw new Error('--old DIR (a built package, e.g. a copy of dist before the change) is required');
const newDir = argument('--new');
const load = async (dir: string): Promise<Library> => (await import(pathToFileURL(resolve(dir, 'index.js')).href)) as Library;
const older = await load(oldDir);
const newer = newDir === undefined ? sourceLibrary : await load(newDir);
const gamesPerGame = Number(argument('--games') ?? '200');
const rounds = Number(argument('--rounds') ?? '7');
const only = argument('--game');

const SEATS: Record<string, readonly number[]> = {
  'mountain-river-duel': [2],
  'goldfield-gully': [2, 3, 4, 5],
  'lost-dutchman': [2, 3, 4, 5],
};

/** Every 10th state of seeded random games, as save texts. */
function savesOf(game: string): string[] {
  const { activePlayers, applyUnchecked, isTerminal, legalActions, randomInt, saveGame, seedRng, startGame } = sourceLibrary;
  const saves: string[] = [];
  for (let i = 0; i < gamesPerGame; i++) {
    const seats = SEATS[game]!;
    const start = startGame({ game, players: seats[i % seats.length]!, seed: `load-speed-${i}` });
    if (!start.ok) throw new Error(start.error.message);
    let state = start.state;
    let rng = seedRng(`load-speed-${i}/bots`);
    for (let ply = 0; ; ply++) {
      if (ply % 10 === 0) saves.push(saveGame(state));
      if (isTerminal(state)) break;
      const active = activePlayers(state);
      const seat = randomInt(rng, active.length);
      const legal = legalActions(state, active[seat.value]!);
      const pick = randomInt(seat.rng, legal.length);
      rng = pick.rng;
      state = applyUnchecked(state, legal[pick.value]!).state;
    }
  }
  return saves;
}

function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const game of Object.keys(SEATS).filter((id) => only === undefined || id === only)) {
  const saves = savesOf(game);
  const loadAll = (library: Library) => () => {
    for (const text of saves) {
      const result = library.loadGameResult(text);
      if (!result.ok) throw new Error(`${game}: a reached state was refused: ${result.error.message}`);
    }
  };
  // Warm up both builds (their zod parsers and caches).
  loadAll(older)();
  loadAll(newer)();
  const oldMs: number[] = [];
  const newMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    oldMs.push(cpuMs(loadAll(older)) / saves.length);
    newMs.push(cpuMs(loadAll(newer)) / saves.length);
  }
  const ratio = median(newMs) / median(oldMs);
  console.log(
    `${game}: ${saves.length} saves of ${gamesPerGame} games, ${rounds} rounds; loadGame per save: old ${median(oldMs).toFixed(4)} ms, new ${median(newMs).toFixed(4)} ms, new/old ${ratio.toFixed(2)}x ` +
      `(rounds old ${oldMs.map((ms) => ms.toFixed(4)).join(', ')}; new ${newMs.map((ms) => ms.toFixed(4)).join(', ')})`,
  );
}
