import { catalogOf, numberFaces, BASE_CAMP, simplePaths } from '../games/lost-dutchman/api.js';
import type { DutchmanData } from '../games/lost-dutchman/api.js';

/**
 * Spaces of the land area: 24 stacks and the two camps.
 *
 * @example
 * SPACES; // 26
 */
export const SPACES = BASE_CAMP + 1;
/** The schema's bound on a move (LD-MOVE-2 steps never exceed it). */
const SCHEMA_MAX_STEPS = 12;

/**
 * The Lost Dutchman's action index space for one data set and seat count: each action type's
 * block of indices, in the order `docs/encodings.md` lists.
 *
 * @example
 * dutchmanLayout(referenceSet, 4).size;
 */
export interface DutchmanLayout {
  readonly characters: readonly string[];
  readonly items: readonly string[];
  readonly spots: readonly string[];
  readonly tiles: readonly string[];
  /** Challenge token ids and treasure hunter kinds, for the observation. */
  readonly tokens: readonly string[];
  readonly hunters: readonly string[];
  /** Treasure uids run from 0 to the number of treasure tiles − 1 (one uid per tile taken). */
  readonly treasureUids: number;
  /** Targets of `use-item`: null, then 0 … targetSlots − 2 (a treasure uid or a number of steps). */
  readonly itemTargets: number;
  /** The longest move the data allows: the highest number on the movement die plus every extra step. */
  readonly maxSteps: number;
  /** `movePaths[n]`: the most simple paths of n steps from any space. */
  readonly movePaths: readonly number[];
  /** `moveOffset[n]`: where the moves of n steps start inside the move block (0 is the empty move). */
  readonly moveOffset: readonly number[];
  readonly offsets: Readonly<Record<DutchmanBlock, number>>;
  readonly size: number;
}

/**
 * The blocks of the index space, in order.
 *
 * @example
 * layout.offsets['reveal-setup'];
 */
export type DutchmanBlock = (typeof BLOCKS)[number];

const BLOCKS = [
  'choose-character',
  'reveal-setup',
  'roll',
  'use-item',
  'fight-ghost',
  'special-bury',
  'move-ghost',
  'bury',
  'move',
  'crevice',
  'bandit',
  'cross',
  'end-turn',
  'raise',
  'take-tile',
] as const;

/**
 * The attributes a `raise` names, in index order.
 *
 * @example
 * RAISED_ATTRIBUTES.indexOf('vigor'); // 0
 */
export const RAISED_ATTRIBUTES = ['vigor', 'foresight', 'ingenuity'] as const;

const cache = new WeakMap<DutchmanData, Map<number, DutchmanLayout>>();

/**
 * The layout of a data set and seat count (cached).
 *
 * @example
 * dutchmanLayout(componentsOf(state) as DutchmanData, state.players).offsets.move;
 */
export function dutchmanLayout(data: DutchmanData, players: number): DutchmanLayout {
  let byPlayers = cache.get(data);
  if (!byPlayers) cache.set(data, (byPlayers = new Map()));
  const cached = byPlayers.get(players);
  if (cached) return cached;
  const characters = data.characters.map((character) => character.id);
  const items = data.items.map((item) => item.id);
  const spots = data.treasureMap.map((spot) => spot.id);
  const tiles = catalogOf(data).tileIds;
  const treasureUids = data.treasures.reduce((sum, treasure) => sum + treasure.count, 0);
  const highestRoll = Math.max(0, ...numberFaces(data.movementDie));
  const extraSteps = data.items.filter((item) => item.effect === 'extra-step').reduce((sum, item) => sum + item.count * item.amount, 0);
  const maxSteps = Math.min(SCHEMA_MAX_STEPS, highestRoll + extraSteps);
  const movePaths = [0];
  const moveOffset = [0, 1];
  for (let steps = 1; steps <= maxSteps; steps++) {
    let most = 0;
    for (let start = 0; start < SPACES; start++) most = Math.max(most, simplePaths(start, steps).length);
    movePaths.push(most);
    moveOffset.push(moveOffset[steps]! + most);
  }
  const itemTargets = 1 + Math.max(treasureUids, highestRoll + 1, 7);
  const sizes: Record<DutchmanBlock, number> = {
    'choose-character': characters.length,
    'reveal-setup': 24,
    roll: 1,
    'use-item': items.length * itemTargets,
    'fight-ghost': 1,
    'special-bury': 1,
    'move-ghost': 1 + treasureUids,
    bury: 1 + treasureUids,
    move: moveOffset[maxSteps + 1]!,
    crevice: SPACES,
    bandit: 2 * players * treasureUids,
    cross: spots.length,
    'end-turn': 1,
    raise: RAISED_ATTRIBUTES.length,
    'take-tile': players * tiles.length,
  };
  const offsets = {} as Record<DutchmanBlock, number>;
  let size = 0;
  for (const block of BLOCKS) {
    offsets[block] = size;
    size += sizes[block];
  }
  const tokens = data.challengeTokens.map((token) => token.id);
  const hunters = data.hunters.map((hunter) => hunter.id);
  const layout: DutchmanLayout = { characters, items, spots, tiles, tokens, hunters, treasureUids, itemTargets, maxSteps, movePaths, moveOffset, offsets, size };
  byPlayers.set(players, layout);
  return layout;
}

/**
 * The block an index falls in and its position inside it.
 *
 * @example
 * blockOf(layout, layout.offsets.roll); // { block: 'roll', at: 0 }
 */
export function blockOf(layout: DutchmanLayout, index: number): { block: DutchmanBlock; at: number } {
  let found: DutchmanBlock = BLOCKS[0];
  for (const block of BLOCKS) if (layout.offsets[block] <= index) found = block;
  return { block: found, at: index - layout.offsets[found] };
}
