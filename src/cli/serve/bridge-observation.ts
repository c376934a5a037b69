import type { JsonValue } from '../../core/json.js';
import type { AnyGameState } from '../../core/runtime.js';
import type { PlayerId } from '../../core/state.js';
import { legalActionIndices, observe } from '../../encodings/encodings.js';
import type { ObservationFormat } from './bridge-requests.js';

/**
 * A seat's observation as the bridge sends it: a JSON list; `sparse`, its size and nonzero
 * entries (`{ size, indices, values }`, indices ascending); `sparse-base64`, the same entries as
 * base64 of little-endian int32 indices and float32 values (no number printed or parsed);
 * base64 of the float32 bytes in little-endian order (what `array.array('f')` and
 * `numpy.frombuffer(..., '<f4')` read); or `null` for `none`. Throws the encoding's
 * `EngineError` for a game without one.
 *
 * @example
 * sentObservation(state, 0, 'sparse'); // { size: 8093, indices: [0, 3, …], values: [0.01, 1, …] }
 * @internal
 */
export function sentObservation(state: AnyGameState, seat: PlayerId, format: ObservationFormat): JsonValue {
  if (format === 'none') return null;
  const observation = observe(state, seat);
  if (format === 'list') return Array.from(observation);
  if (format === 'sparse') return sparseEntries(observation);
  if (format === 'sparse-base64') return sparseBase64(observation);
  return base64Of(observation);
}

// Every platform Node runs on stores numbers little-endian, so the bytes go out as they are.
function base64Of(array: Float32Array | Int32Array): string {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
}

/**
 * An observation's size and its nonzero entries as base64: `indices` of little-endian int32
 * (ascending), `values` of little-endian float32. The bridge's `sparse-base64` format: both sides
 * copy bytes instead of printing and parsing numbers (a float32 printed as a double takes up to 20
 * characters); about as long as `sparse` for Lost Valley, whose values are mostly small integers.
 *
 * @example
 * sparseBase64(new Float32Array([0, 2, 0])); // { size: 3, indices: 'AQAAAA==', values: 'AAAAQA==' }
 * @internal
 */
export function sparseBase64(observation: Float32Array): { size: number; indices: string; values: string } {
  if (scratch.indices.length < observation.length) scratch = { indices: new Int32Array(observation.length), values: new Float32Array(observation.length) };
  // One pass into scratch arrays (reused: their bytes are copied out as base64 before returning).
  const { indices, values } = scratch;
  let count = 0;
  for (let i = 0; i < observation.length; i++) {
    const value = observation[i]!;
    if (value !== 0) {
      indices[count] = i;
      values[count++] = value;
    }
  }
  return { size: observation.length, indices: base64Of(indices.subarray(0, count)), values: base64Of(values.subarray(0, count)) };
}

let scratch = { indices: new Int32Array(0), values: new Float32Array(0) };

/**
 * An observation's size and its nonzero entries, indices ascending: the bridge's `sparse` format.
 *
 * @example
 * sparseEntries(new Float32Array([0, 2, 0])); // { size: 3, indices: [1], values: [2] }
 * @internal
 */
export function sparseEntries(observation: Float32Array): { size: number; indices: number[]; values: number[] } {
  const indices: number[] = [];
  const values: number[] = [];
  for (let i = 0; i < observation.length; i++) {
    if (observation[i] !== 0) {
      indices.push(i);
      values.push(observation[i]!);
    }
  }
  return { size: observation.length, indices, values };
}

/**
 * What an agent needs to act, in one answer: its legal indices (ascending; empty when it may not
 * act) and its observation in the format asked.
 *
 * @example
 * agentReport(state, 1, 'base64'); // { seat: 1, indices: [0, 4], observation: '…' }
 * @internal
 */
export function agentReport(state: AnyGameState, seat: PlayerId, format: ObservationFormat): { [key: string]: JsonValue } {
  return { seat, indices: legalActionIndices(state, seat), observation: sentObservation(state, seat, format) };
}
