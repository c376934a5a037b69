import { usageError } from './cli-failure.js';

/**
 * One option of a command, as `--help` lists it and the parser accepts it.
 *
 * @example
 * const seed: OptionSpec = { name: 'seed', value: 'S', description: 'The seed.', defaultText: 'demo' };
 */
export interface OptionSpec {
  /** The long name without its dashes: `seed` for `--seed`. */
  readonly name: string;
  /** The placeholder of its value (`S`, `N`, `FILE`); absent for a flag, which takes none. */
  readonly value?: string;
  /** One sentence for `--help`. */
  readonly description: string;
  /** The default in words, for `--help`; absent when the option has none. */
  readonly defaultText?: string;
  /** May be given several times: the values are kept, joined by commas (`--human 0 --human 2` is `0,2`). */
  readonly repeatable?: boolean;
}

/**
 * A positional argument of a command (`replay FILE`); every one listed is required.
 *
 * @example
 * const file: PositionalSpec = { name: 'FILE', description: 'The record to replay.' };
 */
export interface PositionalSpec {
  readonly name: string;
  readonly description: string;
  /** The last positional may take one or more values (`merge FILE...`). */
  readonly variadic?: boolean;
}

/**
 * What the parser and `--help` know of a command.
 *
 * @example
 * const spec: CommandSpec = { name: 'play', summary: 'Plays one game.', description: 'Plays one game.',
 *   options: [], positionals: [] };
 */
export interface CommandSpec {
  readonly name: string;
  /** One line for the program's list of commands. */
  readonly summary: string;
  /** A few sentences for the command's own `--help`. */
  readonly description: string;
  readonly options: readonly OptionSpec[];
  readonly positionals: readonly PositionalSpec[];
}

/**
 * A parsed command line: option values by name (`true` for a flag that is present) and the
 * positional arguments in order. A repeated option keeps its last value, unless it is
 * `repeatable`: then its values are joined by commas.
 *
 * @example
 * const args: ParsedArgs = { options: { seed: 'demo', quiet: true }, positionals: [] };
 */
export interface ParsedArgs {
  readonly options: Readonly<Record<string, string | true>>;
  readonly positionals: readonly string[];
}

/**
 * Whether the command line asks for help (`--help` or `-h` before any `--`): help wins over
 * every other argument, even a bad one.
 *
 * @example
 * wantsHelp(['--seed', 'x', '--help']); // true
 */
export function wantsHelp(argv: readonly string[]): boolean {
  for (const token of argv) {
    if (token === '--') return false;
    if (token === '--help' || token === '-h') return true;
  }
  return false;
}

/**
 * Parses a command's arguments against its spec: `--name value`, `--name=value`, flags, and
 * positionals (all after `--` are positional). Throws a usage error (exit code 2) for an unknown
 * option, a missing value, a value given to a flag, or a missing or extra positional.
 *
 * @example
 * parseArgs(['--seed', 'x', '--quiet'], playSpec); // { options: { seed: 'x', quiet: true }, positionals: [] }
 */
export function parseArgs(argv: readonly string[], spec: CommandSpec): ParsedArgs {
  const options: Record<string, string | true> = {};
  const positionals: string[] = [];
  let onlyPositionals = false;
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (onlyPositionals || token === '-' || !token.startsWith('-')) {
      positionals.push(token);
      continue;
    }
    if (token === '--') {
      onlyPositionals = true;
      continue;
    }
    const equals = token.indexOf('=');
    const name = token.startsWith('--') ? token.slice(2, equals < 0 ? undefined : equals) : '';
    const option = spec.options.find((candidate) => candidate.name === name);
    if (!option) throw usageError(spec.name, unknownOptionMessage(token, equals, spec));
    const inline = equals < 0 ? undefined : token.slice(equals + 1);
    if (option.value === undefined) {
      if (inline !== undefined) throw usageError(spec.name, `option '--${name}' takes no value`);
      options[name] = true;
      continue;
    }
    const value = inline ?? argv[i + 1];
    // A following `--other` is the next option, not this one's value: `--seed --quiet` lacks a seed.
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) {
      throw usageError(spec.name, `option '--${name}' needs a value (${option.value})`);
    }
    if (inline === undefined) i += 1;
    const earlier = options[name];
    options[name] = option.repeatable && typeof earlier === 'string' ? `${earlier},${value}` : value;
  }
  const missing = spec.positionals[positionals.length];
  if (missing) throw usageError(spec.name, `missing ${missing.name}`);
  const extra = spec.positionals.at(-1)?.variadic ? undefined : positionals[spec.positionals.length];
  if (extra !== undefined) throw usageError(spec.name, `unexpected argument '${extra}'`);
  return { options, positionals };
}

/**
 * Reads a whole-number option: digits only, at least `min`, at most the largest safe integer.
 * `undefined` when the option is absent; a usage error when its value is not such a number.
 *
 * @example
 * wholeNumberOption(args, 'play', 'players', 1); // 2, or undefined
 */
export function wholeNumberOption(args: ParsedArgs, command: string, name: string, min: number): number | undefined {
  const text = stringOption(args, name);
  if (text === undefined) return undefined;
  const value = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min) {
    throw usageError(command, `option '--${name}' needs a whole number of at least ${min}, not '${text}'`);
  }
  return value;
}

/**
 * The value of an option that takes one, or `undefined` when it is absent.
 *
 * @example
 * stringOption(args, 'seed') ?? 'demo';
 */
export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const value = args.options[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Whether a flag is present.
 *
 * @example
 * if (flagOption(args, 'quiet')) { ... }
 */
export function flagOption(args: ParsedArgs, name: string): boolean {
  return args.options[name] === true;
}

function unknownOptionMessage(token: string, equals: number, spec: CommandSpec): string {
  const shown = equals < 0 ? token : token.slice(0, equals);
  const typed = shown.replace(/^-+/, '');
  const near = spec.options.find((option) => editDistance(option.name, typed) <= 2);
  return `unknown option '${shown}' for ${spec.name}${near ? `; did you mean '--${near.name}'?` : ''}`;
}

// Levenshtein distance, for "did you mean": option names are short, so the plain table is enough.
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}
