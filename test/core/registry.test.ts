import { describe, expect, it } from 'vitest';
import { createGame, defineVariant, getGame, getVariant, listGames, listVariants, registerVariant } from '../../src/index.js';

describe('the registry', () => {
  it('lists the games and gives their definitions with facts', () => {
    expect(listGames()).toContain('mountain-river-duel');
    const duel = getGame('mountain-river-duel');
    expect(duel?.facts).toMatchObject({ minPlayers: 2, maxPlayers: 2, chance: true, hiddenInformation: false });
    expect(getGame('nope')).toBeUndefined();
    expect(listVariants('nope')).toEqual([]);
  });

  it('documents every option in one line', () => {
    for (const id of listGames()) {
      const game = getGame(id)!;
      const defaults = game.optionsSchema.parse({}) as Record<string, unknown>;
      expect(Object.keys(game.optionDocs).sort()).toEqual(Object.keys(defaults).sort());
      for (const doc of Object.values(game.optionDocs)) expect(doc.length).toBeGreaterThan(10);
    }
  });

  it('registers a house rule as data, which setups can then name', () => {
    const riversFirst = defineVariant({
      id: 'house-rivers-first',
      game: 'mountain-river-duel',
      description: 'The river player begins.',
      options: { firstPlayer: 1 },
    });
    expect(registerVariant(riversFirst)).toBeNull();
    expect(listVariants('mountain-river-duel')).toContain('house-rivers-first');
    expect(getVariant(getGame('mountain-river-duel')!, 'house-rivers-first')).toBe(riversFirst);
    const state = createGame({ game: 'mountain-river-duel', variant: 'house-rivers-first', players: 2, seed: 1 });
    expect(state.options).toMatchObject({ firstPlayer: 1 });
    // The setup's own options still win over the variant's.
    const overridden = createGame({ game: 'mountain-river-duel', variant: 'house-rivers-first', players: 2, seed: 1, options: { firstPlayer: 0 } });
    expect(overridden.options).toMatchObject({ firstPlayer: 0 });
  });

  it('refuses a variant of an unknown game, a taken id, or options the game refuses', () => {
    expect(registerVariant({ id: 'x', game: 'chess', description: '' })?.code).toBe('invalid-setup');
    expect(registerVariant({ id: 'standard', game: 'mountain-river-duel', description: '' })?.message).toMatch(/already/);
    const bad = registerVariant({ id: 'bad', game: 'mountain-river-duel', description: '', options: { maxTurns: -1 } });
    expect(bad?.path).toEqual(['options', 'maxTurns']);
  });
});
