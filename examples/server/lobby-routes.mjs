// The lobby's HTTP routes, beside Colyseus's own /matchmake routes on the same port:
//   GET  /              the lobby page (create a table, list the tables, open one at the table)
//   GET  /lobby.js      the page's script (lobby-page.mjs, a plain module)
//   GET  /table/        the browser table (examples/web), bundled on first request: its "Play
//                       online" and the lobby's links (/table/#table=<id>) play on this server
//   GET  /api/games     the registered games: name, seat counts, variants
//   GET  /api/tables    the tables of every process (Colyseus's listing: game, variant, open seats)
//   POST /api/tables    creates a table from { game, variant?, players, bots? }; answers { roomId }
import { readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchMaker } from '@colyseus/core';
import { getGame, listGames, listVariants } from 'lost-valley-engine';

const here = dirname(fileURLToPath(import.meta.url));

function json(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

function readBody(request, limit = 10_000) {
  return new Promise((done, fail) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
      if (text.length > limit) {
        fail(new Error('body too large'));
        request.destroy();
      }
    });
    request.on('end', () => done(text));
    request.on('error', fail);
  });
}

/** The games a table may be made of. */
export function gameList() {
  return listGames().map((id) => {
    const facts = getGame(id).facts;
    return { id, name: facts.name, minPlayers: facts.minPlayers, maxPlayers: facts.maxPlayers, variants: listVariants(id) };
  });
}

// The browser table, bundled in memory once (examples/web/build.mjs): the same page as
// `npm run web`, served from this server's origin so that it finds the server without being told.
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json' };
let tableFiles = null;
function tableFile(name) {
  tableFiles ??= import('../web/build.mjs')
    .then(({ bundleTable }) => bundleTable())
    .then((bundle) => bundle.files)
    .catch((error) => {
      tableFiles = null; // tried again on the next request
      throw error;
    });
  return tableFiles.then((files) => files.get(name) ?? null);
}

async function serveTable(response, name) {
  const contents = /^[\w.-]+$/.test(name) ? await tableFile(name) : null;
  if (!contents) return json(response, 404, { error: { code: 'not-found', message: `The table has no file '${name}'.` } });
  response.writeHead(200, { 'content-type': TYPES[extname(name)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(contents);
}

/** The request handler for the lobby routes (`roomName`: the Colyseus room of a table). */
export function lobbyRoutes(roomName) {
  const page = readFileSync(join(here, 'lobby.html'), 'utf8');
  const script = readFileSync(join(here, 'lobby-page.mjs'), 'utf8');
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/matchmake')) return; // Colyseus answers these
    try {
      if (request.method === 'GET' && url.pathname === '/') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
      } else if (request.method === 'GET' && url.pathname === '/lobby.js') {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
      } else if (request.method === 'GET' && url.pathname === '/table') {
        response.writeHead(301, { location: `/table/${url.search}` }).end();
      } else if (request.method === 'GET' && url.pathname.startsWith('/table/')) {
        await serveTable(response, url.pathname.slice('/table/'.length) || 'index.html');
      } else if (request.method === 'GET' && url.pathname === '/api/games') {
        json(response, 200, gameList());
      } else if (request.method === 'GET' && url.pathname === '/api/tables') {
        const rooms = await matchMaker.query({ name: roomName });
        json(response, 200, rooms.map((room) => ({ roomId: room.roomId, clients: room.clients, ...room.metadata })));
      } else if (request.method === 'POST' && url.pathname === '/api/tables') {
        let options;
        try {
          options = JSON.parse(await readBody(request));
        } catch {
          return json(response, 400, { error: { code: 'invalid-setup', message: 'The body is not JSON.' } });
        }
        try {
          const room = await matchMaker.createRoom(roomName, options);
          json(response, 201, { roomId: room.roomId });
        } catch (error) {
          const [code, ...rest] = String(error.message).split(': ');
          json(response, 400, { error: { code, message: rest.join(': ') || error.message } });
        }
      } else {
        json(response, 404, { error: { code: 'not-found', message: `No route ${request.method} ${url.pathname}.` } });
      }
    } catch (error) {
      json(response, 500, { error: { code: 'server-error', message: String(error?.message ?? error) } });
    }
  };
}
