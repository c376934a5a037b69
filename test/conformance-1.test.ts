import { describe, it } from 'vitest';
import { conformanceSuite } from '../src/testing/index.js';
import { conformanceShard } from './conformance/shard.js';

// Part 1 of 2 of the conformance run over every registered game, variant and seat count.
for (const config of conformanceShard(0, 2)) conformanceSuite(config, { describe, it });
