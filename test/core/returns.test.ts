import { describe, expect, it } from 'vitest';
import { createGame, outcome, returns, runningScores, stepRewards, type AnyGameState } from '../../src/index.js';
import { continuePlayout } from '../../src/bots/playout.js';
import type { DuelGameState } from '../../src/games/mountain-river-duel/schemas.js';

function finishedDuel(gold: [number, number]): AnyGameState {
  const start = createGame({ game: 'mountain-river-duel', players: 2, seed: 'returns' });
  const g = start.g as DuelGameState;
  // A board cleared by hand with the gold split as the test needs.
  return { ...start, g: { ...g, markers: g.markers.map(() => 'claimed'), gold, ended: 'board-cleared' } };
}

describe('returns', () => {
  it('gives the winner 1 and the loser 0, with the raw scores beside them', () => {
    const result = returns(finishedDuel([50, 41]));
    expect(result).toEqual({ terminal: true, returns: [1, 0], scores: [50, 41] });
  });

  it('splits a shared win: a draw of the duel gives each seat one half', () => {
    const state = finishedDuel([45, 45]);
    expect(outcome(state)?.winners).toEqual([0, 1]);
    expect(returns(state).returns).toEqual([0.5, 0.5]);
  });

  it('gives zero returns before the end, and the running score where the game keeps a public one', () => {
    const duel = createGame({ game: 'mountain-river-duel', players: 2, seed: 1 });
    expect(returns(duel)).toEqual({ terminal: false, returns: [0, 0], scores: [0, 0] });
    const gully = createGame({ game: 'goldfield-gully', players: 3, seed: 1 });
    expect(returns(gully).scores).toEqual([0, 0, 0]);
    const dutchman = createGame({ game: 'lost-dutchman', players: 3, seed: 1 });
    expect(returns(dutchman)).toEqual({ terminal: false, returns: [0, 0, 0], scores: [0, 0, 0] });
    const valley = createGame({ game: 'lost-valley', players: 3, seed: 1 });
    expect(returns(valley)).toEqual({ terminal: false, returns: [0, 0, 0], scores: null });
  });

  it('never throws: a value that is no state gives no returns', () => {
    expect(returns(null as unknown as AnyGameState)).toEqual({ terminal: false, returns: [], scores: null });
    expect(runningScores({ game: 'no-such-game' } as unknown as AnyGameState)).toBeNull();
  });

  it.each(['mountain-river-duel', 'goldfield-gully', 'lost-dutchman'])('in %s the step rewards of a whole game add up to the final scores', (game) => {
    for (let seed = 0; seed < 3; seed++) {
      let state = createGame({ game, players: game === 'mountain-river-duel' ? 2 : 4, seed });
      const total = new Array<number>(state.players).fill(0);
      const start = runningScores(state) ?? total.slice();
      continuePlayout(state, `rewards-${seed}`, {
        onStep: (step) => {
          stepRewards(state, step.state).forEach((reward, seat) => (total[seat]! += reward));
          state = step.state;
        },
      });
      const final = outcome(state)!;
      expect(total.map((sum, seat) => sum + start[seat]!)).toEqual([...final.scores]);
      expect(returns(state).returns.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }
  });

  it('rewards the duel step that claims an area with the gold it took', () => {
    let state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'claims' });
    let claimed = false;
    continuePlayout(state, 'claims', {
      onStep: (step) => {
        const rewards = stepRewards(state, step.state);
        const gained = step.events.filter((event) => event.type === 'area-claimed');
        for (let seat = 0; seat < 2; seat++) {
          const gold = gained.filter((event) => event['player'] === seat).reduce((sum, event) => sum + Number(event['gold']), 0);
          expect(rewards[seat]).toBe(gold);
          if (gold > 0) claimed = true;
        }
        state = step.state;
      },
    });
    expect(claimed).toBe(true);
  });
});
