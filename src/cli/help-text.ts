import { listGames, listVariants } from '../core/registry.js';
import { PROGRAM } from './cli-failure.js';
import type { CommandSpec, OptionSpec } from './parse-args.js';
import { CLI_VERSION } from './version.js';
import { CLI_V8_FLAGS, V8_FLAGS_VARIABLE } from './v8-tuning.js';

const HELP_OPTION: OptionSpec = { name: 'help', description: 'Show this help and exit.' };

/**
 * The `--help` text of a command: usage, what it does, its arguments, and every option with its
 * text and default.
 *
 * @example
 * commandHelp(playSpec).forEach((line) => console.log(line));
 */
export function commandHelp(spec: CommandSpec): string[] {
  const positionals = spec.positionals.map((positional) => ` ${positional.name}`).join('');
  const lines = [`Usage: ${PROGRAM} ${spec.name} [options]${positionals}`, '', ...spec.description.split('\n')];
  if (spec.positionals.length > 0) {
    lines.push('', 'Arguments:', ...table(spec.positionals.map((p) => [p.name, p.description])));
  }
  const options = [...spec.options, HELP_OPTION];
  lines.push('', 'Options:', ...table(options.map((option) => [optionLabel(option), optionText(option)])));
  return lines;
}

/**
 * The program's own `--help` text: its commands, its options, and the games it knows.
 *
 * @example
 * programHelp([playSpec, simulateSpec, replaySpec]);
 */
export function programHelp(commands: readonly CommandSpec[]): string[] {
  return [
    `${PROGRAM} ${CLI_VERSION}: plays, simulates and replays the games of the rules engine.`,
    '',
    `Usage: ${PROGRAM} <command> [options]`,
    '',
    'Commands:',
    ...table(commands.map((command) => [command.name, command.summary])),
    '',
    'Options:',
    ...table([
      ['-h, --help', `Show this help and exit; '${PROGRAM} <command> --help' shows a command's.`],
      ['-V, --version', 'Print the version and exit.'],
      ['--v8-flags', 'Print the V8 flags the program set for itself (or none, and why) and exit.'],
    ]),
    '',
    'Environment:',
    ...table([
      [
        `${V8_FLAGS_VARIABLE}=off`,
        `Set no V8 flags. By default the program sets ${CLI_V8_FLAGS.join(' ')} before it loads the engine: less CPU in short and long runs, the same results.`,
      ],
    ]),
    '',
    'Games:',
    ...table(listGames().map((game) => [game, `variants: ${listVariants(game).join(', ')}`])),
    '',
    `Exit codes: 0 done, 1 failed (unreadable file, bad record), 2 bad command line or setup.`,
  ];
}

function optionLabel(option: OptionSpec): string {
  const name = option.name === 'help' ? '-h, --help' : `--${option.name}`;
  return option.value === undefined ? name : `${name} ${option.value}`;
}

function optionText(option: OptionSpec): string {
  return option.defaultText === undefined ? option.description : `${option.description} Default: ${option.defaultText}.`;
}

function table(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(0, ...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}   ${right}`);
}
