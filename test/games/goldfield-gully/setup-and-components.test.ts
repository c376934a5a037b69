import { describe, expect, it } from 'vitest';
import { activePlayers, chanceOutcomes, getGame, legalActions, startGame } from '../../../src/index.js';
import { defaultTown, GullyOptionsSchema, TownSchema, validateTown } from '../../../src/games/goldfield-gully/public.js';
import { draw, newGully, ofType, play } from './gully-helpers.js';

describe('goldfield-gully: components and set-up', () => {
  it('GG-OVER-1: 2 to 5 players; 1 and 6 are refused (invalid-setup)', () => {
    for (const players of [2, 3, 4, 5]) expect(newGully(players).players).toBe(players);
    for (const players of [1, 6]) {
      const result = startGame({ game: 'goldfield-gully', players, seed: 1 });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('invalid-setup');
    }
  });

  it('GG-OVER-1, GG-END-1: 10 rounds by default; the option rounds changes it', () => {
    expect(GullyOptionsSchema.parse({}).rounds).toBe(10);
    expect(newGully(2).g.round).toBe(1);
    expect(newGully(2, { rounds: 3 }).options.rounds).toBe(3);
  });

  it('GG-COMP-2, GG-ROUND-1: twelve tokens, six ±1 and six ±2, shuffled face down: the stack holds them all, unordered', () => {
    const state = newGully(3);
    expect(defaultTown.tokens).toEqual({ ones: 6, twos: 6 });
    expect(state.g.stack).toEqual({ ones: 6, twos: 6 });
    expect(state.g.spent).toEqual({ ones: 0, twos: 0 });
    // The order is unseen: each draw is a chance node with the share of the unseen tokens.
    expect(chanceOutcomes(state)).toEqual([
      { outcome: { token: 1 }, probability: 0.5 },
      { outcome: { token: 2 }, probability: 0.5 },
    ]);
    const after = draw(state, [2]);
    expect(chanceOutcomes(after)).toEqual([
      { outcome: { token: 1 }, probability: 6 / 11 },
      { outcome: { token: 2 }, probability: 5 / 11 },
    ]);
  });

  it('GG-COMP-1, GG-COMP-4: one sheriff (a die each round), one prospector and one action die per player', () => {
    const state = newGully(4);
    // One prospector per seat: one place (at) and one treasure roll per seat; one sheriff value.
    expect(state.g.at).toHaveLength(4);
    expect(state.g.roll).toHaveLength(4);
    expect(state.g.sheriff).toBeNull();
    expect(getGame('goldfield-gully')!.facts.maxPlayers).toBe(5);
  });

  it('GG-COMP-3: the score is kept for every seat: banked and unbanked gold, from 0', () => {
    const state = newGully(5);
    expect(state.g.banked).toEqual([0, 0, 0, 0, 0]);
    expect(state.g.unbanked).toEqual([0, 0, 0, 0, 0]);
  });

  it('GG-FACT-1: six buildings numbered 1 to 6; the Saloon is 2 (quota 1), the Bordello 5 (quota 2); names are data', () => {
    expect(defaultTown.buildings.map((b) => b.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(defaultTown.buildings.map((b) => b.name)).toEqual(['Assay Office', 'Saloon', 'Hotel', 'Livery', 'Bordello', 'General Store']);
    expect(defaultTown.buildings.map((b) => b.quota)).toEqual([0, 1, 0, 0, 2, 0]);
    expect(validateTown(defaultTown)).toBeNull();
  });

  it('GG-FACT-1: a custom town is checked: numbers out of order or a refill order that misses a quota are refused', () => {
    const swapped = { ...defaultTown, buildings: [defaultTown.buildings[1]!, defaultTown.buildings[0]!, ...defaultTown.buildings.slice(2)] };
    const bad = startGame({ game: 'goldfield-gully', players: 2, seed: 1, data: swapped });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.rule).toBe('GG-FACT-1');
    const noOrder = startGame({ game: 'goldfield-gully', players: 2, seed: 1, data: { ...defaultTown, refillOrder: [5] } });
    expect(noOrder.ok).toBe(false);
    if (!noOrder.ok) expect(noOrder.error.rule).toBe('GG-ROUND-2');
    expect(TownSchema.safeParse({ ...defaultTown, buildings: defaultTown.buildings.slice(1) }).success).toBe(false);
    // Renamed buildings are fine.
    const renamed = { ...defaultTown, buildings: defaultTown.buildings.map((b) => ({ ...b, name: `No. ${b.number}` })) };
    expect(startGame({ game: 'goldfield-gully', players: 2, seed: 1, data: renamed }).ok).toBe(true);
  });
});

describe('goldfield-gully: the quota refill', () => {
  it('GG-ROUND-2, GG-ROUND-3, reading 1: the round opens by filling the Bordello to 2 tokens, then the Saloon to 1, one chance node per token', () => {
    let state = newGully(2);
    expect(state.g.phase).toBe('refill');
    expect(activePlayers(state)).toEqual([]);
    const first = play(state, { type: 'chance', outcome: { token: 2 } });
    expect(first.events).toEqual([{ type: 'token-drawn', building: 5, token: 2 }]);
    state = draw(first.state, [1]);
    expect(state.g.lying[4]).toEqual({ ones: 1, twos: 1 });
    const last = play(state, { type: 'chance', outcome: { token: 1 } });
    expect(ofType(last.events, 'token-drawn')).toEqual([{ type: 'token-drawn', building: 2, token: 1 }]);
    state = last.state;
    expect(state.g.lying[1]).toEqual({ ones: 1, twos: 0 });
    expect(state.g.stack).toEqual({ ones: 4, twos: 5 });
    expect(state.g.phase).toBe('commit');
    expect(chanceOutcomes(state)).toEqual([]);
    expect(legalActions(state, 0)).toHaveLength(7);
  });

  it('GG-ROUND-2, GG-ROUND-3: only the shortfall is drawn: tokens still lying on a building stay, and a full quota draws nothing', () => {
    // Round 1: seat 0 banks, seat 1 gathers at building 1: nobody takes the Bordello's or Saloon's tokens.
    let state = draw(newGully(2), [1, 1, 2]);
    state = play(state, { type: 'bank', player: 0 }).state;
    state = play(state, { type: 'gather', player: 1, building: 1 }).state;
    state = play(state, { type: 'chance', outcome: { die: 4 } }).state; // seat 1's treasure
    const sheriff = play(state, { type: 'chance', outcome: { die: 6 } }); // the sheriff: empty building 6
    expect(sheriff.state.g.round).toBe(2);
    // Quotas are full: round 2 goes straight to the commitments, nothing drawn.
    expect(ofType(sheriff.events, 'token-drawn')).toEqual([]);
    expect(sheriff.state.g.phase).toBe('commit');
    expect(sheriff.state.g.stack).toEqual({ ones: 4, twos: 5 });
  });

  it('GG-ROUND-3, GG-FACT-2: when the face-down stack is empty, the quotas stay unfilled', () => {
    // A town with three tokens only: round 1 takes them all; round 2 cannot refill.
    const town = { ...defaultTown, tokens: { ones: 2, twos: 1 } };
    let state = newGully(2, {}, { data: town });
    state = draw(state, [1, 2, 1]);
    expect(state.g.stack).toEqual({ ones: 0, twos: 0 });
    state = play(state, { type: 'gather', player: 0, building: 5 }).state;
    state = play(state, { type: 'gather', player: 1, building: 2 }).state;
    state = play(state, { type: 'chance', outcome: { die: 2 } }).state;
    state = play(state, { type: 'chance', outcome: { die: 2 } }).state;
    const end = play(state, { type: 'chance', outcome: { die: 1 } });
    expect(end.state.g.round).toBe(2);
    expect(end.state.g.lying[4]).toEqual({ ones: 0, twos: 0 });
    expect(end.state.g.lying[1]).toEqual({ ones: 0, twos: 0 });
    expect(end.state.g.phase).toBe('commit');
    expect(ofType(end.events, 'token-drawn')).toEqual([]);
  });

  it('GG-ROUND-3: a stack that runs short fills the Bordello first', () => {
    const town = { ...defaultTown, tokens: { ones: 1, twos: 0 } };
    const state = newGully(2, {}, { data: town });
    const step = play(state, { type: 'chance', outcome: { token: 1 } });
    expect(step.events).toEqual([{ type: 'token-drawn', building: 5, token: 1 }, { type: 'commitments-open', round: 1 }]);
    expect(step.state.g.lying[1]).toEqual({ ones: 0, twos: 0 });
  });
});
