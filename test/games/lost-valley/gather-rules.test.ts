import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectRefused, legal } from './lv-helpers.js';
import { scene } from './gather-helpers.js';

describe('gathering: editions and the rules document', () => {
  it('LV-GATHER-2: the first edition offers no gathering action and refuses one with a typed error', () => {
    // Hand-built: the same scene under both editions (a forest and an animal at the intersection).
    const tiles = [{ around: 0, tile: 'L01', markers: ['animal' as const] }];
    const second = scene({ tiles });
    expect(legal(second.state).map((a) => a.type)).toEqual(expect.arrayContaining(['cut-timber', 'hunt']));
    const first = scene({ tiles, options: { edition: 'first' } });
    expect(legal(first.state).filter((a) => ['fish', 'cut-timber', 'hunt', 'take-event'].includes(a.type))).toEqual([]);
    const error = expectRefused(first.state, { type: 'cut-timber', player: 0 }, 'lost-valley/not-in-edition');
    expect(error.rule).toBe('LV-GATHER-2');
  });

  // The rulebook lives beside the repository (../shared/rules-sources), not in it: on a clone
  // without it this check cannot run.
  const sourcePath = fileURLToPath(new URL('../../../../shared/rules-sources/lost-valley-2nd-edition.en.txt', import.meta.url));
  it.skipIf(!existsSync(sourcePath))('every rulebook sentence quoted in the gathering section is in the source word for word', () => {
    const source = readFileSync(sourcePath, 'utf8').replace(/\s+/g, ' ');
    const doc = readFileSync(fileURLToPath(new URL('../../../docs/rules/lost-valley.md', import.meta.url)), 'utf8');
    const section = doc.slice(doc.indexOf('## Gathering: fishing'), doc.indexOf('## Works, water'));
    const quotes = [...section.matchAll(/^> 2nd ed\.: "(.+)"$/gm)].map((m) => m[1]!.replace(/\s+/g, ' '));
    expect(quotes.length).toBeGreaterThan(25);
    expect(quotes.filter((quote) => !source.includes(quote))).toEqual([]);
  });
});
