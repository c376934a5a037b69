import { describe, expect, it } from 'vitest';
import secondJson from '../../../../src/games/lost-valley/data/second-edition.json';
import { componentsFor } from '../../../../src/games/lost-valley/public.js';

describe('the hunting die', () => {
  it('LV-COMP-57: the hunting die has two cross-hairs, two rifles, a trap and a miss, so that a rifle doubles a bare hand\'s chance', () => {
    const faces = componentsFor('second').huntingDie!;
    expect([...faces].sort()).toEqual(['crosshair', 'crosshair', 'miss', 'rifle', 'rifle', 'trap']);
    expect(secondJson.huntingDie).toEqual(faces);
    const chance = (hits: readonly string[]): number => faces.filter((f) => hits.includes(f)).length / faces.length;
    expect(chance(['crosshair'])).toBeCloseTo(1 / 3);
    expect(chance(['crosshair', 'rifle'])).toBeCloseTo(2 / 3);
    expect(chance(['crosshair', 'rifle', 'trap'])).toBeCloseTo(5 / 6);
    expect(chance(['crosshair', 'rifle', 'trap', 'miss'])).toBe(1);
    // The Trapper without a rifle: two bare-handed rolls.
    expect(1 - (1 - chance(['crosshair'])) ** 2).toBeCloseTo(5 / 9);
    expect(componentsFor('first').huntingDie).toBeUndefined();
  });
});
