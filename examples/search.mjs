// A search bot in a few dozen lines: flat Monte Carlo over determinizations, seated in the arena
// against three random bots in Goldfield Gully.
//   node examples/search.mjs [games] [--peek]
// With --peek it plans on the real state instead of a determinization, and so sees the other
// seats' secret commitments and the dice the state's own generator will roll: compare the shares.
import { applyUnchecked, chanceOutcomes, determinize, isTerminal, activePlayers, legalActions, returns } from 'lost-valley-engine';
import { playArenaGame, randomBot, summarizeArena } from 'lost-valley-engine/bots';

const games = Number(process.argv[2] ?? 40);
const peek = process.argv.includes('--peek');
const PLAYOUTS_PER_ACTION = 8;

/** Plays uniformly random moves (and samples chance in external mode) to the end. */
function playout(state, random) {
  while (!isTerminal(state)) {
    const chance = chanceOutcomes(state);
    if (chance.length > 0) {
      let u = random();
      const pick = chance.find((c) => (u -= c.probability) < 0) ?? chance[chance.length - 1];
      state = applyUnchecked(state, { type: 'chance', outcome: pick.outcome }).state;
      continue;
    }
    const seats = activePlayers(state);
    const moves = legalActions(state, seats[Math.floor(random() * seats.length)]);
    state = applyUnchecked(state, moves[Math.floor(random() * moves.length)]).state;
  }
  return returns(state).returns;
}

/** A Bot: the seat is given, and so is a seeded generator. */
const flatSearch = {
  name: peek ? 'peeking-search' : 'honest-search',
  act(state, seat, random) {
    const moves = legalActions(state, seat);
    let best = moves[0];
    let bestValue = -1;
    for (const move of moves) {
      let value = 0;
      for (let i = 0; i < PLAYOUTS_PER_ACTION; i++) {
        // The honest bot re-draws what its seat cannot see; the peeking one uses the real state.
        const world = peek ? state : determinize(state, seat, Math.floor(random() * 2 ** 32));
        value += playout(applyUnchecked(world, move).state, random)[seat];
      }
      if (value > bestValue) [best, bestValue] = [move, value];
    }
    return best;
  },
};

const run = { setup: { game: 'goldfield-gully', players: 4 }, lineup: [flatSearch, randomBot, randomBot, randomBot], seed: 'search-example' };
const records = Array.from({ length: games }, (_, i) => playArenaGame(run, i));
for (const entry of summarizeArena(records, 4).entries) {
  console.log(`${entry.bot}: ${(entry.share * 100).toFixed(1)}% of ${games} games (95% CI ${(entry.low * 100).toFixed(1)}–${(entry.high * 100).toFixed(1)}%)`);
}
