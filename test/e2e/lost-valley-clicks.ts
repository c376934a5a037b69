/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * How the e2e tests play Lost Valley at the browser table the way a person does (not a test file
 * itself): by clicking the board's spots, their menus and the buttons beside the board, with a
 * leak check of the page against the seat's view. Local and online tables are played alike.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Waits until no bot is thinking and the shown seat may act, or the game is over. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const table = (window as unknown as { lostValleyTable: { update: { thinking?: number | null; active: boolean; view: { terminal: boolean } } | null } }).lostValleyTable;
    const update = table.update;
    return update !== null && (update.thinking ?? null) === null && (update.active || update.view.terminal);
  }, undefined, { timeout: 60_000 });
}

/** What {@link checkNoLeak} found in the page: the step, the view the page drew, the marker identities the DOM names, and the whole HTML. */
export interface PageLook {
  readonly step: number;
  readonly view: unknown;
  readonly identities: readonly string[];
  readonly html: string;
}

/**
 * No marker identity the seat has not seen is in the page: every marker the seat's view keeps face
 * down is drawn without an identity, and no identity the view never shows is written anywhere.
 * Returns what it looked at (an online test checks that view against the server's record).
 */
export async function checkNoLeak(page: Page): Promise<PageLook> {
  const found = await page.evaluate(() => {
    type Slot = { id: number; identity: string | null };
    const update = (window as unknown as { lostValleyTable: { update: { step: number; view: { g: unknown } } } }).lostValleyTable.update;
    const slots: Slot[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record['id'] === 'number' && 'identity' in record && 'pool' in record) slots.push(record as unknown as Slot);
        Object.values(record).forEach(walk);
      }
    };
    walk(update.view.g);
    const hidden = slots.filter((slot) => slot.identity === null).map((slot) => slot.id);
    const drawnWithIdentity = hidden.filter((id) => document.querySelector(`[data-marker="${id}"][data-identity]`) !== null);
    const known = [...new Set(slots.filter((slot) => slot.identity !== null).map((slot) => slot.identity as string))];
    return { step: update.step, view: update.view, hidden: hidden.length, drawnWithIdentity, known, html: document.documentElement.outerHTML };
  });
  expect(found.drawnWithIdentity).toEqual([]);
  // The identities the seat's view holds are the only ones the page may name.
  const identities = [...found.html.matchAll(/data-identity="([^"]+)"/g)].map((m) => m[1]!);
  for (const identity of identities) expect(found.known).toContain(identity);
  return { step: found.step, view: found.view, identities, html: found.html };
}

export function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => ((x = (x * 1103515245 + 12345) >>> 0) / 2 ** 32);
}

let turnsShot = false;

/**
 * A drawn diamond's legal turns are drawn on its faces, one place each (its first corner marked,
 * a river tile's river too), and a move's place holds the route it takes; with `shots` (a folder),
 * the first time a wide table shows turns, a picture of them, one hovered, for docs/images.
 */
export async function checkTurnsAndRoutes(page: Page, shots?: string): Promise<void> {
  const turns = page.locator('#board .spot[data-kind="diamond"]');
  const count = await turns.count();
  for (let i = 0; i < count; i++) {
    expect(await turns.nth(i).getAttribute('data-spot')).toMatch(/^diamond:\d+-\d+\/[01]$/);
    expect(await turns.nth(i).locator('.turn-corner').count()).toBe(1);
  }
  const routes = page.locator('#board .spot[data-kind="node"] polyline.spot-route');
  for (let i = 0; i < Math.min(3, await routes.count()); i++) expect((await routes.nth(i).getAttribute('points'))!.trim().split(/\s+/).length).toBeGreaterThanOrEqual(2);
  if (shots !== undefined && count > 1 && !turnsShot && page.viewportSize()!.width >= 1280) {
    turnsShot = true;
    await turns.first().locator('.spot-shape').hover();
    await page.locator('#board').screenshot({ path: `${shots}/table-lost-valley-turns.png` });
  }
}

/**
 * The human seat's policy, through the board only: most turns a random highlighted spot and a
 * random entry of its menu; else a random button beside the board (half the time one that does not
 * end the turn). Every 15 moves the page is checked for leaks (`onLook` is given what was seen);
 * every move, the drawn turns and routes ({@link checkTurnsAndRoutes}, with `shots` its pictures).
 * Returns how the game went.
 */
export async function playByClicks(page: Page, random: () => number, limit: number, onLook?: (look: PageLook) => void, shots?: string): Promise<{ spots: number; menus: number; buttons: number }> {
  const counts = { spots: 0, menus: 0, buttons: 0 };
  for (let move = 0; move < limit; move++) {
    await settled(page);
    if ((await page.getAttribute('#status', 'data-terminal')) === 'true') return counts;
    const spots = page.locator('#board .spot');
    const buttons = page.locator('#actions button');
    const spotCount = await spots.count();
    const buttonCount = await buttons.count();
    const step = await page.evaluate(() => (window as unknown as { lostValleyTable: { update: { step: number } } }).lostValleyTable.update.step);
    await checkTurnsAndRoutes(page, shots);
    if (spotCount > 0 && (buttonCount === 0 || random() < 0.8)) {
      const spot = spots.nth(Math.floor(random() * spotCount));
      // Hovering names what the spot does (its tooltip) before the click.
      expect(await spot.locator('title').textContent()).toBeTruthy();
      await spot.locator('.spot-shape').click();
      counts.spots++;
      const menu = page.locator('#spot-menu:not([hidden]) button[data-index]');
      if ((await menu.count()) > 0) {
        await menu.nth(Math.floor(random() * (await menu.count()))).click();
        counts.menus++;
      }
    } else if (buttonCount > 0) {
      const labels = await buttons.allTextContents();
      const notEnding = labels.map((label, i) => (/ends? (the|their|its) turn/i.test(label) ? -1 : i)).filter((i) => i >= 0);
      const pool = notEnding.length > 0 && random() < 0.5 ? notEnding : labels.map((_, i) => i);
      await buttons.nth(pool[Math.floor(random() * pool.length)]!).click();
      counts.buttons++;
    } else throw new Error('The seat may act but the page offers nothing to click.');
    // The click was played: the match moved on.
    await page.waitForFunction((before) => (window as unknown as { lostValleyTable: { update: { step: number } } }).lostValleyTable.update.step > before, step);
    if (move % 15 === 0) {
      const look = await checkNoLeak(page);
      onLook?.(look);
    }
  }
  throw new Error(`No end after ${limit} moves.`);
}
