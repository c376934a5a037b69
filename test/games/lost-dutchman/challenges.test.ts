import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { MINING_CAMP, scoreOf } from '../../../src/games/lost-dutchman/public.js';
import { built, die, eventsOf, give, holding, movement, playAll, position, pros, startPlaying, tile } from './dutchman-helpers.js';

/** Seat 0 steps onto stack 1, finds `id` and rolls `roll` (2 players: the mule vs the old-timer unless given). */
function fight(id: string, roll: number, start = startPlaying(2)) {
  return playAll(start, [movement(1), { type: 'move', player: 0, path: [1] }, tile(id), die(roll)]);
}

describe('lost-dutchman: creatures and disasters', () => {
  it('LD-TILE-CHALLENGE-2, LD-TILE-CHALLENGE-3: die plus the tested attribute below the rating suffers the penalty; the tile stays face up', () => {
    // The mule: vigor 3. Gila monster: 5, vigor, penalty 1 health. 1 + 3 = 4 < 5.
    const { state, events } = fight('gila-monster', 1);
    expect(eventsOf(events, 'challenge-rolled')[0]).toMatchObject({ die: 1, total: 4, rating: 5, result: 'lost' });
    expect(pros(state, 0).attributes.health).toBe(4);
    expect(state.g.stacks[1]!.top).toBe('gila-monster');
  });

  it('LD-TILE-CHALLENGE-4: a sum equal to the rating escapes with neither penalty nor reward', () => {
    const { state, events } = fight('gila-monster', 2);
    expect(eventsOf(events, 'challenge-rolled')[0]).toMatchObject({ total: 5, result: 'escaped' });
    expect(pros(state, 0).attributes).toEqual({ health: 5, vigor: 3, foresight: 1, ingenuity: 0 });
    expect(pros(state, 0).trophies).toEqual([]);
  });

  it('LD-TILE-CHALLENGE-5: a greater sum defeats the tile: the prospector takes it and gains its reward at once', () => {
    // Rattlesnake: 6, foresight (the mule has 1), reward +1 foresight. 5 + 1 = 6 escapes; so the old-timer (foresight 3) fights it.
    const start = startPlaying(2, { characters: ['old-timer', 'stubborn-mule'] });
    const { state, events } = fight('rattlesnake', 4, start);
    expect(eventsOf(events, 'challenge-rolled')[0]).toMatchObject({ total: 7, rating: 6, result: 'defeated' });
    expect(pros(state, 0).trophies).toEqual(['rattlesnake']);
    expect(pros(state, 0).attributes.foresight).toBe(4);
    expect(state.g.stacks[1]).toEqual({ hidden: 4, top: null });
    expect(scoreOf(componentsOf(state), state.g, 0)).toBe(3);
  });

  it('LD-TILE-CREATURE-1, LD-TILE-CHALLENGE-1: each creature of a kind is worth its base plus one less than the count of that kind held (3, 4, 5, 6 for the Gila monster)', () => {
    const state = startPlaying(2);
    const worth = (n: number) => scoreOf(componentsOf(state), holding(state, 0, { trophies: Array<string>(n).fill('gila-monster') }).g, 0);
    expect([worth(1), worth(2), worth(3), worth(4)]).toEqual([3, 8, 15, 24]);
    // A disaster's treasure does not grow.
    expect(scoreOf(componentsOf(state), holding(state, 0, { trophies: ['dust-storm', 'dust-storm'] }).g, 0)).toBe(4);
  });

  it('LD-SPIRIT-1, LD-SPIRIT-2: without the mystic quartz the evil spirit can at best be escaped', () => {
    // The old-timer: ingenuity 2; evil spirit 4: 6 + 2 = 8 > 4, still only an escape.
    const start = startPlaying(2, { characters: ['old-timer', 'stubborn-mule'] });
    const { state, events } = fight('evil-spirit', 6, start);
    expect(eventsOf(events, 'challenge-rolled')[0]).toMatchObject({ total: 8, rating: 4, result: 'escaped' });
    expect(pros(state, 0).trophies).toEqual([]);
    expect(state.g.stacks[1]!.top).toBe('evil-spirit');
    // A low roll still suffers the penalty: 1 + 2 = 3 < 4.
    const lost = fight('evil-spirit', 1, start);
    expect(pros(lost.state, 0).attributes.ingenuity).toBe(1);
  });

  it('LD-SPIRIT-1, LD-SPIRIT-3: with the mystic quartz the evil spirit is defeated, and the quartz is kept', () => {
    const start = startPlaying(2, { characters: ['medicine-woman', 'stubborn-mule'] });
    // The quartz is never used up, so it offers no choice before the roll.
    const { state, events } = playAll(start, [movement(1), { type: 'move', player: 0, path: [1] }, tile('evil-spirit'), die(4)]);
    expect(eventsOf(events, 'challenge-rolled')[0]).toMatchObject({ total: 6, result: 'defeated' });
    expect(pros(state, 0).trophies).toEqual(['evil-spirit']);
    expect(pros(state, 0).items).toEqual(['mystic-quartz']);
  });
});

