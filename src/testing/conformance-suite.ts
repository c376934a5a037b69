import fc from 'fast-check';
import { variantPlayerRange } from '../core/player-range.js';
import { getGame, listVariants } from '../core/registry.js';
import { checkedPlayout, type ConformanceConfig } from './playout-check.js';

/**
 * The test functions of the runner the suite registers with (vitest's or jest's).
 *
 * @example
 * import { describe, it } from 'vitest';
 * const api: TestApi = { describe, it };
 */
export interface TestApi {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => void, timeout?: number): void;
}

/**
 * Registers the whole conformance suite for one game, variant and seat count: seeded random
 * playouts (fast-check drives the seeds) in auto and external chance mode, checking that games
 * end within the declared maximum and never throw, every enumerated action and chance outcome
 * applies, junk and other seats' actions are refused with a typed error and an untouched state,
 * inputs are deep-frozen, records replay to the same state, JSON and saves round-trip, chance
 * probabilities sum to 1, views leak nothing, and the optional shortcut hooks agree with what
 * they shorten (`isLegalAction` with the legal list, `cannotReveal` with replays in re-drawn worlds).
 *
 * @example
 * import { describe, it } from 'vitest';
 * conformanceSuite({ game: 'mountain-river-duel', players: 2 }, { describe, it });
 */
export function conformanceSuite(config: ConformanceConfig, api: TestApi): void {
  const games = config.games ?? 200;
  const name = `${config.game}/${config.variant ?? 'standard'} with ${config.players} players`;
  api.describe(`conformance: ${name}`, () => {
    for (const chance of ['auto', 'external'] as const) {
      api.it(
        `${games} seeded random playouts with ${chance} chance keep every property`,
        () => {
          fc.assert(
            fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
              checkedPlayout(config, seed, chance);
            }),
            { numRuns: games, seed: 20261129, endOnFailure: true },
          );
        },
        600_000,
      );
    }
  });
}

/**
 * Every registered variant of a game at every seat count it allows, as conformance configs.
 *
 * @example
 * for (const config of conformanceConfigs('mountain-river-duel')) conformanceSuite(config, { describe, it });
 */
export function conformanceConfigs(gameId: string, games?: number): ConformanceConfig[] {
  const game = getGame(gameId);
  if (!game) return [];
  const configs: ConformanceConfig[] = [];
  for (const variant of listVariants(gameId)) {
    const range = variantPlayerRange(game, variant);
    for (let players = range.min; players <= range.max; players++) {
      configs.push(games === undefined ? { game: gameId, variant, players } : { game: gameId, variant, players, games });
    }
  }
  return configs;
}
