import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { activePlayers, chanceOutcomes } from '../../../src/index.js';
import { built, die, eventsOf, legal, movement, play, playAll, position, pros, startPlaying, tile } from './dutchman-helpers.js';

/** Seat 0 (the mule) steps onto stack 1 and finds `id` there. */
const stepOnto = (id: string) => playAll(startPlaying(2), [movement(1), { type: 'move', player: 0, path: [1] }, tile(id)]);

describe('lost-dutchman: the eight kinds of land tile', () => {
  it('LD-TILE-1, LD-COMP-1: the reference set has 30 treasure, 24 creature, 24 disaster, 12 water level drop, 12 item, 6 hunter, 6 bandit and 6 crevice tiles', () => {
    const state = startPlaying(2);
    const kinds = new Map<string, number>();
    const count = (kind: string, n: number) => kinds.set(kind, (kinds.get(kind) ?? 0) + n);
    const d = componentsOf(state);
    d.treasures.forEach((t) => count('treasure', t.count));
    d.creatures.forEach((t) => count('creature', t.count));
    d.disasters.forEach((t) => count('disaster', t.count));
    d.items.forEach((t) => count('item', t.count));
    d.hunters.forEach((t) => count('hunter', t.count));
    count('bandit', d.bandits);
    count('crevice', d.crevices);
    count('water', d.waterLevelDrops);
    expect(Object.fromEntries(kinds)).toEqual({ treasure: 30, creature: 24, disaster: 24, item: 12, hunter: 6, bandit: 6, crevice: 6, water: 12 });
  });

  it('LD-TILE-TREASURE-1, LD-TILE-TREASURE-2: a treasure is taken and the next tile is discovered but not resolved', () => {
    const { state, events } = playAll(stepOnto('treasure-4').state, [tile('gila-monster')]);
    expect(pros(state, 0).treasures).toEqual([{ uid: 0, value: 4, buried: false }]);
    expect(state.g.stacks[1]).toEqual({ hidden: 3, top: 'gila-monster' });
    expect(eventsOf(events, 'challenge-rolled')).toHaveLength(0);
    expect(state.g.active).toBe(1);
  });

  it('LD-TILE-WATER-2: a water level drop discovered after a treasure is resolved, and the tile after it is only discovered', () => {
    const { state, events } = playAll(stepOnto('treasure-2').state, [tile('water-level-drop'), tile('bandit')]);
    expect(state.g.water).toBe(5);
    expect(state.g.stacks[1]).toEqual({ hidden: 2, top: 'bandit' });
    expect(eventsOf(events, 'bandit-taken')).toHaveLength(0);
  });

  it('LD-TILE-WATER-1: a water level drop is discarded, a water level tile removed, and the next tile discovered and resolved', () => {
    const found = stepOnto('water-level-drop');
    expect(eventsOf(found.events, 'water-level-dropped')).toEqual([{ type: 'water-level-dropped', stack: 1, water: 5 }]);
    const { state } = play(found.state, tile('horse'));
    expect(pros(state, 0).items).toEqual(['horse']);
    expect(state.g.stacks[1]).toEqual({ hidden: 3, top: null });
  });

  it('LD-ITEM-1: an item is resolved by taking the tile', () => {
    const { state } = stepOnto('pickaxe');
    expect(pros(state, 0).items).toEqual(['pickaxe']);
    expect(state.g.stacks[1]!.top).toBeNull();
  });

  it('LD-HUNTER-1: a treasure hunter is taken and kept, with no limit to how many', () => {
    let state = stepOnto('apache-guide').state;
    state = playAll(state, [movement(1), { type: 'move', player: 1, path: [2] }, tile('gunslinger')]).state;
    state = playAll(state, [movement(1), { type: 'move', player: 0, path: [2] }, tile('apache-guide')]).state;
    expect(pros(state, 0).hunters).toEqual(['apache-guide', 'apache-guide']);
    expect(pros(state, 1).hunters).toEqual(['gunslinger']);
  });

  it('LD-HUNTER-1: the Apache guide adds 1 to a challenge roll (reference set)', () => {
    let state = stepOnto('apache-guide').state;
    state = playAll(state, [movement(3), { type: 'move', player: 1, path: [2, 7, 12] }, tile('treasure-1'), tile('treasure-1')]).state;
    // The mule (vigor 3) rolls 3 against the coyote pack (7): 3 + 3 = 6 would lose; the guide's 1 makes 7, an escape.
    const { events } = playAll(state, [movement(1), { type: 'move', player: 0, path: [0] }, tile('coyote-pack'), die(3)]);
    expect(eventsOf(events, 'challenge-rolled')[0]).toMatchObject({ total: 7, rating: 7, result: 'escaped' });
  });

  it('LD-TILE-CREVICE-1: a crevice is discarded and the prospector moves to any land tile, his own included, and resolves it at once', () => {
    const { state } = stepOnto('crevice');
    expect(state.g.stacks[1]).toEqual({ hidden: 4, top: null });
    const spaces = legal(state, 0).map((a) => (a.type === 'crevice' ? a.space : -1));
    // LD-READ-10: land tiles only; the camps are not land tiles.
    expect(spaces).toEqual(Array.from({ length: 24 }, (_, i) => i));
    const { state: after, events } = playAll(state, [{ type: 'crevice', player: 0, space: 1 }, tile('treasure-5'), tile('flash-flood')]);
    expect(pros(after, 0).space).toBe(1);
    expect(pros(after, 0).treasures.map((t) => t.value)).toEqual([5]);
    expect(eventsOf(events, 'crevice-move')).toHaveLength(1);
  });

  it('LD-TILE-CREVICE-1: a crevice can send the prospector onto a face-up tile far away, which he resolves (built: a tonic face up on stack 10)', () => {
    const base = built(position(startPlaying(2)).top(10, 'tonic'));
    const { state } = playAll(base, [movement(1), { type: 'move', player: 0, path: [1] }, tile('crevice'), { type: 'crevice', player: 0, space: 10 }]);
    expect(pros(state, 0).items).toEqual(['tonic']);
    // LD-ITEM-2: the tonic may be used in the same turn (phase 4), or kept.
    expect(activePlayers(state)).toEqual([0]);
    expect(legal(state, 0)).toEqual([{ type: 'end-turn', player: 0 }, { type: 'use-item', player: 0, item: 'tonic', target: null }]);
    expect(chanceOutcomes(state)).toEqual([]);
  });

  it('LD-RESOLVE-1: stopping on a tile already discovered resolves it as normal (a face-up treasure from setup)', () => {
    let state = startPlaying(2);
    state = built(position(state).top(2, 'treasure-5'));
    const after = playAll(state, [movement(1), { type: 'move', player: 0, path: [2] }, tile('earthquake')]).state;
    expect(pros(after, 0).treasures.map((t) => t.value)).toEqual([5]);
    expect(after.g.stacks[2]!.top).toBe('earthquake');
  });
});
