import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { activePlayers } from '../../../src/index.js';
import { scoreOf, MINING_CAMP } from '../../../src/games/lost-dutchman/public.js';
import { built, die, eventsOf, expectRefused, give, legal, movement, play, playAll, position, pros, startPlaying, tile } from './dutchman-helpers.js';

/** The uids the builder gives the treasures of {@link rich}, in the order they are taken off the land. */
const [TWO, FIVE, FOUR] = [0, 1, 2];

/** Built: seat 0 holds treasures of 2 (uid TWO) and 5 (FIVE); seat 1 holds a 4 (FOUR) and a buried 1 (ONE). */
function rich(extra: (p: ReturnType<typeof position>) => ReturnType<typeof position> = (p) => p) {
  return built(extra(give(give(position(startPlaying(2)), 0, { treasures: [2, 5] }), 1, { treasures: [4, { value: 1, buried: true }] })));
}

describe('lost-dutchman: the special action', () => {
  it('LD-SPECIAL-1, LD-GHOST-1: the special face offers burying or moving the Ghost (onto an opponent\'s unburied treasure or his mine)', () => {
    const state = play(rich(), movement('special')).state;
    expect(legal(state, 0)).toEqual([
      { type: 'special-bury', player: 0 },
      { type: 'move-ghost', player: 0, treasure: null },
      { type: 'move-ghost', player: 0, treasure: FOUR },
    ]);
  });

  it('LD-SPECIAL-2, LD-TILE-TREASURE-3: burying rolls the action die twice; one treasure worth at most the sum is buried; then 3 spaces are moved', () => {
    const { state, events } = playAll(rich(), [movement('special'), { type: 'special-bury', player: 0 }, die(1), die(3)]);
    expect(eventsOf(events, 'bury-rolled')[0]).toMatchObject({ rolls: [1, 3], sum: 4 });
    expect(legal(state, 0)).toEqual([{ type: 'bury', player: 0, treasure: null }, { type: 'bury', player: 0, treasure: TWO }]);
    const buried = play(state, { type: 'bury', player: 0, treasure: TWO }).state;
    expect(pros(buried, 0).treasures[0]).toEqual({ uid: TWO, value: 2, buried: true });
    expect(buried.g.queue[0]).toEqual({ t: 'after-roll', seat: 0, steps: 3, rolled: false });
    expect(legal(buried, 0).every((a) => a.type === 'move' && a.path.length === 3)).toBe(true);
  });

  it('LD-SPECIAL-3, LD-GHOST-2: the Ghost on an opponent\'s treasure makes it worth zero', () => {
    const state = rich();
    expect(scoreOf(componentsOf(state), state.g, 1)).toBe(5);
    const after = playAll(state, [movement('special'), { type: 'move-ghost', player: 0, treasure: FOUR }]).state;
    expect(after.g.ghost).toBe(FOUR);
    expect(scoreOf(componentsOf(after), after.g, 1)).toBe(1);
  });

  it('LD-ITEM-3: the pickaxe cannot bury a haunted treasure (lost-dutchman/treasure-haunted), the state untouched', () => {
    const state = rich((p) => give(p, 0, { items: ['pickaxe'] }).ghost(FIVE).turnStart(0));
    expect(legal(state, 0)).toContainEqual({ type: 'use-item', player: 0, item: 'pickaxe', target: TWO });
    expect(legal(state, 0)).not.toContainEqual({ type: 'use-item', player: 0, item: 'pickaxe', target: FIVE });
    const error = expectRefused(state, { type: 'use-item', player: 0, item: 'pickaxe', target: FIVE }, 'lost-dutchman/treasure-haunted');
    expect(error.rule).toBe('LD-ITEM-3');
  });

  it('LD-ITEM-3 (reading): the special action may bury a haunted treasure; the Ghost stays on it', () => {
    const state = rich((p) => p.ghost(FIVE));
    const after = playAll(state, [movement('special'), { type: 'special-bury', player: 0 }, die(3), die(3), { type: 'bury', player: 0, treasure: FIVE }]).state;
    expect(pros(after, 0).treasures[1]).toEqual({ uid: FIVE, value: 5, buried: true });
    expect(after.g.ghost).toBe(FIVE);
  });
});

describe('lost-dutchman: the Dutchman Ghost', () => {
  it('LD-GHOST-4: a prospector whose treasure is haunted may forfeit his turn to fight the Lost Dutchman; a win sends the Ghost back to his mine', () => {
    const state = rich((p) => p.ghost(FIVE).turnStart(0));
    expect(legal(state, 0)).toContainEqual({ type: 'fight-ghost', player: 0 });
    // The Lost Dutchman: 7, the fighter's highest attribute. The mule's vigor 3 and a 4 make 7, no win; a 5 makes 8.
    const { state: after, events } = playAll(state, [{ type: 'fight-ghost', player: 0 }, die(5)]);
    expect(eventsOf(events, 'dutchman-fought')[0]).toMatchObject({ total: 8, rating: 7, won: true });
    expect(after.g.ghost).toBeNull();
    expect(after.g.active).toBe(1);
  });

  it('LD-GHOST-4: a lost fight with the Lost Dutchman ends the turn with no penalty', () => {
    const state = rich((p) => p.ghost(FIVE).turnStart(0));
    const { state: after, events } = playAll(state, [{ type: 'fight-ghost', player: 0 }, die(1)]);
    expect(eventsOf(events, 'dutchman-fought')[0]).toMatchObject({ won: false });
    expect(after.g.ghost).toBe(FIVE);
    expect(pros(after, 0).attributes).toEqual(pros(state, 0).attributes);
    expect(after.g.active).toBe(1);
    expect(activePlayers(after)).toEqual([]);
  });

  it('LD-GHOST-3: a haunted treasure discarded on exhaustion sends the Ghost back to defend his mine', () => {
    const state = rich((p) => p.ghost(TWO).attributes(0, { health: 1, vigor: 3, foresight: 1, ingenuity: 0 }));
    const { state: after, events } = playAll(state, [movement(1), { type: 'move', player: 0, path: [1] }, tile('gila-monster'), die(1)]);
    expect(eventsOf(events, 'exhausted')[0]).toMatchObject({ discarded: 2 });
    expect(eventsOf(events, 'ghost-returned')).toHaveLength(1);
    expect(after.g.ghost).toBeNull();
    expect(pros(after, 0).space).toBe(MINING_CAMP);
  });
});
