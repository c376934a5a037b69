import { describe, expect, it } from 'vitest';
import { activePlayers, createGame, legalActions, listGames, type PlayerAction } from '../../src/index.js';
import { LOCALES, defaultSeatName, describeAction, describeEvent, gameWords } from '../../src/words/index.js';
import { randomGames } from './words-support.js';

const seatNames = ['Ana', 'Bruno', 'Čeněk', 'Dora', 'Emil', 'Filip'];
const BROKEN = /undefined|NaN|\[object|^\s|\s$/;
// Raw ids a sentence must not give: a place, a marker or a diamond's way by number (each game's
// words name them as the board shows them).
const RAW_IDS = /\b(node|face|edge|nodo|uzel|uzlu|markers?|marcador(es)?|žeton[yů]?|way|sentido|směr) \d/i;

describe.each(listGames())('sentences for %s', (game) => {
  const games = randomGames(game, ['sentences-1']);

  it.each(LOCALES)('%s: every event of random games is one sentence, silent only where the table says so', (locale) => {
    const table = gameWords(game, locale)!;
    let said = 0;
    for (const steps of games) {
      for (const step of steps) {
        for (const event of step.events) {
          const sentence = describeEvent(event, step.after, { locale, seatNames });
          if (table.events[event.type] === null) {
            expect(sentence, event.type).toBeUndefined();
            continue;
          }
          expect(sentence, event.type).toMatch(/[.!]$/);
          expect(sentence, event.type).not.toMatch(BROKEN);
          expect(sentence, event.type).not.toMatch(RAW_IDS);
          if (typeof event['player'] === 'number') expect(sentence, event.type).toContain(seatNames[event['player']]);
          said++;
        }
      }
    }
    expect(said).toBeGreaterThan(10);
  });

  it.each(LOCALES)('%s: every action taken and every legal action at every fifth step names its seat in one sentence, with no raw id', (locale) => {
    let said = 0;
    for (const steps of games) {
      for (const [index, step] of steps.entries()) {
        const actions: PlayerAction[] = step.action.type === 'chance' ? [] : [step.action as PlayerAction];
        if (index % 5 === 0) for (const seat of activePlayers(step.before)) actions.push(...legalActions(step.before, seat));
        for (const action of actions) {
          const sentence = describeAction(step.before, action, { locale, seatNames });
          expect(sentence, action.type).toMatch(/\.$/);
          expect(sentence, action.type).not.toMatch(BROKEN);
          expect(sentence, action.type).not.toMatch(RAW_IDS);
          expect(sentence, action.type).toContain(seatNames[action.player]);
          said++;
        }
      }
    }
    expect(said).toBeGreaterThan(10);
  });

  it('the three locales say every described event differently', () => {
    for (const step of games[0]!) {
      for (const event of step.events) {
        const [en, es, cs] = LOCALES.map((locale) => describeEvent(event, step.after, { locale }));
        if (en === undefined) continue;
        expect(new Set([en, es, cs]).size, `${event.type}: ${en}`).toBe(3);
      }
    }
  });
});

describe('words never throw', () => {
  const state = createGame({ game: 'goldfield-gully', players: 3, seed: 'words' });

  it('default seat names follow the locale and count from 1, as people do', () => {
    const pass = { type: 'pass', player: 2 };
    expect(describeAction(state, pass)).toBe('Seat 3 passes.');
    expect(describeAction(state, pass, { locale: 'es' })).toBe('Asiento 3 pasa.');
    expect(describeAction(state, pass, { locale: 'cs' })).toBe('Hráč 3 pasuje.');
    expect([0, 1].map((seat) => defaultSeatName('en', seat))).toEqual(['Seat 1', 'Seat 2']);
    expect(describeAction(state, pass, { locale: 'cs', seatNames: ['Jana', 'Petr', 'Eva'] })).toBe('Eva pasuje.');
  });

  it('an action or event type that no table knows yet is said by its type, and a chance outcome as data', () => {
    expect(describeAction(state, { type: 'dance', player: 1 }, { seatNames: ['A', 'B'] })).toBe('B does dance.');
    expect(describeAction(state, { type: 'toString', player: 1 })).toBe('Seat 2 does toString.');
    expect(describeEvent({ type: 'comet-fell' }, state)).toBe('comet-fell.');
    expect(describeEvent({ type: '__proto__' }, state, { locale: 'cs' })).toBe('__proto__.');
    expect(describeAction(state, { type: 'chance', outcome: { die: 4 } }, { locale: 'es' })).toBe('Azar: {"die":4}.');
    expect(describeEvent({ type: 'x' }, { ...state, game: 'no-such-game' })).toBe('x.');
  });
});
