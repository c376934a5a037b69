/**
 * The Lost Dutchman's balance figures for docs/rules/lost-dutchman-components.md:
 *
 *   npx tsx bench/lost-dutchman-balance.ts --games 500 --players 4 --bots heuristic
 *   npx tsx bench/lost-dutchman-balance.ts --games 500 --players 4 --bots random
 *
 * Plays seeded games (auto chance, seeds `balance-0` … ) with every seat taken by the
 * goal-directed `dutchmanHeuristicBot` or by a uniform random player, and prints the end reasons,
 * the share of games the mine ended, each starting character's share of wins (a tie shares the
 * win), the mean score and length. `--data file.json` measures another component set;
 * `--options '{"maxRounds":40}'` other options. Figures are counts, not times: nothing here is a test.
 */
import { readFileSync } from 'node:fs';
import { activePlayers, applyUnchecked, createGame, isTerminal, legalActions, nextRandom, outcome, seedRng, type AnyGameState } from '../src/index.js';
import type { GameState } from '../src/core/state.js';
import { dutchmanHeuristicBot } from '../src/games/lost-dutchman/public.js';
import type { DutchmanGameState } from '../src/games/lost-dutchman/public.js';
import { argument } from './bench-argument.js';

const games = Number(argument('--games') ?? 500);
const players = Number(argument('--players') ?? 4);
const bots = argument('--bots') ?? 'heuristic';
const dataFile = argument('--data');
const data: unknown = dataFile === undefined ? undefined : JSON.parse(readFileSync(dataFile, 'utf8'));
const options = JSON.parse(argument('--options') ?? '{}') as Record<string, unknown>;

/** A generator of numbers in [0, 1) over the engine's seeded RNG. */
function generator(seed: string): () => number {
  let rng = seedRng(seed);
  return () => {
    const next = nextRandom(rng);
    rng = next.rng;
    return next.value;
  };
}

const reasons = new Map<string, number>();
const characterGames = new Map<string, number>();
const characterWins = new Map<string, number>();
let mineFinders = 0;
let totalTurns = 0;
let totalPlies = 0;
let totalScore = 0;
let longest = 0;

for (let game = 0; game < games; game++) {
  const seed = `balance-${game}`;
  let state: AnyGameState = createGame({ game: 'lost-dutchman', players, seed, options, ...(data === undefined ? {} : { data }) });
  const random = generator(`${seed}/bots`);
  while (!isTerminal(state)) {
    const seat = activePlayers(state)[0]!;
    const action = bots === 'random' ? legalActions(state, seat)[Math.floor(random() * legalActions(state, seat).length)]! : dutchmanHeuristicBot.act(state as GameState, seat, random);
    state = applyUnchecked(state, action).state;
  }
  const result = outcome(state)!;
  const g = state.g as DutchmanGameState;
  reasons.set(String(result.reason), (reasons.get(String(result.reason)) ?? 0) + 1);
  for (const p of g.prospectors) {
    characterGames.set(p.character!, (characterGames.get(p.character!) ?? 0) + 1);
    if (p.foundMine) mineFinders++;
  }
  for (const winner of result.winners) {
    const character = g.prospectors[winner]!.character!;
    characterWins.set(character, (characterWins.get(character) ?? 0) + 1 / result.winners.length);
  }
  totalTurns += g.turn;
  totalPlies += state.ply;
  longest = Math.max(longest, g.turn);
  totalScore += result.scores.reduce((a, b) => a + b, 0) / players;
}

const percent = (n: number, of: number): string => `${((100 * n) / of).toFixed(1)}%`;
console.log(`lost-dutchman balance: ${games} games, ${players} seats, bots ${bots}, options ${JSON.stringify(options)}${dataFile ? `, data ${dataFile}` : ''}`);
console.log(`end reasons: ${[...reasons].sort().map(([reason, count]) => `${reason} ${count} (${percent(count, games)})`).join(', ')}`);
console.log(`games ended by the mine: ${percent(reasons.get('mine-found') ?? 0, games)}; mine finders ${mineFinders}`);
console.log(`turns per game: mean ${(totalTurns / games).toFixed(1)} (rounds ${(totalTurns / games / players).toFixed(1)}), longest ${longest}; plies per game ${(totalPlies / games).toFixed(0)}`);
console.log(`mean score per seat: ${(totalScore / games).toFixed(1)}`);
console.log('character: games, win share (expected share at this table ' + percent(1, players) + ')');
for (const [character, count] of [...characterGames].sort()) {
  console.log(`  ${character}: ${count} games, wins ${percent(characterWins.get(character) ?? 0, count)}`);
}
