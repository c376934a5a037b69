import { describe, expect, it } from 'vitest';
import { createGame, type GameEvent } from '../../src/index.js';
import { LOCALES, describeEvent } from '../../src/words/index.js';
import { eventTypesInSource } from './words-support.js';

// Lost Valley's gathering, building and gold events, in every shape their rule files emit them,
// including the rare ones random games seldom reach (a claim fee, a treasure, a blocked weighing):
// each must be one sentence in every locale, name its seat and never print a raw value.
const SAMPLES: readonly GameEvent[] = [
  { type: 'fished', player: 1, prospector: 1, food: 3 },
  { type: 'timber-cut', player: 1, prospector: 1, timber: 2 },
  { type: 'hunt-started', player: 0, prospector: 0, marker: 19 },
  { type: 'animal-hit', player: 0, prospector: 0, marker: 19, animal: 'deer', face: 'trap', food: 3, missMarkerUsed: false },
  { type: 'animal-hit', player: 0, prospector: 0, marker: 19, animal: null, face: 'miss', food: 1, missMarkerUsed: true },
  { type: 'animal-missed', player: 1, prospector: 1, marker: 16, animal: 'wolf', face: 'rifle', reroll: true, missMarker: false },
  { type: 'animal-missed', player: 1, prospector: 1, marker: 16, animal: 'wolf', face: 'miss', reroll: false, missMarker: true },
  { type: 'animal-missed', player: 1, prospector: 1, marker: 16, animal: 'bear', face: 'miss', reroll: false, missMarker: false },
  { type: 'event-experienced', player: 0, prospector: 0, tile: 9, paid: 'food', markers: 1 },
  { type: 'event-experienced', player: 0, prospector: 0, tile: 9, paid: 'free', markers: 3 },
  { type: 'events-looked-at', player: 2, prospector: 2, tile: 30, markers: 2 },
  { type: 'triangle-used', player: 1, prospector: 1, tile: 34, triangle: 'whiskey-still', item: 'whiskey', count: 2, paid: ['timber'] },
  { type: 'triangle-used', player: 1, prospector: 1, tile: 12, triangle: 'lost-mine', item: 'dynamite-stick', count: 1, paid: ['food', 'gold'] },
  { type: 'triangle-used', player: 1, prospector: 1, tile: 7, triangle: 'food-spit', item: 'jerky', count: 1, paid: ['food', 'food'] },
  { type: 'work-built', player: 0, prospector: 0, work: 'fish-trap', at: 119 },
  { type: 'work-built', player: 0, prospector: 0, work: 'sawmill', at: 120 },
  { type: 'work-built', player: 0, prospector: 0, work: 'hunting-trap', at: 121 },
  { type: 'work-built', player: 0, prospector: 0, work: 'mine', at: 4 },
  { type: 'work-built', player: 0, prospector: 0, work: 'flume', at: 349 },
  { type: 'work-built', player: 0, prospector: 0, work: 'bridge', at: 350 },
  { type: 'xp-gained', player: 2, prospector: 2 },
  { type: 'xp-turned-in', player: 2, prospector: 2 },
  { type: 'claim-placed', player: 0, prospector: 0, tile: 4 },
  { type: 'claim-forfeited', player: 0, prospector: 0, tile: 2, items: [{ item: 'food', count: 2 }], markers: 1 },
  { type: 'claim-collected', player: 0, prospector: 0, items: [{ item: 'food', count: 2 }, { item: 'timber', count: 1 }], markers: 2 },
  { type: 'claim-collected', player: 0, prospector: 0, items: [], markers: 1 },
  { type: 'claim-collected', player: 0, prospector: 0, items: [], markers: 0 },
  { type: 'runner-runs', player: 2, prospector: 2 },
  { type: 'forecast-named', player: 1, face: 'two-snowflakes' },
  { type: 'forecast-hit', face: 'sun' },
  { type: 'scout-tile-to-bottom', player: 1, tile: 'L29' },
  { type: 'skill-drawn', player: 0, prospector: 0, skill: 'gold-nose', visibleTo: [0] },
  { type: 'skill-learned', player: 0, prospector: 0, skill: 'flume-builder' },
  { type: 'skills-laid-face-up', player: 0, skills: ['trader', 'treasure-hunter'] },
  { type: 'river-gold-dug', player: 1, prospector: 1, drawn: 2, kept: 1 },
  { type: 'mountain-gold-dug', player: 1, prospector: 1, tile: 2, dynamite: 'none', drawn: 1, kept: 1 },
  { type: 'mountain-gold-dug', player: 1, prospector: 1, tile: 2, dynamite: 'box', drawn: 3, kept: 2 },
  { type: 'claim-fee-paid', player: 1, prospector: 1, owner: 0, item: 'food' },
  { type: 'claim-fee-paid', player: 1, prospector: 1, owner: 2, marker: 41 },
  { type: 'miner-dug', player: 2, prospector: 2, tile: 6, claimReturned: null },
  { type: 'treasure-dug', player: 0, prospector: 0, node: 88, clues: 2, mountainGold: 2, riverGold: 0 },
  { type: 'treasure-dug', player: 0, prospector: 0, node: 88, clues: 3, mountainGold: 3, riverGold: 1 },
  { type: 'trade-opened', player: 1, prospector: 1, store: null },
  { type: 'trade-opened', player: 1, prospector: 1, store: 3 },
  { type: 'trade-closed', player: 1, prospector: 1, bought: [{ item: 'horse', count: 1 }, { item: 'food', count: 2 }], clue: true, cost: 9, paid: 10 },
  { type: 'trade-closed', player: 1, prospector: 1, bought: [], clue: true, cost: 4, paid: 4 },
  { type: 'trade-cancelled', player: 1, prospector: 1 },
  { type: 'black-market-swap', player: 2, prospector: 2, tile: 43, pool: 'event', from: 3 },
  { type: 'black-market-swap', player: 2, prospector: 2, tile: 43, pool: 'clue', from: 2 },
  { type: 'gold-weighed', player: 0, prospector: 0, value: 31 },
  { type: 'weighing-blocked', player: 2, needed: 32, shown: 4 },
  { type: 'gift-given', player: 0, prospector: 0, to: 2, toSeat: 2, item: 'food' },
  { type: 'gift-given', player: 1, prospector: 1, to: 0, toSeat: 0, item: 'horse' },
  { type: 'game-ended', reason: 'weighed', winner: 0, value: 31 },
  { type: 'end-announced', player: 1, prospector: 1, markers: 10 },
  { type: 'game-ended', reason: 'announced' },
];

