/**
 * The V8 flags the program sets for its own process before it loads the engine. Only the program
 * does this: the library never sets a flag, since it is a guest in its caller's process
 * (docs/simulation.md, "Short processes", says what a caller can set).
 *
 * This module imports nothing of the engine, so that `main.ts` can run it before the engine's
 * code is loaded (a flag set later would not reach code V8 has already compiled).
 * @packageDocumentation
 */
import { setFlagsFromString } from 'node:v8';

/**
 * The flags the program sets by default. `--no-turbo-inlining`: V8's optimizing compiler inlines
 * no calls, so it has about half the work in a fresh process and stops recompiling large functions
 * whose rarely taken paths were inlined; measured to cut the CPU of every Lost Valley run from one
 * game on and to leave every result as it was (bench/RESULTS.md, "2026-12-03, warm-flags").
 *
 * @example
 * CLI_V8_FLAGS; // ['--no-turbo-inlining']
 */
export const CLI_V8_FLAGS: readonly string[] = ['--no-turbo-inlining'];

/**
 * The environment variable that turns the program's V8 flags off: `LVE_V8_FLAGS=off`.
 *
 * @example
 * spawn('lost-valley-engine', ['simulate'], { env: { ...process.env, [V8_FLAGS_VARIABLE]: 'off' } });
 */
export const V8_FLAGS_VARIABLE = 'LVE_V8_FLAGS';

/**
 * What the program sets: the flags, and why it sets no more (`off`, flags the command line gave
 * node itself, a value of the variable it does not know).
 *
 * @example
 * const tuning: V8Tuning = { flags: ['--no-turbo-inlining'], notes: [] };
 */
export interface V8Tuning {
  /** The flags to set, in order. */
  readonly flags: readonly string[];
  /** One line per reason a default flag is not set, or a warning about the variable's value. */
  readonly notes: readonly string[];
}

/** The name a flag sets, without `--`, `no-` and a value: `--no-turbo-inlining` → `turbo-inlining`. */
function flagName(flag: string): string {
  const bare = flag.replace(/^--?/, '').split('=')[0]!.replace(/_/g, '-');
  return bare.startsWith('no-') ? bare.slice(3) : bare;
}

/**
 * Decides the flags from the environment and node's own arguments (`process.execArgv`): none with
 * `LVE_V8_FLAGS=off`; otherwise {@link CLI_V8_FLAGS}, but never one the person set on node's command
 * line (`node --turbo-inlining dist/cli.js` keeps V8's inlining).
 *
 * @example
 * v8TuningOf({ LVE_V8_FLAGS: 'off' }, []); // { flags: [], notes: ['LVE_V8_FLAGS=off'] }
 * v8TuningOf({}, ['--turbo-inlining']).flags; // []
 */
export function v8TuningOf(env: Readonly<Record<string, string | undefined>>, execArgv: readonly string[]): V8Tuning {
  const value = (env[V8_FLAGS_VARIABLE] ?? '').trim();
  if (value === 'off') return { flags: [], notes: [`${V8_FLAGS_VARIABLE}=off`] };
  const notes = value === '' || value === 'on' ? [] : [`${V8_FLAGS_VARIABLE}='${value}' is neither 'off' nor 'on': the default flags are set`];
  const given = new Set(execArgv.map(flagName));
  const flags: string[] = [];
  for (const flag of CLI_V8_FLAGS) {
    if (given.has(flagName(flag))) notes.push(`${flag}: node's command line sets '${flagName(flag)}'`);
    else flags.push(flag);
  }
  return { flags, notes };
}

let applied: V8Tuning | null = null;

/**
 * Sets the tuning's flags (through `v8.setFlagsFromString` unless another setter is given) and
 * remembers them for {@link appliedV8Tuning}. Call it before the engine is imported.
 *
 * @example
 * applyV8Tuning(v8TuningOf(process.env, process.execArgv));
 */
export function applyV8Tuning(tuning: V8Tuning, set: (flag: string) => void = setFlagsFromString): void {
  for (const flag of tuning.flags) set(flag);
  applied = tuning;
}

/**
 * What {@link applyV8Tuning} set in this process, or `null` when nothing called it (a command run
 * in a test through `runCli`, a worker thread, which shares its process's flags).
 *
 * @example
 * appliedV8Tuning()?.flags; // ['--no-turbo-inlining'] in `lost-valley-engine`
 */
export function appliedV8Tuning(): V8Tuning | null {
  return applied;
}

/**
 * The lines `lost-valley-engine --v8-flags` prints: each flag set, or `none`, then the notes.
 *
 * @example
 * v8FlagsReport({ flags: [], notes: ['LVE_V8_FLAGS=off'] }); // ['none', 'LVE_V8_FLAGS=off']
 */
export function v8FlagsReport(tuning: V8Tuning | null): string[] {
  if (tuning === null) return ['none', 'the program was not started through its entry (main.ts), which sets them'];
  return [...(tuning.flags.length > 0 ? tuning.flags : ['none']), ...tuning.notes];
}
