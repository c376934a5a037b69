import { ruleError, type RuleError } from '../../core/errors.js';

/**
 * The first byte of a binary step frame (protocol 5). A JSON request line never starts with it
 * (a line is a JSON object, optionally after spaces), so one byte tells the two apart.
 *
 * @example
 * if (chunk[0] === STEP_FRAME) readStepFrame(chunk.subarray(0, STEP_FRAME_SIZE));
 */
export const STEP_FRAME = 0x01;

/**
 * The size in bytes of a binary step request: magic, flags, seat (u16), handle number (u32),
 * action index (u32), request id (u32), all little-endian.
 *
 * @example
 * const frame = new Uint8Array(STEP_FRAME_SIZE);
 */
export const STEP_FRAME_SIZE = 16;

/**
 * The flag bits of a step frame: send the next seat's observation; send it as the entries that
 * changed since the last observation frames sent that seat in that game; at the end, send every
 * seat's observation (what an environment's final `last()` of each agent reads).
 *
 * @example
 * const flags = FRAME_FLAGS.observation | FRAME_FLAGS.delta;
 */
export const FRAME_FLAGS = { observation: 1, delta: 2, finals: 4 } as const;

const KNOWN_FLAGS = FRAME_FLAGS.observation | FRAME_FLAGS.delta | FRAME_FLAGS.finals;

/**
 * How an observation travels in an answer frame: not at all, its float32 values in full, its
 * nonzero entries (the rest zero), or the entries that changed since the last one sent that seat.
 *
 * @example
 * if (kind === OBSERVATION_KIND.delta) applyChanges(last, entries);
 */
export const OBSERVATION_KIND = { none: 0, dense: 1, entries: 2, delta: 3 } as const;

/**
 * A decoded step frame: `handle` is `g<number>` (the handles `create` gives), the observer is
 * the seat itself and no events are sent (an environment's step).
 *
 * @example
 * const request = readStepFrame(bytes); // { id: 7, handle: 'g3', seat: 1, index: 42, flags: 3 }
 */
export interface StepFrame {
  readonly id: number;
  readonly handle: string;
  readonly seat: number;
  readonly index: number;
  readonly flags: number;
}

/**
 * Decodes a step request of exactly {@link STEP_FRAME_SIZE} bytes, or gives the typed refusal
 * `bridge/bad-frame` (a wrong size, magic or an unknown flag bit) with the id when it was readable.
 *
 * @example
 * const request = readStepFrame(bytes);
 * if ('code' in request) answerError(request);
 */
export function readStepFrame(frame: Uint8Array): StepFrame | { readonly id: number | null; readonly error: RuleError } {
  const id = frame.length >= STEP_FRAME_SIZE ? readU32(frame, 12) : null;
  const bad = (message: string) => ({ id, error: ruleError('bridge/bad-frame', message, { details: { bytes: frame.length } }) });
  if (frame.length !== STEP_FRAME_SIZE) return bad(`A step frame is ${STEP_FRAME_SIZE} bytes; this one has ${frame.length}.`);
  if (frame[0] !== STEP_FRAME) return bad(`A step frame starts with byte ${STEP_FRAME}, not ${frame[0]}.`);
  const flags = frame[1]!;
  if ((flags & ~KNOWN_FLAGS) !== 0) return bad(`Unknown flag bits ${flags & ~KNOWN_FLAGS} in a step frame.`);
  return { id: id!, handle: `g${readU32(frame, 4)}`, seat: frame[2]! | (frame[3]! << 8), index: readU32(frame, 8), flags };
}

/**
 * Encodes a step request frame (what the Python client writes; tests use it too).
 *
 * @example
 * writeStepFrame({ id: 1, handle: 'g1', seat: 0, index: 5, flags: FRAME_FLAGS.observation });
 */
export function writeStepFrame(request: StepFrame): Uint8Array {
  const frame = new Uint8Array(STEP_FRAME_SIZE);
  const view = new DataView(frame.buffer);
  frame[0] = STEP_FRAME;
  frame[1] = request.flags;
  view.setUint16(2, request.seat, true);
  view.setUint32(4, Number(request.handle.slice(1)), true);
  view.setUint32(8, request.index, true);
  view.setUint32(12, request.id, true);
  return frame;
}

function readU32(bytes: Uint8Array, at: number): number {
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16)) + bytes[at + 3]! * 0x1000000;
}
