import { describe, expect, it } from 'vitest';
import {
  activePlayers,
  applyAction,
  createGame,
  determinize,
  EngineError,
  eventsFor,
  getGame,
  legalActions,
  listGames,
  seatRefusal,
  view,
  type AnyGameState,
  type RuleError,
} from '../../src/index.js';
import { createAecEnv, indexToAction, legalActionMask, observe } from '../../src/encodings/index.js';
import { createBridgeSession } from '../../src/cli/serve/bridge-session.js';
import { startMatch, submitAction, type MatchOk } from '../../src/match/index.js';
import { deepFreeze } from '../../src/testing/index.js';

// Seats that no table has, whatever its size, and the first seat past this table.
const NOT_SEATS: readonly unknown[] = [-1, 1.5, '0', Number.NaN, Number.POSITIVE_INFINITY, true, undefined, {}];

/** The refusal a throwing call gives, or a failure when it does not throw one. */
function thrown(call: () => unknown): RuleError {
  try {
    call();
  } catch (fault) {
    if (fault instanceof EngineError) return fault.error;
    throw fault;
  }
  throw new Error('the call did not throw');
}

/** A state a few plies in, at the smallest table of the game, frozen against any change. */
function midGame(game: string): AnyGameState {
  const players = getGame(game)!.facts.minPlayers;
  let state = createGame({ game, players, seed: 'seat-arguments' });
  for (let ply = 0; ply < 6; ply++) {
    const [seat] = activePlayers(state);
    if (seat === undefined) break;
    const result = applyAction(state, legalActions(state, seat)[0]!);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return deepFreeze(state);
}

describe('every function that takes a seat refuses one that is not at the table (no-such-seat)', () => {
  it.each(listGames())('%s: view, determinize, legalActions, eventsFor refuse 9, -1, 1.5, "0", NaN (and null but for the spectator), the state untouched', (game) => {
    const state = midGame(game);
    const before = JSON.stringify(state);
    const bad = [state.players, 9, ...NOT_SEATS];
    for (const seat of bad) {
      const calls: [string, () => unknown][] = [
        ['view', () => view(state, seat as number)],
        ['determinize', () => determinize(state, seat as number, 'x')],
        ['legalActions', () => legalActions(state, seat as number)],
        ['eventsFor', () => eventsFor([{ type: 'public' }], seat as number, state)],
      ];
      for (const [name, call] of calls) {
        const error = thrown(call);
        expect(error.code, `${name}(${String(seat)})`).toBe('no-such-seat');
        expect(error.message).toContain(`${state.players} seats`);
        expect((error.details as { players: number }).players).toBe(state.players);
      }
      expect(seatRefusal(state, seat)?.code).toBe('no-such-seat');
    }
    // null is the documented spectator of view and eventsFor only.
    expect(view(state, null).seat).toBeNull();
    expect(eventsFor([{ type: 'public' }, { type: 'secret', visibleTo: [0] }], null, state)).toEqual([{ type: 'public' }]);
    expect(thrown(() => determinize(state, null as unknown as number, 'x')).code).toBe('no-such-seat');
    expect(thrown(() => legalActions(state, null as unknown as number)).code).toBe('no-such-seat');
    expect(JSON.stringify(state)).toBe(before);
  });

  it.each(listGames())('%s: every seat of the table is still answered', (game) => {
    const state = midGame(game);
    for (let seat = 0; seat < state.players; seat++) {
      expect(seatRefusal(state, seat)).toBeNull();
      expect(view(state, seat).seat).toBe(seat);
      expect(determinize(state, seat, 'x').players).toBe(state.players);
      expect(Array.isArray(legalActions(state, seat))).toBe(true);
    }
  });

  it('the refusal names the seat and the table, with JSON details', () => {
    const state = createGame({ game: 'goldfield-gully', players: 3, seed: 1 });
    expect(seatRefusal(state, 9)).toEqual({
      code: 'no-such-seat',
      message: 'There is no seat 9: this table has 3 seats, numbered 0 to 2.',
      details: { players: 3, seat: 9 },
    });
    expect(seatRefusal(state, '0')?.message).toBe('A seat is a whole number, not the string "0": this table has 3 seats, numbered 0 to 2.');
    expect(seatRefusal(state, Number.NaN)?.details).toEqual({ players: 3, seat: 'NaN' });
    expect(seatRefusal(state, null)?.message).toMatch(/^null is the spectator/);
    expect(seatRefusal(state, null, { spectator: true })).toBeNull();
  });

  it("determinize(state, '0') no longer re-draws seat 0's own Goldfield Gully pick; determinize(state, 9) and view(state, -1) are refused", () => {
    let state = createGame({ game: 'goldfield-gully', players: 3, seed: 'pick' });
    // Commit seat 0's pick, then look at it through seat 0's eyes.
    const [pick] = legalActions(state, 0).filter((action) => action.type === 'gather');
    const committed = applyAction(state, pick!);
    if (!committed.ok) throw new Error(committed.error.message);
    state = deepFreeze(committed.state);
    const own = JSON.stringify(view(state, 0).g);
    for (let sample = 0; sample < 20; sample++) expect(JSON.stringify(view(determinize(state, 0, sample), 0).g)).toBe(own);
    expect(thrown(() => determinize(state, '0' as unknown as number, 1)).code).toBe('no-such-seat');
    expect(thrown(() => determinize(state, 9, 1)).code).toBe('no-such-seat');
    expect(thrown(() => view(state, -1)).code).toBe('no-such-seat');
  });
});

describe('the encodings, the environment, the bridge and the match helper check seats too', () => {
  it.each(listGames())('%s: observe, legalActionMask and indexToAction refuse a seat off the table (null too)', (game) => {
    const state = midGame(game);
    for (const seat of [state.players, 9, null, ...NOT_SEATS]) {
      expect(thrown(() => observe(state, seat as number)).code).toBe('no-such-seat');
      expect(thrown(() => legalActionMask(state, seat as number)).code).toBe('no-such-seat');
      expect(thrown(() => indexToAction(state, seat as number, 0)).code).toBe('no-such-seat');
    }
    expect(observe(state, 0).length).toBeGreaterThan(0);
  });

  it.each(listGames())("%s: the environment's observe refuses an agent that is not a seat, before and after reset", (game) => {
    const env = createAecEnv({ game, players: getGame(game)!.facts.minPlayers });
    if ('code' in env) throw new Error(env.message);
    expect(thrown(() => env.observe(9)).code).toBe('no-such-seat');
    env.reset('seats');
    for (const agent of [env.possibleAgents.length, 9, -1, 1.5, Number.NaN]) expect(thrown(() => env.observe(agent)).code).toBe('no-such-seat');
    expect(env.observe(0).length).toBe(env.observationShape[0]);
  });

  it.each(listGames())("%s: the bridge answers a seat off the table with no-such-seat in every request that names one, the game unchanged", (game) => {
    const session = createBridgeSession();
    const ask = (request: object) => JSON.parse(session.answer(JSON.stringify(request))) as { ok: boolean; result?: unknown; error?: RuleError };
    const players = getGame(game)!.facts.minPlayers;
    expect(ask({ op: 'create', setup: { game, players, seed: 1 } }).ok).toBe(true);
    const before = ask({ op: 'save', handle: 'g1' }).result;
    for (const seat of [players, 9, -1, 1.5, '0', null]) {
      const requests: object[] = [
        { op: 'legal', handle: 'g1', seat },
        { op: 'observe', handle: 'g1', seat },
        { op: 'determinize', handle: 'g1', seat, seed: 1 },
        { op: 'step', handle: 'g1', seat, index: 0 },
      ];
      if (seat !== null) requests.push({ op: 'view', handle: 'g1', seat });
      for (const request of requests) expect(ask(request).error?.code, JSON.stringify(request)).toBe('no-such-seat');
    }
    expect(ask({ op: 'view', handle: 'g1', seat: null }).ok).toBe(true);
    expect(ask({ op: 'save', handle: 'g1' }).result).toEqual(before);
  });

  it('the match helper refuses a submitting seat that is not at the table', () => {
    const started = startMatch({ game: 'mountain-river-duel', players: 2, seed: 1 }) as MatchOk;
    const [action] = started.updates[0]!.legalActions;
    expect(submitAction(started.match, action, { seat: 5 })).toMatchObject({ ok: false, error: { code: 'no-such-seat' } });
    expect(submitAction(started.match, action, { seat: 0 }).ok).toBe(true);
  });
});
