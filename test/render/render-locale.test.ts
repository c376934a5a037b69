import { describe, expect, it } from 'vitest';
import { componentsOf } from '../../src/core/components.js';
import { view, type PlayerView } from '../../src/index.js';
import type { LostValleyComponents, LostValleyState } from '../../src/games/lost-valley/public.js';
import { renderBoardSvg, RenderOptionsSchema } from '../../src/render/index.js';
import { renderWords } from '../../src/render/render-words.js';
import { allNodes, parseSvg } from './svg-check.js';
import { randomBoard } from './render-helpers.js';

// Every marker turned up (each pool's ids in turn) and a claim on the first tile, so the picture
// writes every kind of tooltip: known gold, animals, events and clues, claims.
function everythingKnown(state: LostValleyState): LostValleyState {
  const set = componentsOf(state) as LostValleyComponents;
  const next = new Map<string, number>();
  const reveal = (pool: string): string => {
    const ids = (set.markers as Record<string, { id: string }[] | undefined>)[pool] ?? [];
    const n = next.get(pool) ?? 0;
    next.set(pool, n + 1);
    return ids[n % ids.length]!.id;
  };
  const tiles = state.g.board.tiles.map((t) => ({ ...t, markers: t.markers.map((m) => (m.identity === null ? { ...m, identity: reveal(m.pool) } : m)) }));
  const prospectors = state.g.prospectors.map((p, i) => (i === 0 ? { ...p, claim: { tile: 0, items: [{ item: 'food', count: 1 }], markers: [] } } : p));
  return { ...state, g: { ...state.g, board: { ...state.g.board, tiles }, prospectors } };
}

function pictures(): { name: string; input: LostValleyState | PlayerView; seatNames?: string[] }[] {
  const late = randomBoard('locale-late', 3, 'standard', 60);
  return [
    { name: 'an early whole state', input: randomBoard('locale-early', 2, 'standard', 3) },
    { name: 'a late whole state, every marker known, a claim', input: everythingKnown(late) },
    { name: "a seat's view", input: view(late, 1) as PlayerView },
    { name: "a seat's view with the players' names", input: view(late, 0) as PlayerView, seatNames: ['Ana', 'Bo', 'Cy'] },
    { name: 'a game ended by the turn limit', input: { ...late, g: { ...late.g, ended: 'turn-limit' as const } } },
    { name: 'a team game', input: randomBoard('locale-team', 4, 'team', 30) },
    { name: 'the first edition', input: randomBoard('locale-first', 2, 'first-edition', 20) },
  ];
}

// The words a reader sees: tooltips, every text element, the picture's aria label.
function words(svg: string): string[] {
  const root = parseSvg(svg);
  return [root.attributes['aria-label'] ?? '', ...allNodes(root).filter((n) => n.name === 'title' || n.name === 'text').map((n) => n.text)];
}

// English words the picture's own phrases use and neither Spanish nor Czech does (names from
// the data that the words module translates count too: an untranslated id would show here).
const ENGLISH = new Set(
  'the of on and to from in at by an diamond triangle tile tiles seat view turn face down worth food gold prospector block spring waterfall boundary trading post claim payment payments exploration exploring game over bag gear nothing cart mine river water flume flumes bridge hole ford players edition whole state variant laid marker markers goods works known supply items skill skills meadow forest mountain wasteland lake bear wolf deer rat clue ice piles land miss still spit lost market den'.split(' '),
);

// The words of a text, split at anything but a letter (Unicode-aware: `událost` holds no `lost`).
const wordsOf = (text: string): string[] => text.toLowerCase().split(/[^\p{L}]+/u).filter((word) => word !== '');

const englishPhrases = (): string[] => {
  const en = renderWords('en');
  const phrases: string[] = [];
  for (const value of Object.values(en)) {
    if (typeof value === 'string' && value.length > 3 && value !== 'en') phrases.push(value);
    if (typeof value === 'object') phrases.push(...Object.values(value as Record<string, string>).filter((text) => text.length > 3));
  }
  return phrases;
};

describe('renderBoardSvg: the locale option', () => {
  it('defaults to English, and `locale: en` gives the same bytes as no locale', () => {
    expect(RenderOptionsSchema.parse({}).locale).toBe('en');
    for (const { input, seatNames } of pictures()) {
      const plain = renderBoardSvg(input, { showCoordinates: true, ...(seatNames ? { seatNames } : {}) });
      expect(renderBoardSvg(input, { showCoordinates: true, locale: 'en', ...(seatNames ? { seatNames } : {}) })).toBe(plain);
      expect(plain).toContain('Water and land');
    }
  });

  it('refuses an unknown locale with a typed error', () => {
    expect(() => renderBoardSvg(randomBoard('locale-early', 2, 'standard', 3), { locale: 'de' as never })).toThrow(/locale/);
  });

  for (const locale of ['es', 'cs'] as const) {
    it(`${locale}: no phrase of the English table and no English word in any tooltip, text or label`, () => {
      const phrases = englishPhrases();
      expect(phrases.length).toBeGreaterThan(40);
      // (No random board stops mid-exploration, so the exploration step's words go unchecked here.)
      for (const { name, input, seatNames } of pictures()) {
        const svg = renderBoardSvg(input, { locale, ...(seatNames ? { seatNames } : {}) });
        const seen = words(svg).filter((text) => text !== '');
        expect(seen.length, name).toBeGreaterThan(50);
        for (const text of seen) {
          // "Lost Valley" is the game's name in every edition's box.
          const said = text.replace(/^Lost Valley, /, '');
          expect(wordsOf(said).filter((word) => ENGLISH.has(word)), `${name}: ${text}`).toEqual([]);
          for (const phrase of phrases) expect(said.includes(phrase), `${name}: "${phrase}" in "${text}"`).toBe(false);
        }
      }
    });

    it(`${locale}: only the words change: the same elements in the same order as in English`, () => {
      for (const { name, input, seatNames } of pictures()) {
        // Text elements left out: a triangle's name takes one line or two by its word count.
        const shape = (svg: string): string =>
          allNodes(parseSvg(svg))
            .filter((n) => n.name !== 'text')
            .map((n) => `${n.name}.${n.attributes.class ?? ''}`)
            .join(' ');
        const options = seatNames ? { seatNames } : {};
        expect(shape(renderBoardSvg(input, { ...options, locale })), name).toBe(shape(renderBoardSvg(input, options)));
      }
    });
  }
});
