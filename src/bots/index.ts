/**
 * Game-agnostic players over the core contract: `lost-valley-engine/bots`.
 * @packageDocumentation
 * @module bots
 */
export { randomAction } from './random-bot.js';
export { randomPlayout, continuePlayout, type PlayoutResult, type PlayoutStep, type PlayoutOptions } from './playout.js';
