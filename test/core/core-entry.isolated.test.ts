import { describe, expect, it } from 'vitest';
import { createGame, getGame, listGames, legalActions } from '../../src/core/index.js';

// Isolated (a fresh module graph): the registry starts as the core leaves it, with no game.

describe('lost-valley-engine/core knows no game until the program imports one', () => {
  it('the core alone has an empty registry and refuses an unknown game with a typed error', () => {
    expect(listGames()).toEqual([]);
    expect(() => createGame({ game: 'goldfield-gully', players: 3, seed: 1 })).toThrow(/Unknown game 'goldfield-gully'/);
  });

  it("importing a game's subpath registers that game, and only that game", async () => {
    const { goldfieldGully } = await import('../../src/games/goldfield-gully/public.js');
    expect(listGames()).toEqual(['goldfield-gully']);
    expect(getGame('goldfield-gully')).toBe(goldfieldGully);
    const state = createGame({ game: 'goldfield-gully', players: 3, seed: 1 });
    expect(legalActions(state, 0).length).toBeGreaterThan(0);
  });

  it('importing lost-valley-engine then registers the other built-in games, in import order', async () => {
    await import('../../src/index.js');
    expect(listGames()).toEqual(['goldfield-gully', 'mountain-river-duel', 'lost-dutchman', 'lost-valley']);
  });
});
