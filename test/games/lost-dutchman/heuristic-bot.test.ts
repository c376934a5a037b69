import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, createGame, determinize, isTerminal, legalActions, nextRandom, outcome, seedRng, type AnyGameState } from '../../../src/index.js';
import type { GameState } from '../../../src/core/state.js';
import { dutchmanHeuristicBot, type DutchmanState } from '../../../src/games/lost-dutchman/public.js';
import { built, die, movement, playAll, position, startPlaying, tile } from './dutchman-helpers.js';

function generator(seed: string): () => number {
  let rng = seedRng(seed);
  return () => {
    const next = nextRandom(rng);
    rng = next.rng;
    return next.value;
  };
}

const act = (state: AnyGameState, seat: number, seed = 'bot') => dutchmanHeuristicBot.act(state as GameState, seat, generator(seed));

describe('lost-dutchman: the goal-directed heuristic bot', () => {
  it('plays whole games with only legal actions, the same game for the same seeds, and reads only the view (same decision on a determinization)', () => {
    const ends = new Set<string>();
    for (const seed of ['bot-1', 'bot-2', 'bot-3']) {
      const run = (): AnyGameState => {
        let state: AnyGameState = createGame({ game: 'lost-dutchman', players: 3, seed });
        const random = generator(`${seed}/bots`);
        for (let step = 0; !isTerminal(state); step++) {
          const seat = activePlayers(state)[0]!;
          const probe = generator(`${seed}/probe/${step}`);
          const action = dutchmanHeuristicBot.act(state as GameState, seat, random);
          expect(legalActions(state, seat)).toContainEqual(action);
          if (step % 7 === 0) {
            // The same state seen through a determinization gives the same decision.
            const twin = determinize(state, seat, `twin-${step}`);
            expect(dutchmanHeuristicBot.act(twin as GameState, seat, probe)).toEqual(dutchmanHeuristicBot.act(state as GameState, seat, generator(`${seed}/probe/${step}`)));
          }
          const result = applyAction(state, action);
          expect(result.ok).toBe(true);
          if (result.ok) state = result.state;
        }
        return state;
      };
      const first = run();
      expect(run()).toEqual(first);
      ends.add(String(outcome(first)!.reason));
    }
    expect([...ends].every((reason) => ['water-ran-dry', 'mine-found'].includes(reason))).toBe(true);
  });

  it('always crosses a challenge token it can overcome, heading for the mine', () => {
    // The mule beats a Gila monster (5) with a 4: the token on spot 1 shows 4-5.
    const state = playAll(startPlaying(2), [movement(1), { type: 'move', player: 0, path: [1] }, tile('gila-monster'), die(4)]).state;
    expect(legalActions(state, 0)).toContainEqual({ type: 'end-turn', player: 0 });
    expect(act(state, 0)).toEqual({ type: 'cross', player: 0, spot: '1' });
  });

  it('walks to a beatable tile whose rating opens a token ahead rather than to a camp or a tile it cannot beat', () => {
    // Stack 1 (next to the mining camp) shows a Gila monster (5, vigor), stack 2 a black bear (9):
    // the mule (vigor 3) heads for the Gila monster, whose rating opens spot 1 (4-5).
    const base = built(position(startPlaying(2)).top(1, 'gila-monster').top(2, 'black-bear'));
    const ready = playAll(base, [movement(1)]).state as DutchmanState;
    const choice = act(ready, 0);
    expect(choice).toEqual({ type: 'move', player: 0, path: [1] });
  });
});
