import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/cli-io.js';
import { runServe } from '../../src/cli/serve-command.js';
import { FRAME_FLAGS, OBSERVATION_KIND, STEP_FRAME_SIZE, writeStepFrame } from '../../src/cli/serve/bridge-frames.js';
import { BRIDGE_PROTOCOL, createBridgeSession, type BridgeSession } from '../../src/cli/serve/bridge-session.js';
import { createBridgeReader } from '../../src/cli/serve/bridge-stdio.js';
import { docTable as readDocTable, docText } from '../support/doc-tables.js';

type Json = Record<string, unknown>;

function ask(session: BridgeSession, request: unknown): { id: unknown; ok: boolean; result?: Json; error?: { code: string; message: string } } {
  return JSON.parse(session.answer(JSON.stringify(request)));
}

/** A decoded answer frame; `observations` holds each seat's last observation, updated from `delta`s as a client does. */
interface Decoded {
  id: number;
  ply: number;
  terminal: boolean;
  awaitingChance: boolean;
  activePlayers: number[];
  status: Json | null;
  next: { seat: number; indices: number[]; observation: number[] | null } | null;
  finals: number[][] | null;
  kinds: number[];
  /** The names of the parts read, in order (a repeated part once): what the doc's answer table lists. */
  parts: string[];
}

/** Decodes an answer frame as docs/python.md describes it (independently of the bridge's writer). */
function decodeFrame(bytes: Uint8Array, observations: Map<number, number[]>, finals: boolean): Decoded {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(bytes[0]).toBe(1);
  expect(view.getUint32(1, true)).toBe(bytes.length - 5);
  let at = 5;
  const parts: string[] = [];
  // Each read names the part of the doc's answer table it reads.
  const part = (name: string) => parts.at(-1) !== name && parts.push(name);
  const u8 = (name: string) => (part(name), bytes[at++]!);
  const u32 = (name: string) => (part(name), (at += 4), view.getUint32(at - 4, true));
  const kinds: number[] = [];
  const observation = (seat: number, name: string): number[] | null => {
    part(name);
    const kind = bytes[at++]!;
    kinds.push(kind);
    if (kind === OBSERVATION_KIND.none) return null;
    const size = ((at += 4), view.getUint32(at - 4, true));
    if (kind === OBSERVATION_KIND.dense) {
      const dense = Array.from({ length: size }, () => ((at += 4), view.getFloat32(at - 4, true)));
      observations.set(seat, dense);
      return [...dense];
    }
    const count = ((at += 4), view.getUint32(at - 4, true));
    const indices = Array.from({ length: count }, () => ((at += 4), view.getUint32(at - 4, true)));
    const values = Array.from({ length: count }, () => ((at += 4), view.getFloat32(at - 4, true)));
    const base = kind === OBSERVATION_KIND.delta ? observations.get(seat)! : new Array<number>(size).fill(0);
    expect(base, `a delta for seat ${seat} has a base`).toBeDefined();
    indices.forEach((index, k) => (base[index] = values[k]!));
    observations.set(seat, base);
    return [...base];
  };
  const id = u32('request id');
  const ply = u32('ply');
  const flags = u8('flags');
  const activePlayers = Array.from({ length: u8('active count') }, () => u8('active seats'));
  let status: Json | null = null;
  if (flags & 1) {
    const length = u32('status length');
    part('status');
    status = JSON.parse(Buffer.from(bytes.subarray(at, at + length)).toString('utf8'));
    at += length;
  }
  let next: Decoded['next'] = null;
  if (flags & 4) {
    const seat = u8('next seat');
    const indices = Array.from({ length: u32('legal count') }, () => u32('legal indices'));
    next = { seat, indices, observation: observation(seat, 'next observation') };
  }
  let all: number[][] | null = null;
  if (flags & 1 && finals) all = Array.from({ length: u8('seat count') }, (_, seat) => observation(seat, 'final observations')!);
  expect(at, 'the frame is read to its end').toBe(bytes.length);
  return { id, ply, terminal: (flags & 1) !== 0, awaitingChance: (flags & 2) !== 0, activePlayers, status, next, finals: all, kinds, parts };
}

// docs/python.md's section on frames, read as tables, so that the doc is checked against the code.
const docTable = (heading: string) => readDocTable('docs/python.md', '### Binary step frames (protocol 5)', heading);

