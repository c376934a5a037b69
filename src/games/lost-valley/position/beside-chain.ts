import { PositionDraft } from '../../../core/position-check.js';
import type { RuleError } from '../../../core/errors.js';
import { contextOf } from '../game/context-of.js';
import type { LostValleyState, RuleContext } from '../kernel/rule-context.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { ValleyPosition } from './valley-position.js';

/**
 * Continues a builder chain with a step kept beside the {@link ValleyPosition} class: the
 * position so far is checked as a save is (`build()`), the change applied to it, and the chain
 * goes on from the result; a refusal before or in the step stops it.
 *
 * @example
 * continueFrom(valleyPosition().at(0, 'post'), (g) => g);
 * @internal
 */
export function continueFrom(position: ValleyPosition, change: (g: LostValleyGameState, ctx: RuleContext) => LostValleyGameState | RuleError): ValleyPosition {
  const so = position.build();
  if (!so.ok) return ValleyPosition.over(PositionDraft.refused<LostValleyState>(so.error));
  const next = change(so.state.g, contextOf(so.state));
  return 'code' in next ? ValleyPosition.over(PositionDraft.refused<LostValleyState>(next)) : ValleyPosition.of({ ...so.state, g: next });
}
