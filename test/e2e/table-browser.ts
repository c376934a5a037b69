/**
 * The browser and server of the e2e tests (not a test file itself): `useTable()` builds the table,
 * serves it on the loopback interface and starts Chromium before the file's tests, and stops both
 * after; `openTable` opens a page of it (in a context of its own) that records every console error
 * and uncaught exception.
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildTable } from '../../examples/web/build.mjs';
import { serveTable } from '../../examples/web/serve.mjs';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/** Where the screenshots for the README go. */
export const SHOTS = 'docs/images';

/** The running table: its address, for raw requests too. */
export interface TableRun {
  url: string;
  openTable(width?: number, height?: number): Promise<{ page: Page; errors: string[] }>;
}

/** Chromium for the e2e tests (Debian's, or CHROMIUM_PATH). */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}

/** Opens `url` in a page of its own context that records every console error and uncaught exception; resolves once the status line says something. */
export async function openPage(browser: Browser, url: string, width = 1400, height = 950): Promise<{ page: Page; errors: string[] }> {
  // A context of its own (axe-core's runner opens a page in the same context).
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.on('close', () => {
    context.close().catch(() => undefined);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(url);
  await page.waitForSelector('#status:not(:empty)');
  return { page, errors };
}

/** Registers the file's beforeAll/afterAll and returns the run (usable inside the tests). */
export function useTable(): TableRun {
  let browser: Browser;
  let server: Server;
  const run: TableRun = {
    url: '',
    openTable: (width = 1400, height = 950) => openPage(browser, run.url, width, height),
  };
  beforeAll(async () => {
    browser = await launchChromium();
    await buildTable();
    ({ server, url: run.url } = await serveTable(0));
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });
  return run;
}
