import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { applyV8Tuning, appliedV8Tuning, CLI_V8_FLAGS, v8FlagsReport, v8TuningOf } from '../../src/cli/v8-tuning.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'lost-valley-v8-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the program through tsx, with extra node flags and environment variables. */
function program(argv: readonly string[], env: Record<string, string> = {}, nodeFlags: readonly string[] = []) {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
  if (env.LVE_V8_FLAGS === undefined) delete childEnv.LVE_V8_FLAGS;
  return spawnSync(process.execPath, [...nodeFlags, '--import', 'tsx', 'src/cli/main.ts', ...argv], { cwd: root, encoding: 'utf8', env: childEnv });
}

describe('the flags the program sets', () => {
  it('sets the default flags, none with LVE_V8_FLAGS=off, and never one node was given', () => {
    expect(CLI_V8_FLAGS).toEqual(['--no-turbo-inlining']);
    expect(v8TuningOf({}, [])).toEqual({ flags: CLI_V8_FLAGS, notes: [] });
    expect(v8TuningOf({ LVE_V8_FLAGS: 'on' }, ['--import', 'tsx'])).toEqual({ flags: CLI_V8_FLAGS, notes: [] });
    expect(v8TuningOf({ LVE_V8_FLAGS: ' off ' }, [])).toEqual({ flags: [], notes: ['LVE_V8_FLAGS=off'] });
    expect(v8TuningOf({}, ['--turbo-inlining'])).toEqual({ flags: [], notes: ["--no-turbo-inlining: node's command line sets 'turbo-inlining'"] });
    expect(v8TuningOf({}, ['--turbo_inlining']).flags).toEqual([]);
    const typo = v8TuningOf({ LVE_V8_FLAGS: 'of' }, []);
    expect(typo.flags).toEqual(CLI_V8_FLAGS);
    expect(typo.notes[0]).toMatch(/'of' is neither 'off' nor 'on'/);
  });

  it('hands each flag to the setter, in order, and remembers what it set', () => {
    const set: string[] = [];
    applyV8Tuning({ flags: ['--a', '--b'], notes: ['why'] }, (flag) => set.push(flag));
    expect(set).toEqual(['--a', '--b']);
    expect(appliedV8Tuning()).toEqual({ flags: ['--a', '--b'], notes: ['why'] });
    expect(v8FlagsReport(appliedV8Tuning())).toEqual(['--a', '--b', 'why']);
    expect(v8FlagsReport({ flags: [], notes: ['LVE_V8_FLAGS=off'] })).toEqual(['none', 'LVE_V8_FLAGS=off']);
    expect(v8FlagsReport(null)[0]).toBe('none');
  });
});

describe('the program process', () => {
  it('reports the flags it set at its start, none when switched off or given to node', () => {
    const on = program(['--v8-flags']);
    expect(on.status, on.stderr).toBe(0);
    expect(on.stdout).toBe('--no-turbo-inlining\n');
    const off = program(['--v8-flags'], { LVE_V8_FLAGS: 'off' });
    expect(off.status, off.stderr).toBe(0);
    expect(off.stdout).toBe('none\nLVE_V8_FLAGS=off\n');
    const node = program(['--v8-flags'], {}, ['--turbo-inlining']);
    expect(node.status, node.stderr).toBe(0);
    expect(node.stdout).toBe("none\n--no-turbo-inlining: node's command line sets 'turbo-inlining'\n");
  });

  it('plays the same Lost Valley games, byte for byte, with the flags and without', () => {
    // Enough games for V8 to optimize the rules in both processes, so the flags' code is what runs.
    const setup = ['simulate', '--game', 'lost-valley', '--players', '4', '--games', '12', '--seed', 'flags'];
    const on = program([...setup, '--json', join(dir, 'on.jsonl')]);
    expect(on.status, on.stderr).toBe(0);
    const off = program([...setup, '--json', join(dir, 'off.jsonl')], { LVE_V8_FLAGS: 'off' });
    expect(off.status, off.stderr).toBe(0);
    const lines = readFileSync(join(dir, 'on.jsonl'), 'utf8');
    expect(lines.trimEnd().split('\n')).toHaveLength(12);
    expect(readFileSync(join(dir, 'off.jsonl'), 'utf8')).toBe(lines);
    // All but the speed line (the second).
    const figures = (out: string) => out.trimEnd().split('\n').filter((_, index) => index !== 1);
    expect(figures(off.stdout)).toEqual(figures(on.stdout));
  });
});
