import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, LogEntry } from 'boardgame.io';
import '../../src/index.js';
import { determinize, isTerminal, jsonEqual } from '../../src/core/index.js';
import { createBoardgameIoGame, seatTable, type SeatTable, type TableRefusal, type TableState } from '../../src/boardgame-io/index.js';
import { engineState, storedState } from '../../src/boardgame-io/table-state.js';
import { connect, createMatch, playAsBot, recordedChance, startServer, tryCreate, until, type SeatClient, type TestServer } from './bgio-support.js';

// A whole Lost Valley game takes 25 to 75 s on the shared 2-core machine; the bound stops a hung one.
const FULL_GAME_MS = 200_000;
const SEED_PREFIX = 'bgio-test-secret-3f9c';
const given = new Set<string>();
const refusals: TableRefusal[] = [];
const seen = new Map<string, Map<number, TableState>>();

function made(game: string): Game<TableState> {
  const result = createBoardgameIoGame({ game, chance: recordedChance(`${SEED_PREFIX}/${game}`, given), onRefusal: (refusal) => refusals.push(refusal) });
  if (!result.ok) throw new Error(result.error.message);
  return result.game;
}

const games = { 'lost-valley': made('lost-valley'), 'goldfield-gully': made('goldfield-gully') };
let server: TestServer;
const open: SeatClient[] = [];

beforeAll(async () => {
  server = await startServer(Object.values(games), seen);
});

function stop(seats: readonly SeatClient[]): void {
  for (const seat of seats) {
    const at = open.indexOf(seat);
    if (at < 0) continue;
    open.splice(at, 1);
    seat.client.stop();
  }
}

afterAll(async () => {
  stop([...open]);
  await server.stop();
});

/** Every number written with many digits in a text (a generator's state or a draw would be). */
function numbersIn(text: string): string[] {
  return text.match(/\d\.\d{8,}(e-?\d+)?/g) ?? [];
}

function logOf(event: string, args: readonly unknown[]): readonly LogEntry[] {
  if (event === 'update') return (args[2] as LogEntry[] | undefined) ?? [];
  if (event === 'patch') return (args[4] as LogEntry[] | undefined) ?? [];
  if (event === 'sync') return ((args[1] as { log?: LogEntry[] }).log ?? []);
  return [];
}

/** The leak scan of everything one client received, and of every state it held, against the server's record. */
function scan(seat: SeatClient, table: string): { messages: number; states: number } {
  const byStep = seen.get(table)!;
  for (const message of seat.received) {
    expect(message.text).not.toContain(SEED_PREFIX);
    expect(message.text).not.toContain('"rng"');
    for (const n of numbersIn(message.text)) expect(given.has(n), `a drawn number or generator state in a ${message.event}`).toBe(false);
    for (const entry of logOf(message.event, message.args)) {
      const mine = seat.seat !== null && entry.action.payload.playerID === String(seat.seat);
      if (!mine && entry.action.payload.type === 'act') expect(entry.action.payload.args).toBeNull();
    }
    if (message.event === 'sync') {
      const { initialState, state } = message.args[1] as { initialState: { G: TableState }; state: { G: SeatTable } };
      // boardgame.io sends initialState unfiltered: it holds the setup and no engine state.
      expect(initialState.G.state).toBeNull();
      expect(initialState.G.events).toEqual([]);
      expect(Object.keys(initialState.G).sort()).toEqual(['changed', 'events', 'fault', 'gameover', 'setup', 'state', 'step', 'table']);
      expect(Object.keys(state.G).sort()).toEqual(['events', 'fault', 'legalActions', 'seat', 'step', 'view']);
    }
    if (message.event === 'update') expect(Object.keys((message.args[1] as { G: object }).G).sort()).toEqual(['events', 'fault', 'legalActions', 'seat', 'step', 'view']);
  }
  for (const [index, held] of seat.states.entries()) {
    const G = byStep.get(held.G.step);
    expect(G, `the server filtered step ${held.G.step}`).toBeDefined();
    // Exactly the seat's own view, events and legal actions: nothing more of G.
    const expected = seatTable(G!, seat.seat === null ? null : String(seat.seat), undefined);
    if (!jsonEqual(held.G as never, expected as never)) expect(held.G).toEqual(JSON.parse(JSON.stringify(expected)));
    for (const event of held.G.events) expect(event.visibleTo === undefined || (seat.seat !== null && event.visibleTo.includes(seat.seat)), 'an event the seat may not see').toBe(true);
    const state = engineState(G!);
    // An ended game's outcome (its scores) is public by the rules and counts every bag, which a
    // re-draw of what the seat has not seen would change; the conformance kit checks views of
    // games in progress too.
    if (seat.seat !== null && state !== null && index % 7 === 0 && !isTerminal(state)) {
      // Whatever the seat has not seen, re-drawn, gives it the same G: nothing unseen reached it.
      const other = { ...G!, state: storedState(determinize(state, seat.seat, `probe-${index}`)) };
      const redrawn = seatTable(other, String(seat.seat), undefined);
      if (!jsonEqual(held.G as never, redrawn as never)) {
        const where = { seat: seat.seat, step: held.G.step, ply: state.ply };
        expect({ where, view: redrawn.view }, 'a determinization changes the view').toEqual({ where, view: held.G.view });
        expect({ where, legal: redrawn.legalActions }, 'a determinization changes the legal actions').toEqual({ where, legal: held.G.legalActions });
      }
    }
  }
  return { messages: seat.received.length, states: seat.states.length };
}