/** The parts of an answer frame the doc's table says are present, for a decoded frame. */
function documentedParts(decoded: Decoded, finals: boolean): string[] {
  const present = (when: string): boolean =>
    when === 'always' ||
    (when === 'terminal' && decoded.terminal) ||
    (when === 'flag 4' && decoded.next !== null) ||
    (when === 'terminal, with the finals flag' && decoded.terminal && finals);
  return docTable('**The answer frame**')
    .filter(([name, , when]) => present(when!) && !(name === 'active seats' && decoded.activePlayers.length === 0))
    .map(([name]) => name!);
}

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const games = [
  { game: 'mountain-river-duel', players: 2 },
  { game: 'goldfield-gully', players: 4 },
  { game: 'lost-dutchman', players: 3 },
  { game: 'lost-valley', players: 4 },
];

describe('binary step frames (protocol 5)', () => {
  it.each(games)('play $game as JSON steps do: the same status, next seat, legal indices and observations (deltas rebuilt), finals at the end; refused frames change nothing', ({ game, players }) => {
    const json = createBridgeSession();
    const frames = createBridgeSession();
    const pick = random(players * 31);
    const seenParts = new Set<string>();
    for (const seed of [1, 2]) {
      const setup = { game, players, seed };
      const first = ask(json, { op: 'create', setup, next: { observation: 'list' } }).result!;
      const handle = first.handle as string;
      expect(ask(frames, { op: 'create', setup }).result!.handle).toBe(handle);
      const observations = new Map<number, number[]>();
      let report = first.next as { seat: number; indices: number[] };
      const kinds = new Set<number>();
      for (let step = 0, id = 1; report && step < 150; step++, id++) {
        const index = report.indices[Math.floor(pick() * report.indices.length)]!;
        if (step % 25 === 7) {
          // Refused frames: a seat off the table, an index that names nothing, an unknown game, bad flags.
          const refusals = [
            { frame: { id, handle, seat: 9, index, flags: 3 }, code: 'no-such-seat' },
            { frame: { id, handle, seat: report.seat, index: 4_000_000, flags: 3 }, code: 'bridge/bad-request' },
            { frame: { id, handle: 'g99', seat: report.seat, index, flags: 3 }, code: 'bridge/unknown-handle' },
            { frame: { id, handle, seat: report.seat, index, flags: 8 }, code: 'bridge/bad-frame' },
          ];
          for (const { frame, code } of refusals) {
            const refused = frames.answerFrame(writeStepFrame(frame));
            expect(typeof refused).toBe('string');
            expect(JSON.parse(refused as string)).toMatchObject({ id, ok: false, error: { code } });
          }
          expect(ask(frames, { op: 'status', handle }).result!.ply).toBe(ask(json, { op: 'status', handle }).result!.ply);
        }
        const flags = FRAME_FLAGS.observation | FRAME_FLAGS.delta | FRAME_FLAGS.finals;
        const answer = frames.answerFrame(writeStepFrame({ id, handle, seat: report.seat, index, flags }));
        expect(answer, typeof answer === 'string' ? answer : '').toBeInstanceOf(Uint8Array);
        const decoded = decodeFrame(answer as Uint8Array, observations, true);
        decoded.kinds.forEach((kind) => kinds.add(kind));
        expect(decoded.parts, 'the parts docs/python.md lists, in its order').toEqual(documentedParts(decoded, true));
        decoded.parts.forEach((name) => seenParts.add(name));
        const stepped = ask(json, { op: 'step', handle, seat: report.seat, index, observer: report.seat, events: false, next: { observation: 'list' } }).result!;
        expect(decoded.id).toBe(id);
        expect({ ply: decoded.ply, terminal: decoded.terminal, awaitingChance: decoded.awaitingChance, activePlayers: decoded.activePlayers }).toEqual({
          ply: stepped.ply,
          terminal: stepped.terminal,
          awaitingChance: stepped.awaitingChance,
          activePlayers: stepped.activePlayers,
        });
        expect(decoded.next).toEqual(stepped.next);
        if (decoded.terminal) {
          const { events: _events, next: _next, ...status } = stepped;
          expect(decoded.status).toEqual(status);
          const seen = Array.from({ length: players }, (_, seat) => (ask(json, { op: 'observe', handle, seat }).result as { observation: number[] }).observation);
          expect(decoded.finals).toEqual(seen);
        } else {
          expect(decoded.status).toBeNull();
        }
        report = stepped.next as typeof report;
      }
      // After the first frames, observations go out as deltas.
      expect(kinds.has(OBSERVATION_KIND.delta)).toBe(true);
      ask(json, { op: 'close', handle });
      ask(frames, { op: 'close', handle });
    }
    // Every part of the doc's answer table was read; the end's parts where a game ended within
    // the 150 steps (the other games do; Lost Valley's games are longer).
    const ended = seenParts.has('status');
    expect(ended).toBe(game !== 'lost-valley');
    const documented = docTable('**The answer frame**').filter(([, , when]) => ended || !when!.startsWith('terminal'));
    expect([...seenParts].sort()).toEqual(documented.map(([name]) => name!).sort());
  });

  it('are what docs/python.md says: the request table, the flag bits, the observation kinds, the protocol in the hello row', () => {
    const request = { id: 0x0a0b0c0d, handle: 'g70000', seat: 3, index: 529_195, flags: FRAME_FLAGS.observation | FRAME_FLAGS.finals };
    const values: Record<string, number> = { magic: 1, flags: request.flags, seat: request.seat, game: 70000, 'action index': request.index, 'request id': request.id };
    const rows = docTable('**The request**');
    const bytes = new Uint8Array(STEP_FRAME_SIZE);
    const view = new DataView(bytes.buffer);
    let end = 0;
    for (const [offset, type, field] of rows) {
      const name = Object.keys(values).find((key) => field!.startsWith(key));
      expect(name, `a known field: ${field}`).toBeDefined();
      expect(Number(offset), `${name} starts where the last field ended`).toBe(end);
      const value = values[name!]!;
      if (type === 'u8') view.setUint8(end, value);
      else if (type === 'u16') view.setUint16(end, value, true);
      else if (type === 'u32') view.setUint32(end, value, true);
      else throw new Error(`type ${type}`);
      end += { u8: 1, u16: 2, u32: 4 }[type]!;
    }
    expect(end).toBe(STEP_FRAME_SIZE);
    expect(Array.from(bytes)).toEqual(Array.from(writeStepFrame(request)));
    expect(Object.fromEntries(docTable('Its flags:').map(([bit, flag]) => [flag, Number(bit)]))).toEqual(FRAME_FLAGS);
    expect(Object.fromEntries(docTable('An **observation section**').map(([kind, value]) => [kind, Number(value)]))).toEqual(OBSERVATION_KIND);
    const hello = docText('docs/python.md').split('\n').find((line) => line.startsWith('| `hello` |'))!;
    // The newest protocol comes first in the row; frames are protocol 5.
    expect(hello).toMatch(new RegExp(`\\(${BRIDGE_PROTOCOL}: `));
    expect(hello).toMatch(/ 5: \[binary step frames\]/);
  });

  it('send no delta without the delta flag and no observation without the observation flag', () => {
    const session = createBridgeSession();
    const created = ask(session, { op: 'create', setup: { game: 'goldfield-gully', players: 4, seed: 5 }, next: { observation: 'none' } }).result!;
    let report = created.next as { seat: number; indices: number[] };
    const observations = new Map<number, number[]>();
    for (let id = 1; id <= 6; id++) {
      const flags = id <= 3 ? FRAME_FLAGS.observation : 0;
      const decoded = decodeFrame(session.answerFrame(writeStepFrame({ id, handle: 'g1', seat: report.seat, index: report.indices[0]!, flags })) as Uint8Array, observations, false);
      // Without the delta flag every observation is whole: its nonzero entries (Gully's are mostly zero).
      expect(decoded.kinds).toEqual([id <= 3 ? OBSERVATION_KIND.entries : OBSERVATION_KIND.none]);
      report = decoded.next!;
    }
  });

  it('create can replace a game and report its first seat; an unknown replaced handle creates and closes nothing', () => {
    const session = createBridgeSession();
    const setup = { game: 'mountain-river-duel', players: 2, seed: 1 };
    ask(session, { op: 'create', setup });
    expect(ask(session, { op: 'create', setup, replace: 'g7' })).toMatchObject({ ok: false, error: { code: 'bridge/unknown-handle' } });
    expect(ask(session, { op: 'status', handle: 'g1' }).ok).toBe(true);
    const replaced = ask(session, { op: 'create', setup, replace: 'g1', next: { observation: 'list' } }).result!;
    expect(replaced.handle).toBe('g2');
    expect(ask(session, { op: 'status', handle: 'g1' })).toMatchObject({ ok: false, error: { code: 'bridge/unknown-handle' } });
    const agent = ask(session, { op: 'agent', handle: 'g2', seat: 0, observation: 'list' }).result;
    expect(replaced.next).toEqual(agent);
    expect(ask(session, { op: 'create', setup: { ...setup, players: 9 }, replace: 'g2' }).ok).toBe(false);
    expect(ask(session, { op: 'status', handle: 'g2' }).ok).toBe(true);
  });

  it('the reader answers JSON lines and frames in order, however the bytes are cut, and refuses a control byte, a bad seat and a cut frame by JSON lines', () => {
    const session = createBridgeSession();
    const out: (string | Uint8Array)[] = [];
    const reader = createBridgeReader(session, (answer) => out.push(answer));
    const created = '{"id":1,"op":"create","setup":{"game":"mountain-river-duel","players":2,"seed":3},"next":{"observation":"none"}}\r\n';
    reader.push(Buffer.from(created));
    const first = JSON.parse(out[0] as string).result.next as { seat: number; indices: number[] };
    const frame = writeStepFrame({ id: 2, handle: 'g1', seat: first.seat, index: first.indices[0]!, flags: 0 });
    const bytes = Buffer.from('\n{"id":3,"op":"status","handle":"g1"}\n\x05 junk\n');
    // The frame cut in three reads, then a blank line, a JSON line and a bad start in one.
    reader.push(frame.subarray(0, 3));
    reader.push(frame.subarray(3, 11));
    reader.push(frame.subarray(11));
    reader.push(bytes);
    // A refused frame (no seat 9) is answered by a JSON line, its newline included.
    reader.push(writeStepFrame({ id: 5, handle: 'g1', seat: 9, index: 0, flags: 0 }));
    reader.push(writeStepFrame({ id: 4, handle: 'g1', seat: 0, index: 0, flags: 0 }).subarray(0, STEP_FRAME_SIZE - 2));
    reader.end();
    expect(out).toHaveLength(6);
    expect(out[1]).toBeInstanceOf(Uint8Array);
    const stepped = decodeFrame(out[1] as Uint8Array, new Map(), false);
    expect(stepped.id).toBe(2);
    expect(stepped.ply).toBeGreaterThan(JSON.parse(out[0] as string).result.ply);
    expect(JSON.parse(out[2] as string)).toMatchObject({ id: 3, ok: true, result: { ply: stepped.ply } });
    expect(JSON.parse(out[3] as string)).toMatchObject({ id: null, ok: false, error: { code: 'bridge/bad-frame' } });
    expect(out[4]).toMatch(/^\{.*\}\n$/);
    expect(JSON.parse(out[4] as string)).toMatchObject({ id: 5, ok: false, error: { code: 'no-such-seat' } });
    expect(out[5]).toMatch(/^\{.*\}\n$/);
    expect(JSON.parse(out[5] as string)).toMatchObject({ id: null, ok: false, error: { code: 'bridge/bad-frame' } });
  });

  it('serve over a stream writes answer frames through its byte writer and JSON answers as lines', async () => {
    const input = new PassThrough();
    const lines: string[] = [];
    const frames: Uint8Array[] = [];
    const io: CliIo = { out: (line) => lines.push(line), err: (line) => lines.push(`err:${line}`) };
    expect(runServe(['--stdio'], io, input, (bytes) => frames.push(bytes))).toBe(0);
    input.write('{"id":1,"op":"create","setup":{"game":"mountain-river-duel","players":2,"seed":3},"next":{"observation":"none"}}\n');
    await new Promise((resolve) => setImmediate(resolve));
    const next = JSON.parse(lines[0]!).result.next as { seat: number; indices: number[] };
    input.end(writeStepFrame({ id: 2, handle: 'g1', seat: next.seat, index: next.indices[0]!, flags: 1 }));
    await new Promise((resolve) => input.on('close', resolve));
    expect(frames).toHaveLength(1);
    expect(decodeFrame(frames[0]!, new Map(), false)).toMatchObject({ id: 2, terminal: false });
    expect(decodeFrame(frames[0]!, new Map(), false).ply).toBeGreaterThan(JSON.parse(lines[0]!).result.ply);
  });
});
