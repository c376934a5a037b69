import * as z from 'zod/mini';
import { HuntFaceSchema, MarkerPoolSchema } from '../data/index.js';
import { ItemStackSchema, MoveModeSchema, WinterFaceSchema } from './game-schemas.js';
import { DynamiteSchema } from './gold-schemas.js';
import { EdgeId, FaceId, ItemId, MarkerId, NodeId, ProspectorIndex, Seat, SkillIdSchema, TileIndex, TurnPartSchema } from './ids.js';

/*
 * Every event Lost Valley's rules emit, one strict object per type (LV-EVENTS). The rules push
 * `LostValleyEvent`s, so a new field or type fails to compile until it is stated here; the event
 * test parses every event of random games of every variant with this schema.
 */

const TileId = z.string().check(z.minLength(1));
const Count = z.int().check(z.nonnegative());
const Pile = z.enum(['river', 'land', 'triangle']);
const by = { player: Seat, prospector: ProspectorIndex };

const event = <T extends string, S extends z.core.$ZodLooseShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape });

const turnEvents = [
  event('turn-started', { ...by, turn: z.int().check(z.positive()) }),
  event('turn-ended', { player: Seat, turn: Count }),
  event('game-ended', { reason: z.enum(['turn-limit', 'ice-at-waterfall', 'announced', 'weighed']), winner: z.optional(Seat), value: z.optional(Count) }),
  event('end-announced', { ...by, markers: Count }),
  event('runner-runs', by),
  event('whiskey-drunk', { ...by, part: TurnPartSchema }),
  event('jerky-eaten', { ...by, food: Count }),
  event('discarded', { ...by, item: ItemId }),
  event('packs-emptied', { ...by, items: z.array(ItemStackSchema) }),
  event('prospector-moved', { ...by, from: NodeId, to: NodeId, mode: MoveModeSchema }),
  event('gift-given', { ...by, to: ProspectorIndex, toSeat: Seat, item: ItemId }),
] as const;

const explorationEvents = [
  event('exploration-started', { player: Seat, node: NodeId }),
  event('exploration-finished', { node: NodeId, complete: z.boolean() }),
  event('exploration-ended', { riverLeft: Count, trianglesLeft: Count }),
  event('tile-drawn', { pile: Pile, tile: TileId }),
  event('tile-to-bottom', { tile: TileId }),
  event('scout-tile-to-bottom', { player: Seat, tile: TileId, pile: z.optional(z.literal('river')) }),
  event('tile-placed', { tile: TileId, kind: Pile, faces: z.array(FaceId), way: z.int(), corners: z.optional(z.array(NodeId)), name: z.optional(z.string()) }),
  event('markers-laid', { tile: TileId, pools: z.array(MarkerPoolSchema) }),
  event('triangle-chosen', { player: Seat, face: FaceId }),
  event('triangle-declined', { player: Seat }),
  event('spring-placed', { face: FaceId }),
  event('hole-left', { face: FaceId }),
  event('ice-out', { tile: z.nullable(FaceId) }),
  event('ice-tested', { player: Seat, roll: z.nullable(z.union([WinterFaceSchema, z.int()])), from: Count, to: Count }),
  event('forecast-named', { player: Seat, face: WinterFaceSchema }),
  event('forecast-hit', { face: WinterFaceSchema }),
] as const;

const markerEvents = [
  event('marker-seen', {
    marker: MarkerId,
    pool: MarkerPoolSchema,
    identity: z.nullable(z.string()),
    by: z.union([z.literal('all'), z.array(Seat)]),
    visibleTo: z.optional(z.array(Seat)),
  }),
  event('marker-taken', { ...by, marker: MarkerId, pool: MarkerPoolSchema }),
  event('markers-chosen', { player: Seat, purpose: z.enum(['event', 'river-gold', 'mountain-gold', 'black-market']), kept: Count, from: Count }),
  event('gear-gained', { ...by, item: ItemId }),
] as const;

