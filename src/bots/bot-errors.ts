import { EngineError, ruleError } from '../core/errors.js';
import { activePlayers } from '../core/queries.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerId } from '../core/state.js';

/**
 * The error every bot throws when it is asked to act for a seat that has no legal action (not
 * active, a chance node pending, the game over): a fault of the caller, typed like the engine's.
 *
 * @example
 * if (legalActions(state, seat).length === 0) throw noActionFor(state, seat);
 */
export function noActionFor(state: AnyGameState, seat: PlayerId): EngineError {
  const active = activePlayers(state);
  return new EngineError(
    ruleError('not-your-turn', `A bot was asked to act for seat ${seat}, which has no legal action now; active: ${active.join(', ') || 'none'}.`, {
      details: { seat, active },
    }),
  );
}
