/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { SHOTS, useTable } from './table-browser.js';

/*
 * Whole Lost Valley games played in Chromium the way a person plays them: the human seat acts only
 * by clicking the board's spots and their small menus (and, for actions with no place, the buttons
 * beside the board); the other seat is the heuristic bot, thinking in the page's Web Worker.
 */

const table = useTable();
const openTable = (width: number, height: number) => table.openTable(width, height);

async function newGame(page: Page, game: string, variant: string, players: number, others: string, seed: string): Promise<void> {
  await page.selectOption('#game', game);
  await page.selectOption('#variant', variant);
  await page.selectOption('#players', String(players));
  await page.selectOption('#others', others);
  await page.fill('#seed', seed);
  await page.click('#new-game');
  await settled(page);
}

/** Waits until no bot is thinking and the shown seat may act, or the game is over. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const table = (window as unknown as { lostValleyTable: { update: { thinking?: number | null; active: boolean; view: { terminal: boolean } } | null } }).lostValleyTable;
    const update = table.update;
    return update !== null && (update.thinking ?? null) === null && (update.active || update.view.terminal);
  }, undefined, { timeout: 60_000 });
}

/**
 * No marker identity the seat has not seen is in the page: every marker the seat's view keeps face
 * down is drawn without an identity, and no identity the view never shows is written anywhere.
 */
async function checkNoLeak(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    type Slot = { id: number; identity: string | null };
    const update = (window as unknown as { lostValleyTable: { update: { view: { g: unknown } } } }).lostValleyTable.update;
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
    return { hidden: hidden.length, drawnWithIdentity, known, html: document.documentElement.outerHTML };
  });
  expect(found.drawnWithIdentity).toEqual([]);
  // The identities the seat's view holds are the only ones the page may name.
  const identities = [...found.html.matchAll(/data-identity="([^"]+)"/g)].map((m) => m[1]!);
  for (const identity of identities) expect(found.known).toContain(identity);
}

function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => ((x = (x * 1103515245 + 12345) >>> 0) / 2 ** 32);
}

let turnsShot = false;

/**
 * A drawn diamond's legal turns are drawn on its faces, one place each (its first corner marked,
 * a river tile's river too), and a move's place holds the route it takes; the first time the wide
 * table shows turns, a picture of them, one hovered, for docs/images.
 */
async function checkTurnsAndRoutes(page: Page): Promise<void> {
  const turns = page.locator('#board .spot[data-kind="diamond"]');
  const count = await turns.count();
  for (let i = 0; i < count; i++) {
    expect(await turns.nth(i).getAttribute('data-spot')).toMatch(/^diamond:\d+-\d+\/[01]$/);
    expect(await turns.nth(i).locator('.turn-corner').count()).toBe(1);
  }
  const routes = page.locator('#board .spot[data-kind="node"] polyline.spot-route');
  for (let i = 0; i < Math.min(3, await routes.count()); i++) expect((await routes.nth(i).getAttribute('points'))!.trim().split(/\s+/).length).toBeGreaterThanOrEqual(2);
  if (count > 1 && !turnsShot && page.viewportSize()!.width >= 1280) {
    turnsShot = true;
    await turns.first().locator('.spot-shape').hover();
    await page.locator('#board').screenshot({ path: `${SHOTS}/table-lost-valley-turns.png` });
  }
}

/**
 * The human seat's policy, through the board only: most turns a random highlighted spot and a
 * random entry of its menu; else a random button beside the board (half the time one that does not
 * end the turn). Returns how the game went.
 */
async function playByClicks(page: Page, random: () => number, limit: number): Promise<{ spots: number; menus: number; buttons: number }> {
  const counts = { spots: 0, menus: 0, buttons: 0 };
  for (let move = 0; move < limit; move++) {
    await settled(page);
    if ((await page.getAttribute('#status', 'data-terminal')) === 'true') return counts;
    const spots = page.locator('#board .spot');
    const buttons = page.locator('#actions button');
    const spotCount = await spots.count();
    const buttonCount = await buttons.count();
    const step = await page.evaluate(() => (window as unknown as { lostValleyTable: { update: { step: number } } }).lostValleyTable.update.step);
    await checkTurnsAndRoutes(page);
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
    if (move % 15 === 0) await checkNoLeak(page);
  }
  throw new Error(`No end after ${limit} moves.`);
}

