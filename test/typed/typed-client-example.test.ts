// docs/building-a-ui.md's typed client, compiled by `npm run typecheck` as written (imports
// pointed at the sources); the test below keeps the page and this file the same.
// typed-client:start
import { goldfieldGullyFace, type GullyView } from '../../src/games/goldfield-gully/public.js';
import { startMatch, submitAction, type FaceMatchTypes, type SeatUpdate } from '../../src/match/index.js';
import { describeEvent, formatAction } from '../../src/words/index.js';

type Gully = FaceMatchTypes<typeof goldfieldGullyFace>;
const started = startMatch(goldfieldGullyFace, { players: 3, seed: 'table-7' });
if (!started.ok) throw new Error(started.error.message);

function show(update: SeatUpdate<Gully>): void {
  const seen: GullyView = update.view.g;
  const mine = seen.choice[update.seat ?? 0]; // number | 'secret' | null
  for (const event of update.events) {
    if (event.type === 'gold-gathered') console.log(event.amount); // a number, typed
    const line = describeEvent(event, update.view); // words from the view, no state needed
    if (line) console.log(line);
  }
  console.log(mine, update.legalActions.map((action) => formatAction(update.view, action)));
}
show(started.updates[0]!);
// submitAction(started.match, { type: 'gather', player: 0, building: 'saloon' }) does not compile.
const next = submitAction(started.match, { type: 'gather', player: 0, building: 5 }, { seat: 0 });
// typed-client:end
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

it("docs/building-a-ui.md's typed client is this file's, compiles without a cast, and plays", () => {
  const page = readFileSync(new URL('../../docs/building-a-ui.md', import.meta.url), 'utf8');
  const here = readFileSync(new URL(import.meta.url), 'utf8');
  const asInPackage = (code: string) => code.replace(/'\.\.\/\.\.\/src\/(games\/goldfield-gully\/public|match\/index|words\/index)\.js'/g, (_, path: string) => `'lost-valley-engine/${path === 'match/index' ? 'match' : path === 'words/index' ? 'words' : 'goldfield-gully'}'`);
  const mine = asInPackage(here.split('// typed-client:start\n')[1]!.split('// typed-client:end')[0]!);
  expect(page).toContain(mine);
  expect(mine).not.toMatch(/ as /);
  expect(next.ok).toBe(true);
});
