import { tilesAt, BEYOND, sharedEdge, SkillIdSchema, TurnPartSchema, MoveModeSchema, type LostValleyAction } from '../games/lost-valley/api.js';
import { comboCount, comboIds, comboRank } from './valley-combos.js';
import type { Here, ValleyBlock, ValleyDims } from './valley-dims.js';

/*
 * Lost Valley's action index space: one block per action type, in a fixed order, each sized from
 * the setup alone (the lattice, the component set's markers, tiles and items). Most fields are
 * numbered absolutely (a node, an edge, a tile, a marker id); the few that name one of a handful
 * of nearby things are numbered relative to the prospector whose turn it is (the edges at its
 * intersection, the tiles touching it, the markers lying there) or to the task that asks (the
 * markers looked at). docs/encodings.md has the table.
 */

type A = LostValleyAction;

/**
 * Markers on the tiles touching an intersection that a river-gold dig may name (6 tiles, 4 each).
 *
 * @example
 * comboCount(LOCAL_MARKERS); // 2,324 river-gold indices
 */
export const LOCAL_MARKERS = 24;
/**
 * Markers on one tile that a mountain-gold dig may name.
 *
 * @example
 * comboCount(TILE_MARKERS); // 41
 */
export const TILE_MARKERS = 6;
/**
 * Markers a look may offer to keep from (a `choose` task's candidates).
 *
 * @example
 * comboCount(LOOKED_MARKERS); // 298
 */
export const LOOKED_MARKERS = 12;
/**
 * Tiles touching an intersection (six faces meet there).
 *
 * @example
 * NEAR_TILES * comboCount(TILE_MARKERS); // tile and marker slots of a mountain-gold dig
 */
export const NEAR_TILES = 6;

const MODES = MoveModeSchema.options;
const PARTS = TurnPartSchema.options;
const SKILLS = SkillIdSchema.options;
const WINTER = ['sun', 'blank', 'snowflake', 'two-snowflakes'] as const;
const EVENT_PAY = ['food', 'timber', 'free'] as const;
const STILL_PAY = ['none', 'food', 'timber'] as const;
const DYNAMITE = ['none', 'box', 'stick'] as const;

function within(value: number, size: number): number {
  return Number.isInteger(value) && value >= 0 && value < size ? value : -1;
}

function pair(a: number, b: number, bSize: number): number {
  return a < 0 || b < 0 ? -1 : a * bSize + b;
}

/** Prospectors a gift may name: six seats, two prospectors at most each. */
const PROSPECTOR_SLOTS = 12;

/** A first-edition block naming a tile and two items paid, in the order given. */
function twoItemBlock(type: 'take-event-for-two' | 'quiet-nook', tiles: number, items: readonly string[]): ValleyBlock {
  const I = items.length;
  return {
    type,
    size: tiles * I * I,
    encode: (a) => {
      const action = a as Extract<A, { type: typeof type }>;
      return pair(pair(within(action.tile, tiles), items.indexOf(action.pay[0]), I), items.indexOf(action.pay[1]), I);
    },
    decode: (k, h) => ({ type, player: h.seat, tile: Math.floor(k / I / I), pay: [items[Math.floor(k / I) % I]!, items[k % I]!] }),
  };
}

// A kept diamond's index: the land diamonds, then the river diamonds; -1 for an id of neither.
function scoutIndex(dims: ValleyDims, tile: string): number {
  const land = dims.land.indexOf(tile);
  if (land >= 0) return land;
  const river = dims.river.indexOf(tile);
  return river < 0 ? -1 : dims.land.length + river;
}

function simple(type: A['type']): ValleyBlock {
  return { type, size: 1, encode: () => 0, decode: (_local, here) => ({ type, player: here.seat }) as A };
}

function sortedIds(slots: readonly { id: number }[]): number[] {
  return slots.map((slot) => slot.id).sort((a, b) => a - b);
}

function localMarkers(here: Here): number[] {
  const ids: number[] = [];
  for (const tile of tilesAt(here.ctx, here.g, here.node)) for (const slot of here.g.board.tiles[tile]!.markers) ids.push(slot.id);
  return ids.sort((a, b) => a - b);
}

function nodeEdge(here: Here, k: number): number {
  return here.node > 0 ? here.dims.lattice.nodeEdges[6 * here.node + k]! : -1;
}

function edgeSlot(here: Here, edge: number): number {
  for (let k = 0; k < 6; k++) if (nodeEdge(here, k) === edge && edge >= 0) return k;
  return -1;
}

