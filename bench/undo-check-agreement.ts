/**
 * `npx tsx bench/undo-check-agreement.ts --src DIR [--games G] [--players N]`: plays the same
 * seeded random-bot Lost Valley games as bench/match-updates.ts through this copy of the match
 * helper and through another copy of the sources (`DIR/src`, e.g. an older commit unpacked with
 * `git archive <commit> src | tar -x -C DIR`, `node_modules` linked into DIR), asks both
 * `undoRefusal(match)` after every step, and counts the steps each refuses as
 * `match/undo-after-reveal`: whether the cheaper reveal check (fewer worlds per seat) still finds
 * what the other one finds.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomAction } from '../src/bots/index.js';
import { seedRng } from '../src/index.js';
import * as here from '../src/match/index.js';
import { argument } from './bench-argument.js';

const src = argument('--src');
if (!src) throw new Error('--src DIR: the other copy of the sources');
const games = Number(argument('--games') ?? 20);
const players = Number(argument('--players') ?? 4);
// The other copy has its own registry: its games are registered by its own entry point.
await import(pathToFileURL(resolve(src, 'src/index.ts')).href);
const there: typeof here = await import(pathToFileURL(resolve(src, 'src/match/index.ts')).href);

let steps = 0;
let both = 0;
const onlyThere: string[] = [];
const onlyHere: string[] = [];
for (let i = 0; i < games; i++) {
  const setup = { game: 'lost-valley', players, seed: `match-bench-${i}` };
  const a = here.startMatch(setup);
  const b = there.startMatch(setup);
  if (!a.ok || !b.ok) throw new Error('a setup was refused');
  let mine = a.match;
  let theirs = b.match;
  let rng = seedRng(`match-bench-bots-${i}`);
  for (;;) {
    const pick = randomAction(here.currentState(mine), rng);
    rng = pick.rng;
    if (pick.action === null) break;
    const r = here.submitAction(mine, pick.action);
    const s = there.submitAction(theirs, pick.action);
    if (!r.ok || !s.ok) throw new Error('an action was refused');
    mine = r.match;
    theirs = s.match;
    steps++;
    const x = here.undoRefusal(mine)?.code === 'match/undo-after-reveal';
    const y = there.undoRefusal(theirs)?.code === 'match/undo-after-reveal';
    if (x && y) both++;
    else if (y) onlyThere.push(pick.action.type);
    else if (x) onlyHere.push(pick.action.type);
  }
}
console.log(`lost-valley/standard ${players}p, ${games} games, ${steps} steps: ${both} reveals refused by both; only by ${src}: ${onlyThere.length} (${onlyThere.join(', ') || 'none'}); only here: ${onlyHere.length} (${onlyHere.join(', ') || 'none'})`);
