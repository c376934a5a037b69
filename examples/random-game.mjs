// A random game through the public API, importing the package by its name (run `npm run build`
// first): node examples/random-game.mjs [seed]
import { createGame, isTerminal, activePlayers, legalActions, applyAction, outcome } from 'lost-valley-engine';

let state = createGame({ game: 'mountain-river-duel', players: 2, seed: process.argv[2] ?? 'readme' });
while (!isTerminal(state)) {
  const seat = activePlayers(state)[0];
  const moves = legalActions(state, seat);
  const result = applyAction(state, moves[Math.floor(Math.random() * moves.length)]);
  if (result.ok) state = result.state;
  else throw new Error(result.error.message);
}
console.log(outcome(state));
