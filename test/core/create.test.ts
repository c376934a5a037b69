import { describe, expect, it } from 'vitest';
import { createGame, EngineError, startGame } from '../../src/index.js';

const duel = { game: 'mountain-river-duel', players: 2, seed: 'core' } as const;

function refusal(setup: unknown) {
  const result = startGame(setup);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

describe('createGame and startGame', () => {
  it('creates a game from a setup, deterministic from its seed', () => {
    expect(createGame(duel)).toEqual(createGame(duel));
    expect(createGame(duel)).not.toEqual(createGame({ ...duel, seed: 'other' }));
  });

  it('refuses an unknown game and lists the games', () => {
    const error = refusal({ ...duel, game: 'chess' });
    expect(error.code).toBe('invalid-setup');
    expect(error.message).toContain('mountain-river-duel');
    expect(error.path).toEqual(['game']);
  });

  it('refuses an unknown variant and lists the variants', () => {
    const error = refusal({ ...duel, variant: 'speed' });
    expect(error.message).toMatch(/no variant 'speed'.*standard/);
  });

  it('refuses a player count out of range and says the range', () => {
    expect(refusal({ ...duel, players: 3 }).message).toContain('exactly 2');
    expect(refusal({ ...duel, players: 1 }).path).toEqual(['players']);
  });

  it('refuses an unknown option and lists the options', () => {
    const error = refusal({ ...duel, options: { fastMode: true } });
    expect(error.message).toContain("no option 'fastMode'");
    expect(error.message).toContain('maxTurns');
    expect(error.path).toEqual(['options', 'fastMode']);
  });

  it('refuses an option of the wrong type with its path', () => {
    const error = refusal({ ...duel, options: { maxTurns: 'many' } });
    expect(error.code).toBe('invalid-setup');
    expect(error.path).toEqual(['options', 'maxTurns']);
  });

  it('refuses a setup without a seed: games are never seeded from the clock', () => {
    const { seed: _seed, ...noSeed } = duel;
    expect(refusal(noSeed).path).toEqual(['seed']);
  });

  it('refuses extra setup fields and non-objects', () => {
    expect(refusal({ ...duel, colour: 'red' }).code).toBe('invalid-setup');
    expect(refusal(null).code).toBe('invalid-setup');
    expect(refusal('duel').code).toBe('invalid-setup');
  });

  it('refuses component data that fails its schema, with the path of the first error', () => {
    const error = refusal({ ...duel, data: { name: 'x', areas: [{ id: 0 }], mountains: [], rivers: [] } });
    expect(error.code).toBe('invalid-setup');
    expect(error.path?.slice(0, 2)).toEqual(['data', 'areas']);
  });

  it('does not change the setup it is given', () => {
    const setup = Object.freeze({ ...duel, options: Object.freeze({ maxTurns: 50 }) });
    expect(() => createGame(setup)).not.toThrow();
    expect(setup.options).toEqual({ maxTurns: 50 });
  });

  it('throws an EngineError from the throwing twin', () => {
    expect(() => createGame({ ...duel, players: 5 })).toThrow(EngineError);
    try {
      createGame({ ...duel, players: 5 });
    } catch (error) {
      expect((error as EngineError).error.code).toBe('invalid-setup');
    }
  });

  it('records the chance outcomes drawn at setup in auto mode', () => {
    const result = startGame(duel);
    expect(result.ok && result.applied.length).toBe(1);
    expect(result.ok && result.applied[0]?.type).toBe('chance');
    const external = startGame({ ...duel, chance: 'external' });
    expect(external.ok && external.applied).toEqual([]);
  });
});
