import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import '../../src/index.js';
import { randomAction } from '../../src/bots/index.js';
import { applyAction, applyUnchecked } from '../../src/core/apply.js';
import { jsonEqual } from '../../src/core/json.js';
import { seedRng } from '../../src/core/rng.js';
import { requireDefinition, type AnyGameState } from '../../src/core/runtime.js';
import { determinize, view } from '../../src/core/view.js';
import { currentState, startMatch, submitAction, undoRefusal, type Match, type MatchStep } from '../../src/match/index.js';
import { shownTo } from '../../src/match/seat-views.js';

/*
 * The reveal check as it was before the one-action legality check (main at a5f3b8e,
 * src/match/undo-blocker.ts): the other seats' worlds replay the step through `applyAction`,
 * which builds the acting seat's whole list of legal actions. Kept here as the reference the
 * faster check must equal answer for answer, carried worlds included.
 */
const carriedBefore = new WeakMap<AnyGameState, readonly (readonly AnyGameState[])[]>();

function answerAsBefore(before: AnyGameState, step: MatchStep): string | null {
  const worlds = Math.max(2, Math.ceil(6 / Math.max(1, before.players - 1)));
  if (step.applied.some((action) => action.type === 'chance')) return 'match/undo-after-chance';
  if (step.events.some((event) => event.visibleTo?.some((seat) => seat !== step.actor))) return 'match/undo-after-secret';
  const game = requireDefinition(before);
  if (!game.facts.hiddenInformation || !game.determinize) return null;
  const draws = Math.max(12, worlds);
  const inherited = carriedBefore.get(before);
  carriedBefore.delete(before);
  const after: AnyGameState[][] = [];
  for (let seat = 0; seat < before.players; seat++) {
    const seen = shownTo(step.state, seat).view;
    const kept: AnyGameState[] = [];
    after.push(kept);
    const replays = (guess: AnyGameState): boolean => {
      let result: { ok: true; state: AnyGameState } | { ok: false };
      if (seat === step.actor) {
        try {
          result = { ok: true, state: applyUnchecked(guess, step.action).state };
        } catch {
          result = { ok: false };
        }
      } else result = applyAction(guess, step.action);
      if (!result.ok || !jsonEqual(view(result.state, seat), seen)) return false;
      kept.push(result.state);
      return true;
    };
    let replayed = 0;
    for (const guess of inherited?.[seat] ?? []) {
      if (replayed >= worlds) break;
      if (jsonEqual(guess.g, before.g)) continue;
      replayed++;
      if (!replays(guess)) return `match/undo-after-reveal ${seat}`;
    }
    for (let draw = 0; draw < draws && replayed < worlds; draw++) {
      const guess = determinize(before, seat, `undo-check/${before.ply}/${seat}/${draw}`);
      if (guess.g === before.g) break;
      if (jsonEqual(guess.g, before.g)) continue;
      replayed++;
      if (!replays(guess)) return `match/undo-after-reveal ${seat}`;
    }
  }
  carriedBefore.set(step.state, after);
  return null;
}

function answerNow(match: Match): string | null {
  const refusal = undoRefusal(match);
  if (!refusal) return null;
  const seat = (refusal.details as { seat?: number } | undefined)?.seat;
  return seat === undefined ? refusal.code : `${refusal.code} ${seat}`;
}

/** Plays a seeded random-bot game; at the steps `asked` picks, both checks answer for the last step. */
function compare(setup: { game: string; players: number; variant?: string }, seed: string, asked: (step: number) => boolean): { steps: number; reveals: number } {
  const started = startMatch({ ...setup, seed });
  if (!started.ok) throw new Error(started.error.message);
  let match = started.match;
  let rng = seedRng(`${seed}/bots`);
  let steps = 0;
  let reveals = 0;
  for (;;) {
    const pick = randomAction(currentState(match), rng);
    rng = pick.rng;
    if (pick.action === null) return { steps, reveals };
    const next = submitAction(match, pick.action);
    if (!next.ok) throw new Error(next.error.message);
    match = next.match;
    if (!asked(match.steps.length)) continue;
    const step = match.steps.at(-1)!;
    const before = match.steps.length > 1 ? match.steps.at(-2)!.state : match.start;
    const expected = answerAsBefore(before, step);
    expect(answerNow(match), `step ${match.steps.length} of ${seed}`).toBe(expected);
    steps++;
    if (expected?.startsWith('match/undo-after-reveal')) reveals++;
  }
}

describe('undoRefusal gives the answers it gave before the one-action legality check', () => {
  it('the same refusal (code and seat) at every step of random-bot games, asked after every step or now and then, Lost Valley and Goldfield Gully', () => {
    let steps = 0;
    let reveals = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(
          { game: 'lost-valley', players: 4 },
          { game: 'lost-valley', players: 3 },
          { game: 'lost-valley', players: 2 },
          { game: 'lost-valley', players: 4, variant: 'team' },
          { game: 'lost-valley', players: 3, variant: 'first-edition' },
          { game: 'goldfield-gully', players: 4 },
        ),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 3 }),
        (setup, seed, every) => {
          const tally = compare(setup, `as-before-${seed}`, (step) => step % every === 0);
          steps += tally.steps;
          reveals += tally.reveals;
        },
      ),
      { numRuns: 8, seed: 21 },
    );
    expect(steps).toBeGreaterThan(1_000);
    expect(reveals).toBeGreaterThan(0);
  });
});
