import { describe, expect, it } from 'vitest';
import { createGame, loadGame, loadGameResult, saveGame, SAVE_FORMAT, SAVE_VERSION } from '../../src/index.js';

const state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'save' });
const document = JSON.parse(saveGame(state)) as { format: string; version: number; state: Record<string, unknown> };

function refusedWith(text: string): string {
  const result = loadGameResult(text);
  if (result.ok) throw new Error('expected a refusal');
  expect(result.error.code).toBe('invalid-save');
  return result.error.message;
}

describe('saved games', () => {
  it('load back equal, tagged with the format and its version', () => {
    expect(document.format).toBe(SAVE_FORMAT);
    expect(document.version).toBe(SAVE_VERSION);
    expect(loadGame(saveGame(state))).toEqual(state);
  });

  it('refuse text that is not JSON, or a foreign document', () => {
    expect(refusedWith('{"format":')).toMatch(/not JSON/);
    expect(refusedWith('{"hello":1}')).toMatch(/not a saved game/);
    expect(refusedWith('[1,2]')).toMatch(/not a saved game/);
  });

  it('refuse another version', () => {
    expect(refusedWith(JSON.stringify({ ...document, version: 99 }))).toMatch(/version 99/);
  });

  it('refuse an unknown game or variant', () => {
    expect(refusedWith(JSON.stringify({ ...document, state: { ...document.state, game: 'chess' } }))).toMatch(/unknown game/);
    expect(refusedWith(JSON.stringify({ ...document, state: { ...document.state, variant: 'x' } }))).toMatch(/no variant/);
  });

  it('refuse a corrupted game state, options or data as a whole', () => {
    const g = document.state['g'] as Record<string, unknown>;
    expect(refusedWith(JSON.stringify({ ...document, state: { ...document.state, g: { ...g, mover: 7 } } }))).toMatch(/saved game state/);
    expect(refusedWith(JSON.stringify({ ...document, state: { ...document.state, g: { ...g, markers: ['down'] } } }))).toMatch(/1 markers for 91 areas/);
    expect(refusedWith(JSON.stringify({ ...document, state: { ...document.state, options: { turbo: true } } }))).toMatch(/options/);
    expect(refusedWith(JSON.stringify({ ...document, state: { ...document.state, data: { name: 'x' } } }))).toMatch(/component data/);
    expect(refusedWith(JSON.stringify({ ...document, state: { ...document.state, rng: null } }))).toMatch(/rng/);
  });

  it('throws an EngineError from the throwing twin', () => {
    expect(() => loadGame('nope')).toThrow(/invalid-save/);
  });
});
