/*
 * Sorting the short lists of the hot paths (reached nodes, tiles at an intersection, inventory
 * stacks: rarely more than a few dozen entries). `Array.prototype.sort` copies its array into a
 * work buffer on every call, which was a tenth of all the memory a random game allocates; an
 * insertion sort in place allocates nothing and, being stable, orders exactly as it does.
 */

/**
 * Sorts numbers ascending in place and returns the same array.
 *
 * @example
 * sortNumbers([3, 1, 2]); // [1, 2, 3]
 */
export function sortNumbers(values: number[]): number[] {
  for (let i = 1; i < values.length; i++) {
    const value = values[i]!;
    let j = i - 1;
    while (j >= 0 && values[j]! > value) {
      values[j + 1] = values[j]!;
      j--;
    }
    values[j + 1] = value;
  }
  return values;
}

/**
 * Sorts in place by a comparator, stably (equal entries keep their order), and returns the same
 * array.
 *
 * @example
 * sortStable([{ n: 2 }, { n: 1 }], (a, b) => a.n - b.n); // [{ n: 1 }, { n: 2 }]
 */
export function sortStable<T>(values: T[], compare: (a: T, b: T) => number): T[] {
  for (let i = 1; i < values.length; i++) {
    const value = values[i]!;
    let j = i - 1;
    while (j >= 0 && compare(values[j]!, value) > 0) {
      values[j + 1] = values[j]!;
      j--;
    }
    values[j + 1] = value;
  }
  return values;
}
