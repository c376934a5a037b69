import * as z from 'zod';
import { SetupSchema } from '../../core/create.js';

const Handle = z.string().min(1);
// Any seat value reaches the engine's own check, so a seat off the table (9, -1, 1.5, "0", and
// null but for `view`'s spectator) gets the engine's refusal, `no-such-seat`, naming the table.
const Seat = z.union([z.number(), z.string(), z.boolean(), z.null()]);
const Id = z.union([z.string(), z.number(), z.null()]).optional();
// How an observation travels: a JSON list, its nonzero entries (as JSON numbers, or as base64 of
// int32 indices and float32 values), base64 of its little-endian float32 bytes, or not at all.
const ObservationFormat = z.enum(['list', 'sparse', 'sparse-base64', 'base64', 'none']);
// After a step, what to send for the seat that acts next (the lowest active seat).
const Next = z.strictObject({ observation: ObservationFormat.optional() });

/**
 * Every request of the JSON-lines bridge (`serve --stdio`), one JSON object per line; `id` is
 * echoed in the answer. `docs/python.md` documents each operation.
 *
 * @example
 * BridgeRequestSchema.parse({ id: 1, op: 'create', setup: { game: 'goldfield-gully', players: 4, seed: 7 } });
 */
export const BridgeRequestSchema = z.discriminatedUnion('op', [
  z.strictObject({ id: Id, op: z.literal('hello') }),
  // `replace`: a game to close in the same request; `next`: the first seat's `agent` answer too.
  z.strictObject({ id: Id, op: z.literal('create'), setup: SetupSchema, replace: Handle.optional(), next: Next.optional() }),
  z.strictObject({ id: Id, op: z.literal('status'), handle: Handle }),
  z.strictObject({ id: Id, op: z.literal('legal'), handle: Handle, seat: Seat, actions: z.boolean().optional() }),
  z.strictObject({ id: Id, op: z.literal('agent'), handle: Handle, seat: Seat, observation: ObservationFormat.optional() }),
  z.strictObject({ id: Id, op: z.literal('chance'), handle: Handle }),
  z.strictObject({
    id: Id,
    op: z.literal('step'),
    handle: Handle,
    seat: Seat.optional(),
    index: z.number().int().optional(),
    action: z.unknown().optional(),
    observer: Seat.optional(),
    events: z.boolean().optional(),
    next: Next.optional(),
  }),
  z.strictObject({
    id: Id,
    op: z.literal('joint-step'),
    handle: Handle,
    actions: z.array(z.strictObject({ seat: Seat, index: z.number().int() })),
    observer: Seat.optional(),
    observation: ObservationFormat.optional(),
  }),
  z.strictObject({
    id: Id,
    op: z.literal('vector-create'),
    config: z.strictObject({
      game: z.string(),
      variant: z.string().optional(),
      players: z.int(),
      options: z.record(z.string(), z.unknown()).optional(),
      data: z.unknown().optional(),
      maxActions: z.int().positive().optional(),
    }),
    count: z.int(),
  }),
  z.strictObject({ id: Id, op: z.literal('vector-reset'), handle: Handle, seed: z.union([z.string(), z.number()]), observation: ObservationFormat.optional() }),
  z.strictObject({ id: Id, op: z.literal('vector-step'), handle: Handle, indices: z.array(z.number()), observation: ObservationFormat.optional() }),
  z.strictObject({ id: Id, op: z.literal('observe'), handle: Handle, seat: Seat, format: ObservationFormat.exclude(['none']).optional() }),
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

/**
 * How the bridge sends an observation: `list` (JSON numbers, the default), `sparse` (its size and
 * its nonzero entries: `{ size, indices, values }`; Lost Valley's hold about 1% nonzero),
 * `sparse-base64` (the same entries as base64 of int32 indices and float32 values: no number
 * printed or parsed), `base64` (the little-endian float32 bytes, for dense observations), or `none`.
 *
 * @example
 * const format: ObservationFormat = 'base64';
 */
export type ObservationFormat = z.infer<typeof ObservationFormat>;
