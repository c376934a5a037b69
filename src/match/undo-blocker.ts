import { applyAction, applyUnchecked } from '../core/apply.js';
import { ruleError, type RuleError } from '../core/errors.js';
import type { PlayerAction } from '../core/actions.js';
import type { AnyGameDefinition } from '../core/definition.js';
import { listsAction, requireDefinition, type AnyGameState } from '../core/runtime.js';
import { carriedPast, takeWorlds, type WorldSource } from './carried-worlds.js';
import type { MatchStep } from './match-types.js';
import { shownTo } from './seat-views.js';
import { showsSame } from './shows-same.js';

/**
 * How many re-drawn worlds the hidden-reveal check replays per seat: at least two, and at least
 * six among the seats other than the actor (six per seat at two seats, three at three, two from
 * four on). Each world re-draws everything the seat could not see; a step whose result, as the
 * seat sees it, differs in any of them (or that is not legal in one) showed the seat something.
 * A reveal to all is seen by every seat that did not know, so their worlds add up. A world drawn
 * as the real state cannot differ and is not counted; at most {@link DRAWS_PER_SEAT} are drawn
 * per seat.
 */
function worldsPerSeat(players: number): number {
  return Math.max(2, Math.ceil(6 / Math.max(1, players - 1)));
}
const DRAWS_PER_SEAT = 12;

// The answer for a step, once found: steps never change, and a UI asks after every change for
// every seat. Keyed by the step, and checked against the state before it.
const answers = new WeakMap<MatchStep, { readonly before: AnyGameState; readonly worlds: number; readonly blocker: RuleError | null }>();

// The worlds carried forward (computed incrementally): a step that showed a seat nothing leaves,
// in each of that seat's worlds, a state whose view for the seat is exactly its real view after
// the step; that state is a world of the next step's seat as good as a fresh `determinize`, which
// it saves (about half the check's time). A step the game's `cannotReveal` lets through carries
// them on as records (carried-worlds.ts), replayed only when a later step needs them. Keyed by the
// state they are worlds of, per seat, and taken out when used, so at most the newest state of a
// match holds any.
const carried = new WeakMap<AnyGameState, readonly (readonly WorldSource[])[]>();

/**
 * Why a step may not be undone, or `null` when undoing it un-sees nothing:
 * - `match/undo-after-chance`: the step drew a chance outcome (a die, a tile, a marker); undoing
 *   it would let a seat play again knowing the draw, or draw again.
 * - `match/undo-after-secret`: an event showed a secret to a seat other than the one acting.
 * - `match/undo-after-reveal`: the step showed a seat something it could not see before (all
 *   the secret picks revealed by the last one, a purchase that only enough hidden gold allows),
 *   found by replaying it in worlds re-drawn from that seat's view (`determinize`): the seat's
 *   view after it differs in one, or (in another seat's world) the action is not legal there.
 *   Two worlds per seat from four seats on, three at three, six at two. Over 20 Lost Valley
 *   games of random bots at four seats it refuses the very 162 steps that twelve worlds per seat
 *   refuse; at three seats 127 of their 128, at two 101 of 101 (bench/undo-check-agreement.ts).
 *
 * The check samples: a reveal that shows in few worlds (a trade that most re-drawn bags could
 * pay for too) can go unnoticed. `worlds` sets the worlds per seat for a host that wants more
 * certainty at more cost. The answer is kept per step, so asking again costs nothing, and asked
 * after every step it re-draws few worlds: a step that showed a seat nothing leaves that seat's
 * worlds, replayed, as worlds of the next step (about a quarter to a third less time; over two
 * seeded four-seat games they found 20 of the 21 reveals that fresh worlds found, and no other).
 * A step the game's `cannotReveal` hook clears (Lost Valley's moves, `end-turn` before the ice
 * is out, placements; a Goldfield Gully commitment that others still wait on) replays no world:
 * its worlds are carried on as records and replayed by the next step that needs them, so the
 * answers stay those of replaying every step, at a fraction of the cost (bench/RESULTS.md).
 *
 * @example
 * const blocker = undoBlocker(before, match.steps.at(-1)!);
 * const surer = undoBlocker(before, match.steps.at(-1)!, { worlds: 12 });
 */
