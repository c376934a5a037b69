import * as z from 'zod/mini';

const Seat = z.union([z.literal(0), z.literal(1)]);

/**
 * The duel's options; every one has a default (see {@link duelOptionDocs}).
 *
 * @example
 * DuelOptionsSchema.parse({}).maxTurns; // 1000
 */
export const DuelOptionsSchema = z.strictObject({
  mountainSeat: z._default(Seat, 0),
  firstPlayer: z._default(Seat, 0),
  maxTurns: z._default(z.int().check(z.minimum(1), z.maximum(1_000_000)), 1000),
  discEdgeProbability: z._default(z.number().check(z.minimum(0), z.maximum(1)), 0),
  riverRotation: z._default(z.int().check(z.minimum(0), z.maximum(5)), 0),
  riverReflection: z._default(z.boolean(), false),
});

/**
 * The duel's resolved options.
 *
 * @example
 * const o: DuelOptions = DuelOptionsSchema.parse({ firstPlayer: 1 });
 */
export type DuelOptions = z.output<typeof DuelOptionsSchema>;

/**
 * One line of documentation per option.
 *
 * @example
 * console.log(duelOptionDocs.maxTurns);
 */
export const duelOptionDocs: Readonly<Record<keyof DuelOptions, string>> = {
  mountainSeat: 'The seat that digs the mountains (the other pans the rivers). Default 0 (MRD-SETUP-2).',
  firstPlayer: 'The seat that throws first. Default 0 (MRD-TURN-1).',
  maxTurns: 'Turns after which the game ends and is scored as it stands, since turning markers down could go on for ever. Default 1000 (MRD-END-3).',
  discEdgeProbability: 'Chance that a thrown disc stands on its edge and counts its higher value. Default 0, the rule being off (MRD-DISC-6).',
  riverRotation: 'Sixth turns of the river layer over the mountains (two-part edition). Default 0 (MRD-MAT-6).',
  riverReflection: 'Whether the river layer is turned over (two-part edition). Default false (MRD-MAT-6).',
};
