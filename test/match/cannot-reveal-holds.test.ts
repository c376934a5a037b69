import { describe, expect, it } from 'vitest';
import '../../src/index.js';
import { randomAction } from '../../src/bots/index.js';
import type { PlayerAction } from '../../src/core/actions.js';
import { seedRng } from '../../src/core/rng.js';
import { requireDefinition, type AnyGameState } from '../../src/core/runtime.js';
import { findReveal, revealWorlds } from '../../src/testing/index.js';
import { getGame, withVariantRules } from '../../src/index.js';
import { currentState, startMatch, submitAction } from '../../src/match/index.js';
import { lostValleyCannotReveal } from '../../src/games/lost-valley/game/cannot-reveal.js';
import { gullyCannotReveal } from '../../src/games/goldfield-gully/cannot-reveal.js';
import type { LostValleyState } from '../../src/games/lost-valley/kernel/rule-context.js';
import type { LostValleyAction } from '../../src/games/lost-valley/schemas/game-schemas.js';
import type { GullyState } from '../../src/games/goldfield-gully/table.js';
import type { GullyAction } from '../../src/games/goldfield-gully/schemas.js';

/*
 * The games' `cannotReveal` hooks held to the full check: at every step of seeded random-bot
 * games where a hook says "cannot reveal", twelve fresh worlds per seat (the undo check draws two
 * to six) replay the action, and in each it must be legal and leave that seat's view and its events
 * exactly as in the real result (the kit's `findReveal`, src/testing/reveal-check.ts; steps that go on into chance draws included, which the undo check refuses
 * before it asks the hook). The same full check refuses steps the hooks do not clear (so it can fail),
 * and hooks made too permissive fail it.
 */

type Hook = (state: AnyGameState, action: PlayerAction) => boolean;
const WORLDS = 12;

interface Ply {
  readonly before: AnyGameState;
  readonly action: PlayerAction;
}

/** Every (state, action) of a seeded random-bot match, in order (chance outcomes resolved by the match). */
function plies(setup: { game: string; players: number; variant?: string }, seed: string): Ply[] {
  const started = startMatch({ ...setup, seed });
  if (!started.ok) throw new Error(started.error.message);
  let match = started.match;
  let rng = seedRng(`${seed}/bots`);
  const out: Ply[] = [];
  for (;;) {
    const before = currentState(match);
    const pick = randomAction(before, rng);
    rng = pick.rng;
    if (pick.action === null) return out;
    out.push({ before, action: pick.action as PlayerAction });
    const next = submitAction(match, pick.action);
    if (!next.ok) throw new Error(next.error.message);
    match = next.match;
  }
}

/** The seat and world where the action shows something (the kit's full check, twelve worlds per seat), or null. */
function revealsIn({ before, action }: Ply, worlds = WORLDS): { seat: number; draw: number } | null {
  return findReveal(before, action, revealWorlds(before, worlds, `cannot-reveal-test/${before.ply}`));
}

const lostValley: Hook = (state, action) => lostValleyCannotReveal(state as LostValleyState, action as LostValleyAction);
const gully: Hook = (state, action) => gullyCannotReveal(state as GullyState, action as GullyAction);

const LOST_VALLEY_SETUPS = [
  { game: 'lost-valley', players: 4 },
  { game: 'lost-valley', players: 3 },
  { game: 'lost-valley', players: 2 },
  { game: 'lost-valley', players: 4, variant: 'team' },
  { game: 'lost-valley', players: 3, variant: 'first-edition' },
  { game: 'lost-valley', players: 4, variant: 'classic' },
];

// One game of each setup per seed: the steps every check below reads.
const lostValleyPlies = LOST_VALLEY_SETUPS.flatMap((setup, i) => [0, 1].flatMap((n) => plies(setup, `cannot-reveal-${i}-${n}`)));
const gullyPlies = [0, 1, 2, 3, 4, 5].flatMap((n) => plies({ game: 'goldfield-gully', players: 4 }, `cannot-reveal-gg-${n}`));

