import { ruleError, type RuleError } from '../../../core/errors.js';
import type { JsonValue } from '../../../core/json.js';
import { loadablePart } from '../../../core/loadable-part.js';
import type { RefusalArgs, RefusalSentences } from './refusal-sentences-type.js';

/*
 * A Lost Valley refusal is data (its code, the rule it applies, the faulty field, details) and a
 * sentence. The rules decide the data; the English sentences load apart, from
 * `lost-valley-engine/lost-valley/refusal-sentences` (docs/refusal-sentences-entry.md), so that a page
 * that only plays legal actions need not bundle them. Without that import the message still
 * names the code and the rule, and says which import brings the sentences.
 */

/**
 * The subpath whose import loads the English sentences of Lost Valley's refusals (the package's root
 * entry imports it too).
 *
 * @example
 * import 'lost-valley-engine/lost-valley/refusal-sentences'; // REFUSAL_SENTENCES_ENTRY
 */
export const REFUSAL_SENTENCES_ENTRY = 'lost-valley-engine/lost-valley/refusal-sentences';

const sentences = /* @__PURE__ */ loadablePart<RefusalSentences>(REFUSAL_SENTENCES_ENTRY);

/**
 * Loads the refusals' sentences: their entry calls it on import. Loading them again changes nothing.
 *
 * @example
 * loadRefusalSentences(lostValleyRefusalSentences);
 * @internal
 */
export function loadRefusalSentences(part: RefusalSentences): void {
  sentences.load(part);
}

/**
 * A Lost Valley refusal: code `lost-valley/<key before any #>`, the rule, path and details given,
 * and the key's sentence (with `args`) as its message once they are loaded.
 *
 * @example
 * refusal('no-water', { rule: 'LV-GOLD-1', details: { tile: 4 } }).code; // 'lost-valley/no-water'
 * @internal
 */
export function refusal(
  // A key of lostValleyRefusalSentences (src/games/lost-valley/refusal-sentences.ts): the kernel
  // may not import the areas' tables, so test/games/lost-valley/refusal-keys.test.ts checks
  // every call's key type against them.
  key: string,
  extra: { rule?: string; path?: readonly (string | number)[]; details?: JsonValue } = {},
  args: RefusalArgs = {},
): RuleError {
  const cut = key.indexOf('#');
  const code = `lost-valley/${cut < 0 ? key : key.slice(0, cut)}` as const;
  const say = sentences.part?.[key];
  const message =
    say === undefined
      ? `${code}${extra.rule === undefined ? '' : ` (${extra.rule})`}: the sentences of Lost Valley's refusals are not loaded in this program (import '${REFUSAL_SENTENCES_ENTRY}').`
      : typeof say === 'string'
        ? say
        : say(args);
  return ruleError(code, message, extra);
}
