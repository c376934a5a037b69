import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, createGame, isTerminal, legalActions, startGame } from '../../../src/index.js';
import { catalogOf, contextOf, diamondAt, riverBanks, riverLine, sideOfRiver, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { site } from './build-helpers.js';
import { expectRefused, legal, newGame, node, play, withG } from './lv-helpers.js';

// The first edition's seats (lv-first-turn): 2 to 4 players, and the Czech two-player rule. The
// river-side scenarios are hand-built around one intersection (build-helpers `site`: exploration
// over, no river tile laid, so the river is its mouth and the line drawn on from it straight up
// the valley); the moves are real.

describe('first edition: seats', () => {
  it('LV-FE-SEAT-1: a first-edition game seats 2 to 4 players; a fifth seat is refused with a typed error naming the rule', () => {
    for (const players of [2, 3, 4]) expect(startGame({ game: 'lost-valley', variant: 'first-edition', players, seed: 1 }).ok).toBe(true);
    const five = startGame({ game: 'lost-valley', variant: 'first-edition', players: 5, seed: 1 });
    expect(five.ok).toBe(false);
    if (!five.ok) {
      expect(five.error.code).toBe('invalid-setup');
      expect(five.error.rule).toBe('LV-FE-SEAT-1');
      expect(five.error.path).toEqual(['players']);
    }
    expect(startGame({ game: 'lost-valley', players: 5, seed: 1 }).ok).toBe(true);
  });

  it('LV-FE-SEAT-2: two first-edition seats lead two prospectors each, A1, B1, A2, B2 (the Czech rule, default); the Spanish reading and other seat counts lead one', () => {
    const two = newGame({ players: 2, variant: 'first-edition' });
    expect(two.g.prospectors.map((p) => p.seat)).toEqual([0, 1, 0, 1]);
    expect(two.g.turnOrder).toEqual([0, 1, 2, 3]);
    expect(newGame({ players: 2, variant: 'first-edition', options: { feTwoProspectors: false } }).g.prospectors.length).toBe(2);
    expect(newGame({ players: 3, variant: 'first-edition' }).g.prospectors.length).toBe(3);
    expect(newGame({ players: 2 }).g.prospectors.length).toBe(2);
  });

  it('LV-SEAT-3: sides of the river: the two mouth intersections lie on opposite sides, the trading post on neither; each river diamond\'s banks on opposite sides', () => {
    const state = newGame({ players: 2, variant: 'first-edition' });
    const ctx = contextOf(state);
    const line = riverLine(ctx, state.g);
    const lattice = catalogOf(componentsOf(state)).lattice;
    const [left, right] = lattice.mouthNodes;
    expect(sideOfRiver(ctx, line, left) * sideOfRiver(ctx, line, right)).toBe(-1);
    expect(sideOfRiver(ctx, line, 0)).toBe(0);
    // Seeded random games until exploration is over: every river diamond's two banks lie on opposite sides.
    let checked = 0;
    for (const seed of ['side-1', 'side-2', 'side-3']) {
      let s = createGame({ game: 'lost-valley', variant: 'first-edition', players: 3, seed }) as LostValleyState;
      for (let i = 0; i < 3000 && !isTerminal(s) && !s.g.explorationOver; i++) {
        const actions = legalActions(s, activePlayers(s)[0]!);
        const result = applyAction(s, actions[(i * 7919) % actions.length]);
        if (!result.ok) throw new Error(result.error.message);
        s = result.state as LostValleyState;
      }
      const drawn = riverLine(ctx, s.g);
      for (const i of s.g.board.river) {
        const placed = s.g.board.tiles[i]!;
        const where = diamondAt(lattice, [placed.faces[0]!, placed.faces[1]!], placed.way)!;
        const [bank0, bank1] = riverBanks(ctx.catalog.diamonds.get(placed.tile)!.riverEdges!);
        const sides0 = bank0.map((c) => sideOfRiver(ctx, drawn, where.corners[c]!));
        const sides1 = bank1.map((c) => sideOfRiver(ctx, drawn, where.corners[c]!));
        expect(sides0.every((side) => side === sides0[0] && side !== 0)).toBe(true);
        expect(sides1.every((side) => side === -sides0[0]!)).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('LV-SEAT-3: A2 may not end the round on A1\'s side of the river: its moves there are refused, and it must move off while it can', () => {
    const base = newGame({ players: 2, variant: 'first-edition' });
    // Hand-built: A1 (prospector 0) at (-2, 2), left of the river's line; A2 (prospector 2) at (-1, 2), also left; it is A2's turn.
    const { state: built } = site(base, [], {}, [], node(base, -1, 2));
    const place = (s: LostValleyState, a1: number, a2: number): LostValleyState =>
      withG(s, { prospectors: s.g.prospectors.map((p, i) => (i === 0 ? { ...p, node: a1 } : i === 2 ? { ...p, node: a2 } : { ...p, node: 0 })), turn: { ...s.g.turn, index: 2 } });
    const state = place(built, node(base, -2, 2), node(base, -1, 2));
    const ctx = contextOf(state);
    const line = riverLine(ctx, state.g);
    expect(sideOfRiver(ctx, line, node(base, -2, 2))).toBe(sideOfRiver(ctx, line, node(base, -1, 2)));
    const moves = legal(state).flatMap((a) => (a.type === 'move' ? [a.to] : []));
    expect(moves.sort((a, b) => a - b)).toEqual([node(base, 0, 2), node(base, -1, 3), node(base, 0, 1)].sort((a, b) => a - b));
    expect(legal(state).some((a) => a.type === 'end-turn')).toBe(false);
    expect(expectRefused(state, { type: 'end-turn', player: 0 }, 'lost-valley/same-side-of-river').rule).toBe('LV-SEAT-3');
    expect(expectRefused(state, { type: 'move', player: 0, mode: 'foot', to: node(base, -1, 1) }, 'lost-valley/same-side-of-river').rule).toBe('LV-SEAT-3');
    // Across the line the turn may end.
    const moved = play(state, { type: 'move', player: 0, mode: 'foot', to: node(base, 0, 2) }).state;
    expect(legal(moved)).toContainEqual({ type: 'end-turn', player: 0 });
    // With its movement used up A2 is not stuck: the turn ends where it stands.
    const spent = withG(state, { turn: { ...state.g.turn, movements: 1 } });
    expect(legal(spent)).toContainEqual({ type: 'end-turn', player: 0 });
    // A1, the seat's first prospector of the round, moves and ends freely.
    const first = withG(state, { turn: { ...state.g.turn, index: 0 }, prospectors: state.g.prospectors.map((p, i) => (i === 0 ? { ...p, node: node(base, 2, 2) } : p)) });
    expect(legal(first)).toContainEqual({ type: 'end-turn', player: 0 });
    expect(legal(first).filter((a) => a.type === 'move').length).toBeGreaterThan(3);
    // The Spanish reading has no such rule: A2's turn ends anywhere.
    const spanish = newGame({ players: 2, variant: 'first-edition', options: { feTwoProspectors: false, prospectorsPerSeat: 2 } });
    const { state: built2 } = site(spanish, [], {}, [], node(spanish, -1, 2));
    expect(legal(place(built2, node(spanish, -2, 2), node(spanish, -1, 2)))).toContainEqual({ type: 'end-turn', player: 0 });
  });
});
