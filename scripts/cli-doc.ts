/**
 * Keeps docs/cli.md's help texts equal to the program's own (src/cli/help-text.ts): every
 * ```text block that starts with `Usage: lost-valley-engine <command>` is the output of
 * `<command> --help`, and the block that starts with the program's first `--help` line is
 * `--help`. `npm run docs:cli` rewrites them; test/package/cli-doc.test.ts fails when they differ.
 * @packageDocumentation
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { commandHelp, programHelp } from '../src/cli/help-text.js';
import { cliCommands } from '../src/cli/program.js';

/** docs/cli.md, from the repository root. */
export const cliDocPath = fileURLToPath(new URL('../docs/cli.md', import.meta.url));

/**
 * The help text a ```text block should hold, by its first line, or `undefined` for a block that
 * is not a help text (an example session).
 *
 * @example
 * helpFor('Usage: lost-valley-engine play [options]')?.[0]; // 'Usage: lost-valley-engine play [options]'
 */
export function helpFor(firstLine: string): string[] | undefined {
  const program = programHelp(cliCommands.map((command) => command.spec));
  if (firstLine.startsWith('lost-valley-engine ') && firstLine.endsWith(program[0]!.slice(program[0]!.indexOf(':')))) return program;
  const usage = /^Usage: lost-valley-engine (\S+) /.exec(firstLine);
  const command = cliCommands.find((candidate) => candidate.spec.name === usage?.[1]);
  return command ? commandHelp(command.spec) : undefined;
}

/**
 * The document with every help block replaced by the program's current text.
 *
 * @example
 * const fresh = refreshCliDoc(readFileSync(cliDocPath, 'utf8'));
 */
export function refreshCliDoc(doc: string): string {
  return doc.replace(/```text\n([\s\S]*?)```/g, (block, body: string) => {
    const help = helpFor(body.split('\n')[0] ?? '');
    return help ? `\`\`\`text\n${help.join('\n')}\n\`\`\`` : block;
  });
}

/**
 * The commands that have no help block in the document.
 *
 * @example
 * missingHelp(readFileSync(cliDocPath, 'utf8')); // []
 */
export function missingHelp(doc: string): string[] {
  return cliCommands
    .map((command) => command.spec.name)
    .filter((name) => !doc.includes(`\`\`\`text\nUsage: lost-valley-engine ${name} `));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const doc = readFileSync(cliDocPath, 'utf8');
  const fresh = refreshCliDoc(doc);
  writeFileSync(cliDocPath, fresh);
  console.log(fresh === doc ? 'docs/cli.md: help texts already current.' : 'docs/cli.md: help texts rewritten from src/cli/help-text.ts.');
  const missing = missingHelp(fresh);
  if (missing.length > 0) console.log(`No help block yet for: ${missing.join(', ')} (add a \`\`\`text block starting with its Usage line).`);
}
