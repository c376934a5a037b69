import { describe, expect, it } from 'vitest';
import { activePlayers, applyUnchecked, createGame, legalActions, loadGameResult, saveGame, type AnyGameState, type GameState } from '../../src/index.js';
import { continuePlayout, duelHeuristicBot, gullyHeuristicBot, seededRandom } from '../../src/bots/index.js';
import type { DuelGameState } from '../../src/games/mountain-river-duel/schemas.js';
import type { GullyGameState } from '../../src/games/goldfield-gully/schemas.js';

/** Gold claimed by `seat` minus the opponent's, after the move, stopped before the next throw. */
function claimLead(state: AnyGameState, action: Parameters<typeof applyUnchecked>[1], seat: number): number {
  const after = applyUnchecked({ ...state, chance: 'external' }, action).state.g as DuelGameState;
  const before = state.g as DuelGameState;
  return after.gold[seat as 0 | 1] - after.gold[(1 - seat) as 0 | 1] - (before.gold[seat as 0 | 1] - before.gold[(1 - seat) as 0 | 1]);
}

/** A Goldfield Gully state edited by hand, checked by loadGame so that it is one the engine accepts. */
function gullyWith(edit: (g: GullyGameState) => GullyGameState): GameState {
  const start = createGame({ game: 'goldfield-gully', players: 3, seed: 'heuristic' });
  const edited = { ...start, g: edit(start.g as GullyGameState) };
  const loaded = loadGameResult(saveGame(edited));
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.state as GameState;
}

describe('heuristic bots play with purpose', () => {
  it('the duel bot claims the richest area it can: the best gold lead of the move in most decisions where a claim is possible', () => {
    let withClaim = 0;
    let bestClaim = 0;
    for (let seed = 0; seed < 6; seed++) {
      continuePlayout(createGame({ game: 'mountain-river-duel', players: 2, seed }), `purpose-${seed}`, {
        stopWhen: (state) => {
          const [seat] = activePlayers(state);
          if (seat === undefined) return false;
          const leads = legalActions(state, seat).map((action) => claimLead(state, action, seat));
          const best = Math.max(...leads);
          if (best <= 0) return false;
          withClaim += 1;
          const chosen = duelHeuristicBot.act(state as GameState, seat, seededRandom(`${seed}-${state.ply}`));
          if (claimLead(state, chosen, seat) === best) bestClaim += 1;
          return false;
        },
      });
    }
    expect(withClaim).toBeGreaterThan(20);
    expect(bestClaim / withClaim).toBeGreaterThanOrEqual(0.9);
  });

  it('the Goldfield Gully bot banks a purse the sheriff would take, and gathers with an empty one', () => {
    // Round 5: four rounds of at most 6 gold each can have filled a purse of 24 (the save invariants).
    const rich = gullyWith((g) => ({ ...g, round: 5, unbanked: [24, 0, 0] }));
    expect(gullyHeuristicBot.act(rich, 0, seededRandom(1))).toEqual({ type: 'bank', player: 0 });
    expect(gullyHeuristicBot.act(rich, 1, seededRandom(1)).type).toBe('gather');
  });

  it('the Goldfield Gully bot gathers where modifier tokens lie', () => {
    // Every token lying on a building comes from the stack (the town's totals must hold), the
    // Bordello's two and the Saloon's one as the refill lays them.
    const tokens = gullyWith((g) => {
      const lying = g.lying.map((_, index) => ({ ones: index === 4 || index === 1 ? 1 : 0, twos: index === 4 ? 1 : 0 }));
      const all = [...g.lying, g.stack].reduce((sum, t) => ({ ones: sum.ones + t.ones, twos: sum.twos + t.twos }), { ones: 0, twos: 0 });
      return { ...g, lying, stack: { ones: all.ones - 2, twos: all.twos - 1 } };
    });
    expect(gullyHeuristicBot.act(tokens, 2, seededRandom(2))).toEqual({ type: 'gather', player: 2, building: 5 });
  });

  it('the Goldfield Gully bot spends a token to turn the sheriff away from its own building, and not to bring him there', () => {
    const window = (sheriff: number) =>
      gullyWith((g) => ({
        ...g,
        // Round 4, the quotas filled from the stack: a position a game can reach (the save invariants).
        round: 4,
        phase: 'window',
        revealed: true,
        choice: [3, 4, 6],
        at: [3, 4, 6],
        roll: [5, 2, 2],
        unbanked: [12, 9, 1],
        held: [{ ones: 1, twos: 0 }, { ones: 0, twos: 0 }, { ones: 0, twos: 0 }],
        lying: g.lying.map((_, index) => ({ ones: index === 4 ? 1 : 0, twos: index === 4 || index === 1 ? 1 : 0 })),
        stack: { ones: 4, twos: 4 },
        window: { purpose: 'sheriff', order: [0], turn: 0, passes: 0 },
        sheriff,
      }));
    const threatened = gullyHeuristicBot.act(window(3), 0, seededRandom(3));
    // Both +1 and -1 save the purse; +1 sends the sheriff to seat 1's building, which has more at stake.
    expect(threatened).toEqual({ type: 'modify', player: 0, by: 1 });
    expect(gullyHeuristicBot.act(window(2), 0, seededRandom(3))).toEqual({ type: 'pass', player: 0 });
  });
});
