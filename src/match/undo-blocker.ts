import { applyAction } from '../core/apply.js';
import { ruleError, type RuleError } from '../core/errors.js';
import { jsonEqual } from '../core/json.js';
import { requireDefinition, type AnyGameState } from '../core/runtime.js';
import { determinize, view } from '../core/view.js';
import type { MatchStep } from './match-types.js';

/**
 * How many re-drawn worlds the hidden-reveal check tries per seat. Each world re-draws everything
 * the seat could not see; a step whose result differs in any of them showed the seat something.
 * With Goldfield Gully's seven secret picks, a reveal goes unnoticed with odds of (1/7)^12.
 */
const WORLDS_PER_SEAT = 12;

/**
 * Why a step may not be undone, or `null` when undoing it un-sees nothing:
 * - `match/undo-after-chance`: the step drew a chance outcome (a die, a tile, a marker); undoing
 *   it would let a seat play again knowing the draw, or draw again.
 * - `match/undo-after-secret`: an event showed a secret to a seat other than the one acting.
 * - `match/undo-after-reveal`: the step showed a seat something it could not see before (all
 *   the secret picks revealed by the last one), found by replaying it in worlds re-drawn from that
 *   seat's view (`determinize`).
 *
 * @example
 * const blocker = undoBlocker(before, match.steps.at(-1)!);
 */
export function undoBlocker(before: AnyGameState, step: MatchStep): RuleError | null {
  const chances = step.applied.filter((action) => action.type === 'chance').length;
  if (chances > 0) {
    return ruleError('match/undo-after-chance', `This step drew ${chances} chance outcome${chances > 1 ? 's' : ''} that the seats have seen; undoing it would let them draw again.`, {
      details: { chanceOutcomes: chances },
    });
  }
  const secret = step.events.find((event) => event.visibleTo?.some((seat) => seat !== step.actor));
  if (secret) {
    return ruleError('match/undo-after-secret', `This step showed a secret ('${secret.type}') to seat ${String(secret.visibleTo)}; undoing it cannot make them forget it.`, {
      details: { event: secret.type },
    });
  }
  // A game without a determinize hook keeps nothing hidden outside chance nodes (DESIGN: an
  // identity is drawn when first seen), and those were refused above.
  const game = requireDefinition(before);
  if (!game.facts.hiddenInformation || !game.determinize) return null;
  for (let seat = 0; seat < before.players; seat++) {
    const seen = view(step.state, seat);
    for (let world = 0; world < WORLDS_PER_SEAT; world++) {
      const guess = determinize(before, seat, `undo-check/${before.ply}/${seat}/${world}`);
      const replayed = applyAction(guess, step.action);
      if (!replayed.ok || !jsonEqual(view(replayed.state, seat), seen)) {
        return ruleError('match/undo-after-reveal', `This step showed seat ${seat} something it could not see before; undoing it cannot make it forget.`, {
          details: { seat },
        });
      }
    }
  }
  return null;
}
