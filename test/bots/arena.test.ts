import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/index.js';
import { botByName, entryAtSeat, ISMCTS_GAME_ITERATIONS, playArenaGame, randomBot, summarizeArena, wilsonInterval, type ArenaGameRecord, type ArenaRun, type Bot } from '../../src/bots/index.js';
import { runCli } from '../../src/cli/program.js';
import type { CliIo } from '../../src/cli/cli-io.js';

function bot(name: string, game: string): Bot {
  const found = botByName(name, game);
  if (typeof found === 'string') throw new Error(found);
  return found;
}

function capture(): { io: CliIo; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line) => out.push(line), err: (line) => err.push(line) }, out, err };
}

const withoutTime = (record: ArenaGameRecord) => ({ ...record, thinkMs: null });

describe('the arena', () => {
  it('rotates the line-up one seat per game, so every bot sits in every seat equally often', () => {
    expect([0, 1, 2, 3].map((game) => [0, 1, 2].map((seat) => entryAtSeat(game, seat, 3)))).toEqual([
      [0, 1, 2],
      [1, 2, 0],
      [2, 0, 1],
      [0, 1, 2],
    ]);
  });

  it('plays game i as a pure function of the run and i: the same record in any order (all but the time)', () => {
    const run: ArenaRun = { setup: { game: 'goldfield-gully', players: 3 }, lineup: [bot('ismcts:10', 'goldfield-gully'), bot('heuristic', 'goldfield-gully'), randomBot], seed: 'pure' };
    const forwards = [0, 1, 2].map((index) => playArenaGame(run, index));
    const backwards = [2, 1, 0].map((index) => playArenaGame(run, index)).reverse();
    expect(forwards.map(withoutTime)).toEqual(backwards.map(withoutTime));
    expect(forwards[1]!.bots).toEqual(['heuristic', 'random', 'ismcts:10']);
    const shuffledSummary = summarizeArena([forwards[2]!, forwards[0]!, forwards[1]!], 3);
    const summary = summarizeArena(forwards, 3);
    expect(shuffledSummary).toEqual(summary);
    expect(summarizeArena(backwards, 3).entries.map((entry) => [entry.share, entry.meanScore, entry.decisions])).toEqual(
      summary.entries.map((entry) => [entry.share, entry.meanScore, entry.decisions]),
    );
    const shares = summarizeArena(forwards, 3).entries.map((entry) => entry.share);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('names a bot that sends an illegal action', () => {
    const cheat: Bot = { name: 'cheat', act: (_state, seat) => ({ type: 'pass', player: seat }) };
    const run: ArenaRun = { setup: { game: 'mountain-river-duel', players: 2 }, lineup: [cheat, randomBot], seed: 'cheat' };
    expect(() => playArenaGame(run, 0)).toThrowError(/Bot 'cheat' \(seat 0\)/);
    // Among simultaneous seats too: the refused choice is the cheat's, not the first seat's.
    const gather: Bot = { name: 'far-gatherer', act: (_state, seat) => ({ type: 'gather', player: seat, building: 9 }) };
    const gully: ArenaRun = { setup: { game: 'goldfield-gully', players: 3 }, lineup: [randomBot, randomBot, gather], seed: 'cheat' };
    expect(() => playArenaGame(gully, 0)).toThrowError(/Bot 'far-gatherer' \(seat 2\)/);
  });

  it('counts forced moves (one legal action) apart and times only the decisions with a choice', () => {
    let clock = 0;
    // Every reading of the clock moves it on by 1 ms, so a timed decision costs exactly 1 ms.
    const record = playArenaGame({ setup: { game: 'lost-valley', players: 3 }, lineup: [randomBot, randomBot, randomBot], seed: 'forced' }, 0, () => (clock += 1));
    expect(record.forced.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(record.decisions.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(record.thinkMs).toEqual(record.decisions);
    const summary = summarizeArena([record], 3);
    expect(summary.entries.map((entry) => [entry.decisions, entry.forced, entry.msPerDecision])).toEqual(record.decisions.map((d, seat) => [d, record.forced[seat], 1]));
  });

  it('in team games counts a team win as simulate does (every winner in the team), and splits a win shared between teams', () => {
    const teams = [0, 1, 0, 1];
    const record = (index: number, winners: number[]): ArenaGameRecord => ({
      index,
      seed: `t-${index}`,
      entries: [0, 1, 2, 3].map((seat) => entryAtSeat(index, seat, 4)),
      bots: ['a', 'b', 'c', 'd'].map((_, seat) => ['a', 'b', 'c', 'd'][entryAtSeat(index, seat, 4)]!),
      returns: [0, 1, 2, 3].map((seat) => (winners.includes(seat) ? 1 / winners.length : 0)),
      scores: [1, 1, 1, 1],
      winners,
      reason: 'weighed',
      tieBreak: null,
      teams,
      plies: 1,
      decisions: [0, 0, 0, 0],
      forced: [0, 0, 0, 0],
      thinkMs: [0, 0, 0, 0],
    });
    // The games of simulate's own team test: won by team 0, by team 1, by seat 3 alone, by all, by none.
    const records = [record(0, [0, 2]), record(1, [1, 3]), record(2, [3]), record(3, [0, 1, 2, 3]), record(4, [])];
    const summary = summarizeArena(records, 4);
    for (const entry of summary.entries) {
      let alone = 0;
      let split = 0;
      for (const game of records) {
        const seat = game.entries.indexOf(entry.entry);
        const team = teams[seat];
        if (game.winners.length > 0 && game.winners.every((winner) => teams[winner] === team)) alone += 1;
        else split += game.winners.filter((winner) => teams[winner] === team).length / Math.max(1, game.winners.length);
      }
      expect(entry.team!.share).toBeCloseTo((alone + split) / records.length, 12);
    }
  });

  it('gives Wilson intervals that hold the share and stay within 0 and 1', () => {
    const [low, high] = wilsonInterval(0.9, 200);
    expect(low).toBeCloseTo(0.8506, 3);
    expect(high).toBeCloseTo(0.9343, 3);
    expect(wilsonInterval(1, 200)[1]).toBe(1);
    expect(wilsonInterval(0, 200)[0]).toBe(0);
  });

  it('knows the bots by name and refuses unknown ones with a reason', () => {
    expect(bot('ismcts', 'goldfield-gully').name).toBe('ismcts:200');
    // The Lost Dutchman's search has a default budget of its own; a budget in the name wins, and flat-mc keeps its own default.
    expect(bot('ismcts', 'lost-dutchman').name).toBe(`ismcts:${ISMCTS_GAME_ITERATIONS['lost-dutchman']}`);
    expect(ISMCTS_GAME_ITERATIONS['lost-dutchman']).toBe(600);
    expect(bot('ismcts:200', 'lost-dutchman').name).toBe('ismcts:200');
    expect(bot('flat-mc', 'lost-dutchman').name).toBe('flat-mc:200');
    expect(bot('ismcts:50', 'mountain-river-duel').name).toBe('ismcts:50');
    expect(bot('ismcts:20ms', 'mountain-river-duel').name).toBe('ismcts:20ms');
    expect(bot('flat-mc:30', 'lost-dutchman').name).toBe('flat-mc:30');
    expect(botByName('heuristic', 'no-such-game')).toMatch(/no heuristic bot for no-such-game/);
    expect(bot('heuristic', 'lost-valley').name).toBe('heuristic');
    expect(botByName('alphazero', 'lost-valley')).toMatch(/unknown bot 'alphazero'/);
    expect(botByName('ismcts:0', 'lost-valley')).toMatch(/at least 1/);
  });

  it('runs from the command line: rotated seats, win shares with intervals, end reasons, JSON Lines records', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'arena-')), 'games.jsonl');
    const c = capture();
    const code = runCli(['arena', '--game', 'mountain-river-duel', '--bots', 'heuristic,random', '--games', '4', '--seed', 'cli', '--json', file], c.io);
    expect(code).toBe(0);
    expect(c.out[0]).toBe("Mountain/river duel, variant standard, 2 players: 4 games, seeds 'cli-0' to 'cli-3', seats rotated.");
    expect(c.out[1]).toMatch(/^#0 heuristic: wins [0-9.]+% \(95% CI [0-9.]+%–[0-9.]+%\), mean score [0-9.]+, [0-9.]+ ms per decision \([0-9]+ decisions; [0-9]+ forced moves, not timed\)\.$/);
    expect(c.out[2]).toMatch(/^#1 random: wins /);
    expect(c.out[3]).toMatch(/^End reasons: board-cleared 4\. Mean length: [0-9.]+ plies\./);
    const records = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as ArenaGameRecord);
    expect(records.map((record) => record.index)).toEqual([0, 1, 2, 3]);
    expect(records[1]!.bots).toEqual(['random', 'heuristic']);
  });

  it('refuses a bad command line with exit code 2 and a reason', () => {
    const cases: [string[], RegExp][] = [
      [['arena', '--game', 'mountain-river-duel'], /'--bots' is required/],
      [['arena', '--bots', 'random,random,random'], /error: /],
      [['arena', '--bots', 'random,wizard'], /unknown bot 'wizard'/],
      [['arena', '--bots', 'random,random', '--players', '3'], /2 bots for 3 seats/],
      [['arena', '--game', 'chess', '--bots', 'random'], /unknown game 'chess'/],
    ];
    for (const [argv, message] of cases) {
      const c = capture();
      expect(runCli(argv, c.io)).toBe(2);
      expect(c.err.join('\n')).toMatch(message);
    }
  });
});
