/**
 * One shard of a run: shard `index` of `count` (`--shard 2/8`), counted from 0 so that a
 * Kubernetes `JOB_COMPLETION_INDEX` or a Slurm `SLURM_ARRAY_TASK_ID` from `--array=0-7` is the
 * index as it is.
 *
 * @example
 * const shard: Shard = { index: 2, count: 8 };
 */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/**
 * Reads `i/n` into a shard, or returns the sentence that says what is wrong with it.
 *
 * @example
 * parseShard('2/8'); // { index: 2, count: 8 }
 * parseShard('8/8'); // "the shard index must be below the count (0 … 7), not 8"
 */
export function parseShard(text: string): Shard | string {
  const match = /^([0-9]+)\/([0-9]+)$/.exec(text);
  if (!match) return `a shard is written i/n (shard i of n, counted from 0), not '${text}'`;
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (!Number.isSafeInteger(count) || count < 1) return `the shard count must be at least 1, not ${match[2]}`;
  if (!Number.isSafeInteger(index) || index >= count) return `the shard index must be below the count (0 … ${count - 1}), not ${match[1]}`;
  return { index, count };
}

/**
 * The game indices a shard plays: a contiguous block, the blocks of all shards covering
 * `0 … games-1` once. It depends only on the three numbers, so every machine agrees.
 *
 * @example
 * shardIndices(10, { index: 1, count: 3 }); // [3, 4, 5]
 */
export function shardIndices(games: number, shard: Shard): number[] {
  const from = Math.floor((shard.index * games) / shard.count);
  const to = Math.floor(((shard.index + 1) * games) / shard.count);
  return Array.from({ length: to - from }, (_, k) => from + k);
}
