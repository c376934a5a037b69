import { describe, it } from 'vitest';
import { conformanceShard, namedConformanceSuite } from './conformance/shard.js';

// `npm run test:deep`, part 2 of 4: every registered game, variant and seat count at full depth
// (200 seeded games per chance mode, or CONFORMANCE_DEEP_GAMES). Left out of `npm test` by vitest.config.ts.
for (const config of conformanceShard(1, 4, 'deep')) namedConformanceSuite(config, { describe, it });
