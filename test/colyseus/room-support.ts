import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Client, type Room } from 'colyseus.js';
import { expect } from 'vitest';
import { eventsFor, legalActions, view, type PlayerAction } from '../../src/index.js';
import { seededRandom } from '../../src/bots/index.js';
import { clientView, receiveMessage, stateAtStep, type Match, type SeatClient, type UpdateMessage } from '../../src/match/index.js';
import { matchRoom, type MatchRoom, type MatchRoomConfig } from '../../src/colyseus/index.js';

/** A Colyseus server on 127.0.0.1 and an ephemeral port, with one room name per config. */
export async function startServer(rooms: Record<string, MatchRoomConfig>): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = new Server({ transport: new WebSocketTransport({ pingInterval: 0 }), greet: false, gracefullyShutdown: false });
  for (const [name, config] of Object.entries(rooms)) server.define(name, matchRoom(config));
  await server.listen(0, '127.0.0.1');
  const address = (server.transport.server as HttpServer).address() as AddressInfo;
  return { url: `ws://127.0.0.1:${address.port}`, stop: () => server.gracefullyShutdown(false) };
}

/** The server's room object (same process): its match and seats, for the checks. */
export function serverRoom(roomId: string): MatchRoom {
  return matchMaker.getLocalRoomById(roomId) as MatchRoom;
}

/** One connection of a test client: everything it received, the client it rebuilt, and how it plays. */
export interface Seat {
  room: Room;
  client: SeatClient | null;
  readonly received: unknown[];
  readonly other: { type: string; message: unknown }[];
  seat: number | null;
  token: string | null;
  refusals: string[];
  errors: string[];
  auto: boolean;
  pending: number;
  readonly random: () => number;
  ended: Promise<void>;
  end: () => void;
  /** Called after every message (tests wait on it). */
  onMessage: (() => void) | null;
}

/** Every seat token any test connection was sent (in this process): each is a secret to every other seat. */
export const seenTokens = new Set<string>();

/** Starts following a joined room: every message recorded, the seat's client rebuilt, and, when `auto`, its random legal actions sent. */
export function follow(room: Room, auto: boolean, seed: string, seat?: Seat): Seat {
  let end = (): void => {};
  const ended = new Promise<void>((resolve) => (end = resolve));
  const me: Seat = seat ?? { room, client: null, received: [], other: [], seat: null, token: null, refusals: [], errors: [], auto, pending: -1, random: seededRandom(seed), ended, end, onMessage: null };
  me.room = room;
  room.onMessage('match', (message: unknown) => {
    me.received.push(message);
    const r = receiveMessage(me.client, message);
    if (!r.ok) {
      if (r.error.code === 'match/missed-updates' && me.client) room.send('match', { type: 'since', step: me.client.step });
      else me.errors.push(`${r.error.code}: ${r.error.message}`);
    } else {
      me.client = r.client;
      if (r.refusal) {
        me.refusals.push(r.refusal.code);
        me.pending = -1;
      }
      if (clientView(r.client).terminal) me.end();
      act(me);
    }
    me.onMessage?.();
  });
  for (const type of ['seat', 'seats', 'done', 'undoable']) {
    room.onMessage(type, (message: unknown) => {
      me.other.push({ type, message });
      if (type === 'seat') {
        const body = message as { seat: number | null; token: string | null };
        me.seat = body.seat;
        me.token = body.token;
        if (body.token !== null) seenTokens.add(body.token);
      }
    });
  }
  return me;
}

function act(me: Seat): void {
  const client = me.client;
  if (!me.auto || !client || !client.active || clientView(client).terminal || me.pending === client.step) return;
  const choices: readonly PlayerAction[] = client.legalActions;
  if (choices.length === 0) return;
  const action = choices[Math.floor(me.random() * choices.length)]!;
  me.pending = client.step;
  me.room.send('match', { type: 'submit', step: client.step, action });
}

/** Joins a room by id as a seat or a spectator and follows it. */
export async function joinSeat(url: string, roomId: string, options: Record<string, unknown>, auto: boolean, seed: string): Promise<Seat> {
  const room = await new Client(url).joinById(roomId, options);
  return follow(room, auto, seed);
}

/** Waits until `check` holds (after a message), or fails after `ms`. */
export async function waitFor(seats: readonly Seat[], check: () => boolean, ms = 20_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  void seats;
}

function updatesOf(message: unknown): UpdateMessage[] {
  const m = message as { type: string; updates?: UpdateMessage[] };
  if (m.type === 'update') return [message as UpdateMessage];
  if (m.type === 'history') return m.updates ?? [];
  return [];
}

/**
 * The leak scan of one connection: every view it rebuilt is the engine's own view of the real
 * state at that step for that seat, every event it got is one that seat may see, its legal actions
 * are its own, and its messages hold no seed, no generator state and no other seat's token.
 */
export function scanSeat(me: Seat, match: Match, secrets: readonly string[]): number {
  const seat = me.seat;
  let client: SeatClient | null = null;
  let checked = 0;
  for (const message of me.received) {
    const kind = (message as { type: string }).type;
    if (kind === 'refusal') continue;
    const pieces = kind === 'welcome' ? [message] : updatesOf(message);
    for (const piece of pieces) {
      const r = receiveMessage(client, piece);
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      if (kind !== 'welcome' && r.applied.length === 0) continue;
      client = r.client;
      const state = stateAtStep(match, client.step)!;
      expect(JSON.parse(JSON.stringify(clientView(client)))).toEqual(JSON.parse(JSON.stringify(view(state, seat))));
      expect(client.legalActions).toEqual(seat === null ? [] : JSON.parse(JSON.stringify(legalActions(state, seat))));
      const events = (piece as { events: { visibleTo?: number[] }[] }).events;
      for (const event of events) if (event.visibleTo !== undefined) expect(seat !== null && event.visibleTo.includes(seat)).toBe(true);
      if (kind === 'update') expect(events).toEqual(JSON.parse(JSON.stringify(eventsFor(match.history[client.step - 1]!.events, seat, state))));
      checked++;
    }
  }
  const text = JSON.stringify([me.received, me.other]);
  expect(text).not.toMatch(/"rng"\s*:/);
  for (const secret of secrets) expect(text.includes(secret), `a secret reached seat ${String(seat)}`).toBe(false);
  return checked;
}
