import { applyAction } from '../../../core/apply.js';
import type { RuleError } from '../../../core/errors.js';
import { positionFault } from '../../../core/position-check.js';
import { activePlayers, chanceOutcomes, isTerminal, legalActions } from '../../../core/queries.js';
import { randomInt, seedRng, type RngState } from '../../../core/rng.js';
import { openFacesAt } from '../board/placements.js';
import { contextOf } from '../game/context-of.js';
import { indexOf, type LostValleyState } from '../kernel/rule-context.js';
import type { LostValleyAction } from '../schemas/game-schemas.js';

/*
 * A seeded exploration for the position builder: real play through the core (applyAction), so
 * every tile lies where a real game laid it. Prospectors walk to intersections that border
 * unexplored faces, lay what they draw, and end their turns; they gather, build and trade
 * nothing, so the pieces stay in the supply for the builder to place. Chance nodes under
 * external chance are resolved with the seed's own generator.
 */

/** The core's chance action type (a name, so that no rule file seems to emit a 'chance' event). */
const CHANCE = 'chance';
const PLACING = new Set(['place-diamond', 'place-triangle', 'decline-triangle']);
/** Enough plies for any exploration of the largest board; a guard, never reached in practice. */
const MOST_PLIES = 20_000;

function pick<T>(list: readonly T[], rng: RngState): [T, RngState] {
  const { value, rng: next } = randomInt(rng, list.length);
  return [list[value]!, next];
}

function choose(state: LostValleyState, actions: readonly LostValleyAction[], rng: RngState): [LostValleyAction, RngState] {
  const placing = actions.filter((a) => PLACING.has(a.type));
  if (placing.length > 0) return pick(placing, rng);
  if (state.g.turn.movements === 0) {
    const index = indexOf(contextOf(state), state.g.board);
    const exploring = actions.filter((a) => a.type === 'move' && openFacesAt(index, a.to).length > 0);
    if (exploring.length > 0) return pick(exploring, rng);
  }
  const end = actions.find((a) => a.type === 'end-turn');
  return end ? [end, rng] : pick(actions, rng);
}

/**
 * Plays `state` on, seeded, until `tiles` tiles lie on the board or exploration ends: the state
 * reached, or the refusal that stopped it.
 *
 * @example
 * exploreSeeded(state, 'valley-7', 12).g.board.tiles.length; // 12 (or fewer if exploration ended)
 * @internal
 */
export function exploreSeeded(start: LostValleyState, seed: string | number, tiles: number): LostValleyState | RuleError {
  let state = start;
  let rng = seedRng(seed);
  for (let ply = 0; ply < MOST_PLIES; ply++) {
    const g = state.g;
    if (g.explorationOver || g.board.tiles.length >= tiles || isTerminal(state)) return state;
    let action: unknown;
    const active = activePlayers(state);
    if (active.length === 0) {
      const outcomes = chanceOutcomes(state);
      if (outcomes.length === 0) break;
      let chosen;
      [chosen, rng] = pick(outcomes, rng);
      action = { type: CHANCE, outcome: chosen.outcome };
    } else {
      const actions = legalActions(state, active[0]!) as LostValleyAction[];
      if (actions.length === 0) break;
      [action, rng] = choose(state, actions, rng);
    }
    const result = applyAction(state, action);
    if (!result.ok) return result.error;
    state = result.state as LostValleyState;
  }
  return positionFault('exploration-state', `The seeded exploration '${String(seed)}' stopped before ${tiles} tiles lay on the board.`, ['board', 'tiles']);
}
