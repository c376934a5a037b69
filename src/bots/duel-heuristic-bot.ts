import { componentsOf } from '../core/components.js';
import { applyUnchecked } from '../core/apply.js';
import { legalActions } from '../core/queries.js';
import type { AnyGameState } from '../core/runtime.js';
import { kindOfSeat, geometryOf } from '../games/mountain-river-duel/api.js';
import type { Board, DuelOptions, DuelGameState, Marker } from '../games/mountain-river-duel/api.js';
import type { Bot } from './bot.js';
import { noActionFor } from './bot-errors.js';
import { bestByScore } from './heuristic-choice.js';
import { planningState } from './planning.js';

/**
 * How much an area's promise (face-up gold close to completion) counts beside gold in hand.
 * Tuned by the arena: enough to build towards the richest areas without giving up gold now.
 */
const PROMISE_WEIGHT = 0.35;
/** The opponent moves next, so an area it can nearly complete weighs more than one of ours. */
const THREAT_WEIGHT = 1.3;

/**
 * The duel's heuristic bot: it tries every legal move on a copy of the state stopped before the
 * next throw, and plays the one that claims the most gold for itself and the least for its
 * opponent; between equal claims it prefers moves that leave its own areas rich in face-up gold
 * and close to completion, and the opponent's areas far from it (turning one of their markers
 * back down when they are close). Ties are broken at random. It reads only the public board.
 *
 * @example
 * const action = duelHeuristicBot.act(state, 0, random);
 */
export const duelHeuristicBot: Bot = {
  name: 'heuristic',
  act(state, seat, random) {
    const legal = legalActions(state, seat);
    if (legal.length === 0) throw noActionFor(state, seat);
    if (legal.length === 1) return legal[0]!;
    // External chance: the copy stops before the next throw, whose dice no bot may see.
    const plan = planningState(state, seat, random);
    const before = valueFor(plan, seat);
    return bestByScore(legal, (action) => valueFor(applyUnchecked(plan, action).state, seat) - before, random);
  },
};

function valueFor(state: AnyGameState, seat: number): number {
  const g = state.g as DuelGameState;
  const board = componentsOf(state) as Board;
  const options = state.options as DuelOptions;
  const geometry = geometryOf(board);
  const mine = kindOfSeat(seat, options.mountainSeat) === 'mountain' ? geometry.mountains : geometry.rivers;
  const theirs = mine === geometry.mountains ? geometry.rivers : geometry.mountains;
  const gold = g.gold[seat as 0 | 1] - g.gold[(1 - seat) as 0 | 1];
  return gold + PROMISE_WEIGHT * (promise(board, mine, g.markers) - THREAT_WEIGHT * promise(board, theirs, g.markers));
}

/** Face-up gold in each part, halved for every face-down marker still between it and a claim. */
function promise(board: Board, parts: readonly (readonly number[])[], markers: readonly Marker[]): number {
  let total = 0;
  for (const part of parts) {
    let up = 0;
    let down = 0;
    for (const id of part) {
      if (markers[id] === 'up') up += board.areas[id]!.gold;
      else if (markers[id] === 'down') down += 1;
    }
    if (down > 0) total += up / 2 ** down;
  }
  return total;
}

/** Heuristic value differences (in gold) that make a win about 73% likely (tanh 1). */
const VALUE_SCALE = 4;

/**
 * The duel's heuristic value as a win probability per seat, for search leaves: seat 0's value
 * lead (gold claimed, and face-up gold near completion) squashed into [0, 1]. It reads only the
 * public board.
 *
 * @example
 * ismctsBot({ evaluate: duelLeafValues });
 */
export function duelLeafValues(state: AnyGameState): number[] {
  const lead = (valueFor(state, 0) - valueFor(state, 1)) / 2;
  const first = 0.5 + 0.5 * Math.tanh(lead / VALUE_SCALE);
  return [first, 1 - first];
}
