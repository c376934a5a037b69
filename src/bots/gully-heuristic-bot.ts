import { legalActions } from '../core/queries.js';
import { view } from '../core/view.js';
import type { GullyAction, GullyGameState } from '../games/goldfield-gully/api.js';
import type { Bot } from './bot.js';
import { noActionFor } from './bot-errors.js';
import { bestByScore } from './heuristic-choice.js';

/** The mean of the action die: what a gatherer expects to add. */
const MEAN_ROLL = 3.5;
/** One building in six is the sheriff's; the others' tokens can steer him, so risk counts more. */
const SHERIFF_RISK = 1.5 / 6;
/** A token in hand is worth this much gold: it can turn the sheriff away from a rich purse. */
const TOKEN_VALUE = 2;

/**
 * Goldfield Gully's heuristic bot. It weighs risk against the sheriff: it banks once the gold it
 * would lose to a visit (its unbanked gold, at a risk of one in six and more, since others can
 * steer him) outweighs what a round of gathering brings; otherwise it gathers where the most
 * modifier tokens lie. In a sheriff window it spends the smallest token that turns him away from
 * its own building, towards the richest rival when it can; it steers him onto a rich rival when
 * that is cheap; in a shootout it raises its own roll when that wins; a loser moves where the most
 * tokens lie. It reads only its own view.
 *
 * @example
 * const action = gullyHeuristicBot.act(state, 2, random);
 */
export const gullyHeuristicBot: Bot = {
  name: 'heuristic',
  act(state, seat, random) {
    const legal = legalActions(state, seat) as readonly GullyAction[];
    if (legal.length === 0) throw noActionFor(state, seat);
    if (legal.length === 1) return legal[0]!;
    // The seat's view: its own commitment and everything public, never the others' choices.
    const g = view(state, seat).g as unknown as GullyGameState;
    return bestByScore(legal, (action) => scoreOf(g, seat, action), random);
  },
};

function scoreOf(g: GullyGameState, seat: number, action: GullyAction): number {
  switch (action.type) {
    case 'bank':
      // Banking keeps the purse from the sheriff and gives up a round's gathering.
      return SHERIFF_RISK * g.unbanked[seat]!;
    case 'gather':
      return MEAN_ROLL * (1 - SHERIFF_RISK) + tokensLying(g, action.building) * 0.5 * TOKEN_VALUE;
    case 'move':
      return tokensLying(g, action.building);
    case 'pass':
      return 0;
    case 'modify':
      return modifyScore(g, seat, action.by);
  }
}

function tokensLying(g: GullyGameState, building: number): number {
  const lying = g.lying[building - 1];
  return lying ? lying.ones + lying.twos : 0;
}

function modifyScore(g: GullyGameState, seat: number, by: number): number {
  const window = g.window;
  if (window === null) return -1;
  const cost = Math.abs(by) === 2 ? TOKEN_VALUE * 1.2 : TOKEN_VALUE;
  if (window.purpose === 'sheriff') {
    const from = g.sheriff ?? 0;
    const to = from + by;
    const here = g.at[seat];
    const atStake = (seat: number): number => g.unbanked[seat]! + (g.roll[seat] ?? 0);
    const victim = g.at.findIndex((building, other) => other !== seat && building === to);
    const hurt = victim >= 0 ? 0.5 * atStake(victim) : 0;
    if (here === from) return atStake(seat) + hurt - cost;
    if (here === to) return -atStake(seat) - cost;
    return hurt - cost;
  }
  if (window.purpose === 'shootout') {
    const mine = g.shot[seat] ?? 0;
    const best = Math.max(0, ...(g.shootout?.contenders ?? []).filter((other) => other !== seat).map((other) => g.shot[other] ?? 0));
    // Raising a losing roll past the best wins the building; anything else wastes the token.
    return by > 0 && mine <= best && mine + by > best ? 2 * TOKEN_VALUE - cost : -cost;
  }
  // A treasure roll: a token buys `by` gold, worth it only with tokens to spare.
  const held = g.held[seat]!;
  return by > 0 && held.ones + held.twos >= 3 ? by - cost / 2 : -cost;
}
