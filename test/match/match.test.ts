import { describe, expect, it } from 'vitest';
import { chanceOutcomes, legalActions, listGames, view, type Action, type GameSetup } from '../../src/index.js';
import { randomAction } from '../../src/bots/index.js';
import { seedRng, type RngState } from '../../src/core/rng.js';
import {
  currentState,
  loadMatch,
  matchRecord,
  redoMatch,
  saveMatch,
  startMatch,
  submitAction,
  undoMatch,
  undoRefusal,
  type Match,
  type MatchOk,
  type MatchResult,
} from '../../src/match/index.js';
import { replay } from '../../src/index.js';

function ok(result: MatchResult): MatchOk {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
}

function refusal(result: MatchResult): string {
  if (result.ok) throw new Error('expected a refusal');
  return result.error.code;
}

/** A Goldfield Gully match, stopped at the first commitment (external chance: tokens drawn by hand). */
function gullyAtCommit(players: number): Match {
  let match = ok(startMatch({ game: 'goldfield-gully', players, seed: 'match', chance: 'external' })).match;
  while (chanceOutcomes(currentState(match)).length > 0) {
    match = ok(submitAction(match, { type: 'chance', outcome: chanceOutcomes(currentState(match))[0]!.outcome })).match;
  }
  return match;
}

