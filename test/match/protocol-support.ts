import { expect } from 'vitest';
import { activePlayers, view, type GameSetup } from '../../src/index.js';
import { jsonEqual, type JsonValue } from '../../src/core/json.js';
import { nextRandom, seedRng, type RngState } from '../../src/core/rng.js';
import {
  clientView,
  currentState,
  hostMessage,
  receiveMessage,
  startMatch,
  type HostReply,
  type Match,
  type SeatClient,
  type ServerMessage,
  type UpdateMessage,
} from '../../src/match/index.js';

/** What a protocol game leaves: the match, every seat's (and the spectator's, last) client and updates as received. */
export interface ProtocolGame {
  readonly match: Match;
  readonly clients: readonly SeatClient[];
  readonly received: readonly (readonly UpdateMessage[])[];
  /** Each seat's client after every step (index = step), for reconnection tests. */
  readonly snapshots: readonly (readonly SeatClient[])[];
}

/** The value at a path inside a JSON value (undefined when the path leads nowhere). */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let here = value;
  for (const key of path) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

/** Every number written in a text, as written: to look for the random generator's state. */
function numbersIn(text: string): string[] {
  return text.match(/-?\d+\.\d{6,}(e-?\d+)?/g) ?? [];
}

/**
 * A whole game played through the protocol's two ends, every message crossing as JSON text: the
 * seats pick at random among the legal actions their own client holds, naming its step; every
 * ninth step the actor asks to undo and then to redo. After every change each client is checked
 * against the engine: its view is `view(state, seat)`, each patch sets only values of that view,
 * each event is one it may see, and no message holds the seed or the generator's state.
 */
export function playThroughProtocol(setup: GameSetup, botSeed: string, maxSteps = 4000): ProtocolGame {
  const started = startMatch(setup);
  if (!started.ok) throw new Error(started.error.message);
  let match = started.match;
  const seats = match.start.players;
  const ids = [...Array.from({ length: seats }, (_, seat) => seat), null];
  const clients: (SeatClient | null)[] = ids.map(() => null);
  const received: UpdateMessage[][] = ids.map(() => []);
  const generatorNumbers = new Set<string>();
  const noteGenerator = (m: Match) => {
    const { rng } = currentState(m);
    for (const n of [rng.s0, rng.s1, rng.s2]) generatorNumbers.add(String(n));
  };
  noteGenerator(match);
  const deliver = (index: number, message: ServerMessage) => {
    const text = JSON.stringify(message);
    expect(text).not.toContain(String(setup.seed));
    for (const n of numbersIn(text)) expect(generatorNumbers.has(n)).toBe(false);
    const result = receiveMessage(clients[index] ?? null, JSON.parse(text));
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    clients[index] = result.client;
    for (const update of result.applied) received[index]!.push(update);
  };
  const check = () => {
    const state = currentState(match);
    for (const [index, seat] of ids.entries()) {
      const client = clients[index]!;
      const seen = view(state, seat);
      expect(client.step).toBe(match.step);
      expect(clientView(client)).toEqual(seen);
      const last = received[index]!.at(-1);
      if (!last || last.step !== match.step) continue;
      for (const op of last.patch) if ('v' in op) expect(jsonEqual(valueAt(client.view, op.p), op.v)).toBe(true);
      for (const event of last.events) expect(event.visibleTo === undefined || (seat !== null && event.visibleTo.includes(seat))).toBe(true);
    }
  };
  const broadcast = (reply: HostReply) => {
    match = reply.match;
    noteGenerator(match);
    if (!reply.broadcast) return;
    reply.broadcast.messages.forEach((message, seat) => deliver(seat, message));
    deliver(seats, reply.broadcast.spectatorMessage);
    check();
  };
  started.messages.forEach((welcome, seat) => deliver(seat, welcome));
  deliver(seats, started.spectatorMessage);
  check();
  const snapshots: SeatClient[][] = [clients.slice() as SeatClient[]];
  let rng: RngState = seedRng(botSeed);
  for (let turn = 0; turn < maxSteps; turn++) {
    const active = activePlayers(currentState(match));
    if (active.length === 0) break;
    const draw = nextRandom(rng);
    rng = draw.rng;
    const seat = active[Math.floor(draw.value * active.length)]!;
    const client = clients[seat]!;
    const pick = nextRandom(rng);
    rng = pick.rng;
    const action = client.legalActions[Math.floor(pick.value * client.legalActions.length)];
    const played = hostMessage(match, seat, { type: 'submit', step: client.step, action });
    if (!played.broadcast) throw new Error(`refused: ${JSON.stringify(played.reply)}`);
    broadcast(played);
    snapshots[match.step] = clients.slice() as SeatClient[];
    if (turn % 9 === 0) {
      const undone = hostMessage(match, seat, { type: 'undo', step: match.step });
      if (undone.broadcast) {
        broadcast(undone);
        snapshots[match.step] = clients.slice() as SeatClient[];
        broadcast(hostMessage(match, seat, { type: 'redo', step: match.step }));
        snapshots[match.step] = clients.slice() as SeatClient[];
      } else {
        expect(undone.reply[0]).toMatchObject({ type: 'refusal', error: { code: expect.stringMatching(/^match\//) as unknown } });
      }
    }
  }
  expect(view(currentState(match), null).terminal).toBe(true);
  return { match, clients: clients as SeatClient[], received, snapshots };
}

/** A message after a JSON round trip, as a client gets it. */
export function overTheWire<T>(message: T): T {
  return JSON.parse(JSON.stringify(message)) as T;
}

/** Sizes in bytes of JSON text, for a glance at what crosses. */
export function jsonBytes(value: JsonValue | object): number {
  return Buffer.byteLength(JSON.stringify(value));
}
