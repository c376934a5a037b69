/**
 * `npm run build && npx tsx bench/env-speed.ts --old /tmp/old-dist [--old-python DIR]`: steps per
 * second of the engine's own loop, the AEC environment in process and the Python environment over
 * stdio, for each encoded game (4 seats but the duel), an old build beside the new one in one run
 * (rounds alternate old and new; the best round of each is kept; within a round the engine's loop
 * and the environment run in alternating chunks of 250 ms, so that both meet the same load). Figures are steps per CPU
 * second: of this process for the loops in process, of Python and its bridge process together for
 * Python (both are busy in turn, one request at a time), so that a loaded machine's waits do not
 * count. The policy picks a random legal
 * index: the new environment's `info.legalIndices`, the old one's only way, a scan of the dense
 * `info.actionMask`. The engine loop is `legalActions` and a random one of them through the
 * checked `applyAction`. `--seconds N` per figure (default 2), `--rounds N` (default 2),
 * `--games a,b` to pick games, `--no-python`, `--vector N` (default 64; 0 for none): the new
 build's Python `VectorAECEnv` of N games too (each game's steps counted; its observations in
 the class's default format), beside the plain one; the old build has no vector environment.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const arg = (name: string, fallback: string): string => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1]! : fallback);
const seconds = Number(arg('--seconds', '2'));
const rounds = Number(arg('--rounds', '2'));
const vector = Number(arg('--vector', '64'));
const root = path.resolve(import.meta.dirname, '..');
const builds = [
  { name: 'old', dist: path.resolve(arg('--old', '/tmp/old-dist')), python: path.resolve(arg('--old-python', path.join(root, 'examples/python'))) },
  { name: 'new', dist: path.resolve(arg('--new', path.join(root, 'dist'))), python: path.join(root, 'examples/python') },
];
const setups = [
  { game: 'mountain-river-duel', players: 2 },
  { game: 'goldfield-gully', players: 4 },
  { game: 'lost-dutchman', players: 4 },
  { game: 'lost-valley', players: 4 },
].filter(({ game }) => !process.argv.includes('--games') || arg('--games', '').split(',').includes(game));

/* eslint-disable @typescript-eslint/no-explicit-any -- two builds of the package, loaded at run time */
type Api = any;

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/** CPU microseconds of this process (user + system) since a reading: steadier than wall time on a loaded machine. */
function cpuSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return used.user + used.system;
}

const CHUNK_MS = 250;

/** Steps and CPU microseconds of one chunk of the engine's loop. */
function engineLoop(api: Api, game: string, players: number): { steps: number; cpu: number } {
  const pick = random(1);
  let steps = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let episode = 0; performance.now() - started < CHUNK_MS; episode++) {
    let state = api.startGame({ game, players, seed: `loop-${episode}` }).state;
    while (!api.isTerminal(state) && performance.now() - started < CHUNK_MS) {
      const seat = api.activePlayers(state)[0];
      const actions = api.legalActions(state, seat);
      state = api.applyAction(state, actions[Math.floor(pick() * actions.length)]).state;
      steps++;
    }
  }
  return { steps, cpu: cpuSince(cpu) };
}

/** Steps and CPU microseconds of one chunk of the environment's loop. */
function envLoop(encodings: Api, game: string, players: number): { steps: number; cpu: number } {
  const pick = random(2);
  const env = encodings.createAecEnv({ game, players });
  let steps = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let episode = 0; performance.now() - started < CHUNK_MS; episode++) {
    env.reset(`env-${episode}`);
    for (const _agent of env.agentIter()) {
      const { observation, terminated, truncated, info } = env.last();
      if (observation.length === 0) throw new Error('no observation');
      if (terminated || truncated) {
        env.step(null);
        continue;
      }
      let legal: readonly number[] = info.legalIndices;
      if (!legal) {
        const scanned: number[] = [];
        const mask: Uint8Array = info.actionMask;
        for (let i = 0; i < mask.length; i++) if (mask[i] === 1) scanned.push(i);
        legal = scanned;
      }
      const error = env.step(legal[Math.floor(pick() * legal.length)]);
      if (error) throw new Error(error.message);
      steps++;
      if (performance.now() - started >= CHUNK_MS) break;
    }
  }
  return { steps, cpu: cpuSince(cpu) };
}

