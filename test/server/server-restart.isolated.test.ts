import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import '../../src/index.js';
import { clientView, loadMatch, receiveMessage, type Match, type SeatClient } from '../../src/match/index.js';
import { hashSeatToken } from '../../src/colyseus/index.js';
import { follow, joinSeat, scanSeat, waitFor, type Seat } from '../colyseus/room-support.js';
import { builtPackage, createTable, dumpTables, service, startServerProcess, type DumpedTable, type ServerProcess } from './server-process.js';

// The example server (examples/server) as its own process on 127.0.0.1, its tables in PGlite
// (a temporary folder) or in a real Postgres (TEST_DATABASE_URL), killed mid-game by its process
// id and started again. The checks read the tables back from the database after the server stops.
const folders: string[] = [];
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const server of running) await server.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function start(args: readonly string[], env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(args, env);
  running.push(server);
  return server;
}

/** What `me` may never be sent: the seed, the other seats' tokens, and the token hashes the database keeps. */
function secrets(match: Match, saved: DumpedTable, seats: readonly Seat[], me: Seat): string[] {
  const hashes = saved.seats.map((seat) => seat.tokenHash).filter((hash): hash is string => typeof hash === 'string');
  return [String(match.setup.seed), ...seats.map((seat) => seat.token).filter((token): token is string => token !== null && token !== me.token), ...hashes];
}

/** The saved tables, read back by a process of their own, with their matches rebuilt. */
async function savedTables(ids: readonly string[], where: { dataDir?: string; databaseUrl?: string }): Promise<(DumpedTable & { loaded: Match })[]> {
  return (await dumpTables(ids, where)).map((table) => {
    const r = loadMatch(table.match);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    return { ...table, loaded: r.match };
  });
}

/**
 * Stops the server (SIGTERM) with the seats still connected: it closes every connection itself
 * (code 4000, a consented close: no grace time is held for it) and exits. (The clients must not
 * `leave()` afterwards: colyseus.js 0.16's `leave()` on a room the server has already closed
 * never resolves, which is what once held this test for its whole time.)
 */
async function stopWithClients(server: ServerProcess, seats: readonly Seat[]): Promise<void> {
  const closed = seats.map((me) => new Promise<number>((resolve) => me.room.onLeave(resolve)));
  await server.stop();
  expect(server.output.join('')).toContain(`stopping: closing ${seats.length} connection(s)`);
  expect(await Promise.all(closed)).toEqual(seats.map(() => 4000));
}

/** A killed server resumes every table: clients take their seats back, get their history, and play on to the end. */
async function killAndResume(args: readonly string[], env: Record<string, string>, where: { dataDir?: string; databaseUrl?: string }): Promise<void> {
  let server = await start(args, env);
  const gully = await createTable(server.httpUrl, { game: 'goldfield-gully', players: 4, bots: [null, null, 'random', 'random'] });
  const duel = await createTable(server.httpUrl, { game: 'mountain-river-duel', players: 2 });
  const tables = [gully, gully, duel, duel];
  const seats: Seat[] = [];
  for (const [index, roomId] of tables.entries()) seats.push(await joinSeat(server.url, roomId, { seat: index % 2 }, true, `restart-${index}`));
  await waitFor(seats, () => seats.every((me) => me.client !== null && me.client.step >= 6), 60_000);
  await server.kill();
  for (const me of seats) me.auto = false;
  const before: SeatClient[] = seats.map((me) => me.client!);

  server = await start(args, env);
  expect(server.resumed).toBe(2);
  for (const [index, me] of seats.entries()) {
    const room = await new Client(server.url).joinById(tables[index]!, { token: me.token });
    follow(room, false, `restart-${index}`, me);
  }
  await waitFor(seats, () => seats.every((me, index) => me.client !== before[index] && me.client !== null));
  for (const [index, me] of seats.entries()) {
    const resumedAt = me.client!;
    // Nothing a client saw was lost: the table is at its step or later, and the seat's history
    // since its last step, applied to what it had, is exactly the welcome's view.
    expect(resumedAt.step).toBeGreaterThanOrEqual(before[index]!.step);
    const count = me.received.length;
    me.room.send('match', { type: 'since', step: before[index]!.step });
    await waitFor(seats, () => me.received.slice(count).some((message) => (message as { type: string }).type === 'history'));
    const history = me.received.slice(count).find((message) => (message as { type: string }).type === 'history');
    const caughtUp = receiveMessage(before[index]!, history);
    expect(caughtUp.ok).toBe(true);
    if (caughtUp.ok) expect(clientView(caughtUp.client)).toEqual(clientView(resumedAt));
  }
  for (const me of seats) {
    me.auto = true;
    me.pending = -1; // a submit the killed server never answered
  }
  for (const me of seats) me.room.send('match', { type: 'since', step: me.client!.step }); // nudges each to act
  await waitFor(seats, () => seats.every((me) => clientView(me.client!).terminal), 120_000).catch((error: Error) => {
    const where = seats.map((me) => `seat ${me.seat}: step ${me.client!.step}, active ${me.client!.active}, pending ${me.pending}, refusals ${me.refusals.slice(-3).join(' ')}, errors ${me.errors.join(' ')}`);
    throw new Error(`${error.message}\n${where.join('\n')}\n${server.output.join('').slice(-2000)}`);
  });
  await stopWithClients(server, seats);
  const saved = await savedTables(tables, where);
  for (const [index, me] of seats.entries()) {
    const table = saved[index]!;
    expect(table.loaded.step).toBe(me.client!.step);
    expect(table.changes).toBe(table.loaded.step);
    expect(me.errors).toEqual([]);
    expect(scanSeat(me, table.loaded, secrets(table.loaded, table, seats, me))).toBeGreaterThan(0);
    // The database keeps the hash of the seat's token, never the token.
    expect(table.seats[me.seat!]!.tokenHash).toBe(hashSeatToken(me.token!));
    expect(JSON.stringify(table.seats)).not.toContain(me.token!);
  }
}

