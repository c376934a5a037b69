import { describe, expect, it } from 'vitest';
import { applyAction, componentsOf, createGame, legalActions, view, type GameState } from '../../src/index.js';
import { lostValleyHeuristicBot } from '../../src/bots/index.js';
import { catalogOf } from '../../src/games/lost-valley/board/tile-catalog.js';
import type { LostValleyState } from '../../src/games/lost-valley/public.js';
import { groupBySpot, placeOf, spotKey, spotOf, TRADING_POST } from '../../examples/web/src/lost-valley/action-spots.mjs';

/** Actions the page shows as buttons beside the board: none of them concerns one place. */
const SPOTLESS = new Set([
  'end-turn', 'decline-triangle', 'discard', 'eat-jerky', 'drink-whiskey', 'choose-markers', 'announce-end', 'run', 'take-skill', 'draw-skills',
  'keep-skill', 'forecast', 'scout-keep', 'weigh', 'show-marker', 'trade-buy', 'trade-clue', 'trade-pay', 'close-trade', 'cancel-trade', 'give', 'eat-dried-fish',
]);

function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => ((x = (x * 1103515245 + 12345) >>> 0) / 2 ** 32);
}

/** Every state of a heuristic-bot game (chance drawn by the engine's own chance actions). */
function* gameStates(variant: string, seed: string, limit: number): Generator<GameState> {
  let state = createGame({ game: 'lost-valley', players: 2, seed, variant }) as GameState;
  const random = seeded(7);
  for (let i = 0; i < limit && !view(state, null).terminal; i++) {
    yield state;
    const seat = view(state, null).activePlayers[0] ?? 0;
    const result = applyAction(state, lostValleyHeuristicBot.act(state, seat, random));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
}

describe('the board as the control (examples/web action-spots)', () => {
  it.each(['standard', 'first-edition'])('%s: every legal action of a seat has a spot on the board or is one of the spotless kinds; spots group without loss', (variant) => {
    const seenKinds = new Set<string>();
    let checked = 0;
    for (const state of gameStates(variant, `spots-${variant}`, 600)) {
      for (const seat of view(state, null).activePlayers) {
        const seen = view(state, seat) as unknown as LostValleyState;
        const g = seen.g;
        const lattice = catalogOf(componentsOf(seen)).lattice;
        const actions = legalActions(state, seat);
        const { spots, panel } = groupBySpot(g, actions);
        // Each action is in exactly one group.
        const all = [...panel, ...spots.flatMap((s) => s.actions)].sort((a, b) => a - b);
        expect(all).toEqual(actions.map((_, i) => i));
        for (const index of panel) expect(SPOTLESS, JSON.stringify(actions[index])).toContain((actions[index] as { type: string }).type);
        for (const { key, spot, actions: members } of spots) {
          expect(key).toBe(spotKey(spot));
          for (const index of members) {
            seenKinds.add(spot.kind);
            const action = actions[index] as unknown as Record<string, unknown> & { type: string };
            expect(spotKey(spotOf(g, action)!)).toBe(key);
            if (action.type === 'move') expect(spot.at).toEqual([action['to']]);
          }
          const [a, b] = spot.at;
          if (spot.kind === 'node') expect(a! < lattice.nodeCount).toBe(true);
          if (spot.kind === 'face' || spot.kind === 'diamond') {
            // A tile is laid on empty faces only.
            for (const face of spot.at) expect(g.board.tiles.some((t) => t.faces.includes(face))).toBe(false);
          }
          if (spot.kind === 'diamond') expect(b).toBeDefined();
          if (spot.kind === 'edge') expect(a! < lattice.edgeCount).toBe(true);
          if (spot.kind === 'tile') expect(g.board.tiles[a!]).toBeDefined();
          if (spot.kind === 'marker') expect(g.board.tiles.some((t) => t.markers.some((m) => m.id === a))).toBe(true);
        }
        checked += actions.length;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // The game reached moves, diamonds and tile actions: the mapping was exercised, not skipped.
    expect([...seenKinds]).toEqual(expect.arrayContaining(['node', 'diamond', 'tile']));
  });

  it('maps each kind of action to its place', () => {
    const state = createGame({ game: 'lost-valley', players: 2, seed: 'spots-kinds' }) as unknown as LostValleyState;
    const g = state.g;
    const here = g.prospectors[g.turnOrder[g.turn.index]!]!.node;
    expect(spotOf(g, { type: 'move', player: 0, mode: 'foot', to: 12 })).toEqual({ kind: 'node', at: [12], from: here });
    expect(spotOf(g, { type: 'place-diamond', player: 0, faces: [4, 5], way: 1 })).toEqual({ kind: 'diamond', at: [4, 5], way: 1 });
    expect(spotKey({ kind: 'diamond', at: [4, 5], way: 1 })).toBe('diamond:4-5/1');
    expect(spotOf(g, { type: 'place-triangle', player: 0, face: 9 })).toEqual({ kind: 'face', at: [9] });
    expect(spotOf(g, { type: 'build-flumes', player: 0, edges: [30, 31] })).toEqual({ kind: 'edge', at: [30] });
    expect(spotOf(g, { type: 'build-bridge', player: 0, edge: 7 })).toEqual({ kind: 'edge', at: [7] });
    expect(spotOf(g, { type: 'open-trade', player: 0, tile: null })).toEqual({ kind: 'node', at: [TRADING_POST] });
    expect(spotOf(g, { type: 'fish', player: 0 })).toEqual({ kind: 'node', at: [here] });
    const laid = { tile: 'L01', kind: 'land', faces: [4, 5], way: 0, markers: [{ id: 77, pool: 'animal', identity: null, bank: null, seenBy: [], faceUp: false }], contents: [] };
    const withTile = { ...g, board: { ...g.board, tiles: [laid] } };
    expect(spotOf(withTile, { type: 'take-event', player: 0, tile: 0, pay: 'free' })).toEqual({ kind: 'tile', at: [0] });
    expect(spotOf(withTile, { type: 'hunt', player: 0, marker: 77 })).toEqual({ kind: 'marker', at: [77] });
    expect(spotOf(withTile, { type: 'river-gold', player: 0, markers: [77] })).toEqual({ kind: 'tile', at: [0] });
    // A tile or marker the board does not hold gives no spot: the action stays a button.
    expect(spotOf(g, { type: 'take-event', player: 0, tile: 999, pay: 'free' })).toBeNull();
    expect(spotOf(g, { type: 'hunt', player: 0, marker: 9999 })).toBeNull();
    expect(spotOf(g, { type: 'end-turn', player: 0 })).toBeNull();
    expect(spotOf(g, { type: 'trade-buy', player: 0, item: 'food' })).toBeNull();
  });

  it('names a spot by the place names', () => {
    const namers = { tradingPost: 'the trading post', node: (n: number) => `N${n}`, face: (f: number) => `F${f}^`, edge: (e: number) => `E${e}`, tile: (t: number) => `tile ${t}`, marker: (m: number) => `marker ${m}` };
    expect(placeOf({ kind: 'node', at: [0] }, namers)).toBe('the trading post');
    expect(placeOf({ kind: 'node', at: [5] }, namers)).toBe('N5');
    expect(placeOf({ kind: 'diamond', at: [4, 5] }, namers)).toBe('F4^ + F5^');
    expect(placeOf({ kind: 'edge', at: [3] }, namers)).toBe('E3');
  });
});
