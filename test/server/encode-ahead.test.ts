import { getMessageBytes, Protocol } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { builtPackage } from './server-process.js';

// The example server's updates encoded ahead (examples/server/encode-ahead.mjs): a room's client
// is handed each seat's update of a step as the room would send it; the bytes written are the ones
// Colyseus would have encoded, and anything else (another step, another message) is encoded as
// usual. Against the built package, as the server runs it.
interface FakeClient {
  readonly sessionId: string;
  send(type: string, message: unknown): void;
  enqueueRaw(bytes: Uint8Array): void;
}

describe.skipIf(!builtPackage)('updates encoded ahead', () => {
  it('writes the bytes Colyseus would encode for each seat update of the step, once, and leaves every other message to Colyseus', async () => {
    await import('lost-valley-engine');
    const { legalActions } = await import('lost-valley-engine');
    const { currentState, startMatch, submitAction, updateMessage } = await import('lost-valley-engine/match');
    const { encodeAhead } = await import('../../examples/server/encode-ahead.mjs');

    const ahead = encodeAhead();
    const encoded: { session: string; bytes: Uint8Array }[] = [];
    const raw: { session: string; bytes: Uint8Array }[] = [];
    const client = (sessionId: string): FakeClient => ({
      sessionId,
      send: (type, message) => encoded.push({ session: sessionId, bytes: getMessageBytes.raw(Protocol.ROOM_DATA, type, message) }),
      enqueueRaw: (bytes) => raw.push({ session: sessionId, bytes }),
    });
    // Seat 2 is nobody's (its client left); the spectator holds none.
    const clients = [client('s0'), client('s1'), client('s3'), client('watcher')];
    class Base {
      roomId = '';
      clients: FakeClient[] = [];
      seats: { session: string | null }[] = [];
      async onCreate(_options: unknown): Promise<void> {
        this.roomId = 'table-1';
        this.clients = clients;
        this.seats = [{ session: 's0' }, { session: 's1' }, { session: null }, { session: 's3' }];
      }
      onJoin(_client: FakeClient, _options: unknown): void {}
      onDispose(): Promise<void> {
        return Promise.resolve();
      }
    }
    const Room = ahead.room(Base);
    const room = new Room();
    await room.onCreate({});
    for (const c of clients) room.onJoin(c, {});

    const started = startMatch({ game: 'lost-valley', players: 4, seed: 'encode-ahead' });
    if (!started.ok) throw new Error(started.error.message);
    let match = started.match;
    for (let i = 0; i < 30; i++) {
      const state = currentState(match);
      const seat = [0, 1, 2, 3].find((s) => legalActions(state, s).length > 0)!;
      const r = submitAction(match, legalActions(state, seat)[0], { seat });
      if (!r.ok) throw new Error(r.error.message);
      match = r.match;
      ahead.onChange(match, 'table-1');
      raw.length = 0;
      encoded.length = 0;
      // As the room sends once the save settles: the seated clients' updates, the spectator's, the sender's done.
      for (const [index, c] of clients.entries()) {
        const seatOf = [0, 1, 3, null][index]!;
        c.send('match', updateMessage(match, match.step, seatOf));
      }
      clients[0]!.send('done', { type: 'done', step: match.step });
      clients[0]!.send('match', updateMessage(match, match.step, 0)); // again (a history reply): encoded as usual
      expect(raw.map((r) => r.session)).toEqual(['s0', 's1', 's3']);
      for (const [index, r] of raw.entries()) {
        expect(Buffer.from(r.bytes).equals(getMessageBytes.raw(Protocol.ROOM_DATA, 'match', updateMessage(match, match.step, [0, 1, 3][index]!)))).toBe(true);
      }
      expect(encoded.map((e) => e.session)).toEqual(['watcher', 's0', 's0']);
    }
    // A disposed room's steps are not encoded ahead.
    await room.onDispose();
    const state = currentState(match);
    const seat = [0, 1, 2, 3].find((s) => legalActions(state, s).length > 0)!;
    const last = submitAction(match, legalActions(state, seat)[0], { seat });
    if (!last.ok) throw new Error(last.error.message);
    ahead.onChange(last.match, 'table-1');
    raw.length = 0;
    encoded.length = 0;
    clients[0]!.send('match', updateMessage(last.match, last.match.step, 0));
    expect(raw).toEqual([]);
    expect(encoded.map((e) => e.session)).toEqual(['s0']);
  });
});
