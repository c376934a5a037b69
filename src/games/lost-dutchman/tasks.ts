import * as z from 'zod';

const Seat = z.number().int().min(0).max(4);
const Seats = z.array(Seat);
const Rolls = z.array(z.number().int());
const Uid = z.number().int().nonnegative();
const Stack = z.number().int().min(0).max(23);

/**
 * One piece of work still to do. The queue's head is always a seat's decision or a chance node:
 * decisions name their `seat`; chance tasks (`*-roll`, `tile` on a face-down top, `token`,
 * `draw-event`) wait for an outcome; `tile` on a face-up top and `end-turn` are done at once.
 *
 * `tile` modes: `resolve` discovers and resolves the top (LD-RESOLVE-1); `discover` only turns
 * it, resolving nothing but a water level drop, whose next tile is again only discovered
 * (LD-TILE-TREASURE-1, LD-TILE-WATER-2, reading 1); `reveal-only` turns it and resolves nothing
 * at all (a drop under a drop with `waterDropUnderDrop: 'waits'`, LD-READ-11).
 *
 * @example
 * TaskSchema.parse({ t: 'turn-start', seat: 0 });
 * @internal
 */
export const TaskSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('choose-character'), seat: Seat }),
  z.strictObject({ t: z.literal('setup-reveal'), seat: Seat, chosen: z.array(Stack) }),
  z.strictObject({ t: z.literal('first-roll'), seats: Seats, rolls: Rolls }),
  z.strictObject({ t: z.literal('turn-start'), seat: Seat }),
  z.strictObject({ t: z.literal('movement-roll'), seat: Seat }),
  z.strictObject({ t: z.literal('special-choice'), seat: Seat }),
  z.strictObject({ t: z.literal('bury-roll'), seat: Seat, rolls: Rolls }),
  z.strictObject({ t: z.literal('bury-choice'), seat: Seat, sum: z.number().int() }),
  z.strictObject({ t: z.literal('after-roll'), seat: Seat, steps: z.number().int().min(1).max(12), rolled: z.boolean() }),
  z.strictObject({ t: z.literal('tile'), seat: Seat, stack: Stack, mode: z.enum(['resolve', 'discover', 'reveal-only']) }),
  z.strictObject({ t: z.literal('challenge-roll'), seat: Seat, stack: Stack }),
  z.strictObject({ t: z.literal('crevice'), seat: Seat }),
  z.strictObject({ t: z.literal('bandit'), seat: Seat }),
  z.strictObject({ t: z.literal('fight-roll'), seat: Seat, target: Seat, treasure: Uid, rolls: Rolls }),
  z.strictObject({ t: z.literal('steal-roll'), seat: Seat, target: Seat, treasure: Uid, rolls: Rolls }),
  z.strictObject({ t: z.literal('draw-event'), seat: Seat }),
  z.strictObject({ t: z.literal('test-roll'), seat: Seat, event: z.string() }),
  z.strictObject({ t: z.literal('campfire'), seat: Seat }),
  z.strictObject({ t: z.literal('poker-roll'), seats: Seats, rolls: Rolls }),
  z.strictObject({ t: z.literal('poker-take'), seat: Seat, from: Seat }),
  z.strictObject({ t: z.literal('map'), seat: Seat }),
  z.strictObject({ t: z.literal('token'), spot: z.number().int().nonnegative() }),
  z.strictObject({ t: z.literal('ghost-roll'), seat: Seat, at: z.enum(['treasure', 'mine']) }),
  z.strictObject({ t: z.literal('end-turn') }),
  z.strictObject({ t: z.literal('tiebreak-roll'), seats: Seats, rolls: Rolls }),
]);

/**
 * One piece of work still to do.
 *
 * @example
 * const task: Task = { t: 'map', seat: 1 };
 */
export type Task = z.infer<typeof TaskSchema>;

/**
 * A task of one kind.
 *
 * @example
 * const task: TaskOf<'bandit'> = { t: 'bandit', seat: 0 };
 * @internal
 */
export type TaskOf<T extends Task['t']> = Extract<Task, { t: T }>;