describe('lost-valley-engine/boardgame.io on boardgame.io\'s own Server and socket clients (127.0.0.1)', () => {
  it.each(['lost-valley', 'goldfield-gully'] as const)('%s: four bot clients and a spectator play a full game; every message and state each receives is its own view, nothing predicts a draw', async (name) => {
    const game = games[name];
    const { matchID, credentials } = await createMatch(server.url, name, 4);
    const seats = [0, 1, 2, 3].map((seat) => connect(game, server.url, matchID, seat, credentials[seat]));
    const spectator = connect(game, server.url, matchID, null);
    open.push(...seats, spectator);
    seats.forEach((seat, index) => playAsBot(seat, `${name}/bot-${index}`));
    await until(() => [...seats, spectator].every((seat) => seat.states.at(-1)?.ctx.gameover !== undefined), FULL_GAME_MS, `the end of ${name}`);
    const final = server.stateOf(matchID);
    const table = final.G.table;
    const outcome = final.G.gameover!;
    expect(outcome.scores).toHaveLength(4);
    expect(spectator.states.at(-1)!.ctx.gameover).toEqual(outcome);
    expect(spectator.states.at(-1)!.G.view!.terminal).toBe(true);
    expect(final.G.step).toBeGreaterThan(20);
    for (const seat of [...seats, spectator]) {
      const counted = scan(seat, table);
      expect(counted.states).toBeGreaterThan(10);
    }
    stop([...seats, spectator]);
    // Bots act on every state they get; with several seats moving at once (Goldfield Gully's
    // picks), one chosen at a step whose situation has since changed is refused as stale.
    expect(refusals.filter((refusal) => refusal.table === table && refusal.error.code !== 'boardgame.io/stale')).toEqual([]);
  }, FULL_GAME_MS + 30_000);

  it('malformed, out-of-turn, wrong-seat, chance and unknown-step moves are refused with typed reasons, and the state does not change', async () => {
    const game = games['lost-valley'];
    const { matchID, credentials } = await createMatch(server.url, 'lost-valley', 4);
    const seats = [0, 1, 2, 3].map((seat) => connect(game, server.url, matchID, seat, credentials[seat]));
    open.push(...seats);
    await until(() => seats.every((seat) => seat.states.length > 0), 20_000, 'the first sync');
    seats[0]!.client.moves['draw']!();
    await until(() => seats.every((seat) => seat.states.at(-1)!.G.step === 1), 20_000, 'the first draw');
    const before = server.stateOf(matchID);
    const active = before.G.changed.findIndex((_, seat) => seats[seat]!.states.at(-1)!.G.legalActions.length > 0);
    const idle = active === 0 ? 1 : 0;
    const legal = seats[active]!.states.at(-1)!.G.legalActions[0]!;
    const idleMoves = seats[idle]!.client.moves;
    const step = before.G.step;
    const from = refusals.length;
    idleMoves['act']!('garbage', step);
    idleMoves['act']!({ type: 'move' }, step);
    idleMoves['act']!({ type: 'move', player: 9 }, step);
    idleMoves['act']!(legal, step);
    idleMoves['act']!({ type: 'chance', outcome: 0 }, step);
    idleMoves['act']!({ ...legal, player: idle }, step);
    seats[active]!.client.moves['act']!(legal, step + 5);
    idleMoves['draw']!();
    await until(() => refusals.length >= from + 8, 20_000, 'eight refusals');
    // Each socket's moves arrive in order; the two sockets' may interleave.
    const codes = (seat: number) => refusals.slice(from).filter((refusal) => refusal.seat === String(seat)).map((refusal) => refusal.error.code);
    const idleCodes = codes(idle);
    expect(idleCodes.slice(0, 5)).toEqual(['invalid-action', 'invalid-action', 'no-such-seat', 'boardgame.io/wrong-seat', 'boardgame.io/wrong-seat']);
    expect(idleCodes[5]).toMatch(/^(not-your-turn|lost-valley\/)/);
    expect(idleCodes.slice(6)).toEqual(['no-chance-pending']);
    expect(codes(active)).toEqual(['boardgame.io/unknown-step']);
    for (const refusal of refusals.slice(from)) expect(refusal.error.message.length).toBeGreaterThan(10);
    const after = server.stateOf(matchID);
    expect(after._stateID).toBe(before._stateID);
    expect(after.G).toEqual(before.G);
    // The same action, sent properly, is played.
    seats[active]!.client.moves['act']!(legal, step);
    await until(() => server.stateOf(matchID).G.step === step + 1, 20_000, 'the legal action');
    stop(seats);
  });

  it('the lobby refuses a setupData the game refuses, with the engine\'s words', async () => {
    const refused = await tryCreate(server.url, 'goldfield-gully', { numPlayers: 4, setupData: { variant: 'no-such-variant' } });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('no variant');
    const junk = await tryCreate(server.url, 'goldfield-gully', { numPlayers: 4, setupData: { seed: 1 } });
    expect(junk.status).toBe(400);
    expect(junk.text).toContain('invalid-setup');
  });
});
