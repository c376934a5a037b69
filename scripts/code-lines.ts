/**
 * `npx tsx scripts/code-lines.ts DOC [--source DIR] [--write]`: sets the `Code:` line of every
 * rule section (`### ID`) of a rules document to the source files that mention its ID.
 *
 * DOC is a rules document (`docs/rules/mountain-river-duel.md`, or just `mountain-river-duel`).
 * The files searched are the non-test `.ts` files under DIR, by default the game folder whose id
 * begins the document's name (`lost-valley-classic` → `src/games/lost-valley`); an ID that no file
 * there mentions is looked for in the rest of `src/`. Without `--write` it prints what it would
 * change; with it, it rewrites the document. A run changes only `Code:` lines, so it can be run
 * again after files move (it is idempotent: a second run changes nothing). It lists the IDs that
 * no file mentions and then exits with 1, unless their sections say `**Missing.**`: add the ID to
 * a comment in the code that carries the rule out, and run it again.
 *
 * The checker (`codeLines` in test/support/rules-traceability.ts) holds each line to the files
 * existing and mentioning the ID; docs/adding-a-game.md describes the convention.
 *
 * @example
 * npx tsx scripts/code-lines.ts docs/rules/mountain-river-duel.md --write
 * npx tsx scripts/code-lines.ts lost-valley-classic --source src/games/lost-valley
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { argument } from '../bench/bench-argument.js';
import { codeLineOf, filesMentioning, ruleSections, sourceFilesUnder, withCodeLines } from '../test/support/rules-sections.js';

const root = fileURLToPath(new URL('../', import.meta.url)).replace(/\/$/, '');
const name = process.argv[2];
if (name === undefined || name.startsWith('--')) {
  console.error('usage: npx tsx scripts/code-lines.ts DOC [--source DIR] [--write]');
  process.exit(2);
}
const docPath = [resolve(name), resolve(root, 'docs/rules', `${name}.md`)].find((path) => existsSync(path));
if (docPath === undefined) {
  console.error(`no rules document ${name} (neither a path nor docs/rules/${name}.md)`);
  process.exit(2);
}
const docName = basename(docPath, '.md');

/** The game folder whose id is the longest one that begins the document's name. */
function defaultSource(): string | undefined {
  const games = readdirSync(`${root}/src/games`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const game = games.filter((id) => docName === id || docName.startsWith(`${id}-`)).sort((a, b) => b.length - a.length)[0];
  return game === undefined ? undefined : `src/games/${game}`;
}

const source = argument('--source') ?? defaultSource();
if (source === undefined || !existsSync(resolve(root, source))) {
  console.error(`no source folder for ${docName}: give one with --source DIR`);
  process.exit(2);
}
const sourceFolder = relative(root, resolve(root, source)).split('\\').join('/');

const text = readFileSync(docPath, 'utf8');
const sections = ruleSections(text);
if (sections.length === 0) {
  console.log(`${relative(root, docPath)}: no rule sections (### ID headings), nothing to do`);
  process.exit(0);
}
const ids = sections.map((section) => section.id);
const inFolder = filesMentioning(root, ids, sourceFilesUnder(root, `${root}/${sourceFolder}`));
const unfound = ids.filter((id) => inFolder.get(id)!.length === 0);
const elsewhere = filesMentioning(
  root,
  unfound,
  sourceFilesUnder(root, `${root}/src`).filter((file) => !file.startsWith(`${sourceFolder}/`)),
);
const filesById = new Map(ids.map((id) => [id, inFolder.get(id)!.length > 0 ? inFolder.get(id)! : elsewhere.get(id)!]));

const updated = withCodeLines(text, filesById);
let changed = 0;
for (const section of sections) {
  const files = filesById.get(section.id)!;
  const before = section.code === null ? null : section.code.join(', ');
  if (before === (files.length === 0 ? null : files.join(', '))) continue;
  changed++;
  const where = files.length > 0 && inFolder.get(section.id)!.length === 0 ? ` (outside ${sourceFolder})` : '';
  console.log(`${section.id}: ${files.length > 0 ? codeLineOf(files) : 'no Code: line'}${where}`);
}
console.log(`${relative(root, docPath)}: ${sections.length} rule sections, ${changed} Code: lines to change (files under ${sourceFolder}, then src/)`);
if (process.argv.includes('--write') && updated !== text) {
  writeFileSync(docPath, updated);
  console.log(`written: ${relative(root, docPath)}`);
} else if (updated !== text) console.log('dry run: add --write to change the document');

const missing = new Set(sections.filter((section) => section.missing).map((section) => section.id));
const unmentioned = ids.filter((id) => filesById.get(id)!.length === 0);
const needed = unmentioned.filter((id) => !missing.has(id));
if (unmentioned.length > needed.length) console.log(`marked **Missing.** and in no file (fine): ${unmentioned.filter((id) => missing.has(id)).join(', ')}`);
if (needed.length > 0) {
  console.log(`IDs that no file mentions (${needed.length}): ${needed.join(', ')}`);
  process.exit(1);
}