const seatNames = ['Ana', 'Bruno', 'Čeněk'];
const BROKEN = /undefined|NaN|null|\[object|^\s|\s$|\s[,.:;]|\s\s/;

describe('Lost Valley event samples', () => {
  const state = createGame({ game: 'lost-valley', players: 3, seed: 'event-samples' });

  it('every sample is of an event type the rule files emit', () => {
    const emitted = eventTypesInSource('lost-valley');
    expect(SAMPLES.map((event) => event.type).filter((type) => !emitted.includes(type))).toEqual([]);
  });

  it.each(LOCALES)('%s: every sample is one clean sentence that names its seat', (locale) => {
    for (const event of SAMPLES) {
      const sentence = describeEvent(event, state, { locale, seatNames });
      expect(sentence, JSON.stringify(event)).toMatch(/[.!]$/);
      expect(sentence, JSON.stringify(event)).not.toMatch(BROKEN);
      if (typeof event['player'] === 'number') expect(sentence, JSON.stringify(event)).toContain(seatNames[event['player']]);
    }
  });

  it('the three locales say every sample differently', () => {
    for (const event of SAMPLES) {
      const said = LOCALES.map((locale) => describeEvent(event, state, { locale }));
      expect(new Set(said).size, JSON.stringify(said)).toBe(3);
    }
  });

  it('a claim fee names the seat of the prospector who owns the claim, also with two prospectors a seat', () => {
    const two = createGame({ game: 'lost-valley', players: 2, seed: 'event-samples', options: { prospectorsPerSeat: 2 } });
    // Prospector 3 is seat 1's second prospector (turn order A1, B1, A2, B2).
    const fee: GameEvent = { type: 'claim-fee-paid', player: 0, prospector: 0, owner: 3, item: 'timber' };
    expect(describeEvent(fee, two, { seatNames })).toBe('Ana pays a claim fee (a timber) to Bruno.');
    expect(describeEvent(fee, two, { locale: 'es', seatNames })).toBe('Ana paga el derecho de concesión (madera) a Bruno.');
    expect(describeEvent(fee, two, { locale: 'cs', seatNames })).toBe('Ana platí poplatek za claim (dřevo); dostává ho Bruno.');
  });

  it('Spanish and Czech say goods, works and counts in the first edition rulebooks\' words', () => {
    const trade = SAMPLES.find((event) => event.type === 'trade-closed')!;
    expect(describeEvent(trade, state, { seatNames })).toBe('Bruno buys 1 horse, 2 food and a clue for 9 nuggets (paid 10, no change).');
    expect(describeEvent(trade, state, { locale: 'es', seatNames })).toBe('Bruno compra caballo, comida ×2 y una pista por 9 pepitas (paga 10, sin cambio).');
    expect(describeEvent(trade, state, { locale: 'cs', seatNames })).toBe('Bruno nakupuje za 9 zlatých valounů (platí 10, nazpět nic): kůň, jídlo ×2 a stopa.');
    const flume: GameEvent = { type: 'work-built', player: 0, prospector: 0, work: 'flume', at: 349 };
    expect(describeEvent(flume, state, { locale: 'es', seatNames })).toBe('Ana construye un canal en la arista L0-L1.');
    expect(describeEvent(flume, state, { locale: 'cs', seatNames })).toBe('Ana staví kanál na hraně L0-L1.');
    const fished: GameEvent = { type: 'fished', player: 1, prospector: 1, food: 5 };
    expect(describeEvent(fished, state, { locale: 'cs', seatNames })).toBe('Bruno rybaří: 5 jídel.');
  });
});
