import * as z from 'zod';
import { SetupSchema } from '../../core/create.js';

const Handle = z.string().min(1);
// Any seat value reaches the engine's own check, so a seat off the table (9, -1, 1.5, "0", and
// null but for `view`'s spectator) gets the engine's refusal, `no-such-seat`, naming the table.
const Seat = z.union([z.number(), z.string(), z.boolean(), z.null()]);
const Id = z.union([z.string(), z.number(), z.null()]).optional();

/**
 * Every request of the JSON-lines bridge (`serve --stdio`), one JSON object per line; `id` is
 * echoed in the answer. `docs/python.md` documents each operation.
 *
 * @example
 * BridgeRequestSchema.parse({ id: 1, op: 'create', setup: { game: 'goldfield-gully', players: 4, seed: 7 } });
 */
export const BridgeRequestSchema = z.discriminatedUnion('op', [
  z.strictObject({ id: Id, op: z.literal('hello') }),
  z.strictObject({ id: Id, op: z.literal('create'), setup: SetupSchema }),
  z.strictObject({ id: Id, op: z.literal('status'), handle: Handle }),
  z.strictObject({ id: Id, op: z.literal('legal'), handle: Handle, seat: Seat }),
  z.strictObject({ id: Id, op: z.literal('chance'), handle: Handle }),
  z.strictObject({ id: Id, op: z.literal('step'), handle: Handle, seat: Seat.optional(), index: z.number().int().optional(), action: z.unknown().optional() }),
  z.strictObject({ id: Id, op: z.literal('observe'), handle: Handle, seat: Seat }),
  z.strictObject({ id: Id, op: z.literal('view'), handle: Handle, seat: Seat }),
  z.strictObject({ id: Id, op: z.literal('determinize'), handle: Handle, seat: Seat, seed: z.union([z.string(), z.number()]) }),
  z.strictObject({ id: Id, op: z.literal('save'), handle: Handle }),
  z.strictObject({ id: Id, op: z.literal('load'), text: z.string() }),
  z.strictObject({ id: Id, op: z.literal('close'), handle: Handle }),
]);

/**
 * A bridge request (see {@link BridgeRequestSchema}).
 *
 * @example
 * const request: BridgeRequest = { op: 'status', handle: 'g1' };
 */
export type BridgeRequest = z.infer<typeof BridgeRequestSchema>;
