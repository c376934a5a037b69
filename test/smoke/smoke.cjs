// Loads the built package by its name through `require` (CommonJS) and plays one game.
const { createGame, isTerminal, activePlayers, legalActions, applyAction, outcome } = require('lost-valley-engine');
const { defaultBoard } = require('lost-valley-engine/mountain-river-duel');
const { randomAction } = require('lost-valley-engine/bots');

let state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'smoke-cjs' });
while (!isTerminal(state)) {
  const seat = activePlayers(state)[0];
  const moves = legalActions(state, seat);
  const result = applyAction(state, moves[Math.floor(moves.length / 2)]);
  if (!result.ok) throw new Error(result.error.message);
  state = result.state;
}
const result = outcome(state);
if (!result || defaultBoard.areas.length !== 91 || typeof randomAction !== 'function') throw new Error('smoke failed');
console.log(`cjs smoke: ${state.ply} plies, gold ${result.scores.join(' : ')}, winners ${result.winners.join(', ')}`);

// The new subpaths load through require as well.
const { goldfieldGully } = require('lost-valley-engine/goldfield-gully');
const { lostDutchman } = require('lost-valley-engine/lost-dutchman');
const { lostValley } = require('lost-valley-engine/lost-valley');
const { renderBoardSvg } = require('lost-valley-engine/render');
if (goldfieldGully.id !== 'goldfield-gully' || lostDutchman.id !== 'lost-dutchman' || lostValley.id !== 'lost-valley') throw new Error('game subpaths');
const board = createGame({ game: 'lost-valley', players: 2, seed: 'smoke-cjs' });
if (!renderBoardSvg(board).includes('</svg>')) throw new Error('render subpath');
console.log('cjs smoke: game and render subpaths load');
const { createBoardgameIoGame } = require('lost-valley-engine/boardgame.io');
const bgio = createBoardgameIoGame({ game: 'lost-valley' });
if (!bgio.ok || bgio.game.name !== 'lost-valley') throw new Error('boardgame.io subpath');
console.log('cjs smoke: the boardgame.io subpath loads');
