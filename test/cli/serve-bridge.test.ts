import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/cli-io.js';
import { runCli } from '../../src/cli/program.js';
import { runServe } from '../../src/cli/serve-command.js';
import { createBridgeSession } from '../../src/cli/serve/bridge-session.js';
import { actionSpaceSize, createVectorEnv, observationShape, type VectorEnv, type VectorStep } from '../../src/encodings/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function ask(session: ReturnType<typeof createBridgeSession>, request: unknown) {
  return JSON.parse(session.answer(typeof request === 'string' ? request : JSON.stringify(request))) as {
    id: unknown;
    ok: boolean;
    result?: Record<string, unknown>;
    error?: { code: string; message: string };
  };
}

describe('the JSON-lines bridge', () => {
  it('creates games, lists legal actions with their indices, steps by index or by action, observes and views', () => {
    const session = createBridgeSession();
    expect(ask(session, { id: 'h', op: 'hello' })).toMatchObject({ id: 'h', ok: true, result: { protocol: 6, encoded: ['mountain-river-duel', 'goldfield-gully', 'lost-dutchman', 'lost-valley'] } });
    const created = ask(session, { id: 1, op: 'create', setup: { game: 'goldfield-gully', players: 3, seed: 1 } });
    expect(created).toMatchObject({ id: 1, ok: true, result: { handle: 'g1', activePlayers: [0, 1, 2], actionSpaceSize: 18, observationShape: [170], terminal: false } });
    const legal = ask(session, { id: 2, op: 'legal', handle: 'g1', seat: 0 }).result as { actions: unknown[]; indices: number[] };
    expect(legal.indices).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(ask(session, { id: 3, op: 'step', handle: 'g1', seat: 0, index: 6 })).toMatchObject({ ok: true, result: { activePlayers: [1, 2] } });
    expect(ask(session, { id: 4, op: 'step', handle: 'g1', action: { type: 'gather', player: 1, building: 2 } })).toMatchObject({ ok: true, result: { activePlayers: [2] } });
    const seen = ask(session, { id: 5, op: 'view', handle: 'g1', seat: 2 }).result as { g: { choice: unknown[] } };
    expect(seen.g.choice).toEqual(['secret', 'secret', null]);
    expect((ask(session, { id: 6, op: 'observe', handle: 'g1', seat: 2 }).result as { observation: number[] }).observation).toHaveLength(170);
    const twin = ask(session, { id: 7, op: 'determinize', handle: 'g1', seat: 2, seed: 'x' }).result as { handle: string };
    expect(ask(session, { op: 'view', handle: twin.handle, seat: 2 }).result).toEqual(seen);
    const saved = ask(session, { op: 'save', handle: 'g1' }).result as { text: string };
    const loaded = ask(session, { op: 'load', text: saved.text }).result as { handle: string };
    expect(ask(session, { op: 'view', handle: loaded.handle, seat: null }).result).toEqual(ask(session, { op: 'view', handle: 'g1', seat: null }).result);
    expect(ask(session, { op: 'close', handle: loaded.handle })).toMatchObject({ ok: true });
  });

  it('sends legality sparsely and observations compactly: indices alone, one agent request, base64 float32, the next seat after a step', () => {
    const session = createBridgeSession();
    ask(session, { op: 'create', setup: { game: 'lost-valley', players: 4, seed: 3 } });
    const full = ask(session, { op: 'legal', handle: 'g1', seat: 0 }).result as { actions: unknown[]; indices: number[] };
    const bare = ask(session, { op: 'legal', handle: 'g1', seat: 0, actions: false }).result as { actions: null; indices: number[] };
    expect(bare).toEqual({ actions: null, indices: full.indices });
    const list = (ask(session, { op: 'observe', handle: 'g1', seat: 0 }).result as { observation: number[] }).observation;
    const text = (ask(session, { op: 'observe', handle: 'g1', seat: 0, format: 'base64' }).result as { observation: string }).observation;
    const bytes = Buffer.from(text, 'base64');
    const decoded = Array.from(new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4));
    expect(decoded).toEqual(list);
    const sparse = (ask(session, { op: 'observe', handle: 'g1', seat: 0, format: 'sparse' }).result as { observation: { size: number; indices: number[]; values: number[] } }).observation;
    const rebuilt = new Array<number>(sparse.size).fill(0);
    sparse.indices.forEach((at, k) => (rebuilt[at] = sparse.values[k]!));
    expect(rebuilt).toEqual(list);
    expect(sparse.values.every((value) => value !== 0)).toBe(true);
    // Lost Valley's observation is mostly zeros: its nonzero entries are a small fraction of the list.
    expect(JSON.stringify(sparse).length * 5).toBeLessThan(JSON.stringify(list).length);
    const agent = ask(session, { op: 'agent', handle: 'g1', seat: 0, observation: 'base64' }).result as { seat: number; indices: number[]; observation: string };
    expect(agent).toEqual({ seat: 0, indices: [...full.indices].sort((a, b) => a - b), observation: text });
    expect((ask(session, { op: 'agent', handle: 'g1', seat: 1, observation: 'none' }).result as { indices: number[] }).indices).toEqual([]);
    const step = ask(session, { op: 'step', handle: 'g1', seat: 0, index: agent.indices[0], next: { observation: 'list' } }).result as {
      activePlayers: number[];
      next: { seat: number; indices: number[]; observation: number[] };
    };
    const seat = step.activePlayers[0]!;
    expect(step.next).toEqual({ seat, indices: (ask(session, { op: 'agent', handle: 'g1', seat, observation: 'none' }).result as { indices: number[] }).indices, observation: (ask(session, { op: 'observe', handle: 'g1', seat }).result as { observation: number[] }).observation });
    expect(ask(session, { op: 'observe', handle: 'g1', seat: 0, format: 'none' })).toMatchObject({ ok: false, error: { code: 'bridge/bad-request' } });
  });

  it('sends sparse-base64 observations (protocol 4): int32 indices and float32 values as base64, the same floats as the list; a step with events: false sends none', () => {
    const session = createBridgeSession();
    ask(session, { op: 'create', setup: { game: 'lost-valley', players: 4, seed: 3 } });
    const list = (ask(session, { op: 'observe', handle: 'g1', seat: 0 }).result as { observation: number[] }).observation;
    const sent = (ask(session, { op: 'observe', handle: 'g1', seat: 0, format: 'sparse-base64' }).result as { observation: { size: number; indices: string; values: string } }).observation;
    const indexBytes = Buffer.from(sent.indices, 'base64');
    const valueBytes = Buffer.from(sent.values, 'base64');
    const indices = new Int32Array(indexBytes.buffer, indexBytes.byteOffset, indexBytes.length / 4);
    const values = new Float32Array(valueBytes.buffer, valueBytes.byteOffset, valueBytes.length / 4);
    expect(sent.size).toBe(list.length);
    expect(indices.length).toBe(list.filter((value) => value !== 0).length);
    const rebuilt = new Array<number>(sent.size).fill(0);
    indices.forEach((at, k) => (rebuilt[at] = values[k]!));
    expect(rebuilt).toEqual(list);
    // The same entries as `sparse`, as bytes instead of printed numbers.
    const sparse = (ask(session, { op: 'observe', handle: 'g1', seat: 0, format: 'sparse' }).result as { observation: { indices: number[]; values: number[] } }).observation;
    expect([Array.from(indices), Array.from(values)]).toEqual([sparse.indices, sparse.values]);
    const legal = (ask(session, { op: 'legal', handle: 'g1', seat: 0, actions: false }).result as { indices: number[] }).indices;
    const quiet = ask(session, { op: 'step', handle: 'g1', seat: 0, index: legal[0], observer: 0, events: false, next: { observation: 'sparse-base64' } }).result as { events: unknown; next: { observation: unknown } };
    expect(quiet.events).toBeNull();
    const seat = (ask(session, { op: 'status', handle: 'g1' }).result as { activePlayers: number[] }).activePlayers[0];
    expect(quiet.next.observation).toEqual((ask(session, { op: 'observe', handle: 'g1', seat, format: 'sparse-base64' }).result as { observation: unknown }).observation);
    expect(ask(session, { op: 'step', handle: 'g1', seat, index: 0, events: 'no' })).toMatchObject({ ok: false, error: { code: 'bridge/bad-request' } });
  });

  it("returns only the events the observer may see: Goldfield Gully's secret commitment never crosses to another seat or the spectator", () => {
    const session = createBridgeSession();
    type Events = { events: { type: string; player?: number; choice?: unknown; visibleTo?: number[] }[] };
    const stepOf = (handle: string, observer: unknown) => {
      const request = observer === undefined ? { op: 'step', handle, seat: 0, index: 2 } : { op: 'step', handle, seat: 0, index: 2, observer };
      return ask(session, request);
    };
    const setup = { game: 'goldfield-gully', players: 3, seed: 1 };
    const handles = [0, 1, 2, 3, 4].map(() => (ask(session, { op: 'create', setup }).result as { handle: string }).handle);
    const own = (stepOf(handles[0]!, 0).result as Events).events;
    // The committing seat sees its own choice: the secret event exists and names it.
    expect(own).toContainEqual(expect.objectContaining({ type: 'commitment', player: 0, visibleTo: [0] }));
    for (const [handle, observer] of [
      [handles[1], 1],
      [handles[2], 2],
      [handles[3], null],
      [handles[4], undefined],
    ] as const) {
      const answer = stepOf(handle!, observer);
      expect(answer.ok).toBe(true);
      const events = (answer.result as Events).events;
      expect(events.some((event) => event.visibleTo !== undefined && !event.visibleTo.includes(observer ?? -1))).toBe(false);
      expect(events.some((event) => event.type === 'commitment' && 'choice' in event)).toBe(false);
      // Nothing of the secret in the whole answer: the chosen building's number is not in it next to "choice".
      expect(JSON.stringify(answer)).not.toMatch(/"choice"/);
    }
    // The observer seat is checked like every seat: off the table, or not a whole number, it is refused and nothing moves.
    const fresh = (ask(session, { op: 'create', setup }).result as { handle: string }).handle;
    const before = ask(session, { op: 'view', handle: fresh, seat: null }).result;
    for (const observer of [3, -1, 1.5, '0', true]) expect(stepOf(fresh, observer)).toMatchObject({ ok: false, error: { code: 'no-such-seat' } });
    expect(ask(session, { op: 'view', handle: fresh, seat: null }).result).toEqual(before);
  });

  it('plays a joint step of every acting seat, all or none, with each seat\'s legal indices and observation after it', () => {
    const session = createBridgeSession();
    ask(session, { op: 'create', setup: { game: 'goldfield-gully', players: 3, seed: 1 } });
    const before = ask(session, { op: 'view', handle: 'g1', seat: null }).result;
    expect(ask(session, { op: 'joint-step', handle: 'g1', actions: [{ seat: 0, index: 1 }, { seat: 1, index: 2 }] })).toMatchObject({ ok: false, error: { code: 'bridge/bad-request', details: { seat: 2 } } });
    expect(ask(session, { op: 'joint-step', handle: 'g1', actions: [{ seat: 0, index: 1 }, { seat: 0, index: 2 }, { seat: 1, index: 1 }, { seat: 2, index: 1 }] })).toMatchObject({ ok: false, error: { code: 'bridge/bad-request', details: { seat: 0 } } });
    expect(ask(session, { op: 'joint-step', handle: 'g1', actions: [{ seat: 0, index: 1 }, { seat: 1, index: 17 }, { seat: 2, index: 1 }] })).toMatchObject({ ok: false, error: { code: 'bridge/bad-request', details: { seat: 1, index: 17 } } });
    expect(ask(session, { op: 'joint-step', handle: 'g1', actions: [{ seat: 5, index: 1 }] })).toMatchObject({ ok: false, error: { code: 'no-such-seat' } });
    expect(ask(session, { op: 'view', handle: 'g1', seat: null }).result).toEqual(before);
    const joint = ask(session, { op: 'joint-step', handle: 'g1', actions: [{ seat: 2, index: 6 }, { seat: 0, index: 1 }, { seat: 1, index: 2 }], observer: 0 }).result as {
      ply: number;
      events: { type: string; player?: number }[];
      agents: { seat: number; indices: number[] }[];
    };
    expect(joint.agents.map((agent) => agent.seat)).toEqual([0, 1, 2]);
    // Seat 0 sees its own commitment, not the others'.
    expect(joint.events.filter((event) => event.type === 'commitment').map((event) => event.player)).toEqual([0]);
    for (const agent of joint.agents) expect(agent.indices).toEqual((ask(session, { op: 'agent', handle: 'g1', seat: agent.seat, observation: 'none' }).result as { indices: number[] }).indices);
  });

  it('steps a vector of games in one request, as createVectorEnv does, with observations in one base64 string or sparse', () => {
    const session = createBridgeSession();
    const config = { game: 'mountain-river-duel', players: 2 };
    const created = ask(session, { op: 'vector-create', config, count: 3 }).result as { handle: string; count: number; observationShape: [number] };
    expect(created).toMatchObject({ count: 3, players: 2, actionSpaceSize: actionSpaceSize({ ...config, seed: 0 }), observationShape: observationShape({ ...config, seed: 0 }) });
    const twin = createVectorEnv({ ...config, count: 3 }) as VectorEnv;
    const width = created.observationShape[0];
    type Sent = { agents: number[]; indices: number[][]; terminated: boolean[]; truncated: boolean[]; returns: (number[] | null)[]; observations: unknown };
    let expected = twin.reset('v') as VectorStep;
    let sent = ask(session, { op: 'vector-reset', handle: created.handle, seed: 'v', observation: 'base64' }).result as Sent;
    for (let step = 0; step < 60; step++) {
      expect(sent).toMatchObject({ agents: expected.agents, indices: expected.legalIndices, terminated: expected.terminated, returns: expected.returns });
      const format = step % 2 === 0 ? 'base64' : 'sparse';
      const rows = step === 0 || format === 'sparse' ? null : Buffer.from(sent.observations as string, 'base64');
      if (rows) expect(Array.from(new Float32Array(rows.buffer, rows.byteOffset, rows.length / 4))).toEqual(Array.from(expected.observations));
      if (!rows && step > 0) {
        (sent.observations as { size: number; indices: number[]; values: number[] }[]).forEach((row, game) => {
          const dense = new Float32Array(row.size);
          row.indices.forEach((at, k) => (dense[at] = row.values[k]!));
          expect(Array.from(dense)).toEqual(Array.from(expected.observations.subarray(game * width, (game + 1) * width)));
        });
      }
      const picks = expected.legalIndices.map((legal, game) => legal[(step + game) % legal.length]!);
      expected = twin.step(picks) as VectorStep;
      sent = ask(session, { op: 'vector-step', handle: created.handle, indices: picks, observation: step % 2 === 0 ? 'sparse' : 'base64' }).result as Sent;
    }
    // Refused: an illegal index (no game moves), a wrong count, an unknown handle; then closed.
    const illegal = ask(session, { op: 'vector-step', handle: created.handle, indices: [expected.legalIndices[0]![0], -1, 0], observation: 'none' });
    expect(illegal).toMatchObject({ ok: false, error: { code: 'env/no-such-action', details: { game: 1 } } });
    expect(ask(session, { op: 'vector-step', handle: created.handle, indices: [0] })).toMatchObject({ ok: false, error: { code: 'env/bad-count' } });
    const after = ask(session, { op: 'vector-step', handle: created.handle, indices: expected.legalIndices.map((legal) => legal[0]), observation: 'none' }).result as Sent;
    expect(after.observations).toBeNull();
    expect(after.agents).toEqual((twin.step(expected.legalIndices.map((legal) => legal[0]!)) as VectorStep).agents);
    expect(ask(session, { op: 'vector-create', config: { game: 'mountain-river-duel', players: 2 }, count: 0 })).toMatchObject({ ok: false, error: { code: 'env/bad-count' } });
    expect(ask(session, { op: 'close', handle: created.handle })).toMatchObject({ ok: true });
    expect(ask(session, { op: 'vector-step', handle: created.handle, indices: [0, 0, 0] })).toMatchObject({ ok: false, error: { code: 'bridge/unknown-handle' } });
  });

  it('answers every bad line with a typed error and leaves the game unchanged', () => {
    const session = createBridgeSession();
    ask(session, { op: 'create', setup: { game: 'mountain-river-duel', players: 2, seed: 1 } });
    const before = ask(session, { op: 'view', handle: 'g1', seat: null }).result;
    expect(ask(session, 'not json')).toMatchObject({ id: null, ok: false, error: { code: 'bridge/not-json' } });
    expect(ask(session, { id: 9, op: 'dance' })).toMatchObject({ id: 9, ok: false, error: { code: 'bridge/bad-request' } });
    expect(ask(session, { id: 9, op: 'legal', handle: 'g1' })).toMatchObject({ ok: false, error: { code: 'bridge/bad-request', message: expect.stringMatching(/seat/) } });
    expect(ask(session, { op: 'status', handle: 'g7' })).toMatchObject({ ok: false, error: { code: 'bridge/unknown-handle' } });
    expect(ask(session, { op: 'step', handle: 'g1', seat: 0, index: 99999 })).toMatchObject({ ok: false, error: { code: 'bridge/bad-request' } });
    expect(ask(session, { op: 'step', handle: 'g1', index: 0 })).toMatchObject({ ok: false, error: { code: 'bridge/bad-request', message: 'A step by index names its seat.' } });
    expect(ask(session, { op: 'step', handle: 'g1', action: { type: 'pass', player: 1 } })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(ask(session, { op: 'step', handle: 'g1', action: 'junk' })).toMatchObject({ ok: false, error: { code: 'invalid-action' } });
    expect(ask(session, { op: 'determinize', handle: 'g1', seat: 5, seed: 1 })).toMatchObject({ ok: false, error: { code: 'no-such-seat' } });
    expect(ask(session, { op: 'load', text: '{}' })).toMatchObject({ ok: false });
    expect(ask(session, { op: 'create', setup: { game: 'mountain-river-duel', players: 3, seed: 1 } })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/exactly 2 players/) } });
    expect(ask(session, { op: 'view', handle: 'g1', seat: null }).result).toEqual(before);
    // Lost Valley's first edition is encoded too: legal actions come with their indices, and a
    // seat observes it (a variant registered outside the package is refused instead:
    // test/encodings/valley-unsupported-variant.isolated.test.ts).
    ask(session, { op: 'create', setup: { game: 'lost-valley', variant: 'first-edition', players: 3, seed: 1 } });
    const legal = ask(session, { op: 'legal', handle: 'g2', seat: 0 }).result as { actions: unknown[]; indices: number[] };
    expect(legal.indices).toHaveLength(legal.actions.length);
    expect(ask(session, { op: 'observe', handle: 'g2', seat: 0 })).toMatchObject({ ok: true });
  });

  it('serve answers each line of its input in order, and needs --stdio', () => {
    const input = new PassThrough();
    const out: string[] = [];
    const io: CliIo = { out: (line) => out.push(line), err: (line) => out.push(`err:${line}`) };
    expect(runServe(['--stdio'], io, input)).toBe(0);
    return new Promise<void>((resolve) => {
      input.end('{"id":1,"op":"hello"}\n\n{"id":2,"op":"status","handle":"g1"}\n');
      input.on('close', () => {
        setTimeout(() => {
          expect(out.map((line) => JSON.parse(line).id)).toEqual([1, 2]);
          expect(runCli(['serve'], { out: () => {}, err: (line) => out.push(line) })).toBe(2);
          expect(out.at(-1)).toMatch(/^error: serve needs --stdio/);
          resolve();
        }, 20);
      });
    });
  });
});

