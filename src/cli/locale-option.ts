import { LOCALES, type Locale } from '../words/words-types.js';
import { usageError } from './cli-failure.js';
import { stringOption, type OptionSpec, type ParsedArgs } from './parse-args.js';

/**
 * The `--locale` option of the commands that narrate (`play`, `replay`).
 *
 * @example
 * const spec: CommandSpec = { ..., options: [localeOptionSpec] };
 */
export const localeOptionSpec: OptionSpec = {
  name: 'locale',
  value: 'L',
  description: `The language of the narration: ${LOCALES.join(', ')} (English, Spanish, Czech).`,
  defaultText: 'en',
};

/**
 * Reads `--locale`: one of the words' locales, `en` when absent; anything else is a usage error.
 *
 * @example
 * localeOption(parseArgs(['--locale', 'cs'], playSpec), 'play'); // 'cs'
 */
export function localeOption(args: ParsedArgs, command: string): Locale {
  const text = stringOption(args, 'locale') ?? 'en';
  const locale = LOCALES.find((candidate) => candidate === text);
  if (locale === undefined) throw usageError(command, `unknown locale '${text}'; locales: ${LOCALES.join(', ')}`);
  return locale;
}
