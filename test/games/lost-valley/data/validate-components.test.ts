import { describe, expect, it } from 'vitest';
import {
  firstEditionComponents,
  LostValleyComponentsSchema,
  secondEditionComponents,
  validateComponents,
  type LostValleyComponents,
} from '../../../../src/games/lost-valley/data/index.js';
import { copyOf } from './component-helpers.js';

type Edition = 'first' | 'second';
/** A broken set: which reference set, what to break, the path and rule of the expected fault. */
type Case = [name: string, edition: Edition, breakIt: (set: LostValleyComponents) => void, path: (string | number)[], rule: string];

const cases: Case[] = [
  ['LV-COMP-40 refuses two land tiles with one id', 'second', (s) => { s.landDiamonds[1]!.id = 'L01'; }, ['landDiamonds', 1, 'id'], 'LV-COMP-40'],
  ['LV-COMP-40 refuses a river tile with the id of a land tile', 'second', (s) => { s.riverDiamonds[0]!.id = 'L05'; }, ['riverDiamonds', 0, 'id'], 'LV-COMP-40'],
  ['LV-COMP-40 refuses a spring with the id of a triangle', 'first', (s) => { s.spring.id = 'T01'; }, ['spring', 'id'], 'LV-COMP-40'],
  ['LV-COMP-41 refuses a river tile in the land pile', 'second', (s) => { s.landDiamonds[0]!.kind = 'river'; }, ['landDiamonds', 0, 'kind'], 'LV-COMP-41'],
  ['LV-COMP-41 refuses a land tile without a terrain', 'second', (s) => { delete s.landDiamonds[2]!.terrain; }, ['landDiamonds', 2, 'terrain'], 'LV-COMP-41'],
  ['LV-COMP-41 refuses a land tile with river edges', 'first', (s) => { s.landDiamonds[3]!.riverEdges = [0, 2]; }, ['landDiamonds', 3, 'riverEdges'], 'LV-COMP-41'],
  ['LV-COMP-41 refuses a river tile with a land terrain', 'second', (s) => { s.riverDiamonds[4]!.terrain = 'tundra'; }, ['riverDiamonds', 4, 'terrain'], 'LV-COMP-41'],
  ['LV-COMP-41 refuses a river tile without river edges', 'first', (s) => { delete s.riverDiamonds[5]!.riverEdges; }, ['riverDiamonds', 5, 'riverEdges'], 'LV-COMP-41'],
  ['LV-COMP-41 refuses a river that enters and leaves through one edge', 'second', (s) => { s.riverDiamonds[6]!.riverEdges = [1, 1]; }, ['riverDiamonds', 6, 'riverEdges'], 'LV-COMP-41'],
  ['LV-COMP-42 refuses a bank on a land tile', 'second', (s) => { s.landDiamonds[20]!.symbols[0]!.bankCorner = 1; }, ['landDiamonds', 20, 'symbols', 0, 'bankCorner'], 'LV-COMP-42'],
  ['LV-COMP-42 refuses a bank on a fish symbol', 'first', (s) => { s.riverDiamonds[0]!.symbols[1]!.bankCorner = 1; }, ['riverDiamonds', 0, 'symbols', 1, 'bankCorner'], 'LV-COMP-42'],
  ['LV-COMP-42 refuses river gold on a river tile without a bank', 'second', (s) => { delete s.riverDiamonds[0]!.symbols[0]!.bankCorner; }, ['riverDiamonds', 0, 'symbols', 0, 'bankCorner'], 'LV-COMP-42'],
  ['LV-COMP-42 refuses two river gold symbols on one bank', 'first', (s) => { s.riverDiamonds[1]!.symbols[1]!.bankCorner = 2; }, ['riverDiamonds', 1, 'symbols', 1], 'LV-COMP-42'],
  ['LV-COMP-42 refuses one symbol kind listed twice on a tile', 'second', (s) => { s.landDiamonds[1]!.symbols.push({ kind: 'animal', count: 1 }); }, ['landDiamonds', 1, 'symbols', 2], 'LV-COMP-42'],
  ['LV-COMP-42 refuses a bank on a triangle', 'second', (s) => { s.triangles[2]!.symbols[0]!.bankCorner = 0; }, ['triangles', 2, 'symbols', 0, 'bankCorner'], 'LV-COMP-42'],
  ['LV-COMP-43 refuses a triangle of no known kind', 'second', (s) => { s.triangles[0]!.name = 'saloon'; }, ['triangles', 0, 'name'], 'LV-COMP-43'],
  ['LV-COMP-43 refuses a spring in the triangle pile', 'first', (s) => { s.triangles[1]!.name = 'spring'; }, ['triangles', 1, 'name'], 'LV-COMP-43'],
  ['LV-COMP-43 refuses a spring that is not named spring', 'second', (s) => { s.spring.name = 'oasis'; }, ['spring', 'name'], 'LV-COMP-43'],
  ['LV-COMP-43 refuses a second-edition triangle without a back letter', 'second', (s) => { delete s.triangles[4]!.back; }, ['triangles', 4, 'back'], 'LV-COMP-43'],
  ['LV-COMP-43 refuses a first-edition triangle with a back letter', 'first', (s) => { s.triangles[0]!.back = 'A'; }, ['triangles', 0, 'back'], 'LV-COMP-43'],
  ['LV-COMP-43 refuses a spring with a back letter', 'second', (s) => { s.spring.back = 'C'; }, ['spring', 'back'], 'LV-COMP-43'],
  ['LV-COMP-46 refuses triangle contents the supply does not have', 'second', (s) => { s.triangles[4]!.contents[0]!.marker = 'beer'; }, ['triangles', 4, 'contents', 0, 'marker'], 'LV-COMP-46'],
  ['LV-COMP-22 refuses a 5+ tile in the first edition (2 to 4 players)', 'first', (s) => { s.landDiamonds[0]!.minPlayers = 5; }, ['landDiamonds', 0, 'minPlayers'], 'LV-COMP-22'],
  ['LV-COMP-22 refuses a 6+ supply row in the first edition', 'first', (s) => { s.supply[0]!.counts[0]!.minPlayers = 6; }, ['supply', 0, 'counts', 0, 'minPlayers'], 'LV-COMP-22'],
  ['LV-COMP-22 refuses a player-count mark on the spring', 'second', (s) => { s.spring.minPlayers = 4; }, ['spring', 'minPlayers'], 'LV-COMP-22'],
  ['LV-COMP-44 refuses one marker kind twice with the same mark', 'second', (s) => { s.markers.animal.push({ id: 'rat', count: 1, food: 1 }); }, ['markers', 'animal', 7, 'id'], 'LV-COMP-44'],
  ['LV-COMP-44 refuses one marker identity with two meanings', 'second', (s) => { s.markers.animal.push({ id: 'rat', count: 1, minPlayers: 5, food: 2 }); }, ['markers', 'animal', 7, 'id'], 'LV-COMP-44'],
  ['LV-COMP-44 refuses gold without a value', 'first', (s) => { delete s.markers['river-gold'][0]!.value; }, ['markers', 'river-gold', 0, 'value'], 'LV-COMP-44'],
  ['LV-COMP-44 refuses an animal without food', 'first', (s) => { delete s.markers.animal[1]!.food; }, ['markers', 'animal', 1, 'food'], 'LV-COMP-44'],
  ['LV-COMP-44 refuses a clue without a terrain', 'second', (s) => { delete s.markers.clue[2]!.terrain; }, ['markers', 'clue', 2, 'terrain'], 'LV-COMP-44'],
  ['LV-COMP-44 refuses an event that is no gear', 'first', (s) => { delete s.markers.event[0]!.item; }, ['markers', 'event', 0, 'item'], 'LV-COMP-44'],
  ['LV-COMP-44 refuses event gear that differs from the store item of that name', 'first', (s) => { s.markers.event[0]!.spaces = 2; }, ['markers', 'event', 0, 'category'], 'LV-COMP-44'],
  ['LV-COMP-45 refuses two supply items with one id', 'second', (s) => { s.supply[1]!.id = 'food'; }, ['supply', 1, 'id'], 'LV-COMP-45'],
  ['LV-COMP-45 refuses an inventory item without spaces', 'second', (s) => { delete s.supply[0]!.spaces; }, ['supply', 0, 'spaces'], 'LV-COMP-45'],
  ['LV-COMP-45 refuses a work that takes inventory spaces', 'second', (s) => { s.supply[9]!.spaces = 1; }, ['supply', 9, 'spaces'], 'LV-COMP-45'],
  ['LV-COMP-45 refuses a work without a build cost', 'second', (s) => { delete s.supply[9]!.buildCost; }, ['supply', 9, 'buildCost'], 'LV-COMP-45'],
  ['LV-COMP-45 refuses a build cost on something that is not a work', 'first', (s) => { s.supply[0]!.buildCost = { tool: 1 }; }, ['supply', 0, 'buildCost'], 'LV-COMP-45'],
  ['LV-COMP-46 refuses a starting item the supply does not have', 'second', (s) => { s.startingInventory[0]!.item = 'shovel'; }, ['startingInventory', 0, 'item'], 'LV-COMP-46'],
  ['LV-COMP-46 refuses a starting inventory the supply cannot give every prospector', 'first', (s) => { s.startingInventory[0]!.count = 4; }, ['startingInventory', 0, 'count'], 'LV-COMP-46'],
  ['LV-COMP-46 refuses triangles holding more than the supply has', 'second', (s) => { s.supply[3]!.counts = [{ count: 5 }]; }, ['supply', 3, 'counts'], 'LV-COMP-46'],
  ['LV-COMP-47 refuses a pool smaller than the symbols at the largest player count', 'first', (s) => { s.markers['river-gold'][1]!.count = 12; }, ['markers', 'river-gold'], 'LV-COMP-47'],
  ['LV-COMP-47 counts the clues laid on the trading post', 'second', (s) => { s.storeClues = 20; }, ['markers', 'clue'], 'LV-COMP-47'],
];

