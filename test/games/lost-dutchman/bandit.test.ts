import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { activePlayers } from '../../../src/index.js';
import { scoreOf } from '../../../src/games/lost-dutchman/public.js';
import { die, eventsOf, expectRefused, legal, movement, play, playAll, pros, startPlaying, tile, withG, withProspector } from './dutchman-helpers.js';

/** Hand-built: the old-timer (seat 1) holds an unburied 3 (uid 90) and a buried 2 (uid 91); the mule (seat 0) finds a bandit. */
function banditFound(haunted = false) {
  let start = withProspector(startPlaying(2), 1, { treasures: [{ uid: 90, value: 3, buried: false }, { uid: 91, value: 2, buried: true }] });
  if (haunted) start = withG(start, { ghost: 90 });
  return playAll(start, [movement(1), { type: 'move', player: 0, path: [1] }, tile('bandit')]).state;
}

describe('lost-dutchman: bandits', () => {
  it('LD-BANDIT-1, LD-BANDIT-2, LD-BANDIT-4: a bandit is used at once against an opponent of his choice, to fight or steal one unburied treasure tile', () => {
    const state = banditFound();
    expect(state.g.stacks[1]!.top).toBeNull();
    expect(legal(state, 0)).toEqual([
      { type: 'bandit', player: 0, mode: 'fight', target: 1, treasure: 90 },
      { type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: 90 },
    ]);
  });

  it('LD-BANDIT-5: in a fight both roll and add their highest attribute other than health; the higher attacker takes the tile', () => {
    const { state, events } = playAll(banditFound(), [{ type: 'bandit', player: 0, mode: 'fight', target: 1, treasure: 90 }, die(5), die(2)]);
    expect(eventsOf(events, 'bandit-fight')[0]).toMatchObject({ attack: 8, defence: 5, won: true });
    expect(pros(state, 0).treasures).toEqual([{ uid: 90, value: 3, buried: false }]);
    expect(pros(state, 1).treasures.map((t) => t.uid)).toEqual([91]);
  });

  it('LD-BANDIT-5: an equal fight leaves the tile with the defender', () => {
    const { state, events } = playAll(banditFound(), [{ type: 'bandit', player: 0, mode: 'fight', target: 1, treasure: 90 }, die(4), die(4)]);
    expect(eventsOf(events, 'bandit-fight')[0]).toMatchObject({ attack: 7, defence: 7, won: false });
    expect(pros(state, 1).treasures.map((t) => t.uid)).toEqual([90, 91]);
  });

  it('LD-BANDIT-6: a steal rolls the action die twice; the total must be at least 2 above the tile value', () => {
    const steal = { type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: 90 };
    const missed = playAll(banditFound(), [steal, die(1), die(3)]);
    expect(eventsOf(missed.events, 'bandit-steal')[0]).toMatchObject({ total: 4, needed: 5, won: false });
    expect(pros(missed.state, 1).treasures.map((t) => t.uid)).toEqual([90, 91]);
    const made = playAll(banditFound(), [steal, die(2), die(3)]);
    expect(eventsOf(made.events, 'bandit-steal')[0]).toMatchObject({ total: 5, won: true });
    expect(pros(made.state, 0).treasures.map((t) => t.uid)).toEqual([90]);
  });

  it('LD-BANDIT-7, LD-GHOST-2: a haunted treasure may be stolen; the Ghost goes with it and it still counts zero', () => {
    const state = banditFound(true);
    expect(scoreOf(componentsOf(state), state.g, 1)).toBe(2);
    const { state: after, events } = playAll(state, [{ type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: 90 }, die(6), die(6)]);
    expect(eventsOf(events, 'treasure-stolen')[0]).toMatchObject({ uid: 90, haunted: true });
    expect(after.g.ghost).toBe(90);
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
    const state = withProspector(play(startPlaying(2), movement(2)).state, 1, { treasures: [{ uid: 90, value: 3, buried: false }] });
    expect(activePlayers(state)).toEqual([0]);
    const error = expectRefused(state, { type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: 90 }, 'lost-dutchman/no-bandit');
    expect(error.rule).toBe('LD-BANDIT-1');
  });

  it('LD-BANDIT-2, LD-TILE-TREASURE-3: a buried treasure cannot be taken by a bandit', () => {
    const error = expectRefused(banditFound(), { type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: 91 }, 'lost-dutchman/no-such-treasure');
    expect(error.path).toEqual(['treasure']);
  });

  it('LD-HUNTER-1, LD-BANDIT-5: a gunslinger adds 1 to his side of a bandit fight, attacking or defending', () => {
    const attack = { type: 'bandit', player: 0, mode: 'fight', target: 1, treasure: 90 };
    // Hand-built: the defender has a gunslinger; 4 + 3 against 3 + 3 + 1 is a tie, kept by the defender.
    const defended = playAll(withProspector(banditFound(), 1, { hunters: ['gunslinger'] }), [attack, die(4), die(3)]);
    expect(eventsOf(defended.events, 'bandit-fight')[0]).toMatchObject({ attack: 7, defence: 7, won: false });
    const attacked = playAll(withProspector(banditFound(), 0, { hunters: ['gunslinger'] }), [attack, die(3), die(4)]);
    expect(eventsOf(attacked.events, 'bandit-fight')[0]).toMatchObject({ attack: 7, defence: 7, won: false });
    const won = playAll(withProspector(banditFound(), 0, { hunters: ['gunslinger'] }), [attack, die(4), die(4)]);
    expect(eventsOf(won.events, 'bandit-fight')[0]).toMatchObject({ attack: 8, defence: 7, won: true });
  });

  it('LD-HUNTER-1, LD-BANDIT-6: a pickpocket adds 1 to the total of a steal', () => {
    const steal = { type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: 90 };
    const { state, events } = playAll(withProspector(banditFound(), 0, { hunters: ['pickpocket'] }), [steal, die(1), die(3)]);
    expect(eventsOf(events, 'bandit-steal')[0]).toMatchObject({ total: 5, needed: 5, won: true });
    expect(pros(state, 0).treasures.map((t) => t.uid)).toEqual([90]);
  });
});
