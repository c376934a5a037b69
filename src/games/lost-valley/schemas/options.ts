import * as z from 'zod/mini';

/**
 * Lost Valley's options; every one has a default (see {@link lostValleyOptionDocs}).
 *
 * @example
 * LostValleyOptionsSchema.parse({}).edition; // 'second'
 */
export const LostValleyOptionsSchema = z.strictObject({
  edition: z._default(z.enum(['second', 'first']), 'second'),
  prospectorsPerSeat: z._default(z.union([z.literal(1), z.literal(2)]), 1),
  // First edition's actions (LV-FEA-WORK-8): the Czech answer "kanály se mohou větvit".
  feFlumesBranch: z._default(z.boolean(), true),
  // Teams (lv-team, teams.ts): which seats play together (LV-TEAM-2 … LV-TEAM-6, LV-SEAT-2).
  teams: z._default(z.enum(['none', 'pairs', 'pairs-fifth-leads-two', 'two-player']), 'none'),
  // Team trading (LV-TEAM-21): a gift to a partner is the turn's trade, or costs nothing.
  giftCosts: z._default(z.enum(['trade', 'free']), 'trade'),
  maxTurns: z._default(z.int().check(z.minimum(1), z.maximum(1_000_000)), 3000),
  // Gathering (LV-SKILL-ADVENTURER-1).
  adventurer: z._default(z.enum(['look', 'free-event']), 'look'),
  // Classic Lost Valley (LV-CLASSIC-*): each difference on its own, the standard game by default.
  skills: z._default(z.boolean(), true),
  treasures: z._default(z.boolean(), true),
  triangles: z._default(z.enum(['explore', 'final-gaps']), 'explore'),
  claims: z._default(z.boolean(), true),
  furs: z._default(z.boolean(), true),
  // Works, skills and movement (lv-build): the setup's skill draft and passing occupied intersections.
  skillDraft: z._default(z.boolean(), true),
  passThroughOccupied: z._default(z.nullable(z.boolean()), null),
  // First edition, the turn, buying and the seats (lv-first-turn): the Czech readings by default.
  feTwoProspectors: z._default(z.boolean(), true),
  feToolsOnlyAtPost: z._default(z.boolean(), true),
  feOnlyBuyAtPost: z._default(z.boolean(), true),
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
  giftCosts:
    "Team games: what giving to a partner costs of the turn (LV-TEAM-21). 'trade' (default): the rulebook lists \"Your Partner\" under Trading, so the first gift of a turn uses the turn's trade (LV-TURN-1), and every further gift that turn, in one or several steps, is part of that same trade; a store trade or the Black Market then needs another trade (the Trader, whiskey). 'free': a gift costs no part of the turn and the trade stays for the store.",
  skillDraft:
    'Second edition: at setup every prospector draws three skill tiles and keeps one, the rest shuffled back face down (LV-INV-9). Default true; false starts the game with no skill (the first edition has none either way).',
  passThroughOccupied:
    'Whether a movement may pass through an intersection where another prospector stands (LV-MOVE-4): default null, the edition decides: yes in the second edition ("come to rest"), no in the first (a prospector goes around another).',
  feFlumesBranch:
    'First edition: whether flumes may branch (LV-FEA-WORK-8). Default true, the Czech answer ("kanály se mohou větvit"); false, the Spanish text\'s silence read strictly: a tile without water of its own touches at most two flumes.',
  maxTurns: 'Turns (of single prospectors) after which the game ends as it stands, since the winter die can walk the ice upstream for ever. Default 3000 (LV-END-4).',
  feTwoProspectors:
    'First edition with 2 seats: each seat leads two prospectors and may not end a round with both on one side of the river (the Czech text, default true, LV-FE-SEAT-2, LV-SEAT-3); false plays the Spanish text, one prospector each.',
  feToolsOnlyAtPost:
    "First edition: tools are sold only at the start tile's trading post and go only into the backpack (Czech answer, default true, LV-FE-QA-7); false: the Spanish text, tools like any raw material.",
  feOnlyBuyAtPost:
    "First edition: at the start tile's trading post no action but buying (Czech answer, default true, LV-FE-QA-6); false: the Spanish text, which has no such limit.",
  adventurer:
    "How the Adventurer's \"look at adjacent event markers for free\" reads: 'look' (default) looks at them as a free action without taking any; 'free-event' takes an event without paying the food or timber (LV-SKILL-ADVENTURER-1).",
  skills: 'Second edition: skill tiles and XP markers are in play (default true); false plays without them: no skill draft at setup, no XP for works, no skill ever learned (LV-CLASSIC-1).',
  treasures:
    'Second edition: treasures are in play (default true); false lays no clues on the trading post or the Trading Outposts, allows no treasure dig, and a clue received anyway counts as one gold nugget for trading, weighing and scoring (LV-CLASSIC-2, LV-CLASSIC-3).',
  triangles:
    "Second edition: 'explore' (default) lays triangles while exploring (LV-EXP2-T1, LV-EXP2-T2); 'final-gaps' lays them only once every land diamond is laid, one into each enclosed gap left, in pile order A, B, C until they run out (LV-CLASSIC-5).",
  claims: 'Claim markers are used (default true); false: no mine is claimed, so nobody pays a claim fee (LV-CLASSIC-6).',
  furs: 'A hit on an animal gives its fur (1 gold) besides the food (default true); false: food (meat) only, the animal leaves the game (LV-CLASSIC-7).',
};