describe('Lost Valley at the table: the board is the control', () => {
  it.each([
    ['standard', 1280, 800],
    ['first-edition', 390, 844],
  ] as const)('%s, 2 seats at %sx%s: the human seat plays a whole game by clicking the board, against the heuristic bot', async (variant, width, height) => {
    const { page, errors } = await openTable(width, height);
    await newGame(page, 'lost-valley', variant, 2, 'heuristic', `e2e-${variant}`);
    const random = seeded(variant === 'standard' ? 11 : 23);
    // A few moves, then the pictures of a game in progress.
    const early = await playByClicks(page, random, 12).catch((error: unknown) => {
      if (String(error).includes('No end after')) return null;
      throw error;
    });
    expect(early).toBeNull();
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    if (variant === 'standard') {
      await page.screenshot({ path: `${SHOTS}/table-lost-valley.png` });
      await page.locator('#sheets').screenshot({ path: `${SHOTS}/table-lost-valley-sheets.png` });
    } else await page.screenshot({ path: `${SHOTS}/table-lost-valley-phone.png` });
    const counts = await playByClicks(page, random, 600);
    expect(await page.textContent('#status')).toMatch(/^Game over: .* won/);
    expect(counts.spots).toBeGreaterThan(20);
    expect(counts.menus).toBeGreaterThan(0);
    await checkNoLeak(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('every text is at least 11 px (on the board too), the board fills its width, and the phone width needs no sideways page scrolling', async () => {
    for (const [width, height] of [[1280, 800], [390, 844]] as const) {
      const { page } = await openTable(width, height);
      await newGame(page, 'lost-valley', 'standard', 2, 'heuristic', 'e2e-layout');
      await playByClicks(page, seeded(5), 30).catch(() => null);
      await settled(page);
      const smallest = await page.evaluate(() => {
        let least = Infinity;
        for (const element of document.querySelectorAll('body *')) {
          if (!(element instanceof HTMLElement) || element.closest('svg')) continue;
          if (![...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim() !== '')) continue;
          if (element.offsetParent === null) continue;
          least = Math.min(least, parseFloat(getComputedStyle(element).fontSize));
        }
        const svg = document.querySelector('#board svg') as SVGSVGElement;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        let board = Infinity;
        for (const node of svg.querySelectorAll('text')) board = Math.min(board, parseFloat(node.getAttribute('font-size') ?? '16') * scale);
        return { page: least, board };
      });
      // The figures, for docs and reports (the check is the line below).
      console.info(`text at ${width}x${height}: smallest page text ${smallest.page} px, smallest board text ${smallest.board.toFixed(2)} px`);
      expect(smallest.page).toBeGreaterThanOrEqual(11);
      expect(smallest.board).toBeGreaterThanOrEqual(10.99);
      const board = await page.locator('#board svg').boundingBox();
      const area = await page.locator('#board').boundingBox();
      // The board is as wide as its box, or wider (it then scrolls inside the box), never narrower.
      expect(board!.width).toBeGreaterThanOrEqual(area!.width - 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.close();
    }
  });
});

describe('Lost Valley at the table: bots, people, languages', () => {
  it('IS-MCTS thinks in the Web Worker: the page says so and stays responsive; the labels follow the language', async () => {
    const { page, errors } = await openTable(1280, 800);
    await page.selectOption('#locale', 'cs');
    expect(await page.textContent('#new-game')).toBe('Nová hra');
    await page.evaluate(() => {
      const flag = window as unknown as { sawThinking: boolean };
      flag.sawThinking = false;
      new MutationObserver(() => {
        if (document.body.dataset['thinking'] === 'true') flag.sawThinking = true;
      }).observe(document.body, { attributes: true, attributeFilter: ['data-thinking'] });
    });
    await newGame(page, 'lost-valley', 'standard', 2, 'ismcts:300', 'e2e-ismcts');
    const random = seeded(9);
    for (let i = 0; i < 40 && !(await page.evaluate(() => (window as unknown as { sawThinking: boolean }).sawThinking)); i++) {
      await playByClicks(page, random, 1).catch((error: unknown) => {
        if (!String(error).includes('No end after')) throw error;
      });
    }
    expect(await page.evaluate(() => (window as unknown as { sawThinking: boolean }).sawThinking)).toBe(true);
    // While the bot searches, the page answers: the legend folds open at once.
    await page.click('#legend summary');
    expect(await page.getAttribute('#legend', 'open')).not.toBeNull();
    await settled(page);
    expect(await page.textContent('#status')).toMatch(/na tahu: Hráč 1/);
    expect(await page.textContent('#sheets summary')).toBe('Karty hráčů');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hot-seat: the last person\'s screen is emptied behind "pass the device" before the next person sees theirs', async () => {
    const { page, errors } = await openTable(1280, 800);
    await newGame(page, 'lost-valley', 'standard', 2, 'human', 'e2e-hot-seat');
    const random = seeded(4);
    for (let i = 0; i < 60 && (await page.locator('#cover').isHidden()); i++) {
      await playByClicks(page, random, 1).catch((error: unknown) => {
        if (!String(error).includes('No end after') && !String(error).includes('Timeout')) throw error;
      });
    }
    await page.waitForSelector('#cover:not([hidden])');
    expect(await page.locator('#board *').count()).toBe(0);
    expect(await page.locator('#sheets-body *').count()).toBe(0);
    expect(await page.textContent('#cover-text')).toMatch(/^Pass the device to Seat [12]\.$/);
    await page.click('#reveal-seat');
    expect(await page.locator('#board .spot, #actions button').count()).toBeGreaterThan(0);
    await checkNoLeak(page);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('accessibility (axe-core)', () => {
  it.each([
    ['lost-valley', 'standard', 2],
    ['lost-valley', 'first-edition', 2],
    ['goldfield-gully', 'standard', 3],
    ['lost-dutchman', 'standard', 2],
    ['mountain-river-duel', 'standard', 2],
  ] as const)('%s (%s): no serious or critical violation on the table', async (game, variant, players) => {
    const { page, errors } = await openTable(1280, 800);
    await newGame(page, game, variant, players, 'heuristic', `axe-${game}`);
    // Lost Valley a few moves in, so that the board's spots and their menu are on the page.
    if (game === 'lost-valley') {
      const random = seeded(3);
      for (let i = 0; i < 40 && (i < 8 || (await page.locator('#board .spot').count()) === 0); i++) {
        await playByClicks(page, random, 1).catch((error: unknown) => {
          if (!String(error).includes('No end after')) throw error;
        });
        await settled(page);
      }
      expect(await page.locator('#board .spot').count()).toBeGreaterThan(0);
    }
    const result = await new AxeBuilder({ page }).analyze();
    // The check ran over the page: it found rules that pass (buttons with names, labelled fields).
    expect(result.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['button-name', 'label']));
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
    expect(bad).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
