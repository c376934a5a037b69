import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import '../../src/index.js';
import { clientView, loadMatch } from '../../src/match/index.js';
import { joinSeat, waitFor } from '../colyseus/room-support.js';
import { builtPackage, createTable, dumpTables, startServerProcess, type ServerProcess } from './server-process.js';

const folders: string[] = [];
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const server of running) await server.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const data = mkdtempSync(join(tmpdir(), 'lve-flags-'));
  folders.push(data);
  return data;
}

/** The start's error output, when the server refuses to start. */
async function refusedStart(args: readonly string[]): Promise<string> {
  try {
    running.push(await startServerProcess(['--port', '0', '--data', dataFolder(), ...args], {}, 60_000));
    return 'started';
  } catch (error) {
    return (error as Error).message;
  }
}

describe.skipIf(!builtPackage)('the example server (examples/server): its bot and save flags', () => {
  it('--bots offers any bot botByName knows (ismcts:20 plays a whole duel on the server), refuses the others per table; --save-gap-ms 0 is taken and reported', async () => {
    const data = dataFolder();
    const server = await startServerProcess(['--port', '0', '--data', data, '--name', 'flags', '--bots', 'random,ismcts:20', '--save-gap-ms', '0', '--bot-delay', '0'], {});
    running.push(server);
    expect(server.output.join('')).toContain('bots a table may ask for: random, ismcts:20; saves at most every 0 ms, 1 under way at most');
    expect(server.output.join('')).toContain('(pglite on the main thread; 0 table(s) resumed)'); // the default
    await expect(createTable(server.httpUrl, { game: 'mountain-river-duel', players: 2, bots: [null, 'heuristic'] })).rejects.toThrow(/^colyseus\/bot-not-allowed/);
    const roomId = await createTable(server.httpUrl, { game: 'mountain-river-duel', players: 2, bots: [null, 'ismcts:20'] });
    const me = await joinSeat(server.url, roomId, { seat: 0 }, true, 'flags-0');
    await waitFor([me], () => me.client !== null && clientView(me.client).terminal, 120_000);
    expect(me.errors).toEqual([]);
    await server.stop();
    const [table] = await dumpTables([roomId], { dataDir: data });
    const loaded = loadMatch(table!.match);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.match.step).toBe(me.client!.step);
    // The search bot acted: its seat has actions in the saved record.
    expect(loaded.match.history.some((entry) => entry.change === 'action' && entry.action !== null && 'player' in entry.action && entry.action.player === 1)).toBe(true);
  }, 300_000);

  it('refuses to start with a bot no game knows, or a save gap or fill time that is not a number of 0 or more, a save depth under 1', async () => {
    expect(await refusedStart(['--bots', 'random,no-such-bot'])).toMatch(/unknown bot 'no-such-bot'/);
    expect(await refusedStart(['--fill-after', '1', '--fill-bot', 'ismcts:0'])).toMatch(/unknown bot 'ismcts:0'/);
    expect(await refusedStart(['--save-gap-ms=-5'])).toMatch(/--save-gap-ms takes a number of 0 or more, not '-5'/);
    expect(await refusedStart(['--save-gap-ms', 'soon'])).toMatch(/--save-gap-ms takes a number of 0 or more/);
    expect(await refusedStart(['--pglite-thread', 'elsewhere'])).toMatch(/--pglite-thread takes worker or main, not 'elsewhere'/);
    expect(await refusedStart(['--save-depth', '0'])).toMatch(/--save-depth takes a whole number of 1 or more, not '0'/);
  }, 300_000);

  it('--pglite-thread worker (or PGLITE_THREAD=worker) runs PGlite on a worker thread of its own; the saves read back on the main thread', async () => {
    const data = dataFolder();
    const server = await startServerProcess(['--port', '0', '--data', data, '--name', 'worker-thread'], { PGLITE_THREAD: 'worker' });
    running.push(server);
    expect(server.output.join('')).toContain('(pglite on a worker thread; 0 table(s) resumed)');
    const roomId = await createTable(server.httpUrl, { game: 'mountain-river-duel', players: 2 });
    await server.stop();
    const [table] = await dumpTables([roomId], { dataDir: data }); // read back on the main thread (dump-tables' default)
    expect(table).toMatchObject({ id: roomId, changes: 0 });
    expect(loadMatch(table!.match).ok).toBe(true);
  }, 300_000);
});
