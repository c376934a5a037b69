/**
 * The conformance kit for game authors: `lost-valley-engine/testing`. It needs `fast-check`
 * (an optional peer dependency) and takes the test runner's `describe` and `it`.
 * @packageDocumentation
 * @module testing
 */
export { conformanceSuite, conformanceConfigs, type TestApi } from './conformance-suite.js';
export { checkedPlayout, type ConformanceConfig } from './playout-check.js';
export { checkDecisionPoint, checkJsonRoundTrip, checkRefusals, checkTerminal, checkViews } from './step-checks.js';
export { deepFreeze } from './deep-freeze.js';
export { ConformanceFailure, expectThat } from './failure.js';
