import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Answer, CliIo } from '../../src/cli/cli-io.js';
import { startCli } from '../../src/cli/program.js';
import { runCaptured } from '../support/cli-run.js';

const dir = mkdtempSync(join(tmpdir(), 'lost-valley-human-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A person who always takes the first choice, then stops answering (the input ends).
async function playAs(argv: string[], answers: number): Promise<{ code: number; out: string[]; err: string[]; asked: number }> {
  const out: string[] = [];
  const err: string[] = [];
  let asked = 0;
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    ask: (): Promise<Answer> => Promise.resolve(++asked > answers ? { kind: 'end' } : { kind: 'line', text: '1' }),
  };
  const code = await startCli(argv, io);
  return { code, out, err, asked };
}

const run = runCaptured;

describe('play --human', () => {
  it("tells the person only what the seat may see: the bot's looks at its markers stay hidden", async () => {
    const record = join(dir, 'secrets.json');
    const played = await playAs(['play', '--game', 'lost-valley', '--players', '2', '--human', '0', '--bot', 'heuristic', '--seed', 'secrets', '--record', record], 500);
    expect(played.code, played.err.join('\n')).toBe(0);
    expect(played.out.some((line) => line.startsWith('Result: '))).toBe(true);
    const table = run(['replay', record]).out;
    const secret = table.filter((line) => /^Seat 2 looks at /.test(line));
    expect(secret.length).toBeGreaterThan(0);
    expect(played.out.filter((line) => /^Seat 2 looks at /.test(line))).toEqual([]);
    // What is public about the same moves is told.
    expect(played.out.some((line) => /^Seat 2 pans for river gold/.test(line))).toBe(true);
    expect(played.out.join('\n')).not.toMatch(/Seat 0|[{}]/);
  });

  it('lets several people share the terminal, each asked in turn', async () => {
    const played = await playAs(['play', '--game', 'goldfield-gully', '--players', '3', '--human', '0', '--human', '2', '--seed', 'two-people'], 12);
    expect(played.code).toBe(0);
    expect(played.out).toContain('— Seat 1, your move —');
    expect(played.out).toContain('— Seat 3, your move —');
    expect(played.out).not.toContain('— Seat 2, your move —');
    expect(played.out.some((line) => /^Game left after \d+ plies\.$/.test(line))).toBe(true);
  });

  it('plays every registered bot against the person', async () => {
    for (const bot of ['random', 'heuristic', 'ismcts:20', 'flat-mc:20']) {
      const played = await playAs(['play', '--game', 'mountain-river-duel', '--human', '1', '--bot', bot, '--seed', 'bots', '--quiet'], 3);
      expect(played.code, `${bot}: ${played.err.join('\n')}`).toBe(0);
      expect(played.asked).toBe(4);
    }
  });

  it('refuses a seat not at the table, an unknown bot, and a terminal with nobody to ask', async () => {
    const far = await playAs(['play', '--game', 'lost-valley', '--human', '5'], 0);
    expect(far.code).toBe(2);
    expect(far.err[0]).toMatch(/^error: option '--human' needs seats from 0 to 1 \(0 is Seat 1\), not '5'/);
    const clever = await playAs(['play', '--human', '0', '--bot', 'clever'], 0);
    expect(clever.code).toBe(2);
    expect(clever.err[0]).toMatch(/^error: unknown bot 'clever'; bots: random, heuristic/);
    const nobody = run(['play', '--human', '0']);
    expect(nobody.code).toBe(2);
    expect(nobody.err[0]).toMatch(/needs a person to answer/);
  });

  it('plays a whole game of bots other than the random one without anybody', () => {
    const played = run(['play', '--game', 'goldfield-gully', '--bot', 'heuristic', '--seed', 'h', '--locale', 'cs']);
    expect(played.code, played.err.join('\n')).toBe(0);
    expect(played.out[0]).toBe("Goldfield Gully, varianta standard, 2 hráči, semínko 'h'.");
    expect(played.out.some((line) => line.startsWith('Výsledek: '))).toBe(true);
    expect(run(['play', '--game', 'goldfield-gully', '--bot', 'heuristic', '--seed', 'h', '--locale', 'cs']).out).toEqual(played.out);
  });
});
