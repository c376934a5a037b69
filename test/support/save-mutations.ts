/**
 * Mutation tests of saves (not a test file itself): an impossible change made to a copy of a
 * state reached in play must be refused by `loadGameResult` as `invalid-save` naming the right
 * invariant (`details.invariant`).
 */
import { componentsOf } from '../../src/core/components.js';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { loadGameResult, saveGame, type AnyGameState } from '../../src/index.js';

/**
 * A saved state as a mutation sees it: the envelope with its game part, options and data, all
 * copies that the mutation may change.
 *
 * @example
 * const doc: MutableSave<{ turn: number }> = { g: { turn: 1 }, options: {}, data: {}, players: 2 };
 */
export interface MutableSave<G> {
  g: G;
  options: Record<string, unknown>;
  data: unknown;
  players: number;
}

/**
 * One kind of impossible change: its name, the invariant that must refuse it, and the change
 * itself, made in place on a copy; it returns false when the state does not lend itself to it.
 *
 * @example
 * const m: SaveMutation<{ turn: number }> = { name: 'turn far past the limit', invariant: 'turn-within-limit', mutate: (s) => ((s.g.turn = 1e6), true) };
 */
export interface SaveMutation<G> {
  readonly name: string;
  readonly invariant: string;
  mutate(save: MutableSave<G>, original: AnyGameState): boolean;
}

/**
 * Applies a mutation to up to `tries` of the states that lend themselves to it and loads each:
 * how many it was applied to and what went wrong (a save loaded, or refused under another name).
 *
 * @example
 * const { applied, wrong } = refusals(states, mutation);
 */
export function refusals<G>(states: readonly AnyGameState[], mutation: SaveMutation<G>, tries = 3): { applied: number; wrong: string[] } {
  let applied = 0;
  const wrong: string[] = [];
  for (const state of states) {
    if (applied >= tries) break;
    // A JSON copy, as a save holds it: no object shared between two places of the state. The
    // component data is written whole (a reference set resolved), so a mutation may change it.
    const copy = JSON.parse(JSON.stringify(state)) as AnyGameState;
    const save: MutableSave<G> = { g: copy.g as G, options: copy.options as Record<string, unknown>, data: JSON.parse(JSON.stringify(componentsOf(state))) as unknown, players: copy.players };
    if (!mutation.mutate(save, state)) continue;
    applied++;
    const text = saveGame({ ...copy, g: save.g, options: save.options, data: save.data } as AnyGameState);
    const result = loadGameResult(text);
    if (result.ok) wrong.push(`ply ${state.ply}: loaded`);
    else {
      const invariant = (result.error.details as { invariant?: string } | undefined)?.invariant;
      if (result.error.code !== 'invalid-save' || invariant !== mutation.invariant) wrong.push(`ply ${state.ply}: ${result.error.code} ${invariant ?? '(no invariant)'}: ${result.error.message}`);
    }
  }
  return { applied, wrong };
}

/**
 * Registers a game's mutation tests: the kinds are distinct and as many as expected, every save
 * invariant is broken by at least one kind and listed in the game's rules document (its "Save
 * invariants" table), and every kind is refused at the reached states, naming its invariant.
 *
 * @example
 * mutationSuite({ doc: 'goldfield-gully', invariants: gullyInvariants, mutations, kept, kinds: 65 });
 */
export function mutationSuite<G>(suite: {
  readonly doc: string;
  readonly invariants: readonly string[];
  readonly mutations: readonly SaveMutation<G>[];
  readonly kept: readonly AnyGameState[];
  readonly kinds: number;
}): void {
  const { doc, invariants, mutations, kept, kinds } = suite;
  it(`the mutation test has ${kinds} distinct kinds of impossible change`, () => {
    expect(new Set(mutations.map((m) => m.name)).size).toBe(mutations.length);
    expect(mutations).toHaveLength(kinds);
  });
  it(`every save invariant is refused by one of these changes at least and listed in docs/rules/${doc}.md`, () => {
    const text = readFileSync(new URL(`../../docs/rules/${doc}.md`, import.meta.url), 'utf8');
    const listed = [...text.slice(text.indexOf('## Save invariants')).matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...invariants].sort());
    expect([...new Set(mutations.map((m) => m.invariant))].sort()).toEqual([...invariants].sort());
  });
  it.each(mutations.map((m) => [m.name, m] as const))('%s is refused, naming its invariant', (_name, mutation) => {
    const { applied, wrong } = refusals(kept, mutation);
    expect(applied, 'no reached state lends itself to this change').toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
}
