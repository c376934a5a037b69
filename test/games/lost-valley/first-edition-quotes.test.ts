import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The first edition's texts live beside the repository (../shared/rules-sources), not in it: on
// a clone without them this check cannot run.
const source = (lang: 'es' | 'cs'): string => fileURLToPath(new URL(`../../../../shared/rules-sources/lost-valley-1st-edition.${lang}.txt`, import.meta.url));
const docPath = fileURLToPath(new URL('../../../docs/rules/lost-valley-first-edition.md', import.meta.url));

describe('docs/rules/lost-valley-first-edition.md quotes its sources', () => {
  it.skipIf(!existsSync(source('es')) || !existsSync(source('cs')))('every Spanish and Czech sentence it quotes is in the text word for word', () => {
    const doc = readFileSync(docPath, 'utf8');
    for (const lang of ['es', 'cs'] as const) {
      const text = readFileSync(source(lang), 'utf8').replace(/\s+/g, ' ');
      const quotes = [...doc.matchAll(new RegExp(`^> 1st ed\\. \\(${lang}\\): "(.+)"$`, 'gm'))].map((m) => m[1]!.replace(/\s+/g, ' '));
      expect(quotes.length, lang).toBeGreaterThan(lang === 'es' ? 25 : 35);
      for (const quote of quotes) expect(text, quote).toContain(quote);
    }
  });
});
