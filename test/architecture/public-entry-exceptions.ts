/**
 * Today's files outside a game that import the game's internals instead of its public entry
 * (`src/games/<id>/public.ts` or `index.ts`), each with the games it may still reach into. The
 * list only shrinks: `import-rules.test.ts` fails on a file that reaches into a game not listed
 * here for it, and on an entry that no longer does (remove it when its imports go through the
 * entry). It was taken from the import graph when the rule was written (41 files) and is empty
 * since every bot, encoding, renderer, word list and CLI command imports the games through their
 * entries; keep it empty.
 *
 * @example
 * publicEntryExceptions['src/bots/valley-evaluation.ts']; // undefined
 */
export const publicEntryExceptions: Readonly<Record<string, readonly string[]>> = {};
