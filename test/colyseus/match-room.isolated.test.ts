import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../src/index.js';
import { clientView } from '../../src/match/index.js';
import { hashSeatToken, JOIN_REFUSED, type ResumedTable, type TableSave, type TableStore } from '../../src/colyseus/index.js';
import { startMatch } from '../../src/match/index.js';
import { follow, joinSeat, scanSeat, seenTokens, serverRoom, startServer, waitFor, type Seat } from './room-support.js';

// A real Colyseus 0.16 server on 127.0.0.1 (an ephemeral port) and real colyseus.js clients.
// Every table's seed starts with SEED_MARK, so the leak scan can look for it in what clients got.
const SEED_MARK = 'server-secret-seed';
let tables = 0;
let url = '';
let stop: () => Promise<void> = async () => {};

// A store holding tables saved before seat tokens were hashed (`token` in plain text), as a
// database of an older server would: each is handed out once, and every save is recorded.
const legacySaves: TableSave[] = [];
const legacyTables = new Map<string, ResumedTable>();
const legacyStore: TableStore = {
  save: async (save) => {
    legacySaves.push(save);
  },
  resume: (roomId) => {
    const table = legacyTables.get(roomId) ?? null;
    legacyTables.delete(roomId);
    return table;
  },
};

// A store whose step saves wait for the test to let them through: what the seats are sent of a
// step must wait for its save (the room encodes each message when it queues it, and writes the
// bytes once the save has settled).
const heldSaves: (() => void)[] = [];
const gatedStore: TableStore = {
  save: (save) => (save.reason === 'step' ? new Promise<void>((resolve) => heldSaves.push(resolve)) : Promise.resolve()),
  resume: () => null,
};

beforeAll(async () => {
  const seed = (): string => `${SEED_MARK}-${++tables}`;
  const server = await startServer({
    table: { seed, graceSeconds: 5 },
    filled: { seed, emptySeatBot: { bot: 'random', afterSeconds: 0.2 } },
    hosted: { seed, games: ['goldfield-gully'], undo: false },
    short: { seed, graceSeconds: 0.3 },
    kept: { seed, store: legacyStore },
    gated: { seed, store: gatedStore },
  });
  url = server.url;
  stop = server.stop;
});

afterAll(async () => {
  await stop();
});

/** What no connection may be sent: the seed, every other connection's seat token, and the hashes the server keeps. */
function secretsOf(roomId: string, me: Seat): string[] {
  const hashes = serverRoom(roomId).seats.map((seat) => seat.tokenHash).filter((hash): hash is string => hash !== null);
  return [SEED_MARK, ...[...seenTokens].filter((token) => token !== me.token), ...hashes];
}

async function createTable(name: string, options: Record<string, unknown>, auto: boolean, seed: string): Promise<Seat> {
  const room = await new Client(url).create(name, options);
  return follow(room, auto, seed);
}

const FULL_GAMES = [
  { game: 'lost-valley', players: 4, spectators: 0 },
  { game: 'goldfield-gully', players: 4, spectators: 0 },
  { game: 'lost-dutchman', players: 4, spectators: 0 },
  { game: 'mountain-river-duel', players: 2, spectators: 2 },
] as const;

