import { describe, expect, it } from 'vitest';
import { startGame } from '../../../../src/index.js';
import { firstEditionComponents, secondEditionComponents } from '../../../../src/games/lost-valley/data/index.js';
import { copyOf } from './component-helpers.js';

describe('lost-valley components: setup takes a replacement set through data', () => {
  it('LV-COMP-40 setup accepts a replacement second-edition set and plays with it', () => {
    const printed = copyOf(secondEditionComponents);
    // An owner's printed tile differs from ours: a forest with two animals.
    printed.landDiamonds[0]!.symbols = [{ kind: 'animal', count: 2 }];
    const result = startGame({ game: 'lost-valley', players: 3, seed: 1, data: printed });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.data).toEqual(printed);
  });

  it('LV-COMP-40 setup refuses a replacement set that fails validateComponents, with its path', () => {
    const broken = copyOf(secondEditionComponents);
    broken.riverDiamonds[2]!.riverEdges = [3, 3];
    const result = startGame({ game: 'lost-valley', players: 3, seed: 1, data: broken });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'invalid-setup', path: ['data', 'riverDiamonds', 2, 'riverEdges'], rule: 'LV-COMP-41' });
  });

  it('LV-COMP-40 setup refuses data of the wrong shape', () => {
    const result = startGame({ game: 'lost-valley', players: 3, seed: 1, data: { ...firstEditionComponents, edition: 'third' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid-setup');
    expect(result.error.path?.[0]).toBe('data');
  });
});
