// The example server's latency trace, for the load bench (`LVE_TRACE_FILE=path`, which
// `npm run bench:server -- --trace` sets): for every step a client's message made, when the
// message came in, when its handling ended (the rules step, the seats' updates built, the save
// queued), when its batch of saves started and was written, and when its first and last update
// left; with the server's garbage-collection pauses and event-loop delay. Written as JSON at
// stop. Times are `performance.timeOrigin + performance.now()` (milliseconds since the epoch,
// to a microsecond), so the bench can line them up with its clients' own. Off, nothing runs.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { getMessageBytes, Protocol } from '@colyseus/core';

const now = () => performance.timeOrigin + performance.now();

/**
 * A trace writing to `file`: `room(Class)` (the room class, traced), `saving(roomId, step)` (the
 * record the step writer fills in: `started`, `written`), `write()`.
 *
 * @example
 * const trace = latencyTrace('/tmp/trace.json');
 * server.define('table', trace.room(matchRoom({ store })));
 * // … at stop:
 * trace.write();
 */
export function latencyTrace(file) {
  const steps = new Map(); // `${roomId}/${step}` → record
  const lastSaved = new Map(); // roomId → the record of its step saved last
  // With a store the room encodes each message as it queues it and writes the bytes once the save
  // has settled (`enqueueRaw`): the bytes on the 'match' channel written then are that step's
  // updates (a room has one step's save under way at most).
  const matchPrefix = getMessageBytes.raw(Protocol.ROOM_DATA, 'match');
  const onMatchChannel = (bytes) => bytes.length > matchPrefix.length && matchPrefix.every((byte, index) => bytes[index] === byte);
  const sent = (record) => {
    record.firstSent ??= now();
    record.lastSent = now();
  };
  const messages = new Map(); // roomId → the times of its last message, until a step's save takes them
  const pauses = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push({ at: performance.timeOrigin + entry.startTime, ms: entry.duration, kind: entry.detail?.kind });
  });
  gc.observe({ entryTypes: ['gc'] });
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const started = now();
  /** The record of a step whose save is queued now (with its message's times when a message made it). */
  const saving = (roomId, step) => {
    const record = Object.assign(messages.get(roomId) ?? {}, { roomId, step, saving: now() });
    messages.delete(roomId);
    steps.set(`${roomId}/${step}`, record);
    lastSaved.set(roomId, record);
    return record;
  };

  return {
    /** `RoomClass` with its messages and updates timed (Colyseus's `_onMessage`, each client's `send` and `enqueueRaw`). */
    room(RoomClass) {
      return class TracedRoom extends RoomClass {
        _onMessage(client, buffer) {
          // The room queues its save behind the ones before it (a promise chain), so the step's
          // record is made later, by saving(), from this object (or at once, unsaved, by a send).
          const message = { received: now() };
          messages.set(this.roomId, message);
          super._onMessage(client, buffer);
          message.handled = now();
        }
        onJoin(client, options) {
          const send = client.send.bind(client);
          client.send = (type, message) => {
            send(type, message);
            if (type !== 'match' || message?.type !== 'update') return;
            // No save (--unsaved): the room sends each update inside the message's handling.
            sent(steps.get(`${this.roomId}/${message.step}`) ?? saving(this.roomId, message.step));
          };
          const enqueueRaw = client.enqueueRaw.bind(client);
          client.enqueueRaw = (bytes, sendOptions) => {
            enqueueRaw(bytes, sendOptions);
            const record = lastSaved.get(this.roomId);
            if (record?.written !== undefined && onMatchChannel(bytes)) sent(record);
          };
          return super.onJoin(client, options);
        }
      };
    },
    saving,
    write() {
      gc.disconnect();
      loopDelay.disable();
      const ms = (ns) => +(ns / 1e6).toFixed(2);
      const delay = { p50: ms(loopDelay.percentile(50)), p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) };
      writeFileSync(file, JSON.stringify({ started, ended: now(), steps: [...steps.values()], gc: pauses, loopDelayMs: delay }));
    },
  };
}
