/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { checkNoLeak, playByClicks, seeded, settled } from './lost-valley-clicks.js';
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
    const counts = await playByClicks(page, random, 600, undefined, SHOTS);
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
    // The picture's own tooltips follow the page's language too (the renderer's locale option).
    const titles = await page.locator('#board svg title').allTextContents();
    expect(titles.some((title) => title.startsWith('Startovní dílek'))).toBe(true);
    expect(titles.filter((title) => /\b(The|river diamond|face down|Prospector)\b/.test(title))).toEqual([]);
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
