import { describe, expect, it } from 'vitest';
import { createGame, listGames, type PlayerAction } from '../../src/index.js';
import { formatAction, parseAction } from '../../src/words/index.js';
import { actionTypes } from './words-support.js';

// One action of every type with every optional shape, including types random games rarely reach
// (Lost Valley's turn actions grow on another branch): each must read back from its text. A game
// that gains an action type fails here until it has a sample (and a notation).
/** An action without its seat: the test tries it for several seats. */
type Sample = { readonly type: string; readonly [field: string]: unknown };

const SAMPLES: Readonly<Record<string, readonly Sample[]>> = {
  'goldfield-gully': [
    { type: 'gather', building: 6 }, { type: 'bank' }, { type: 'modify', by: -2 }, { type: 'modify', by: 1 }, { type: 'pass' }, { type: 'move', building: 2 },
  ],
  'mountain-river-duel': [{ type: 'turn-up', areas: [40, 3, 17] }, { type: 'turn-down', area: 0 }, { type: 'pass' }],
  'lost-dutchman': [
    { type: 'choose-character', character: 'old-timer' }, { type: 'choose-character', character: 'Señor / 2' },
    { type: 'reveal-setup', stack: 23 }, { type: 'roll' },
    { type: 'use-item', item: 'compass', target: null }, { type: 'use-item', item: 'pickaxe', target: 3 },
    { type: 'fight-ghost' }, { type: 'special-bury' }, { type: 'move-ghost', treasure: null }, { type: 'move-ghost', treasure: 7 },
    { type: 'bury', treasure: null }, { type: 'bury', treasure: 0 }, { type: 'move', path: [] }, { type: 'move', path: [24, 1, 2] },
    { type: 'crevice', space: 12 }, { type: 'bandit', mode: 'steal', target: 2, treasure: 9 }, { type: 'bandit', mode: 'fight', target: 0, treasure: 1 },
    { type: 'cross', spot: 'c' }, { type: 'end-turn' }, { type: 'raise', attribute: 'ingenuity' }, { type: 'take-tile', from: 1, tile: 'black-bear' },
  ],
  'lost-valley': [
    { type: 'move', mode: 'foot-unburdened', to: 118 }, { type: 'move', mode: 'boat', to: 0 }, { type: 'end-turn' },
    { type: 'place-diamond', faces: [4, 5], way: 1 }, { type: 'place-triangle', face: 7 }, { type: 'decline-triangle' },
    { type: 'discard', item: 'dynamite-box' }, { type: 'eat-jerky' }, { type: 'drink-whiskey', part: 'trade' },
    { type: 'choose-markers', markers: [3] }, { type: 'choose-markers', markers: [3, 11] },
    { type: 'fish' }, { type: 'cut-timber' }, { type: 'hunt', marker: 14 }, { type: 'take-event', tile: 2, pay: 'food' },
    { type: 'look-at-events', tile: 2 }, { type: 'whiskey-still', tile: 9, pay: 'none' }, { type: 'lost-mine', tile: 4, timberOr: 'timber' },
    { type: 'lost-mine', tile: 4, timberOr: 8 }, { type: 'food-spit', tile: 1 }, { type: 'build-fish-trap' }, { type: 'build-sawmill' },
    { type: 'build-hunting-trap' }, { type: 'build-mine', tile: 3, claim: false, toolInstead: null },
    { type: 'build-mine', tile: 3, claim: true, toolInstead: null }, { type: 'build-mine', tile: 3, claim: true, toolInstead: 'pick axe' },
    { type: 'build-mine', tile: 3, claim: false, toolInstead: 'shovel' }, { type: 'build-flumes', edges: [10] }, { type: 'build-flumes', edges: [10, 11] },
    { type: 'build-bridge', edge: 12 }, { type: 'collect-claim' }, { type: 'run' }, { type: 'take-skill', skill: 'gold-nose' },
    { type: 'draw-skills' }, { type: 'keep-skill', skill: 'swimmer' }, { type: 'forecast', face: 'two-snowflakes' },
    { type: 'take-event', tile: 2, pay: 'free' }, { type: 'scout-keep', tile: 'L07' }, { type: 'scout-keep', tile: 'Bear Cave / 2' },
    { type: 'river-gold', markers: [5] }, { type: 'river-gold', markers: [5, 12, 30] }, { type: 'mountain-gold', tile: 5, markers: [40], dynamite: 'none', fee: null },
    { type: 'mountain-gold', tile: 5, markers: [40, 41], dynamite: 'box', fee: { marker: 9 } },
    { type: 'mountain-gold', tile: 5, markers: [40, 41, 42], dynamite: 'stick', fee: { item: 'tool' } },
    { type: 'open-trade', tile: null }, { type: 'open-trade', tile: 8 }, { type: 'trade-buy', item: 'dynamite-box' }, { type: 'trade-buy', item: 'gold pan' },
    { type: 'trade-clue' }, { type: 'trade-pay', payment: { marker: 17 } }, { type: 'trade-pay', payment: { item: 'timber' } },
    { type: 'close-trade' }, { type: 'cancel-trade' },
    { type: 'miner', tile: 6 }, { type: 'dig-treasure' }, { type: 'weigh' }, { type: 'announce-end' }, { type: 'show-marker', marker: 2 }, { type: 'black-market', tile: 7, give: 4 },
    { type: 'take-event-for-two', tile: 3, pay: ['food', 'timber'] }, { type: 'take-event-for-two', tile: 3, pay: ['tool', 'tool'] },
    { type: 'quiet-nook', tile: 6, pay: ['food', 'tool'] }, { type: 'eat-dried-fish' },
    { type: 'give', to: 2, item: 'food' }, { type: 'give', to: 0, item: 'gold pan' },
  ],
};

describe.each(listGames())('notation samples of %s', (game) => {
  const state = createGame({ game, players: game === 'mountain-river-duel' ? 2 : 3, seed: 'samples' });
  const samples = SAMPLES[game] ?? [];

  it('every action type of the action schema has a sample', () => {
    const sampled = new Set(samples.map((sample) => sample.type));
    expect(actionTypes(game).filter((type) => !sampled.has(type))).toEqual([]);
  });

  it('every sample, for every seat, reads back from its text', () => {
    for (const sample of samples) {
      for (const player of [0, 1]) {
        const action = { ...sample, player } as unknown as PlayerAction;
        const text = formatAction(state, action);
        expect(text, JSON.stringify(action)).not.toMatch(/\s/);
        const parsed = parseAction(state, text);
        expect(parsed.ok ? parsed.action : parsed.error, text).toEqual(action);
      }
    }
  });
});
