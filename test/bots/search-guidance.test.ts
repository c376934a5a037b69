import { describe, expect, it } from 'vitest';
import { activePlayers, createGame, legalActions, type AnyGameState, type GameState } from '../../src/index.js';
import { actionKey, continuePlayout, ismctsBot, seededRandom, softScoreValues, type Bot } from '../../src/bots/index.js';

/** A state of a four-seat Goldfield Gully game with a seat that has a choice. */
function gullyDecision(): { state: GameState; seat: number } {
  let found: { state: GameState; seat: number } | null = null;
  continuePlayout(createGame({ game: 'goldfield-gully', players: 4, seed: 'guidance' }), 'guidance', {
    stopWhen: (state: AnyGameState) => {
      const seat = activePlayers(state).find((s) => legalActions(state, s).length > 2);
      if (seat !== undefined && state.ply > 10) found = { state: state as GameState, seat };
      return found !== null;
    },
  });
  return found!;
}

describe('IS-MCTS guided by a heuristic', () => {
  it("with progressive bias tries the prior bot's move first and keeps to it while the returns do not say otherwise", () => {
    const { state, seat } = gullyDecision();
    const legal = legalActions(state, seat);
    // A prior that always names the last legal action, which a search without it would try only by chance.
    const last: Bot = { name: 'last', act: (s, who) => legalActions(s, who).at(-1)! };
    const guided = ismctsBot({ iterations: 1, prior: last }).act(state, seat, seededRandom('bias'));
    expect(JSON.stringify(guided)).toBe(actionKey(legal.at(-1)!));
    // With a heavy bias and a few iterations the prior's move still has the most visits.
    const heavy = ismctsBot({ iterations: 12, prior: last, biasWeight: 100 }).act(state, seat, seededRandom('bias'));
    expect(JSON.stringify(heavy)).toBe(actionKey(legal.at(-1)!));
  });

  it('with an opponent model plays that bot for every other seat in the tree and never asks it for its own seat', () => {
    const { state, seat } = gullyDecision();
    const asked = new Map<number, number>();
    const model: Bot = {
      name: 'first',
      act: (s, who) => {
        asked.set(who, (asked.get(who) ?? 0) + 1);
        return legalActions(s, who)[0]!;
      },
    };
    const bot = ismctsBot({ iterations: 30, opponentModel: model });
    const a = bot.act(state, seat, seededRandom('model'));
    expect(asked.has(seat)).toBe(false);
    // Every iteration passes the other seats' choices at the root or below.
    const others = [...asked.values()].reduce((sum, count) => sum + count, 0);
    expect(others).toBeGreaterThanOrEqual(30);
    expect(ismctsBot({ iterations: 30, opponentModel: model }).act(state, seat, seededRandom('model'))).toEqual(a);
  });

  it('reuses its tree only for the next ply of the same game and stays deterministic', () => {
    const { state, seat } = gullyDecision();
    const bot = ismctsBot({ iterations: 20 });
    const a = bot.act(state, seat, seededRandom('reuse'));
    // The same state again (not one ply on): a fresh search with the same generator decides the same.
    expect(bot.act(state, seat, seededRandom('reuse'))).toEqual(a);
    expect(ismctsBot({ iterations: 20 }).act(state, seat, seededRandom('reuse'))).toEqual(a);
  });

  it('values leaves by a soft maximum of the running scores: shares that add up to 1, the leader highest', () => {
    const { state } = gullyDecision();
    const values = softScoreValues(6)(state);
    expect(values).toHaveLength(4);
    expect(values.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 12);
    const scores = state.g as { banked: number[]; unbanked: number[] };
    const totals = scores.banked.map((gold, at) => gold + scores.unbanked[at]!);
    const leader = totals.indexOf(Math.max(...totals));
    expect(Math.max(...values)).toBe(values[leader]);
    for (const value of values) expect(value).toBeGreaterThan(0);
  });
});
