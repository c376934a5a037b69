import * as z from 'zod';

/**
 * The options of Legend of the Lost Dutchman; every one has a default (see {@link dutchmanOptionDocs}).
 *
 * @example
 * DutchmanOptionsSchema.parse({}).maxRounds; // null: the rulebook's two ends only
 */
export const DutchmanOptionsSchema = z.strictObject({
  maxRounds: z.number().int().min(1).max(100_000).nullable().default(null),
  stallRounds: z.number().int().min(1).max(1000).default(20),
  creviceEvent: z.boolean().default(false),
  creviceToCamps: z.boolean().default(false),
  waterDropUnderDrop: z.enum(['acts', 'waits']).default('acts'),
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
 * console.log(dutchmanOptionDocs.stallRounds);
 */
export const dutchmanOptionDocs: Readonly<Record<keyof DutchmanOptions, string>> = {
  maxRounds:
    'Rounds (a turn of every prospector) after which the game ends and is scored as it stands (end reason turn-limit), for simulations. Default null: no limit, only the rulebook\'s two ends and the stall rule (LD-END-5).',
  stallRounds:
    'The stall rule: the game ends, scored as it stands (end reason stall), once this many rounds in a row have passed without any change to the land area (no tile discovered or taken), since then neither end can come closer. Default 20 (LD-END-6).',
  creviceEvent:
    'Whether a crevice that sets a prospector down on an opponent\'s land tile triggers an event as a move would. Default false: the event rule belongs to movement (LD-READ-9).',
  creviceToCamps:
    'Whether a crevice may send a prospector to the mining or base camp. Default false: the crevice names "any land tile", and the camps are not land tiles (LD-READ-10).',
  waterDropUnderDrop:
    "A water level drop discovered under a water level drop that was itself only discovered (after a treasure, in setup): 'acts' (default) drops the water too; 'waits' leaves it face up, unresolved, until a prospector stops on it (LD-READ-11).",
};
