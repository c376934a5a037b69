import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import '../../src/index.js';
import { clientView, loadMatch } from '../../src/match/index.js';
import { joinSeat, scanSeat, waitFor, type Seat } from '../colyseus/room-support.js';
import { builtPackage, createTable, dumpTables, freePort, service, startServerProcess, type ServerProcess } from './server-process.js';

// Two example server processes on 127.0.0.1 sharing one Redis (Colyseus's RedisPresence and
// RedisDriver) and one Postgres: a table made through one is joined through the other.
// Needs a Redis and a Postgres (TEST_REDIS_URL, TEST_DATABASE_URL; .ci/run starts both).
const running: ServerProcess[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const server of running) await server.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(!builtPackage)('the example server with --redis: several processes as one', () => {
  it('clients joining one table through two different processes play a full game together', async (context) => {
    const redis = service('TEST_REDIS_URL');
    const database = service('TEST_DATABASE_URL');
    if (redis === null || database === null) return context.skip();
    const run = `redis-${process.pid}-${Date.now()}`;
    const ports = [await freePort(), await freePort()];
    const servers: ServerProcess[] = [];
    for (const [index, port] of ports.entries()) {
      const server = await startServerProcess(['--port', String(port), '--redis', redis, '--name', `${run}-${index}`, '--bot-delay', '5'], { DATABASE_URL: database });
      running.push(server);
      servers.push(server);
    }
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const roomId = await createTable(one.httpUrl, { game: 'goldfield-gully', players: 4, bots: [null, null, null, 'random'] });
    // The table is listed by both processes (the driver's listing lives in Redis).
    const listed = (await (await fetch(`${two.httpUrl}api/tables`)).json()) as { roomId: string }[];
    expect(listed.map((table) => table.roomId)).toContain(roomId);
    const seats: Seat[] = [
      await joinSeat(one.url, roomId, { seat: 0 }, true, `${run}-0`),
      await joinSeat(two.url, roomId, { seat: 1 }, true, `${run}-1`),
      await joinSeat(two.url, roomId, { seat: 2 }, true, `${run}-2`),
    ];
    await waitFor(seats, () => seats.every((me) => me.client !== null && clientView(me.client).terminal), 120_000);
    const [saved] = await dumpTables([roomId], { databaseUrl: database });
    const loaded = loadMatch(saved!.match);
    if (!loaded.ok) throw new Error(loaded.error.message);
    for (const me of seats) {
      expect(me.errors).toEqual([]);
      expect(me.client!.step).toBe(loaded.match.step);
      const hashes = saved!.seats.map((seat) => seat.tokenHash).filter((hash): hash is string => typeof hash === 'string');
      const secrets = [String(loaded.match.setup.seed), ...seats.map((seat) => seat.token).filter((token): token is string => token !== null && token !== me.token), ...hashes];
      expect(JSON.stringify(saved!.seats)).not.toContain(me.token!);
      expect(scanSeat(me, loaded.match, secrets)).toBeGreaterThan(0);
    }
    expect(seats.map((me) => me.seat)).toEqual([0, 1, 2]);
  }, 300_000);
});
