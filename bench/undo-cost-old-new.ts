/**
 * `npx tsx bench/undo-cost-old-new.ts --old DIR [--new DIR] [--game ID] [--players N] [--games G]
 * [--rounds R] [--load-first new]`: what `undoRefusal` costs against a submit in two builds side by side in one
 * process (issue 21: the host's ask after every change no dearer than a submit). `--old` is a build
 * of the code before the change (`npm run build && cp -r dist old-dist` before changing anything),
 * `--new` one after (default `dist`, so `npm run build` first; `--new src` runs this checkout's
 * sources through tsx, the same code unbundled, for quick looks while working). Both builds play the same seeded
 * random-bot games (found once with the old build); a build's seat updates and messages are read
 * as a host does. A benchmark, not a test.
 *
 * Each round runs every game with both builds, alternating which goes first, and times in CPU time
 * of this process (`process.cpuUsage`, user + system):
 * - per call, as `bench/match-updates.ts` does: every submit (with the reading of its messages)
 *   and, after it, the host's `undoRefusal(match)` for the last step (the first ask for it);
 * - per game, batched (steadier: one clock reading per game, so the clock's own cost of about
 *   40 µs a reading stays out): the game's submits alone (keeping every match they make), then the
 *   host's asks alone over those matches in order.
 * It also checks that both builds give the same answer (code and seat) at every step.
 * @packageDocumentation
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { argument } from './bench-argument.js';

interface Refusal {
  readonly code: string;
  readonly details?: unknown;
}
type Result = { ok: true; match: unknown; messages?: readonly unknown[] } | { ok: false; error: Refusal };
interface Build {
  readonly name: string;
  startMatch(setup: unknown): Result;
  submitAction(match: unknown, action: unknown): Result;
  undoRefusal(match: unknown, options?: object): Refusal | null;
  currentState(match: unknown): unknown;
  seedRng(seed: string): unknown;
  randomAction(state: unknown, rng: unknown): { action: unknown; rng: unknown };
}

const oldDir = argument('--old') ?? 'old-dist';
const newDir = argument('--new') ?? 'dist';
const gameId = argument('--game') ?? 'lost-valley';
const players = Number(argument('--players') ?? 4);
const games = Number(argument('--games') ?? 6);
const rounds = Number(argument('--rounds') ?? 2);

async function load(name: string, dir: string): Promise<Build> {
  const from = (file: string) => import(pathToFileURL(resolve(dir, file)).href);
  // A `src` folder is loaded through tsx (no build needed while working); a build by its entries.
  const sources = dir.replace(/\/$/, '').endsWith('src');
  const [library, match, bots] = await Promise.all(
    sources ? [from('index.ts'), from('match/index.ts'), from('bots/index.ts')] : [from('index.js'), from('match.js'), from('bots.js')],
  );
  return { name, ...library, ...match, ...bots, startMatch: match.startMatch, submitAction: match.submitAction } as Build;
}

// `--load-first new` loads the new build first: the build loaded second into one process has
// measured slower at the very same submit code (bench/RESULTS.md), so runs of both orders show
// that bias apart from the change.
const newFirst = argument('--load-first') === 'new';
const loaded = newFirst ? [await load('new', newDir), await load('old', oldDir)] : [await load('old', oldDir), await load('new', newDir)];
const builds = newFirst ? [loaded[1]!, loaded[0]!] : loaded;

function started(build: Build, setup: unknown): unknown {
  const r = build.startMatch(setup);
  if (!r.ok) throw new Error(r.error.code);
  return r.match;
}

/** One seeded random-bot game's actions, found with the old build. */
function botGame(index: number): { setup: unknown; actions: unknown[] } {
  const build = builds[0]!;
  const setup = { game: gameId, players, seed: `undo-cost-${index}` };
  let match = started(build, setup);
  let rng = build.seedRng(`undo-cost-bots-${index}`);
  const actions: unknown[] = [];
  for (;;) {
    const pick = build.randomAction(build.currentState(match), rng);
    rng = pick.rng;
    if (pick.action === null) return { setup, actions };
    const r = build.submitAction(match, pick.action);
    if (!r.ok) throw new Error(r.error.code);
    match = r.match;
    actions.push(pick.action);
  }
}

const cpu = (since?: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return since ? used.user + used.system : used;
};

function submitted(build: Build, match: unknown, action: unknown): unknown {
  const r = build.submitAction(match, action);
  if (!r.ok) throw new Error(r.error.code);
  // A host sends every seat its message: reading them builds them.
  void r.messages?.length;
  return r.match;
}

