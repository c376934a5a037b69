import { describe, expect, it } from 'vitest';
import { activePlayers, chanceOutcomes } from '../../../src/index.js';
import { built, expectRefused, give, holding, legal, movement, play, playAll, position, pros, startPlaying } from './dutchman-helpers.js';

describe('lost-dutchman: items', () => {
  it('LD-ITEM-2: the compass is used before rolling and replaces the movement roll (surveyor\'s starting item)', () => {
    const state = startPlaying(2, { characters: ['surveyor', 'stubborn-mule'] });
    expect(activePlayers(state)).toEqual([0]);
    expect(legal(state, 0)).toEqual([
      { type: 'roll', player: 0 },
      { type: 'use-item', player: 0, item: 'compass', target: 1 },
      { type: 'use-item', player: 0, item: 'compass', target: 2 },
      { type: 'use-item', player: 0, item: 'compass', target: 3 },
    ]);
    const after = play(state, { type: 'use-item', player: 0, item: 'compass', target: 3 }).state;
    expect(chanceOutcomes(after)).toEqual([]);
    expect(after.g.queue[0]).toEqual({ t: 'after-roll', seat: 0, steps: 3, rolled: false });
    expect(pros(after, 0).items).toEqual([]);
  });

  it('LD-ITEM-2: the horse is used after a number is rolled and adds a space (built: the mule holds a horse)', () => {
    // The horse is of no use before the roll, so the turn goes straight to the movement roll.
    const state = built(give(position(startPlaying(2)), 0, { items: ['horse'] }).turnStart(0));
    const rolled = playAll(state, [movement(2)]).state;
    expect(legal(rolled, 0)).toContainEqual({ type: 'use-item', player: 0, item: 'horse', target: null });
    const after = play(rolled, { type: 'use-item', player: 0, item: 'horse', target: null }).state;
    expect(after.g.queue[0]).toEqual({ t: 'after-roll', seat: 0, steps: 3, rolled: false });
    expect(legal(after, 0).every((a) => a.type === 'move' && a.path.length === 3)).toBe(true);
  });

  it('LD-ITEM-2: the tonic heals 2 health up to the top of the track, on the holder\'s turn, before or after rolling', () => {
    const state = built(give(position(startPlaying(2)), 0, { items: ['tonic', 'tonic'], attributes: { health: 3, vigor: 3, foresight: 1, ingenuity: 0 } }).turnStart(0));
    const once = play(state, { type: 'use-item', player: 0, item: 'tonic', target: null }).state;
    expect(pros(once, 0).attributes.health).toBe(5);
    const rolled = playAll(once, [{ type: 'roll', player: 0 }, movement(1)]).state;
    const twice = play(rolled, { type: 'use-item', player: 0, item: 'tonic', target: null }).state;
    expect(pros(twice, 0).attributes.health).toBe(6);
    expect(pros(twice, 0).items).toEqual([]);
  });

  it('LD-ITEM-2: an item is used only on the holder\'s own turn (not-your-turn)', () => {
    const state = holding(play(startPlaying(2), movement(1)).state, 1, { items: ['tonic'] });
    expectRefused(state, { type: 'use-item', player: 1, item: 'tonic', target: null }, 'not-your-turn');
  });

  it('LD-ITEM-2: using an item one does not hold is refused (lost-dutchman/item-not-held)', () => {
    const state = play(startPlaying(2), movement(1)).state;
    const error = expectRefused(state, { type: 'use-item', player: 0, item: 'tonic', target: null }, 'lost-dutchman/item-not-held');
    expect(error.path).toEqual(['item']);
  });

  it('LD-ITEM-4: the pickaxe buries one unburied treasure and is discarded', () => {
    const state = built(give(position(startPlaying(2)), 0, { items: ['pickaxe'], treasures: [4] }).turnStart(0));
    const after = play(state, { type: 'use-item', player: 0, item: 'pickaxe', target: 0 }).state;
    expect(pros(after, 0).treasures).toEqual([{ uid: 0, value: 4, buried: true }]);
    expect(pros(after, 0).items).toEqual([]);
  });

  it('LD-SPIRIT-3: the mystic quartz offers no use (it is never used up)', () => {
    const state = playAll(startPlaying(2, { characters: ['medicine-woman', 'stubborn-mule'] }), [movement(1)]).state;
    expect(legal(state, 0).some((a) => a.type === 'use-item')).toBe(false);
    expectRefused(state, { type: 'use-item', player: 0, item: 'mystic-quartz', target: null }, 'lost-dutchman/not-usable');
  });

  it('LD-ITEM-2: an item used at the wrong moment is refused with when it may be used (lost-dutchman/not-usable)', () => {
    const state = built(give(position(startPlaying(2)), 0, { items: ['horse', 'compass'] }).turnStart(0));
    const horse = expectRefused(state, { type: 'use-item', player: 0, item: 'horse', target: null }, 'lost-dutchman/not-usable');
    expect(horse.message).toMatch(/after a number is rolled/);
    const rolled = playAll(state, [{ type: 'roll', player: 0 }, movement(2)]).state;
    expect(expectRefused(rolled, { type: 'use-item', player: 0, item: 'compass', target: 2 }, 'lost-dutchman/not-usable').message).toMatch(/before rolling/);
  });
});
