import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startGame } from '../../src/core/create.js';
import { getGame, listGames, listVariants } from '../../src/core/registry.js';
import { runCaptured } from '../support/cli-run.js';

const dir = mkdtempSync(join(tmpdir(), 'lost-valley-replay-words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = runCaptured;

// The smallest table a variant starts at (Lost Valley's team variants need four or five).
function smallestTable(game: string, variant: string): number {
  const { minPlayers, maxPlayers } = getGame(game)!.facts;
  for (let players = minPlayers; players <= maxPlayers; players++) if (startGame({ game, variant, players, seed: 0 }).ok) return players;
  throw new Error(`${game} ${variant} starts at no table`);
}

// Every game and variant at its smallest table (and Lost Valley's standard game at four seats too).
const tables = listGames().flatMap((game) =>
  listVariants(game).flatMap((variant) => {
    const seats = game === 'lost-valley' && variant === 'standard' ? [2, 4] : [smallestTable(game, variant)];
    return seats.map((players) => ({ game, variant, players }));
  }),
);
const SEAT_ZERO = { en: 'Seat 0', es: 'Asiento 0', cs: 'Hráč 0' } as const; // seats are counted from 1

describe('replay narrates in words, with no raw data', () => {
  it('covers every game, and Lost Valley in both editions', () => {
    expect(new Set(tables.map((table) => table.game))).toEqual(new Set(listGames()));
    const valley = tables.filter((table) => table.game === 'lost-valley').map((table) => table.variant);
    expect(valley).toEqual(expect.arrayContaining(['standard', 'first-edition']));
  });

  it.each(tables)('$game $variant at $players seats: no {, no "node N", "face N", "marker N" or "way N" in any locale', ({ game, variant, players }) => {
    const path = join(dir, `${game}-${variant}-${players}.json`);
    const played = run(['play', '--game', game, '--variant', variant, '--players', String(players), '--seed', 'words', '--record', path, '--quiet']);
    expect(played.code, played.err.join('\n')).toBe(0);
    for (const locale of ['en', 'es', 'cs'] as const) {
      const replayed = run(['replay', path, '--locale', locale]);
      expect(replayed.code, replayed.err.join('\n')).toBe(0);
      expect(replayed.out.length).toBeGreaterThan(5);
      const text = replayed.out.join('\n');
      expect(text).not.toMatch(/[{}]/);
      expect(text).not.toMatch(/\b(node|face|edge|nodo|uzel|uzlu)s? \d/i);
      // Markers by their pool and place, a diamond's turn by how it lies: never an id or a `way`.
      expect(text).not.toMatch(/\b(markers?|marcador(es)?|žeton[yů]?) \d/i);
      expect(text).not.toMatch(/\b(way|sentido|směr) \d/i);
      expect(text).not.toContain(SEAT_ZERO[locale]);
      // Every line is a sentence or the blank line before the result.
      for (const line of replayed.out) if (line !== '') expect(line, line).toMatch(/[.:)…]$/);
    }
  });

  it('says the result in the locale', () => {
    const path = join(dir, 'lost-valley-standard-2.json');
    expect(run(['replay', path, '--locale', 'es', '--quiet']).out[0]).toMatch(/^Resultado: .* tras \d+ jugadas \(\d+ acciones\)\.$/);
    expect(run(['replay', path, '--locale', 'cs', '--quiet']).out[0]).toMatch(/^Výsledek: .* po \d+ tazích \(akcí: \d+\)\.$/);
    const refused = run(['replay', path, '--locale', 'fr']);
    expect(refused.code).toBe(2);
    expect(refused.err[0]).toMatch(/^error: unknown locale 'fr'; locales: en, es, cs/);
  });
});
