import { componentsOf } from '../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { MutableDuel, playRandomGame, seededRandom, type BaselineMove } from '../../bench/duel-mutable-baseline.js';
import { applyAction, createGame, isTerminal, legalActions, outcome, type PlayerAction } from '../../src/index.js';
import type { DuelAction, DuelOptions, DuelState } from '../../src/games/mountain-river-duel/public.js';

// The bench's mutable baseline must play the duel's rules, or the speed comparison of issue 13
// means nothing: drive it and the engine with the same throws and the same choices and compare
// every legal list (as sets: the two list in different orders) and every result.

function engineKey(listed: PlayerAction): string {
  const action = listed as DuelAction;
  if (action.type === 'turn-up') return `up ${action.areas.join(',')}`;
  return action.type === 'turn-down' ? `down ${action.area}` : 'pass';
}

function baselineKey(duel: MutableDuel, move: BaselineMove): string {
  if (move.kind === 'up') return `up ${duel.areasOf(move).join(',')}`;
  return move.kind === 'down' ? `down ${move.area}` : 'pass';
}

const sorted = (keys: string[]): string[] => [...keys].sort();

const codes = new Int32Array(1024);

/** Plays one game on both, the engine with external chance; returns what both saw. */
function lockstep(seed: number, options: Partial<DuelOptions> = {}, variant = 'standard') {
  let state = createGame({ game: 'mountain-river-duel', variant, players: 2, seed: `baseline-${seed}`, chance: 'external', options }) as DuelState;
  const duel = new MutableDuel(componentsOf(state), options as { maxTurns?: number; firstPlayer?: 0 | 1; mountainSeat?: 0 | 1 });
  const random = seededRandom(seed);
  let decisions = 0;
  let mismatches = 0;
  while (!isTerminal(state)) {
    if (duel.needsThrow()) {
      const faces = duel.throwDiscs(random);
      const thrown = applyAction(state, { type: 'chance', outcome: { discs: faces } });
      if (!thrown.ok) throw new Error(thrown.error.message);
      state = thrown.state as DuelState;
    }
    const seat = state.g.mover;
    const engineMoves = legalActions(state, seat);
    const baselineMoves = duel.legalMoves();
    const baselineKeys = baselineMoves.map((move) => baselineKey(duel, move));
    if (sorted(engineMoves.map(engineKey)).join('|') !== sorted(baselineKeys).join('|')) mismatches++;
    // The listing without move objects gives the same moves in the same order.
    const count = duel.legalMoveCodes(codes);
    const codeKeys = Array.from(codes.subarray(0, count), (code) => baselineKey(duel, duel.moveOfCode(code)));
    if (codeKeys.join('|') !== baselineKeys.join('|')) mismatches++;
    const chosen = engineMoves[Math.floor(random() * engineMoves.length)]!;
    const twin = baselineMoves[baselineKeys.indexOf(engineKey(chosen))];
    if (!twin) throw new Error(`the baseline does not offer ${engineKey(chosen)}`);
    duel.play(twin);
    const next = applyAction(state, chosen);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state as DuelState;
    decisions++;
    if (duel.turn !== state.g.turn || duel.level !== state.g.discLevel || duel.gold.join() !== state.g.gold.join()) mismatches++;
  }
  return { state, duel, decisions, mismatches };
}

describe('the plain mutable duel baseline (bench/duel-mutable-baseline.ts)', () => {
  it('lists the same legal moves as the engine and reaches the same end, turn, disc level and gold in 40 games driven alike', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { state, duel, decisions, mismatches } = lockstep(seed);
      expect(mismatches, `game ${seed}`).toBe(0);
      expect(decisions).toBeGreaterThan(20);
      expect(duel.ended).toBe(outcome(state)!.reason);
      expect(duel.gold).toEqual(outcome(state)!.scores);
      expect(duel.level).toBe(3);
    }
  });

  it('agrees on the turned river layer, with the rivers seat and the second player starting', () => {
    for (let seed = 41; seed <= 50; seed++) {
      const { mismatches, duel, state } = lockstep(seed, { mountainSeat: 1, firstPlayer: 1 }, 'turned-rivers');
      expect(mismatches, `game ${seed}`).toBe(0);
      expect(duel.gold).toEqual(state.g.gold);
    }
  });

  it('ends at the turn limit where the engine does', () => {
    const { state, duel } = lockstep(51, { maxTurns: 30 });
    expect(outcome(state)!.reason).toBe('turn-limit');
    expect(duel.ended).toBe('turn-limit');
    expect(duel.turn).toBe(30);
  });

  it('plays random games to the end on its own, every marker claimed, with move objects or move numbers alike', () => {
    const duel = new MutableDuel(componentsOf(createGame({ game: 'mountain-river-duel', players: 2, seed: 1 }) as DuelState));
    for (let seed = 0; seed < 20; seed++) {
      const moves = playRandomGame(duel, seededRandom(seed));
      expect(moves).toBeGreaterThan(20);
      expect(duel.ended).toBe('board-cleared');
      expect(duel.gold[0]! + duel.gold[1]!).toBe(91);
      const gold = [...duel.gold];
      // The same random draws pick the same moves: both listings give one order.
      expect(playRandomGame(duel, seededRandom(seed), true)).toBe(moves);
      expect(duel.gold).toEqual(gold);
    }
  });
});
