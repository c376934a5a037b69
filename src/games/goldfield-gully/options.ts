import * as z from 'zod/mini';

/**
 * Goldfield Gully's options; every one has a default (see {@link gullyOptionDocs}).
 *
 * @example
 * GullyOptionsSchema.parse({}).rounds; // 10
 */
export const GullyOptionsSchema = z.strictObject({
  rounds: z._default(z.int().check(z.minimum(1), z.maximum(100)), 10),
  countUnbankedAtEnd: z._default(z.boolean(), true),
  overshoot: z._default(z.enum(['refuse', 'clamp']), 'refuse'),
  finalShootoutTokens: z._default(z.boolean(), true),
  rotateFirstPlayer: z._default(z.boolean(), false),
  treasureRolls: z._default(z.enum(['before-shootouts', 'after-shootouts']), 'before-shootouts'),
  treasureTokens: z._default(z.enum(['after-roll', 'before-gold']), 'after-roll'),
  shootoutRollLimit: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 100),
});

/**
 * Goldfield Gully's resolved options.
 *
 * @example
 * const o: GullyOptions = GullyOptionsSchema.parse({ countUnbankedAtEnd: false });
 */
export type GullyOptions = z.output<typeof GullyOptionsSchema>;

/**
 * One line of documentation per option.
 *
 * @example
 * console.log(gullyOptionDocs.countUnbankedAtEnd);
 */
export const gullyOptionDocs: Readonly<Record<keyof GullyOptions, string>> = {
  rounds: 'How many rounds the game lasts. Default 10, as printed (GG-OVER-1, GG-END-1).',
  countUnbankedAtEnd:
    'Whether gold still unbanked after the last round counts for the win. Default true: all gold counts, banked or not ("the player with the most gold"); false counts banked gold only (GG-READ-8, GG-END-1).',
  overshoot:
    "A token that would take a value past 6 or below 1: 'refuse' (default) forbids spending it, 'clamp' lets it stop at 6 or 1 (GG-MOD-6).",
  finalShootoutTokens:
    'Whether the tied players may spend modifier tokens in the shootout that breaks a tie at the end. Default true ("including a tie breaker shootout", GG-MOD-2, GG-END-3).',
  rotateFirstPlayer:
    'Whether the first player (who opens windows and breaks order ties) passes to the next seat each round. Default false: seat 0 every round (GG-READ-1).',
  treasureRolls:
    "When gatherers roll for treasure: 'before-shootouts' (default, reading 3) or 'after-shootouts', once every prospector stands at a building of its own (GG-READ-9).",
  treasureTokens:
    "When a gatherer may spend tokens on its own treasure roll: 'after-roll' (default, right after rolling) or 'before-gold', any time before gold is added, that is after the sheriff is known (GG-READ-10).",
  shootoutRollLimit:
    'Roll rounds after which a shootout still tied is decided by seat order from the first player; a guard that keeps the game finite. Default 100 (GG-READ-5).',
};
