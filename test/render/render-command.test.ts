import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/cli-io.js';
import { runCli } from '../../src/cli/program.js';
import { renderSpec } from '../../src/cli/render-command.js';
import { allText, byClass, parseSvg } from './svg-check.js';

const dir = mkdtempSync(join(tmpdir(), 'lost-valley-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(argv: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line) };
  return { code: runCli(argv, io), out, err };
}

describe('render command', () => {
  it('is listed by the program and prints its help with every option', () => {
    expect(run(['--help']).out.join('\n')).toContain('render');
    const { code, out, err } = run(['render', '--help']);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out[0]).toBe('Usage: lost-valley-engine render [options]');
    for (const option of renderSpec.options) expect(out.some((line) => line.startsWith(`  --${option.name}`) && line.includes(option.description))).toBe(true);
  });

  it.each([
    [['--colour', 'red'], "unknown option '--colour'"],
    [['--turns', 'x'], "option '--turns' needs a whole number"],
    [['--turns'], "option '--turns' needs a value"],
    [['--seat', '2', '--players', '2'], "option '--seat' needs a seat of the game, 0 to 1"],
    [['--players', '9'], 'players'],
    [['--variant', 'nope'], 'nope'],
    [['--variant', 'first-edition', '--players', '5'], 'played by 2 to 4 players, not 5'],
    [['--scale', '0'], "option '--scale'"],
    [['--scale', '5000'], "option '--scale' needs at most 1000"],
    [['--coordinates=yes'], "option '--coordinates' takes no value"],
    [['extra'], "unexpected argument 'extra'"],
    [['--locale', 'de'], "unknown locale 'de'"],
  ])('refuses %j with one error line and exit code 2', (args, words) => {
    const { code, out, err } = run(['render', ...args]);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err.length).toBe(1);
    expect(err[0]).toMatch(/^error: /);
    expect(err[0]).toContain(words);
  });

  it('writes a fully explored board to --out: the river reaches the spring, the same seed gives the same bytes', () => {
    const path = join(dir, 'board.svg');
    const { code, out, err } = run(['render', '--seed', 'cli', '--players', '4', '--out', path]);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out.length).toBe(1);
    expect(out[0]).toMatch(/^Board after \d+ turns \(exploration over, \d+ tiles, \d+ river tiles\) drawn to /);
    const svg = readFileSync(path, 'utf8');
    const root = parseSvg(svg);
    expect(byClass(root, 'river')[0]!.attributes['data-ends-at']).toBe('spring');
    expect(byClass(root, 'prospector').length).toBe(4);
    const again = join(dir, 'again.svg');
    expect(run(['render', '--seed', 'cli', '--players', '4', '--out', again]).code).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(svg);
  });

  it('stops after --turns, draws a seat view with --seat, and prints the SVG when --out is absent', () => {
    const { code, out } = run(['render', '--seed', 'cli', '--turns', '3', '--seat', '1', '--players', '3', '--title', 'Three <turns>']);
    expect(code).toBe(0);
    const root = parseSvg(`${out.join('\n')}\n`);
    const legend = allText(byClass(root, 'legend')[0]!);
    expect(legend).toContain('Turn 4');
    expect(legend).toContain("Seat 2's view");
    expect(allText(byClass(root, 'title')[0]!)).toContain('Three <turns>');
  });

  it('draws the picture in Spanish or Czech with --locale', () => {
    for (const [locale, heading, title] of [['es', 'Agua y tierra', 'segunda edición'], ['cs', 'Voda a země', 'druhé vydání']] as const) {
      const { code, out } = run(['render', '--seed', 'cli', '--turns', '3', '--locale', locale]);
      expect(code).toBe(0);
      const root = parseSvg(`${out.join('\n')}\n`);
      expect(allText(byClass(root, 'legend')[0]!)).toContain(heading);
      expect(allText(byClass(root, 'legend')[0]!)).not.toContain('Water and land');
      expect(allText(byClass(root, 'title')[0]!)).toContain(title);
    }
  });

  it('draws the first edition and the start board (--turns 0)', () => {
    const { code, out } = run(['render', '--variant', 'first-edition', '--players', '3', '--turns', '0', '--coordinates']);
    expect(code).toBe(0);
    const root = parseSvg(out.join('\n'));
    expect(byClass(root, 'tile')).toEqual([]);
    expect(allText(byClass(root, 'title')[0]!)).toContain('first edition');
    expect(byClass(root, 'coordinates').length).toBe(1);
  });

  it('fails with exit code 1 when the file cannot be written', () => {
    const { code, err } = run(['render', '--turns', '0', '--out', join(dir, 'missing', 'board.svg')]);
    expect(code).toBe(1);
    expect(err).toEqual([`error: cannot write '${join(dir, 'missing', 'board.svg')}': no such directory`]);
  });
});