export function undoBlocker(before: AnyGameState, step: MatchStep, options: { readonly worlds?: number } = {}): RuleError | null {
  const worlds = Math.max(1, Math.floor(options.worlds ?? worldsPerSeat(before.players)));
  const known = answers.get(step);
  if (known && known.before === before && known.worlds === worlds) return known.blocker;
  const blocker = findBlocker(before, step, worlds);
  answers.set(step, { before, worlds, blocker });
  return blocker;
}

function findBlocker(before: AnyGameState, step: MatchStep, worlds: number): RuleError | null {
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
  const draws = Math.max(DRAWS_PER_SEAT, worlds);
  const inherited = carried.get(before);
  carried.delete(before);
  // The game says this step shows nobody anything: no world is replayed now. Each seat's worlds
  // go on as records, replayed by the first later step that needs them (docs/core-contract.md).
  if (cannotReveal(game, before, step.action as PlayerAction)) {
    const past: WorldSource[][] = [];
    for (let seat = 0; seat < before.players; seat++) past.push(carriedPast(inherited?.[seat] ?? [], before, step.action as PlayerAction));
    carried.set(step.state, past);
    return null;
  }
  const after: WorldSource[][] = [];
  for (let seat = 0; seat < before.players; seat++) {
    const seen = shownTo(step.state, seat).view;
    const kept: WorldSource[] = [];
    after.push(kept);
    // A world of this seat: false when it showed the seat something (its view differs, or, in
    // another seat's world, the action is not legal there), else its result is kept.
    const replays = (guess: AnyGameState): boolean => {
      // In the acting seat's own worlds its legal actions are the real ones (the conformance kit
      // holds every game to it), so only the other seats' worlds check the action's legality: a
      // purchase that only enough hidden gold allows shows the others that the gold is there.
      const result = seat === step.actor ? replayLegal(guess, step) : replayChecked(game, guess, step);
      if (!result.ok || !showsSame(game, result.state, seat, seen)) return false;
      kept.push({ kind: 'world', state: result.state, actions: [] });
      return true;
    };
    // The carried worlds first (a world that has become the real one is not counted), then
    // worlds re-drawn here until there are enough.
    const sources = [...(inherited?.[seat] ?? []), { kind: 'draws', base: before, actions: [] } as const];
    if (takeWorlds(sources, before, seat, worlds, draws, replays) === false) return revealedTo(seat);
  }
  carried.set(step.state, after);
  return null;
}

// The game's `cannotReveal`, false where it has none or cannot judge the state.
function cannotReveal(game: AnyGameDefinition, state: AnyGameState, action: PlayerAction): boolean {
  if (!game.cannotReveal || action.type === 'chance') return false;
  try {
    return game.cannotReveal(state, action) === true;
  } catch {
    return false;
  }
}

function revealedTo(seat: number): RuleError {
  return ruleError('match/undo-after-reveal', `This step showed seat ${seat} something it could not see before; undoing it cannot make it forget.`, { details: { seat } });
}

/**
 * The step replayed with its legality checked as `applyAction` checks it, or `{ ok: false }`: a
 * seat's action by `listsAction` (the game's one-action check where it has one, so Lost Valley
 * builds only the part of its turn menu that can hold the action, not the whole list: it was 43%
 * of the check), then applied without a second check; anything else by `applyAction` itself.
 */
function replayChecked(game: AnyGameDefinition, state: AnyGameState, step: MatchStep): { ok: true; state: AnyGameState } | { ok: false } {
  const action = step.action;
  if (action.type === 'chance') return applyAction(state, action);
  try {
    if (!listsAction(game, state, action as PlayerAction)) return { ok: false };
    return { ok: true, state: applyUnchecked(state, action).state };
  } catch {
    // A world the game's rules cannot judge or play the action in has shown a difference.
    return { ok: false };
  }
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
