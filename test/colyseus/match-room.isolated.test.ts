import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../src/index.js';
import { clientView } from '../../src/match/index.js';
import { JOIN_REFUSED } from '../../src/colyseus/index.js';
import { follow, joinSeat, scanSeat, serverRoom, startServer, waitFor, type Seat } from './room-support.js';

// A real Colyseus 0.16 server on 127.0.0.1 (an ephemeral port) and real colyseus.js clients.
// Every table's seed starts with SEED_MARK, so the leak scan can look for it in what clients got.
const SEED_MARK = 'server-secret-seed';
let tables = 0;
let url = '';
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const seed = (): string => `${SEED_MARK}-${++tables}`;
  const server = await startServer({
    table: { seed, graceSeconds: 5 },
    filled: { seed, emptySeatBot: { bot: 'random', afterSeconds: 0.2 } },
    hosted: { seed, games: ['goldfield-gully'], undo: false },
  });
  url = server.url;
  stop = server.stop;
});

afterAll(async () => {
  await stop();
});

function secretsOf(roomId: string, me: Seat): string[] {
  const room = serverRoom(roomId);
  const tokens = room.seats.map((seat) => seat.token).filter((token): token is string => token !== null && token !== me.token);
  return [SEED_MARK, ...tokens];
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
  for (const { game, players, spectators } of FULL_GAMES) {
    it(`four clients play a full game of ${game}, and the leak scan finds nothing another seat holds`, async () => {
      const first = await createTable('table', { game, players }, true, `${game}-0`);
      const roomId = first.room.roomId;
      const seats = [first];
      for (let seat = 1; seat < players; seat++) seats.push(await joinSeat(url, roomId, { seat }, true, `${game}-${seat}`));
      for (let i = 0; i < spectators; i++) seats.push(await joinSeat(url, roomId, { spectate: true }, false, 'watch'));
      await waitFor(seats, () => seats.every((me) => me.client !== null && clientView(me.client).terminal), 60_000);
      const match = serverRoom(roomId).match!;
      expect(seats.map((me) => me.seat)).toEqual([...Array.from({ length: players }, (_, seat) => seat), ...Array.from({ length: spectators }, () => null)]);
      for (const me of seats) {
        expect(me.errors).toEqual([]);
        expect(me.client!.step).toBe(match.step);
        expect(scanSeat(me, match, secretsOf(roomId, me))).toBeGreaterThan(0);
        expect(me.refusals.every((code) => code === 'match/stale' || code.startsWith(`${game}/`))).toBe(true);
      }
      await Promise.all(seats.map((me) => me.room.leave()));
    });
  }
});
