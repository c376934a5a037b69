import { applyAction } from '../../core/apply.js';
import { startGame } from '../../core/create.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import type { JsonValue } from '../../core/json.js';
import { activePlayers, chanceOutcomes, legalActions } from '../../core/queries.js';
import { listGames } from '../../core/registry.js';
import type { AnyGameState } from '../../core/runtime.js';
import { loadGameResult, saveGame } from '../../core/save.js';
import { seatRefusal } from '../../core/seats.js';
import type { PlayerId } from '../../core/state.js';
import { determinize, eventsFor, view } from '../../core/view.js';
import { actionToIndex, encodedGames, encodingRefusal } from '../../encodings/encodings.js';
import { createVectorEnv, type VectorConfig, type VectorEnv } from '../../env/vector-env.js';
import { CLI_VERSION } from '../version.js';
import { agentReport, sentObservation } from './bridge-observation.js';
import { frameStep } from './bridge-frame-step.js';
import { readStepFrame } from './bridge-frames.js';
import { jointStep } from './bridge-joint-step.js';
import { BridgeRequestSchema, type BridgeRequest, type ObservationFormat } from './bridge-requests.js';
import { actionOfIndex, listLegal, noEncoding, sizesOf, statusOf, type Held } from './bridge-status.js';
import { vectorReport } from './bridge-vector.js';
import { readVectorFrame, VECTOR_FRAME, vectorFrameAnswer } from './bridge-vector-frames.js';

/**
 * The version of the bridge protocol; `hello` reports it.
 *
 * @example
 * if (hello.result.protocol !== BRIDGE_PROTOCOL) throw new Error('update the client');
 */
export const BRIDGE_PROTOCOL = 6;

type Answer = { ok: true; result: JsonValue } | { ok: false; error: RuleError };

/**
 * One bridge connection: the games it holds by handle, and the answer to each request line. It
 * never throws: a line that is not JSON, a request of the wrong shape, an unknown handle or an
 * action the engine refuses each get an answer with a typed error, and the game is unchanged.
 *
 * @example
 * const session = createBridgeSession();
 * session.answer('{"id":1,"op":"hello"}'); // '{"id":1,"ok":true,"result":{"protocol":6,…}}'
 */
export interface BridgeSession {
  /** The answer line (JSON, without its newline) to one request line. */
  answer(line: string): string;
  /**
   * The answer to one binary frame, a step (protocol 5, `readStepFrame`) or a vector step
   * (protocol 6, `readVectorFrame`): an answer frame, or a JSON error line (without its
   * newline) when the frame or the step is refused.
   */
  answerFrame(frame: Uint8Array): Uint8Array | string;
}

/**
 * Starts a bridge connection with no games.
 *
 * @example
 * const session = createBridgeSession();
 */
