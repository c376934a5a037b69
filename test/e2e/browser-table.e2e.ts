/// <reference lib="dom" />
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHOTS, useTable } from './table-browser.js';

const table = useTable();
const openTable = () => table.openTable();

async function newGame(page: Page, game: string, players: number, others: 'random' | 'human' = 'random', variant = 'standard'): Promise<void> {
  await page.selectOption('#game', game);
  await page.selectOption('#variant', variant);
  await page.selectOption('#others', others);
  await page.selectOption('#players', String(players));
  await page.fill('#seed', `e2e-${game}`);
  await page.click('#new-game');
  await page.waitForSelector('#status:not(:empty)');
}

/** Clicks real action buttons of the shown seat, `count` times where there are any to click. */
async function clickActions(page: Page, count: number): Promise<number> {
  let clicked = 0;
  for (let i = 0; i < count; i++) {
    const buttons = page.locator('#actions button');
    const n = await buttons.count();
    if (n === 0) break;
    await buttons.nth(Math.min(n - 1, i % 3)).click();
    clicked++;
  }
  return clicked;
}

/** Hands every seat to the random bot and waits for the end of the game. */
async function botsToTheEnd(page: Page): Promise<void> {
  const seats = page.locator('#seats select');
  for (let seat = 0; seat < (await seats.count()); seat++) await page.locator(`#seats select[data-seat="${seat}"]`).selectOption('random');
  await page.waitForSelector('#status[data-terminal="true"]', { timeout: 240_000 });
}

/** One raw GET (no URL clean-up on the way, unlike fetch), for the server's own checks. */
function rawGet(path: string): Promise<number> {
  const { port } = new URL(table.url);
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('the table server', () => {
  it('listens on the loopback interface and serves nothing outside examples/web/dist', async () => {
    expect(table.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await rawGet('/')).toBe(200);
    expect(await rawGet('/table.js')).toBe(200);
    for (const path of ['/../../package.json', '/%2e%2e/%2e%2e/package.json', '/..%2f..%2fpackage.json', '/nope.html']) expect(await rawGet(path), path).toBe(404);
  });
});

describe('the browser table in Chromium', () => {
  it.each([
    ['mountain-river-duel', 2, 'standard'],
    ['lost-dutchman', 3, 'standard'],
  ] as const)('%s (%s players, %s): real clicks, then the random bot to the end, without a console error', async (game, players, variant) => {
    const { page, errors } = await openTable();
    await newGame(page, game, players, 'random', variant);
    const before = await page.locator('#log-lines li').count();
    const clicked = await clickActions(page, 4);
    expect(clicked).toBeGreaterThan(0);
    expect(await page.locator('#log-lines li').count()).toBeGreaterThan(before);
    // The bot button plays seat 0's moves for a while; the picture shows the game under way.
    // Each click waits for its move in the log, then for seat 0's turn to come back after the
    // other seats' bots (the button is disabled meanwhile; checking it at once raced with the page).
    const seatZeroToMove = () => page.waitForFunction(() => !(document.getElementById('bot-move') as HTMLButtonElement).disabled, undefined, { timeout: 15_000 }).then(() => true, () => false);
    for (let i = 0; i < 25 && (await seatZeroToMove()); i++) {
      // The log keeps its last 300 lines, so a move shows as a changed log, not a longer one.
      const logged = await page.innerHTML('#log-lines');
      await page.click('#bot-move');
      await page.waitForFunction((before) => document.getElementById('log-lines')!.innerHTML !== before, logged);
      await page.waitForFunction(() => document.body.dataset['thinking'] === 'false');
    }
    expect(await page.locator('#board svg').count()).toBe(1);
    if (variant === 'standard') await page.screenshot({ path: `${SHOTS}/table-${game}.png` });
    await botsToTheEnd(page);
    expect(await page.textContent('#status')).toMatch(/^Game over: .* won/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('goldfield-gully hot-seat: no seat ever finds another seat\'s secret pick in the page; undo, save and load work', async () => {
    const { page, errors } = await openTable();
    await newGame(page, 'goldfield-gully', 3, 'human');
    // Seats 0 and 1 are people, seat 2 the bot (which picks at once, in secret).
    await page.locator('#seats select[data-seat="2"]').selectOption('random');
    const pickCell = (seat: number) => page.locator(`#board text[data-seat="${seat}"][data-row="pick"]`);
    // The bot thinks in a Web Worker: its pick shows once the worker answers.
    await page.waitForFunction(() => document.querySelector('#board text[data-seat="2"][data-row="pick"]')?.textContent === 'secret', null, { timeout: 15_000 }).catch(() => undefined);
    expect(await pickCell(2).textContent()).toBe('secret');
    expect(await page.content()).not.toMatch(/Seat 3 \(secretly\) chose/);

    await page.click('#actions button[data-notation="0:g3"]');
    // Seat 0's screen is gone before seat 1 sits down: the cover holds no board, no log.
    await page.waitForSelector('#cover:not([hidden])');
    expect(await page.locator('#board *').count()).toBe(0);
    expect(await page.content()).not.toMatch(/\(secretly\) chose/);
    await page.click('#reveal-seat');
    expect(await pickCell(0).textContent()).toBe('secret');
    expect(await pickCell(2).textContent()).toBe('secret');
    const seatOneSees = await page.content();
    expect(seatOneSees).not.toMatch(/Seat 1 \(secretly\) chose/);
    expect(seatOneSees).not.toMatch(/Seat 3 \(secretly\) chose/);

    // Seat 0's pick was seen by nobody else: Undo is offered before the click, and takes it back;
    // the device passes back to seat 0 behind the cover.
    expect(await page.isEnabled('#undo')).toBe(true);
    await page.click('#undo');
    expect(await page.textContent('#message')).toBe('');
    if (!(await page.locator('#cover').isHidden())) await page.click('#reveal-seat');
    expect(await pickCell(0).textContent()).toBe('—');
    await page.click('#actions button[data-notation="0:g5"]');
    await page.click('#reveal-seat');
    // Seat 1 is the last to pick, the only seat to act: its notation needs no seat.
    await page.click('#actions button[data-notation="bank"]');
    // The last pick reveals all picks: Undo greys out before any click, and says why.
    if (!(await page.locator('#cover').isHidden())) await page.click('#reveal-seat');
    expect(await page.isEnabled('#undo')).toBe(false);
    expect(await page.getAttribute('#undo', 'title')).toMatch(/^Undo is not possible: /);
    expect(await page.textContent('#log-lines')).toMatch(/Revealed: Seat 1 at the .* \(5\), Seat 2 banks/);

    await page.click('#save');
    expect(await page.inputValue('#save-text')).toContain('"lost-valley-engine/match"');
    await page.click('#load');
    expect(await page.textContent('#message')).toBe('Loaded.');

    await clickActions(page, 2);
    await botsToTheEnd(page);
    expect(await page.textContent('#status')).toMatch(/^Game over: .* won/);
    await page.screenshot({ path: `${SHOTS}/table-goldfield-gully.png` });
    expect(errors).toEqual([]);
    await page.close();
  });
});
