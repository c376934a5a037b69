import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { chanceOutcomes, createGame, isTerminal, outcome, startGame } from '../../../src/index.js';
import { randomPlayout } from '../../../src/bots/playout.js';
import { WINTER_DIE, landPlacements, lostValleyMaxPlies, riverPlacements, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { built, indexOfState, latticeOf, play, position, smallSet } from './lv-helpers.js';

/**
 * A small game (one land diamond) at its first ice test, the river `river` tiles long: built with
 * the position builder, each river diamond laid where it extends the river (the first that fits),
 * then the land diamond beside the mouth, which ends the exploration; seat 0 ends its turn.
 */
function iceOut(variant: 'standard' | 'first-edition', river = 1): LostValleyState {
  const data = smallSet(variant === 'standard' ? 'second' : 'first', { land: 1, river: 12, triangles: 0 });
  const start = startGame({ game: 'lost-valley', variant, players: 2, seed: 1, chance: 'external', data, options: { skillDraft: false } });
  if (!start.ok) throw new Error(start.error.message);
  let building = position(start.state as LostValleyState);
  for (let k = 0; k < river; k++) {
    const now = built(building);
    const index = indexOfState(now);
    const fitting = componentsOf(now).riverDiamonds.filter((t) => now.g.piles.river.unseen.includes(t.id)).find((t) => riverPlacements(index, t).length > 0)!;
    const where = riverPlacements(index, fitting)[0]!;
    building = building.diamond(fitting.id, [where.faces[0], where.faces[1]], where.way);
  }
  const laid = built(building);
  const mouth = latticeOf(laid).mouthNodes.find((v) => landPlacements(indexOfState(laid), v, true).length > 0)!;
  const land = landPlacements(indexOfState(laid), mouth, true)[0]!;
  let state = built(building.diamond('L01', [land.faces[0], land.faces[1]], land.way).endExploration());
  expect(state.g.board.river).toHaveLength(river);
  // LV-TURN-1: ending the turn brings the first ice test.
  state = endTurn(state);
  expect(state.g.pending).toEqual({ kind: 'ice-test' });
  return state;
}

function endTurn(state: LostValleyState): LostValleyState {
  return play(state, { type: 'end-turn', player: state.g.prospectors[state.g.turnOrder[state.g.turn.index]!]!.seat }).state;
}

function roll(state: LostValleyState, outcome: object): ReturnType<typeof play> {
  return play(state, { type: 'chance', outcome });
}

describe('the ice test', () => {
  it('LV-ICE-3: the winter die has a sun, two blanks, two snowflakes and a double snowflake (our choice of faces)', () => {
    expect(WINTER_DIE).toHaveLength(6);
    const outcomes = chanceOutcomes(iceOut('standard'));
    expect(outcomes).toEqual([
      { outcome: { winter: 'sun' }, probability: 1 / 6 },
      { outcome: { winter: 'blank' }, probability: 2 / 6 },
      { outcome: { winter: 'snowflake' }, probability: 2 / 6 },
      { outcome: { winter: 'two-snowflakes' }, probability: 1 / 6 },
    ]);
  });

  it('LV-ICE-2, LV-ICE-3: snowflakes move the ice downstream tile by tile, the sun upstream (never past the spring), a blank not at all', () => {
    let state = iceOut('standard', 4);
    state = roll(state, { winter: 'sun' }).state;
    expect(state.g.ice.position).toBe(0);
    state = endTurn(state);
    state = roll(state, { winter: 'two-snowflakes' }).state;
    expect(state.g.ice.position).toBe(2);
    state = endTurn(state);
    state = roll(state, { winter: 'blank' }).state;
    expect(state.g.ice.position).toBe(2);
    state = endTurn(state);
    const r = roll(state, { winter: 'sun' });
    expect(r.state.g.ice.position).toBe(1);
    expect(r.events[0]).toMatchObject({ type: 'ice-tested', roll: 'sun', from: 2, to: 1 });
  });

  it('LV-ICE-1: once the ice is out every turn ends with an ice test, also a turn without a move', () => {
    let state = roll(iceOut('standard', 4), { winter: 'blank' }).state;
    expect(state.g.pending).toEqual({ kind: 'turn' });
    state = endTurn(state);
    expect(state.g.pending).toEqual({ kind: 'ice-test' });
  });

  it('LV-END-1, LV-ICE-2: the game ends at once when the ice reaches the waterfall, one step past the mouth tile', () => {
    const state = iceOut('standard', 1);
    const end = roll(state, { winter: 'two-snowflakes' });
    expect(end.events.map((e) => e.type)).toEqual(['ice-tested', 'game-ended']);
    expect(isTerminal(end.state)).toBe(true);
    expect(end.state.g.ended).toBe('ice-at-waterfall');
  });

  it('LV-END-3: with no gold yet in play every seat ends on zero and all share the win', () => {
    const end = roll(iceOut('standard', 1), { winter: 'two-snowflakes' }).state;
    expect(outcome(end)).toEqual({ scores: [0, 0], winners: [0, 1], tieBreak: null, reason: 'ice-at-waterfall' });
  });

  it('LV-ICE1-1: first edition: a six-sided die; on a 5 or 6 the ice moves one tile downstream', () => {
    let state = iceOut('first-edition', 2);
    expect(chanceOutcomes(state)).toEqual([1, 2, 3, 4, 5, 6].map((die) => ({ outcome: { die }, probability: 1 / 6 })));
    for (const die of [1, 2, 3, 4]) {
      state = roll(state, { die }).state;
      expect(state.g.ice.position).toBe(0);
      state = endTurn(state);
    }
    state = roll(state, { die: 5 }).state;
    expect(state.g.ice.position).toBe(1);
    state = endTurn(state);
    state = roll(state, { die: 6 }).state;
    expect(state.g.ice.position).toBe(2);
  });

  it('LV-END-4: the turn limit ends the game as it stands, with an event', () => {
    const state = createGame({ game: 'lost-valley', players: 2, seed: 1, chance: 'external', options: { maxTurns: 2, skillDraft: false } }) as LostValleyState;
    const first = endTurn(state);
    const second = play(first, { type: 'end-turn', player: 1 });
    expect(second.events.at(-1)).toEqual({ type: 'game-ended', reason: 'turn-limit' });
    expect(outcome(second.state)?.reason).toBe('turn-limit');
  });

  it('LV-END-4: random games stay within the declared maximum length and end by winter', () => {
    for (const variant of ['standard', 'first-edition']) {
      for (let seed = 0; seed < 10; seed++) {
        const { state } = randomPlayout({ game: 'lost-valley', variant, players: 3, seed }, seed);
        expect(state.ply).toBeLessThanOrEqual(lostValleyMaxPlies({ maxTurns: 3000 }));
        expect((state as LostValleyState).g.ended).toBe('ice-at-waterfall');
      }
    }
  });
});