describe.skipIf(!builtPackage)('the example server (examples/server): tables kept in Postgres', () => {
  it('is killed mid-game by its pid and started again: every table resumes from PGlite where it was, and the clients take their seats back, get their history and play on', async () => {
    const data = mkdtempSync(join(tmpdir(), 'lve-server-'));
    folders.push(data);
    const args = ['--port', '0', '--data', data, '--name', 'restart', '--bot-delay', '5'];
    await killAndResume(args, {}, { dataDir: data });
  }, 480_000);

  it('does the same on a real Postgres (DATABASE_URL)', async (context) => {
    const url = service('TEST_DATABASE_URL');
    if (url === null) return context.skip();
    const args = ['--port', '0', '--name', `restart-${process.pid}-${Date.now()}`, '--bot-delay', '5'];
    await killAndResume(args, { DATABASE_URL: url }, { databaseUrl: url });
  }, 480_000);

  it('four clients play a full Lost Valley game through the server; the leak scan of every message against the saved table finds nothing another seat holds', async () => {
    const data = mkdtempSync(join(tmpdir(), 'lve-server-'));
    folders.push(data);
    const server = await start(['--port', '0', '--data', data, '--name', 'full'], {});
    const roomId = await createTable(server.httpUrl, { game: 'lost-valley', players: 4 });
    const seats: Seat[] = [];
    for (let seat = 0; seat < 4; seat++) seats.push(await joinSeat(server.url, roomId, { seat }, true, `full-${seat}`));
    await waitFor(seats, () => seats.every((me) => me.client !== null && clientView(me.client).terminal), 200_000);
    await stopWithClients(server, seats);
    const [table] = await savedTables([roomId], { dataDir: data });
    for (const me of seats) {
      expect(me.errors).toEqual([]);
      expect(me.client!.step).toBe(table!.loaded.step);
      expect(scanSeat(me, table!.loaded, secrets(table!.loaded, table!, seats, me))).toBeGreaterThan(0);
    }
  }, 480_000);

  it('malformed, out-of-turn, wrong-seat and stale submits are refused with their codes and change nothing: not the match, not the database, not the other seat', async () => {
    const data = mkdtempSync(join(tmpdir(), 'lve-server-'));
    folders.push(data);
    const server = await start(['--port', '0', '--data', data, '--name', 'refusals'], {});
    const roomId = await createTable(server.httpUrl, { game: 'mountain-river-duel', players: 2 });
    const seats = [await joinSeat(server.url, roomId, { seat: 0 }, false, 'r0'), await joinSeat(server.url, roomId, { seat: 1 }, false, 'r1')];
    await waitFor(seats, () => seats.every((me) => me.client !== null));
    const mover = seats.find((me) => me.client!.active)!;
    const waiter = seats.find((me) => me !== mover)!;
    const move = mover.client!.legalActions[0]!;
    const tries: [Seat, unknown, string][] = [
      [mover, { type: 'submit', action: 'garbage', step: 0 }, 'invalid-action'],
      [mover, { type: 'submit', action: { ...move, player: 9 }, step: 0 }, 'no-such-seat'],
      [mover, { type: 'submit', action: { ...move, player: waiter.seat }, step: 0 }, 'match/wrong-seat'],
      [waiter, { type: 'submit', action: { ...move, player: waiter.seat }, step: 0 }, 'not-your-turn'],
    ];
    const refuseAll = async (list: [Seat, unknown, string][]): Promise<void> => {
      for (const [me, message, code] of list) {
        const other = seats.find((seat) => seat !== me)!;
        const heard = other.received.length;
        const count = me.refusals.length;
        me.room.send('match', message);
        await waitFor(seats, () => me.refusals.length > count);
        expect(me.refusals.at(-1)).toBe(code);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(other.received.length).toBe(heard);
      }
    };
    await refuseAll(tries);
    expect(seats.map((me) => me.client!.step)).toEqual([0, 0]);
    mover.room.send('match', { type: 'submit', action: move, step: 0 });
    await waitFor(seats, () => seats.every((me) => me.client!.step === 1));
    await refuseAll([[mover, { type: 'submit', action: move, step: 0 }, 'match/stale']]);
    await stopWithClients(server, seats);
    const [table] = await savedTables([roomId], { dataDir: data });
    expect(table!.changes).toBe(1);
    expect(table!.loaded.step).toBe(1);
  }, 200_000);
});
