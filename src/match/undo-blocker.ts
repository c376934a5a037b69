import { applyAction, applyUnchecked } from '../core/apply.js';
import { ruleError, type RuleError } from '../core/errors.js';
import { jsonEqual } from '../core/json.js';
import { requireDefinition, type AnyGameState } from '../core/runtime.js';
import { determinize, view } from '../core/view.js';
import type { MatchStep } from './match-types.js';
import { shownTo } from './seat-views.js';

/**
 * How many re-drawn worlds the hidden-reveal check replays per seat: at least two, and about
 * eight in all (four per seat at two seats). Each world re-draws everything the seat could not
 * see; a step whose result, as the seat sees it, differs in any of them (or that is not legal in
 * one) showed the seat something. A world drawn as the real state cannot differ and is not
 * counted; at most {@link DRAWS_PER_SEAT} are drawn per seat.
 */
function worldsPerSeat(players: number): number {
  return Math.max(2, Math.ceil(8 / players));
}
const DRAWS_PER_SEAT = 12;

// The answer for a step, once found: steps never change, and a UI asks after every change for
// every seat. Keyed by the step, and checked against the state before it.
const answers = new WeakMap<MatchStep, { readonly before: AnyGameState; readonly blocker: RuleError | null }>();

/**
 * Why a step may not be undone, or `null` when undoing it un-sees nothing:
 * - `match/undo-after-chance`: the step drew a chance outcome (a die, a tile, a marker); undoing
 *   it would let a seat play again knowing the draw, or draw again.
 * - `match/undo-after-secret`: an event showed a secret to a seat other than the one acting.
 * - `match/undo-after-reveal`: the step showed a seat something it could not see before (all
 *   the secret picks revealed by the last one), found by replaying it in worlds re-drawn from that
 *   seat's view (`determinize`). With Goldfield Gully's picks one world that differs from the
 *   real one finds a reveal; a single Lost Valley marker re-drawn as it was in every world goes
 *   unnoticed with odds of (p)^3 per seat that sees it, p being the chance of drawing it again.
 *
 * The answer is kept per step, so asking again costs nothing.
 *
 * @example
 * const blocker = undoBlocker(before, match.steps.at(-1)!);
 */
export function undoBlocker(before: AnyGameState, step: MatchStep): RuleError | null {
  const known = answers.get(step);
  if (known && known.before === before) return known.blocker;
  const blocker = findBlocker(before, step);
  answers.set(step, { before, blocker });
  return blocker;
}

function findBlocker(before: AnyGameState, step: MatchStep): RuleError | null {
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
  const worlds = worldsPerSeat(before.players);
  for (let seat = 0; seat < before.players; seat++) {
    const seen = shownTo(step.state, seat).view;
    let replayed = 0;
    for (let draw = 0; draw < DRAWS_PER_SEAT && replayed < worlds; draw++) {
      const guess = determinize(before, seat, `undo-check/${before.ply}/${seat}/${draw}`);
      // The real world again (nothing hidden, or every hidden thing drawn as it is): it can only
      // give the real result.
      if (guess.g === before.g || jsonEqual(guess.g, before.g)) continue;
      replayed++;
      // In the acting seat's own worlds its legal actions are the real ones (the conformance kit
      // holds every game to it), so only the other seats' worlds check the action's legality: a
      // purchase that only enough hidden gold allows shows the others that the gold is there.
      const result = seat === step.actor ? replayLegal(guess, step) : applyAction(guess, step.action);
      if (!result.ok || !jsonEqual(view(result.state, seat), seen)) {
        return ruleError('match/undo-after-reveal', `This step showed seat ${seat} something it could not see before; undoing it cannot make it forget.`, {
          details: { seat },
        });
      }
    }
  }
  return null;
}

/** The step replayed in a world where its action is known to be legal (no second legality check). */
function replayLegal(state: AnyGameState, step: MatchStep): { ok: true; state: AnyGameState } | { ok: false } {
  try {
    return { ok: true, state: applyUnchecked(state, step.action).state };
  } catch {
    // A world the game's rules cannot play the action in has shown a difference.
    return { ok: false };
  }
}
