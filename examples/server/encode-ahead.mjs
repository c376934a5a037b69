// The seats' updates of a step encoded while its save waits and runs, so that once the save has
// returned each update is only a socket write (`--encode-ahead`). With a store the room sends
// nothing of a step before its save settles, and a write returns with the steps of some 26 tables
// at 300 tables: each room then sends its updates, Colyseus msgpack-encodes each one
// (`client.send`), and the last table waits for every other's encoding. Here the room's
// `onChange` (called as the step is made, before its save starts) builds each connected seat's
// update again (`updateMessage`: the same change gives the same message, and the seats' views are
// cached by then, so it costs a patch and the events) and encodes it as Colyseus would
// (`getMessageBytes.raw`, the same bytes); the client's `send` then writes those bytes
// (`enqueueRaw`) when it is handed that seat's update of that step, and encodes anything else as
// usual. The cost: each update's patch is made twice.
import { getMessageBytes, Protocol } from '@colyseus/core';
import { updateMessage } from 'lost-valley-engine/match';

const FRAME = Symbol('lost-valley-engine/example-server: an update encoded ahead');

/**
 * `{ room(Class), onChange }`: `room` wraps the room class (each client's `send` takes an update
 * encoded ahead), `onChange` goes into `matchRoom`'s config (it encodes a step's updates).
 *
 * @example
 * const ahead = encodeAhead();
 * server.define('table', ahead.room(matchRoom({ store, onChange: ahead.onChange })));
 */
export function encodeAhead() {
  const rooms = new Map(); // roomId → room, while it lives
  return {
    room(RoomClass) {
      return class EncodeAheadRoom extends RoomClass {
        async onCreate(options) {
          await super.onCreate(options);
          rooms.set(this.roomId, this); // after: a resumed table takes its saved id in onCreate
        }
        onJoin(client, options) {
          const send = client.send.bind(client);
          client.send = (type, message) => {
            const frame = client[FRAME];
            if (frame && type === 'match' && message?.type === 'update' && message.step === frame.step && message.seat === frame.seat) {
              client[FRAME] = undefined;
              client.enqueueRaw(frame.bytes);
              return;
            }
            send(type, message);
          };
          return super.onJoin(client, options);
        }
        onDispose() {
          rooms.delete(this.roomId);
          return super.onDispose();
        }
      };
    },
    /** `matchRoom`'s `onChange`: encodes the step's update for each seat connected now (a spectator's is left to Colyseus). */
    onChange(match, roomId) {
      const room = rooms.get(roomId);
      if (!room) return;
      const seats = room.seats;
      for (const client of room.clients) {
        const seat = seats.findIndex((s) => s.session === client.sessionId);
        if (seat < 0) continue;
        const message = updateMessage(match, match.step, seat);
        if (message) client[FRAME] = { step: match.step, seat, bytes: getMessageBytes.raw(Protocol.ROOM_DATA, 'match', message) };
      }
    },
  };
}
