import { ruleError, type RuleError } from '../../core/errors.js';
import type { VectorStep } from '../../env/vector-env.js';
import { FrameWriter } from './bridge-frame-answer.js';
import { FRAME_FLAGS } from './bridge-frames.js';

/**
 * The first byte of a binary vector step frame (protocol 6): one index per game of a vector
 * environment, as a JSON `vector-step` carries them.
 *
 * @example
 * if (chunk[0] === VECTOR_FRAME) vectorFrameSize(chunk); // 12 + 4 × the games
 */
export const VECTOR_FRAME = 0x02;

/**
 * The size in bytes of a vector frame's head: magic, flags, the games (u16), handle number (u32),
 * request id (u32), little-endian; one index (u32) per game follows.
 *
 * @example
 * const frame = new Uint8Array(VECTOR_FRAME_HEAD + 4 * games);
 */
export const VECTOR_FRAME_HEAD = 12;

// A vector frame takes the observation and delta flags; `finals` has no meaning there (a
// finished game restarts at once, as in a JSON vector step).
const KNOWN_FLAGS = FRAME_FLAGS.observation | FRAME_FLAGS.delta;

/**
 * A decoded vector frame: `handle` is `v<number>` (the handles `vector-create` gives).
 *
 * @example
 * const request = readVectorFrame(bytes); // { id: 4, handle: 'v1', flags: 3, indices: [5, 0, 12] }
 */
export interface VectorFrame {
  readonly id: number;
  readonly handle: string;
  readonly flags: number;
  readonly indices: readonly number[];
}

/**
 * The whole size of the vector frame whose first bytes are `bytes`, or `null` while its head
 * (the game count) has not all arrived.
 *
 * @example
 * const size = vectorFrameSize(pending); // 12 + 4 × 64 for 64 games
 */
export function vectorFrameSize(bytes: Uint8Array): number | null {
  return bytes.length < 4 ? null : VECTOR_FRAME_HEAD + 4 * (bytes[2]! | (bytes[3]! << 8));
}

/**
 * Decodes a vector frame, or gives the typed refusal `bridge/bad-frame` (cut short, a wrong
 * magic or an unknown flag bit) with the id when it was readable.
 *
 * @example
 * const request = readVectorFrame(bytes);
 * if ('error' in request) refuse(request);
 */
export function readVectorFrame(frame: Uint8Array): VectorFrame | { readonly id: number | null; readonly error: RuleError } {
  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  const id = frame.length >= VECTOR_FRAME_HEAD ? view.getUint32(8, true) : null;
  const bad = (message: string) => ({ id, error: ruleError('bridge/bad-frame', message, { details: { bytes: frame.length } }) });
  const size = vectorFrameSize(frame);
  if (size === null || frame.length !== size) return bad(`A vector frame is ${VECTOR_FRAME_HEAD} bytes and 4 per game; this one has ${frame.length}.`);
  if (frame[0] !== VECTOR_FRAME) return bad(`A vector frame starts with byte ${VECTOR_FRAME}, not ${frame[0]}.`);
  const flags = frame[1]!;
  if ((flags & ~KNOWN_FLAGS) !== 0) return bad(`Unknown flag bits ${flags & ~KNOWN_FLAGS} in a vector frame.`);
  const indices: number[] = [];
  for (let at = VECTOR_FRAME_HEAD; at < size; at += 4) indices.push(view.getUint32(at, true));
  return { id: id!, handle: `v${view.getUint32(4, true)}`, flags, indices };
}

/**
 * Encodes a vector frame (what the Python client writes; tests use it too).
 *
 * @example
 * writeVectorFrame({ id: 2, handle: 'v1', flags: FRAME_FLAGS.observation, indices: [0, 3] });
 */
export function writeVectorFrame(request: VectorFrame): Uint8Array {
  const frame = new Uint8Array(VECTOR_FRAME_HEAD + 4 * request.indices.length);
  const view = new DataView(frame.buffer);
  frame[0] = VECTOR_FRAME;
  frame[1] = request.flags;
  view.setUint16(2, request.indices.length, true);
  view.setUint32(4, Number(request.handle.slice(1)), true);
  view.setUint32(8, request.id, true);
  request.indices.forEach((index, game) => view.setUint32(VECTOR_FRAME_HEAD + 4 * game, index, true));
  return frame;
}

const writer = new FrameWriter();

/**
 * The answer frame of a vector step: the request id (u32), the games (u32), the seats (u8), then
 * per game the seat to act (u8), flags (u8: 1 terminated, 2 truncated), with flag 1 every
 * seat's return (f64 each), its legal indices (u32 count, u32 each, ascending) and its
 * observation section (see `FrameWriter.observation`; kind `none` without the observation flag).
 * `sent[game × seats + seat]` holds the last observation frames sent that seat of that game,
 * the base of a `delta`, updated here.
 *
 * @example
 * const answer = vectorFrameAnswer(request, vector.step(request.indices) as VectorStep, 391, 2, sent);
 * @internal
 */
export function vectorFrameAnswer(request: VectorFrame, step: VectorStep, width: number, players: number, sent: (Float32Array | undefined)[]): Uint8Array {
  const count = step.agents.length;
  const delta = (request.flags & FRAME_FLAGS.delta) !== 0;
  const observe = (request.flags & FRAME_FLAGS.observation) !== 0;
  writer.start();
  writer.u32(request.id);
  writer.u32(count);
  writer.u8(players);
  for (let game = 0; game < count; game++) {
    const agent = step.agents[game]!;
    const returns = step.returns[game];
    writer.u8(agent);
    writer.u8((step.terminated[game] ? 1 : 0) | (step.truncated[game] ? 2 : 0));
    if (step.terminated[game] && returns) for (const value of returns) writer.f64(value);
    writer.u32List(step.legalIndices[game]!);
    if (!observe) {
      writer.u8(0);
      continue;
    }
    const row = step.observations.subarray(game * width, (game + 1) * width);
    const key = game * players + agent;
    const base = sent[key];
    writer.observation(row, delta ? base : undefined);
    // Copied into the seat's own buffer: a view would keep the whole step's array alive.
    if (base) base.set(row);
    else sent[key] = row.slice();
  }
  return writer.finish();
}
