import { describe, expect, it } from 'vitest';
import { actionSpaceSize, createAecEnv } from '../../src/encodings/index.js';
import { defineVariant, EngineError, registerVariant } from '../../src/index.js';

// Lost Valley's encoding covers its built-in variants; a variant registered from outside the
// package may carry rule hooks the layout knows nothing of, so it is refused, not guessed at.
describe("Lost Valley's encoding and a variant registered outside the package", () => {
  it('refuses it with a typed error (encodings/unsupported-variant), in the API and in the AEC environment', () => {
    expect(registerVariant(defineVariant({ id: 'short-winter', game: 'lost-valley', description: 'A house rule: at most 500 turns.', options: { maxTurns: 500 } }))).toBeNull();
    let refusal: unknown = null;
    try {
      actionSpaceSize({ game: 'lost-valley', variant: 'short-winter', players: 3, seed: 0 });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(EngineError);
    expect((refusal as EngineError).error).toMatchObject({ code: 'encodings/unsupported-variant', details: { game: 'lost-valley', variant: 'short-winter' } });
    expect(createAecEnv({ game: 'lost-valley', variant: 'short-winter', players: 3 })).toMatchObject({ code: 'encodings/unsupported-variant' });
    // The built-in variants are encoded.
    expect(actionSpaceSize({ game: 'lost-valley', variant: 'team', players: 4, seed: 0 })).toBeGreaterThan(0);
  });
});
