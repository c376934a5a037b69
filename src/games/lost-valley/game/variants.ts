import { defineVariant, type VariantDefinition } from '../../../core/definition.js';

/**
 * Lost Valley's variants of this stage: the second edition as printed, and the first edition.
 * The named variants `classic`, `team` and `two-player` come with the actions.
 *
 * @example
 * lostValleyVariants['first-edition']!.options; // { edition: 'first' }
 */
export const lostValleyVariants: Readonly<Record<string, VariantDefinition>> = {
  standard: defineVariant({ id: 'standard', game: 'lost-valley', description: 'The second edition (2014) with its reference component set.' }),
  // LV-FE-INTRO-1: the first edition is named by its variant, the 2004 Kronberger game.
  'first-edition': defineVariant({
    id: 'first-edition',
    game: 'lost-valley',
    description: 'The first edition (2004, Kronberger Spiele) with its reference component set; meant for 2 to 4 players.',
    options: { edition: 'first' },
  }),
  // LV-CLASSIC-4: classic is these five options, each one that can be given back at setup;
  // LV-CLASSIC-8: it is offered at the standard game's 2 to 6 seats (a first game: 3 or 4).
  classic: defineVariant({
    id: 'classic',
    game: 'lost-valley',
    description:
      'Classic Lost Valley (second edition, 2 to 6 players): no skills or XP, no treasures (a clue counts as one gold nugget), triangles only in the gaps left once every diamond is laid, no claim markers, hunting gives food only (LV-CLASSIC-1 … LV-CLASSIC-7).',
    options: { skills: false, treasures: false, triangles: 'final-gaps', claims: false, furs: false },
  }),
  // Teams (lv-team): the second edition's team variant in its forms (LV-TEAM-2 … LV-TEAM-6,
  // LV-SEAT-2), registered so that experienced players can choose it (LV-TEAM-1).
  team: defineVariant({
    id: 'team',
    game: 'lost-valley',
    description: 'Teams of two for 4 to 6 players (A, B, A, B; A, B, C, A, B, C; at five A, B, C, A, B with C solo): partners give goods, share claims, weigh and score together.',
    options: { teams: 'pairs' },
  }),
  'team-five-leads-two': defineVariant({
    id: 'team-five-leads-two',
    game: 'lost-valley',
    description: 'The five-player team game where the fifth player leads two prospectors as a team of its own (A, B, C1, A, B, C2).',
    options: { teams: 'pairs-fifth-leads-two' },
  }),
  'two-player': defineVariant({
    id: 'two-player',
    game: 'lost-valley',
    description: 'Two players, each leading two prospectors as a team under the team rules (A1, B1, A2, B2).',
    options: { teams: 'two-player', prospectorsPerSeat: 2 },
  }),
};
