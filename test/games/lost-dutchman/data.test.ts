import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { startGame } from '../../../src/index.js';
import { DutchmanDataSchema, referenceSet, validateDutchmanData, type DutchmanData } from '../../../src/games/lost-dutchman/public.js';
import referenceJson from '../../../src/games/lost-dutchman/data/reference-set.json';
import { built, give, legal, movement, newGame, play, position, startPlaying } from './dutchman-helpers.js';

const copy = (): DutchmanData => structuredClone(referenceSet) as DutchmanData;

function refusal(data: unknown) {
  const result = startGame({ game: 'lost-dutchman', players: 2, seed: 1, data });
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('accepted');
  expect(result.error.code).toBe('invalid-setup');
  return result.error;
}

describe('lost-dutchman: the reference component set', () => {
  it('LD-COMP-1: the reference set passes its schema and every deeper check', () => {
    expect(DutchmanDataSchema.safeParse(referenceJson).success).toBe(true);
    expect(validateDutchmanData(referenceSet)).toBeNull();
  });

  it('LD-COMP-1, LD-MAP-2: 15 challenge tokens, each pair of two different ratings from 4 to 9 once; 15 map spots', () => {
    const pairs = referenceSet.challengeTokens.map((t) => t.ratings.join('-'));
    expect(new Set(pairs).size).toBe(15);
    expect(referenceSet.challengeTokens.every((t) => t.ratings[0] >= 4 && t.ratings[1] <= 9 && t.ratings[0] < t.ratings[1])).toBe(true);
    expect(referenceSet.treasureMap).toHaveLength(15);
    expect(referenceSet.treasureMap.filter((s) => s.after.includes('camp')).map((s) => s.id)).toEqual(['1', '2', '3']);
  });

  it('LD-COMP-1, LD-TILE-CHALLENGE-1 (facts): six creature and six disaster kinds of four tiles, one of each per rating 4–9; one evil spirit', () => {
    for (const group of [referenceSet.creatures, referenceSet.disasters]) {
      expect(group.map((k) => k.rating).sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9]);
      expect(group.every((k) => k.count === 4)).toBe(true);
    }
    expect(referenceSet.creatures.filter((k) => k.needsMysticQuartz).map((k) => k.id)).toEqual(['evil-spirit']);
  });

  it('LD-COMP-1 (facts): five boards (health 3–5, the rest 0–3), three starting items, 9 events, 6 water level tiles, treasures 1–5 with more low ones', () => {
    expect(referenceSet.characters).toHaveLength(5);
    expect(referenceSet.characters.every((c) => c.health >= 3 && c.health <= 5 && [c.vigor, c.foresight, c.ingenuity].every((v) => v >= 0 && v <= 3))).toBe(true);
    expect(referenceSet.characters.filter((c) => c.startingItem !== null)).toHaveLength(3);
    expect(referenceSet.events.reduce((n, e) => n + e.count, 0)).toBe(9);
    expect(referenceSet.waterLevels).toBe(6);
    const counts = referenceSet.treasures.map((t) => t.count);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('LD-COMP-1: every item effect of the reference set is one the engine carries out (each offers its use)', () => {
    const base = startPlaying(2);
    // Built: the items and a treasure (uid 0) taken off the land, at the start of seat 0's turn.
    const holding = (items: string[]) => built(give(position(base), 0, { items, treasures: [1], attributes: { health: 3, vigor: 3, foresight: 1, ingenuity: 0 } }).turnStart(0));
    expect(legal(holding(['pickaxe']), 0)).toContainEqual({ type: 'use-item', player: 0, item: 'pickaxe', target: 0 });
    expect(legal(holding(['compass']), 0)).toContainEqual({ type: 'use-item', player: 0, item: 'compass', target: 2 });
    expect(legal(holding(['tonic']), 0)).toContainEqual({ type: 'use-item', player: 0, item: 'tonic', target: null });
    // The horse is of no use before the roll: the turn goes straight to the movement roll.
    const rolled = play(holding(['horse']), movement(1)).state;
    expect(legal(rolled, 0)).toContainEqual({ type: 'use-item', player: 0, item: 'horse', target: null });
  });
});

describe('lost-dutchman: a replacement component set', () => {
  it('LD-COMP-1: setup accepts a printed set given as data and plays with it', () => {
    const printed = copy();
    printed.name = 'printed set';
    printed.creatures[0] = { ...printed.creatures[0]!, name: 'Gila monster (printed)', treasure: 4 };
    const state = newGame(2, {}, printed);
    expect(componentsOf(state).name).toBe('printed set');
    expect(componentsOf(state).creatures[0]!.treasure).toBe(4);
  });

  it('LD-COMP-1: a set whose shape is wrong is refused with the path of the first error', () => {
    const bad = structuredClone(referenceJson) as { creatures: { rating: unknown }[] };
    bad.creatures[2]!.rating = 'eight';
    expect(refusal(bad).path).toEqual(['data', 'creatures', 2, 'rating']);
  });

  it('LD-SETUP-1: a set of other than 120 land tiles is refused', () => {
    const short = copy();
    short.bandits = 5;
    const error = refusal(short);
    expect(error.rule).toBe('LD-SETUP-1');
    expect(error.message).toMatch(/119/);
  });

  it('LD-MAP-1: a map spot that comes after an unknown spot is refused with its path', () => {
    const bad = copy();
    bad.treasureMap[3] = { ...bad.treasureMap[3]!, after: ['z'] };
    expect(refusal(bad).path).toEqual(['data', 'treasureMap', 3, 'after', 0]);
  });

  it('LD-SETUP-4: a starting item that is no item kind is refused with its path', () => {
    const bad = copy();
    bad.characters[2] = { ...bad.characters[2]!, startingItem: 'lasso' };
    expect(refusal(bad).path).toEqual(['data', 'characters', 2, 'startingItem']);
  });

  it('LD-MINE-1: a map without exactly one final spot is refused', () => {
    const bad = copy();
    bad.treasureMap[13] = { ...bad.treasureMap[13]!, final: true };
    expect(refusal(bad).rule).toBe('LD-MINE-1');
  });

  it('LD-MAP-2: a token showing the same rating twice, and a token count other than the spot count, are refused', () => {
    const same = copy();
    same.challengeTokens[0] = { id: '4-4', ratings: [5, 5] };
    expect(refusal(same).path).toEqual(['data', 'challengeTokens', 0, 'ratings']);
    const fewer = copy();
    fewer.challengeTokens.pop();
    expect(refusal(fewer).rule).toBe('LD-SETUP-3');
  });

  it('LD-TILE-1: two land tile kinds with one id are refused', () => {
    const bad = copy();
    bad.items[1] = { ...bad.items[1]!, id: 'pickaxe' };
    expect(refusal(bad).path).toEqual(['data', 'items', 1, 'id']);
  });

  it('LD-ROLL-1: a set whose moves could be longer than 6 spaces is refused', () => {
    const far = copy();
    far.movementDie = [1, 2, 3, 4, 5, 6];
    const error = refusal(far);
    expect(error.rule).toBe('LD-ROLL-1');
    expect(error.path).toEqual(['data', 'movementDie']);
  });
});
