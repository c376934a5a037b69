import * as z from 'zod/mini';
import { ruleError, type RuleError } from '../../../core/errors.js';

/**
 * How many modifier tokens of each value: `ones` are the ±1 tokens, `twos` the ±2 tokens.
 *
 * @example
 * TokenCountSchema.parse({ ones: 6, twos: 6 });
 * @internal
 */
export const TokenCountSchema = z.strictObject({
  ones: z.int().check(z.nonnegative()),
  twos: z.int().check(z.nonnegative()),
});

/**
 * A number of ±1 and ±2 modifier tokens (a stack, a pile, a hand, the tokens on a building).
 *
 * @example
 * const hand: TokenCount = { ones: 1, twos: 0 };
 */
export type TokenCount = z.infer<typeof TokenCountSchema>;

/**
 * A building of the map card: its number (the sheriff die's face), its name, and how many modifier
 * tokens must lie on it at the start of each round (GG-ROUND-2).
 *
 * @example
 * BuildingSchema.parse({ number: 2, name: 'Saloon', quota: 1 });
 * @internal
 */
export const BuildingSchema = z.strictObject({
  number: z.int().check(z.minimum(1), z.maximum(6)),
  name: z.string().check(z.minLength(1)),
  quota: z.int().check(z.minimum(0), z.maximum(12)),
});

/**
 * One building of the map card.
 *
 * @example
 * const saloon: Building = { number: 2, name: 'Saloon', quota: 1 };
 */
export type Building = z.infer<typeof BuildingSchema>;

/**
 * The component data of Goldfield Gully: the six buildings of the map card, the order in which
 * their token quotas are refilled, and the modifier tokens in the box.
 *
 * @example
 * TownSchema.safeParse(defaultTown).success; // true
 */
export const TownSchema = z.strictObject({
  buildings: z.array(BuildingSchema).check(z.length(6)),
  /** The buildings whose quotas are filled, in the order they are filled from the stack. */
  refillOrder: z.array(z.int().check(z.minimum(1), z.maximum(6))).check(z.maxLength(6)),
  /** The modifier tokens in the box (at most 30 of each value, which bounds the game's length). */
  tokens: z.strictObject({ ones: z.int().check(z.minimum(0), z.maximum(30)), twos: z.int().check(z.minimum(0), z.maximum(30)) }),
});

/**
 * The town: buildings, refill order and modifier tokens.
 *
 * @example
 * const town: Town = defaultTown;
 */
export type Town = z.infer<typeof TownSchema>;

/**
 * Checks a town beyond its schema: buildings numbered 1 to 6 in order (the sheriff rolls a
 * six-sided die), and a refill order that names every building with a quota exactly once.
 *
 * @example
 * validateTown(defaultTown); // null
 */
export function validateTown(town: Town): RuleError | null {
  for (const [index, building] of town.buildings.entries()) {
    if (building.number !== index + 1) {
      return ruleError('invalid-setup', `Building ${index + 1} must carry number ${index + 1}, not ${building.number}: the sheriff's die numbers them 1 to 6.`, {
        rule: 'GG-FACT-1',
        path: ['data', 'buildings', index, 'number'],
      });
    }
  }
  const withQuota = town.buildings.filter((b) => b.quota > 0).map((b) => b.number);
  const order = town.refillOrder;
  const sameSet = order.length === withQuota.length && withQuota.every((n) => order.includes(n));
  if (!sameSet) {
    return ruleError('invalid-setup', `The refill order must name each building with a quota exactly once (${withQuota.join(', ') || 'none'}).`, {
      rule: 'GG-ROUND-2',
      path: ['data', 'refillOrder'],
    });
  }
  return null;
}
