/// <reference lib="dom" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { buildTable } from '../../examples/web/build.mjs';
import { serveTable } from '../../examples/web/serve.mjs';
import { view } from '../../src/index.js';
import { loadMatch, stateAtStep } from '../../src/match/index.js';
import { builtPackage, dumpTables, startServerProcess, type ServerProcess } from '../server/server-process.js';
import { checkNoLeak, playByClicks, seeded, settled, type PageLook } from './lost-valley-clicks.js';
import { launchChromium, openPage, SHOTS } from './table-browser.js';

/*
 * "Play online": the example server (`npm run server`) as its own process on 127.0.0.1, its tables
 * in PGlite in a temporary folder, and the browser table it serves at /table/. The person creates a
 * 2-seat Lost Valley table with the heuristic bot (which plays on the server) from the page's form,
 * and plays the whole game by clicking the board, as at a local table. What the page drew is then
 * checked against the server's saved record: every view it held is the engine's own view of the
 * real state for that seat, and the page never names a marker that view hides, nor the seed. The
 * table's link, opened from the page served elsewhere (`?server=`), watches it.
 */

let server: ServerProcess;
let browser: Browser;
let elsewhere: { server: Server; url: string };
const data = mkdtempSync(join(tmpdir(), 'lve-online-e2e-'));

beforeAll(async () => {
  if (!builtPackage) throw new Error('The example server imports the package by its name: run `npm run build` first.');
  browser = await launchChromium();
  // A known seed: the same game every run (the person's clicks are seeded too).
  server = await startServerProcess(['--port', '0', '--data', data, '--name', 'online-e2e', '--bot-delay', '5', '--seed', 'online-e2e']);
  // The server bundles the table on its first request: done here, outside the tests' clocks.
  const page = await fetch(`${server.httpUrl}table/table.js`);
  expect(page.status).toBe(200);
  // The same page served elsewhere (`npm run web`), naming the server in its address.
  await buildTable();
  elsewhere = await serveTable(0);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => elsewhere?.server.close(resolve));
  rmSync(data, { recursive: true, force: true });
});

describe('the browser table plays online against the example server', () => {
  it('a person creates a Lost Valley table with a bot ("Play online") and plays a whole game by clicking the board; the server stops with the page connected, and every view the page drew is the seat\'s own', async () => {
    const { page, errors } = await openPage(browser, `${server.httpUrl}table/`, 1280, 800);
    await page.selectOption('#game', 'lost-valley');
    await page.selectOption('#variant', 'standard');
    await page.selectOption('#players', '2');
    await page.selectOption('#others', 'heuristic');
    await page.click('#play-online');
    await page.waitForFunction(() => /#table=/.test(location.hash) && (window as unknown as { lostValleyTable: { source: { online?: unknown } | null } }).lostValleyTable.source?.online !== undefined);
    await settled(page);
    const roomId = await page.evaluate(() => location.hash.replace('#table=', ''));
    // The local-only controls are gone, the link to give others is shown, the seats say who holds them.
    expect(await page.locator('#save').isHidden()).toBe(true);
    expect(await page.locator('#bot-move').isHidden()).toBe(true);
    expect(await page.getAttribute('#online a', 'href')).toBe(`${server.httpUrl}table/#table=${roomId}`);
    await page.waitForFunction(() => document.querySelector('#seats')!.textContent!.includes('heuristic bot'));
    expect(await page.textContent('#seats')).toMatch(/Seat 1: you.*Seat 2: heuristic bot/);
    await page.screenshot({ path: `${SHOTS}/table-online.png` });

    // The lobby lists the table, its link opening this page.
    const lobby = await browser.newPage();
    await lobby.goto(server.httpUrl);
    await lobby.waitForSelector(`#tables a[href="/table/#table=${roomId}"]`);
    expect(await lobby.textContent('#tables')).toContain('lost-valley');
    await lobby.close();

    // The link, opened from the page served elsewhere (another origin, `?server=`), in Spanish:
    // every seat is taken, so it watches, with nothing to click and nothing hidden in it.
    const watcher = await openPage(browser, `${elsewhere.url}?server=${encodeURIComponent(server.url)}#table=${roomId}`, 1000, 800);
    await watcher.page.waitForSelector('#online:has-text("Every seat is taken")');
    await watcher.page.selectOption('#locale', 'es');
    expect(await watcher.page.textContent('#seats')).toMatch(/Asiento 1: persona.*Asiento 2: bot heurístico/);
    expect(await watcher.page.locator('#board .spot, #actions button').count()).toBe(0);
    await checkNoLeak(watcher.page);
    expect(watcher.errors).toEqual([]);
    await watcher.page.close();

    const looks: PageLook[] = [];
    const counts = await playByClicks(page, seeded(31), 800, (look) => looks.push(look));
    expect(await page.textContent('#status')).toMatch(/^Game over: .* won/);
    expect(counts.spots).toBeGreaterThan(20);
    expect(counts.menus).toBeGreaterThan(0);
    looks.push(await checkNoLeak(page));
    expect(await page.locator('#log-lines li').count()).toBeGreaterThan(50);
    expect(errors).toEqual([]);

    // SIGTERM with the page still connected: the server saves, closes the connection and exits.
    const stopping = Date.now();
    await server.stop();
    const stopMs = Date.now() - stopping;
    expect(server.output.join('')).toContain('stopping: closing 1 connection(s) at 1 table(s)');
    await page.waitForSelector('#online:has-text("The connection to the server is closed")');

    const [saved] = await dumpTables([roomId], { dataDir: data });
    const loaded = loadMatch(saved!.match);
    if (!loaded.ok) throw new Error(`${loaded.error.code}: ${loaded.error.message}`);
    const match = loaded.match;
    expect(looks.at(-1)!.step).toBe(match.step);
    expect(looks.length).toBeGreaterThan(3);
    for (const look of looks) {
      const state = stateAtStep(match, look.step)!;
      expect(look.view).toEqual(JSON.parse(JSON.stringify(view(state, 0))));
      expect(look.html.includes(String(match.setup.seed))).toBe(false);
    }
    console.log(`online e2e: ${match.step} steps, ${counts.spots} spots, ${counts.menus} menus, ${counts.buttons} buttons; the server stopped in ${stopMs} ms with the page connected`);
    await page.close();
  });
});
