// "Play online" at the browser table: a table held by the example server (examples/server,
// `npm run server`), drawn by the same table code as a local one. The online source
// (online-source.mjs) hands on the match protocol's messages; this file turns them into the
// table's updates (table-source.mjs's `TableUpdate`), names the seats in the page's language, keeps
// the seat's token in the browser so a reload takes the seat back, and says who sits where.
import { clientView, followMatch, receiveMessage } from 'lost-valley-engine/match';
import { text } from '../boards/svg.mjs';
import { openOnlineTable, tableOfLink } from './online-source.mjs';
import { seatName, t } from './page-words.mjs';

export { tableOfLink };

const NOTHING_TO_REDO = Object.freeze({ code: 'match/nothing-to-redo', message: 'Nothing has been undone.' });

/**
 * The server's WebSocket address for a page at `address`: the `server` parameter of its query
 * (`?server=ws://127.0.0.1:2567`), else the page's own host, which is right when the example
 * server serves the table (`http://127.0.0.1:2567/table/`).
 *
 * @param {string} address The page's address (`location.href`).
 * @returns {string}
 * @example
 * serverAddress('http://127.0.0.1:2567/table/#table=abc'); // 'ws://127.0.0.1:2567'
 * serverAddress('http://127.0.0.1:8080/?server=ws://10.0.0.2:2567'); // 'ws://10.0.0.2:2567'
 */
export function serverAddress(address) {
  const page = new URL(address);
  const named = page.searchParams.get('server');
  if (named) return named.replace(/\/+$/, '');
  return `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}`;
}

/**
 * The table options of "Play online": the form's game, variant and seats; the first seat is the
 * person at this page, the others are `others` (a bot name the server offers, or `human`: seats
 * left open for people who open the link).
 *
 * @param {{ game: string, variant: string, players: number, others: string }} form
 * @returns {{ game: string, variant: string, players: number, bots: (string | null)[] }}
 * @example
 * onlineTableOptions({ game: 'lost-valley', variant: 'standard', players: 2, others: 'heuristic' }); // bots: [null, 'heuristic']
 */
export function onlineTableOptions(form) {
  const bots = Array.from({ length: form.players }, (_, seat) => (seat === 0 || form.others === 'human' ? null : form.others));
  return { game: form.game, variant: form.variant, players: form.players, bots };
}

const tokenKey = (url, roomId) => `lost-valley-engine/online/${url}/${roomId}`;

/**
 * Opens a table on the server for the page: `create` (table options) makes one and takes its first
 * open seat; else `roomId` takes back the seat whose token this browser kept, or the first open
 * seat, or watches when every seat is taken. Resolves with `{ ok: true, source }` (a table source
 * for main.mjs, with `online: { roomId, link, url }`) or `{ ok: false, error }` (the server's
 * refusal, or `online/unreachable`).
 *
 * @param {{ url: string, create?: object, roomId?: string, locale: () => string, storage?: Storage | null }} options
 * @example
 * const made = await openOnline({ url: serverAddress(location.href), roomId: tableOfLink(location.href), locale: () => 'en' });
 */
export async function openOnline(options) {
  const storage = options.storage === undefined ? globalThis.localStorage ?? null : options.storage;
  let online;
  try {
    if (options.create) online = await openOnlineTable({ url: options.url, create: options.create });
    else online = await joinTable(options.url, options.roomId, storage);
  } catch (refusal) {
    return { ok: false, error: { code: refusal?.code ?? 'online/unreachable', message: refusal?.message ?? String(refusal) } };
  }
  if (online.token) storage?.setItem(tokenKey(options.url, online.roomId), online.token);
  return { ok: true, source: onlineTableSource(online, options) };
}

/** The seat this browser held (its token), else an open seat, else a spectator's place. */
async function joinTable(url, roomId, storage) {
  const token = storage?.getItem(tokenKey(url, roomId));
  if (token) {
    try {
      return await openOnlineTable({ url, roomId, token });
    } catch (refusal) {
      if (refusal?.code !== 'colyseus/bad-token') throw refusal;
    }
  }
  try {
    return await openOnlineTable({ url, roomId, seat: 'any' });
  } catch (refusal) {
    if (refusal?.code !== 'colyseus/no-open-seat') throw refusal;
    return openOnlineTable({ url, roomId, spectate: true });
  }
}

/**
 * The table source main.mjs draws, over an online source (exported for its tests): whole updates (the view rebuilt from the
 * protocol's patches), the narration's past after an undo (the steps this page saw), who sits at
 * each seat, and `onNews(listener)` for what changes between updates (who sits where, whether Undo
 * is allowed now: the server answers that after each update).
 *
 * @param {Awaited<ReturnType<typeof openOnlineTable>>} online
 * @param {{ url: string, locale: () => string }} options
 * @example
 * const source = onlineTableSource(await openOnlineTable({ url, roomId }), { url, locale: () => 'es' });
 */
