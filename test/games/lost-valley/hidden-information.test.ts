import { describe, expect, it } from 'vitest';
import { applyAction, chanceOutcomes, determinize, view } from '../../../src/index.js';
import { settle } from '../../../src/games/lost-valley/game/settle.js';
import { contextOf, revealAndTake, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { built, newGame, play, position, withG } from './lv-helpers.js';

function bagOf(v: ReturnType<typeof view>, prospector: number): { id: number; identity: string | null }[] {
  return (v.g as unknown as LostValleyState['g']).prospectors[prospector]!.inventory.goldBag;
}

describe('hidden information', () => {
  it('LV-HIDDEN-1: a view shows a face-down marker\'s identity only to the seats that have seen it', () => {
    // Built: seat 0's bag holds a gold marker it has seen and a fur (face up).
    const state = built(position(newGame({ players: 3 })).bag(0, 'river-gold-3').bag(0, 'wolf'));
    expect(bagOf(view(state, 0), 0).map((m) => m.identity)).toEqual(['river-gold-3', 'wolf']);
    expect(bagOf(view(state, 1), 0).map((m) => m.identity)).toEqual([null, 'wolf']);
    expect(bagOf(view(state, null), 0).map((m) => m.identity)).toEqual([null, 'wolf']);
    // The game part of seat 1's view never names the identity (the component data, public, lists every kind).
    expect(JSON.stringify(view(state, 1).g)).not.toContain('river-gold-3');
  });

  it('LV-HIDDEN-1: a first look is a chance node over the identities the pool still holds, and only the looker learns it', () => {
    // Hand-made (the rules' own task, set by hand): seat 0 is made to look at and take the first
    // clue of the trading post, as buying a clue there does (LV-TRADE), without the trade around it.
    const start = newGame();
    const clue = start.g.tradingPostMarkers[0]!.id;
    const g = settle(contextOf(start), { ...start.g, tasks: revealAndTake(start.g, 0, clue) }, []);
    const state = withG(start, g);
    expect(state.g.pending).toEqual({ kind: 'task-chance' });
    // Two players: 5 forest, 6 mountain, 6 tundra, 6 wasteland clues, none seen yet.
    expect(chanceOutcomes(state)).toEqual([
      { outcome: { marker: 'clue-forest' }, probability: 5 / 23 },
      { outcome: { marker: 'clue-mountain' }, probability: 6 / 23 },
      { outcome: { marker: 'clue-tundra' }, probability: 6 / 23 },
      { outcome: { marker: 'clue-wasteland' }, probability: 6 / 23 },
    ]);
    const refused = applyAction(state, { type: 'chance', outcome: { marker: 'gold' } });
    expect(refused.ok).toBe(false);
    const { state: after, events } = play(state, { type: 'chance', outcome: { marker: 'clue-tundra' } });
    expect(events[0]).toEqual({ type: 'marker-seen', marker: clue, pool: 'clue', identity: 'clue-tundra', by: [0], visibleTo: [0] });
    expect(events[1]).toMatchObject({ type: 'marker-taken', player: 0, marker: clue });
    expect(after.g.tradingPostMarkers).toHaveLength(3);
    expect(after.g.pending).toEqual({ kind: 'turn' });
    expect(bagOf(view(after, 0), 0)).toMatchObject([{ id: clue, identity: 'clue-tundra' }]);
    expect(bagOf(view(after, 1), 0)).toMatchObject([{ id: clue, identity: null }]);
    // The next look at a clue draws from what is left: one tundra clue fewer.
    const next = withG(after, settle(contextOf(after), { ...after.g, tasks: revealAndTake(after.g, 0, after.g.tradingPostMarkers[0]!.id) }, []));
    expect(chanceOutcomes(next).find((o) => (o.outcome as { marker: string }).marker === 'clue-tundra')?.probability).toBe(5 / 22);
  });

  it('LV-HIDDEN-2: a determinization keeps what the seat knows, redraws what it does not, and has the same view', () => {
    // Built: seat 0 holds gold it has seen; seat 1 has seen one of seat 0's markers too.
    const start = newGame({ players: 3 });
    const shown = start.g.nextMarker + 2;
    const state = built(position(start).bag(0, 'mountain-gold-6').bag(0, 'mountain-gold-6').bag(0, 'river-gold-3').identity(shown, 'river-gold-3', { seenBy: [0, 1] }));
    const own = determinize(state, 0, 'guess');
    expect(own.g.prospectors[0]!.inventory.goldBag).toEqual(state.g.prospectors[0]!.inventory.goldBag);
    const identities = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const guess = determinize(state, 1, seed) as LostValleyState;
      const bag = guess.g.prospectors[0]!.inventory.goldBag;
      // What seat 1 has seen stays; what it has not is drawn again from the pool.
      expect(bag[2]!.identity).toBe('river-gold-3');
      expect(bag[0]!.identity).toMatch(/^mountain-gold-/);
      identities.add(bag[0]!.identity!);
      expect(view(guess, 1)).toEqual(view(state, 1));
    }
    expect(identities.size).toBeGreaterThan(1);
  });
});
