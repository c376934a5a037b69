import { describe, it } from 'vitest';
import { listGames } from '../src/index.js';
import { conformanceConfigs, conformanceSuite } from '../src/testing/index.js';

// Every registered game and variant at every seat count: a game added later is covered here
// without new test code. The standard variant plays 200 seeded games per chance mode; other
// variants, which differ only in data and switches, 50.
for (const game of listGames()) {
  for (const config of conformanceConfigs(game)) {
    conformanceSuite({ ...config, games: config.variant === 'standard' ? 200 : 50 }, { describe, it });
  }
}
