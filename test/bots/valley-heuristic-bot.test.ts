import { describe, expect, it } from 'vitest';
import { activePlayers, createGame, determinize, jsonEqual, legalActions, type AnyGameState, type GameState } from '../../src/index.js';
import { botByName, lostValleyHeuristicBot, playArenaGame, randomBot, seededRandom, summarizeArena, type Bot } from '../../src/bots/index.js';
import { applyAction } from '../../src/core/apply.js';
import { randomAction } from '../../src/bots/random-bot.js';
import { seedRng } from '../../src/core/rng.js';
import type { LostValleyAction } from '../../src/games/lost-valley/schemas/game-schemas.js';

/**
 * Decision points of games where seat 0 is the heuristic bot and the others play at random
 * (chance drawn by the state's own generator): the states the bot meets in the arena.
 */
function heuristicGameStates(players: number, games: number): AnyGameState[] {
  const states: AnyGameState[] = [];
  for (let game = 0; game < games; game++) {
    let state: AnyGameState = createGame({ game: 'lost-valley', players, seed: `valley-bot-${game}` });
    let rng = seedRng(`valley-bot-rng-${game}`);
    const random = seededRandom(`valley-bot-${game}`);
    for (let ply = 0; ply < 3000; ply++) {
      const active = activePlayers(state);
      let action;
      if (active.includes(0)) {
        states.push(state);
        action = lostValleyHeuristicBot.act(state as GameState, 0, random);
      } else {
        const next = randomAction(state, rng);
        rng = next.rng;
        action = next.action;
      }
      if (!action) break;
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
  }
  return states;
}

describe('Lost Valley heuristic bot', () => {
  const states = heuristicGameStates(4, 2);

  it('is the arena heuristic bot of Lost Valley', () => {
    expect(botByName('heuristic', 'lost-valley')).toBe(lostValleyHeuristicBot);
  });

  it('decides the same on a state and on a determinization of it for its seat, and only legal actions (property)', () => {
    let compared = 0;
    let otherWorlds = 0;
    for (const [index, state] of states.entries()) {
      if (index % 3 !== 0) continue;
      const guess = determinize(state, 0, `valley-other-${index}`);
      if (!jsonEqual(guess.g, state.g)) otherWorlds += 1;
      const real = lostValleyHeuristicBot.act(state as GameState, 0, seededRandom(`same-${index}`));
      const imagined = lostValleyHeuristicBot.act(guess as GameState, 0, seededRandom(`same-${index}`));
      expect(jsonEqual(real, imagined), `point ${index}`).toBe(true);
      expect(legalActions(state, 0).some((action) => jsonEqual(action, real))).toBe(true);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(40);
    expect(otherWorlds).toBeGreaterThan(0);
  });

  it('digs gold whenever it can: a river-gold, mountain-gold or treasure action when one is legal (purpose)', () => {
    let canDig = 0;
    let dug = 0;
    for (const [index, state] of states.entries()) {
      const legal = legalActions(state, 0) as LostValleyAction[];
      const gold = new Set(['river-gold', 'mountain-gold', 'dig-treasure', 'weigh']);
      if (!legal.some((action) => gold.has(action.type)) || legal.some((action) => action.type === 'weigh')) continue;
      canDig += 1;
      const chosen = lostValleyHeuristicBot.act(state as GameState, 0, seededRandom(index)) as LostValleyAction;
      if (gold.has(chosen.type)) dug += 1;
    }
    expect(canDig).toBeGreaterThan(3);
    expect(dug).toBe(canDig);
  });

  it('never sends an illegal action over whole checked games at 2, 4 and 6 seats', () => {
    for (const players of [2, 4, 6]) {
      const lineup: Bot[] = Array.from({ length: players }, (_, seat) => (seat % 2 === 0 ? lostValleyHeuristicBot : randomBot));
      // playArenaGame applies every action through the checked path and throws on a refusal.
      const record = playArenaGame({ setup: { game: 'lost-valley', players }, lineup, seed: `valley-legal-${players}` }, players);
      expect(record.returns.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      expect(record.plies).toBeGreaterThan(50);
    }
  });

  it('explores and leaves gold it cannot dig: a table of heuristic bots ends by the ice or by weighing, never at the turn limit', () => {
    const run = { setup: { game: 'lost-valley', players: 4 }, lineup: [lostValleyHeuristicBot, lostValleyHeuristicBot, lostValleyHeuristicBot, lostValleyHeuristicBot], seed: 'valley-table' };
    for (let index = 0; index < 4; index++) {
      const record = playArenaGame(run, index);
      expect(['ice-at-waterfall', 'weighed'], `game ${index}`).toContain(record.reason);
    }
  });

  it('beats three random bots in a small arena: more than twice the random share of 25% (strength, 16 games)', () => {
    const run = { setup: { game: 'lost-valley', players: 4 }, lineup: [lostValleyHeuristicBot, randomBot, randomBot, randomBot], seed: 'valley-strength' };
    const records = Array.from({ length: 16 }, (_, index) => playArenaGame(run, index));
    const summary = summarizeArena(records, 4);
    expect(summary.entries[0]!.share).toBeGreaterThan(0.5);
  });
});