/** The engine's and the environment's steps per CPU second, their chunks alternating for `seconds` each. */
function inProcess(build: { api: Api; encodings: Api }, game: string, players: number): { engine: number; env: number } {
  const totals = { engineSteps: 0, engineCpu: 0, envSteps: 0, envCpu: 0 };
  for (let chunk = 0; chunk < (seconds * 1000) / CHUNK_MS; chunk++) {
    const engine = engineLoop(build.api, game, players);
    const env = envLoop(build.encodings, game, players);
    totals.engineSteps += engine.steps;
    totals.engineCpu += engine.cpu;
    totals.envSteps += env.steps;
    totals.envCpu += env.cpu;
  }
  return { engine: totals.engineSteps / (totals.engineCpu / 1e6), env: totals.envSteps / (totals.envCpu / 1e6) };
}

function pythonLoop(build: (typeof builds)[number], games = 0): Record<string, { wall: number; cpu: number }> {
  const extra = games > 0 ? ['--vector', String(games)] : [];
  const result = spawnSync('python3', [path.join(root, 'bench/python_env_speed.py'), build.python, String(seconds), ...setups.map((s) => `${s.game}:${s.players}`), ...extra], {
    encoding: 'utf8',
    env: { ...process.env, LOST_VALLEY_ENGINE_CMD: `${process.execPath} ${path.join(build.dist, 'cli.js')} serve --stdio` },
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Record<string, { wall: number; cpu: number }>;
}

const apis = await Promise.all(
  builds.map(async (build) => ({
    ...build,
    api: await import(pathToFileURL(path.join(build.dist, 'index.js')).href),
    encodings: await import(pathToFileURL(path.join(build.dist, 'encodings.js')).href),
  })),
);
type Row = { engine: number; env: number; python: number; vector: number };
const best = new Map<string, Row>();
const keep = (key: string, row: Partial<Row>): void => {
  const old = best.get(key) ?? { engine: 0, env: 0, python: 0, vector: 0 };
  best.set(key, {
    engine: Math.max(old.engine, row.engine ?? 0),
    env: Math.max(old.env, row.env ?? 0),
    python: Math.max(old.python, row.python ?? 0),
    vector: Math.max(old.vector, row.vector ?? 0),
  });
};
for (let round = 0; round < rounds; round++) {
  for (const build of apis) {
    for (const { game, players } of setups) {
      keep(`${build.name}/${game}`, inProcess(build, game, players));
    }
    if (!process.argv.includes('--no-python')) {
      const python = pythonLoop(build);
      for (const { game, players } of setups) keep(`${build.name}/${game}`, { python: python[`${game}:${players}`]!.cpu });
      if (build.name === 'new' && vector > 0) {
        const batched = pythonLoop(build, vector);
        for (const { game, players } of setups) keep(`${build.name}/${game}`, { vector: batched[`${game}:${players}`]!.cpu });
      }
    }
  }
}
const f = (x: number): string => Math.round(x).toLocaleString('en-US');
const r = (x: number): string => x.toFixed(2);
console.log(`Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; ${rounds} rounds of ${seconds} s, best kept`);
console.log(`| game (seats) | build | engine loop | env in process | Python over stdio | Python vector (${vector}) | env / loop | Python / env | vector / env |`);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const { game, players } of setups) {
  for (const build of builds) {
    const row = best.get(`${build.name}/${game}`)!;
    const batched = row.vector > 0 ? [f(row.vector), r(row.vector / row.env)] : ['–', '–'];
    console.log(`| ${game} (${players}) | ${build.name} | ${f(row.engine)} | ${f(row.env)} | ${f(row.python)} | ${batched[0]} | ${r(row.env / row.engine)} | ${r(row.python / row.env)} | ${batched[1]} |`);
  }
}
