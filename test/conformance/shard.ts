import { listGames } from '../../src/index.js';
import { conformanceConfigs, conformanceSuite, type ConformanceConfig, type TestApi } from '../../src/testing/index.js';

/**
 * How deep a conformance run goes: `light` is the sample `npm test` plays (a few seeded games per
 * game, variant and seat count), `deep` the full depth `npm run test:deep` plays (200 per chance mode;
 * see `deepSampleSize`).
 *
 * @example
 * const depth: ConformanceDepth = 'light';
 */
export type ConformanceDepth = 'light' | 'deep';

/** Seeded games per chance mode for every game, variant and seat count in the deep run. */
export const DEEP_GAMES = 200;

/**
 * The fewest seeded games per chance mode a deep run may give a game: 25 of each, 50 a
 * configuration (what CI gives Lost Valley, whose playouts are the longest).
 */
export const MIN_DEEP_GAMES = 25;

/**
 * A sample size per game from a setting: one number for every game (`6`) or per game id with a
 * default (`lost-valley=2,default=4`); `fallback` when the setting is empty or names neither the
 * game nor a default. Throws, naming `variable`, on a count that is not a whole number of at least
 * `least`.
 *
 * @example
 * sampleSize('lost-valley', 'lost-valley=2,default=4', { variable: 'CONFORMANCE_LIGHT_GAMES', fallback: 4, least: 1 }); // 2
 */
export function sampleSize(gameId: string, setting: string | undefined, rule: { variable: string; fallback: number; least: number }): number {
  if (setting === undefined || setting.trim() === '') return rule.fallback;
  const sizes = new Map<string, number>();
  for (const part of setting.split(',')) {
    const [key, value] = part.includes('=') ? part.split('=') : ['default', part];
    const size = Number(value);
    if (!key || !Number.isInteger(size) || size < rule.least) {
      throw new Error(`${rule.variable}: '${part}' is not 'game=count' or 'count' with a count of at least ${rule.least} (games per chance mode).`);
    }
    sizes.set(key.trim(), size);
  }
  return sizes.get(gameId) ?? sizes.get('default') ?? rule.fallback;
}

/**
 * The deep run's games per chance mode for one game: `DEEP_GAMES`, unless the environment variable
 * `CONFORMANCE_DEEP_GAMES` says otherwise, as one number or per game id with a default (each at
 * least `MIN_DEEP_GAMES`). `.ci/run` sets `lost-valley=25,default=50` to keep CI on a 2-core
 * machine within its time budget.
 *
 * @example
 * deepSampleSize('lost-valley', 'lost-valley=25,default=50'); // 25
 */
export function deepSampleSize(gameId: string, setting: string | undefined = process.env['CONFORMANCE_DEEP_GAMES']): number {
  return sampleSize(gameId, setting, { variable: 'CONFORMANCE_DEEP_GAMES', fallback: DEEP_GAMES, least: MIN_DEEP_GAMES });
}

/** Seeded games per chance mode for every variant and seat count of a game in `npm test`. */
export const LIGHT_GAMES = 4;

/**
 * The light sample's size for one game: `LIGHT_GAMES`, unless the environment variable
 * `CONFORMANCE_LIGHT_GAMES` says otherwise, either as one number for every game (`6`) or per game
 * id with a default (`lost-valley=2,default=4`). A game whose playouts grow slower gets a smaller
 * sample here without any list of games in the code; a new game gets the default.
 *
 * @example
 * lightSampleSize('lost-valley', 'lost-valley=2,default=4'); // 2
 */
export function lightSampleSize(gameId: string, setting: string | undefined = process.env['CONFORMANCE_LIGHT_GAMES']): number {
  return sampleSize(gameId, setting, { variable: 'CONFORMANCE_LIGHT_GAMES', fallback: LIGHT_GAMES, least: 1 });
}

/**
 * Every registered game and variant at every seat count it allows, at the given depth, dealt
 * round-robin into `shards` parts so that vitest runs the parts in parallel (one file per part).
 * A game or variant added to the registry is covered without new test code.
 *
 * @example
 * for (const config of conformanceShard(0, 2, 'light')) namedConformanceSuite(config, { describe, it });
 */
export function conformanceShard(shard: number, shards: number, depth: ConformanceDepth): ConformanceConfig[] {
  const all = listGames().flatMap((game) => {
    const games = depth === 'deep' ? deepSampleSize(game) : lightSampleSize(game);
    return conformanceConfigs(game).map((config) => ({ ...config, games }));
  });
  return all.filter((_, index) => index % shards === shard);
}

/**
 * The kit's suite with every test named by its game, variant and seats, so that a slow or failing
 * line in the runner's report says which configuration it is.
 *
 * @example
 * namedConformanceSuite({ game: 'mountain-river-duel', players: 2, games: 4 }, { describe, it });
 */
export function namedConformanceSuite(config: ConformanceConfig, api: TestApi): void {
  const label = `${config.game}/${config.variant ?? 'standard'}, ${config.players} seats`;
  conformanceSuite(config, {
    describe: (name, body) => api.describe(name, body),
    it: (name, body, timeout) => api.it(`${label}: ${name}`, body, timeout),
  });
}
