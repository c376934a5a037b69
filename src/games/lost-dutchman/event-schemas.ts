import * as z from 'zod';
import { AttributeSchema } from './data/data-schema.js';
import { EndReasonSchema } from './schemas.js';

/*
 * Every event The Lost Dutchman's rules emit, one strict object per type. The rules push
 * `DutchmanEvent`s, so a new field or type fails to compile until it is stated here; the event
 * test parses every event of random games of every variant with this schema.
 */

const Seat = z.number().int().min(0).max(4);
const Int = z.number().int();
const Count = z.number().int().nonnegative();
const Id = z.string().min(1);

const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape });

/**
 * Every event of The Lost Dutchman, discriminated by `type`; all are public.
 *
 * @example
 * DutchmanEventSchema.parse({ type: 'turn-forfeited', player: 2 });
 */
export const DutchmanEventSchema = z.discriminatedUnion('type', [
  event('character-chosen', { player: Seat, character: Id, startingItem: Id.nullable() }),
  event('first-player-roll', { player: Seat, die: Int }),
  event('first-player-chosen', { player: Seat, ended: z.boolean() }),
  event('turn-started', { player: Seat, turn: Int }),
  event('turn-forfeited', { player: Seat }),
  event('movement-rolled', { player: Seat, face: z.union([Int, z.literal('special')]) }),
  event('moved', { player: Seat, from: Int, path: z.array(Int) }),
  event('crevice-found', { player: Seat, stack: Count }),
  event('crevice-move', { player: Seat, space: Int }),
  event('tile-revealed', { stack: Count, tile: Id }),
  event('stack-emptied', { stack: Count }),
  event('water-level-dropped', { stack: Count, water: Int }),
  event('challenge-rolled', { player: Seat, tile: Id, die: Int, total: Int, rating: Int, result: z.enum(['lost', 'escaped', 'defeated']) }),
  event('tile-changed-hands', { player: Seat, from: Seat, tile: Id }),
  event('penalty-suffered', { player: Seat, attribute: AttributeSchema, amount: Int, value: Int, cause: Id }),
  event('exhausted', { player: Seat, attribute: Id, discarded: Int.nullable() }),
  event('attribute-raised', { player: Seat, attribute: AttributeSchema, amount: Int, value: Int }),
  event('treasure-taken', { player: Seat, uid: Count, value: Count, stack: Count }),
  event('item-taken', { player: Seat, item: Id, stack: Count }),
  event('hunter-taken', { player: Seat, hunter: Id, stack: Count }),
  event('bandit-taken', { player: Seat, stack: Count, used: z.boolean() }),
  event('item-used', { player: Seat, item: Id, target: Int.nullable() }),
  event('bandit-used', { player: Seat, mode: z.enum(['fight', 'steal']), target: Seat, treasure: Count }),
  event('bandit-fight', { player: Seat, target: Seat, attack: Int, defence: Int, won: z.boolean() }),
  event('bandit-steal', { player: Seat, target: Seat, total: Int, needed: Int, won: z.boolean() }),
  event('treasure-stolen', { player: Seat, from: Seat, uid: Count, value: Count, haunted: z.boolean() }),
  event('treasure-buried', { player: Seat, uid: Count.nullable(), by: z.enum(['item', 'special-action']) }),
  event('bury-rolled', { player: Seat, rolls: z.array(Int), sum: Int }),
  event('nothing-buried', { player: Seat }),
  event('ghost-moved', { player: Seat, treasure: Count.nullable(), owner: Seat.nullable() }),
  event('ghost-returned', { reason: z.enum(['dutchman-defeated', 'haunted-treasure-discarded']) }),
  event('event-drawn', { player: Seat, event: Id }),
  event('event-test', { player: Seat, event: Id, die: Int, total: Int, target: Int, passed: z.boolean() }),
  event('poker-roll', { player: Seat, die: Int }),
  event('poker-no-winner', {}),
  event('token-revealed', { spot: Id, token: Id }),
  event('token-overcome', { player: Seat, spot: Id, token: Id.nullable(), rating: Int }),
  event('mine-found', { player: Seat, bonus: Int }),
  event('dutchman-fought', { player: Seat, at: z.string(), die: Int, total: Int, rating: Int, won: z.boolean() }),
  event('stepped-back', { player: Seat, to: Id }),
  event('end-triggered', { reason: EndReasonSchema }),
  event('tie-break-roll', { player: Seat, die: Int, total: Int }),
  event('game-ended', { reason: EndReasonSchema }),
]);

/**
 * One Lost Dutchman event, as {@link DutchmanEventSchema} gives it: switch on `type` and the
 * fields are typed.
 *
 * @example
 * if (event.type === 'treasure-taken') console.log(event.value);
 */
export type DutchmanEvent = z.infer<typeof DutchmanEventSchema>;
