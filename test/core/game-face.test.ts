import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ChanceOption, GameFace, GameState, Outcome, PlayerAction, PlayerId } from '../../src/core/index.js';
import {
  mountainRiverDuelFace,
  type Board,
  type DuelAction,
  type DuelEvent,
  type DuelChance,
  type DuelGameState,
  type DuelOptions,
} from '../../src/games/mountain-river-duel/public.js';
import { goldfieldGullyFace, SECRET, type GullyAction, type GullyGameState, type GullyView } from '../../src/games/goldfield-gully/public.js';
import { lostDutchmanFace, type DutchmanAction, type DutchmanGameState } from '../../src/games/lost-dutchman/public.js';
import { lostValleyFace, type LostValleyAction, type LostValleyChance, type LostValleyGameState } from '../../src/games/lost-valley/public.js';

// Type tests: `expectTypeOf` and the `@ts-expect-error` lines are checked by `tsc --noEmit` (npm run
// typecheck); a `@ts-expect-error` line that stops being an error fails the type check. The
// runtime assertions show the faces play real games through the core.

describe('typed faces: each game exports the core functions with its own types', () => {
  it('the duel: typed state, action union, chance outcomes, options and view', () => {
    const state = mountainRiverDuelFace.createGame({ players: 2, seed: 'face', options: { maxTurns: 50 }, chance: 'external' });
    expectTypeOf(state).toEqualTypeOf<GameState<DuelGameState, DuelOptions, Board>>();
    expectTypeOf(state.g.markers).toEqualTypeOf<('down' | 'up' | 'claimed')[]>();
    expectTypeOf(mountainRiverDuelFace.legalActions(state, 0)).toEqualTypeOf<readonly DuelAction[]>();
    expectTypeOf(mountainRiverDuelFace.chanceOutcomes(state)).toEqualTypeOf<readonly ChanceOption<DuelChance>[]>();
    expectTypeOf(mountainRiverDuelFace.view(state, 0).g).toEqualTypeOf<DuelGameState>();
    expectTypeOf(mountainRiverDuelFace.outcome(state)).toEqualTypeOf<Outcome | null>();
    expectTypeOf(mountainRiverDuelFace.activePlayers(state)).toEqualTypeOf<PlayerId[]>();

    // What does not compile is refused at run time too (a client in plain JavaScript).
    const refusals = [
      // @ts-expect-error an option the duel does not have
      mountainRiverDuelFace.startGame({ players: 2, seed: 1, options: { rounds: 3 } }),
      // @ts-expect-error maxTurns is a number
      mountainRiverDuelFace.startGame({ players: 2, seed: 1, options: { maxTurns: 'many' } }),
      // @ts-expect-error areas is an array of area ids
      mountainRiverDuelFace.applyAction(state, { type: 'turn-up', player: 0, areas: 3 }),
      // @ts-expect-error no such action in the duel
      mountainRiverDuelFace.applyAction(state, { type: 'bank', player: 0 }),
      // @ts-expect-error a chance outcome of the duel is its discs
      mountainRiverDuelFace.applyAction(state, { type: 'chance', outcome: { die: 3 } }),
    ];
    expect(refusals.map((r) => r.ok)).toEqual([false, false, false, false, false]);

    const throwOutcome = mountainRiverDuelFace.chanceOutcomes(state)[0]!.outcome;
    const thrown = mountainRiverDuelFace.applyAction(state, { type: 'chance', outcome: throwOutcome });
    expect(thrown.ok).toBe(true);
    if (!thrown.ok) return;
    const action = mountainRiverDuelFace.legalActions(thrown.state, 0)[0]!;
    if (action.type === 'turn-up') expectTypeOf(action.areas).toEqualTypeOf<number[]>();
    const next = mountainRiverDuelFace.applyAction(thrown.state, action);
    expect(next.ok).toBe(true);
    if (next.ok) expectTypeOf(next.events).toEqualTypeOf<DuelEvent[]>();
  });

  it("Goldfield Gully: a seat's view types the other seats' secret commitments", () => {
    const state = goldfieldGullyFace.createGame({ players: 3, seed: 'face', options: { rounds: 2 } });
    expectTypeOf(state.g).toEqualTypeOf<GullyGameState>();
    expectTypeOf(goldfieldGullyFace.legalActions(state, 0)).toEqualTypeOf<readonly GullyAction[]>();
    expectTypeOf(goldfieldGullyFace.view(state, 0).g).toEqualTypeOf<GullyView>();
    expectTypeOf(goldfieldGullyFace.view(state, 0).g.choice).toEqualTypeOf<(number | 'secret' | null)[]>();

    const refusals = [
      // @ts-expect-error a building is a number
      goldfieldGullyFace.applyAction(state, { type: 'gather', player: 0, building: 'saloon' }),
      // @ts-expect-error gather has no `amount`
      goldfieldGullyFace.applyAction(state, { type: 'gather', player: 0, building: 3, amount: 2 }),
      // @ts-expect-error modifier tokens change a value by -2, -1, 1 or 2
      goldfieldGullyFace.applyAction(state, { type: 'modify', player: 0, by: 3 }),
      // @ts-expect-error rounds is a number
      goldfieldGullyFace.startGame({ players: 3, seed: 1, options: { rounds: 'ten' } }),
    ];
    expect(refusals.map((r) => r.ok)).toEqual([false, false, false, false]);

    const committed = goldfieldGullyFace.applyAction(state, { type: 'gather', player: 0, building: 5 });
    expect(committed.ok).toBe(true);
    if (!committed.ok) return;
    expect(goldfieldGullyFace.view(committed.state, 1).g.choice[0]).toBe(SECRET);
    expect(goldfieldGullyFace.view(committed.state, 0).g.choice[0]).toBe(5);
    const refused = goldfieldGullyFace.applyAction(committed.state, { type: 'gather', player: 0, building: 4 });
    expect(refused.ok).toBe(false);
  });

  it('The Lost Dutchman and Lost Valley: typed states and action unions', () => {
    const dutchman = lostDutchmanFace.createGame({ players: 2, seed: 'face' });
    expectTypeOf(dutchman.g).toEqualTypeOf<DutchmanGameState>();
    expectTypeOf(lostDutchmanFace.legalActions(dutchman, 0)).toEqualTypeOf<readonly DutchmanAction[]>();
    // @ts-expect-error a stack is a number
    expect(lostDutchmanFace.applyAction(dutchman, { type: 'reveal-setup', player: 0, stack: 'first' }).ok).toBe(false);

    const valley = lostValleyFace.createGame({ players: 3, seed: 'face', variant: 'first-edition' });
    expectTypeOf(valley.g).toEqualTypeOf<LostValleyGameState>();
    expectTypeOf(lostValleyFace.legalActions(valley, 0)).toEqualTypeOf<readonly LostValleyAction[]>();
    expectTypeOf(lostValleyFace.chanceOutcomes(valley)).toEqualTypeOf<readonly ChanceOption<LostValleyChance>[]>();
    // @ts-expect-error a diamond covers two faces
    expect(lostValleyFace.applyAction(valley, { type: 'place-diamond', player: 0, faces: [1], way: 0 }).ok).toBe(false);
    // @ts-expect-error a move names its mode
    expect(lostValleyFace.applyAction(valley, { type: 'move', player: 0, to: 3 }).ok).toBe(false);

    expect(lostValleyFace.isTerminal(valley)).toBe(false);
    expect(lostDutchmanFace.activePlayers(dutchman).length + lostDutchmanFace.chanceOutcomes(dutchman).length).toBeGreaterThan(0);
  });

  it('a face refuses what the core refuses, with the same typed error, and never throws on bad input', () => {
    const state = mountainRiverDuelFace.createGame({ players: 2, seed: 'face' });
    const junk = mountainRiverDuelFace.applyAction(state, { type: 'pass', player: 1 } as DuelAction);
    expect(junk.ok).toBe(false);
    if (!junk.ok) expect(junk.error.code).toBe('not-your-turn');
    const bad = mountainRiverDuelFace.startGame({ players: 3, seed: 1 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('invalid-setup');
  });

  it("saves round-trip through a face, and a face refuses another game's save", () => {
    const gully = goldfieldGullyFace.createGame({ players: 2, seed: 'save' });
    const loaded = goldfieldGullyFace.loadGame(goldfieldGullyFace.saveGame(gully));
    expectTypeOf(loaded).toEqualTypeOf<typeof gully>();
    expect(loaded).toEqual(gully);
    const other = goldfieldGullyFace.loadGameResult(mountainRiverDuelFace.saveGame(mountainRiverDuelFace.createGame({ players: 2, seed: 1 })));
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.error).toMatchObject({ code: 'invalid-save', message: "This is a save of 'mountain-river-duel', not of 'goldfield-gully'." });
    expect(() => goldfieldGullyFace.loadGame('{')).toThrow();
  });

  it('a whole random game of each game plays through its face (events and views typed per seat)', () => {
    playToTheEnd(mountainRiverDuelFace);
    playToTheEnd(goldfieldGullyFace);
    playToTheEnd(lostDutchmanFace);
    playToTheEnd(lostValleyFace);
  });
});

/** Plays chosen legal actions through a face until the end, checking each seat's view on the way. */
function playToTheEnd<G, A extends PlayerAction, C, O, D, V>(f: GameFace<G, A, C, O, D, V>): void {
  let state = f.createGame({ players: 2, seed: `whole-${f.id}` });
  let steps = 0;
  while (!f.isTerminal(state) && steps < 5000) {
    const seat = f.activePlayers(state)[0]!;
    const actions = f.legalActions(state, seat);
    const result = f.applyAction(state, actions[steps % actions.length]!);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(f.view(result.state, seat).seat).toBe(seat);
    state = result.state;
    steps++;
  }
  expect(f.isTerminal(state)).toBe(true);
  expect(f.outcome(state)?.winners.length).toBeGreaterThan(0);
}
