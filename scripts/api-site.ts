/**
 * The API site's front page and budget. `npm run docs` runs `front` (the README without its
 * screenshots, as the site's front page), then `typedoc`, then `size`, which fails when the site
 * in docs/api is over {@link SITE_BUDGET_BYTES}. test/package/api-site.test.ts converts the same
 * model without writing HTML (seconds, so it runs in `npm test`) and checks what it documents.
 *
 * Run: npx tsx scripts/api-site.ts front | size [docs/api]
 * @packageDocumentation
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The site's front page, which typedoc.json names as its `readme`: generated next to README.md
 * (so that its relative links resolve the same way) and ignored by git.
 *
 * @example
 * writeFileSync(SITE_FRONT_PAGE, siteFrontPage(readFileSync('README.md', 'utf8')));
 */
export const SITE_FRONT_PAGE = join(root, '.api-site-readme.md');

/**
 * The README as the site's front page: the same text and links, without the screenshots of the
 * browser table (four PNG files of 0.9 MB, a fifth of the site's budget, which typedoc would copy
 * into the site). A sentence says where they are.
 *
 * @example
 * siteFrontPage('| | |\n|---|---|\n| ![A](docs/images/a.png) |\n'); // the note instead of the table
 */
export function siteFrontPage(readme: string): string {
  const lines = readme.split('\n');
  const out: string[] = [];
  let noted = false;
  for (const line of lines) {
    if (!/\]\(docs\/images\/[^)]+\.png\)/.test(line)) {
      out.push(line);
      continue;
    }
    // A table of screenshots: drop its empty header too.
    while (out.length > 0 && /^\|[\s|:-]*\|$/.test(out[out.length - 1]!)) out.pop();
    if (!noted) out.push('(The screenshots of the browser table are in the repository\'s README and `docs/images/`.)');
    noted = true;
  }
  return out.join('\n');
}

/**
 * Writes {@link SITE_FRONT_PAGE} from README.md.
 *
 * @example
 * writeSiteFrontPage(); // before typedoc runs
 */
export function writeSiteFrontPage(): void {
  writeFileSync(SITE_FRONT_PAGE, siteFrontPage(readFileSync(join(root, 'README.md'), 'utf8')));
}

/**
 * The whole site's budget: issue 22 asks for at most 5 MB. The site was 30.7 MB in 687 files,
 * 4.76 MB once internals were left out, and 5.9 MB once the match protocol's messages, the place
 * names and the positions as text joined the public API; the lean theme's page lightening
 * (scripts/typedoc-lean-theme.mjs) took 1.3 MB of markup off, to 4.78 MB. The per-game event and
 * view types, the position builders and the other public API of 2026-12-02 brought it to 5.61 MB
 * in 671 files; the lean router (functions, variables and type aliases written on their module's
 * page, not each on a page of its own) brought it to 4.41 MB in 167 files, so the budget is 5 MB
 * again (bench/RESULTS.md, "a client's types and size").
 *
 * @example
 * if (siteSize('docs/api').bytes > SITE_BUDGET_BYTES) process.exitCode = 1;
 */
export const SITE_BUDGET_BYTES = 5_000_000;

/**
 * The size in bytes and the number of files of a folder, with its largest files.
 *
 * @example
 * siteSize('docs/api'); // { bytes: 4_700_000, files: 480, largest: [...] }
 */
export function siteSize(dir: string): { bytes: number; files: number; largest: { path: string; bytes: number }[] } {
  const all: { path: string; bytes: number }[] = [];
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else all.push({ path: relative(dir, path), bytes: stat.size });
    }
  };
  walk(dir);
  all.sort((a, b) => b.bytes - a.bytes);
  return { bytes: all.reduce((sum, file) => sum + file.bytes, 0), files: all.length, largest: all.slice(0, 5) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, dir = 'docs/api'] = process.argv.slice(2);
  if (command === 'front') writeSiteFrontPage();
  else if (command === 'size') {
    const size = siteSize(dir);
    const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(2)} MB`;
    console.log(`${dir}: ${mb(size.bytes)} in ${size.files} files (budget ${mb(SITE_BUDGET_BYTES)}); largest: ${size.largest.map((file) => `${file.path} ${Math.round(file.bytes / 1000)} KB`).join(', ')}`);
    if (size.bytes > SITE_BUDGET_BYTES) {
      console.error(`The API site is over its budget of ${mb(SITE_BUDGET_BYTES)}: leave internals out (@internal) or shrink its largest pages.`);
      process.exitCode = 1;
    }
  } else {
    console.error('Usage: npx tsx scripts/api-site.ts front | size [docs/api]');
    process.exitCode = 2;
  }
}
