import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Game, State } from 'boardgame.io';
import { Server } from 'boardgame.io/server';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { nextRandom, seedRng, type RngState } from '../../src/core/rng.js';
import type { ChanceSource, SeatTable, TableState } from '../../src/boardgame-io/index.js';

/** A message one client's socket received, as JSON after the wire. */
export interface Received {
  readonly event: string;
  readonly args: readonly unknown[];
  readonly text: string;
}

/** A boardgame.io server on 127.0.0.1 at an ephemeral port, with its games' raw `G` by table and step. */
export interface TestServer {
  readonly url: string;
  readonly seen: Map<string, Map<number, TableState>>;
  /** The server's current state of a match (its storage, in memory). */
  stateOf(matchID: string): State<TableState>;
  stop(): Promise<void>;
}

/** Wraps a game's `playerView` to note every authoritative `G` the server filters (by table, then step). */
export function recording(game: Game<TableState>, seen: Map<string, Map<number, TableState>>): Game<TableState> {
  const playerView = game.playerView!;
  return {
    ...game,
    playerView: (context) => {
      const G = context.G;
      let byStep = seen.get(G.table);
      if (!byStep) seen.set(G.table, (byStep = new Map()));
      byStep.set(G.step, G);
      return playerView(context) as SeatTable;
    },
  };
}

/** Starts boardgame.io's own Server with these games, listening on 127.0.0.1 only. */
export async function startServer(games: Game<TableState>[], seen: Map<string, Map<number, TableState>>): Promise<TestServer> {
  const server = Server({ games: games.map((game) => recording(game, seen)), origins: ['http://127.0.0.1'] });
  // boardgame.io listens on every interface; the test binds the same HTTP server to 127.0.0.1.
  const app = server.app as unknown as { server: HttpServer; listen: (port: number, callback: () => void) => HttpServer };
  app.listen = (_port, callback) => app.server.listen(0, '127.0.0.1', callback);
  const { appServer } = await server.run({ port: 0 });
  const { port } = appServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    stateOf: (matchID) => {
      const db = server.db as unknown as { fetch(id: string, what: { state: true }): { state?: State<TableState> } };
      const { state } = db.fetch(matchID, { state: true });
      if (!state) throw new Error(`no match ${matchID}`);
      return state;
    },
    stop: async () => {
      app.server.closeAllConnections();
      await new Promise<void>((resolve) => appServer.close(() => resolve()));
    },
  };
}

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Creates a match through the lobby API and joins every seat; the credentials by seat. */
export async function createMatch(url: string, name: string, players: number, setupData?: unknown): Promise<{ matchID: string; credentials: string[] }> {
  const created = await post(`${url}/games/${name}/create`, { numPlayers: players, ...(setupData === undefined ? {} : { setupData }) });
  const matchID = String(created['matchID']);
  const credentials: string[] = [];
  for (let seat = 0; seat < players; seat++) {
    const joined = await post(`${url}/games/${name}/${matchID}/join`, { playerID: String(seat), playerName: `bot-${seat}` });
    credentials.push(String(joined['playerCredentials']));
  }
  return { matchID, credentials };
}

/** The lobby's answer to a create, as status and text (for refused setups). */
export async function tryCreate(url: string, name: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${url}/games/${name}/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, text: await response.text() };
}

type BgioClient = ReturnType<typeof Client<SeatTable>>;

/** One socket client of a seat (or a spectator), with every message its socket received and every state it held. */
export interface SeatClient {
  readonly seat: number | null;
  readonly client: BgioClient;
  readonly received: Received[];
  readonly states: State<SeatTable>[];
}

interface SocketLike {
  onAny(listener: (event: string, ...args: unknown[]) => void): void;
}

/** Connects a boardgame.io socket client and records what it receives. */
export function connect(game: Game<TableState>, url: string, matchID: string, seat: number | null, credentials?: string): SeatClient {
  const client = Client<SeatTable>({
    game: game as unknown as Game<SeatTable>,
    multiplayer: SocketIO({ server: url }),
    matchID,
    ...(seat === null ? {} : { playerID: String(seat), credentials: credentials ?? '' }),
    debug: false,
  });
  const received: Received[] = [];
  const states: State<SeatTable>[] = [];
  client.start();
  const socket = (client as unknown as { transport: { socket: SocketLike } }).transport.socket;
  socket.onAny((event, ...args) => {
    const text = JSON.stringify(args);
    received.push({ event, args: JSON.parse(text) as unknown[], text });
  });
  client.subscribe((state) => {
    if (state && states.at(-1)?._stateID !== state._stateID) states.push(state);
  });
  return { seat, client, received, states };
}

/**
 * Makes a seat's client a bot: whenever it holds a new state, it sends `draw` if the table waits
 * for its first draw, or one of its legal actions (picked by a seeded generator) with the step.
 */
export function playAsBot(seat: SeatClient, botSeed: string): void {
  let rng: RngState = seedRng(botSeed);
  let actedAt = -1;
  seat.client.subscribe((state) => {
    if (!state || state.ctx.gameover !== undefined || state._stateID === actedAt) return;
    const g = state.G;
    if (g.view === null) return;
    if (g.view.awaitingChance) {
      actedAt = state._stateID;
      seat.client.moves['draw']!();
      return;
    }
    if (g.legalActions.length === 0) return;
    actedAt = state._stateID;
    const draw = nextRandom(rng);
    rng = draw.rng;
    seat.client.moves['act']!(g.legalActions[Math.floor(draw.value * g.legalActions.length)], g.step);
  });
}

/** Resolves once `done()` holds, checking every 20 ms; rejects after `ms`. */
export function until(done: () => boolean, ms: number, what: string): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (done()) resolve();
      else if (Date.now() - started > ms) reject(new Error(`timed out after ${ms} ms waiting for ${what}`));
      else setTimeout(tick, 20);
    };
    tick();
  });
}

/** A chance source that records every number it gives (to look for them in what clients get). */
export function recordedChance(seedPrefix: string, given: Set<string>): ChanceSource {
  const tables = new Map<string, RngState>();
  return {
    next(table, _step) {
      const draw = nextRandom(tables.get(table) ?? seedRng(`${seedPrefix}/${table}`));
      tables.set(table, draw.rng);
      given.add(String(draw.value));
      for (const n of [draw.rng.s0, draw.rng.s1, draw.rng.s2]) given.add(String(n));
      return draw.value;
    },
  };
}
