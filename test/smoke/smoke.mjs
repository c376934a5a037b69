// Loads the built package by its name through `import` (ESM) and plays one game.
import { createGame, isTerminal, activePlayers, legalActions, applyAction, outcome } from 'lost-valley-engine';
import { mountainRiverDuel } from 'lost-valley-engine/mountain-river-duel';
import { randomPlayout } from 'lost-valley-engine/bots';
import { conformanceSuite } from 'lost-valley-engine/testing';

let state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'smoke-esm' });
while (!isTerminal(state)) {
  const seat = activePlayers(state)[0];
  const result = applyAction(state, legalActions(state, seat)[0]);
  if (!result.ok) throw new Error(result.error.message);
  state = result.state;
}
const result = outcome(state);
if (!result || result.scores.length !== 2) throw new Error('no outcome');
if (mountainRiverDuel.id !== 'mountain-river-duel' || typeof conformanceSuite !== 'function') throw new Error('subpath exports');
if (!randomPlayout({ game: 'mountain-river-duel', players: 2, seed: 1 }, 'b').state) throw new Error('bots');
console.log(`esm smoke: ${state.ply} plies, gold ${result.scores.join(' : ')}, winners ${result.winners.join(', ')}`);

// One registry across entry points: a variant registered through the main entry is seen by the
// testing entry's code (shared chunks, not copies).
import { registerVariant, defineVariant } from 'lost-valley-engine';
import { checkedPlayout } from 'lost-valley-engine/testing';
const error = registerVariant(defineVariant({ id: 'smoke-house', game: 'mountain-river-duel', description: 'smoke', options: { maxTurns: 30 } }));
if (error) throw new Error(error.message);
checkedPlayout({ game: 'mountain-river-duel', variant: 'smoke-house', players: 2 }, 3, 'auto');
console.log('esm smoke: one registry across entry points');

// Every game's subpath and the render subpath load, and each game plays to its end.
import { goldfieldGully } from 'lost-valley-engine/goldfield-gully';
import { lostDutchman } from 'lost-valley-engine/lost-dutchman';
import { lostValley } from 'lost-valley-engine/lost-valley';
import { renderBoardSvg } from 'lost-valley-engine/render';
for (const [definition, players] of [[goldfieldGully, 3], [lostDutchman, 3], [lostValley, 3]]) {
  const { state: end, record } = randomPlayout({ game: definition.id, players, seed: 'smoke' }, 'smoke-bots');
  if (!isTerminal(end) || record.actions.length === 0) throw new Error(`${definition.id} did not finish`);
  if (definition.id === 'lost-valley' && !renderBoardSvg(end).startsWith('<svg')) throw new Error('render');
  console.log(`esm smoke: ${definition.id} finished in ${end.ply} plies`);
}

// The colyseus subpath loads where Colyseus is installed; without it (an optional peer
// dependency) only that subpath fails, and everything above has already run.
try {
  const { matchRoom } = await import('lost-valley-engine/colyseus');
  if (typeof matchRoom({}) !== 'function') throw new Error('colyseus subpath');
  console.log('esm smoke: the colyseus subpath loads');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('@colyseus/core')) throw error;
  console.log('esm smoke: @colyseus/core is not installed; the rest of the package works without it');
}
// The boardgame.io subpath loads and builds a Game; no built file loads boardgame.io at run time
// (it is an optional peer dependency: `lost-valley-engine` and this subpath work without it).
import { createBoardgameIoGame } from 'lost-valley-engine/boardgame.io';
import { readdirSync, readFileSync } from 'node:fs';
const bgio = createBoardgameIoGame({ game: 'goldfield-gully' });
if (!bgio.ok) throw new Error(bgio.error.message);
const first = bgio.game.setup({ ctx: { numPlayers: 4 } });
if (first.state !== null || !bgio.game.moves.act || !bgio.game.moves.draw) throw new Error('boardgame.io game');
if (createBoardgameIoGame({ game: 'no-such-game' }).ok) throw new Error('boardgame.io: an unknown game was accepted');
const distDir = new URL('../../dist/', import.meta.url);
for (const file of readdirSync(distDir).filter((name) => /\.(c?js)$/.test(name))) {
  const text = readFileSync(new URL(file, distDir), 'utf8');
  if (/(from\s*["']boardgame\.io|require\(["']boardgame\.io|import\(["']boardgame\.io)/.test(text)) throw new Error(`${file} loads boardgame.io at run time`);
}
console.log('esm smoke: the boardgame.io subpath builds a Game without loading boardgame.io');
