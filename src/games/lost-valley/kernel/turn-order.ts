import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { Actor, RuleContext } from './rule-context.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { withFields } from './state-copy.js';

type G = LostValleyGameState;

/*
 * Whose turn it is and what comes next (LV-TURN-1, LV-SEAT-2): prospectors play in
 * `g.turnOrder`, one turn each; a fresh turn has none of its parts used.
 */

/**
 * The prospector whose turn it is.
 *
 * @example
 * currentActor(g).seat;
 * @internal
 */
export function currentActor(g: G): Actor {
  const index = g.turnOrder[g.turn.index]!;
  const prospector = g.prospectors[index]!;
  return { seat: prospector.seat, index, prospector };
}

/**
 * The seat leading the prospector whose turn it is.
 *
 * @example
 * currentSeat(state.g); // 0
 * @internal
 */
export function currentSeat(g: G): number {
  return g.prospectors[g.turnOrder[g.turn.index]!]!.seat;
}

/**
 * The next prospector's turn, clockwise (LV-FE-TURN-2), or the end of the game at the turn limit
 * (LV-END-4).
 *
 * @example
 * nextTurn(ctx, g, events);
 */
export function nextTurn(ctx: RuleContext, g: G, events: LostValleyEvent[]): G {
  if (g.turn.number >= ctx.options.maxTurns) {
    events.push({ type: 'game-ended', reason: 'turn-limit' });
    return withFields(g, { ended: 'turn-limit', pending: { kind: 'over' } });
  }
  const index = (g.turn.index + 1) % g.turnOrder.length;
  const prospector = g.turnOrder[index]!;
  events.push({ type: 'turn-started', player: g.prospectors[prospector]!.seat, prospector, turn: g.turn.number + 1 });
  return withFields(g, { turn: freshTurn(g.turn.number + 1, index), pending: { kind: 'turn' } });
}

/**
 * A turn with no part used yet (LV-TURN-1).
 *
 * @example
 * freshTurn(1, 0).movements; // 0
 */
export function freshTurn(number: number, index: number): LostValleyGameState['turn'] {
  return { number, index, movements: 0, actions: 0, trades: 0, whiskeys: 0, extra: { movements: 0, actions: 0, trades: 0 } };
}
