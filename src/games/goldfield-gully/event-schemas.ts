import * as z from 'zod/mini';
import { TokenCountSchema } from './data/town-schema.js';

/*
 * Every event Goldfield Gully's rules emit, one strict object per type. The rules push
 * `GullyEvent`s, so a new field or type fails to compile until it is stated here; the event
 * test parses every event of random games of every variant with this schema.
 */

const Seat = z.int().check(z.minimum(0), z.maximum(4));
const Building = z.int().check(z.minimum(1), z.maximum(6));
const Die = z.int().check(z.minimum(1), z.maximum(6));
const Count = z.int().check(z.nonnegative());
const Purpose = z.enum(['treasure', 'shootout', 'sheriff']);

const event = <T extends string, S extends z.core.$ZodLooseShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type), ...shape });

/**
 * Every event of Goldfield Gully, discriminated by `type`. `commitment` shows a seat's secret
 * choice and lists only that seat in `visibleTo`; every other event is public.
 *
 * @example
 * GullyEventSchema.parse({ type: 'sheriff-rolled', die: 4 });
 */
export const GullyEventSchema = z.discriminatedUnion('type', [
  event('round-started', { round: z.int().check(z.positive()), firstPlayer: Seat }),
  event('token-drawn', { building: Building, token: z.union([z.literal(1), z.literal(2)]) }),
  event('commitments-open', { round: z.int().check(z.positive()) }),
  event('committed', { player: Seat }),
  event('commitment', { player: Seat, choice: z.union([Building, z.literal('bank')]), visibleTo: z.array(Seat) }),
  event('commitments-revealed', { choices: z.array(z.nullable(z.union([Building, z.literal('bank')]))) }),
  event('gold-banked', { player: Seat, amount: Count, banked: Count }),
  event('treasure-rolled', { player: Seat, die: Die }),
  event('token-spent', { player: Seat, by: z.int(), purpose: Purpose, from: z.int(), to: z.int() }),
  event('passed', { player: Seat, purpose: Purpose }),
  event('shootout-started', { building: z.nullable(Building), players: z.array(Seat) }),
  event('shootout-rolled', { player: Seat, die: Die, building: z.nullable(Building) }),
  event('shootout-tied', { building: z.nullable(Building), players: z.array(Seat), roll: z.int() }),
  event('shootout-won', { building: z.nullable(Building), player: Seat, roll: z.int(), losers: z.array(Seat), byLimit: z.boolean() }),
  event('moved', { player: Seat, from: z.nullable(Building), to: Building }),
  event('sat-out', { player: Seat, building: z.nullable(Building) }),
  event('sheriff-rolled', { die: Die }),
  event('sheriff-visits', { building: Building, player: z.nullable(Seat), lost: Count }),
  event('gold-gathered', { player: Seat, building: Building, amount: Count, unbanked: Count }),
  event('tokens-taken', { player: Seat, building: Building, ones: Count, twos: Count }),
  event('round-ended', { round: z.int().check(z.positive()), banked: z.array(Count), unbanked: z.array(Count), held: z.array(TokenCountSchema) }),
  event('final-tie', { players: z.array(Seat), score: Count }),
  event('game-ended', { winner: Seat, scores: z.array(Count), tieShootout: z.boolean() }),
]);

/**
 * One Goldfield Gully event, as {@link GullyEventSchema} gives it: switch on `type` and the
 * fields are typed.
 *
 * @example
 * if (event.type === 'gold-gathered') console.log(event.amount);
 */
export type GullyEvent = z.infer<typeof GullyEventSchema>;
