import { describe, expect, it } from 'vitest';
import { createGame, isTerminal, listVariants, loadGame, outcome, saveGame } from '../../src/index.js';
import { findMarker, type LostValleyState } from '../../src/games/lost-valley/public.js';
import { continuePlayout } from '../../src/bots/index.js';
import { checkedPlayout, conformanceConfigs } from '../../src/testing/index.js';
import { whiskeyHealsAMiss } from '../../examples/house-rule.js';
import { STARTING_GOODS, actionsOf, force, twoAnimals } from '../games/lost-valley/gather-helpers.js';
import { play } from '../games/lost-valley/lv-helpers.js';

// examples/house-rule.ts registers "whiskey also heals a miss" when imported (this file is isolated).

/** Seat 0 has missed the wolf and holds a whiskey; the same position under the standard rules and the house rule. */
function missedTheWolf() {
  // A legal board (gather-helpers' twoAnimals): a wolf and a second animal around seat 0's
  // prospector, who holds its starting goods and a whiskey.
  const s = twoAnimals({ goods: { ...STARTING_GOODS, whiskey: 1 } });
  const [wolf, other] = s.animals;
  // External chance: the marker is a wolf and the hunting die shows the rifle, a miss without a rifle.
  const rolling = force(play(s.state, { type: 'hunt', player: 0, marker: wolf }).state, { marker: 'wolf' }).state;
  const standard = force(rolling, { hunt: 'rifle' }).state;
  // The same position in the house-rule variant (it has no options of its own, so only the name differs).
  const house: LostValleyState = { ...standard, variant: whiskeyHealsAMiss.id };
  return { standard, house, wolf, other };
}

describe('examples/house-rule.ts: whiskey also heals a miss', () => {
  it('is registered under its id, for setups, saves and the conformance kit', () => {
    expect(listVariants('lost-valley')).toContain('whiskey-heals-a-miss');
    expect(conformanceConfigs('lost-valley').map((config) => config.variant)).toContain('whiskey-heals-a-miss');
  });

  it('a whiskey frees the hunter from the animal it missed, so it may hunt another; under the standard rules it stays bound', () => {
    const { standard, house, wolf, other } = missedTheWolf();
    expect(standard.g.prospectors[0]!.quarry).toBe(wolf);
    expect(findMarker(standard.g, wolf)?.slot.faceUp).toBe(true);
    const drink = { type: 'drink-whiskey', player: 0, part: 'action' } as const;
    expect(actionsOf(house, 'drink-whiskey')).toContainEqual(drink);
    const bound = play(standard, drink).state;
    const healed = play(house, drink).state;
    expect(bound.g.prospectors[0]!.quarry).toBe(wolf);
    expect(healed.g.prospectors[0]!.quarry).toBeNull();
    // The whiskey's own effect (LV-WHISKEY-1) is the same in both: one more action, the whiskey spent.
    expect(healed.g.turn).toEqual(bound.g.turn);
    expect(healed.g.supply).toEqual(bound.g.supply);
    expect(actionsOf(bound, 'hunt')).toEqual([{ type: 'hunt', player: 0, marker: wolf }]);
    expect(actionsOf(healed, 'hunt')).toEqual([
      { type: 'hunt', player: 0, marker: wolf },
      { type: 'hunt', player: 0, marker: other },
    ]);
    // Nothing else changes: every other action is the same.
    expect(actionsOf(healed, 'move')).toEqual(actionsOf(bound, 'move'));
  });

  it('plays whole games to the end, and a save of one loads under the house rule', () => {
    for (const players of [2, 3, 4]) {
      const start = createGame({ game: 'lost-valley', variant: whiskeyHealsAMiss.id, players, seed: `house-${players}` });
      const { state } = continuePlayout(start, `house-bots-${players}`);
      expect(isTerminal(state)).toBe(true);
      expect(outcome(state)?.scores).toHaveLength(players);
      const loaded = loadGame(saveGame(state));
      expect(loaded.variant).toBe(whiskeyHealsAMiss.id);
      expect(outcome(loaded)).toEqual(outcome(state));
    }
  });

  it('keeps every conformance property at 3 seats (a few seeded games in each chance mode)', () => {
    for (const seed of [1, 2, 3]) {
      for (const chance of ['auto', 'external'] as const) {
        const final = checkedPlayout({ game: 'lost-valley', variant: whiskeyHealsAMiss.id, players: 3, games: 3, deepCheckEvery: 29 }, seed, chance);
        expect(isTerminal(final)).toBe(true);
      }
    }
  });
});
