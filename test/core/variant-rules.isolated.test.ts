import { describe, expect, it } from 'vitest';
import {
  activePlayers,
  apply,
  applyAction,
  chanceOutcomes,
  createGame,
  defineVariant,
  defineVariantOf,
  effectiveGame,
  getGame,
  isTerminal,
  legalActions,
  listVariants,
  loadGameResult,
  outcome,
  registerVariant,
  replayRecord,
  saveGame,
  startGame,
  type AnyGameState,
  type PlayerAction,
} from '../../src/index.js';
import { mountainRiverDuel } from '../../src/games/mountain-river-duel/public.js';
import { randomAction } from '../../src/bots/random-bot.js';
import { seedRng } from '../../src/core/rng.js';
import { checkedPlayout, conformanceConfigs, ConformanceFailure } from '../../src/testing/index.js';

// Variants that carry code (docs/variants.md), on the duel: the core composes a variant's rule
// hooks over the game's once per (game, variant), plays every state of that variant by them, and
// guards them as it guards the game's. Registered in this isolated file only.

/** Runs of at most two areas (a seat with nothing else left passes): a rule no duel option foresees. */
const shortRuns = defineVariantOf(mountainRiverDuel, {
  id: 'test-short-runs',
  description: 'A seat turns up at most two areas at once.',
  rules: {
    legalActions: (base, state, player) => {
      const kept = base(state, player).filter((action) => action.type !== 'turn-up' || action.areas.length <= 2);
      return kept.length > 0 ? kept : [{ type: 'pass' as const, player }];
    },
  },
});

/** Every score doubled at the end; the winners stay the same. */
const doubleScores = defineVariantOf(mountainRiverDuel, {
  id: 'test-double-scores',
  description: 'Scores count twice.',
  rules: {
    outcome: (base, state) => {
      const result = base(state);
      return result && { ...result, scores: result.scores.map((score) => score * 2) };
    },
  },
});

/** Its applyAction throws once the game has started: the engine must refuse, not throw. */
const brokenApply = defineVariantOf(mountainRiverDuel, {
  id: 'test-broken-apply',
  description: 'A variant with a bug in its applyAction.',
  rules: {
    applyAction: () => {
      throw new Error('boom');
    },
  },
});

const brokenSetup = defineVariantOf(mountainRiverDuel, {
  id: 'test-broken-setup',
  description: 'A variant with a bug in its setup.',
  rules: {
    setup: () => {
      throw new Error('no board');
    },
  },
});

/** Its applyChance throws: an auto-chance game of it cannot even be dealt. */
const brokenChance = defineVariantOf(mountainRiverDuel, {
  id: 'test-broken-chance',
  description: 'A variant with a bug in its applyChance.',
  rules: {
    applyChance: () => {
      throw new Error('no dice');
    },
  },
});

/** Its view throws only for a loaded state's checks (spectator view): a save of it is refused. */
const brokenView = defineVariantOf(mountainRiverDuel, {
  id: 'test-broken-view',
  description: 'A variant with a bug in its view.',
  rules: {
    view: () => {
      throw new Error('no view');
    },
  },
});

/** Its applyAction writes into the state it is given: the conformance kit must catch it. */
const writesInput = defineVariantOf(mountainRiverDuel, {
  id: 'test-writes-input',
  description: 'A variant whose hook changes its input.',
  rules: {
    applyAction: (base, state, action) => {
      (state as { ply: number }).ply += 0;
      return base(state, action);
    },
  },
});

for (const variant of [shortRuns, doubleScores, brokenApply, brokenSetup, brokenChance, brokenView, writesInput]) {
  expect(registerVariant(variant)).toBeNull();
}

