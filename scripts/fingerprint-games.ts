/**
 * `npx tsx scripts/fingerprint-games.ts [--games N] [--dist DIR] [--only GAME] [--without-data]`: plays N seeded
 * random games (default 300) for every registered game, variant and seat count the game accepts,
 * through the checked path, and prints one hash per configuration and one over all of them.
 *
 * Each hash covers every game's move count, every step's events and the saved final state, so a
 * change that should leave behaviour alone (a refactor, a speed-up) can be shown to have left
 * every transcript byte for byte as it was: run it before and after and compare the lines.
 * `--dist DIR` plays the built library (`DIR/index.js`, `DIR/bots.js`) instead of the source.
 * `--without-data` hashes the final state with its `data` field left out, so that a build that
 * stores component data by reference can be compared with one that stored it inline.
 *
 * @example
 * npx tsx scripts/fingerprint-games.ts --games 300 --dist dist > before.txt
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as sourceBots from '../src/bots/index.js';
import * as sourceLibrary from '../src/index.js';
import { argument } from '../bench/bench-argument.js';

const games = Number(argument('--games') ?? 300);
const dist = argument('--dist');
const only = argument('--only');
const withoutData = process.argv.includes('--without-data');

const library: typeof sourceLibrary = dist ? await import(pathToFileURL(resolve(dist, 'index.js')).href) : sourceLibrary;
const bots: typeof sourceBots = dist ? await import(pathToFileURL(resolve(dist, 'bots.js')).href) : sourceBots;
const { listGames, listVariants, getGame, startGame, saveGame } = library;

const total = createHash('sha256');
for (const gameId of listGames()) {
  if (only !== undefined && gameId !== only) continue;
  const facts = getGame(gameId)!.facts;
  for (const variant of listVariants(gameId)) {
    for (let players = facts.minPlayers; players <= facts.maxPlayers; players++) {
      // A variant that refuses this seat count (the first edition at 5, team at 2) is skipped.
      if (!startGame({ game: gameId, variant, players, seed: 'probe' }).ok) continue;
      const hash = createHash('sha256');
      for (let index = 0; index < games; index++) {
        const start = startGame({ game: gameId, variant, players, seed: `fingerprint-${index}` });
        if (!start.ok) throw new Error(start.error.message);
        const { state, moves } = bots.continuePlayout(start.state, `fingerprint-bot-${index}`, {
          checked: true,
          onStep: ({ events }) => {
            hash.update(JSON.stringify(events));
          },
        });
        const saved = withoutData ? JSON.stringify({ ...state, data: null }) : saveGame(state);
        hash.update(`${index}:${moves}:${saved}\n`);
      }
      const digest = hash.digest('hex').slice(0, 16);
      total.update(`${gameId} ${variant} ${players} ${digest}\n`);
      console.log(`${gameId} ${variant} ${players}p: ${digest}`);
    }
  }
}
console.log(`all: ${total.digest('hex').slice(0, 16)} (${games} games per configuration)`);
