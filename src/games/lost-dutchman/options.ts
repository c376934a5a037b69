import * as z from 'zod';

/**
 * The options of Legend of the Lost Dutchman; every one has a default (see {@link dutchmanOptionDocs}).
 *
 * @example
 * DutchmanOptionsSchema.parse({}).maxRounds; // 40
 */
export const DutchmanOptionsSchema = z.strictObject({
  maxRounds: z.number().int().min(1).max(100_000).default(40),
});

/**
 * The resolved options.
 *
 * @example
 * const o: DutchmanOptions = DutchmanOptionsSchema.parse({ maxRounds: 20 });
 */
export type DutchmanOptions = z.output<typeof DutchmanOptionsSchema>;

/**
 * One line of documentation per option.
 *
 * @example
 * console.log(dutchmanOptionDocs.maxRounds);
 */
export const dutchmanOptionDocs: Readonly<Record<keyof DutchmanOptions, string>> = {
  maxRounds:
    'Rounds (a turn of every prospector) after which the game ends and is scored as it stands, since tiles nobody can defeat may keep the water from running dry. Default 40 (LD-END-5).',
};
