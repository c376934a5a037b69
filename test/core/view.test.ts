import { describe, expect, it } from 'vitest';
import { createGame, determinize, eventsFor, view, type GameEvent } from '../../src/index.js';

describe('views and events', () => {
  const state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'view' });

  it('a view never holds the generator state, and says who may act', () => {
    const seen = view(state, 0);
    expect(JSON.stringify(seen)).not.toContain('"rng"');
    expect(seen.seat).toBe(0);
    expect(seen.activePlayers).toEqual([0]);
    expect(seen.awaitingChance).toBe(false);
    expect(view(state, null).seat).toBeNull();
  });

  it('filters events by visibleTo; a spectator sees only public ones', () => {
    const events: GameEvent[] = [
      { type: 'public' },
      { type: 'secret', visibleTo: [1] },
      { type: 'shared', visibleTo: [0, 1] },
    ];
    expect(eventsFor(events, 0, state).map((e) => e.type)).toEqual(['public', 'shared']);
    expect(eventsFor(events, 1, state).map((e) => e.type)).toEqual(['public', 'secret', 'shared']);
    expect(eventsFor(events, null, state).map((e) => e.type)).toEqual(['public']);
  });

  it('determinize keeps what the seat sees and replaces the generator', () => {
    const other = determinize(state, 1, 'guess');
    expect(view(other, 1)).toEqual(view(state, 1));
    expect(other.rng).not.toEqual(state.rng);
  });
});