function reference(edition: Edition): LostValleyComponents {
  return copyOf(edition === 'first' ? firstEditionComponents : secondEditionComponents);
}

describe('lost-valley components: validateComponents refuses broken sets', () => {
  it.each(cases)('%s', (_name, edition, breakIt, path, rule) => {
    const set = reference(edition);
    breakIt(set);
    // Each broken set still has the right shape: only validateComponents can see the fault.
    expect(LostValleyComponentsSchema.safeParse(set).success).toBe(true);
    const fault = validateComponents(set);
    expect(fault).toMatchObject({ code: 'invalid-setup', path: ['data', ...path], rule });
    expect(fault?.message).toContain(`(${rule})`);
  });

  it('LV-COMP-47 checks every player count, not only the largest', () => {
    const set = reference('second');
    // All the always-present river gold becomes 5+ or 6+: six players still have 40 markers.
    for (const kind of set.markers['river-gold']) {
      if (kind.minPlayers === undefined) kind.minPlayers = kind.id === 'river-gold-2' ? 5 : 6;
    }
    const fault = validateComponents(set);
    expect(fault).toMatchObject({ path: ['data', 'markers', 'river-gold'], rule: 'LV-COMP-47' });
    expect(fault?.message).toContain('with 5 players');
  });

  it('LV-COMP-48 refuses a set of the other edition', () => {
    expect(validateComponents(firstEditionComponents, 'second')).toMatchObject({ code: 'invalid-setup', path: ['data', 'edition'], rule: 'LV-COMP-48' });
    expect(validateComponents(secondEditionComponents, 'first')).toMatchObject({ path: ['data', 'edition'] });
  });

  it('LV-COMP-40: the schema refuses a set of the wrong shape before validation', () => {
    const set = reference('first') as unknown as Record<string, unknown>;
    expect(LostValleyComponentsSchema.safeParse({ ...set, extra: 1 }).success).toBe(false);
    const bad = reference('first');
    (bad.riverDiamonds[0] as { riverEdges: unknown }).riverEdges = [0, 4];
    expect(LostValleyComponentsSchema.safeParse(bad).success).toBe(false);
  });

  it('LV-COMP-40: validation leaves the set it checks unchanged', () => {
    const set = reference('second');
    const before = JSON.stringify(set);
    validateComponents(set);
    expect(JSON.stringify(set)).toBe(before);
  });
});
