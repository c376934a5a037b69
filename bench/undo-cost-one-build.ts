/**
 * `npx tsx bench/undo-cost-one-build.ts --build DIR [--game ID] [--players N] [--games G]
 * [--rounds R]`: the host's `undoRefusal` against a submit in ONE build per process (default
 * `dist`), so no second build in the process biases either figure (bench/undo-cost-old-new.ts
 * runs both builds in one process; the build loaded second measured slower at the same code).
 * Run it for the old and the new build in alternating processes, on the same seeded random-bot
 * games (those of bench/undo-cost-old-new.ts). Each round: every game's submits timed one by one
 * (with their messages read, as a host sends them), then, over the matches those submits made,
 * the host's ask for each last step in order (the first ask for it), timed one by one and in one
 * reading per game. CPU time of the process (user + system). A benchmark, not a test.
 * @packageDocumentation
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { argument } from './bench-argument.js';

type Result = { ok: true; match: unknown; messages?: readonly unknown[] } | { ok: false; error: { code: string } };
const dir = argument('--build') ?? 'dist';
const gameId = argument('--game') ?? 'lost-valley';
const players = Number(argument('--players') ?? 4);
const games = Number(argument('--games') ?? 6);
const rounds = Number(argument('--rounds') ?? 3);

const from = (file: string) => import(pathToFileURL(resolve(dir, file)).href);
const [library, matchApi, bots] = await Promise.all([from('index.js'), from('match.js'), from('bots.js')]);
const startMatch = matchApi.startMatch as (setup: unknown) => Result;
const submitAction = matchApi.submitAction as (match: unknown, action: unknown) => Result;
const undoRefusal = matchApi.undoRefusal as (match: unknown) => unknown;
const currentState = matchApi.currentState as (match: unknown) => unknown;
const seedRng = library.seedRng as (seed: string) => unknown;
const randomAction = bots.randomAction as (state: unknown, rng: unknown) => { action: unknown; rng: unknown };

function started(setup: unknown): unknown {
  const r = startMatch(setup);
  if (!r.ok) throw new Error(r.error.code);
  return r.match;
}

function submitted(match: unknown, action: unknown): unknown {
  const r = submitAction(match, action);
  if (!r.ok) throw new Error(r.error.code);
  void r.messages?.length;
  return r.match;
}

/** The same seeded games as bench/undo-cost-old-new.ts. */
function botGame(index: number): { setup: unknown; actions: unknown[] } {
  const setup = { game: gameId, players, seed: `undo-cost-${index}` };
  let match = started(setup);
  let rng = seedRng(`undo-cost-bots-${index}`);
  const actions: unknown[] = [];
  for (;;) {
    const pick = randomAction(currentState(match), rng);
    rng = pick.rng;
    if (pick.action === null) return { setup, actions };
    match = submitted(match, pick.action);
    actions.push(pick.action);
  }
}

const cpu = (since?: NodeJS.CpuUsage) => process.cpuUsage(since);
const us = (used: NodeJS.CpuUsage) => used.user + used.system;
const recorded = Array.from({ length: games }, (_, i) => botGame(i));
let submitCalls = 0;
let askCalls = 0;
let askGames = 0;
let changes = 0;
for (let round = -1; round < rounds; round++) {
  // Round -1 warms the code up and is not counted.
  for (const game of recorded) {
    let match = started(game.setup);
    const matches: unknown[] = [];
    let s = 0;
    for (const action of game.actions) {
      const t = cpu();
      match = submitted(match, action);
      s += us(cpu(t));
      matches.push(match);
    }
    let a = 0;
    for (const m of matches) {
      const t = cpu();
      undoRefusal(m);
      a += us(cpu(t));
    }
    if (round >= 0) {
      submitCalls += s;
      askCalls += a;
      changes += game.actions.length;
    }
    // A fresh set of matches for the batched reading (answers are kept per step).
    let again = started(game.setup);
    const fresh: unknown[] = [];
    for (const action of game.actions) fresh.push((again = submitted(again, action)));
    const t = cpu();
    for (const m of fresh) undoRefusal(m);
    if (round >= 0) askGames += us(cpu(t));
  }
}
const ms = (total: number) => (total / changes / 1000).toFixed(3);
console.log(
  `${dir} ${gameId} ${players}p, ${games} games x ${rounds} rounds, ${changes} changes: submit ${ms(submitCalls)} ms, host's ask ${ms(askCalls)} ms per call ` +
    `(${(askCalls / submitCalls).toFixed(2)}x), ask batched ${ms(askGames)} ms (${(askGames / submitCalls).toFixed(2)}x the submit)`,
);