interface Tally {
  submitCalls: number[];
  askCalls: number[];
  submitGames: number;
  askGames: number;
  changes: number;
}
const tallies = new Map(builds.map((b) => [b.name, { submitCalls: [], askCalls: [], submitGames: 0, askGames: 0, changes: 0 } as Tally]));
const answers = new Map<string, string[]>();

function play(build: Build, game: { setup: unknown; actions: unknown[] }, key: string): void {
  const tally = tallies.get(build.name)!;
  // Per call.
  let match = started(build, game.setup);
  const said: string[] = [];
  for (const action of game.actions) {
    const s0 = cpu() as NodeJS.CpuUsage;
    match = submitted(build, match, action);
    tally.submitCalls.push(cpu(s0) as number);
    const a0 = cpu() as NodeJS.CpuUsage;
    const refusal = build.undoRefusal(match);
    tally.askCalls.push(cpu(a0) as number);
    said.push(refusal ? `${refusal.code} ${JSON.stringify(refusal.details ?? null)}` : 'null');
  }
  answers.set(`${key}/${build.name}`, said);
  // Batched: the submits alone, then the asks alone over the matches the submits made, in order
  // (each ask is the first for its step, and the one before it was asked, as a host asks).
  const matches: unknown[] = [];
  let alone = started(build, game.setup);
  const t0 = cpu() as NodeJS.CpuUsage;
  for (const action of game.actions) matches.push((alone = submitted(build, alone, action)));
  tally.submitGames += cpu(t0) as number;
  const t1 = cpu() as NodeJS.CpuUsage;
  for (const match of matches) build.undoRefusal(match);
  tally.askGames += cpu(t1) as number;
  tally.changes += game.actions.length;
}

const recorded = Array.from({ length: games }, (_, i) => botGame(i));
// Warm-up: one game with each build, not counted.
const warm = botGame(1_000);
for (const build of builds) play(build, warm, 'warm');
for (const t of tallies.values()) Object.assign(t, { submitCalls: [], askCalls: [], submitGames: 0, askGames: 0, changes: 0 });

for (let round = 0; round < rounds; round++) {
  recorded.forEach((game, i) => {
    const order = (round + i) % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) play(build, game, `${round}/${i}`);
  });
}

let differing = 0;
let steps = 0;
for (const [key, said] of answers) {
  if (!key.endsWith('/old') || key.startsWith('warm')) continue;
  const other = answers.get(key.replace(/\/old$/, '/new'))!;
  said.forEach((answer, i) => {
    steps++;
    if (answer !== other[i]) differing++;
  });
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const ms = (us: number) => (us / 1000).toFixed(3);
console.log(`${gameId} ${players}p, ${games} random-bot games x ${rounds} rounds, ${recorded.reduce((n, g) => n + g.actions.length, 0)} changes a round, ${newFirst ? 'new' : 'old'} build loaded first`);
for (const build of builds) {
  const t = tallies.get(build.name)!;
  const submit = mean(t.submitCalls);
  const ask = mean(t.askCalls);
  const batchedSubmit = t.submitGames / t.changes;
  const batchedAsk = t.askGames / t.changes;
  console.log(
    `${build.name}: per call submit ${ms(submit)} ms, host's ask ${ms(ask)} ms (${(ask / submit).toFixed(2)}x); ` +
      `batched submit ${ms(batchedSubmit)} ms, ask ${ms(batchedAsk)} ms (${(batchedAsk / batchedSubmit).toFixed(2)}x)`,
  );
}
const [o, n] = builds.map((b) => tallies.get(b.name)!);
console.log(`new / old, the host's ask: per call ${(mean(n!.askCalls) / mean(o!.askCalls)).toFixed(2)}x, batched ${(n!.askGames / o!.askGames).toFixed(2)}x`);
// The submit is the same code in both builds: the new ask against the cheaper of the two
// builds' submits too, so that the load order's bias cannot flatter the ratio.
const cheaperSubmit = Math.min(mean(n!.submitCalls), mean(o!.submitCalls));
const cheaperBatched = Math.min(n!.submitGames, o!.submitGames);
console.log(`new ask / the cheaper build's submit: per call ${(mean(n!.askCalls) / cheaperSubmit).toFixed(2)}x, batched ${(n!.askGames / cheaperBatched).toFixed(2)}x`);
console.log(`answers: ${steps - differing} of ${steps} steps the same in both builds${differing ? `, ${differing} DIFFER` : ''}`);
