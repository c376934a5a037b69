import type { Action } from '../core/actions.js';
import { nextRandom, type RngState } from '../core/rng.js';
import { legalActions } from '../core/queries.js';
import { cachedLegalActions, pickOutcome, requireDefinition, type AnyGameState } from '../core/runtime.js';
import type { Bot } from './bot.js';
import { noActionFor } from './bot-errors.js';

/**
 * The next action of a random playout: at a chance node (external chance) an outcome drawn with
 * its probability, otherwise a uniformly chosen legal action of an active seat (drawn uniformly
 * when several are active); `null`
 * when the game is over. Returns the generator's next state with it (no hidden randomness).
 *
 * @example
 * const { action, rng } = randomAction(state, seedRng('bot'));
 */
export function randomAction(state: AnyGameState, rng: RngState): { action: Action | null; rng: RngState } {
  // The game's hooks directly, not the public queries: this runs millions of times in playouts.
  const game = requireDefinition(state);
  if (game.isTerminal(state)) return { action: null, rng };
  const draw = nextRandom(rng);
  const chance = game.chanceOutcomes(state);
  if (chance.length > 0) {
    return { action: { type: 'chance', outcome: pickOutcome(chance, draw.value).outcome }, rng: draw.rng };
  }
  const active = game.activePlayers(state);
  if (active.length === 0) return { action: null, rng };
  let seat = active[0]!;
  let next = draw;
  if (active.length > 1) {
    // Simultaneous decisions: any active seat may be the next to act.
    seat = active[Math.floor(draw.value * active.length)]!;
    next = nextRandom(draw.rng);
  }
  const actions = cachedLegalActions(game, state, seat);
  return { action: actions[Math.floor(next.value * actions.length)] ?? null, rng: next.rng };
}

/**
 * The random player as a {@link Bot}: a uniform choice among the seat's legal actions, one draw
 * of the given generator per decision. Asked for a seat that may not act, it throws an
 * `EngineError` (`not-your-turn`): a fault of the caller, like every bot's.
 *
 * @example
 * const action = randomBot.act(state, 0, Math.random);
 */
export const randomBot: Bot = {
  name: 'random',
  act(state, seat, random) {
    const actions = legalActions(state, seat);
    if (actions.length === 0) throw noActionFor(state, seat);
    return actions[Math.floor(random() * actions.length)]!;
  },
};
