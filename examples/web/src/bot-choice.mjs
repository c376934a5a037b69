// One bot decision: the named bot (the game's heuristic bot when it has one, else the random bot)
// for one seat of a state, from a seeded generator so that a seed gives the same choice.

/** The action `bot` takes for `seat`; the heuristic name falls back to random for a game without one. */
export function chooseAction(botByName, seededRandom, state, seat, bot, seed) {
  let player = botByName(bot, state.game);
  if (typeof player === 'string') player = botByName('random', state.game);
  return player.act(state, seat, seededRandom(seed));
}
