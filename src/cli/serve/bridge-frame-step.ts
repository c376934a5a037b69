import { applyAction } from '../../core/apply.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import { activePlayers, chanceOutcomes, isTerminal } from '../../core/queries.js';
import { seatRefusal } from '../../core/seats.js';
import { observeSized } from '../../encodings/encodings.js';
import { FrameWriter } from './bridge-frame-answer.js';
import { FRAME_FLAGS, OBSERVATION_KIND, type StepFrame } from './bridge-frames.js';
import { actionOfIndex, listLegal, noEncoding, statusOf, type Held } from './bridge-status.js';

const writer = new FrameWriter();

/**
 * A binary step (protocol 5): plays the frame's index for its seat, as a JSON `step` with
 * `seat`, `index`, `observer` = that seat, `events: false` and `next` would, and answers in one
 * frame: the request id (u32), the ply (u32), flags (u8: 1 terminal, 2 awaiting chance, 4 a next
 * seat follows), the active seats (u8 count, u8 each), at the end the JSON of the full status
 * (u32 length, UTF-8), then for the next seat its number (u8), its legal indices (u32 count, u32
 * each, ascending) and its observation section, and with the `finals` flag at the end every
 * seat's observation section in seat order (see `FrameWriter.observation`). `sent` holds the
 * last observation frames sent each seat of this game, the base of a `delta`; it changes only
 * when the answer is a frame. A refusal (seat, index, the engine's) changes nothing.
 *
 * @example
 * const stepped = frameStep(held, readStepFrame(bytes), sent);
 * if (!('code' in stepped)) write(stepped.answer);
 * @internal
 */
export function frameStep(held: Held, request: StepFrame, sent: (Float32Array | undefined)[]): { after: Held; answer: Uint8Array } | RuleError {
  const { seat, index, flags } = request;
  const refusal = seatRefusal(held.state, seat);
  if (refusal) return refusal;
  if (held.sizes === null) return noEncoding(held.state);
  const action = actionOfIndex(held, seat, index);
  if (action === null) return ruleError('bridge/bad-request', `Index ${index} names no action of seat ${seat} here.`);
  const result = applyAction(held.state, action);
  if (!result.ok) return result.error;
  const after: Held = { state: result.state, sizes: held.sizes, legal: null };
  const state = after.state;
  const size = held.sizes.observationShape[0];
  const delta = (flags & FRAME_FLAGS.delta) !== 0;
  const terminal = isTerminal(state);
  const active = activePlayers(state);
  const next = active[0];
  // Observations sent in this answer, committed to `sent` once the whole frame is written; a
  // seat sent twice (the next seat, then again among the finals) is a delta on the first.
  const updates = new Map<number, Float32Array>();
  const observation = (of: number): void => {
    const seen = observeSized(state, of, size);
    writer.observation(seen, delta ? (updates.get(of) ?? sent[of]) : undefined);
    updates.set(of, seen);
  };
  writer.start();
  writer.u32(request.id);
  writer.u32(state.ply);
  writer.u8((terminal ? 1 : 0) | (!terminal && chanceOutcomes(state).length > 0 ? 2 : 0) | (next !== undefined ? 4 : 0));
  writer.u8(active.length);
  for (const player of active) writer.u8(player);
  if (terminal) writer.text(JSON.stringify(statusOf(after)));
  if (next !== undefined) {
    writer.u8(next);
    writer.u32List(listLegal(after, next));
    if ((flags & FRAME_FLAGS.observation) !== 0) observation(next);
    else writer.u8(OBSERVATION_KIND.none);
  }
  if (terminal && (flags & FRAME_FLAGS.finals) !== 0) {
    writer.u8(state.players);
    for (let player = 0; player < state.players; player++) observation(player);
  }
  const answer = writer.finish();
  for (const [player, seen] of updates) sent[player] = seen;
  return { after, answer };
}
