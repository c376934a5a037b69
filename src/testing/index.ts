/**
 * The conformance kit for game authors: `lost-valley-engine/testing`. It needs `fast-check`
 * (an optional peer dependency) and takes the test runner's `describe` and `it`. It registers no
 * game: register yours (`registerGame`), or import a game's subpath, before running the kit on it.
 *
 * @example
 * import 'lost-valley-engine/goldfield-gully';
 * import { conformanceConfigs, conformanceSuite } from 'lost-valley-engine/testing';
 * for (const config of conformanceConfigs('goldfield-gully')) conformanceSuite(config, { describe, it });
 * @packageDocumentation
 * @module testing
 */
export { conformanceSuite, conformanceConfigs, type TestApi } from './conformance-suite.js';
export { checkedPlayout, type ConformanceConfig } from './playout-check.js';
export { checkDecisionPoint, checkJsonRoundTrip, checkRefusals, checkTerminal, checkViews } from './step-checks.js';
export { checkCannotReveal, findReveal, revealWorlds, type RevealFound } from './reveal-check.js';
export { deepFreeze } from './deep-freeze.js';
export { ConformanceFailure, expectThat } from './failure.js';
