import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGameResult, saveGame } from '../../../src/index.js';
import { SAVE_INVARIANTS } from '../../../src/games/lost-valley/game/invariants-fault.js';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';
import { FORGERIES, type Forgery } from './save-forgeries.js';
import { reachedStates, type Table } from './save-helpers.js';

// The mutation test: every kind of impossible change (save-forgeries.ts) made to states reached
// in random play is refused with `invalid-save` and the invariant it breaks, at up to three
// states of the game (its first, middle and last state where the change can be made).

const POOLS: Record<Forgery['pool'], Table> = {
  standard: { variant: 'standard', players: 3, chance: 'auto' },
  team: { variant: 'team', players: 4, chance: 'external' },
  'first-edition': { variant: 'first-edition', players: 2, chance: 'auto' },
  classic: { variant: 'classic', players: 3, chance: 'external' },
  'two-player': { variant: 'two-player', players: 2, chance: 'auto' },
};

const reached = new Map<Forgery['pool'], LostValleyState[]>();
function statesOf(pool: Forgery['pool']): LostValleyState[] {
  let states = reached.get(pool);
  if (!states) reached.set(pool, (states = reachedStates(POOLS[pool], pool === 'standard' ? 3 : 2, 9)));
  return states;
}

/** The refusal of a forged copy of a state, or `null` when the forge does not apply to it. */
function forged(state: LostValleyState, forgery: Forgery): { invariant: unknown; code: string; path: unknown } | 'loads' | null {
  const copy = structuredClone(state);
  if (!forgery.forge(copy.g, copy)) return null;
  const result = loadGameResult(saveGame(copy));
  if (result.ok) return 'loads';
  const details = result.error.details as { invariant?: unknown } | undefined;
  return { invariant: details?.invariant, code: result.error.code, path: result.error.path };
}

describe('Lost Valley saves: impossible changes are refused, naming the invariant', () => {
  it(`LV-SAVE-2: ${FORGERIES.length} kinds of forged save, at least 40, and every invariant is broken by one of them`, () => {
    expect(FORGERIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(FORGERIES.map((f) => f.name)).size).toBe(FORGERIES.length);
    expect(SAVE_INVARIANTS.filter((name) => !FORGERIES.some((f) => f.invariant === name))).toEqual([]);
  });

  it.each(FORGERIES.map((f) => [`${f.name} (${f.invariant})`, f] as const))('LV-SAVE-2: %s', (_title, forgery) => {
    const states = statesOf(forgery.pool);
    const applicable = states.filter((state) => forgery.forge(structuredClone(state.g), state));
    expect(applicable.length, 'no reached state to forge').toBeGreaterThan(0);
    const picks = [...new Set([applicable[0]!, applicable[Math.floor(applicable.length / 2)]!, applicable[applicable.length - 1]!])];
    for (const state of picks) {
      expect(loadGameResult(saveGame(state)).ok).toBe(true);
      const refusal = forged(state, forgery);
      expect(refusal, `ply ${state.ply}`).toMatchObject({ code: 'invalid-save', invariant: forgery.invariant });
      expect(refusal !== 'loads' && refusal !== null && Array.isArray(refusal.path) && (refusal.path as unknown[])[1] === 'g', `ply ${state.ply}: the path points into the game part`).toBe(true);
    }
  });

  it('LV-SAVE-2: docs/rules/lost-valley.md lists every invariant in its "Save invariants" section', () => {
    const doc = readFileSync(new URL('../../../docs/rules/lost-valley.md', import.meta.url), 'utf8');
    const section = doc.slice(doc.indexOf('## Save invariants'));
    expect(doc.includes('## Save invariants')).toBe(true);
    expect(SAVE_INVARIANTS.filter((name) => !section.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
