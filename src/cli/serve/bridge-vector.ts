import type { JsonValue } from '../../core/json.js';
import type { VectorStep } from '../../env/vector-env.js';
import { sparseBase64, sparseEntries } from './bridge-observation.js';
import type { ObservationFormat } from './bridge-requests.js';

/**
 * A vector environment's step as the bridge sends it: per game the seat to act, its legal
 * indices, whether the game finished in this step and its returns, and the observations in the
 * format asked: `base64`, one string of all `count × width` little-endian float32s (row `i` is
 * game `i`); `sparse` or `sparse-base64`, one `{ size, indices, values }` per game; `list`, one list per game; or
 * `null` for `none`.
 *
 * @example
 * vectorReport(vector.step(indices) as VectorStep, 391, 'base64'); // { agents: [0, 1, …], observations: '…', … }
 * @internal
 */
export function vectorReport(step: VectorStep, width: number, format: ObservationFormat): { [key: string]: JsonValue } {
  return {
    agents: step.agents as number[],
    indices: step.legalIndices as number[][],
    terminated: step.terminated as boolean[],
    truncated: step.truncated as boolean[],
    returns: step.returns as (number[] | null)[],
    observations: sentObservations(step.observations, width, format),
  };
}

function sentObservations(rows: Float32Array, width: number, format: ObservationFormat): JsonValue {
  if (format === 'none') return null;
  // Every platform Node runs on stores floats little-endian, so the bytes go out as they are.
  if (format === 'base64') return Buffer.from(rows.buffer, rows.byteOffset, rows.byteLength).toString('base64');
  const sent: JsonValue[] = [];
  for (let at = 0; at < rows.length; at += width) {
    const row = rows.subarray(at, at + width);
    sent.push(format === 'list' ? Array.from(row) : format === 'sparse-base64' ? sparseBase64(row) : sparseEntries(row));
  }
  return sent;
}
