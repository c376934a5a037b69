import type { AnyGameDefinition, PlayerRange } from './definition.js';
import { getVariant } from './registry.js';

/**
 * The seat counts a game allows with these resolved options: the facts' range, narrowed by the
 * game's `playerRange` hook when it has one (an edition played by fewer players).
 *
 * @example
 * playerRangeOf(getGame('mountain-river-duel')!, {}); // { min: 2, max: 2 }
 */
export function playerRangeOf(game: AnyGameDefinition, options: unknown): PlayerRange {
  const { minPlayers, maxPlayers } = game.facts;
  const narrowed = game.playerRange?.(options);
  if (!narrowed) return { min: minPlayers, max: maxPlayers };
  const range = { min: Math.max(minPlayers, narrowed.min), max: Math.min(maxPlayers, narrowed.max) };
  return narrowed.rule === undefined ? range : { ...range, rule: narrowed.rule };
}

/**
 * Words for a seat count outside a range, e.g. "played by 2 to 4 players".
 *
 * @example
 * describePlayerRange({ min: 2, max: 2 }); // 'exactly 2'
 */
export function describePlayerRange(range: PlayerRange): string {
  return range.min === range.max ? `exactly ${range.min}` : `${range.min} to ${range.max}`;
}

/**
 * The seat counts a registered variant allows with its own options and the game's defaults:
 * what the conformance configs and the benchmark iterate over.
 *
 * @example
 * variantPlayerRange(getGame('lost-valley')!, 'first-edition'); // { min: 2, max: 4 }
 */
export function variantPlayerRange(game: AnyGameDefinition, variantId: string): PlayerRange {
  const options = game.optionsSchema.safeParse(getVariant(game, variantId)?.options ?? {});
  return playerRangeOf(game, options.success ? options.data : {});
}
