import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** One example server process (examples/server/main.mjs) started by a test, on 127.0.0.1. */
export interface ServerProcess {
  readonly pid: number;
  readonly url: string;
  readonly httpUrl: string;
  /** How many open tables it resumed from the database on starting. */
  readonly resumed: number;
  readonly output: string[];
  /** Kills it at once (SIGKILL, by its process id): no shutdown, no last save. */
  kill(): Promise<void>;
  /** Stops it cleanly (SIGTERM). */
  stop(): Promise<void>;
}

/** The example server imports the package by its name: it needs `npm run build` (npm ci runs it). */
export const builtPackage = existsSync('dist/colyseus.js') && existsSync('dist/match.js');

/** A port free on 127.0.0.1 now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the example server with these arguments and environment; resolves once it listens.
 * `cwd` is the package folder it runs in (its `examples/server` and the build its imports of
 * `lost-valley-engine` resolve to; the bench runs an older build that way), `nodeArgs` Node's own
 * flags (`--cpu-prof`, which NODE_OPTIONS does not take), `detached` a session of its own (the
 * load bench: so its own scheduler group, `sched_autogroup`, apart from the clients').
 */
export async function startServerProcess(
  args: readonly string[],
  env: Record<string, string> = {},
  ms = 90_000,
  { cwd, nodeArgs = [], detached = false }: { readonly cwd?: string; readonly nodeArgs?: readonly string[]; readonly detached?: boolean } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, 'examples/server/main.mjs', '--host', '127.0.0.1', ...args], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
    ...(cwd === undefined ? {} : { cwd }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  const output: string[] = [];
  const ready = new Promise<{ port: number; resumed: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${ms} ms:\n${output.join('')}`)), ms);
    const read = (chunk: Buffer): void => {
      output.push(chunk.toString());
      const line = /server on http:\/\/127\.0\.0\.1:(\d+)\/ \(.*?(\d+) table\(s\) resumed\)/.exec(output.join(''));
      if (line) {
        clearTimeout(timer);
        resolve({ port: Number(line[1]), resumed: Number(line[2]) });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${String(code)}):\n${output.join('')}`));
    });
  });
  const { port, resumed } = await ready;
  return {
    pid: child.pid!,
    url: `ws://127.0.0.1:${port}`,
    httpUrl: `http://127.0.0.1:${port}/`,
    resumed,
    output,
    async kill() {
      process.kill(child.pid!, 'SIGKILL');
      await exited(child);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGTERM');
      await exited(child);
    },
  };
}

/** Creates a table through the lobby's route; resolves with its room id. */
export async function createTable(httpUrl: string, options: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${httpUrl}api/tables`, { method: 'POST', body: JSON.stringify(options) });
  const body = (await response.json()) as { roomId?: string; error?: { code: string; message: string } };
  if (!response.ok || !body.roomId) throw new Error(`${body.error?.code}: ${body.error?.message}`);
  return body.roomId;
}

/**
 * Where the tests find a real Postgres and Redis: `TEST_DATABASE_URL` and `TEST_REDIS_URL`
 * (.ci/run starts both and sets them, with `TEST_SERVICES=required` so that a missing one fails
 * instead of skipping).
 */
export function service(name: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL'): string | null {
  const url = process.env[name];
  if (url) return url;
  if (process.env.TEST_SERVICES === 'required') throw new Error(`${name} is not set, and TEST_SERVICES=required (.ci/run starts the service and sets it)`);
  console.warn(`skipped: ${name} is not set (no ${name === 'TEST_DATABASE_URL' ? 'Postgres' : 'Redis'} here; .ci/run starts one and sets it)`);
  return null;
}

/** A table as the database holds it, read by examples/server/dump-tables.mjs in a process of its own. */
export interface DumpedTable {
  readonly id: string;
  readonly seats: readonly { readonly tokenHash?: string | null; readonly token?: string | null }[];
  readonly changes: number;
  readonly match: string;
}

/** Reads tables from the example server's database (PGlite in `dataDir`, or `databaseUrl`) after the server stopped. */
export async function dumpTables(ids: readonly string[], where: { dataDir?: string; databaseUrl?: string }): Promise<DumpedTable[]> {
  const { execFile } = await import('node:child_process');
  // `--` before the ids: a room id may start with '-' (Colyseus's ids are base64url).
  const args = ['examples/server/dump-tables.mjs', ...(where.dataDir ? ['--data', where.dataDir] : []), '--', ...ids];
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, args, { env: { ...process.env, DATABASE_URL: where.databaseUrl ?? '' }, timeout: 120_000 }, (error, out) => (error ? reject(error) : resolve(out)));
  });
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as DumpedTable);
}
