import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, createGame, isTerminal, legalActions, startGame } from '../../../src/index.js';
import { catalogOf, contextOf, diamondAt, parseNode, riverBanks, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { riverLine, sideOfRiver } from '../../../src/games/lost-valley/first-edition/river-sides.js';
import { built, expectRefused, latticeOf, legal, newGame, play, position, smallSet } from './lv-helpers.js';

// The first edition's seats (lv-first-turn): 2 to 4 players, and the Czech two-player rule. The
// river-side scenario is built with the position builder on a small set explored by name; the
// moves are real.

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
    // Built: a first-edition set of one river diamond and three land diamonds, explored by name
    // (R01 at the mouth, L01 and L03 west of it, L02 east) and ended, the spring on the enclosed
    // headwater. A1 (prospector 0) stands at L1 and A2 (prospector 2) at M0, both west of the
    // river; B1 and B2 on the trading post; it is A2's turn.
    const board = (options: Record<string, unknown> = {}) =>
      position(newGame({ players: 2, variant: 'first-edition', options, data: smallSet('first', { land: 3, river: 1, triangles: 0 }) }))
        .diamond('R01', ['M0^', 'M1v'])
        .diamond('L01', ['L0^', 'L1v'])
        .diamond('L02', ['N0^', 'N1v'])
        .diamond('L03', ['K1v', 'K1^'])
        .endExploration()
        .at(0, 'L1')
        .at(2, 'M0');
    const state = built(board().turn({ prospector: 2 }));
    const ctx = contextOf(state);
    const line = riverLine(ctx, state.g);
    const named = (name: string): number => {
      const parsed = parseNode(latticeOf(state), name);
      if (!parsed.ok) throw new Error(name);
      return parsed.id;
    };
    const [a1, a2, l0, m1, n0, n2] = ['L1', 'M0', 'L0', 'M1', 'N0', 'N2'].map(named) as [number, number, number, number, number, number];
    expect([state.g.prospectors[0]!.node, state.g.prospectors[2]!.node]).toEqual([a1, a2]);
    expect(sideOfRiver(ctx, line, a1)).toBe(sideOfRiver(ctx, line, a2));
    // Only the moves off A1's side are offered: the trading post, across the ford, up the line.
    const moves = legal(state).flatMap((a) => (a.type === 'move' ? [a.to] : []));
    expect(moves.sort((a, b) => a - b)).toEqual([0, n0, n2].sort((a, b) => a - b));
    expect(legal(state).some((a) => a.type === 'end-turn')).toBe(false);
    expect(expectRefused(state, { type: 'end-turn', player: 0 }, 'lost-valley/same-side-of-river').rule).toBe('LV-SEAT-3');
    for (const to of [l0, m1]) expect(expectRefused(state, { type: 'move', player: 0, mode: 'foot', to }, 'lost-valley/same-side-of-river').rule).toBe('LV-SEAT-3');
    // Across the river by the ford the turn may end.
    const moved = play(state, { type: 'move', player: 0, mode: 'foot', to: n0 }).state;
    expect(legal(moved)).toContainEqual({ type: 'end-turn', player: 0 });
    // With its movement used up A2 is not stuck: the turn ends where it stands.
    const spent = built(board().turn({ prospector: 2, movements: 1 }));
    expect(legal(spent)).toContainEqual({ type: 'end-turn', player: 0 });
    // A1, the seat's first prospector of the round, moves and ends freely.
    const first = built(board().turn({ prospector: 0 }));
    expect(legal(first)).toContainEqual({ type: 'end-turn', player: 0 });
    expect(legal(first).filter((a) => a.type === 'move').length).toBeGreaterThan(2);
    // The Spanish reading has no such rule: A2 may stay on A1's side, and its turn ends anywhere.
    const spanish = built(board({ feTwoProspectors: false, prospectorsPerSeat: 2 }).turn({ prospector: 2 }));
    expect(legal(spanish)).toContainEqual({ type: 'end-turn', player: 0 });
    expect(legal(spanish)).toContainEqual({ type: 'move', player: 0, mode: 'foot', to: l0 });
  });
});
