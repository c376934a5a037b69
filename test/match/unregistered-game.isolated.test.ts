import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listGames, registerVariant, startGame } from '../../src/core/index.js';
import { unknownGameMessage } from '../../src/core/registry.js';
import { createAecEnv } from '../../src/encodings/index.js';
import { loadMatch, startMatch } from '../../src/match/index.js';

// Isolated (a fresh module graph): only `lost-valley-engine/match` and `/encodings` are loaded, as
// in a program that forgot to import its game. The registry starts empty.

const importHint = (game: string) => `Import 'lost-valley-engine/${game}' (or 'lost-valley-engine', which registers every game) first.`;

describe('a game that is not registered: every entry point that takes a game id says which import registers it', () => {
  it('startMatch (the documented example without its game import)', () => {
    expect(listGames()).toEqual([]);
    const r = startMatch({ game: 'goldfield-gully', players: 3, seed: 'table-7' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('invalid-setup');
    expect(r.error.path).toEqual(['game']);
    expect(r.error.message).toBe(`Unknown game 'goldfield-gully': it is not registered in this program. ${importHint('goldfield-gully')} Registered games: none.`);
  });

  it("createAecEnv (lost-valley-engine/encodings), which used to say \"Unknown game 'lost-valley'. Games: .\"", () => {
    const env = createAecEnv({ game: 'lost-valley', players: 4 });
    expect('code' in env && env.code).toBe('invalid-setup');
    if ('code' in env) expect(env.message).toContain(importHint('lost-valley'));
  });

  it('startGame, loadMatch and registerVariant give the same guidance; an id that is no game of the package names them all', () => {
    const start = startGame({ game: 'lost-dutchman', players: 3, seed: 1 });
    expect(!start.ok && start.error.message).toContain(importHint('lost-dutchman'));
    const save = JSON.stringify({ format: 'lost-valley-engine/match', version: 2, setup: { game: 'mountain-river-duel', players: 2, seed: 1 }, changes: [] });
    const loaded = loadMatch(save);
    expect(!loaded.ok && loaded.error.message).toContain(importHint('mountain-river-duel'));
    const variant = registerVariant({ id: 'mine', game: 'lost-valley', description: 'A house rule.' });
    expect(variant?.message).toContain(importHint('lost-valley'));
    const chess = startGame({ game: 'chess', players: 2, seed: 1 });
    expect(!chess.ok && chess.error.message).toBe(unknownGameMessage('chess'));
    expect(unknownGameMessage('chess')).toContain("The package's games are mountain-river-duel, goldfield-gully, lost-dutchman, lost-valley");
    expect(unknownGameMessage('chess')).toContain('registerGame');
  });

  it('the games the messages name are the built-in games, each a subpath of the package', async () => {
    const { builtinGames } = await import('../../src/games/builtin-games.js');
    const ids = builtinGames.map((game) => game.id);
    const exports = Object.keys((JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { exports: object }).exports);
    for (const id of ids) {
      expect(exports).toContain(`./${id}`);
      expect(unknownGameMessage('chess')).toContain(id);
    }
    // Registered now (builtin-games imports every game's subpath): the match starts.
    expect(startMatch({ game: 'goldfield-gully', players: 3, seed: 'table-7' }).ok).toBe(true);
  });
});
