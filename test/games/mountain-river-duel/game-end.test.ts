import { describe, expect, it } from 'vitest';
import { activePlayers, chanceOutcomes, getGame, isTerminal, legalActions, outcome } from '../../../src/index.js';
import { DuelOptionsSchema } from '../../../src/games/mountain-river-duel/public.js';
import { expectRefused, newDuel, ofType, play, playRandomGame, rowBoard, throwSum, turnUp } from './duel-helpers.js';

describe('mountain-river-duel: game end', () => {
  it('MRD-END-1: when all areas are cleared the game ends and the player with most gold wins', () => {
    // Three areas in a row form one mountain and one river; there are no discs on so small a board.
    let state = newDuel({}, { data: rowBoard([[0, 1, 2]], [[0, 1, 2]]) });
    state = turnUp(state, [0, 1]).state; // seat 0
    expect(isTerminal(state)).toBe(false);
    const { state: end, events } = turnUp(state, [2]); // seat 1 completes the river (and the mountain)
    expect(ofType(events, 'area-claimed')).toEqual([{ type: 'area-claimed', player: 1, kind: 'river', index: 0, areas: [0, 1, 2], gold: 3 }]);
    expect(events.at(-1)).toEqual({ type: 'game-ended', reason: 'board-cleared', gold: [0, 3] });
    expect(isTerminal(end)).toBe(true);
    expect(outcome(end)).toEqual({ scores: [0, 3], winners: [1], tieBreak: null, reason: 'board-cleared' });
    expect(activePlayers(end)).toEqual([]);
    expect(legalActions(end, 0)).toEqual([]);
    expect(legalActions(end, 1)).toEqual([]);
    expect(chanceOutcomes(end)).toEqual([]);
    expectRefused(end, { type: 'turn-up', player: 0, areas: [0] }, 'game-over');
  });

  it('MRD-END-1: a whole game on the default board clears all 91 areas, and all 91 gold is shared out', () => {
    for (const seed of ['end-1', 'end-2', 'end-3']) {
      const { steps } = playRandomGame(seed);
      const last = steps.at(-1)!.state;
      expect(last.g.ended).toBe('board-cleared');
      expect(last.g.markers.every((m) => m === 'claimed')).toBe(true);
      const result = outcome(last)!;
      expect(result.scores[0]! + result.scores[1]!).toBe(91);
      // 91 is odd: no draw is possible on the default board.
      expect(result.winners).toEqual([result.scores[0]! > result.scores[1]! ? 0 : 1]);
      expect(result.reason).toBe('board-cleared');
    }
  });

  it('MRD-END-2: equal gold is a draw: both seats are winners', () => {
    // Six in a row: mountains 0-2 and 3-5, one river of all six. It starts with all three discs.
    let state = newDuel({}, { data: rowBoard([[0, 1, 2], [3, 4, 5]], [[0, 1, 2, 3, 4, 5]]) });
    state = turnUp(state, [0, 1, 2]).state; // seat 0 claims mountain 0: 3 gold; only a line of three is left
    expect(state.g.gold).toEqual([3, 0]);
    expect(state.g.discLevel).toBe(3);
    state = turnUp(state, [3]).state; // seat 1
    state = turnUp(state, [4]).state; // seat 0
    const { state: end, events } = turnUp(state, [5]); // seat 1 completes the river first: 3 gold
    expect(ofType(events, 'area-claimed')).toEqual([{ type: 'area-claimed', player: 1, kind: 'river', index: 0, areas: [3, 4, 5], gold: 3 }]);
    expect(outcome(end)).toEqual({ scores: [3, 3], winners: [0, 1], tieBreak: null, reason: 'board-cleared' });
  });

  it('MRD-END-3: option maxTurns (default 1000) ends the game after that many turns, scored as it stands', () => {
    expect(DuelOptionsSchema.parse({}).maxTurns).toBe(1000);
    expect(newDuel().options.maxTurns).toBe(1000);
    // The declared maximum length: a throw and a dig per turn.
    expect(getGame('mountain-river-duel')!.maxPlies(DuelOptionsSchema.parse({}), 2)).toBe(2000);
    let state = newDuel({ maxTurns: 2 });
    state = turnUp(state, [2, 3, 4, 5]).state; // seat 0 claims mountain 2
    expect(isTerminal(state)).toBe(false);
    const { state: end, events } = turnUp(state, [45]); // seat 1, turn 2: the last turn
    expect(events.at(-1)).toEqual({ type: 'game-ended', reason: 'turn-limit', gold: [4, 0] });
    expect(ofType(events, 'turn-started')).toEqual([]);
    expect(end.g.markers.filter((m) => m === 'down')).toHaveLength(86);
    expect(outcome(end)).toEqual({ scores: [4, 0], winners: [0], tieBreak: null, reason: 'turn-limit' });
    expect(chanceOutcomes(end)).toEqual([]);
    expectRefused(end, { type: 'chance', outcome: { discs: [0, 0, 1] } }, 'game-over');
  });

  it('MRD-END-3: turning markers down and up again could go on for ever; the limit ends it', () => {
    let state = turnUp(newDuel({ maxTurns: 6 }), [45]).state;
    let turns = 1;
    // The seats keep turning 45 down and up again; nothing is ever claimed.
    while (!isTerminal(state)) {
      state = state.g.markers[45] === 'up' ? play(throwSum(state, 1), { type: 'turn-down', player: state.g.mover, area: 45 }).state : turnUp(state, [45]).state;
      turns++;
    }
    expect(turns).toBe(6);
    expect(state.g.ended).toBe('turn-limit');
    expect(outcome(state)).toMatchObject({ scores: [0, 0], winners: [0, 1], reason: 'turn-limit' });
  });
});
