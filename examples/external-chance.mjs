// A table companion: the players throw real discs and type the faces in; the engine checks
// every move. Here the "typed" throws are fixed, to show the shape of each step.
import { createGame, chanceOutcomes, applyAction, legalActions } from 'lost-valley-engine';

let state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'table', chance: 'external' });
console.log('possible throws:', chanceOutcomes(state).map((c) => `${c.outcome.discs.join('+')} (${c.probability})`).join(', '));

let result = applyAction(state, { type: 'chance', outcome: { discs: [1, 2, 2] } }); // a throw of 5
if (!result.ok) throw new Error(result.error.message);
state = result.state;
console.log('seat 0 may turn up', legalActions(state, 0).length, 'runs of five, for instance', legalActions(state, 0)[0]);

result = applyAction(state, { type: 'turn-up', player: 0, areas: [0, 1] });
console.log('a run of two after a throw of five:', result.ok ? 'accepted' : `${result.error.code}: ${result.error.message}`);
