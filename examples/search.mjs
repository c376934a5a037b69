// A search bot in a few dozen lines: flat Monte Carlo over determinizations, seated in the arena
// against three random bots in Goldfield Gully.
//   node examples/search.mjs [games] [--peek] [--one-by-one]
// With --peek it plans on the real state instead of a determinization, and so sees the dice the
// state's own generator will roll, and the secret commitments of the seats that chose before it
// when, with --one-by-one, simultaneous seats are applied as they come instead of by the arena's
// joint step: compare the shares.
import { apply, applyUnchecked, chanceOutcomes, createGame, determinize, isTerminal, activePlayers, legalActions, returns } from 'lost-valley-engine';
import { playArenaGame, randomBot, seededRandom, summarizeArena } from 'lost-valley-engine/bots';

const games = Number(process.argv[2] ?? 40);
const peek = process.argv.includes('--peek');
const oneByOne = process.argv.includes('--one-by-one');
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

/** Game i with seats rotated as in the arena, but every seat's choice applied as soon as it is made. */
function playOneByOne(i) {
  const seed = `${run.seed}-${i}`;
  const entries = [0, 1, 2, 3].map((seat) => (seat + i) % 4);
  const randoms = entries.map((_, seat) => seededRandom(`${seed}/seat-${seat}`));
  let state = createGame({ ...run.setup, seed });
  while (!isTerminal(state)) {
    const seat = activePlayers(state)[0];
    state = apply(state, run.lineup[entries[seat]].act(state, seat, randoms[seat]));
  }
  return { index: i, entries, bots: entries.map((e) => run.lineup[e].name), returns: returns(state).returns, scores: [0, 0, 0, 0], plies: state.ply, reason: 'end', decisions: [0, 0, 0, 0], forced: [0, 0, 0, 0], thinkMs: [0, 0, 0, 0] };
}

const records = Array.from({ length: games }, (_, i) => (oneByOne ? playOneByOne(i) : playArenaGame(run, i)));
for (const entry of summarizeArena(records, 4).entries) {
  console.log(`${entry.bot}: ${(entry.share * 100).toFixed(1)}% of ${games} games (95% CI ${(entry.low * 100).toFixed(1)}–${(entry.high * 100).toFixed(1)}%)`);
}
