import { describe, expect, it } from 'vitest';
import { activePlayers, chanceOutcomes, legalActions } from '../../../src/index.js';
import { DuelOptionsSchema, kindOfSeat } from '../../../src/games/mountain-river-duel/public.js';
import { newDuel, ofType, play, throwDiscs, turnUp } from './duel-helpers.js';

describe('mountain-river-duel: set-up', () => {
  it('MRD-SETUP-1: one marker lies face down on every prospecting area, and no gold is taken yet', () => {
    const state = newDuel();
    expect(state.g.markers).toEqual(new Array(91).fill('down'));
    expect(state.g.gold).toEqual([0, 0]);
    expect(state.g.discLevel).toBe(0);
  });

  it('MRD-SETUP-2: by default seat 0 digs the mountains and seat 1 pans the rivers; option mountainSeat swaps them', () => {
    expect(DuelOptionsSchema.parse({}).mountainSeat).toBe(0);
    expect(newDuel().options.mountainSeat).toBe(0);
    expect([kindOfSeat(0, 0), kindOfSeat(1, 0)]).toEqual(['mountain', 'river']);
    expect([kindOfSeat(0, 1), kindOfSeat(1, 1)]).toEqual(['river', 'mountain']);
    // Areas 2-5 are mountain 2 (a straight run): turning them up gives mountain 2 to the mountain seat
    // (the event lists the markers in the board's order of the mountain).
    for (const mountainSeat of [0, 1] as const) {
      const { events, state } = turnUp(newDuel({ mountainSeat }), [2, 3, 4, 5]);
      expect(ofType(events, 'area-claimed')).toEqual([
        { type: 'area-claimed', player: mountainSeat, kind: 'mountain', index: 2, areas: [5, 4, 3, 2], gold: 4 },
      ]);
      expect(state.g.gold[mountainSeat]).toBe(4);
    }
  });

  it('MRD-IDEA-1: one seat searches only the mountains, the other only the rivers', () => {
    // Seat 0 (mountains) completes river 4 (areas 0-5) in two turns: the river seat gets it.
    let state = turnUp(newDuel(), [0, 1]).state;
    state = turnUp(state, [7, 8, 9]).state; // seat 1, elsewhere
    const { events } = turnUp(state, [2, 3, 4, 5]); // seat 0 completes mountain 2 and river 4
    const claims = ofType(events, 'area-claimed');
    expect(claims.map((c) => [c['player'], c['kind']])).toEqual([
      [0, 'mountain'],
      [1, 'river'],
    ]);
  });
});

describe('mountain-river-duel: the course of a turn', () => {
  it('MRD-TURN-1: the first player begins by throwing the three discs: a chance node of 8 outcomes of 1/8', () => {
    const state = newDuel();
    expect(state.g.phase).toBe('throw');
    expect(activePlayers(state)).toEqual([]);
    expect(legalActions(state, 0)).toEqual([]);
    const outcomes = chanceOutcomes(state);
    expect(outcomes).toHaveLength(8);
    for (const { probability } of outcomes) expect(probability).toBe(1 / 8);
    // The visible values are added: 1 + 0 + 2 = 3 markers for seat 0.
    const { state: digging, events } = play(state, { type: 'chance', outcome: { discs: [1, 0, 2] } });
    expect(events).toContainEqual({ type: 'discs-thrown', player: 0, discs: [1, 0, 2], sum: 3 });
    expect(digging.g.thrown).toBe(3);
    expect(activePlayers(digging)).toEqual([0]);
    expect(legalActions(digging, 1)).toEqual([]);
  });

  it('MRD-TURN-1: option firstPlayer (default 0) names the seat that throws first', () => {
    expect(DuelOptionsSchema.parse({}).firstPlayer).toBe(0);
    const state = throwDiscs(newDuel({ firstPlayer: 1 }), [0, 0, 1]);
    expect(activePlayers(state)).toEqual([1]);
    expect(legalActions(state, 0)).toEqual([]);
    expect(legalActions(state, 1)).toContainEqual({ type: 'turn-up', player: 1, areas: [45] });
  });

  it('MRD-TURN-2: the opponent then takes their turn the same way (throw, then dig), and so on', () => {
    let state = newDuel();
    const movers: number[] = [];
    for (let turn = 1; turn <= 4; turn++) {
      expect(state.g.turn).toBe(turn);
      expect(state.g.phase).toBe('throw');
      expect(chanceOutcomes(state)).toHaveLength(8);
      state = throwDiscs(state, [0, 0, 1]);
      movers.push(...activePlayers(state));
      const { state: next, events } = play(state, { type: 'turn-up', player: state.g.mover, areas: [40 + turn] });
      expect(events.at(-1)).toEqual({ type: 'turn-started', player: turn % 2, turn: turn + 1 });
      state = next;
    }
    expect(movers).toEqual([0, 1, 0, 1]);
  });
});