describe('lost-valley-engine/colyseus: a room over the match protocol', () => {
  it('with a store, no seat is sent anything of a step before its save settles; then every seat gets its update, decoded as sent', async () => {
    const first = await createTable('gated', { game: 'mountain-river-duel', players: 2 }, false, 'g0');
    const second = await joinSeat(url, first.room.roomId, { seat: 1 }, false, 'g1');
    const seats = [first, second];
    await waitFor(seats, () => seats.every((me) => me.client !== null));
    const mover = seats.find((me) => me.client!.active)!;
    const step = mover.client!.step;
    const received = seats.map((me) => me.received.length);
    mover.room.send('match', { type: 'submit', step, action: mover.client!.legalActions[0] });
    await waitFor(seats, () => heldSaves.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seats.map((me) => me.received.length)).toEqual(received);
    heldSaves.shift()!();
    await waitFor(seats, () => seats.every((me) => me.client!.step === step + 1));
    expect(seats.flatMap((me) => me.errors)).toEqual([]);
    expect(seats.every((me) => me.received.length === received[seats.indexOf(me)]! + 1)).toBe(true);
  });

  for (const { game, players, spectators } of FULL_GAMES) {
    it(`four clients play a full game of ${game}, and the leak scan finds nothing another seat holds`, async () => {
      const first = await createTable('table', { game, players }, true, `${game}-0`);
      const roomId = first.room.roomId;
      const seats = [first];
      for (let seat = 1; seat < players; seat++) seats.push(await joinSeat(url, roomId, { seat }, true, `${game}-${seat}`));
      for (let i = 0; i < spectators; i++) seats.push(await joinSeat(url, roomId, { spectate: true }, false, 'watch'));
      await waitFor(seats, () => seats.every((me) => me.client !== null && clientView(me.client).terminal), 100_000);
      const match = serverRoom(roomId).match!;
      expect(seats.map((me) => me.seat)).toEqual([...Array.from({ length: players }, (_, seat) => seat), ...Array.from({ length: spectators }, () => null)]);
      for (const me of seats) {
        expect(me.errors).toEqual([]);
        expect(me.client!.step).toBe(match.step);
        expect(scanSeat(me, match, secretsOf(roomId, me))).toBeGreaterThan(0);
        expect(me.refusals.every((code) => code === 'match/stale' || code.startsWith(`${game}/`))).toBe(true);
        // The server keeps the token's hash only: the seat's hash is its SHA-256, and no seat holds the token itself.
        if (me.seat === null) continue; // a spectator has no token
        expect(serverRoom(roomId).seats[me.seat]!.tokenHash).toBe(hashSeatToken(me.token!));
        expect(JSON.stringify(serverRoom(roomId).seats)).not.toContain(me.token!);
      }
      await Promise.all(seats.map((me) => me.room.leave()));
    });
  }

  it('malformed, out-of-turn, wrong-seat, spectator and stale submits get typed refusals, to the sender only, and change nothing', async () => {
    const first = await createTable('table', { game: 'mountain-river-duel', players: 2 }, false, 'r0');
    const roomId = first.room.roomId;
    const second = await joinSeat(url, roomId, { seat: 1 }, false, 'r1');
    const watcher = await joinSeat(url, roomId, { spectate: true }, false, 'rw');
    const seats = [first, second, watcher];
    await waitFor(seats, () => seats.every((me) => me.client !== null));
    const mover = seats.find((me) => me.client!.active)!;
    const idle = mover === first ? second : first;
    const legal = mover.client!.legalActions[0]!;
    const step = mover.client!.step;
    const tries: [Seat, unknown, string][] = [
      [mover, { type: 'submit', step, action: 'garbage' }, 'invalid-action'],
      [mover, { type: 'submit', step, action: { type: 'no-such-move', player: mover.seat } }, 'invalid-action'],
      [mover, { type: 'submit', step, action: { ...legal, player: 9 } }, 'no-such-seat'],
      [mover, 42, 'match/invalid-message'],
      [mover, { type: 'since', step: 999 }, 'match/unknown-step'],
      [idle, { type: 'submit', step, action: legal }, 'match/wrong-seat'],
      [idle, { type: 'submit', step, action: { ...legal, player: idle.seat } }, 'not-your-turn'],
      [watcher, { type: 'submit', step, action: legal }, 'match/wrong-seat'],
      [mover, { type: 'submit', step: step + 5, action: legal }, 'match/unknown-step'],
    ];
    for (const [me, message, code] of tries) {
      const counts = seats.map((s) => s.received.length);
      const refusals = me.refusals.length;
      me.room.send('match', message);
      await waitFor(seats, () => me.refusals.length > refusals);
      expect(me.refusals[refusals]).toBe(code);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(serverRoom(roomId).match!.step).toBe(step);
      expect(seats.map((s) => s.received.length)).toEqual(counts.map((count, i) => (seats[i] === me ? count + 1 : count)));
    }
    // A message type the room does not take is refused on the match channel.
    const before = mover.refusals.length;
    mover.room.send('hello', { type: 'submit' });
    await waitFor(seats, () => mover.refusals.length > before);
    expect(mover.refusals[before]).toBe('colyseus/unknown-message');
    // Stale: the seat acts at `step`, then sends another action chosen at `step`.
    mover.room.send('match', { type: 'submit', step, action: legal });
    await waitFor(seats, () => serverRoom(roomId).match!.step > step && seats.every((s) => s.client!.step === serverRoom(roomId).match!.step));
    const now = serverRoom(roomId).match!.step;
    const stale = mover.refusals.length;
    mover.room.send('match', { type: 'submit', step, action: legal });
    await waitFor(seats, () => mover.refusals.length > stale);
    expect(mover.refusals[stale]).toBe('match/stale');
    expect(serverRoom(roomId).match!.step).toBe(now);
    for (const me of seats) expect(me.errors).toEqual([]);
    await Promise.all(seats.map((me) => me.room.leave()));
  });

  it('refuses a taken seat, a bad token, an unhosted game, a bot the server does not offer, and undo where the server allows none', async () => {
    const first = await createTable('table', { game: 'goldfield-gully', players: 3 }, false, 'j0');
    const roomId = first.room.roomId;
    const refusal = async (join: Promise<unknown>): Promise<string> => {
      try {
        await join;
        return 'joined';
      } catch (error) {
        expect((error as { code: number }).code).toBe(JOIN_REFUSED);
        return (error as Error).message.split(':')[0]!;
      }
    };
    expect(await refusal(new Client(url).joinById(roomId, { seat: 0 }))).toBe('colyseus/seat-taken');
    expect(await refusal(new Client(url).joinById(roomId, { seat: 7 }))).toBe('no-such-seat');
    expect(await refusal(new Client(url).joinById(roomId, { token: 'not-a-token' }))).toBe('colyseus/bad-token');
    expect(await refusal(new Client(url).joinById(roomId, { seat: 'first' }))).toBe('colyseus/invalid-join');
    expect(await refusal(new Client(url).create('table', { game: 'no-such-game', players: 3 }))).toBe('invalid-setup');
    expect(await refusal(new Client(url).create('table', { game: 'goldfield-gully', players: 3, bots: ['ismcts:100000'] }))).toBe('colyseus/bot-not-allowed');
    expect(await refusal(new Client(url).create('hosted', { game: 'lost-valley', players: 4 }))).toBe('colyseus/game-not-hosted');
    const hosted = await createTable('hosted', { game: 'goldfield-gully', players: 2, bots: [null, 'heuristic'] }, false, 'h0');
    await waitFor([hosted], () => hosted.client !== null);
    hosted.room.send('match', { type: 'undo' });
    await waitFor([hosted], () => hosted.refusals.length > 0);
    expect(hosted.refusals).toEqual(['colyseus/undo-disabled']);
    await Promise.all([first, hosted].map((me) => me.room.leave()));
  });

  it('a client that drops reconnects within the grace time, gets its history and plays on; a token takes a seat back from a new connection', async () => {
    const me = await createTable('table', { game: 'goldfield-gully', players: 4, bots: [null, 'heuristic', 'heuristic'] }, true, 'd0');
    const roomId = me.room.roomId;
    const other = await joinSeat(url, roomId, { seat: 'any' }, true, 'd3');
    await waitFor([other], () => other.token !== null);
    expect(other.seat).toBe(3);
    // Drop without leaving (no consent) once this seat has picked and waits for the others: the
    // server holds the seat for the grace time while the others play on. The drop happens in the
    // message handler, at the very update that shows the seat waiting: a poll (as before) could
    // miss every such moment on a loaded machine, drop after the game had ended, and then wait
    // for a step that never came (the CI failure once blamed on a lost message).
    let stepWhenDropped = -1;
    let token = '';
    me.onMessage = () => {
      const client = me.client;
      if (stepWhenDropped >= 0 || !client || client.step < 8 || client.active || clientView(client).terminal) return;
      stepWhenDropped = client.step;
      me.auto = false;
      token = me.room.reconnectionToken;
      me.onMessage = null;
      me.room.removeAllListeners(); // what was already on its way is lost with the connection
      me.room.connection.close();
    };
    await waitFor([me], () => stepWhenDropped >= 0, 30_000);
    await waitFor([], () => serverRoom(roomId).seats[0]!.away);
    await waitFor([], () => serverRoom(roomId).match!.step > stepWhenDropped);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const back = await new Client(url).reconnect(token);
    me.auto = true;
    follow(back, true, 'd0', me);
    const histories = me.received.length;
    const missed = serverRoom(roomId).match!.step - stepWhenDropped;
    // Sent once, the instant the reconnection completes: the room gets it (see the test below).
    back.send('match', { type: 'since', step: me.client!.step });
    await waitFor([me], () => me.received.length > histories);
    expect((me.received[histories] as { type: string }).type).toBe('history');
    expect((me.received[histories] as { updates: unknown[] }).updates.length).toBeGreaterThanOrEqual(missed);
    expect(missed).toBeGreaterThan(0);
    expect(serverRoom(roomId).seats[0]!.away).toBe(false);
    // Seat 3 leaves for good, and its token takes the seat back from a new connection.
    const otherToken = other.token!;
    await other.room.leave(true);
    await waitFor([], () => serverRoom(roomId).seats[3]!.session === null);
    const again = await joinSeat(url, roomId, { token: otherToken }, true, 'd3b');
    await waitFor([again], () => again.token !== null);
    expect(again.seat).toBe(3);
    expect(again.token).toBe(otherToken);
    await waitFor([me, again], () => [me, again].every((s) => s.client !== null && clientView(s.client).terminal), 30_000);
    const match = serverRoom(roomId).match!;
    for (const seat of [me, again]) {
      expect(seat.errors).toEqual([]);
      expect(seat.client!.step).toBe(match.step);
      expect(scanSeat(seat, match, secretsOf(roomId, seat))).toBeGreaterThan(0);
    }
    await Promise.all([me, again].map((s) => s.room.leave()));
  });

  it('a since and a submit sent the instant a reconnection completes reach the room and are answered, 20 reconnections in a row', async () => {
    // Colyseus 0.16 takes room messages from a reconnecting connection as soon as it is handed
    // back (the client only sends after its JOIN_ROOM, and acknowledges it first), and queues what
    // the room sends until that acknowledgement: nothing is lost in between. Each round drops the
    // connection, reconnects, and sends in the same tick that `reconnect()` resolves.
    const me = await createTable('table', { game: 'goldfield-gully', players: 2, bots: [null, 'heuristic'] }, false, 'i0');
    const roomId = me.room.roomId;
    await waitFor([me], () => me.client !== null && me.client.active);
    // From step 1 on, the history this test asks for (`since: 0`) is told apart from the one
    // `follow` asks for by itself after missed updates (since the client's own step).
    if (me.client!.step === 0) me.room.send('match', { type: 'submit', step: 0, action: me.client!.legalActions[0] });
    await waitFor([me], () => me.client!.step >= 1 && me.client!.step === serverRoom(roomId).match!.step);
    const answers = (): number => me.other.filter((m) => m.type === 'done').length + me.refusals.length;
    const sinceZero = (): number => me.received.filter((m) => (m as { type: string; since?: number }).type === 'history' && (m as { since: number }).since === 0).length;
    for (let round = 0; round < 20; round++) {
      const token = me.room.reconnectionToken;
      me.room.connection.close();
      await waitFor([], () => serverRoom(roomId).seats[0]!.away);
      const histories = sinceZero();
      const answered = answers();
      const client = me.client!;
      const submits = client.active && client.legalActions.length > 0 ? 1 : 0;
      const back = await new Client(url).reconnect(token);
      follow(back, false, 'i0', me);
      back.send('match', { type: 'since', step: 0 });
      if (submits > 0) back.send('match', { type: 'submit', step: client.step, action: client.legalActions[0] });
      await waitFor([me], () => sinceZero() > histories && answers() >= answered + submits, 10_000);
      expect(sinceZero()).toBe(histories + 1);
      expect(answers()).toBe(answered + submits);
      expect(serverRoom(roomId).seats[0]!.away).toBe(false);
      // The bot answers the pick before the next round, so that each round can submit again
      // (after the game's end, the rounds go on with `since` alone).
      await waitFor([me], () => me.client!.step === serverRoom(roomId).match!.step && (me.client!.active || clientView(me.client!).terminal));
    }
    expect(me.errors).toEqual([]);
    expect(me.refusals.every((code) => code === 'match/stale')).toBe(true);
    expect(me.other.filter((m) => m.type === 'done').length).toBeGreaterThanOrEqual(5);
    expect(scanSeat(me, serverRoom(roomId).match!, secretsOf(roomId, me))).toBeGreaterThan(0);
    await me.room.leave();
  });

  it('bots fill the seats nobody takes, on the server, and play a full Lost Valley game with one person', async () => {
    const me = await createTable('filled', { game: 'lost-valley', players: 4 }, true, 'f0');
    const roomId = me.room.roomId;
    await waitFor([me], () => me.client !== null && clientView(me.client).terminal, 100_000);
    const room = serverRoom(roomId);
    expect(room.seats.map((seat) => seat.bot)).toEqual([null, 'random', 'random', 'random']);
    const seatsMessages = me.other.filter((m) => m.type === 'seats').map((m) => m.message as { seats: { holder: string }[] });
    expect(seatsMessages[seatsMessages.length - 1]!.seats.map((seat) => seat.holder)).toEqual(['person', 'bot', 'bot', 'bot']);
    expect(me.errors).toEqual([]);
    expect(scanSeat(me, room.match!, secretsOf(roomId, me))).toBeGreaterThan(0);
    await me.room.leave();
  });

  it('after the grace time the seat waits for its token: a reconnection is refused, the token takes the seat back', async () => {
    const me = await createTable('short', { game: 'goldfield-gully', players: 2, bots: [null, 'heuristic'] }, false, 'g0');
    const roomId = me.room.roomId;
    await waitFor([me], () => me.token !== null && me.client !== null);
    const reconnection = me.room.reconnectionToken;
    const token = me.token!;
    me.room.connection.close();
    await waitFor([], () => serverRoom(roomId).seats[0]!.away);
    await waitFor([], () => serverRoom(roomId).seats[0]!.session === null, 5_000);
    await expect(new Client(url).reconnect(reconnection)).rejects.toThrow();
    expect(serverRoom(roomId).seats[0]!.tokenHash).toBe(hashSeatToken(token));
    const back = await joinSeat(url, roomId, { token }, true, 'g0b');
    await waitFor([back], () => back.client !== null && clientView(back.client).terminal, 30_000);
    expect(back.seat).toBe(0);
    expect((back.received[0] as { type: string }).type).toBe('welcome');
    expect(back.errors).toEqual([]);
    await back.room.leave();
  });

  it('a table saved with plain seat tokens (before hashes) resumes: its tokens take their seats, the seats are saved again with hashes only; bad saved seats are refused', async () => {
    const started = startMatch({ game: 'goldfield-gully', players: 2, seed: `${SEED_MARK}-legacy` });
    if (!started.ok) throw new Error(started.error.message);
    const oldToken = 'old-plain-token-of-seat-0';
    const oldSeats = [
      { token: oldToken, session: 'gone', away: false, bot: null, fixedBot: false },
      { token: null, session: null, away: false, bot: null, fixedBot: false },
    ];
    legacyTables.set('old-table', { options: { game: 'goldfield-gully', players: 2 }, match: started.match, seats: oldSeats as unknown as ResumedTable['seats'] });
    // The creator takes the open seat; the old token takes seat 0.
    const creator = await createTable('kept', { resume: 'old-table' }, false, 'k1');
    await waitFor([creator], () => creator.token !== null && creator.client !== null);
    expect(creator.room.roomId).toBe('old-table');
    expect(creator.seat).toBe(1);
    const old = await joinSeat(url, 'old-table', { token: oldToken }, false, 'k0');
    await waitFor([old], () => old.token !== null && old.client !== null);
    expect([old.seat, old.token]).toEqual([0, oldToken]);
    const seats = serverRoom('old-table').seats;
    expect(seats[0]!.tokenHash).toBe(hashSeatToken(oldToken));
    const saved = legacySaves.filter((save) => save.roomId === 'old-table');
    expect(saved[0]!.reason).toBe('seats'); // at once on resuming, before anyone joined
    expect(saved[0]!.seats.map((seat) => seat.tokenHash)).toEqual([hashSeatToken(oldToken), null]);
    expect(JSON.stringify(saved)).not.toContain(oldToken);
    expect(JSON.stringify(saved)).not.toContain(creator.token!);
    // Seats that do not fit the match, or whose plain token and hash disagree, are refused.
    const refused = async (seatsOfTable: unknown): Promise<string> => {
      legacyTables.set('bad-table', { options: { game: 'goldfield-gully', players: 2 }, match: started.match, seats: seatsOfTable as ResumedTable['seats'] });
      try {
        await new Client(url).create('kept', { resume: 'bad-table' });
        return 'created';
      } catch (error) {
        return (error as Error).message.split(':')[0]!;
      }
    };
    expect(await refused([oldSeats[0]])).toBe('colyseus/bad-saved-table');
    expect(await refused([{ ...oldSeats[0], tokenHash: hashSeatToken('another') }, oldSeats[1]])).toBe('colyseus/bad-saved-table');
    expect(await refused([{ ...oldSeats[0], tokenHash: 'not-hex' }, oldSeats[1]])).toBe('colyseus/bad-saved-table');
    await Promise.all([creator, old].map((me) => me.room.leave()));
  });

  it('a seat undoes its own secret pick through the room, and every seat is sent the undo', async () => {
    const first = await createTable('table', { game: 'goldfield-gully', players: 3 }, false, 'u0');
    const roomId = first.room.roomId;
    const seats = [first, await joinSeat(url, roomId, { seat: 1 }, false, 'u1'), await joinSeat(url, roomId, { seat: 2 }, false, 'u2')];
    await waitFor(seats, () => seats.every((me) => me.client !== null && me.client.active));
    const step = first.client!.step;
    first.room.send('match', { type: 'submit', step, action: first.client!.legalActions[0] });
    await waitFor(seats, () => seats.every((me) => me.client!.step === step + 1));
    first.room.send('match', { type: 'undo', step: step + 1 });
    await waitFor(seats, () => seats.every((me) => me.client!.step === step + 2));
    for (const me of seats) {
      const last = me.received[me.received.length - 1] as { type: string; change: string };
      expect([last.type, last.change]).toEqual(['update', 'undo']);
      expect(me.errors).toEqual([]);
    }
    expect(first.client!.active).toBe(true);
    const match = serverRoom(roomId).match!;
    for (const me of seats) expect(scanSeat(me, match, secretsOf(roomId, me))).toBeGreaterThan(0);
    await Promise.all(seats.map((me) => me.room.leave()));
  });
});
