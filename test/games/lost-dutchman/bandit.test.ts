import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { activePlayers } from '../../../src/index.js';
import { scoreOf } from '../../../src/games/lost-dutchman/public.js';
import { built, die, eventsOf, expectRefused, give, holding, legal, movement, play, playAll, position, pros, startPlaying, tile } from './dutchman-helpers.js';

/** The uids the builder gives the old-timer's treasures (the first two taken off the land). */
const [THREE, TWO] = [0, 1];

/** Built: the old-timer (seat 1) holds an unburied 3 (uid THREE) and a buried 2 (TWO); the mule (seat 0) finds a bandit. */
function banditFound(haunted = false) {
  const rich = give(position(startPlaying(2)), 1, { treasures: [3, { value: 2, buried: true }] });
  const start = built(haunted ? rich.ghost(THREE) : rich);
  return playAll(start, [movement(1), { type: 'move', player: 0, path: [1] }, tile('bandit')]).state;
}

describe('lost-dutchman: bandits', () => {
  it('LD-BANDIT-1, LD-BANDIT-2, LD-BANDIT-4: a bandit is used at once against an opponent of his choice, to fight or steal one unburied treasure tile', () => {
    const state = banditFound();
    expect(state.g.stacks[1]!.top).toBeNull();
    expect(legal(state, 0)).toEqual([
      { type: 'bandit', player: 0, mode: 'fight', target: 1, treasure: THREE },
      { type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: THREE },
    ]);
  });

  it('LD-BANDIT-5: in a fight both roll and add their highest attribute other than health; the higher attacker takes the tile', () => {
    const { state, events } = playAll(banditFound(), [{ type: 'bandit', player: 0, mode: 'fight', target: 1, treasure: THREE }, die(5), die(2)]);
    expect(eventsOf(events, 'bandit-fight')[0]).toMatchObject({ attack: 8, defence: 5, won: true });
    expect(pros(state, 0).treasures).toEqual([{ uid: THREE, value: 3, buried: false }]);
    expect(pros(state, 1).treasures.map((t) => t.uid)).toEqual([TWO]);
  });

  it('LD-BANDIT-5: an equal fight leaves the tile with the defender', () => {
    const { state, events } = playAll(banditFound(), [{ type: 'bandit', player: 0, mode: 'fight', target: 1, treasure: THREE }, die(4), die(4)]);
    expect(eventsOf(events, 'bandit-fight')[0]).toMatchObject({ attack: 7, defence: 7, won: false });
    expect(pros(state, 1).treasures.map((t) => t.uid)).toEqual([THREE, TWO]);
  });

  it('LD-BANDIT-6: a steal rolls the action die twice; the total must be at least 2 above the tile value', () => {
    const steal = { type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: THREE };
    const missed = playAll(banditFound(), [steal, die(1), die(3)]);
    expect(eventsOf(missed.events, 'bandit-steal')[0]).toMatchObject({ total: 4, needed: 5, won: false });
    expect(pros(missed.state, 1).treasures.map((t) => t.uid)).toEqual([THREE, TWO]);
    const made = playAll(banditFound(), [steal, die(2), die(3)]);
    expect(eventsOf(made.events, 'bandit-steal')[0]).toMatchObject({ total: 5, won: true });
    expect(pros(made.state, 0).treasures.map((t) => t.uid)).toEqual([THREE]);
  });

  it('LD-BANDIT-7, LD-GHOST-2: a haunted treasure may be stolen; the Ghost goes with it and it still counts zero', () => {
    const state = banditFound(true);
    expect(scoreOf(componentsOf(state), state.g, 1)).toBe(2);
    const { state: after, events } = playAll(state, [{ type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: THREE }, die(6), die(6)]);
    expect(eventsOf(events, 'treasure-stolen')[0]).toMatchObject({ uid: THREE, haunted: true });
    expect(after.g.ghost).toBe(THREE);
    expect(scoreOf(componentsOf(after), after.g, 0)).toBe(0);
    expect(scoreOf(componentsOf(after), after.g, 1)).toBe(2);
  });

  it('LD-BANDIT-3: with no treasure to fight or steal for, the bandit is discarded and play goes on', () => {
    const { state, events } = playAll(startPlaying(2), [movement(1), { type: 'move', player: 0, path: [1] }, tile('bandit')]);
    expect(eventsOf(events, 'bandit-taken')[0]).toMatchObject({ used: false });
    expect(state.g.active).toBe(1);
    expect(state.g.stacks[1]!.top).toBeNull();
  });

  it('LD-BANDIT-1: stealing without a bandit is refused (lost-dutchman/no-bandit), the state untouched', () => {
    const state = holding(play(startPlaying(2), movement(2)).state, 1, { treasures: [3] });
    expect(activePlayers(state)).toEqual([0]);
    const error = expectRefused(state, { type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: THREE }, 'lost-dutchman/no-bandit');
    expect(error.rule).toBe('LD-BANDIT-1');
  });

  it('LD-BANDIT-2, LD-TILE-TREASURE-3: a buried treasure cannot be taken by a bandit', () => {
    const error = expectRefused(banditFound(), { type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: TWO }, 'lost-dutchman/no-such-treasure');
    expect(error.path).toEqual(['treasure']);
  });

  it('LD-HUNTER-1, LD-BANDIT-5: a gunslinger adds 1 to his side of a bandit fight, attacking or defending', () => {
    const attack = { type: 'bandit', player: 0, mode: 'fight', target: 1, treasure: THREE };
    // Built: the defender has a gunslinger; 4 + 3 against 3 + 3 + 1 is a tie, kept by the defender.
    const defended = playAll(holding(banditFound(), 1, { hunters: ['gunslinger'] }), [attack, die(4), die(3)]);
    expect(eventsOf(defended.events, 'bandit-fight')[0]).toMatchObject({ attack: 7, defence: 7, won: false });
    const attacked = playAll(holding(banditFound(), 0, { hunters: ['gunslinger'] }), [attack, die(3), die(4)]);
    expect(eventsOf(attacked.events, 'bandit-fight')[0]).toMatchObject({ attack: 7, defence: 7, won: false });
    const won = playAll(holding(banditFound(), 0, { hunters: ['gunslinger'] }), [attack, die(4), die(4)]);
    expect(eventsOf(won.events, 'bandit-fight')[0]).toMatchObject({ attack: 8, defence: 7, won: true });
  });

  it('LD-HUNTER-1, LD-BANDIT-6: a pickpocket adds 1 to the total of a steal', () => {
    const steal = { type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: THREE };
    const { state, events } = playAll(holding(banditFound(), 0, { hunters: ['pickpocket'] }), [steal, die(1), die(3)]);
    expect(eventsOf(events, 'bandit-steal')[0]).toMatchObject({ total: 5, needed: 5, won: true });
    expect(pros(state, 0).treasures.map((t) => t.uid)).toEqual([THREE]);
  });
});
