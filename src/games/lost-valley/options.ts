import * as z from 'zod';

/**
 * Lost Valley's options; every one has a default (see {@link lostValleyOptionDocs}).
 *
 * @example
 * LostValleyOptionsSchema.parse({}).edition; // 'second'
 */
export const LostValleyOptionsSchema = z.strictObject({
  edition: z.enum(['second', 'first']).default('second'),
  prospectorsPerSeat: z.union([z.literal(1), z.literal(2)]).default(1),
  // Teams (lv-team, teams.ts): which seats play together (LV-TEAM-2 … LV-TEAM-6, LV-SEAT-2).
  teams: z.enum(['none', 'pairs', 'pairs-fifth-leads-two', 'two-player']).default('none'),
  maxTurns: z.int().min(1).max(1_000_000).default(3000),
  // Gathering (LV-SKILL-ADVENTURER-1).
  adventurer: z.enum(['look', 'free-event']).default('look'),
  // Works, skills and movement (lv-build): the setup's skill draft and passing occupied intersections.
  skillDraft: z.boolean().default(true),
  passThroughOccupied: z.boolean().nullable().default(null),
});

/**
 * Lost Valley's resolved options.
 *
 * @example
 * const o: LostValleyOptions = LostValleyOptionsSchema.parse({ edition: 'first' });
 */
export type LostValleyOptions = z.output<typeof LostValleyOptionsSchema>;

/**
 * One line of documentation per option.
 *
 * @example
 * console.log(lostValleyOptionDocs.edition);
 */
export const lostValleyOptionDocs: Readonly<Record<keyof LostValleyOptions, string>> = {
  edition: "Which rules: 'second' (2014, the default) or 'first' (2004); the component data must be of the same edition (LV-EDITION-1).",
  prospectorsPerSeat: 'Prospectors each seat leads, 1 (default) or 2; with 2 the turn order is A1, B1, A2, B2 (LV-SEAT-2).',
  teams:
    "Who plays together (LV-TEAM-2 … LV-TEAM-6): 'none' (default; a seat's own prospectors are a team), 'pairs' (4 to 6 seats: A, B, A, B; A, B, C, A, B, C; five seats A, B, C, A, B with C solo), 'pairs-fifth-leads-two' (5 seats: A, B, C, A, B, the third seat leading two prospectors, order A, B, C1, A, B, C2), 'two-player' (2 seats, each leading two prospectors as a team, A1, B1, A2, B2).",
  skillDraft:
    'Second edition: at setup every prospector draws three skill tiles and keeps one, the rest shuffled back face down (LV-INV-9). Default true; false starts the game with no skill (the first edition has none either way).',
  passThroughOccupied:
    'Whether a movement may pass through an intersection where another prospector stands (LV-MOVE-4): default null, the edition decides: yes in the second edition ("come to rest"), no in the first (a prospector goes around another).',
  maxTurns: 'Turns (of single prospectors) after which the game ends as it stands, since the winter die can walk the ice upstream for ever. Default 3000 (LV-END-4).',
  adventurer:
    "How the Adventurer's \"look at adjacent event markers for free\" reads: 'look' (default) looks at them as a free action without taking any; 'free-event' takes an event without paying the food or timber (LV-SKILL-ADVENTURER-1).",
};

/**
 * Whether a movement may pass through an occupied intersection (LV-MOVE-4): the option, else the
 * edition's rule (second edition yes, first edition no).
 *
 * @example
 * passesOccupied(LostValleyOptionsSchema.parse({ edition: 'first' })); // false
 */
export function passesOccupied(options: LostValleyOptions): boolean {
  return options.passThroughOccupied ?? options.edition === 'second';
}
