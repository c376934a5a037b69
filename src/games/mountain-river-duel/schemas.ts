import * as z from 'zod/mini';

const Seat = z.int().check(z.minimum(0), z.maximum(1));
const AreaId = z.int().check(z.nonnegative());

/**
 * A prospecting area marker: face down, face up, or claimed (gone; its area is a gap).
 *
 * @example
 * MarkerSchema.parse('up');
 * @internal
 */
export const MarkerSchema = z.enum(['down', 'up', 'claimed']);

/**
 * A marker's state.
 *
 * @example
 * const m: Marker = 'down';
 */
export type Marker = z.infer<typeof MarkerSchema>;

/**
 * Which disc sets are in play: 0 all three, 1 without 0/1, 2 with 0/1 and 1/2, 3 no discs.
 *
 * @example
 * DiscLevelSchema.parse(3); // no discs
 * @internal
 */
export const DiscLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/**
 * A disc level (MRD-DISC-1 … MRD-DISC-3).
 *
 * @example
 * const level: DiscLevel = 0;
 */
export type DiscLevel = z.infer<typeof DiscLevelSchema>;

/**
 * The duel's own part of the game state.
 *
 * @example
 * DuelStateSchema.safeParse(state.g).success; // true
 */
export const DuelStateSchema = z.strictObject({
  markers: z.array(MarkerSchema),
  gold: z.tuple([z.int().check(z.nonnegative()), z.int().check(z.nonnegative())]),
  discLevel: DiscLevelSchema,
  mover: Seat,
  turn: z.int().check(z.positive()),
  /** `throw`: a chance node (the discs); `dig`: the mover chooses. */
  phase: z.enum(['throw', 'dig']),
  /** The faces thrown this turn, in disc order 0/1, 0/2, 1/2 (only the discs in play). */
  discs: z.nullable(z.array(z.int().check(z.minimum(0), z.maximum(2)))),
  /** How many markers the throw says; `null` with no discs in play. */
  thrown: z.nullable(z.int().check(z.minimum(1), z.maximum(5))),
  ended: z.nullable(z.enum(['board-cleared', 'turn-limit'])),
});

/**
 * The duel's own part of the game state.
 *
 * @example
 * const g: DuelGameState = state.g;
 */
export type DuelGameState = z.infer<typeof DuelStateSchema>;

/**
 * The duel's actions, exactly as the shared readings fix them.
 *
 * @example
 * DuelActionSchema.safeParse({ type: 'turn-down', player: 1, area: 12 }).success; // true
 */
export const DuelActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('turn-up'), player: Seat, areas: z.array(AreaId).check(z.minLength(1), z.maxLength(5)) }),
  z.strictObject({ type: z.literal('turn-down'), player: Seat, area: AreaId }),
  z.strictObject({ type: z.literal('pass'), player: Seat }),
]);

/**
 * A duel action: turn up a straight run, turn one face-up marker down, or pass.
 *
 * @example
 * const a: DuelAction = { type: 'turn-up', player: 0, areas: [3, 4, 5] };
 */
export type DuelAction = z.infer<typeof DuelActionSchema>;

/**
 * A throw: one face value per disc in play, in the order 0/1, 0/2, 1/2.
 *
 * @example
 * DuelChanceSchema.parse({ discs: [1, 2] });
 */
export const DuelChanceSchema = z.strictObject({
  discs: z.array(z.int().check(z.minimum(0), z.maximum(2))).check(z.minLength(2), z.maxLength(3)),
});

/**
 * The outcome of a throw.
 *
 * @example
 * const c: DuelChance = { discs: [1, 0, 2] };
 */
export type DuelChance = z.infer<typeof DuelChanceSchema>;
