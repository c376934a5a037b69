import type { RuleError } from '../../../core/errors.js';
import { positionFault } from '../../../core/position-check.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';

type G = LostValleyGameState;

/**
 * The turn a position is at: whose (a prospector's number), its number, and the parts used
 * (LV-TURN-1); fields left out keep their value.
 *
 * @example
 * const setting: TurnSetting = { prospector: 1, actions: 1 };
 */
export interface TurnSetting {
  readonly prospector?: number;
  readonly number?: number;
  readonly movements?: number;
  readonly actions?: number;
  readonly trades?: number;
}

/**
 * Sets whose turn it is and the parts used; the turn's tasks and pending decision stay as they
 * are (the save invariants check that they fit).
 *
 * @example
 * setTurn(g, { prospector: 1 });
 * @internal
 */
export function setTurn(g: G, setting: TurnSetting): G | RuleError {
  let index = g.turn.index;
  if (setting.prospector !== undefined) {
    index = g.turnOrder.indexOf(setting.prospector);
    if (index < 0) return positionFault('turn-order', `There is no prospector ${setting.prospector} in the turn order.`, ['turnOrder']);
  }
  const { prospector: _who, ...parts } = setting;
  return { ...g, turn: { ...g.turn, ...parts, index } };
}

/**
 * Moves the ice block along the track (0 is the spring, LV-ICE-1); only once it is out.
 *
 * @example
 * moveIce(g, 2);
 * @internal
 */
export function moveIce(g: G, position: number): G | RuleError {
  if (!g.ice.out) return positionFault('ice-state', 'The ice block comes out only when exploration ends.', ['ice']);
  return { ...g, ice: { ...g.ice, position } };
}

/**
 * Ends the game for a reason; nothing is pending any more.
 *
 * @example
 * endGame(g, 'turn-limit');
 * @internal
 */
export function endGame(g: G, reason: NonNullable<G['ended']>): G {
  return { ...g, ended: reason, pending: { kind: 'over' }, tasks: [] };
}
