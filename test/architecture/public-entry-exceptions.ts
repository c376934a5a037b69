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
  'src/bots/bot-registry.ts': ['lost-dutchman'],
  'src/bots/duel-heuristic-bot.ts': ['mountain-river-duel'],
  'src/bots/gully-heuristic-bot.ts': ['goldfield-gully'],
  'src/bots/valley-evaluation.ts': ['lost-valley'],
  'src/bots/valley-heuristic-bot.ts': ['lost-valley'],
  'src/bots/valley-leaf-values.ts': ['lost-valley'],
  'src/cli/render-command.ts': ['lost-valley'],
  'src/cli/simulation/run-teams.ts': ['lost-valley'],
  'src/encodings/duel-encoding.ts': ['mountain-river-duel'],
  'src/encodings/dutchman-encoding.ts': ['lost-dutchman'],
  'src/encodings/dutchman-layout.ts': ['lost-dutchman'],
  'src/encodings/gully-encoding.ts': ['goldfield-gully'],
  'src/encodings/valley-dims.ts': ['lost-valley'],
  'src/encodings/valley-encoding.ts': ['lost-valley'],
  'src/encodings/valley-layout.ts': ['lost-valley'],
  'src/encodings/valley-observation.ts': ['lost-valley'],
  'src/render/board-geometry.ts': ['lost-valley'],
  'src/render/board-scene.ts': ['lost-valley'],
  'src/render/legend-layer.ts': ['lost-valley'],
  'src/render/markers-layer.ts': ['lost-valley'],
  'src/render/palette.ts': ['lost-valley'],
  'src/render/pieces-layer.ts': ['lost-valley'],
  'src/render/river-layer.ts': ['lost-valley'],
  'src/render/tiles-layer.ts': ['lost-valley'],
  'src/render/water-layer.ts': ['lost-valley'],
  'src/words/goldfield-gully/gully-words-cs.ts': ['goldfield-gully'],
  'src/words/goldfield-gully/gully-words-en.ts': ['goldfield-gully'],
  'src/words/goldfield-gully/gully-words-es.ts': ['goldfield-gully'],
  'src/words/lost-dutchman/dutchman-names.ts': ['lost-dutchman'],
  'src/words/lost-dutchman/dutchman-words-cs.ts': ['lost-dutchman'],
  'src/words/lost-dutchman/dutchman-words-en.ts': ['lost-dutchman'],
  'src/words/lost-dutchman/dutchman-words-es.ts': ['lost-dutchman'],
  'src/words/lost-valley/valley-terms.ts': ['lost-valley'],
  'src/words/lost-valley/valley-words-cs.ts': ['lost-valley'],
  'src/words/lost-valley/valley-words-en.ts': ['lost-valley'],
  'src/words/lost-valley/valley-words-es.ts': ['lost-valley'],
  'src/words/mountain-river-duel/duel-words.ts': ['mountain-river-duel'],
  'src/words/notation/duel-notation.ts': ['mountain-river-duel'],
  'src/words/notation/dutchman-notation.ts': ['lost-dutchman'],
  'src/words/notation/gully-notation.ts': ['goldfield-gully'],
  'src/words/notation/valley-notation.ts': ['lost-valley'],
};
