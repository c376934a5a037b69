import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, startGame, view, type AnyGameState } from '../../../src/index.js';
import { moveRoute, stepsFrom, bridgesOf, type LostValleyAction, type LostValleyState } from '../../../src/games/lost-valley/api.js';
import { contextOf } from '../../../src/games/lost-valley/game/context-of.js';
import { indexOf } from '../../../src/games/lost-valley/kernel/rule-context.js';

type Move = Extract<LostValleyAction, { type: 'move' }>;

// Seeded random games of both editions, every legal move of the seat to act at every step.
function movesOfRandomGames(): { state: LostValleyState; move: Move }[] {
  const found: { state: LostValleyState; move: Move }[] = [];
  for (const variant of ['standard', 'first-edition']) {
    const start = startGame({ game: 'lost-valley', variant, players: 2, seed: `route-${variant}` });
    if (!start.ok) throw new Error(start.error.message);
    let state: AnyGameState = start.state;
    for (let step = 0, pick = 3; step < 1500; step++) {
      const seat = activePlayers(state)[0];
      if (seat === undefined) break;
      const actions = legalActions(state, seat);
      for (const action of actions) if (action.type === 'move') found.push({ state: state as LostValleyState, move: action as Move });
      pick = (pick * 1103515245 + 12345) % 2147483648;
      const next = applyAction(state, actions[pick % actions.length]!);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
  }
  return found;
}

describe('the route a move takes, for a table to draw', () => {
  const moves = movesOfRandomGames();

  it('LV-MOVE-3, LV-MOVE-9: every legal move has a route of real steps from the mover to its destination, within the mode', () => {
    expect(moves.length).toBeGreaterThan(50);
    const most: Readonly<Record<string, number>> = { foot: 2, 'foot-unburdened': 2, horse: 3, boat: 4 };
    for (const { state, move } of moves) {
      const route = moveRoute(state, move);
      const g = state.g;
      const mover = g.prospectors[g.turnOrder[g.turn.index]!]!;
      expect(route, JSON.stringify(move)).not.toBeNull();
      expect(route![0]).toBe(mover.node);
      expect(route!.at(-1)).toBe(move.to);
      expect(route!.length - 1).toBeLessThanOrEqual(most[move.mode]!);
      const index = indexOf(contextOf(state), g.board);
      for (let i = 1; i < route!.length; i++) {
        expect(stepsFrom(index, route![i - 1]!, g.explorationOver, bridgesOf(g)).some((step) => step.to === route![i])).toBe(true);
      }
      // A seat's view holds all the route needs: the same route.
      expect(moveRoute(view(state, move.player) as unknown as LostValleyState, move)).toEqual(route);
    }
  });

  it('a move of another seat, or to where the mover stands, has no route', () => {
    const { state, move } = moves[0]!;
    expect(moveRoute(state, { ...move, player: move.player + 1 })).toBeNull();
    const g = state.g;
    expect(moveRoute(state, { ...move, to: g.prospectors[g.turnOrder[g.turn.index]!]!.node })).toBeNull();
  });
});
