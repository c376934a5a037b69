// The example server: Colyseus 0.16 with the package's room (lost-valley-engine/colyseus), a small
// lobby page and its JSON routes, every table kept in Postgres (PGlite by default) and resumed
// after a restart; with `redis`, several processes run as one through Colyseus's RedisPresence
// and RedisDriver (each process keeps and resumes its own tables).
import { createServer } from 'node:http';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { listGames } from 'lost-valley-engine';
import { botByName } from 'lost-valley-engine/bots';
import { matchRoom } from 'lost-valley-engine/colyseus';
import { lobbyRoutes } from './lobby-routes.mjs';
import { openDatabase, openTables, tableStore } from './table-db.mjs';

/** The room name clients create and join tables under. */
export const ROOM = 'table';

/**
 * Starts the server. Options: `port`, `host` (127.0.0.1), `databaseUrl` (else PGlite in
 * `dataDir`, on this thread, or with `pgliteThread: 'worker'` on a worker thread of its own), `redis` (a Redis URL), `name` (this process's name among those sharing a database;
 * default host:port), `graceSeconds`, `botDelayMs`, `fillAfterSeconds` (a bot, `fillBot`, default
 * `heuristic`, takes a seat nobody holds), `bots` (the bot names a table may ask for, default
 * `random` and `heuristic`; any name `botByName` takes), `saveGapMs` (steps are written at most
 * once in that time, default 10), `saveDepth` (up to that many such writes under way, default 1), `unsaved` (keep no step: for measuring the server without its
 * saves), `seed` (tests only: the tables' seeds are `<seed>/1`, `<seed>/2`…, so their games repeat; anyone who knows it
 * predicts every draw), `log`. Resolves with `{ url, httpUrl, db, resumed, stop }` once it listens
 * and has resumed its open tables.
 */
export async function startServer(options = {}) {
  const bots = options.bots ?? ['random', 'heuristic'];
  const fillBot = options.fillBot ?? 'heuristic';
  // A bot name no game knows is a typo: refuse it before anything starts. (A name some games lack,
  // heuristic in a game without one, is refused per table, when a table asks for it.)
  for (const name of new Set([...bots, ...(options.fillAfterSeconds === undefined ? [] : [fillBot])])) {
    const answers = listGames().map((game) => botByName(name, game));
    if (answers.every((bot) => typeof bot === 'string')) throw new Error(`unknown bot '${name}': ${answers[0]}`);
  }
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 2567;
  const log = options.log ?? ((line) => console.log(line));
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir ?? 'examples/server/.data/pglite', pgliteThread: options.pgliteThread });
  const owner = options.name ?? `${host}:${port}`;
  const saveGapMs = options.saveGapMs ?? 10;
  // The load bench's latency trace (latency-trace.mjs): off unless LVE_TRACE_FILE names a file.
  const trace = process.env.LVE_TRACE_FILE ? (await import('./latency-trace.mjs')).latencyTrace(process.env.LVE_TRACE_FILE) : null;
  const saveDepth = options.saveDepth ?? 1;
  const store = tableStore(db, owner, { writeGapMs: saveGapMs, writeDepth: saveDepth, trace });
  const scaling = options.redis ? await redisScaling(options.redis, `${host}:${port}`) : {};
  let tables = 0;
  const seed = options.seed === undefined ? {} : { seed: () => `${options.seed}/${++tables}` };
  const http = createServer();
  const server = new Server({ transport: new WebSocketTransport({ server: http }), greet: false, gracefullyShutdown: false, ...scaling });
  const room = matchRoom({
    store: options.unsaved ? undefined : store,
    keepEmpty: true,
    graceSeconds: options.graceSeconds ?? 30,
    botDelayMs: options.botDelayMs ?? 300,
    bots,
    ...seed,
    ...(options.fillAfterSeconds === undefined ? {} : { emptySeatBot: { bot: fillBot, afterSeconds: options.fillAfterSeconds } }),
  });
  server.define(ROOM, trace ? trace.room(room) : room);
  http.on('request', lobbyRoutes(ROOM));
  await server.listen(port, host);
  const resumed = [];
  for (const id of await openTables(db, owner)) {
    store.wake(id);
    try {
      await matchMaker.handleCreateRoom(ROOM, { resume: id });
      resumed.push(id);
    } catch (error) {
      log(`table ${id} not resumed: ${error.message}`);
    }
  }
  const address = http.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  const saving = options.unsaved ? 'no saves' : `saves at most every ${saveGapMs} ms, ${saveDepth} under way at most`;
  log(`bots a table may ask for: ${bots.join(', ')}${options.fillAfterSeconds === undefined ? '' : `; ${fillBot} fills a seat nobody holds after ${options.fillAfterSeconds} s`}; ${saving}`);
  log(`lost-valley-engine server on http://${host}:${listening}/ (${db.kind}${db.thread === 'worker' ? ' on a worker thread' : db.thread === 'main' ? ' on the main thread' : ''}${options.redis ? ', redis' : ''}; ${resumed.length} table(s) resumed)`);
  return {
    url: `ws://${host}:${listening}`,
    httpUrl: `http://${host}:${listening}/`,
    db,
    resumed,
    /**
     * Stops cleanly: every room closes its connections (each client is told the room closed,
     * code 4000, and no grace time is held open for it), waits for the saves it still has queued
     * and is disposed; then the database is closed. A step is saved before any client is sent it,
     * so nothing a client saw is lost, whether it was connected or not.
     */
    async stop() {
      const began = Date.now();
      const { roomCount, ccu } = matchMaker.stats.local;
      log(`stopping: closing ${ccu} connection(s) at ${roomCount} table(s)`);
      await server.gracefullyShutdown(false);
      await db.close();
      trace?.write();
      log(`stopped in ${Date.now() - began} ms`);
    },
  };
}

/** Colyseus's Redis presence and driver, and this process's public address for the clients matchmaking sends to it. */
async function redisScaling(url, publicAddress) {
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  return { presence: new RedisPresence(url), driver: new RedisDriver(url), publicAddress };
}
