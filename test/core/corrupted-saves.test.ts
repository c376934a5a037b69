import { describe, expect, it } from 'vitest';
import { continuePlayout } from '../../src/bots/index.js';
import {
  activePlayers,
  applyAction,
  chanceOutcomes,
  determinize,
  isTerminal,
  legalActions,
  listGames,
  loadGameResult,
  outcome,
  saveGame,
  startGame,
  view,
  type AnyGameState,
} from '../../src/index.js';
import { nextRandom, seedRng, type RngState } from '../../src/core/rng.js';
import { variantPlayerRange } from '../../src/core/player-range.js';
import { getGame } from '../../src/core/registry.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every leaf of a JSON value, as the path to it. */
function leaves(value: Json, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, [...path, Array.isArray(value) ? Number(key) : key], out);
  } else out.push(path);
  return out;
}

/** Replaces one leaf of the game part with a nearby or absurd value: what a hand edit or a bad disk does. */
function corrupt(document: { state: { g: Json } }, rng: RngState): RngState {
  const paths = leaves(document.state.g);
  const pick = nextRandom(rng);
  const path = paths[Math.floor(pick.value * paths.length)]!;
  let parent = document.state.g as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const key = path[path.length - 1]!;
  const old = parent[key]!;
  const choices: Json[] = typeof old === 'number' ? [old + 1, old - 1, 0, 999, -1, old * 2] : [null, 'x', true, 0, 999];
  const which = nextRandom(pick.rng);
  parent[key] = choices[Math.floor(which.value * choices.length)]!;
  return which.rng;
}

/** Every public query on a state, and one listed action of each active seat. */
function useEverything(state: AnyGameState): void {
  isTerminal(state);
  outcome(state);
  view(state, null);
  const chance = chanceOutcomes(state);
  if (chance[0]) applyAction(state, { type: 'chance', outcome: chance[0].outcome });
  for (let seat = 0; seat < state.players; seat++) {
    view(state, seat);
    determinize(state, seat, 1);
    const legal = legalActions(state, seat);
    if (legal[0] && activePlayers(state).includes(seat)) {
      const next = applyAction(state, legal[0]);
      if (next.ok) {
        activePlayers(next.state);
        for (let other = 0; other < next.state.players; other++) legalActions(next.state, other);
      }
    }
  }
}

describe('corrupted saves never make the engine throw', () => {
  for (const game of listGames()) {
    it(`${game}: 300 saves with one to three leaves of the game part edited are refused (invalid-save) or load into a state every public function can use`, () => {
      const players = variantPlayerRange(getGame(game)!, 'standard').min;
      let rng = seedRng(`corrupt-${game}`);
      let loaded = 0;
      let refused = 0;
      for (let i = 0; i < 30; i++) {
        const start = startGame({ game, players, seed: `corrupt-${i}` });
        if (!start.ok) throw new Error(start.error.message);
        // A position somewhere in the game: up to 60 bot moves in.
        const depth = (i * 7) % 60;
        let moves = 0;
        const state = continuePlayout(start.state, `corrupt-bots-${i}`, { stopWhen: () => moves >= depth, onStep: () => void moves++ }).state;
        const text = saveGame(state);
        for (let k = 0; k < 10; k++) {
          const document = JSON.parse(text) as { state: { g: Json } };
          const edits = 1 + (k % 3);
          for (let e = 0; e < edits; e++) rng = corrupt(document, rng);
          const result = loadGameResult(JSON.stringify(document));
          if (!result.ok) {
            expect(result.error.code).toBe('invalid-save');
            refused++;
            continue;
          }
          loaded++;
          expect(() => useEverything(result.state)).not.toThrow();
        }
      }
      // Both branches must be exercised, or the test proves nothing.
      expect(loaded).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    });
  }
});
