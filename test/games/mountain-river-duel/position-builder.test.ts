import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { chanceOutcomes, legalActions } from '../../../src/index.js';
import { duelPosition, geometryOf, type DuelState } from '../../../src/games/mountain-river-duel/public.js';

/** Plays `turns` real turns: the first throw offered, then the mover's first legal dig. */
function passedTurns(turns: number): DuelState {
  let position = duelPosition();
  for (let t = 0; t < turns; t++) {
    const now = position.build();
    if (!now.ok) throw new Error(now.error.message);
    const thrown = position.play({ type: 'chance', outcome: chanceOutcomes(now.state)[0]!.outcome });
    const dig = thrown.build();
    if (!dig.ok) throw new Error(dig.error.message);
    position = thrown.play(legalActions(dig.state, dig.state.g.mover)[0]!);
  }
  const r = position.build();
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('the duel position builder', () => {
  it('MRD-MAT-1, MRD-IDEA-1: a claimed mountain gives its gold to the seat that digs mountains; the position loads', () => {
    const later = passedTurns(6);
    const mountain = geometryOf(componentsOf(later)).mountains[0]!;
    const gold = mountain.reduce((sum, area) => sum + (later.g.markers[area] === 'claimed' ? 0 : componentsOf(later).areas[area]!.gold), 0);
    const r = duelPosition(later).claim('mountain', 0).build();
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.g.gold[later.options.mountainSeat]).toBe(later.g.gold[later.options.mountainSeat] + gold);
    for (const area of mountain) expect(r.state.g.markers[area]).toBe('claimed');
  });

  it('MRD-MAT-1: claims and face-up markers need the turns that turned them: the save invariants refuse the rest', () => {
    const early = duelPosition().claim('mountain', 0).build();
    expect(early.ok).toBe(false);
    if (!early.ok) expect((early.error.details as { invariant?: unknown }).invariant).toBe('turned-within-turns');
    const twice = duelPosition().faceUp(0, 0).build();
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect((twice.error.details as { invariant?: unknown }).invariant).toBe('one-marker-per-area');
  });
});