describe('the match helper', () => {
  it('sends every seat its own view, its legal actions and whether it is active, and a spectator nothing to do', () => {
    const started = ok(startMatch({ game: 'mountain-river-duel', players: 2, seed: 'match' }));
    expect(started.updates).toHaveLength(2);
    const state = currentState(started.match);
    for (const [seat, update] of started.updates.entries()) {
      expect(update.seat).toBe(seat);
      expect(update.change).toBe('start');
      expect(update.view).toEqual(view(state, seat));
      expect(update.legalActions).toEqual(legalActions(state, seat));
      expect(update.active).toBe(state.players > 0 && view(state, seat).activePlayers.includes(seat));
    }
    expect(started.spectator.seat).toBeNull();
    expect(started.spectator.legalActions).toEqual([]);
    expect(started.spectator.view).toEqual(view(state, null));
  });

  it('refuses a bad setup and a bad action with the engine\'s typed errors, leaving the match as it was', () => {
    expect(refusal(startMatch({ game: 'no-such-game', players: 2, seed: 1 }))).toBe('invalid-setup');
    const match = ok(startMatch({ game: 'mountain-river-duel', players: 2, seed: 'match' })).match;
    const snapshot = JSON.stringify(match);
    expect(refusal(submitAction(match, { type: 'fly', player: 0 }))).toBe('invalid-action');
    expect(refusal(submitAction(match, null))).toBe('invalid-action');
    expect(refusal(submitAction(match, { type: 'pass', player: 1 }))).toBe('not-your-turn');
    expect(JSON.stringify(match)).toBe(snapshot);
  });

  it('a seat may only send its own actions, never chance outcomes (match/wrong-seat)', () => {
    const match = gullyAtCommit(3);
    expect(refusal(submitAction(match, { type: 'bank', player: 1 }, { seat: 0 }))).toBe('match/wrong-seat');
    expect(refusal(submitAction(match, { type: 'chance', outcome: { die: 3 } }, { seat: 0 }))).toBe('match/wrong-seat');
    expect(submitAction(match, { type: 'bank', player: 1 }, { seat: 1 }).ok).toBe(true);
  });

  it('secret picks: only the committing seat learns its pick; the others\' updates are the same whatever it picked', () => {
    const match = gullyAtCommit(3);
    const picks = [3, 5].map((building) => ok(submitAction(match, { type: 'gather', player: 0, building }, { seat: 0 })));
    const [three, five] = picks as [MatchOk, MatchOk];
    for (const seat of [1, 2]) {
      expect(three.updates[seat]).toEqual(five.updates[seat]);
      expect(three.updates[seat]!.events.map((e) => e.type)).toEqual(['committed']);
      expect(three.updates[seat]!.legalActions.length).toBe(7);
    }
    expect(three.spectator).toEqual(five.spectator);
    expect(three.updates[0]!.events).toContainEqual({ type: 'commitment', player: 0, choice: 3, visibleTo: [0] });
    expect(five.updates[0]!.events).toContainEqual({ type: 'commitment', player: 0, choice: 5, visibleTo: [0] });
    // Seat 0 has committed: it waits while the others may still pick, at the same time.
    expect(three.updates[0]!.active).toBe(false);
    expect(three.updates[1]!.active && three.updates[2]!.active).toBe(true);
  });

  it('the last pick reveals them all to everyone', () => {
    let match = gullyAtCommit(2);
    match = ok(submitAction(match, { type: 'gather', player: 1, building: 2 })).match;
    const last = ok(submitAction(match, { type: 'bank', player: 0 }));
    for (const update of [...last.updates, last.spectator]) {
      expect(update.events).toContainEqual({ type: 'commitments-revealed', choices: ['bank', 2] });
    }
  });

  it('undo and redo: a pick nobody else has seen may be taken back and played again', () => {
    const before = gullyAtCommit(3);
    const picked = ok(submitAction(before, { type: 'gather', player: 0, building: 4 }, { seat: 0 })).match;
    expect(undoRefusal(picked, { seat: 0 })).toBeNull();
    const undone = ok(undoMatch(picked, { seat: 0 }));
    expect(currentState(undone.match)).toBe(currentState(before));
    expect(undone.updates[0]!.change).toBe('undo');
    expect(undone.updates[0]!.active).toBe(true);
    const redone = ok(redoMatch(undone.match, { seat: 0 }));
    expect(currentState(redone.match)).toBe(currentState(picked));
    expect(redone.updates[0]!.events).toContainEqual({ type: 'commitment', player: 0, choice: 4, visibleTo: [0] });
    // A new action clears the redo stack.
    const other = ok(submitAction(undone.match, { type: 'bank', player: 0 })).match;
    expect(refusal(redoMatch(other))).toBe('match/nothing-to-redo');
  });

  it('undo is refused with a reason: nothing to undo, another seat\'s step, a reveal of secret picks', () => {
    const start = gullyAtCommit(2);
    expect(refusal(undoMatch(start))).toBe('match/undo-after-chance');
    const fresh = ok(startMatch({ game: 'goldfield-gully', players: 2, seed: 'match', chance: 'external' })).match;
    expect(refusal(undoMatch(fresh))).toBe('match/nothing-to-undo');
    expect(refusal(redoMatch(fresh))).toBe('match/nothing-to-redo');
    const one = ok(submitAction(start, { type: 'gather', player: 1, building: 6 })).match;
    expect(refusal(undoMatch(one, { seat: 0 }))).toBe('match/not-your-step');
    // Seat 0's pick is the last: it reveals seat 1's, which seat 0 could not see. With external
    // chance nothing is drawn in the same step, so the reveal alone refuses.
    const both = ok(submitAction(one, { type: 'gather', player: 0, building: 6 })).match;
    const error = undoMatch(both);
    expect(error.ok).toBe(false);
    if (!error.ok) {
      expect(error.error.code).toBe('match/undo-after-reveal');
      expect(error.error.message).toMatch(/could not see/);
    }
    expect(undoRefusal(both)?.code).toBe('match/undo-after-reveal');
  });

  it('undoRefusal is kept per step (the same answer when asked again) and may replay more worlds on request', () => {
    let match = gullyAtCommit(2);
    match = ok(submitAction(match, { type: 'gather', player: 1, building: 6 })).match;
    const both = ok(submitAction(match, { type: 'gather', player: 0, building: 6 })).match;
    const first = undoRefusal(both);
    expect(first?.code).toBe('match/undo-after-reveal');
    expect(undoRefusal(both)).toBe(first);
    expect(undoRefusal(both, { worlds: 12 })?.code).toBe('match/undo-after-reveal');
    expect(undoRefusal(both, { seat: 1 })?.code).toBe('match/not-your-step');
    const lone = ok(submitAction(match, { type: 'bank', player: 0 }, { seat: 0 })).match;
    expect(undoRefusal(lone, { worlds: 1 })?.code).toBe('match/undo-after-reveal');
  });

  it('undo is refused after a draw: in the duel turning up a marker draws what it shows, or the next throw follows', () => {
    let match = ok(startMatch({ game: 'mountain-river-duel', players: 2, seed: 'match' })).match;
    const seat = view(currentState(match), null).activePlayers[0]!;
    match = ok(submitAction(match, legalActions(currentState(match), seat)[0])).match;
    const result = undoMatch(match);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('match/undo-after-chance');
      expect(result.error.details).toEqual({ chanceOutcomes: match.steps[0]!.applied.length - 1 });
    }
  });

  it('save and load rebuild the match, its redo stack included; a corrupted save is refused', () => {
    let match = gullyAtCommit(3);
    match = ok(submitAction(match, { type: 'gather', player: 2, building: 1 })).match;
    match = ok(submitAction(match, { type: 'gather', player: 0, building: 5 })).match;
    match = ok(undoMatch(match)).match;
    const text = saveMatch(match);
    const loaded = ok(loadMatch(text));
    expect(loaded.match.steps.map((s) => s.state)).toEqual(match.steps.map((s) => s.state));
    expect(loaded.match.undone.map((s) => s.action)).toEqual(match.undone.map((s) => s.action));
    expect(currentState(ok(redoMatch(loaded.match)).match)).toEqual(currentState(ok(redoMatch(match)).match));
    expect(loaded.updates[1]!.change).toBe('load');
    expect(refusal(loadMatch('{'))).toBe('invalid-save');
    expect(refusal(loadMatch(JSON.stringify({ format: 'other' })))).toBe('invalid-save');
    const broken = JSON.parse(text) as { changes: (Action | string)[] };
    broken.changes.push({ type: 'gather', player: 2, building: 3 } as Action);
    const refused = loadMatch(JSON.stringify(broken));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.details).toMatchObject({ change: 'action', error: 'goldfield-gully/already-committed' });
  });

  const setups: GameSetup[] = listGames().map((game) => ({
    game,
    players: game === 'mountain-river-duel' ? 2 : 3,
    seed: `match-${game}`,
  }));

  it.each(setups)('a whole random game of $game through the match: every update is that seat\'s own, undo never throws, the record replays', (setup) => {
    let match = ok(startMatch(setup)).match;
    let rng: RngState = seedRng(`match/${setup.game}`);
    let undos = 0;
    for (let turn = 0; turn < 5000; turn++) {
      const state = currentState(match);
      const pick = randomAction(state, rng);
      rng = pick.rng;
      if (pick.action === null) break;
      const result = ok(submitAction(match, pick.action));
      for (const update of result.updates) {
        expect(update.view).toEqual(view(result.match.steps.at(-1)!.state, update.seat));
        for (const event of update.events) expect(event.visibleTo === undefined || event.visibleTo.includes(update.seat!)).toBe(true);
      }
      expect(result.spectator.events.every((event) => event.visibleTo === undefined)).toBe(true);
      match = result.match;
      // Every seventh step, try to take it back and play it again.
      if (turn % 7 === 0) {
        const undone = undoMatch(match);
        if (undone.ok) {
          undos++;
          match = ok(redoMatch(undone.match)).match;
        } else {
          expect(undone.error.code).toMatch(/^match\//);
        }
      }
    }
    const final = currentState(match);
    expect(view(final, null).terminal).toBe(true);
    expect(replay(matchRecord(match))).toEqual(final);
    // Secret picks before the last one can be taken back: the random game met some.
    if (setup.game === 'goldfield-gully') expect(undos).toBeGreaterThan(0);
  });
});