export function createBridgeSession(): BridgeSession {
  const games = new Map<string, Held>();
  const vectors = new Map<string, VectorEnv>();
  // Per game, the last observation binary step frames sent each seat: the base of their deltas.
  const sentByGame = new Map<string, (Float32Array | undefined)[]>();
  // The same per vector, at `game × seats + seat`; a `vector-reset` clears them.
  const sentByVector = new Map<string, (Float32Array | undefined)[]>();
  let next = 1;
  const hold = (state: AnyGameState): string => {
    const handle = `g${next++}`;
    games.set(handle, { state, sizes: sizesOf(state), legal: null });
    return handle;
  };
  // The `agent` answer for a held game, its legal actions remembered for the step that follows.
  const reportOf = (held: Held, seat: PlayerId, format: ObservationFormat): { [key: string]: JsonValue } => ({
    seat,
    indices: listLegal(held, seat) as number[],
    observation: sentObservation(held.state, seat, format),
  });
  // After a step or a create, what the seat that acts next (the lowest active seat) needs, or null.
  const nextOf = (held: Held, format: ObservationFormat): JsonValue => {
    const seat = activePlayers(held.state)[0];
    return seat === undefined ? null : reportOf(held, seat, format);
  };
  const run = (request: BridgeRequest): Answer => {
    if (request.op === 'hello') return ok({ protocol: BRIDGE_PROTOCOL, version: CLI_VERSION, games: listGames(), encoded: encodedGames() });
    if (request.op === 'create') {
      // `replace` closes a game in the same request (an environment's reset): refused, with
      // nothing created or closed, when no game has that handle.
      if (request.replace !== undefined && !games.has(request.replace)) return fail(unknownHandle(request.replace));
      const start = startGame(request.setup);
      if (!start.ok) return { ok: false, error: start.error };
      if (request.replace !== undefined) closeGame(request.replace);
      const handle = hold(start.state);
      const held = games.get(handle)!;
      if (request.next !== undefined && held.sizes === null) {
        games.delete(handle);
        return fail(noEncoding(start.state));
      }
      const report = request.next === undefined ? {} : { next: nextOf(held, request.next.observation ?? 'sparse') };
      return ok({ handle, ...statusOf(held), ...report });
    }
    if (request.op === 'load') {
      const loaded = loadGameResult(request.text);
      if (!loaded.ok) return { ok: false, error: loaded.error };
      const handle = hold(loaded.state);
      return ok({ handle, ...statusOf(games.get(handle)!) });
    }
    if (request.op === 'vector-create') {
      // zod leaves an absent optional key absent, which is what the config's optional fields mean.
      const vector = createVectorEnv({ ...(request.config as Omit<VectorConfig, 'count'>), count: request.count });
      if ('code' in vector) return fail(vector);
      const handle = `v${next++}`;
      vectors.set(handle, vector);
      return ok({ handle, count: vector.count, players: vector.players, actionSpaceSize: vector.actionSpaceSize, observationShape: [...vector.observationShape] });
    }
    if (request.op === 'vector-reset' || request.op === 'vector-step' || (request.op === 'close' && vectors.has(request.handle))) {
      const vector = vectors.get(request.handle);
      if (!vector) return fail(unknownHandle(request.handle));
      if (request.op === 'close') {
        vectors.delete(request.handle);
        sentByVector.delete(request.handle);
        return ok({});
      }
      const stepped = request.op === 'vector-reset' ? vector.reset(request.seed) : vector.step(request.indices);
      if ('code' in stepped) return fail(stepped);
      if (request.op === 'vector-reset') sentByVector.delete(request.handle);
      return ok(vectorReport(stepped, vector.observationShape[0], request.observation ?? 'sparse'));
    }
    const held = games.get(request.handle);
    if (!held) return fail(unknownHandle(request.handle));
    const state = held.state;
    // Every seat a request names is checked against this table first (`no-such-seat`); the
    // spectator (`null`) is a seat only for `view` and for a step's `observer`.
    if ('seat' in request && request.seat !== undefined) {
      const refusal = seatRefusal(state, request.seat, { spectator: request.op === 'view' });
      if (refusal) return fail(refusal);
    }
    if (request.op === 'joint-step') {
      for (const { seat } of request.actions) {
        const refusal = seatRefusal(state, seat);
        if (refusal) return fail(refusal);
      }
    }
    if ((request.op === 'step' || request.op === 'joint-step') && request.observer !== undefined) {
      const refusal = seatRefusal(state, request.observer, { spectator: true });
      if (refusal) return fail(refusal);
    }
    switch (request.op) {
      case 'status':
        return ok(statusOf(held));
      case 'legal': {
        const seat = request.seat as PlayerId;
        const actions = activePlayers(state).includes(seat) ? legalActions(state, seat) : [];
        const encoded = held.sizes !== null;
        return ok({
          actions: request.actions === false ? null : (actions as unknown as JsonValue),
          indices: encoded ? actions.map((action) => actionToIndex(state, action)) : null,
        });
      }
      case 'agent':
        if (held.sizes === null) return fail(noEncoding(state));
        return ok(reportOf(held, request.seat as PlayerId, request.observation ?? 'sparse'));
      case 'chance':
        return ok({ outcomes: chanceOutcomes(state) as unknown as JsonValue });
      case 'step': {
        const action = request.index === undefined ? request.action : indexedAction(held, request.seat as PlayerId | undefined, request.index);
        if (action instanceof Error) return fail(ruleError('bridge/bad-request', action.message));
        if (request.next !== undefined && held.sizes === null) return fail(noEncoding(state));
        const result = applyAction(state, action);
        if (!result.ok) return { ok: false, error: result.error };
        const after: Held = { state: result.state, sizes: held.sizes, legal: null };
        games.set(request.handle, after);
        // Only what the observer may see crosses the bridge: the spectator's (public) events by
        // default, none when the client said it reads none (`events: false`, an environment's step).
        const events = request.events === false ? null : eventsFor(result.events, (request.observer ?? null) as PlayerId | null, result.state);
        const report = request.next === undefined ? {} : { next: nextOf(after, request.next.observation ?? 'sparse') };
        return ok({ ...statusOf(after), events: events as unknown as JsonValue, ...report });
      }
      case 'joint-step': {
        if (held.sizes === null) return fail(noEncoding(state));
        const joint = jointStep(state, request.actions as { seat: PlayerId; index: number }[]);
        if ('code' in joint) return fail(joint);
        const after: Held = { state: joint.state, sizes: held.sizes, legal: null };
        games.set(request.handle, after);
        const format = request.observation ?? 'sparse';
        return ok({
          ...statusOf(after),
          events: eventsFor(joint.events, (request.observer ?? null) as PlayerId | null, joint.state) as unknown as JsonValue,
          agents: Array.from({ length: joint.state.players }, (_, seat) => agentReport(joint.state, seat, format)),
        });
      }
      case 'observe':
        return guarded(() => ({ observation: sentObservation(state, request.seat as PlayerId, request.format ?? 'list') }));
      case 'view':
        return ok(view(state, request.seat as PlayerId | null) as unknown as JsonValue);
      case 'determinize': {
        const handle = hold(determinize(state, request.seat as PlayerId, request.seed));
        return ok({ handle, ...statusOf(games.get(handle)!) });
      }
      case 'save':
        return ok({ text: saveGame(state) });
      case 'close':
        closeGame(request.handle);
        return ok({});
    }
  };
  const closeGame = (handle: string): void => {
    games.delete(handle);
    sentByGame.delete(handle);
  };
  const answerVectorFrame = (frame: Uint8Array): Uint8Array | string => {
    const request = readVectorFrame(frame);
    if ('error' in request) return JSON.stringify({ id: request.id, ok: false, error: request.error });
    const refused = (error: RuleError): string => JSON.stringify({ id: request.id, ok: false, error });
    const vector = vectors.get(request.handle);
    if (!vector) return refused(unknownHandle(request.handle));
    try {
      const stepped = vector.step(request.indices);
      if ('code' in stepped) return refused(stepped);
      let sent = sentByVector.get(request.handle);
      if (!sent) sentByVector.set(request.handle, (sent = []));
      return vectorFrameAnswer(request, stepped, vector.observationShape[0], vector.players, sent);
    } catch (error) {
      return refused(ruleError('bridge/internal', error instanceof Error ? error.message : String(error)));
    }
  };
  const answerFrame = (frame: Uint8Array): Uint8Array | string => {
    if (frame[0] === VECTOR_FRAME) return answerVectorFrame(frame);
    const request = readStepFrame(frame);
    if ('error' in request) return JSON.stringify({ id: request.id, ok: false, error: request.error });
    const refused = (error: RuleError): string => JSON.stringify({ id: request.id, ok: false, error });
    const held = games.get(request.handle);
    if (!held) return refused(unknownHandle(request.handle));
    let sent = sentByGame.get(request.handle);
    if (!sent) sentByGame.set(request.handle, (sent = []));
    try {
      const stepped = frameStep(held, request, sent);
      if ('code' in stepped) return refused(stepped);
      games.set(request.handle, stepped.after);
      return stepped.answer;
    } catch (error) {
      // As for a line: the engine refuses through results, and this guard keeps the client's answer.
      return refused(ruleError('bridge/internal', error instanceof Error ? error.message : String(error)));
    }
  };
  return {
    answerFrame,
    answer(line: string): string {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        return JSON.stringify({ id: null, ok: false, error: ruleError('bridge/not-json', 'A request is one JSON object on one line.') });
      }
      const id = typeof parsed === 'object' && parsed !== null && 'id' in parsed ? (parsed as { id: unknown }).id : null;
      const request = BridgeRequestSchema.safeParse(parsed);
      if (!request.success) {
        const issue = request.error.issues[0];
        const where = issue?.path.join('.') || 'request';
        return JSON.stringify({ id, ok: false, error: ruleError('bridge/bad-request', `Bad request at ${where}: ${issue?.message ?? 'invalid'}.`, { path: issue?.path.map(String) ?? [] }) });
      }
      let answer: Answer;
      try {
        answer = run(request.data);
      } catch (error) {
        // The engine refuses through results; this is a last guard so a client never loses the line.
        answer = fail(ruleError('bridge/internal', error instanceof Error ? error.message : String(error)));
      }
      return JSON.stringify({ id: request.data.id ?? null, ...answer });
    },
  };
}

function unknownHandle(handle: string): RuleError {
  return ruleError('bridge/unknown-handle', `No game has the handle '${handle}' (closed, or never created).`, { details: { handle } });
}

function ok(result: JsonValue): Answer {
  return { ok: true, result };
}

function fail(error: RuleError): Answer {
  return { ok: false, error };
}

function guarded(body: () => JsonValue): Answer {
  try {
    return ok(body());
  } catch (error) {
    const engine = (error as { error?: RuleError }).error;
    return fail(engine ?? ruleError('bridge/internal', String(error)));
  }
}

function indexedAction(held: Held, seat: number | undefined, index: number): unknown {
  const state = held.state;
  if (seat === undefined) return new Error('A step by index names its seat.');
  if (encodingRefusal(state) !== null) return new Error(`Game '${state.game}' (variant ${state.variant}) has no action indices: step by action.`);
  return actionOfIndex(held, seat, index) ?? new Error(`Index ${index} names no action of seat ${seat} here.`);
}
