import { describe, expect, it } from 'vitest';
import { gullyPosition } from '../../../src/games/goldfield-gully/public.js';

describe('the Goldfield Gully position builder', () => {
  it('GG-COMP-2: tokens come from the face-down stack; more than it holds is refused', () => {
    const first = gullyPosition().build();
    if (!first.ok) throw new Error(first.error.message);
    const over = gullyPosition().hold(0, { ones: first.state.g.stack.ones + 1 }).build();
    expect(over.ok).toBe(false);
    if (!over.ok) expect((over.error.details as { invariant?: unknown }).invariant).toBe('tokens-add-up');
    // Tokens in hand before the sheriff's first visit: the save invariants refuse it.
    const early = gullyPosition().hold(0, { ones: 1 }).build();
    expect(early.ok).toBe(false);
    if (!early.ok) expect((early.error.details as { invariant?: unknown }).invariant).toBe('tokens-from-visits');
    expect(gullyPosition({ players: 9 }).build().ok).toBe(false);
  });
});
