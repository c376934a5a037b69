import { describe, expect, it } from 'vitest';
import { FRAME_FLAGS, OBSERVATION_KIND } from '../../src/cli/serve/bridge-frames.js';
import { createBridgeSession, type BridgeSession } from '../../src/cli/serve/bridge-session.js';
import { createBridgeReader } from '../../src/cli/serve/bridge-stdio.js';
import { VECTOR_FRAME_HEAD, writeVectorFrame } from '../../src/cli/serve/bridge-vector-frames.js';
import { docTable as readDocTable } from '../support/doc-tables.js';

type Json = Record<string, unknown>;

function ask(session: BridgeSession, request: unknown): { id: unknown; ok: boolean; result?: Json; error?: { code: string; message: string } } {
  return JSON.parse(session.answer(JSON.stringify(request)));
}

const docTable = (heading: string) => readDocTable('docs/python.md', '### Vector step frames (protocol 6)', heading);

/** A vector answer frame decoded as docs/python.md describes it; `parts` names what was read, in order, per game. */
interface DecodedVector {
  id: number;
  agents: number[];
  indices: number[][];
  terminated: boolean[];
  truncated: boolean[];
  returns: (number[] | null)[];
  observations: (number[] | null)[];
  kinds: number[];
  head: string[];
  games: string[][];
}

/** `bases` holds each game's seats' last observations (key `game/seat`), updated from deltas as a client does. */
function decodeVector(bytes: Uint8Array, bases: Map<string, number[]>): DecodedVector {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(bytes[0]).toBe(1);
  expect(view.getUint32(1, true)).toBe(bytes.length - 5);
  let at = 5;
  let parts: string[] = [];
  const read = <T>(name: string, value: () => T): T => (parts.at(-1) !== name && parts.push(name), value());
  const u8 = (name: string) => read(name, () => bytes[at++]!);
  const u32 = (name: string) => read(name, () => ((at += 4), view.getUint32(at - 4, true)));
  const f32 = () => ((at += 4), view.getFloat32(at - 4, true));
  const id = u32('request id');
  const count = u32('games');
  const players = u8('seats');
  const decoded: DecodedVector = { id, agents: [], indices: [], terminated: [], truncated: [], returns: [], observations: [], kinds: [], head: parts, games: [] };
  for (let game = 0; game < count; game++) {
    parts = [];
    decoded.games.push(parts);
    const agent = u8('agent');
    const flags = u8('game flags');
    decoded.agents.push(agent);
    decoded.terminated.push((flags & 1) !== 0);
    decoded.truncated.push((flags & 2) !== 0);
    decoded.returns.push(flags & 1 ? Array.from({ length: players }, () => read('returns', () => ((at += 8), view.getFloat64(at - 8, true)))) : null);
    decoded.indices.push(Array.from({ length: u32('legal count') }, () => u32('legal indices')));
    decoded.observations.push(
      read('observation', () => {
        const kind = bytes[at++]!;
        decoded.kinds.push(kind);
        if (kind === OBSERVATION_KIND.none) return null;
        const size = f32At();
        const key = `${game}/${agent}`;
        if (kind === OBSERVATION_KIND.dense) {
          const dense = Array.from({ length: size }, f32);
          bases.set(key, dense);
          return [...dense];
        }
        const entries = f32At();
        const indices = Array.from({ length: entries }, f32At);
        const values = Array.from({ length: entries }, f32);
        const base = kind === OBSERVATION_KIND.delta ? bases.get(key)! : new Array<number>(size).fill(0);
        expect(base, `a delta for ${key} has a base`).toBeDefined();
        indices.forEach((index, k) => (base[index] = values[k]!));
        bases.set(key, base);
        return [...base];
      }),
    );
  }
  expect(at, 'the frame is read to its end').toBe(bytes.length);
  return decoded;
  function f32At(): number {
    return (at += 4), view.getUint32(at - 4, true);
  }
}

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const games = [
  // The duel and Gully play to their ends (returns sent); the longer games are cut at 40 actions.
  { game: 'mountain-river-duel', players: 2, steps: 150, maxActions: undefined },
  { game: 'goldfield-gully', players: 4, steps: 150, maxActions: undefined },
  { game: 'lost-dutchman', players: 3, steps: 60, maxActions: 40 },
  { game: 'lost-valley', players: 4, steps: 15, maxActions: 40 },
];

