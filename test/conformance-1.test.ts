import { describe, it } from 'vitest';
import { conformanceShard, namedConformanceSuite } from './conformance/shard.js';

// `npm test`'s light conformance sample, part 1 of 2: every registered game, variant and seat
// count, a few seeded games each (test/conformance/shard.ts); the full depth is conformance-deep-*.
for (const config of conformanceShard(0, 2, 'light')) namedConformanceSuite(config, { describe, it });
