import { componentsOf } from '../core/components.js';
import type { Action } from '../core/actions.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerView } from '../core/view.js';
import { catalogOf, simplePaths, STACK_COUNT, EndReasonSchema, type DutchmanAction, type DutchmanGameState, TaskSchema } from '../games/lost-dutchman/api.js';
import type { DutchmanData } from '../games/lost-dutchman/api.js';
import { blockOf, dutchmanLayout, RAISED_ATTRIBUTES, SPACES, type DutchmanLayout } from './dutchman-layout.js';
import { relativeSeat, seatsFrom, type FeatureWriter } from './feature-writer.js';
import type { GameEncoding } from './game-encoding.js';

const BANDIT_MODES = ['fight', 'steal'] as const;
const END_REASONS = EndReasonSchema.options;
const TASK_KINDS = TaskSchema.options.map((option) => option.shape.t.value);
const ATTRIBUTES = ['health', 'vigor', 'foresight', 'ingenuity'] as const;

const pathRanks = new Map<number, Map<string, number>>();
// The rules list the very (frozen, cached) path arrays of `simplePaths` in their moves: each one's
// start and rank, found by identity before any key string is built.
const rankByPath = new Map<readonly number[], { readonly start: number; readonly rank: number }>();

// A move's rank among the simple paths of its length from its start (simplePaths' stable order).
function pathRank(start: number, path: readonly number[]): number {
  const known = rankByPath.get(path);
  if (known !== undefined && known.start === start) return known.rank;
  const key = start * 16 + path.length;
  let ranks = pathRanks.get(key);
  if (!ranks) {
    const candidates = simplePaths(start, path.length);
    ranks = new Map(candidates.map((candidate, rank) => [candidate.join(','), rank]));
    candidates.forEach((candidate, rank) => rankByPath.set(candidate, { start, rank }));
    pathRanks.set(key, ranks);
  }
  return ranks.get(path.join(',')) ?? -1;
}

// How many of each kind a list holds, in the kinds' order (lists are short: a scan beats a map).
function writeCounts(out: FeatureWriter, list: readonly string[], kinds: readonly string[]): void {
  for (const kind of kinds) {
    let count = 0;
    for (const id of list) if (id === kind) count += 1;
    out.value(count);
  }
}

function layoutOf(state: AnyGameState): DutchmanLayout {
  return dutchmanLayout(componentsOf(state) as DutchmanData, state.players);
}

function startOf(state: AnyGameState, seat: number): number {
  return (state.g as DutchmanGameState).prospectors[seat]?.space ?? -1;
}

function uidSlot(uid: number | null, layout: DutchmanLayout): number {
  if (uid === null) return 0;
  return uid >= 0 && uid < layout.treasureUids ? 1 + uid : -1;
}

function inBlock(offset: number, at: number, size: number): number {
  return at >= 0 && at < size ? offset + at : -1;
}

function toIndex(state: AnyGameState, action: DutchmanAction): number {
  return indexIn(layoutOf(state), state, action);
}

// An action's index in a layout (read once per state by `actionsToIndices`).
function indexIn(layout: DutchmanLayout, state: AnyGameState, action: DutchmanAction): number {
  const at = layout.offsets;
  const players = state.players;
  switch (action.type) {
    case 'choose-character':
      return inBlock(at['choose-character'], layout.characters.indexOf(action.character), layout.characters.length);
    case 'reveal-setup':
      return inBlock(at['reveal-setup'], action.stack, STACK_COUNT);
    case 'roll':
    case 'fight-ghost':
    case 'special-bury':
    case 'end-turn':
      return at[action.type];
    case 'use-item': {
      const item = layout.items.indexOf(action.item);
      const target = action.target === null ? 0 : action.target + 1;
      if (item < 0 || target >= layout.itemTargets) return -1;
      return at['use-item'] + item * layout.itemTargets + target;
    }
    case 'move-ghost':
    case 'bury': {
      const slot = uidSlot(action.treasure, layout);
      return slot < 0 ? -1 : at[action.type] + slot;
    }
    case 'move': {
      const steps = action.path.length;
      if (steps === 0) return at.move;
      if (steps > layout.maxSteps) return -1;
      const rank = pathRank(startOf(state, action.player), action.path);
      return rank < 0 ? -1 : at.move + layout.moveOffset[steps]! + rank;
    }
    case 'crevice':
      return inBlock(at.crevice, action.space, SPACES);
    case 'bandit': {
      if (action.target >= players || action.treasure >= layout.treasureUids) return -1;
      return at.bandit + (BANDIT_MODES.indexOf(action.mode) * players + action.target) * layout.treasureUids + action.treasure;
    }
    case 'cross':
      return inBlock(at.cross, layout.spots.indexOf(action.spot), layout.spots.length);
    case 'raise':
      return at.raise + RAISED_ATTRIBUTES.indexOf(action.attribute as (typeof RAISED_ATTRIBUTES)[number]);
    case 'take-tile': {
      const tile = layout.tiles.indexOf(action.tile);
      if (tile < 0 || action.from >= players) return -1;
      return at['take-tile'] + action.from * layout.tiles.length + tile;
    }
    default:
      return -1;
  }
}

