// docs/building-a-ui.md's typed network client, compiled by `npm run typecheck` as written
// (imports pointed at the sources); the test below keeps the page and this file the same and
// feeds it a real match's messages as JSON text.
// network-client:start
import { goldfieldGullyFace } from '../../src/games/goldfield-gully/public.js';
import { matchClient, type ClientMessage, type FaceMatchTypes, type SeatClient } from '../../src/match/index.js';
import { goldfieldGullyWords } from '../../src/words/goldfield-gully/index.js';

const gully = matchClient(goldfieldGullyFace);
let client: SeatClient<FaceMatchTypes<typeof goldfieldGullyFace>> | null = null;

function onMessage(text: string, send: (message: ClientMessage) => void): string[] {
  const r = gully.receive(client, JSON.parse(text)); // checked with the game's schemas
  if (!r.ok) {
    if (r.error.code === 'match/missed-updates') send({ type: 'since', step: client?.step ?? 0 });
    return [];
  }
  client = r.client;
  const seen = gully.view(client); // the game's view type: no cast
  const picks: (number | 'secret' | null)[] = seen.g.choice;
  const lines: string[] = [];
  for (const event of client.events) {
    if (event.type === 'gold-gathered') lines.push(`+${event.amount}`); // a number, typed
    const line = goldfieldGullyWords.describeEvent(event, seen, { locale: 'es' });
    if (line) lines.push(line);
  }
  const buttons = client.legalActions.map((action) => goldfieldGullyWords.formatAction(seen, action));
  return [...lines, `${picks.map(String).join(' ')} | ${buttons.join(' ')}`];
}
// network-client:end
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { startMatch, submitAction } from '../../src/match/index.js';

it("docs/building-a-ui.md's typed network client is this file's, compiles without a cast, and follows a match sent as text", () => {
  const page = readFileSync(new URL('../../docs/building-a-ui.md', import.meta.url), 'utf8');
  const here = readFileSync(new URL(import.meta.url), 'utf8');
  const packages: Record<string, string> = { 'games/goldfield-gully/public': 'goldfield-gully', 'match/index': 'match', 'words/goldfield-gully/index': 'words/goldfield-gully' };
  const asInPackage = (code: string) => code.replace(/'\.\.\/\.\.\/src\/([\w/-]+)\.js'/g, (_, path: string) => `'lost-valley-engine/${packages[path]!}'`);
  const mine = asInPackage(here.split('// network-client:start\n')[1]!.split('// network-client:end')[0]!);
  expect(page).toContain(mine);
  expect(mine).not.toMatch(/ as /);

  const started = startMatch(goldfieldGullyFace, { players: 3, seed: 'network-example' });
  if (!started.ok) throw new Error(started.error.message);
  const sent: ClientMessage[] = [];
  expect(onMessage(JSON.stringify(started.messages[1]), (message) => sent.push(message)).at(-1)).toMatch(/^null null null \| /);
  const gathered = submitAction(started.match, { type: 'gather', player: 0, building: 5 }, { seat: 0 });
  const banked = gathered.ok && submitAction(gathered.match, { type: 'bank', player: 1 }, { seat: 1 });
  if (!gathered.ok || !banked || !banked.ok) throw new Error('the actions are legal');
  // An update skipped: the client asks for its history since its step.
  expect(onMessage(JSON.stringify(banked.messages[1]), (message) => sent.push(message))).toEqual([]);
  expect(sent).toEqual([{ type: 'since', step: 0 }]);
  expect(onMessage(JSON.stringify(gathered.messages[1]), (message) => sent.push(message)).at(-1)).toMatch(/^secret null null \| /);
  expect(client?.step).toBe(1);
});