function playToEnd(start: AnyGameState, seed: string): AnyGameState {
  let state = start;
  let rng = seedRng(seed);
  while (!isTerminal(state)) {
    const next = randomAction(state, rng);
    if (next.action === null) break;
    rng = next.rng;
    const result = applyAction(state, next.action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return state;
}

describe('variants that carry code', () => {
  it('a variant without rules plays by the very definition of its game: nothing is composed or added', () => {
    const duel = getGame('mountain-river-duel')!;
    expect(effectiveGame('mountain-river-duel', 'standard')).toBe(duel);
    expect(effectiveGame('mountain-river-duel', 'nope')).toBeUndefined();
    expect(effectiveGame('chess', 'standard')).toBeUndefined();
  });

  it("a variant's hooks are composed once per (game, variant) and wrap the game's own", () => {
    const composed = effectiveGame('mountain-river-duel', shortRuns.id)!;
    expect(composed).not.toBe(getGame('mountain-river-duel'));
    expect(effectiveGame('mountain-river-duel', 'standard')).toBe(getGame('mountain-river-duel'));
    expect(effectiveGame('mountain-river-duel', shortRuns.id)).toBe(composed);
    // Hooks the variant leaves out are the game's own functions.
    expect(composed.chanceOutcomes).toBe(getGame('mountain-river-duel')!.chanceOutcomes);
  });

  it('its legalActions hook decides what the seats may do, and applyAction refuses the rest', () => {
    // The first state of a seeded standard game where a seat may turn up three areas or more,
    // and the same state under the variant.
    const long = (action: PlayerAction) => action.type === 'turn-up' && 'areas' in action && Array.isArray(action.areas) && action.areas.length > 2;
    const seatWithLongRun = (state: AnyGameState) => activePlayers(state).find((seat) => legalActions(state, seat).some(long));
    let standard = createGame({ game: 'mountain-river-duel', players: 2, seed: 'short' });
    let rng = seedRng('short');
    while (seatWithLongRun(standard) === undefined) {
      const next = randomAction(standard, rng);
      rng = next.rng;
      standard = apply(standard, next.action!);
    }
    const seat = seatWithLongRun(standard)!;
    const house = { ...standard, variant: shortRuns.id };
    expect(legalActions(house, seat).length).toBeGreaterThan(0);
    expect(legalActions(house, seat).some(long)).toBe(false);
    const short = legalActions(standard, seat).filter((action) => !long(action));
    expect(legalActions(house, seat)).toEqual(short.length > 0 ? short : [{ type: 'pass', player: seat }]);
    const longRun = legalActions(standard, seat).find(long)!;
    const refused = applyAction(house, longRun);
    expect(refused.ok).toBe(false);
    expect(applyAction(standard, longRun).ok).toBe(true);
    const final = playToEnd(createGame({ game: 'mountain-river-duel', variant: shortRuns.id, players: 2, seed: 'short' }), 'short');
    expect(isTerminal(final)).toBe(true);
  });

  it('its outcome hook scores the end; the same game under the standard rules scores half', () => {
    const seed = 'double';
    const standard = playToEnd(createGame({ game: 'mountain-river-duel', players: 2, seed }), seed);
    const doubled = playToEnd(createGame({ game: 'mountain-river-duel', variant: doubleScores.id, players: 2, seed }), seed);
    expect(doubled.g).toEqual(standard.g);
    expect(outcome(doubled)!.scores).toEqual(outcome(standard)!.scores.map((score) => score * 2));
    expect(outcome(doubled)!.winners).toEqual(outcome(standard)!.winners);
  });

  it('a hook that throws gives a typed refusal (variant-rule-failed) naming the variant and leaves the state untouched', () => {
    const state = createGame({ game: 'mountain-river-duel', variant: brokenApply.id, players: 2, seed: 1 });
    const before = JSON.stringify(state);
    const [action] = legalActions(state, 0);
    const result = applyAction(state, action);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('variant-rule-failed');
    expect(result.error.details).toEqual({ variant: brokenApply.id, hook: 'applyAction' });
    expect(result.error.message).toMatch(/boom/);
    expect(JSON.stringify(state)).toBe(before);
    const started = startGame({ game: 'mountain-river-duel', variant: brokenSetup.id, players: 2, seed: 1 });
    expect(started.ok || started.error).toMatchObject({ code: 'variant-rule-failed', details: { hook: 'setup' } });
    const loaded = loadGameResult(saveGame(createGame({ game: 'mountain-river-duel', variant: brokenView.id, players: 2, seed: 1 })));
    expect(loaded.ok || loaded.error).toMatchObject({ code: 'variant-rule-failed', details: { hook: 'view' } });
    // The duel opens with a throw of the discs: external chance defers it, a replay in auto mode draws it.
    const dealt = createGame({ game: 'mountain-river-duel', variant: brokenChance.id, players: 2, seed: 1, chance: 'external' });
    const [outcomeOption] = chanceOutcomes(dealt);
    const thrown = applyAction(dealt, { type: 'chance', outcome: outcomeOption!.outcome });
    expect(thrown.ok || thrown.error).toMatchObject({ code: 'variant-rule-failed', details: { hook: 'applyChance' } });
    const replayed = replayRecord({ setup: { game: 'mountain-river-duel', variant: brokenChance.id, players: 2, seed: 1 }, actions: [] });
    expect(replayed.ok || replayed.error).toMatchObject({ code: 'variant-rule-failed', details: { hook: 'applyChance' } });
  });

  it('a save names its variant: it loads under that variant, and a save of a variant not registered is refused', () => {
    const state = playToEnd(createGame({ game: 'mountain-river-duel', variant: doubleScores.id, players: 2, seed: 'save' }), 'save');
    const loaded = loadGameResult(saveGame(state));
    expect(loaded.ok && loaded.state.variant).toBe(doubleScores.id);
    expect(loaded.ok && outcome(loaded.state)).toEqual(outcome(state));
    const foreign = saveGame({ ...state, variant: 'house-rule-from-elsewhere' });
    const refused = loadGameResult(foreign);
    expect(refused.ok || refused.error.code).toBe('invalid-save');
    expect(refused.ok || refused.error.message).toMatch(/no variant 'house-rule-from-elsewhere' registered/);
    // A state of an unregistered variant is never played by the base rules.
    const stray = { ...createGame({ game: 'mountain-river-duel', players: 2, seed: 1 }), variant: 'house-rule-from-elsewhere' };
    expect(legalActions(stray, 0)).toEqual([]);
    const applied = applyAction(stray, { type: 'pass', player: 0 });
    expect(applied.ok || applied.error.code).toBe('invalid-save');
  });

  it('registerVariant refuses rules that are not rule hooks', () => {
    const typo = defineVariant({ id: 'test-typo', game: 'mountain-river-duel', description: 'A typo.', rules: { legalAction: () => [] } as never });
    expect(registerVariant(typo)).toMatchObject({ code: 'invalid-setup', path: ['rules', 'legalAction'] });
    expect(listVariants('mountain-river-duel')).not.toContain('test-typo');
  });

  it('the conformance kit runs variants registered at run time, and plays them by their hooks', () => {
    const configs = conformanceConfigs('mountain-river-duel').map((config) => config.variant);
    expect(configs).toEqual(expect.arrayContaining([shortRuns.id, doubleScores.id]));
    for (const seed of [1, 2, 3]) {
      for (const chance of ['auto', 'external'] as const) {
        const final = checkedPlayout({ game: 'mountain-river-duel', variant: shortRuns.id, players: 2, games: 1 }, seed, chance);
        expect(isTerminal(final)).toBe(true);
      }
    }
    let caught: unknown;
    try {
      checkedPlayout({ game: 'mountain-river-duel', variant: writesInput.id, players: 2, games: 1 }, 1, 'external');
    } catch (fault) {
      caught = fault;
    }
    expect(caught).toBeInstanceOf(ConformanceFailure);
    expect((caught as ConformanceFailure).property).toBe('input-untouched');
  });
});
