import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followMatch, receiveMessage, clientView, type SeatClient, type WelcomeMessage, type UpdateMessage } from '../../src/match/index.js';
import type { PlayerAction } from '../../src/index.js';
import { builtPackage, startServerProcess, type ServerProcess } from './server-process.js';

// examples/web/src/online-source.mjs (the browser table's "Play online" source) in Node, against
// the example server as its own process on 127.0.0.1.
type Result = { ok: true } | { ok: false; error: { code: string; message: string } };
interface OnlineSource {
  readonly seat: number | null;
  readonly seatNames: string[];
  readonly roomId: string;
  readonly token: string | null;
  readonly link: string;
  subscribe(listener: (message: WelcomeMessage | UpdateMessage) => void): () => void;
  submit(action: unknown, atStep?: number): Promise<Result>;
  undoRefusal(): { code: string; message: string } | null;
  undo(): Promise<Result>;
  redo(): Promise<Result>;
  close(): void;
}
interface OnlineModule {
  openOnlineTable(options: Record<string, unknown>): Promise<OnlineSource>;
  tableOfLink(link: string): string | null;
}

let server: ServerProcess | null = null;
let online: OnlineModule;
const data = mkdtempSync(join(tmpdir(), 'lve-online-'));

beforeAll(async () => {
  if (!builtPackage) return;
  online = (await import('../../examples/web/src/online-source.mjs' as string)) as OnlineModule;
  server = await startServerProcess(['--port', '0', '--data', data, '--name', 'online', '--bot-delay', '5']);
});
afterAll(async () => {
  await server?.stop();
  rmSync(data, { recursive: true, force: true });
});

/** Follows a source's messages into a seat client, as the browser table does. */
function track(source: OnlineSource): { client: () => SeatClient | null; messages: string[] } {
  let client: SeatClient | null = null;
  const messages: string[] = [];
  source.subscribe((message) => {
    messages.push(message.type);
    if (message.type === 'welcome') client = followMatch(message);
    else {
      const r = receiveMessage(client, message);
      if (r.ok) client = r.client;
    }
  });
  return { client: () => client, messages };
}

async function until(check: () => boolean, ms = 60_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!builtPackage)('the online table source (examples/web/src/online-source.mjs)', () => {
  it('creates a table with a bot, plays a whole duel through submit, answers a refusal as { ok: false }, asks undoRefusal of the server, and a link joins a second seat client', async () => {
    const source = await online.openOnlineTable({ url: server!.url, create: { game: 'mountain-river-duel', players: 2, bots: [null, 'random'] } });
    expect(source.seat).toBe(0);
    expect(source.token).toMatch(/.{10}/);
    expect(online.tableOfLink(`http://127.0.0.1/${source.link}`)).toBe(source.roomId);
    const seen = track(source);
    expect(seen.messages).toEqual(['welcome']);
    const watcher = await online.openOnlineTable({ url: server!.url, roomId: online.tableOfLink(source.link), spectate: true });
    const watched = track(watcher);
    expect(watcher.seat).toBeNull();
    await until(() => source.seatNames.length === 2);
    expect(source.seatNames[1]).toBe('Bot (random)');

    const bad = await source.submit({ type: 'no-such-move', player: 0 }, seen.client()!.step);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('invalid-action');
    let refusedUndo = 0;
    while (!clientView(seen.client()!).terminal) {
      const client = seen.client()!;
      if (!client.active) {
        await until(() => seen.client()!.step > client.step || clientView(seen.client()!).terminal);
        continue;
      }
      const action: PlayerAction = client.legalActions[0]!;
      const r = await source.submit(action, client.step);
      expect(r).toEqual({ ok: true });
      expect(seen.client()!.step).toBeGreaterThan(client.step); // the update came before the answer
      await until(() => source.undoRefusal()?.code !== 'online/asking', 10_000);
      if (source.undoRefusal() !== null) refusedUndo++;
    }
    expect(seen.messages.filter((type) => type === 'update').length).toBe(seen.client()!.step);
    expect(refusedUndo).toBeGreaterThan(0); // the duel's draws make most steps final
    await until(() => watched.client()?.step === seen.client()!.step);
    expect(clientView(watched.client()!).terminal).toBe(true);
    const closedAt = seen.messages.length;
    source.close();
    expect(await source.submit({ type: 'x', player: 0 })).toEqual({ ok: false, error: { code: 'online/closed', message: 'The connection to the table is closed.' } });
    expect(seen.messages.length).toBe(closedAt);
    watcher.close();
  }, 200_000);

  it('takes a seat back by its token, and rejects a bad link with the server refusal code', async () => {
    const first = await online.openOnlineTable({ url: server!.url, create: { game: 'goldfield-gully', players: 3, bots: [null, 'random', 'random'] } });
    const token = first.token;
    first.close();
    const again = await online.openOnlineTable({ url: server!.url, roomId: first.roomId, token });
    expect(again.seat).toBe(0);
    again.close();
    await expect(online.openOnlineTable({ url: server!.url, roomId: first.roomId, token: 'not-a-token' })).rejects.toEqual(expect.objectContaining({ code: 'colyseus/bad-token' }));
  }, 100_000);
});
