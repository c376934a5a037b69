import { OBSERVATION_KIND, STEP_FRAME } from './bridge-frames.js';

/**
 * Writes an answer frame: the magic byte, the body's length (u32), then the body, every number
 * little-endian. One scratch buffer, grown as needed and reused; {@link FrameWriter.finish} copies
 * the frame out, so a caller may keep it while the next answer is written.
 *
 * @example
 * const out = new FrameWriter();
 * out.start(); out.u32(7); const bytes = out.finish();
 * @internal
 */
export class FrameWriter {
  private bytes = new Uint8Array(1 << 12);
  private view = new DataView(this.bytes.buffer);
  private at = 0;

  /** Begins a frame (its length is filled in by `finish`). */
  start(): void {
    this.at = 5;
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.at + bytes) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.at));
    this.bytes = grown;
    this.view = new DataView(grown.buffer);
  }

  u8(value: number): void {
    this.room(1);
    this.bytes[this.at++] = value;
  }

  u32(value: number): void {
    this.room(4);
    this.view.setUint32(this.at, value, true);
    this.at += 4;
  }

  /** A float64 (a return, which float32 would round: 1/3 for a three-way shared win). */
  f64(value: number): void {
    this.room(8);
    this.view.setFloat64(this.at, value, true);
    this.at += 8;
  }

  /** A u32 count and then each value as u32 (legal indices). */
  u32List(values: readonly number[]): void {
    this.room(4 + 4 * values.length);
    const view = this.view;
    let at = this.at;
    view.setUint32(at, values.length, true);
    at += 4;
    for (let k = 0; k < values.length; k++, at += 4) view.setUint32(at, values[k]!, true);
    this.at = at;
  }

  /** UTF-8 text after its byte length (u32): the JSON of a rare, rich part such as the outcome. */
  text(value: string): void {
    const encoded = Buffer.from(value, 'utf8');
    this.u32(encoded.length);
    this.room(encoded.length);
    this.bytes.set(encoded, this.at);
    this.at += encoded.length;
  }

  /**
   * An observation section: its kind (u8), size (u32), then the float32 values (`dense`), or a
   * u32 count, the entries' indices (u32, ascending) and their float32 values. Against `last`
   * (the seat's last observation sent, same size) the changed entries go out as `delta`; without
   * it, the nonzero entries, or every value when at least half are nonzero.
   */
  observation(observation: Float32Array, last: Float32Array | undefined): void {
    const size = observation.length;
    if (changed.length < size) changed = new Uint32Array(size);
    let count = 0;
    if (last) {
      for (let i = 0; i < size; i++) if (observation[i] !== last[i]) changed[count++] = i;
    } else {
      for (let i = 0; i < size; i++) if (observation[i] !== 0) changed[count++] = i;
    }
    if (2 * count >= size) {
      this.u8(OBSERVATION_KIND.dense);
      this.u32(size);
      this.room(4 * size);
      const view = this.view;
      for (let i = 0, at = this.at; i < size; i++, at += 4) view.setFloat32(at, observation[i]!, true);
      this.at += 4 * size;
      return;
    }
    this.u8(last ? OBSERVATION_KIND.delta : OBSERVATION_KIND.entries);
    this.u32(size);
    this.room(4 + 8 * count);
    const view = this.view;
    let at = this.at;
    view.setUint32(at, count, true);
    at += 4;
    for (let k = 0; k < count; k++, at += 4) view.setUint32(at, changed[k]!, true);
    for (let k = 0; k < count; k++, at += 4) view.setFloat32(at, observation[changed[k]!]!, true);
    this.at = at;
  }

  /** The finished frame, copied out of the scratch buffer. */
  finish(): Uint8Array {
    this.bytes[0] = STEP_FRAME;
    this.view.setUint32(1, this.at - 5, true);
    return this.bytes.slice(0, this.at);
  }
}

// The changed or nonzero entries' indices of the observation being written (reused).
let changed = new Uint32Array(0);
