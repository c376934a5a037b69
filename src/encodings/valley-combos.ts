/*
 * Sets of one to three positions among the first `n` of a sorted list, numbered densely: the
 * index space of Lost Valley's actions that name a few markers (river gold, mountain gold, the
 * markers kept from a look). Sets are listed by size, then in lexicographic order.
 */

const tables = new Map<number, { sets: number[][]; ranks: Map<string, number> }>();

function tableOf(n: number): { sets: number[][]; ranks: Map<string, number> } {
  let table = tables.get(n);
  if (!table) {
    const sets: number[][] = [];
    for (let a = 0; a < n; a++) sets.push([a]);
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) sets.push([a, b]);
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) sets.push([a, b, c]);
    table = { sets, ranks: new Map(sets.map((set, rank) => [set.join(','), rank])) };
    tables.set(n, table);
  }
  return table;
}

/**
 * How many sets of one to three positions among `n` there are.
 *
 * @example
 * comboCount(4); // 4 + 6 + 4 = 14
 */
export function comboCount(n: number): number {
  return n + (n * (n - 1)) / 2 + (n * (n - 1) * (n - 2)) / 6;
}

/**
 * The number of a set of ids, each found in the ascending list `pool` (only its first `n` count),
 * or -1 when an id is missing, beyond the first `n`, repeated, or there are more than three.
 *
 * @example
 * comboRank([4, 9], [2, 4, 9], 8); // the set of positions [1, 2]
 */
export function comboRank(ids: readonly number[], pool: readonly number[], n: number): number {
  if (ids.length < 1 || ids.length > 3) return -1;
  const positions: number[] = [];
  for (const id of ids) {
    const at = pool.indexOf(id);
    if (at < 0 || at >= n) return -1;
    positions.push(at);
  }
  positions.sort((a, b) => a - b);
  return tableOf(n).ranks.get(positions.join(',')) ?? -1;
}

/**
 * The ids of the set numbered `rank`, ascending, or `null` when a position lies beyond the pool.
 *
 * @example
 * comboIds(0, [2, 4, 9], 8); // [2]
 */
export function comboIds(rank: number, pool: readonly number[], n: number): number[] | null {
  const positions = tableOf(n).sets[rank];
  if (!positions) return null;
  const ids: number[] = [];
  for (const at of positions) {
    if (at >= pool.length) return null;
    ids.push(pool[at]!);
  }
  return ids.sort((a, b) => a - b);
}