describe('lost-dutchman: exhaustion', () => {
  it('LD-EXHAUST-1, LD-EXHAUST-2: health reduced below one exhausts the prospector', () => {
    // Built: the mule at health 2 meets the black bear (10, vigor, -3 health).
    const start = holding(startPlaying(2), 0, { attributes: { health: 2, vigor: 3, foresight: 1, ingenuity: 0 } });
    const { state, events } = fight('black-bear', 1, start);
    expect(eventsOf(events, 'penalty-suffered')[0]).toMatchObject({ attribute: 'health', value: -1 });
    expect(eventsOf(events, 'exhausted')).toHaveLength(1);
    expect(pros(state, 0).space).toBe(MINING_CAMP);
    expect(pros(state, 0).attributes).toEqual({ health: 5, vigor: 3, foresight: 1, ingenuity: 0 });
  });

  it('LD-EXHAUST-1 (reading): a penalty equal to the health leaves it at 0, below one, and exhausts', () => {
    const start = holding(startPlaying(2), 0, { attributes: { health: 1, vigor: 3, foresight: 1, ingenuity: 0 } });
    const { events } = fight('gila-monster', 1, start);
    expect(eventsOf(events, 'exhausted')).toHaveLength(1);
  });

  it('LD-EXHAUST-3: a penalty greater than vigor, foresight or ingenuity stops it at zero without exhaustion', () => {
    // Coyote pack: 8, vigor, -2 vigor. Built: vigor 1.
    const start = holding(startPlaying(2), 0, { attributes: { health: 5, vigor: 1, foresight: 1, ingenuity: 0 } });
    const { state, events } = fight('coyote-pack', 1, start);
    expect(pros(state, 0).attributes.vigor).toBe(0);
    expect(eventsOf(events, 'exhausted')).toHaveLength(0);
    expect(pros(state, 0).space).toBe(1);
  });

  it('LD-EXHAUST-1, LD-EXHAUST-4: a penalty to an attribute already at zero takes it below zero and exhausts', () => {
    // Dust storm: 5, foresight, -1 foresight. Built: foresight 0.
    const start = holding(startPlaying(2), 0, { attributes: { health: 5, vigor: 3, foresight: 0, ingenuity: 0 } });
    const { state, events } = fight('dust-storm', 1, start);
    expect(eventsOf(events, 'penalty-suffered')[0]).toMatchObject({ attribute: 'foresight', value: -1 });
    expect(eventsOf(events, 'exhausted')).toEqual([{ type: 'exhausted', player: 0, attribute: 'foresight', discarded: null }]);
    expect(pros(state, 0).attributes.foresight).toBe(1);
  });

  it('LD-EXHAUST-5: the exhausted prospector returns to the mining camp, resets his attributes and discards his lowest unburied treasure', () => {
    // Built: uids 0 … 3 for the 3, the buried 1 and the two 2s, in the order taken.
    const start = holding(startPlaying(2), 0, {
      attributes: { health: 1, vigor: 3, foresight: 1, ingenuity: 0 },
      treasures: [3, { value: 1, buried: true }, 2, 2],
    });
    const { state, events } = fight('gila-monster', 1, start);
    expect(eventsOf(events, 'exhausted')[0]).toMatchObject({ discarded: 2 });
    expect(pros(state, 0).treasures.map((t) => t.uid)).toEqual([0, 1, 3]);
    expect(pros(state, 0).space).toBe(MINING_CAMP);
    // His next turn begins on the mining camp.
    const next = playAll(state, [movement(1), { type: 'move', player: 1, path: [2] }, tile('treasure-1'), tile('treasure-1'), movement(1)]).state;
    expect(next.g.queue[0]).toMatchObject({ t: 'after-roll', seat: 0 });
    expect(pros(next, 0).space).toBe(MINING_CAMP);
  });

  it('LD-EXHAUST-6: starting items used up are not given back on exhaustion', () => {
    // The tenderfoot uses his starting pickaxe, then is exhausted (built: health 1, a treasure to bury).
    let state = built(give(position(startPlaying(2, { characters: ['tenderfoot', 'stubborn-mule'] })), 0, {
      attributes: { health: 1, vigor: 2, foresight: 1, ingenuity: 1 },
      treasures: [3],
    }).turnStart(0));
    state = playAll(state, [{ type: 'use-item', player: 0, item: 'pickaxe', target: 0 }]).state;
    const { state: after, events } = playAll(state, [movement(1), { type: 'move', player: 0, path: [1] }, tile('gila-monster'), die(1)]);
    expect(eventsOf(events, 'exhausted')).toHaveLength(1);
    expect(pros(after, 0).items).toEqual([]);
    expect(pros(after, 0).treasures).toEqual([{ uid: 0, value: 3, buried: true }]);
  });
});
