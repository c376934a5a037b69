import { describe, expect, it } from 'vitest';
import { startGame, view } from '../../../src/index.js';
import { continuePlayout } from '../../../src/bots/index.js';
import { contextOf, isOverCapacity, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { markerFaults } from './invariants.js';
import { goodsFaults, identityFaults, viewLeaks } from './turn-invariants.js';

const GAMES = 40;

/** One random game checked after every step; the faults found (it stops at the first). */
function checkedTurns(players: number, seed: number): { faults: string[]; state: LostValleyState } {
  const start = startGame({ game: 'lost-valley', players, seed });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.state as LostValleyState;
  const faults: string[] = [];
  continuePlayout(start.state, `turn-props-${seed}`, {
    stopWhen: () => faults.length > 0,
    onStep: (step) => {
      const before = state;
      state = step.state as LostValleyState;
      faults.push(...goodsFaults(state), ...identityFaults(state), ...markerFaults(state, state.g.board.tiles.length));
      for (const event of step.events) {
        if (event.type !== 'turn-ended') continue;
        // The prospector whose turn ended: no inventory is over capacity when a turn ends.
        const ender = state.g.prospectors[before.g.turnOrder[before.g.turn.index]!]!;
        if (isOverCapacity(contextOf(state), ender.inventory)) faults.push(`turn ${String(event['turn'])} ended over capacity`);
      }
      if (step.state.ply % 7 === 0) for (let seat = 0; seat < players; seat++) faults.push(...viewLeaks(state, seat, view(state, seat).g));
    },
  });
  if (state.g.ended === null) faults.push('the game did not end');
  return { faults, state };
}

describe('random turns keep the game whole', () => {
  for (const players of [2, 4, 6]) {
    it(`LV-TURN-5, LV-INV-5, LV-HIDDEN-1: ${GAMES} random games with ${players} players: goods and markers add up, no turn ends over capacity, no view names an unseen marker`, () => {
      for (let seed = 0; seed < GAMES; seed++) {
        const { faults } = checkedTurns(players, seed);
        expect(faults, `seed ${seed}`).toEqual([]);
      }
    });
  }

  it('LV-TURN-5: the checks find a created good, a duplicated marker and a leaked identity', () => {
    const start = startGame({ game: 'lost-valley', players: 2, seed: 3 });
    if (!start.ok) throw new Error(start.error.message);
    const state = start.state as LostValleyState;
    expect(goodsFaults(state)).toEqual([]);
    expect(goodsFaults({ ...state, g: { ...state.g, supply: { ...state.g.supply, food: state.g.supply['food']! + 1 } } })).toEqual([expect.stringContaining('food')]);
    const post = state.g.tradingPostMarkers;
    expect(identityFaults({ ...state, g: { ...state.g, tradingPostMarkers: [...post, post[0]!] } })).toEqual([`marker ${post[0]!.id} is in two places`]);
    const known = { ...state, g: { ...state.g, tradingPostMarkers: [{ ...post[0]!, identity: 'clue-forest', seenBy: [0] }, ...post.slice(1)] } };
    expect(viewLeaks(known, 1, known.g)).toEqual([`seat 1 sees marker ${post[0]!.id}`]);
    expect(viewLeaks(known, 1, view(known, 1).g)).toEqual([]);
  });
});