describe('the Python client', () => {
  it('plays every game to its end from Python (stdlib only) through the program run by tsx', () => {
    const result = spawnSync('python3', ['examples/python/play_all_games.py'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, LOST_VALLEY_ENGINE_CMD: `${process.execPath} --import tsx src/cli/main.ts serve --stdio` },
      timeout: 120_000,
    });
    expect(result.status, result.stderr).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^mountain-river-duel \(2 seats\): \d+ steps, ended by board-cleared, returns \[/);
    expect(lines[1]).toMatch(/^goldfield-gully \(4 seats\): \d+ steps, ended by /);
    expect(lines[2]).toMatch(/^lost-dutchman \(3 seats\): \d+ steps, ended by /);
    expect(lines[3]).toMatch(/^lost-valley \(3 seats\): \d+ steps, ended by /);
    expect(lines[4]).toMatch(/^lost-valley first-edition \(3 seats\): \d+ actions by the protocol, ended by /);
    expect(lines[5]).toMatch(/determinize keeps the view and the observation/);
    // The parallel API: Goldfield Gully's commitments as joint steps, the duel a seat at a time.
    expect(lines[6]).toMatch(/^goldfield-gully parallel \(4 seats\): \d+ steps, [1-9]\d* of them joint, rewards /);
    expect(lines[7]).toMatch(/^mountain-river-duel parallel \(2 seats\): \d+ steps, 0 of them joint, rewards /);
    expect(lines[8]).toMatch(/a secret commitment reaches its own seat only/);
    // The vector environment: each game as its own AECEnv, finished games restarted.
    expect(lines[9]).toMatch(/^mountain-river-duel vector \(3 games, base64\): 450 steps, \d+ games finished, each as its own AECEnv$/);
    expect(lines[10]).toMatch(/^goldfield-gully vector \(3 games, sparse\): 450 steps, [1-9]\d* games finished, each as its own AECEnv$/);
    expect(lines[11]).toMatch(/^lost-dutchman vector \(3 games, sparse-base64\): 450 steps, \d+ games finished, each as its own AECEnv$/);
    // Protocol 4: every format decodes to the same floats; a step with `events: false` sends none.
    expect(lines[12]).toMatch(/^observation formats sparse, sparse-base64, base64 decode to the list in [1-9]\d* states; a step without events sends none$/);
    // Protocol 5: binary step frames give the environment what JSON steps give it, step by step.
    expect(lines[13]).toMatch(/^binary step frames and JSON steps agree in observations, masks, rewards and ends over [1-9]\d* steps of 8 games$/);
  });
});