/** How often the hook says "cannot reveal", and every step where it does but the full check finds a reveal. */
function holdTo(hook: Hook, steps: readonly Ply[], stopAtFirst = false): { cleared: number; violations: string[] } {
  let cleared = 0;
  const violations: string[] = [];
  for (const ply of steps) {
    if (!hook(ply.before, ply.action)) continue;
    cleared++;
    const shown = revealsIn(ply);
    if (shown) {
      violations.push(`${ply.action.type} at ply ${ply.before.ply} shows seat ${shown.seat} something (world ${shown.draw})`);
      if (stopAtFirst) break;
    }
  }
  return { cleared, violations };
}

describe('cannotReveal never clears a step that the full check refuses', () => {
  it("Lost Valley's hook (LV-HIDDEN-1, LV-MOVE-1, LV-ICE-1, LV-END-4, LV-EXP-1): twelve worlds per seat at every cleared step of 12 random-bot games over six setups", () => {
    const { cleared, violations } = holdTo(lostValley, lostValleyPlies);
    expect(violations).toEqual([]);
    // Most steps are cleared (moves, turn ends, placements): the hook is not a no-op.
    expect(cleared).toBeGreaterThan(lostValleyPlies.length / 3);
  });

  it("Goldfield Gully's hook (GG-READ-2, GG-COMMIT-1): twelve worlds per seat at every cleared step of 6 random-bot games", () => {
    const { cleared, violations } = holdTo(gully, gullyPlies);
    expect(violations).toEqual([]);
    expect(cleared).toBeGreaterThan(gullyPlies.length / 3);
  });

  it('the full check can fail: it finds reveals among the steps the hooks leave to the worlds', () => {
    const left = (hook: Hook, steps: readonly Ply[]) => steps.filter((ply) => !hook(ply.before, ply.action));
    const found = left(lostValley, lostValleyPlies).filter((ply) => revealsIn(ply) !== null);
    expect(found.length).toBeGreaterThan(0);
    const gullyFound = left(gully, gullyPlies).filter((ply) => revealsIn(ply) !== null);
    expect(gullyFound.length).toBeGreaterThan(0);
  });

  it('hooks made too permissive fail the check (mutations)', () => {
    // Clearing every step, or every step of a turn's menu (a whiskey, a trade, a treasure dug).
    const always: Hook = () => true;
    const anyTurnAction: Hook = (state, action) => lostValley(state, action) || (state as LostValleyState).g.pending.kind === 'turn';
    expect(holdTo(always, lostValleyPlies, true).violations.length).toBeGreaterThan(0);
    expect(holdTo(anyTurnAction, lostValleyPlies, true).violations.length).toBeGreaterThan(0);
    // Gully: every commitment, the last one too (it reveals them all).
    const anyCommitment: Hook = (state, action) => gully(state, action) || action.type === 'gather' || action.type === 'bank';
    expect(holdTo(always, gullyPlies, true).violations.length).toBeGreaterThan(0);
    expect(holdTo(anyCommitment, gullyPlies, true).violations.length).toBeGreaterThan(0);
  });

  it('a variant with rules of its own drops the hook (a wrapped step may read what the hook never saw); words and scores keep it', () => {
    const game = getGame('lost-valley')!;
    const variant = (rules: object) => withVariantRules(game, { id: 'probe', game: 'lost-valley', description: 'probe', rules });
    expect(variant({ applyAction: (base: (s: unknown, a: unknown) => unknown, s: unknown, a: unknown) => base(s, a) }).cannotReveal).toBeUndefined();
    expect(variant({ view: (base: (s: unknown, p: unknown) => unknown, s: unknown, p: unknown) => base(s, p) }).cannotReveal).toBeUndefined();
    expect(variant({ setup: (base: (c: unknown) => unknown, c: unknown) => base(c) }).cannotReveal).toBeUndefined();
    expect(variant({ explainIllegal: () => null, runningScores: () => null }).cannotReveal).toBe(game.cannotReveal);
  });

  it('the hooks are wired in the games and dropped by nothing in their registered variants', () => {
    for (const ply of [...lostValleyPlies, ...gullyPlies]) expect(typeof requireDefinition(ply.before).cannotReveal, ply.before.variant).toBe('function');
  });
});