export function onlineTableSource(online, options) {
  let client = null;
  let current = null;
  let undone = 0; // how many steps a Redo could play again
  const seen = []; // the events of each step this page saw, for the narration after an undo
  const listeners = new Set();

  const updateOf = (change, past) => ({
    change,
    step: client.step,
    seat: client.seat,
    view: clientView(client),
    events: client.events,
    legalActions: client.legalActions,
    active: client.active,
    teams: null, // the page does not draw partners; a local source sends them
    thinking: null, // the server's bots think there: the page is sent their steps
    cover: null,
    ...(past ? { past } : {}),
  });

  online.subscribe((message) => {
    if (message.type === 'welcome') {
      client = followMatch(message);
      seen.splice(0, seen.length, client.events);
      current = updateOf('start', client.events);
    } else {
      const r = receiveMessage(client, message);
      if (!r.ok) return;
      client = r.client;
      if (message.change === 'undo') {
        seen.pop();
        undone++;
        current = updateOf('undo', seen.flat());
      } else {
        seen.push(client.events);
        undone = message.change === 'redo' ? Math.max(0, undone - 1) : 0;
        current = updateOf(message.change);
      }
    }
    for (const listener of listeners) listener(current);
  });

  const holders = () => online.seats;
  return {
    online: { roomId: online.roomId, link: online.link, url: options.url },
    get closed() {
      return online.closed;
    },
    get seat() {
      return online.seat;
    },
    get seatNames() {
      const players = client?.match.players ?? holders().length;
      return Array.from({ length: players }, (_, seat) => seatName(options.locale(), seat));
    },
    subscribe(listener) {
      listeners.add(listener);
      if (current) listener(current);
      return () => listeners.delete(listener);
    },
    submit: (action, atStep) => online.submit(action, atStep),
    undoRefusal: () => online.undoRefusal(),
    undo: () => online.undo(),
    redo: () => online.redo(),
    redoRefusal: () => (undone > 0 ? null : NOTHING_TO_REDO),
    /** Who sits at each seat, as the local source says it: `human` for a person (or an open seat), else the bot's name; this page's seat is a person's even before the server has said who sits where. */
    seatKinds() {
      const players = client?.match.players ?? holders().length;
      const known = holders();
      return Array.from({ length: players }, (_, seat) => (known[seat]?.holder === 'bot' ? known[seat].bot : 'human'));
    },
    /** Each seat's holder in words, for the seats bar. */
    seatHolders() {
      const l = options.locale();
      return holders().map((holder) => {
        if (holder.holder === 'bot') return t(l, holder.bot.split(':')[0]);
        if (holder.holder === 'open') return t(l, 'onlineOpenSeat');
        const who = holder.seat === online.seat ? t(l, 'onlineYou') : t(l, 'person');
        return holder.connected ? who : t(l, 'onlineAway', who);
      });
    },
    onNews: (listener) => online.onNews(listener),
    close: () => online.close(),
  };
}

/**
 * The line above the board at an online table: the link for the other people (and "watching"
 * for a spectator), or that the connection is closed.
 *
 * @param {ReturnType<typeof onlineTableSource>} source
 * @param {string} locale
 * @param {string} address The page's address (the link is made absolute against it).
 * @example
 * element.innerHTML = onlineLinkHtml(table.source, 'en', location.href);
 */
export function onlineLinkHtml(source, locale, address) {
  if (source.closed) return text(t(locale, 'onlineClosed'));
  const link = new URL(source.online.link, address).href;
  const watching = source.seat === null ? ` ${text(t(locale, 'onlineWatching'))}` : '';
  return `${text(t(locale, 'onlineLink'))} <a href="${text(link)}">${text(link)}</a>${watching}`;
}

/**
 * The seats bar at an online table: each seat's name and who holds it (you, a person, away, an
 * open seat, a bot), in the seat's colour.
 *
 * @param {ReturnType<typeof onlineTableSource>} source (its words follow the page's locale)
 * @example
 * element.innerHTML = onlineSeatsHtml(table.source);
 */
export function onlineSeatsHtml(source) {
  const names = source.seatNames;
  return source
    .seatHolders()
    .map((words, seat) => `<span class="seat-label${seat === source.seat ? ' viewing' : ''}"><span class="swatch seat-colour-${seat}" aria-hidden="true"></span>${text(names[seat] ?? '')}: ${text(words)}</span>`)
    .join('');
}
