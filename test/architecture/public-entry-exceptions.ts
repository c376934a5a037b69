/**
 * Today's files outside a game that import the game's internals instead of its public entry
 * (`src/games/<id>/public.ts` or `index.ts`), each with the games it may still reach into. The
 * list only shrinks: `import-rules.test.ts` fails on a file that reaches into a game not listed
 * here for it, and on an entry that no longer does (remove it when its imports go through the
 * entry). It was taken from the import graph when the rule was written; the imports themselves
 * are listed in that test's output when an entry is removed.
 *
 * @example
 * publicEntryExceptions['src/bots/valley-evaluation.ts']; // ['lost-valley']
 */
export const publicEntryExceptions: Readonly<Record<string, readonly string[]>> = {
  'src/bots/gully-heuristic-bot.ts': ['goldfield-gully'],
  'src/encodings/gully-encoding.ts': ['goldfield-gully'],
  'src/words/goldfield-gully/gully-words-cs.ts': ['goldfield-gully'],
  'src/words/goldfield-gully/gully-words-en.ts': ['goldfield-gully'],
  'src/words/goldfield-gully/gully-words-es.ts': ['goldfield-gully'],
  'src/words/notation/gully-notation.ts': ['goldfield-gully'],
};
