import { nextRandom, seedRng, type RngState } from '../core/rng.js';

/**
 * Where the server draws chance outcomes from: a number in [0, 1) for the next chance node of a
 * table. It lives in the server process, never in boardgame.io's `G`, so nothing a client receives
 * (boardgame.io's unfiltered `initialState` included) can predict a draw.
 *
 * @example
 * const fixed: ChanceSource = { next: () => 0.5 };
 */
export interface ChanceSource {
  /**
   * The next uniform number in [0, 1) for this table (the key the game keeps in `G.table`), drawn
   * at this step of the table (`G.step` before the change).
   */
  next(table: string, step: number): number;
  /** Forgets a table whose game is over. */
  forget?(table: string): void;
}

/**
 * Options of {@link serverChance}. `seedOf` gives a table's seed (for a host that must replay its
 * tables: derive it from a secret of its own and the table key, never from anything a client
 * sees); without it each table is seeded from the platform's cryptographic generator. A table
 * seeded again (after a restart, or dropped) is seeded with the step it is at added to
 * `seedOf`'s seed, so it never replays the draws it already showed.
 * `maxTables` bounds the tables held (the oldest is dropped first; a dropped table that plays on
 * gets a fresh seed).
 *
 * @example
 * const options: ServerChanceOptions = { seedOf: (table) => `${process.env.TABLE_SECRET}/${table}` };
 */
export interface ServerChanceOptions {
  readonly seedOf?: (table: string) => string;
  readonly maxTables?: number;
}

const DEFAULT_MAX_TABLES = 100_000;

function cryptoSeed(): string {
  const words = new Uint32Array(4);
  globalThis.crypto.getRandomValues(words);
  return Array.from(words, (word) => word.toString(16).padStart(8, '0')).join('');
}

/**
 * The default chance source: one seeded generator (the engine's Alea) per table, held in a map
 * of this server process keyed by the table key, seeded from the platform's cryptographic
 * generator unless `seedOf` is given.
 *
 * @example
 * const chance = serverChance();
 * const u = chance.next('table-1', 0); // 0 <= u < 1
 */
export function serverChance(options: ServerChanceOptions = {}): ChanceSource {
  const tables = new Map<string, RngState>();
  const maxTables = Math.max(1, options.maxTables ?? DEFAULT_MAX_TABLES);
  return {
    next(table, step) {
      let rng = tables.get(table);
      if (rng === undefined) {
        rng = seedRng(options.seedOf ? `${options.seedOf(table)}/${step}` : cryptoSeed());
        if (tables.size >= maxTables) {
          const oldest = tables.keys().next();
          if (!oldest.done) tables.delete(oldest.value);
        }
      }
      const draw = nextRandom(rng);
      tables.set(table, draw.rng);
      return draw.value;
    },
    forget(table) {
      tables.delete(table);
    },
  };
}

/**
 * A fresh table key for a new match: random, so two matches never share a generator.
 *
 * @example
 * const table = newTableKey(); // 'f3a9…'
 */
export function newTableKey(): string {
  return globalThis.crypto.randomUUID();
}
