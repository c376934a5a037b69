// "Play online": a table source (examples/web/src/table-source.mjs) over colyseus.js, against
// the example server (examples/server, `npm run server`). The same table code renders a local
// game and an online one: both hand it the match protocol's welcome, then one update per change.
//
//   const source = await openOnlineTable({ url: 'ws://127.0.0.1:2567', create: { game: 'lost-valley', players: 4, bots: [null, 'heuristic', 'heuristic', 'heuristic'] } });
//   const again = await openOnlineTable({ url, roomId: source.roomId, token: source.token }); // the same seat, later
//   location.hash = source.link; // '#table=<roomId>': another person opens it and joins an open seat
import { Client } from 'colyseus.js';
import { receiveMessage } from 'lost-valley-engine/match';

/** The Colyseus room name of a table on the example server. */
export const ROOM = 'table';

const ASKING = Object.freeze({ code: 'online/asking', message: 'Asking the server whether this step can be undone.' });
const CLOSED = Object.freeze({ code: 'online/closed', message: 'The connection to the table is closed.' });

/** The room id a link (`#table=<id>`, `?table=<id>`, or a whole address with either) names, or null. */
export function tableOfLink(link) {
  const found = /[#?&]table=([A-Za-z0-9_-]{1,100})/.exec(String(link));
  return found ? found[1] : null;
}

function seatName(holder, mine) {
  const name = holder.holder === 'bot' ? `Bot (${holder.bot})` : holder.holder === 'person' ? `Player ${holder.seat + 1}` : `Open seat ${holder.seat + 1}`;
  return `${name}${holder.seat === mine ? ' (you)' : ''}${holder.holder === 'person' && !holder.connected ? ' (away)' : ''}`;
}

/**
 * Opens a table on the server and resolves, once this connection's welcome has arrived, with a
 * table source: `create` (table options: game, variant, players, bots) makes a new table and takes
 * its first open seat; else `roomId` with `token` (take that seat back), `seat` (a number or
 * 'any', the default) or `spectate: true`. Rejects with the server's refusal ({ code, message }).
 * `Client` may be given (a test's colyseus.js); `timeoutMs` bounds the wait for the welcome.
 */
export async function openOnlineTable(options) {
  const client = new (options.Client ?? Client)(options.url);
  let room;
  try {
    if (options.create) room = await client.create(ROOM, options.create);
    else {
      const join = options.token ? { token: options.token } : options.spectate ? { spectate: true } : { seat: options.seat ?? 'any' };
      room = await client.joinById(options.roomId, join);
    }
  } catch (error) {
    throw refusalOf(error);
  }
  return followRoom(room, options.timeoutMs ?? 10_000);
}

/** A refused create or join as { code, message } (the room's message starts with the code). */
function refusalOf(error) {
  const text = String(error?.message ?? error);
  const colon = text.indexOf(': ');
  return colon > 0 && !text.slice(0, colon).includes(' ') ? { code: text.slice(0, colon), message: text.slice(colon + 2) } : { code: 'online/unreachable', message: text };
}

/** The table source of a joined colyseus.js room (resolves at its welcome). */
function followRoom(room, timeoutMs) {
  let seatClient = null;
  let seat = null;
  let token = null;
  let holders = [];
  let closed = false;
  const listeners = new Set();
  const news = new Set(); // told when who sits where, whether Undo is allowed, or the connection changes
  const pending = []; // submits, undos and redos sent, answered in order by `done` or a refusal
  const undoAnswers = new Map(); // step → refusal or null, from the server's `undoable` answers
  let welcomed;
  const welcome = new Promise((resolve, reject) => {
    welcomed = resolve;
    setTimeout(() => reject({ code: 'online/no-welcome', message: `No welcome from the table within ${timeoutMs} ms.` }), timeoutMs);
  });

  const emit = (message) => {
    for (const listener of listeners) listener(message);
  };
  const askUndoable = () => {
    if (seat !== null && seatClient && !closed) room.send('undoable', {});
  };

  room.onMessage('seat', (body) => {
    seat = body.seat;
    token = body.token;
  });
  room.onMessage('seats', (body) => {
    holders = body.seats;
    for (const listener of news) listener();
  });
  room.onMessage('done', () => pending.shift()?.({ ok: true }));
  room.onMessage('undoable', (body) => {
    undoAnswers.set(body.step, body.refusal);
    for (const listener of news) listener();
  });
  room.onMessage('match', (message) => {
    const r = receiveMessage(seatClient, message);
    if (!r.ok) {
      // Updates went missing (a dropped connection): ask for this seat's history since its step.
      if (r.error.code === 'match/missed-updates' && seatClient) room.send('match', { type: 'since', step: seatClient.step });
      return;
    }
    const first = seatClient === null;
    seatClient = r.client;
    if (r.refusal) pending.shift()?.({ ok: false, error: { code: r.refusal.code, message: r.refusal.message } });
    if (message.type === 'welcome') {
      emit(message);
      if (first) welcomed();
    }
    for (const update of r.applied) emit(update);
    if (message.type === 'welcome' || r.applied.length > 0) askUndoable();
  });
  room.onLeave(() => {
    closed = true;
    for (const answer of pending.splice(0)) answer({ ok: false, error: CLOSED });
    for (const listener of news) listener();
  });

  const request = (message) =>
    new Promise((resolve) => {
      if (closed) return resolve({ ok: false, error: CLOSED });
      pending.push(resolve);
      room.send('match', message);
    });

  const source = {
    get seat() {
      return seat;
    },
    get seatNames() {
      return holders.map((holder) => seatName(holder, seat));
    },
    /** Who holds each seat, as the server last said (`SeatHolder`s of lost-valley-engine/colyseus). */
    get seats() {
      return holders.slice();
    },
    /** Calls `listener` (no arguments) whenever the seats, the answer to "may I undo now?" or the connection change; returns the unsubscribe function. */
    onNews(listener) {
      news.add(listener);
      return () => news.delete(listener);
    },
    /** The room id, for a link. */
    roomId: room.roomId,
    /** This seat's token: keep it to take the seat back later (`openOnlineTable({ roomId, token })`). */
    get token() {
      return token;
    },
    /** Whether the connection is closed (by `close()`, or by the server: it stopped, or the table is gone). */
    get closed() {
      return closed;
    },
    /** The link part that names this table (`#table=<roomId>`). */
    link: `#table=${room.roomId}`,
    /** Calls `listener` with the welcome (the present step) now, then with every update. */
    subscribe(listener) {
      listeners.add(listener);
      if (seatClient) {
        const { seat: at, step, match, view, events, legalActions, active } = seatClient;
        listener({ type: 'welcome', protocol: 1, step, seat: at, match, view, events, legalActions, active });
      }
      return () => listeners.delete(listener);
    },
    submit: (action, atStep) => request({ type: 'submit', action, ...(atStep === undefined ? {} : { step: atStep }) }),
    undoRefusal() {
      if (closed) return CLOSED;
      if (!seatClient) return ASKING;
      return undoAnswers.has(seatClient.step) ? undoAnswers.get(seatClient.step) : ASKING;
    },
    undo: () => request({ type: 'undo', ...(seatClient ? { step: seatClient.step } : {}) }),
    redo: () => request({ type: 'redo', ...(seatClient ? { step: seatClient.step } : {}) }),
    close() {
      if (closed) return;
      closed = true;
      void room.leave(true);
    },
  };
  return welcome.then(() => source);
}
