import { describe, expect, it } from 'vitest';
import { chanceOutcomes, legalActions, type PlayerAction } from '../../src/index.js';
import {
  currentState,
  hostMessage,
  redoMatch,
  startMatch,
  submitAction,
  undoMatch,
  type Match,
  type MatchOk,
  type MatchResult,
  type UpdateMessage,
} from '../../src/match/index.js';

function ok(result: MatchResult): MatchOk {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
}

function code(result: MatchResult): string {
  if (result.ok) throw new Error('expected a refusal');
  return result.error.code;
}

/** Goldfield Gully stopped at the first secret picks, every seat active at once (tokens drawn by hand). */
function gullyAtPicks(players: number): Match {
  let match = ok(startMatch({ game: 'goldfield-gully', players, seed: 'protocol', chance: 'external' })).match;
  while (chanceOutcomes(currentState(match)).length > 0) {
    match = ok(submitAction(match, { type: 'chance', outcome: chanceOutcomes(currentState(match))[0]!.outcome })).match;
  }
  return match;
}

const gather = (player: number, building: number): PlayerAction => ({ type: 'gather', player, building }) as PlayerAction;

describe('the match protocol: step numbers', () => {
  it('start is step 0 with a welcome; every action, undo and redo is one step more, in every update', () => {
    const started = ok(startMatch({ game: 'goldfield-gully', players: 3, seed: 'steps', chance: 'external' }));
    expect(started.match.step).toBe(0);
    for (const message of [...started.messages, started.spectatorMessage]) expect(message).toMatchObject({ type: 'welcome', step: 0 });
    let match = gullyAtPicks(3);
    const atPicks = match.step;
    expect(atPicks).toBe(match.history.length);
    const picked = ok(submitAction(match, gather(0, 4), { seat: 0, step: atPicks }));
    const undone = ok(undoMatch(picked.match, { seat: 0, step: atPicks + 1 }));
    const redone = ok(redoMatch(undone.match, { seat: 0, step: atPicks + 2 }));
    for (const [result, step, change] of [[picked, atPicks + 1, 'action'], [undone, atPicks + 2, 'undo'], [redone, atPicks + 3, 'redo']] as const) {
      expect(result.match.step).toBe(step);
      for (const message of [...result.messages, result.spectatorMessage]) expect(message).toMatchObject({ type: 'update', step, change });
      for (const update of result.updates) expect(update.step).toBe(step);
    }
    match = redone.match;
    expect(match.history.map((entry) => entry.change).slice(-3)).toEqual(['action', 'undo', 'redo']);
    // A redo sends its step's events again; an undo sends none.
    expect((redone.messages[0] as UpdateMessage).events).toContainEqual({ type: 'commitment', player: 0, choice: 4, visibleTo: [0] });
    expect((undone.messages[0] as UpdateMessage).events).toEqual([]);
  });
});

describe('the match protocol: stale submits', () => {
  it("Goldfield Gully's simultaneous picks: picks chosen at the same step all count; a second pick, or one from before the reveal, is match/stale", () => {
    const match = gullyAtPicks(3);
    const at = match.step;
    // All three clients were sent step `at`; their picks arrive one after the other.
    const first = ok(submitAction(match, gather(0, 4), { seat: 0, step: at }));
    const second = ok(submitAction(first.match, gather(1, 2), { seat: 1, step: at }));
    // Seat 0 clicks twice: without a step the rules refuse it, with one the protocol does.
    expect(code(submitAction(second.match, { type: 'bank', player: 0 }, { seat: 0 }))).toBe('goldfield-gully/already-committed');
    const twice = submitAction(second.match, { type: 'bank', player: 0 }, { seat: 0, step: at });
    expect(code(twice)).toBe('match/stale');
    if (!twice.ok) expect(twice.error.details).toEqual({ step: at, current: at + 2 });
    const revealed = ok(submitAction(second.match, gather(2, 2), { seat: 2, step: at }));
    expect(revealed.match.step).toBe(at + 3);
    // After the reveal the round goes on without picks (here a draw waits): without a step the rules
    // answer, with one seat 2's second pick from step `at` is stale.
    expect(code(submitAction(revealed.match, { type: 'bank', player: 2 }, { seat: 2 }))).toBe('awaiting-chance');
    expect(code(submitAction(revealed.match, { type: 'bank', player: 2 }, { seat: 2, step: at }))).toBe('match/stale');
  });

  it('a submit from behind is stale once an undo or redo happened since, and a step not reached is match/unknown-step', () => {
    const match = gullyAtPicks(2);
    const at = match.step;
    const picked = ok(submitAction(match, gather(0, 4), { seat: 0, step: at })).match;
    const undone = ok(undoMatch(picked)).match;
    expect(code(submitAction(undone, gather(1, 3), { seat: 1, step: at }))).toBe('match/stale');
    expect(code(submitAction(undone, gather(1, 3), { seat: 1, step: undone.step + 1 }))).toBe('match/unknown-step');
    expect(code(submitAction(undone, gather(1, 3), { seat: 1, step: -1 }))).toBe('match/unknown-step');
    expect(code(undoMatch(picked, { step: at }))).toBe('match/stale');
    expect(code(redoMatch(undone, { step: at }))).toBe('match/stale');
    expect(ok(submitAction(undone, gather(1, 3), { seat: 1, step: undone.step })).match.step).toBe(undone.step + 1);
  });

  it('a host chance outcome from behind is stale whenever the match moved on', () => {
    const started = ok(startMatch({ game: 'goldfield-gully', players: 2, seed: 'protocol', chance: 'external' })).match;
    const outcome = chanceOutcomes(currentState(started))[0]!.outcome;
    const once = ok(submitAction(started, { type: 'chance', outcome }, { step: 0 })).match;
    const again = chanceOutcomes(currentState(once))[0]?.outcome;
    expect(code(submitAction(once, { type: 'chance', outcome: again }, { step: 0 }))).toBe('match/stale');
  });
});

