import type { GameEvent } from '../../core/actions.js';
import { applyAction } from '../../core/apply.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import { activePlayers } from '../../core/queries.js';
import type { AnyGameState } from '../../core/runtime.js';
import type { PlayerId } from '../../core/state.js';
import { legalIndexedActions } from '../../encodings/encodings.js';

/**
 * The bridge's `joint-step`: one action index from every active seat, chosen together (Goldfield
 * Gully's secret commitments), applied in seat order, all or none. A seat missing or named twice,
 * a seat that does not act now, or an index not legal for its seat is refused and nothing moves.
 *
 * @example
 * jointStep(state, [{ seat: 0, index: 1 }, { seat: 1, index: 6 }]);
 * @internal
 */
export function jointStep(state: AnyGameState, chosen: readonly { seat: PlayerId; index: number }[]): { state: AnyGameState; events: GameEvent[] } | RuleError {
  const acting = activePlayers(state);
  const bad = (message: string, details: Record<string, number | number[]>) => ruleError('bridge/bad-request', message, { details });
  if (acting.length === 0) return bad('No seat acts now (the end, or a chance node to resolve): a joint step needs acting seats.', { acting: [] });
  for (const { seat } of chosen) {
    if (!acting.includes(seat)) return bad(`Seat ${seat} does not act now; acting: ${acting.join(', ')}.`, { seat, acting: [...acting] });
  }
  const plays = [];
  for (const seat of acting) {
    const mine = chosen.filter((choice) => choice.seat === seat);
    if (mine.length !== 1) return bad(`Seat ${seat} acts now: name it once (named ${mine.length} times).`, { seat, acting: [...acting] });
    const legal = legalIndexedActions(state, seat);
    const at = legal.indices.indexOf(mine[0]!.index);
    if (at < 0) return bad(`Index ${mine[0]!.index} is not a legal action of seat ${seat} now.`, { seat, index: mine[0]!.index });
    plays.push(legal.actions[at]!);
  }
  let next = state;
  const events: GameEvent[] = [];
  for (const play of plays) {
    const result = applyAction(next, play);
    if (!result.ok) return result.error;
    next = result.state;
    events.push(...result.events);
  }
  return { state: next, events };
}
