import { componentsOf } from '../../core/components.js';
import type { GameState } from '../../core/state.js';
import type { TokenCount, Town } from './data/town-schema.js';
import type { GullyOptions } from './options.js';
import type { GullyGameState } from './schemas.js';

/**
 * A Goldfield Gully state: the core envelope around the game's own part.
 *
 * @example
 * const state = createGame({ game: 'goldfield-gully', players: 3, seed: 1 }) as GullyState;
 */
export type GullyState = GameState<GullyGameState, GullyOptions, Town>;

/**
 * What every rule step reads besides the game part: seat count, options and the town.
 *
 * @example
 * const table = tableOf(state);
 */
export interface Table {
  readonly players: number;
  readonly options: GullyOptions;
  readonly town: Town;
}

/**
 * The table of a state.
 *
 * @example
 * tableOf(state).players; // 3
 */
export function tableOf(state: GullyState): Table {
  return { players: state.players, options: state.options, town: componentsOf(state) };
}

// Seat orders for every (players, first) pair, built once: the rules ask for them all the time.
const ORDERS: readonly (readonly (readonly number[])[])[] = Array.from({ length: 6 }, (_, players) =>
  Array.from({ length: players }, (_, first) => Array.from({ length: players }, (_, k) => (first + k) % players)),
);

/**
 * Every seat in seat order starting from `first` (GG-READ-1). The array is shared: do not change it.
 *
 * @example
 * seatsFrom(2, 4); // [2, 3, 0, 1]
 */
export function seatsFrom(first: number, players: number): readonly number[] {
  return ORDERS[players]?.[first] ?? [];
}

/**
 * A copy of `items` with one entry replaced (structural sharing: only the changed array is new).
 *
 * @example
 * replaced([1, 2, 3], 1, 9); // [1, 9, 3]
 */
export function replaced<T>(items: readonly T[], index: number, value: T): T[] {
  const copy = items.slice();
  copy[index] = value;
  return copy;
}

/**
 * No tokens.
 *
 * @example
 * tokenTotal(NO_TOKENS); // 0
 */
export const NO_TOKENS: TokenCount = Object.freeze({ ones: 0, twos: 0 });

/**
 * How many tokens a count holds.
 *
 * @example
 * tokenTotal({ ones: 1, twos: 2 }); // 3
 */
export function tokenTotal(tokens: TokenCount): number {
  return tokens.ones + tokens.twos;
}

/**
 * A count with `delta` tokens of `value` (1 or 2) added (or taken away, if negative).
 *
 * @example
 * withToken({ ones: 0, twos: 1 }, 2, -1); // { ones: 0, twos: 0 }
 */
export function withToken(tokens: TokenCount, value: 1 | 2, delta: number): TokenCount {
  return value === 1 ? { ones: tokens.ones + delta, twos: tokens.twos } : { ones: tokens.ones, twos: tokens.twos + delta };
}

/**
 * Two counts added together.
 *
 * @example
 * addTokens({ ones: 1, twos: 0 }, { ones: 0, twos: 2 }); // { ones: 1, twos: 2 }
 */
export function addTokens(a: TokenCount, b: TokenCount): TokenCount {
  return { ones: a.ones + b.ones, twos: a.twos + b.twos };
}