describe('the match protocol: refusals in order, the match untouched', () => {
  it('malformed, then no such seat, then wrong seat, then stale, then not legal (Goldfield Gully)', () => {
    const match = gullyAtPicks(3);
    const picked = ok(submitAction(match, gather(0, 4), { seat: 0 })).match;
    const snapshot = JSON.stringify(picked);
    const cases: [unknown, { seat?: number; step?: number }, string][] = [
      ['garbage', { seat: 0 }, 'invalid-action'],
      [{ type: 'move' }, { seat: 0 }, 'invalid-action'],
      [{ type: 'move', player: 'one' }, { seat: 1 }, 'invalid-action'],
      [{ type: 'gather', player: 9, building: 4 }, { seat: 0 }, 'no-such-seat'],
      [{ type: 'bank', player: -1 }, { seat: 1 }, 'no-such-seat'],
      [{ type: 'gather', player: 1, building: 'saloon' }, { seat: 0 }, 'invalid-action'],
      [gather(1, 4), { seat: 0 }, 'match/wrong-seat'],
      [{ type: 'chance', outcome: { token: 1 } }, { seat: 1 }, 'match/wrong-seat'],
      [{ type: 'gather', player: 0, building: 'saloon' }, { seat: 0, step: 0 }, 'invalid-action'],
      [{ type: 'bank', player: 0 }, { seat: 0, step: match.step }, 'match/stale'],
      [{ type: 'bank', player: 0 }, { seat: 0 }, 'goldfield-gully/already-committed'],
    ];
    for (const [action, options, expected] of cases) {
      expect([JSON.stringify(action), code(submitAction(picked, action, options))]).toEqual([JSON.stringify(action), expected]);
    }
    expect(JSON.stringify(picked)).toBe(snapshot);
  });

  it('Lost Valley: "garbage", {type:\'move\'} and player 9 are malformed or no seat, never the wrong seat', () => {
    const match = ok(startMatch({ game: 'lost-valley', players: 4, seed: 'protocol' })).match;
    const state = currentState(match);
    const seat = state.players - 1 - (legalActions(state, 0).length > 0 ? 0 : 1);
    const snapshot = JSON.stringify(match);
    expect(code(submitAction(match, 'garbage', { seat }))).toBe('invalid-action');
    expect(code(submitAction(match, { type: 'move' }, { seat }))).toBe('invalid-action');
    expect(code(submitAction(match, { type: 'move', player: 9 }, { seat }))).toBe('no-such-seat');
    expect(JSON.stringify(match)).toBe(snapshot);
  });

  it('hostMessage: a malformed message is match/invalid-message; a spectator may not act; every refusal goes to the sender only', () => {
    const match = gullyAtPicks(2);
    const snapshot = JSON.stringify(match);
    for (const [seat, message, expected] of [
      [0, 'garbage', 'match/invalid-message'],
      [0, { type: 'submit', action: gather(0, 1), step: 'now' }, 'match/invalid-message'],
      [0, { type: 'submit', action: 'garbage' }, 'invalid-action'],
      [0, { type: 'submit', action: gather(1, 1) }, 'match/wrong-seat'],
      [null, { type: 'submit', action: gather(0, 1) }, 'match/wrong-seat'],
      [1, { type: 'undo', step: match.step }, 'match/not-your-step'],
      [0, { type: 'since', step: match.step + 5 }, 'match/unknown-step'],
    ] as const) {
      const reply = hostMessage(match, seat, message);
      expect(reply.broadcast).toBeNull();
      expect(reply.match).toBe(match);
      expect(reply.reply).toEqual([{ type: 'refusal', step: match.step, error: expect.objectContaining({ code: expected }) }]);
    }
    expect(JSON.stringify(match)).toBe(snapshot);
    const played = hostMessage(match, 1, { type: 'submit', step: match.step, action: gather(1, 3) });
    expect(played.reply).toEqual([]);
    expect(played.broadcast?.messages).toHaveLength(2);
    expect(played.match.step).toBe(match.step + 1);
  });
});
