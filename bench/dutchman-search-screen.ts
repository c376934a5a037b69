/**
 * `npx tsx bench/dutchman-search-screen.ts [--iterations N] [--seed S] [--from I] [--to J] [--json FILE]`:
 * The Lost Dutchman's IS-MCTS (its game's settings, `SEARCH_SETTINGS`, at N iterations, default
 * 600) against three heuristic bots, games I to J−1 (default 0 to 40) with seeds `S-i` (default
 * `scr`) and seats rotated as in the arena. Per game it appends one JSON line to FILE (or prints
 * it): whether the search's seat won, its score and the others', its decisions with a choice and
 * their wall and CPU milliseconds (`process.cpuUsage` around each decision, this process only); at
 * the end it prints the search's share with a 95% Wilson interval and the means. The games are
 * independent, so blocks of them can run in several processes and their files be read together.
 * Issue 23's screening runs (docs/bots.md, the tuning table: seeds `scr`, 200 and 600 iterations).
 *
 * @example
 * npx tsx bench/dutchman-search-screen.ts --iterations 200 --from 0 --to 60 --json base.jsonl
 */
import { appendFileSync } from 'node:fs';
import { cpuUsage } from 'node:process';
import '../src/index.js';
import { dutchmanHeuristicBot } from '../src/games/lost-dutchman/api.js';
import { ismctsBot, playArenaGame, SEARCH_SETTINGS, summarizeArena, wilsonInterval, type ArenaGameRecord, type Bot } from '../src/bots/index.js';
import { argument } from './bench-argument.js';

const iterations = Number(argument('--iterations') ?? 600);
const seed = argument('--seed') ?? 'scr';
const from = Number(argument('--from') ?? 0);
const to = Number(argument('--to') ?? 40);
const json = argument('--json');

const search = ismctsBot({ ...SEARCH_SETTINGS['lost-dutchman'], iterations });
let cpuMs = 0;
// The search with its CPU time counted: the arena's clock measures wall time only.
const timed: Bot = {
  name: search.name,
  act(state, seat, random) {
    const before = cpuUsage();
    const action = search.act(state, seat, random);
    const spent = cpuUsage(before);
    cpuMs += (spent.user + spent.system) / 1000;
    return action;
  },
};

const records: ArenaGameRecord[] = [];
let cpuTotal = 0;
for (let index = from; index < to; index++) {
  cpuMs = 0;
  const record = playArenaGame({ setup: { game: 'lost-dutchman', players: 4, variant: 'standard' }, lineup: [timed, dutchmanHeuristicBot, dutchmanHeuristicBot, dutchmanHeuristicBot], seed }, index);
  records.push(record);
  cpuTotal += cpuMs;
  const seat = record.entries.indexOf(0);
  const line = JSON.stringify({ iterations, index, win: record.returns[seat], score: record.scores[seat], scores: record.scores, decisions: record.decisions[seat], wallMs: record.thinkMs[seat], cpuMs: Math.round(cpuMs), reason: record.reason });
  if (json === undefined) console.log(line);
  else appendFileSync(json, `${line}\n`);
}
const first = summarizeArena(records, 4).entries[0]!;
const [low, high] = wilsonInterval(first.share, records.length);
const decisions = records.reduce((sum, record) => sum + record.decisions[record.entries.indexOf(0)]!, 0);
console.log(
  `${search.name}: ${(first.share * 100).toFixed(1)}% (${(low * 100).toFixed(1)}–${(high * 100).toFixed(1)}%) of ${records.length} games, ` +
    `${first.msPerDecision.toFixed(0)} ms wall and ${(cpuTotal / Math.max(1, decisions)).toFixed(0)} ms CPU per decision`,
);