describe('vector step frames (protocol 6)', () => {
  it.each(games)('step $game as JSON vector steps do: agents, legal indices, ends, returns and observations (deltas rebuilt), through restarts and a reset', ({ game, players, steps, maxActions }) => {
    const json = createBridgeSession();
    const frames = createBridgeSession();
    const config = { game, players, ...(maxActions ? { maxActions } : {}) };
    const count = 3;
    const handle = ask(json, { op: 'vector-create', config, count }).result!.handle as string;
    expect(ask(frames, { op: 'vector-create', config, count }).result!.handle).toBe(handle);
    const pick = random(players * 7);
    const kinds = new Set<number>();
    let finished = 0;
    let ended = 0;
    let id = 1;
    for (const seed of ['a', 'b']) {
      const bases = new Map<string, number[]>();
      let report = ask(json, { op: 'vector-reset', handle, seed, observation: 'list' }).result as { indices: number[][] };
      ask(frames, { op: 'vector-reset', handle, seed, observation: 'none' });
      for (let step = 0; step < steps; step++, id++) {
        const indices = report.indices.map((legal) => legal[Math.floor(pick() * legal.length)]!);
        const flags = FRAME_FLAGS.observation | FRAME_FLAGS.delta;
        const answer = frames.answerFrame(writeVectorFrame({ id, handle, flags, indices }));
        expect(answer, typeof answer === 'string' ? answer : '').toBeInstanceOf(Uint8Array);
        const decoded = decodeVector(answer as Uint8Array, bases);
        const stepped = ask(json, { op: 'vector-step', handle, indices, observation: 'list' }).result as Json & { indices: number[][] };
        expect(decoded.id).toBe(id);
        const { kinds: seen, head, games: parts, id: _id, ...rest } = decoded;
        expect(rest).toEqual(stepped);
        seen.forEach((kind) => kinds.add(kind));
        // The parts docs/python.md lists, in its order: the head once, then each game's.
        expect(head).toEqual(docTable('**The vector answer frame**').filter(([, , when]) => when === 'once').map(([name]) => name));
        parts.forEach((read, k) => {
          const documented = docTable('**The vector answer frame**').filter(([, , when]) => when === 'each game' || (when === 'each game, terminated' && decoded.terminated[k]));
          expect(read).toEqual(documented.map(([name]) => name));
        });
        finished += decoded.terminated.filter(Boolean).length + decoded.truncated.filter(Boolean).length;
        ended += decoded.terminated.filter(Boolean).length;
        report = stepped;
      }
    }
    expect(kinds.has(OBSERVATION_KIND.delta)).toBe(true);
    if (maxActions === undefined) expect(ended, 'games ended, their returns sent').toBeGreaterThan(0);
    else if (game !== 'lost-valley') expect(finished, 'games cut and restarted').toBeGreaterThan(0);
  });

  it('refuse a bad frame, an unknown vector, a wrong count, an illegal index and a step before a reset, and move no game', () => {
    const session = createBridgeSession();
    const handle = ask(session, { op: 'vector-create', config: { game: 'goldfield-gully', players: 4 }, count: 2 }).result!.handle as string;
    const refused = (bytes: Uint8Array) => JSON.parse(session.answerFrame(bytes) as string) as { id: number | null; ok: boolean; error: { code: string; details?: Json } };
    expect(refused(writeVectorFrame({ id: 1, handle, flags: 1, indices: [0, 0] }))).toMatchObject({ id: 1, ok: false, error: { code: 'env/no-game' } });
    const start = ask(session, { op: 'vector-reset', handle, seed: 3, observation: 'none' }).result as { indices: number[][] };
    const legal = start.indices.map((indices) => indices[0]!);
    expect(refused(writeVectorFrame({ id: 2, handle, flags: 4, indices: legal }))).toMatchObject({ id: 2, error: { code: 'bridge/bad-frame' } });
    expect(refused(writeVectorFrame({ id: 3, handle: 'v9', flags: 1, indices: legal }))).toMatchObject({ id: 3, error: { code: 'bridge/unknown-handle' } });
    expect(refused(writeVectorFrame({ id: 4, handle, flags: 1, indices: [legal[0]!] }))).toMatchObject({ id: 4, error: { code: 'env/bad-count' } });
    expect(refused(writeVectorFrame({ id: 5, handle, flags: 1, indices: [legal[0]!, 4_000_000] }))).toMatchObject({ id: 5, error: { code: 'env/no-such-action', details: { game: 1 } } });
    expect(refused(writeVectorFrame({ id: 6, handle, flags: 1, indices: legal }).subarray(0, VECTOR_FRAME_HEAD - 1))).toMatchObject({ id: null, error: { code: 'bridge/bad-frame' } });
    // Nothing moved: the first legal indices are still legal, and a step now plays them.
    const stepped = decodeVector(session.answerFrame(writeVectorFrame({ id: 7, handle, flags: 1, indices: legal })) as Uint8Array, new Map());
    expect(stepped.id).toBe(7);
    expect(ask(session, { op: 'vector-step', handle, indices: stepped.indices.map((indices) => indices[0]!), observation: 'none' }).ok).toBe(true);
  });

  it('the reader waits for a vector frame cut across reads, answers it in order with JSON lines, and refuses one cut by the end', () => {
    const session = createBridgeSession();
    const out: (string | Uint8Array)[] = [];
    const reader = createBridgeReader(session, (answer) => out.push(answer));
    reader.push(Buffer.from('{"id":1,"op":"vector-create","config":{"game":"mountain-river-duel","players":2},"count":2}\n{"id":2,"op":"vector-reset","handle":"v1","seed":1,"observation":"none"}\n'));
    const reset = JSON.parse(out[1] as string).result as { indices: number[][] };
    const frame = writeVectorFrame({ id: 3, handle: 'v1', flags: 0, indices: reset.indices.map((legal) => legal[0]!) });
    reader.push(frame.subarray(0, 2));
    reader.push(frame.subarray(2, 13));
    reader.push(Buffer.concat([frame.subarray(13), Buffer.from('{"id":4,"op":"hello"}\n')]));
    // A refused frame (one index for two games) is answered by a JSON line, its newline included.
    reader.push(writeVectorFrame({ id: 5, handle: 'v1', flags: 0, indices: [0] }));
    reader.push(frame.subarray(0, 9));
    reader.end();
    expect(out).toHaveLength(6);
    expect(decodeVector(out[2] as Uint8Array, new Map()).id).toBe(3);
    expect(JSON.parse(out[3] as string)).toMatchObject({ id: 4, ok: true, result: { protocol: 6 } });
    expect(out[4]).toMatch(/^\{.*\}\n$/);
    expect(JSON.parse(out[4] as string)).toMatchObject({ id: 5, ok: false, error: { code: 'env/bad-count' } });
    expect(out[5]).toMatch(/^\{.*\}\n$/);
    expect(JSON.parse(out[5] as string)).toMatchObject({ id: null, ok: false, error: { code: 'bridge/bad-frame' } });
  });

  it('are what docs/python.md says: the request table', () => {
    const request = { id: 0x01020304, handle: 'v513', flags: FRAME_FLAGS.observation | FRAME_FLAGS.delta, indices: [7, 529_195, 0] };
    const values: Record<string, number | number[]> = { magic: 2, flags: request.flags, games: 3, vector: 513, 'request id': request.id, 'action index': request.indices };
    const bytes: number[] = [];
    for (const [offset, type, field] of docTable('**The vector request**')) {
      const name = Object.keys(values).find((key) => field!.startsWith(key))!;
      expect(name, `a known field: ${field}`).toBeDefined();
      expect(Number(offset), `${name} starts where the last field ended`).toBe(bytes.length);
      const value = values[name]!;
      const size = { u8: 1, u16: 2, u32: 4, 'u32 each': 4 }[type!]!;
      for (const one of Array.isArray(value) ? value : [value]) for (let k = 0; k < size; k++) bytes.push(Math.floor(one / 256 ** k) % 256);
    }
    expect(bytes).toEqual(Array.from(writeVectorFrame(request)));
  });
});
