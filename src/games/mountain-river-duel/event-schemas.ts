import * as z from 'zod/mini';

/*
 * Every event the duel's rules emit, one strict object per type. The rules push `DuelEvent`s, so
 * a new field or type fails to compile until it is stated here; the event test parses every event
 * of random games of every variant with this schema.
 */

const Seat = z.int().check(z.minimum(0), z.maximum(1));
const Area = z.int().check(z.nonnegative());
const Gold = z.int().check(z.nonnegative());

const event = <T extends string, S extends z.core.$ZodLooseShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape });

/**
 * Every event of the mountain/river duel, discriminated by `type`; all are public.
 *
 * @example
 * DuelEventSchema.parse({ type: 'passed', player: 1 });
 */
export const DuelEventSchema = z.discriminatedUnion('type', [
  event('turn-started', { player: Seat, turn: z.int().check(z.positive()) }),
  event('discs-thrown', { player: Seat, discs: z.array(z.int().check(z.minimum(0), z.maximum(2))), sum: z.int() }),
  event('discs-reduced', { from: z.int(), to: z.int() }),
  event('markers-turned-up', { player: Seat, areas: z.array(Area) }),
  event('marker-turned-down', { player: Seat, area: Area }),
  event('area-claimed', { player: Seat, kind: z.enum(['river', 'mountain']), index: z.int().check(z.nonnegative()), areas: z.array(Area), gold: Gold }),
  event('passed', { player: Seat }),
  event('game-ended', { reason: z.enum(['board-cleared', 'turn-limit']), gold: z.array(Gold) }),
]);

/**
 * One duel event, as {@link DuelEventSchema} gives it: switch on `type` and the fields are typed.
 *
 * @example
 * if (event.type === 'area-claimed') console.log(event.gold);
 */
export type DuelEvent = z.infer<typeof DuelEventSchema>;
