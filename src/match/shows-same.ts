import type { AnyGameDefinition } from '../core/definition.js';
import { jsonEqual } from '../core/json.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerId } from '../core/state.js';
import type { PlayerView } from '../core/view.js';

/**
 * Whether `view(state, seat)` equals `seen`, a view of the same table (`jsonEqual`), without
 * building the view: part by part, stopping at the first difference, the game's own part last,
 * and the game asked once whether a chance node is pending (`view` asks twice, for
 * `activePlayers` and `awaitingChance`). The undo check compares a seat's view of every
 * re-drawn world it replays with the real one.
 *
 * @example
 * showsSame(game, world, 1, shownTo(real, 1).view); // true when seat 1 cannot tell them apart
 * @internal
 */
export function showsSame(game: AnyGameDefinition, state: AnyGameState, seat: PlayerId, seen: PlayerView): boolean {
  if (seen.seat !== seat || state.ply !== seen.ply || state.game !== seen.game || state.variant !== seen.variant || state.players !== seen.players) return false;
  if (!jsonEqual(state.options, seen.options) || !jsonEqual(state.data, seen.data)) return false;
  const terminal = game.isTerminal(state);
  if (terminal !== seen.terminal) return false;
  const chance = !terminal && game.chanceOutcomes(state).length > 0;
  if (chance !== seen.awaitingChance) return false;
  if (!jsonEqual(terminal || chance ? [] : game.activePlayers(state), seen.activePlayers)) return false;
  if (!jsonEqual(terminal ? game.outcome(state) : null, seen.outcome)) return false;
  return jsonEqual(game.view(state, seat), seen.g);
}
