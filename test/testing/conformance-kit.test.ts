import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineGame, defineVariant, registerGame, type GameDefinition, type GameState } from '../../src/index.js';
import { checkedPlayout, ConformanceFailure } from '../../src/testing/index.js';

// The kit must be able to fail: a small honest game passes it, and each broken twin of that game
// is caught by the property it breaks. Without this, a kit that checks nothing would look green.

/** Seat 0 is dealt a secret card (1-3, a chance node); seat 1 guesses it; a right guess wins. */
const G = z.strictObject({ secret: z.int().min(1).max(3).nullable(), guess: z.int().min(1).max(3).nullable() });
type Guess = z.infer<typeof G>;
type Action = { type: 'guess'; player: number; card: number };
type State = GameState<Guess, Record<string, never>, null>;

function honest(id: string): GameDefinition<Guess, Action, { card: number }, Record<string, never>, null> {
  return defineGame({
    id,
    facts: { name: id, minPlayers: 2, maxPlayers: 2, chance: true, hiddenInformation: true, simultaneousMoves: false, maxLengthNote: 'two plies' },
    optionsSchema: z.strictObject({}),
    optionDocs: {},
    dataSchema: z.null(),
    stateSchema: G,
    actionSchema: z.strictObject({ type: z.literal('guess'), player: z.int().min(0).max(1), card: z.int() }),
    chanceOutcomeSchema: z.strictObject({ card: z.int().min(1).max(3) }),
    variants: { standard: defineVariant({ id: 'standard', game: id, description: 'The only rules.' }) },
    defaultData: () => null,
    maxPlies: () => 2,
    setup: () => ({ secret: null, guess: null }),
    activePlayers: (state: State) => (state.g.secret !== null && state.g.guess === null ? [1] : []),
    legalActions: (state: State, player: number) =>
      player === 1 && state.g.secret !== null && state.g.guess === null ? [1, 2, 3].map((card) => ({ type: 'guess' as const, player: 1, card })) : [],
    applyAction: (state: State, action: Action) => ({ g: { ...state.g, guess: action.card }, events: [{ type: 'guessed', card: action.card }] }),
    chanceOutcomes: (state: State) => (state.g.secret === null ? [1, 2, 3].map((card) => ({ outcome: { card }, probability: 1 / 3 })) : []),
    applyChance: (state: State, outcome: { card: number }) => ({ g: { ...state.g, secret: outcome.card }, events: [{ type: 'dealt', visibleTo: [0] }] }),
    isTerminal: (state: State) => state.g.guess !== null,
    outcome: (state: State) =>
      state.g.guess === null ? null : { scores: state.g.guess === state.g.secret ? [0, 1] : [1, 0], winners: [state.g.guess === state.g.secret ? 1 : 0], tieBreak: null, reason: 'guessed' },
    view: (state: State, player: number | null) => ({ ...state.g, secret: player === 0 || state.g.guess !== null ? state.g.secret : null }),
    determinize: (state: State, player: number, rng) => (player === 0 || state.g.secret === null ? state.g : { ...state.g, secret: 1 + Math.floor(rng.s0 * 3) % 3 }),
  });
}

/** The property a broken twin breaks, found by playing it through the kit. */
function brokenProperty(game: GameDefinition<Guess, Action, { card: number }, Record<string, never>, null>): string | null {
  registerGame(game);
  try {
    for (let seed = 0; seed < 20; seed++) {
      checkedPlayout({ game: game.id, players: 2, deepCheckEvery: 1 }, seed, 'auto');
      checkedPlayout({ game: game.id, players: 2, deepCheckEvery: 1 }, seed, 'external');
    }
    return null;
  } catch (failure) {
    if (failure instanceof ConformanceFailure) return failure.property;
    throw failure;
  }
}

describe('the conformance kit catches broken games', () => {
  it('an honest small game passes every property', () => {
    expect(brokenProperty(honest('kit-honest'))).toBeNull();
  });

  it.each([
    ['a view that shows the secret to the guesser', 'views-leak-nothing', (g: ReturnType<typeof honest>) => ({ ...g, view: (state: State) => state.g })],
    ['chance outcomes that sum to more than 1', 'chance-sums-to-one', (g: ReturnType<typeof honest>) => ({ ...g, chanceOutcomes: (state: State) => (state.g.secret === null ? [1, 2, 3].map((card) => ({ outcome: { card }, probability: 0.5 })) : []) })],
    ['a game longer than it declares', 'max-length', (g: ReturnType<typeof honest>) => ({ ...g, maxPlies: () => 1 })],
    ['a state holding a value JSON cannot carry', 'json-round-trip', (g: ReturnType<typeof honest>) => ({ ...g, applyChance: (state: State, outcome: { card: number }) => ({ g: { ...state.g, secret: outcome.card, note: undefined } as Guess, events: [] }) })],
    ['an active seat with nothing to do', 'decision-points', (g: ReturnType<typeof honest>) => ({ ...g, activePlayers: (state: State) => (state.g.secret !== null && state.g.guess === null ? [0, 1] : []) })],
    ['a listed action the rules cannot apply', 'enumerated-actions-apply', (g: ReturnType<typeof honest>) => ({ ...g, applyAction: (): never => { throw new Error('not written yet'); } })],
    ['a game that changes the state it is given', 'input-untouched', (g: ReturnType<typeof honest>) => ({ ...g, applyAction: (state: State, action: Action) => { (state.g as { guess: number | null }).guess = action.card; return { g: state.g, events: [] }; } })],
    ['a cannotReveal hook that clears the guess (it ends the game and shows the secret)', 'cannot-reveal-holds', (g: ReturnType<typeof honest>) => ({ ...g, cannotReveal: () => true })],
  ])('%s is caught (%s)', (what, property, breakIt) => {
    const id = `kit-${what.replace(/\W+/g, '-')}`;
    expect(brokenProperty({ ...breakIt(honest(id)), id } as ReturnType<typeof honest>)).toBe(property);
  });
});
