/**
 * `npx tsx scripts/layer-table.ts [ROOT]`: prints the folder spec of each game (or of the game
 * folder ROOT, e.g. `src/games/lost-valley`) from `test/architecture/layers.ts` as a Markdown
 * table and a small picture, for docs/architecture.md. A game whose spec is still a placeholder
 * (`folders: null`) is named as not checked yet.
 *
 * @example
 * npx tsx scripts/layer-table.ts src/games/mountain-river-duel
 */
import { layerPicture, layerTable } from '../test/architecture/layer-check.js';
import { layerSpecs } from '../test/architecture/layers.js';

const only = process.argv[2]?.replace(/\/$/, '');
const specs = layerSpecs.filter((spec) => only === undefined || spec.root === only);
if (specs.length === 0) {
  console.error(`no folder spec for ${only} in test/architecture/layers.ts`);
  process.exit(1);
}
for (const spec of specs) {
  if (spec.folders === null || Object.keys(spec.folders).length === 0) {
    console.log(`${spec.root}: not checked yet${spec.note ? ` (${spec.note})` : ''}\n`);
    continue;
  }
  console.log(`${spec.root}${spec.note ? `: ${spec.note}` : ''}\n\n${layerTable(spec)}\n\n\`\`\`\n${layerPicture(spec)}\n\`\`\`\n`);
}
