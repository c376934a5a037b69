import { applyAction } from '../../core/apply.js';
import { startGame } from '../../core/create.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import type { JsonValue } from '../../core/json.js';
import { activePlayers, chanceOutcomes, isTerminal, legalActions, outcome } from '../../core/queries.js';
import { listGames } from '../../core/registry.js';
import type { AnyGameState } from '../../core/runtime.js';
import { loadGameResult, saveGame } from '../../core/save.js';
import { seatRefusal } from '../../core/seats.js';
import type { PlayerId } from '../../core/state.js';
import { determinize, eventsFor, view } from '../../core/view.js';
import { actionSpaceSize, actionToIndex, encodedGames, encodingRefusal, indexToAction, observationShape } from '../../encodings/encodings.js';
import { sharedWinReturns } from '../../env/shared-win-returns.js';
import { createVectorEnv, type VectorConfig, type VectorEnv } from '../../env/vector-env.js';
import { CLI_VERSION } from '../version.js';
import { agentReport, nextReport, sentObservation } from './bridge-observation.js';
import { jointStep } from './bridge-joint-step.js';
import { BridgeRequestSchema, type BridgeRequest } from './bridge-requests.js';
import { vectorReport } from './bridge-vector.js';

/**
 * The version of the bridge protocol; `hello` reports it.
 *
 * @example
 * if (hello.result.protocol !== BRIDGE_PROTOCOL) throw new Error('update the client');
 */
export const BRIDGE_PROTOCOL = 4;

type Answer = { ok: true; result: JsonValue } | { ok: false; error: RuleError };

/**
 * One bridge connection: the games it holds by handle, and the answer to each request line. It
 * never throws: a line that is not JSON, a request of the wrong shape, an unknown handle or an
 * action the engine refuses each get an answer with a typed error, and the game is unchanged.
 *
 * @example
 * const session = createBridgeSession();
 * session.answer('{"id":1,"op":"hello"}'); // '{"id":1,"ok":true,"result":{"protocol":1,…}}'
 */
export interface BridgeSession {
  answer(line: string): string;
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
  let next = 1;
  const hold = (state: AnyGameState): string => {
    const handle = `g${next++}`;
    games.set(handle, { state, sizes: sizesOf(state) });
    return handle;
  };
  const run = (request: BridgeRequest): Answer => {
    if (request.op === 'hello') return ok({ protocol: BRIDGE_PROTOCOL, version: CLI_VERSION, games: listGames(), encoded: encodedGames() });
    if (request.op === 'create') {
      const start = startGame(request.setup);
      if (!start.ok) return { ok: false, error: start.error };
      const handle = hold(start.state);
      return ok({ handle, ...statusOf(games.get(handle)!) });
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
        return ok({});
      }
      const stepped = request.op === 'vector-reset' ? vector.reset(request.seed) : vector.step(request.indices);
      if ('code' in stepped) return fail(stepped);
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
        return ok(agentReport(state, request.seat as PlayerId, request.observation ?? 'sparse'));
      case 'chance':
        return ok({ outcomes: chanceOutcomes(state) as unknown as JsonValue });
      case 'step': {
        const action = request.index === undefined ? request.action : indexedAction(state, request.seat as PlayerId | undefined, request.index);
        if (action instanceof Error) return fail(ruleError('bridge/bad-request', action.message));
        if (request.next !== undefined && held.sizes === null) return fail(noEncoding(state));
        const result = applyAction(state, action);
        if (!result.ok) return { ok: false, error: result.error };
        const after: Held = { state: result.state, sizes: held.sizes };
        games.set(request.handle, after);
        // Only what the observer may see crosses the bridge: the spectator's (public) events by
        // default, none when the client said it reads none (`events: false`, an environment's step).
        const events = request.events === false ? null : eventsFor(result.events, (request.observer ?? null) as PlayerId | null, result.state);
        const report = request.next === undefined ? {} : { next: nextReport(result.state, request.next.observation ?? 'sparse') };
        return ok({ ...statusOf(after), events: events as unknown as JsonValue, ...report });
      }
      case 'joint-step': {
        if (held.sizes === null) return fail(noEncoding(state));
        const joint = jointStep(state, request.actions as { seat: PlayerId; index: number }[]);
        if ('code' in joint) return fail(joint);
        const after: Held = { state: joint.state, sizes: held.sizes };
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
        games.delete(request.handle);
        return ok({});
    }
  };
  return {
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

function indexedAction(state: AnyGameState, seat: number | undefined, index: number): unknown {
  if (seat === undefined) return new Error('A step by index names its seat.');
  if (encodingRefusal(state) !== null) return new Error(`Game '${state.game}' (variant ${state.variant}) has no action indices: step by action.`);
  return indexToAction(state, seat, index) ?? new Error(`Index ${index} names no action of seat ${seat} here.`);
}

/** A game the bridge holds, with its encoding's sizes (fixed by the setup; `null` without an encoding). */
interface Held {
  readonly state: AnyGameState;
  readonly sizes: { readonly actionSpaceSize: number; readonly observationShape: [number] } | null;
}

function sizesOf(state: AnyGameState): Held['sizes'] {
  if (encodingRefusal(state) !== null) return null;
  return { actionSpaceSize: actionSpaceSize(state), observationShape: observationShape(state) };
}

function noEncoding(state: AnyGameState): RuleError {
  return encodingRefusal(state) ?? ruleError('bridge/internal', 'The game lost its encoding.');
}

// What every answer about a game carries: where it stands, the sizes of its encoding, and at the end the returns.
function statusOf({ state, sizes }: Held): { [key: string]: JsonValue } {
  const end = outcome(state);
  return {
    game: state.game,
    players: state.players,
    ply: state.ply,
    activePlayers: activePlayers(state),
    awaitingChance: !isTerminal(state) && chanceOutcomes(state).length > 0,
    terminal: isTerminal(state),
    outcome: end as unknown as JsonValue,
    returns: end ? sharedWinReturns(end, state.players) : null,
    actionSpaceSize: sizes?.actionSpaceSize ?? null,
    observationShape: sizes?.observationShape ?? null,
  };
}