function toAction(state: AnyGameState, player: number, index: number): DutchmanAction | null {
  const layout = layoutOf(state);
  if (!Number.isInteger(index) || index < 0 || index >= layout.size) return null;
  const { block, at } = blockOf(layout, index);
  switch (block) {
    case 'choose-character':
      return { type: block, player, character: layout.characters[at]! };
    case 'reveal-setup':
      return { type: block, player, stack: at };
    case 'roll':
    case 'fight-ghost':
    case 'special-bury':
    case 'end-turn':
      return { type: block, player };
    case 'use-item': {
      const target = at % layout.itemTargets;
      return { type: block, player, item: layout.items[Math.floor(at / layout.itemTargets)]!, target: target === 0 ? null : target - 1 };
    }
    case 'move-ghost':
    case 'bury':
      return { type: block, player, treasure: at === 0 ? null : at - 1 };
    case 'move': {
      if (at === 0) return { type: 'move', player, path: [] };
      let steps = 1;
      while (steps < layout.maxSteps && layout.moveOffset[steps + 1]! <= at) steps += 1;
      const path = simplePaths(startOf(state, player), steps)[at - layout.moveOffset[steps]!];
      return path ? { type: 'move', player, path: [...path] } : null;
    }
    case 'crevice':
      return { type: block, player, space: at };
    case 'bandit': {
      const treasure = at % layout.treasureUids;
      const pair = Math.floor(at / layout.treasureUids);
      return { type: block, player, mode: BANDIT_MODES[Math.floor(pair / state.players)]!, target: pair % state.players, treasure };
    }
    case 'cross':
      return { type: block, player, spot: layout.spots[at]! };
    case 'raise':
      return { type: block, player, attribute: RAISED_ATTRIBUTES[at]! };
    case 'take-tile':
      return { type: block, player, from: Math.floor(at / layout.tiles.length), tile: layout.tiles[at % layout.tiles.length]! };
  }
}

/**
 * The Lost Dutchman's encoding. Actions: one block per action type, sized from the setup's data
 * and seat count (characters, the 24 stacks, item kinds × targets, treasure uids, the simple paths
 * of each length from the mover's space, map spots, tile kinds); `docs/encodings.md` lists the
 * blocks. A move is its number of steps and its rank among the simple paths of that length from
 * the mover's space, so `indexToAction` needs the state. The observation is laid out there too.
 *
 * @example
 * dutchmanEncoding.actionSpaceSize(state); // depends on the data and the seats
 */
export const dutchmanEncoding: GameEncoding = {
  game: 'lost-dutchman',
  actionSpaceSize: (state) => layoutOf(state).size,
  actionToIndex: (state: AnyGameState, action: Action) => toIndex(state, action as DutchmanAction),
  actionsToIndices(state, _seat, actions) {
    // The layout is the same for every action of the state: read it once.
    const layout = layoutOf(state);
    return actions.map((action) => indexIn(layout, state, action as DutchmanAction));
  },
  indexToAction: (state: AnyGameState, seat: number, index: number) => toAction(state, seat, index),
  writeObservation(view: PlayerView, out: FeatureWriter): void {
    const g = view.g as unknown as DutchmanGameState;
    const data = componentsOf(view) as DutchmanData;
    const catalog = catalogOf(data);
    const layout = dutchmanLayout(data, view.players);
    const seat = view.seat ?? 0;
    const players = view.players;
    const tokenIds = layout.tokens;
    for (const stack of g.stacks) {
      out.value(stack.hidden);
      out.oneHot(stack.top === null ? 0 : 1 + (catalog.tileIndex.get(stack.top) ?? -2), 1 + catalog.tileIds.length);
    }
    for (let tile = 0; tile < catalog.tileIds.length; tile++) out.value(g.pool[tile] ?? 0);
    out.value(g.water);
    for (let spot = 0; spot < layout.spots.length; spot++) {
      const token = g.tokens[spot] ?? null;
      out.oneHot(token === null ? 0 : 1 + tokenIds.indexOf(token), 1 + tokenIds.length);
    }
    writeCounts(out, g.tokenPool, tokenIds);
    for (let event = 0; event < data.events.length; event++) out.value(g.eventPool[event] ?? 0);
    out.flag(g.ghost === null);
    out.oneHot(relativeSeat(g.active, seat, players), players);
    out.value(g.turn);
    out.value(g.defeated.length);
    out.oneHot(g.endTrigger === null ? -1 : END_REASONS.indexOf(g.endTrigger), END_REASONS.length);
    out.oneHot(g.ended === null ? -1 : END_REASONS.indexOf(g.ended), END_REASONS.length);
    const head = g.queue[0];
    out.oneHot(head ? TASK_KINDS.indexOf(head.t) : -1, TASK_KINDS.length);
    out.oneHot(head && 'seat' in head ? relativeSeat(head.seat, seat, players) : -1, players);
    out.value(head?.t === 'after-roll' ? head.steps : 0);
    out.value(g.queue.length);
    for (const other of seatsFrom(seat, players)) {
      const p = g.prospectors[other]!;
      out.oneHot(p.character === null ? 0 : 1 + layout.characters.indexOf(p.character), 1 + layout.characters.length);
      out.oneHot(p.space, SPACES);
      for (const attribute of ATTRIBUTES) out.value(p.attributes[attribute]);
      writeCounts(out, p.items, layout.items);
      writeCounts(out, p.hunters, layout.hunters);
      let loose = 0;
      let looseValue = 0;
      let buried = 0;
      let buriedValue = 0;
      for (const treasure of p.treasures) {
        if (treasure.buried) {
          buried += 1;
          buriedValue += treasure.value;
        } else {
          loose += 1;
          looseValue += treasure.value;
        }
      }
      out.value(loose);
      out.value(looseValue);
      out.value(buried);
      out.value(buriedValue);
      out.flag(p.treasures.some((treasure) => treasure.uid === g.ghost));
      out.value(p.trophies.length);
      out.oneHot(p.map === 'camp' ? 0 : 1 + layout.spots.indexOf(p.map), 1 + layout.spots.length);
      out.flag(p.foundMine);
    }
    out.flag(view.awaitingChance);
    out.flag(view.terminal);
  },
};
