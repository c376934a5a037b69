import { describe, expect, it } from 'vitest';
import { activePlayers, createGame, jsonEqual, legalActions, type AnyGameState, type GameState } from '../../src/index.js';
import {
  botByName,
  continuePlayout,
  ismctsBot,
  lostValleyLeafValues,
  lostValleyHeuristicBot,
  playArenaGame,
  randomBot,
  SEARCH_SETTINGS,
  seededRandom,
  summarizeArena,
  type Bot,
} from '../../src/bots/index.js';
import { goldGame } from '../games/lost-valley/gold-helpers.js';
import { built, position } from '../games/lost-valley/lv-helpers.js';
import { teamProspectors } from '../../src/games/lost-valley/kernel/teams.js';
import { contextOf } from '../../src/games/lost-valley/game/context-of.js';
import type { LostValleyState } from '../../src/games/lost-valley/public.js';

function bot(name: string): Bot {
  const found = botByName(name, 'lost-valley');
  if (typeof found === 'string') throw new Error(found);
  return found;
}

/** Decision points of random Lost Valley games at four seats. */
function decisionPoints(count: number): AnyGameState[] {
  const found: AnyGameState[] = [];
  for (let seed = 0; found.length < count; seed++) {
    let step = 0;
    continuePlayout(createGame({ game: 'lost-valley', players: 4, seed: `valley-search-${seed}` }), `valley-search-${seed}`, {
      stopWhen: (state) => {
        step += 1;
        if (step % 23 === 11 && activePlayers(state).some((seat) => legalActions(state, seat).length > 1)) found.push(state);
        return found.length >= count;
      },
    });
  }
  return found;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('IS-MCTS in Lost Valley', () => {
  it('ismcts and flat-mc in the arena value Lost Valley leaves at once by each seat prospects, at the default budget', () => {
    expect(SEARCH_SETTINGS['lost-valley']).toMatchObject({ evaluate: lostValleyLeafValues, rolloutDepth: 0, prior: lostValleyHeuristicBot });
    expect(bot('ismcts').name).toBe('ismcts:200');
    expect(bot('flat-mc').name).toBe('flat-mc:200');
  });

  it('leaf values: an even table at the start, each value in [0, 1], together 1', () => {
    const values = lostValleyLeafValues(createGame({ game: 'lost-valley', players: 4, seed: 'even' }));
    expect(values).toHaveLength(4);
    for (const value of values) expect(value).toBeCloseTo(0.25, 12);
  });

  it('leaf values: gold in a bag raises its seat above the others (built bags)', () => {
    // Built: goldGame's opening (seat 0 on new gold), then gold from the pools put into a bag.
    const start = goldGame(4);
    const before = lostValleyLeafValues(start);
    const richer = lostValleyLeafValues(built(position(start).bag(2, 'river-gold-2').bag(2, 'river-gold-3')));
    expect(sum(richer)).toBeCloseTo(1, 12);
    for (const value of richer) expect(value >= 0 && value <= 1).toBe(true);
    expect(richer[2]!).toBeGreaterThan(before[2]!);
    expect(richer[2]!).toBeGreaterThan(richer[1]!);
    expect(richer[2]!).toBeGreaterThan(richer[3]!);
    // More gold, more value.
    const richest = lostValleyLeafValues(built(position(start).bag(2, 'river-gold-2').bag(2, 'river-gold-3').bag(2, 'mountain-gold-6')));
    expect(richest[2]!).toBeGreaterThan(richer[2]!);
  });

  it('leaf values: with ten markers to weigh, standing at the trading post is worth more than standing away from it (built)', () => {
    // Built: ten river-gold markers in seat 1's bag, its prospector away from the post or on it.
    const ten = new Array<string>(10).fill('river-gold-2').reduce((next, identity) => next.bag(1, identity), position(goldGame(4)));
    const away = lostValleyLeafValues(built(ten.at(1, 'N0')));
    const atPost = lostValleyLeafValues(built(ten.at(1, 'post')));
    expect(atPost[1]!).toBeGreaterThan(away[1]!);
  });

  it('leaf values in a team game count the lower partner, as the score does (built bags)', () => {
    const team = createGame({ game: 'lost-valley', variant: 'team', players: 4, seed: 'team-values' }) as LostValleyState;
    const partner = [1, 2, 3].find((seat) => teamProspectors(contextOf(team), team.g, 0).some((index) => team.g.prospectors[index]!.seat === seat))!;
    const others = [1, 2, 3].filter((seat) => seat !== partner);
    // Built: gold from the pools put into the bags of seat 0, then of its partner too.
    const one = built(position(team).bag(0, 'mountain-gold-6').bag(0, 'mountain-gold-6'));
    const oneValues = lostValleyLeafValues(one);
    for (const seat of [0, partner, ...others]) expect(oneValues[seat]!).toBeCloseTo(0.25, 12);
    const both = lostValleyLeafValues(built(position(one).bag(partner, 'mountain-gold-6').bag(partner, 'mountain-gold-6')));
    expect(both[0]!).toBeCloseTo(both[partner]!, 12);
    for (const seat of others) expect(both[0]!).toBeGreaterThan(both[seat]!);
  });

  it('the default ismcts digs the river gold it stands on in the opening rather than walk on or end its turn', () => {
    // goldGame: seat 0 has explored a river diamond with gold on its bank, food in hand.
    const state = goldGame(4);
    expect(legalActions(state, 0).some((action) => action.type === 'river-gold')).toBe(true);
    for (const seed of ['dig-1', 'dig-2', 'dig-3']) expect(bot('ismcts').act(state as GameState, 0, seededRandom(seed)).type).toBe('river-gold');
  });

  it('is deterministic with its iteration budget: same state, seat and seed, same action', () => {
    const search = bot('ismcts');
    for (const [index, state] of decisionPoints(3).entries()) {
      const seat = activePlayers(state).find((s) => legalActions(state, s).length > 1)!;
      const first = search.act(state as GameState, seat, seededRandom(`again-${index}`));
      const second = search.act(state as GameState, seat, seededRandom(`again-${index}`));
      expect(second).toEqual(first);
      expect(legalActions(state, seat).some((action) => jsonEqual(action, first))).toBe(true);
    }
  });

  it('searching beats a blind search: with its leaf values it wins more of the same small arena than without (strength, 8 games each at 20 iterations)', () => {
    const play = (search: Bot) => {
      const run = { setup: { game: 'lost-valley', players: 4 }, lineup: [search, randomBot, randomBot, randomBot], seed: 'valley-search-strength' };
      return summarizeArena(Array.from({ length: 8 }, (_, index) => playArenaGame(run, index)), 4).entries[0]!.share;
    };
    // The leaf values alone (no heuristic prior, which the arena's `ismcts` adds), so that the
    // comparison isolates them.
    const guided = play(ismctsBot({ iterations: 20, evaluate: lostValleyLeafValues, rolloutDepth: 0 }));
    // The same search valuing its leaves as before: Lost Valley keeps no running score, so every
    // unfinished leaf is worth 1/4 to every seat.
    const blind = play(ismctsBot({ iterations: 20, rolloutDepth: 0 }));
    expect(guided).toBeGreaterThan(0.5);
    expect(guided).toBeGreaterThan(blind);
  });
});
