/**
 * Writes features one after another into an observation tensor: plain values and one-hot blocks.
 * A layout is the sequence of calls, so the same code both sizes (`measure`) and fills a tensor.
 * The tensor must start zeroed (a fresh `Float32Array`) and each feature is written once: a
 * one-hot writes only its 1, and a block of zeros only moves on.
 *
 * @example
 * const out = new FeatureWriter(new Float32Array(8));
 * out.value(3); out.oneHot(2, 4); // [3, 0, 0, 1, 0, …]
 */
export class FeatureWriter {
  /** Where the next feature goes; after a whole layout, its size. */
  at = 0;
  constructor(readonly data: Float32Array | null) {}

  /** One number. */
  value(x: number): void {
    if (this.data) this.data[this.at] = x;
    this.at += 1;
  }

  /** A flag: 1 or 0. */
  flag(on: boolean): void {
    this.value(on ? 1 : 0);
  }

  /** `count` zeros (a block of features that is empty here): the tensor holds them already. */
  zeros(count: number): void {
    this.at += count;
  }

  /** Features written before, copied as they are (a cached block). */
  copy(features: Float32Array): void {
    if (this.data) this.data.set(features, this.at);
    this.at += features.length;
  }

  /** `size` slots with a 1 at `index` (none when `index` is outside `0 … size-1`, e.g. -1 for "none"). */
  oneHot(index: number, size: number): void {
    if (this.data && index >= 0 && index < size) this.data[this.at + index] = 1;
    this.at += size;
  }
}

/**
 * Runs a layout without a tensor to learn its size.
 *
 * @example
 * const size = measure((out) => writeDuelFeatures(view, out));
 */
export function measure(layout: (out: FeatureWriter) => void): number {
  const writer = new FeatureWriter(null);
  layout(writer);
  return writer.at;
}

/**
 * The seats in the observer's order: the observer first, then the others clockwise (`seat + 1`
 * …), so a policy learns "me" and "the next seat" rather than seat numbers.
 *
 * @example
 * seatsFrom(2, 4); // [2, 3, 0, 1]
 */
export function seatsFrom(seat: number, players: number): number[] {
  return Array.from({ length: players }, (_, k) => (seat + k) % players);
}

/**
 * A seat's place in the observer's order (0 the observer, 1 the next seat …), or -1 for none.
 *
 * @example
 * relativeSeat(0, 2, 4); // 2
 */
export function relativeSeat(seat: number | null | undefined, observer: number, players: number): number {
  if (seat === null || seat === undefined || seat < 0) return -1;
  return (seat - observer + players) % players;
}
