import { ruleError, type RuleError } from '../../../core/errors.js';
import { componentsForPlayerCount, type LostValleyComponents } from '../data/index.js';

/*
 * The names of the invariants a Lost Valley save must satisfy (LV-SAVE-2; docs/rules/lost-valley.md,
 * "Save invariants"), and the refusal that names one. The checks are in the invariants-*.ts
 * files beside this one; game/validate-state.ts runs them in order.
 */

/**
 * Every invariant a loaded Lost Valley state is held to, by its stable kebab-case name: the
 * `details.invariant` of an `invalid-save` refusal.
 *
 * @example
 * SAVE_INVARIANTS.includes('backpack-capacity'); // true
 */
export const SAVE_INVARIANTS = [
  // Seats, prospectors and the turn order.
  'prospector-seat',
  'prospector-node',
  'prospector-count',
  'turn-order',
  // Tiles and the board.
  'tile-in-set',
  'tile-once',
  'tile-count',
  'tile-faces',
  'hole-face',
  'pile-member',
  'pile-order',
  'river-chain',
  'spring-tile',
  'river-open-end',
  'exploration-order',
  'tile-contents',
  'node-room',
  // Markers.
  'marker-id-unique',
  'marker-id-range',
  'marker-count',
  'marker-identity-pool',
  'marker-identity-count',
  'marker-seen',
  'marker-place',
  'marker-owner-knows',
  'marker-bank',
  'tile-marker-count',
  'quarry',
  // Goods.
  'supply-item',
  'goods-count',
  'item-area',
  'backpack-capacity',
  // Skills, works and claims.
  'skill-once',
  'skill-count',
  'xp-marker',
  'work-place',
  'claim-mine',
  // The turn, the tasks and the phase.
  'turn-parts',
  'pending-phase',
  'task-fields',
  'trade-state',
  'weighing-state',
  'ice-state',
  'exploration-state',
  'game-end',
] as const;

/** @example const name: SaveInvariant = 'skill-once'; */
export type SaveInvariant = (typeof SAVE_INVARIANTS)[number];

/**
 * A path inside the game part `g` (the core reports it under `state.g`).
 *
 * @example
 * const path: SavePath = ['prospectors', 0, 'inventory', 'backpack'];
 */
export type SavePath = (string | number)[];

/**
 * The refusal of a save that breaks an invariant: `invalid-save`, the invariant's name in
 * `details.invariant`, the place in `path`, and the rule it comes from when there is one.
 *
 * @example
 * saveFault('skill-once', 'The skill miner is in two places.', ['skills', 'faceDown', 3]);
 */
export function saveFault(invariant: SaveInvariant, message: string, path: SavePath, rule?: string): RuleError {
  return ruleError('invalid-save', `${message} (invariant ${invariant})`, rule === undefined ? { path, details: { invariant } } : { path, rule, details: { invariant } });
}

const inPlayCache = new WeakMap<LostValleyComponents, Map<number, LostValleyComponents>>();

/**
 * The component set in play at this seat count (data/player-count.ts), worked out once per set
 * and count: every load of a game's saves asks for the same one.
 *
 * @example
 * setInPlay(secondEditionComponents, 4).landDiamonds.length; // 33
 */
export function setInPlay(set: LostValleyComponents, players: number): LostValleyComponents {
  let byCount = inPlayCache.get(set);
  if (!byCount) inPlayCache.set(set, (byCount = new Map()));
  let inPlay = byCount.get(players);
  if (!inPlay) byCount.set(players, (inPlay = componentsForPlayerCount(set, players)));
  return inPlay;
}