const gatherEvents = [
  event('fished', { ...by, food: Count }),
  event('timber-cut', { ...by, timber: Count }),
  event('hunt-started', { ...by, marker: MarkerId }),
  event('animal-hit', { ...by, marker: MarkerId, animal: z.nullable(z.string()), face: HuntFaceSchema, food: Count, missMarkerUsed: z.boolean(), fur: z.optional(z.boolean()) }),
  event('animal-missed', { ...by, marker: MarkerId, animal: z.nullable(z.string()), face: HuntFaceSchema, reroll: z.boolean(), missMarker: z.boolean() }),
  event('hunter-rolled', { ...by, marker: MarkerId, roll: z.int() }),
  event('animal-rolled', { ...by, marker: MarkerId, hunter: z.int(), rifle: z.boolean(), animal: z.int(), killed: z.boolean() }),
  event('animal-killed', { ...by, marker: MarkerId, animal: z.nullable(z.string()), food: Count }),
  event('bear-cave-restocked', { tile: TileIndex, marker: MarkerId }),
  event('event-experienced', { ...by, tile: TileIndex, paid: z.enum(['food', 'timber', 'free']), markers: Count }),
  event('events-looked-at', { ...by, tile: TileIndex, markers: Count }),
  event('event-taken-for-two', { ...by, tile: TileIndex, paid: z.array(ItemId), markers: Count }),
  event('quiet-nook-used', { ...by, tile: TileIndex, paid: z.array(ItemId), whiskey: Count }),
  event('dried-fish-eaten', { ...by, food: Count }),
  event('triangle-used', { ...by, tile: TileIndex, triangle: z.string(), item: ItemId, count: Count, paid: z.array(z.string()) }),
] as const;

const worksEvents = [
  event('work-built', { ...by, work: z.enum(['fish-trap', 'sawmill', 'hunting-trap', 'mine', 'flume', 'bridge']), at: z.union([NodeId, EdgeId, TileIndex]) }),
  event('claim-placed', { ...by, tile: TileIndex }),
  event('claim-forfeited', { ...by, tile: TileIndex, items: z.array(ItemStackSchema), markers: Count }),
  event('claim-collected', { ...by, items: z.array(ItemStackSchema), markers: Count }),
  event('xp-gained', by),
  event('xp-turned-in', by),
  event('skill-drawn', { ...by, skill: SkillIdSchema, visibleTo: z.array(Seat) }),
  event('skill-learned', { ...by, skill: SkillIdSchema }),
  event('skills-laid-face-up', { player: Seat, skills: z.array(SkillIdSchema) }),
] as const;

const goldEvents = [
  event('river-gold-dug', { ...by, drawn: Count, kept: Count }),
  event('mountain-gold-dug', { ...by, tile: TileIndex, dynamite: DynamiteSchema, drawn: Count, kept: Count }),
  event('miner-dug', { ...by, tile: TileIndex, claimReturned: z.nullable(ProspectorIndex) }),
  event('claim-fee-paid', { ...by, owner: ProspectorIndex, item: z.optional(ItemId), marker: z.optional(MarkerId) }),
  event('treasure-dug', { ...by, node: NodeId, clues: Count, mountainGold: Count, riverGold: Count }),
  event('trade-opened', { ...by, store: z.nullable(TileIndex) }),
  event('trade-cancelled', by),
  event('trade-closed', { ...by, bought: z.array(ItemStackSchema), clue: z.boolean(), cost: Count, paid: Count }),
  event('black-market-swap', { ...by, tile: TileIndex, pool: MarkerPoolSchema, from: Count }),
  event('gold-weighed', { ...by, value: Count }),
  event('weighing-blocked', { player: Seat, needed: Count, shown: Count }),
] as const;

/**
 * Every event of Lost Valley (both editions, every variant), discriminated by `type`. An event
 * that shows a secret names the seats that may see it in `visibleTo` (a drawn skill tile, a
 * marker looked at).
 *
 * @example
 * LostValleyEventSchema.parse({ type: 'turn-ended', player: 0, turn: 3 });
 */
export const LostValleyEventSchema = z.discriminatedUnion('type', [...turnEvents, ...explorationEvents, ...markerEvents, ...gatherEvents, ...worksEvents, ...goldEvents]);

/**
 * One Lost Valley event, as {@link LostValleyEventSchema} gives it: switch on `type` and the
 * fields are typed.
 *
 * @example
 * if (event.type === 'prospector-moved') console.log(event.to);
 */
export type LostValleyEvent = z.infer<typeof LostValleyEventSchema>;
