import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cliWords } from '../../src/cli/cli-words.js';
import type { Locale } from '../../src/words/index.js';

// `play --human 0` at a real (pseudo-)terminal: python3's standard pty module types for the
// person (test/cli/pty-driver.py); node-pty's native build is not available here.
const root = fileURLToPath(new URL('../..', import.meta.url));
const driver = join(root, 'test/cli/pty-driver.py');
const dir = mkdtempSync(join(tmpdir(), 'lost-valley-pty-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const hasPython = spawnSync('python3', ['-c', 'import pty'], { encoding: 'utf8' }).status === 0;

interface Step {
  readonly expect: string;
  readonly send?: string;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function atTerminal(locale: Locale, steps: readonly Step[], extra: readonly string[] = []): { transcript: string; code: number } {
  const script = join(dir, `${locale}-${steps.length}-${extra.length}.json`);
  writeFileSync(script, JSON.stringify(steps));
  const command = ['node', '--import', 'tsx', 'src/cli/main.ts', 'play', '--game', 'lost-valley', '--players', '2', '--human', '0', '--bot', 'heuristic', '--seed', 'pty', '--locale', locale, ...extra];
  const result = spawnSync('python3', [driver, script, '--', ...command], { cwd: root, encoding: 'utf8', timeout: 240_000 });
  const output = result.stdout ?? '';
  const exit = /\nEXIT (\d+)\n$/.exec(output);
  return { transcript: output.replace(/\r/g, ''), code: exit ? Number(exit[1]) : -1 };
}

describe.skipIf(!hasPython)('play --human 0 at a terminal', () => {
  it.each(['en', 'es', 'cs'] as const)("plays a few turns of Lost Valley in %s, shows the seat's sheet on s, asks again after junk, and leaves on q", (locale) => {
    const words = cliWords(locale);
    const seat = ({ en: 'Seat 1', es: 'Asiento 1', cs: 'Hráč 1' } as const)[locale];
    const decision = `${escape(words.yourTurn(seat))}[\\s\\S]*?${escape(words.prompt)}`;
    const sheet = ({ en: ["— Seat 1's sheet —", 'Store (stock'], es: ['— Hoja de Asiento 1 —', 'Tienda ('], cs: ['— Karta: Hráč 1 —', 'Obchod ('] } as const)[locale];
    const { transcript, code } = atTerminal(locale, [
      { expect: decision, send: 's\r' },
      { expect: `${escape(sheet[0])}[\\s\\S]*?${escape(sheet[1])}[\\s\\S]*?${escape(words.prompt)}`, send: '1\r' },
      { expect: decision, send: 'xyzzy\r' },
      { expect: `${escape(words.unknownInput('xyzzy'))}\\r?\\n${escape(words.prompt)}`, send: '1\r' },
      { expect: decision, send: '1\r' },
      { expect: decision, send: 'q\r' },
      { expect: escape(words.left(0).split(' ')[0]!) },
    ]);
    expect(transcript).not.toMatch(/TIMEOUT/);
    expect(code, transcript).toBe(0);
    // Four decisions were asked, each listing numbered choices in words with their notation.
    expect(transcript.split(words.yourTurn(seat)).length - 1).toBeGreaterThanOrEqual(4);
    expect(transcript).toMatch(/ {2}1\) \S.*\. {2}\[[^\]]+\]/);
    expect(transcript).toContain(words.unknownInput('xyzzy'));
    // The sheet, asked with s, is the seat's own and stays at the same decision.
    expect(transcript).toContain(sheet[0]);
    expect(transcript).not.toContain(sheet[0].replace('1', '2'));
    expect(transcript).toMatch(/\n(Game left|Partida abandonada|Hra opuštěna) /);
    // Words only: no raw data, seats named from 1.
    expect(transcript).not.toMatch(/[{}]|\b(node|face) \d/);
    expect(transcript).not.toContain({ en: 'Seat 0', es: 'Asiento 0', cs: 'Hráč 0' }[locale]);
  }, 240_000);

  it('leaves on Ctrl-D and stops with exit code 130 on Ctrl-C, saving the record so far', () => {
    const words = cliWords('en');
    const decision = `${escape(words.yourTurn('Seat 1'))}[\\s\\S]*?${escape(words.prompt)}`;
    const ended = atTerminal('en', [{ expect: decision, send: '1\r' }, { expect: decision, send: '\x04' }, { expect: 'Game left after' }]);
    expect(ended.code, ended.transcript).toBe(0);
    const record = join(dir, 'interrupted.json');
    const stopped = atTerminal('en', [{ expect: decision, send: '\x03' }, { expect: 'Interrupted\\.' }], ['--record', record]);
    expect(stopped.code, stopped.transcript).toBe(130);
    expect(stopped.transcript).toMatch(/Not over: \d+ plies \(\d+ actions\) so far; Seat 1 to act\./);
    expect(stopped.transcript).toMatch(/Record saved to .*interrupted\.json: \d+ actions/);
  }, 240_000);
});
