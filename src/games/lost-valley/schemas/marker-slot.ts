import * as z from 'zod/mini';
import { MarkerPoolSchema } from '../data/index.js';
import { MarkerId, NodeId, Seat } from './ids.js';

/**
 * A face-down (or known) marker on the board, in a bag, on a claim or out of the game: "one
 * unseen marker from pool X" until someone first sees it, when a chance node draws its identity
 * (DESIGN.md, LV-MARK-2). `id` names it wherever it goes; `bank` is the lattice node of the river
 * bank a river-gold marker on a river tile lies on. `seenBy` lists the seats that know its
 * identity while it lies face down (a look at events, the owner of a bag); `faceUp` markers
 * (a hunted animal, furs, weighed gold) are known to everyone (LV-HIDDEN-1).
 *
 * @example
 * MarkerSlotSchema.parse({ id: 3, pool: 'animal', identity: null, bank: null, seenBy: [], faceUp: false });
 * @internal
 */
export const MarkerSlotSchema = z.strictObject({
  id: MarkerId,
  pool: MarkerPoolSchema,
  identity: z.nullable(z.string().check(z.minLength(1))),
  bank: z.nullable(NodeId),
  seenBy: z.array(Seat),
  faceUp: z.boolean(),
});
/** @example const slot: MarkerSlot = { id: 0, pool: 'river-gold', identity: null, bank: 12, seenBy: [], faceUp: false }; */
export type MarkerSlot = z.infer<typeof MarkerSlotSchema>;