/** The flume slots: one edge (6), then two (15 pairs of the six). */
const FLUME_PAIRS: readonly (readonly number[])[] = (() => {
  const out: number[][] = [0, 1, 2, 3, 4, 5].map((k) => [k]);
  for (let a = 0; a < 6; a++) for (let b = a + 1; b < 6; b++) out.push([a, b]);
  return out;
})();

function feeSlot(fee: { item: string } | { marker: number } | null, dims: ValleyDims): number {
  if (fee === null) return 0;
  if ('item' in fee) {
    const at = dims.items.indexOf(fee.item);
    return at < 0 ? -1 : 1 + at;
  }
  return within(fee.marker, dims.markers) < 0 ? -1 : 1 + dims.items.length + fee.marker;
}

function feeOf(slot: number, dims: ValleyDims): { item: string } | { marker: number } | null {
  if (slot === 0) return null;
  if (slot <= dims.items.length) return { item: dims.items[slot - 1]! };
  return { marker: slot - 1 - dims.items.length };
}

/**
 * The blocks of a setup, in index order.
 *
 * @example
 * valleyBlocks(valleyDims(componentsOf(state))).map((block) => block.type);
 */
export function valleyBlocks(dims: ValleyDims): ValleyBlock[] {
  const { lattice, tiles: T, markers: M, items } = dims;
  const I = items.length;
  const fees = 1 + I + M;
  const tileMarkerSets = comboCount(TILE_MARKERS);
  const of = <X extends A['type']>(action: A, _type: X): Extract<A, { type: X }> => action as Extract<A, { type: X }>;
  return [
    {
      type: 'move',
      size: lattice.nodeCount * MODES.length,
      encode: (a) => pair(within(of(a, 'move').to, lattice.nodeCount), MODES.indexOf(of(a, 'move').mode), MODES.length),
      decode: (k, h) => ({ type: 'move', player: h.seat, mode: MODES[k % MODES.length]!, to: Math.floor(k / MODES.length) }),
    },
    simple('end-turn'),
    {
      type: 'place-diamond',
      size: lattice.edgeCount * 2,
      encode: (a) => {
        const [f, g] = of(a, 'place-diamond').faces;
        if (within(f, lattice.faceCount) < 0 || within(g, lattice.faceCount) < 0) return -1;
        return pair(sharedEdge(lattice, f, g), of(a, 'place-diamond').way, 2);
      },
      decode: (k, h) => {
        const edge = Math.floor(k / 2);
        const f = lattice.edgeFaces[2 * edge]!;
        const g = lattice.edgeFaces[2 * edge + 1]!;
        if (f === BEYOND || g === BEYOND || f === undefined || g === undefined) return null;
        return { type: 'place-diamond', player: h.seat, faces: [Math.min(f, g), Math.max(f, g)], way: (k % 2) as 0 | 1 };
      },
    },
    {
      type: 'place-triangle',
      size: lattice.faceCount,
      encode: (a) => within(of(a, 'place-triangle').face, lattice.faceCount),
      decode: (k, h) => ({ type: 'place-triangle', player: h.seat, face: k }),
    },
    simple('decline-triangle'),
    {
      type: 'discard',
      size: I,
      encode: (a) => items.indexOf(of(a, 'discard').item),
      decode: (k, h) => ({ type: 'discard', player: h.seat, item: items[k]! }),
    },
    simple('eat-jerky'),
    {
      type: 'drink-whiskey',
      size: PARTS.length,
      encode: (a) => PARTS.indexOf(of(a, 'drink-whiskey').part),
      decode: (k, h) => ({ type: 'drink-whiskey', player: h.seat, part: PARTS[k]! }),
    },
    {
      type: 'choose-markers',
      size: comboCount(LOOKED_MARKERS),
      encode: (a, h) => comboRank(of(a, 'choose-markers').markers, lookedAt(h), LOOKED_MARKERS),
      decode: (k, h) => {
        const markers = comboIds(k, lookedAt(h), LOOKED_MARKERS);
        return markers ? { type: 'choose-markers', player: h.seat, markers } : null;
      },
    },
    simple('fish'),
    simple('cut-timber'),
    {
      type: 'hunt',
      size: M,
      encode: (a) => within(of(a, 'hunt').marker, M),
      decode: (k, h) => ({ type: 'hunt', player: h.seat, marker: k }),
    },
    {
      type: 'take-event',
      size: T * EVENT_PAY.length,
      encode: (a) => pair(within(of(a, 'take-event').tile, T), EVENT_PAY.indexOf(of(a, 'take-event').pay), EVENT_PAY.length),
      decode: (k, h) => ({ type: 'take-event', player: h.seat, tile: Math.floor(k / 3), pay: EVENT_PAY[k % 3]! }),
    },
    { type: 'look-at-events', size: T, encode: (a) => within(of(a, 'look-at-events').tile, T), decode: (k, h) => ({ type: 'look-at-events', player: h.seat, tile: k }) },
    {
      type: 'whiskey-still',
      size: T * STILL_PAY.length,
      encode: (a) => pair(within(of(a, 'whiskey-still').tile, T), STILL_PAY.indexOf(of(a, 'whiskey-still').pay), STILL_PAY.length),
      decode: (k, h) => ({ type: 'whiskey-still', player: h.seat, tile: Math.floor(k / 3), pay: STILL_PAY[k % 3]! }),
    },
    {
      type: 'lost-mine',
      size: T * (1 + M),
      encode: (a) => {
        const timberOr = of(a, 'lost-mine').timberOr;
        return pair(within(of(a, 'lost-mine').tile, T), timberOr === 'timber' ? 0 : within(timberOr, M) < 0 ? -1 : 1 + timberOr, 1 + M);
      },
      decode: (k, h) => {
        const slot = k % (1 + M);
        return { type: 'lost-mine', player: h.seat, tile: Math.floor(k / (1 + M)), timberOr: slot === 0 ? 'timber' : slot - 1 };
      },
    },
    { type: 'food-spit', size: T, encode: (a) => within(of(a, 'food-spit').tile, T), decode: (k, h) => ({ type: 'food-spit', player: h.seat, tile: k }) },
    simple('build-fish-trap'),
    simple('build-sawmill'),
    simple('build-hunting-trap'),
    {
      type: 'build-mine',
      size: T * 2 * (1 + I),
      encode: (a) => {
        const b = of(a, 'build-mine');
        const tool = b.toolInstead === null ? 0 : items.indexOf(b.toolInstead) < 0 ? -1 : 1 + items.indexOf(b.toolInstead);
        return pair(pair(within(b.tile, T), b.claim ? 1 : 0, 2), tool, 1 + I);
      },
      decode: (k, h) => {
        const tool = k % (1 + I);
        const rest = Math.floor(k / (1 + I));
        return { type: 'build-mine', player: h.seat, tile: Math.floor(rest / 2), claim: rest % 2 === 1, toolInstead: tool === 0 ? null : items[tool - 1]! };
      },
    },
    {
      type: 'build-flumes',
      size: FLUME_PAIRS.length,
      encode: (a, h) => {
        const slots = of(a, 'build-flumes').edges.map((edge) => edgeSlot(h, edge));
        if (slots.some((slot) => slot < 0)) return -1;
        const key = slots.sort((x, y) => x - y).join(',');
        return FLUME_PAIRS.findIndex((p) => p.join(',') === key);
      },
      decode: (k, h) => {
        const edges = FLUME_PAIRS[k]!.map((slot) => nodeEdge(h, slot));
        if (edges.some((edge) => edge < 0)) return null;
        edges.sort((x, y) => x - y);
        return { type: 'build-flumes', player: h.seat, edges: edges.length === 1 ? [edges[0]!] : [edges[0]!, edges[1]!] };
      },
    },
    {
      type: 'build-bridge',
      size: 6,
      encode: (a, h) => edgeSlot(h, of(a, 'build-bridge').edge),
      decode: (k, h) => (nodeEdge(h, k) < 0 ? null : { type: 'build-bridge', player: h.seat, edge: nodeEdge(h, k) }),
    },
    simple('collect-claim'),
    simple('run'),
    { type: 'take-skill', size: SKILLS.length, encode: (a) => SKILLS.indexOf(of(a, 'take-skill').skill), decode: (k, h) => ({ type: 'take-skill', player: h.seat, skill: SKILLS[k]! }) },
    simple('draw-skills'),
    { type: 'keep-skill', size: SKILLS.length, encode: (a) => SKILLS.indexOf(of(a, 'keep-skill').skill), decode: (k, h) => ({ type: 'keep-skill', player: h.seat, skill: SKILLS[k]! }) },
    { type: 'forecast', size: WINTER.length, encode: (a) => WINTER.indexOf(of(a, 'forecast').face), decode: (k, h) => ({ type: 'forecast', player: h.seat, face: WINTER[k]! }) },
    {
      // LV-SKILL-SCOUT-2: the Scout keeps a land or a river diamond: the land ones first.
      type: 'scout-keep',
      size: dims.land.length + dims.river.length,
      encode: (a) => scoutIndex(dims, of(a, 'scout-keep').tile),
      decode: (k, h) => ({ type: 'scout-keep', player: h.seat, tile: k < dims.land.length ? dims.land[k]! : dims.river[k - dims.land.length]! }),
    },
    {
      type: 'river-gold',
      size: comboCount(LOCAL_MARKERS),
      encode: (a, h) => comboRank(of(a, 'river-gold').markers, localMarkers(h), LOCAL_MARKERS),
      decode: (k, h) => {
        const markers = comboIds(k, localMarkers(h), LOCAL_MARKERS);
        return markers ? { type: 'river-gold', player: h.seat, markers } : null;
      },
    },
    {
      type: 'mountain-gold',
      size: NEAR_TILES * tileMarkerSets * DYNAMITE.length * fees,
      encode: (a, h) => {
        const dig = of(a, 'mountain-gold');
        const near = tilesAt(h.ctx, h.g, h.node).indexOf(dig.tile);
        const placed = h.g.board.tiles[dig.tile];
        if (near < 0 || near >= NEAR_TILES || !placed) return -1;
        const set = comboRank(dig.markers, sortedIds(placed.markers), TILE_MARKERS);
        return pair(pair(pair(near, set, tileMarkerSets), DYNAMITE.indexOf(dig.dynamite), DYNAMITE.length), feeSlot(dig.fee, dims), fees);
      },
      decode: (k, h) => {
        const fee = k % fees;
        const rest = Math.floor(k / fees);
        const dynamite = DYNAMITE[rest % DYNAMITE.length]!;
        const set = Math.floor(rest / DYNAMITE.length) % tileMarkerSets;
        const tile = tilesAt(h.ctx, h.g, h.node)[Math.floor(rest / DYNAMITE.length / tileMarkerSets)];
        if (tile === undefined) return null;
        const markers = comboIds(set, sortedIds(h.g.board.tiles[tile]!.markers), TILE_MARKERS);
        return markers ? { type: 'mountain-gold', player: h.seat, tile, markers, dynamite, fee: feeOf(fee, dims) } : null;
      },
    },
    { type: 'miner', size: T, encode: (a) => within(of(a, 'miner').tile, T), decode: (k, h) => ({ type: 'miner', player: h.seat, tile: k }) },
    simple('dig-treasure'),
    simple('weigh'),
    { type: 'show-marker', size: M, encode: (a) => within(of(a, 'show-marker').marker, M), decode: (k, h) => ({ type: 'show-marker', player: h.seat, marker: k }) },
    {
      type: 'open-trade',
      size: 1 + T,
      encode: (a) => {
        const tile = of(a, 'open-trade').tile;
        return tile === null ? 0 : within(tile, T) < 0 ? -1 : 1 + tile;
      },
      decode: (k, h) => ({ type: 'open-trade', player: h.seat, tile: k === 0 ? null : k - 1 }),
    },
    { type: 'trade-buy', size: I, encode: (a) => items.indexOf(of(a, 'trade-buy').item), decode: (k, h) => ({ type: 'trade-buy', player: h.seat, item: items[k]! }) },
    simple('trade-clue'),
    {
      type: 'trade-pay',
      size: fees - 1,
      encode: (a) => feeSlot(of(a, 'trade-pay').payment, dims) - 1,
      decode: (k, h) => ({ type: 'trade-pay', player: h.seat, payment: feeOf(k + 1, dims)! }),
    },
    simple('close-trade'),
    simple('cancel-trade'),
    {
      type: 'black-market',
      size: T * M,
      encode: (a) => pair(within(of(a, 'black-market').tile, T), within(of(a, 'black-market').give, M), M),
      decode: (k, h) => ({ type: 'black-market', player: h.seat, tile: Math.floor(k / M), give: k % M }),
    },
    // Issue 10's action types, appended so that the indices above stay where they were.
    simple('announce-end'),
    {
      type: 'give',
      size: PROSPECTOR_SLOTS * I,
      encode: (a) => pair(within(of(a, 'give').to, PROSPECTOR_SLOTS), items.indexOf(of(a, 'give').item), I),
      decode: (k, h) => ({ type: 'give', player: h.seat, to: Math.floor(k / I), item: items[k % I]! }),
    },
    twoItemBlock('take-event-for-two', T, items),
    twoItemBlock('quiet-nook', T, items),
    simple('eat-dried-fish'),
  ];
}

/** The markers of the first task when it asks this seat to keep some of them, ascending. */
function lookedAt(here: Here): number[] {
  const task = here.g.tasks[0];
  if (!task || task.task !== 'choose' || task.seat !== here.seat) return [];
  return [...task.candidates].sort((a, b) => a - b);
}
