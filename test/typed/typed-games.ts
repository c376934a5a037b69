import type * as z from 'zod/mini';
import { DuelEventSchema, DuelViewSchema } from '../../src/games/mountain-river-duel/api.js';
import { DutchmanEventSchema, DutchmanViewSchema } from '../../src/games/lost-dutchman/api.js';
import { GullyEventSchema, GullyViewSchema } from '../../src/games/goldfield-gully/api.js';
import { LostValleyEventSchema, LostValleyViewSchema } from '../../src/games/lost-valley/api.js';

/** A schema as the typed tests use it (classic zod and zod/mini alike). */
export interface Parser {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly unknown[] } };
}

/** Each built-in game's event schema, by game id. */
export const EVENT_SCHEMAS: Readonly<Record<string, Parser>> = {
  'lost-valley': LostValleyEventSchema,
  'goldfield-gully': GullyEventSchema,
  'lost-dutchman': DutchmanEventSchema,
  'mountain-river-duel': DuelEventSchema,
};

/** The event types a discriminated union of strict objects lists (read through `_zod.def`, shared by both zod flavours). */
export function unionTypes(schema: Parser): string[] {
  type Def<T> = { readonly _zod: { readonly def: T } };
  type Literal = Def<{ readonly values: readonly unknown[] }>;
  const union = schema as unknown as Def<{ readonly options: readonly Def<{ readonly shape: Record<string, Literal> }>[] }>;
  return union._zod.def.options.map((option) => String(option._zod.def.shape['type']!._zod.def.values[0]));
}

/** Each built-in game's view schema (of `g`), by game id. */
export const VIEW_SCHEMAS: Readonly<Record<string, z.core.$ZodType>> = {
  'lost-valley': LostValleyViewSchema,
  'goldfield-gully': GullyViewSchema,
  'lost-dutchman': DutchmanViewSchema,
  'mountain-river-duel': DuelViewSchema,
};
