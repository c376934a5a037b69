import { listGames } from '../../src/index.js';
import { conformanceConfigs, type ConformanceConfig } from '../../src/testing/index.js';

/**
 * Every registered game and variant at every seat count it allows, dealt round-robin into
 * `shards` parts so that vitest runs the parts in parallel (one file per part, one worker per
 * core). A game added later is covered without new test code. Every shipped variant plays 200
 * seeded games per chance mode (an edition such as Lost Valley's `first-edition` is a variant, and
 * the issues ask at least 200 for each).
 *
 * @example
 * for (const config of conformanceShard(0, 2)) conformanceSuite(config, { describe, it });
 */
export function conformanceShard(shard: number, shards: number): ConformanceConfig[] {
  const all = listGames().flatMap((game) =>
    conformanceConfigs(game).map((config) => ({ ...config, games: 200 })),
  );
  return all.filter((_, index) => index % shards === shard);
}
