import { describe, expect, it } from 'vitest';
import {
  activePlayers,
  createGame,
  determinize,
  getGame,
  jsonEqual,
  legalActions,
  type AnyGameState,
  type GameState,
} from '../../src/index.js';
import { botByName, continuePlayout, flatMonteCarloBot, ismctsBot, noActionFor, playArenaGame, randomBot, seededRandom, type Bot } from '../../src/bots/index.js';

const GAMES = [
  { game: 'mountain-river-duel', players: 2 },
  { game: 'goldfield-gully', players: 4 },
  { game: 'lost-dutchman', players: 3 },
  // Lost Valley hides the markers' identities and the piles; its `ismcts:12` values leaves by prospects.
  { game: 'lost-valley', players: 4 },
] as const;

function botsFor(game: string): Bot[] {
  const bots: Bot[] = [randomBot, ismctsBot({ iterations: 12 }), flatMonteCarloBot({ iterations: 8 })];
  const heuristic = botByName('heuristic', game);
  if (typeof heuristic !== 'string') bots.push(heuristic);
  const tuned = botByName('ismcts:12', game);
  if (typeof tuned !== 'string') bots.push(tuned);
  return bots;
}

/** Decision points of random games: states where some seat must act. */
function decisionPoints(game: string, players: number, count: number): AnyGameState[] {
  const found: AnyGameState[] = [];
  for (let seed = 0; found.length < count; seed++) {
    let step = 0;
    continuePlayout(createGame({ game, players, seed: `points-${seed}` }), `points-${seed}`, {
      stopWhen: (state) => {
        step += 1;
        if (step % 7 === 3 && activePlayers(state).length > 0) found.push(state);
        return found.length >= count;
      },
    });
  }
  return found;
}

describe('bots play fair', () => {
  it.each(GAMES)('in $game every bot decides the same on a state and on a determinization of it for its seat (property)', ({ game, players }) => {
    const bots = botsFor(game);
    let compared = 0;
    let otherWorlds = 0;
    for (const [index, state] of decisionPoints(game, players, 10).entries()) {
      for (const seat of activePlayers(state)) {
        const guess = determinize(state, seat, `other-world-${index}`);
        if (!jsonEqual(guess.g, state.g)) otherWorlds += 1;
        for (const bot of bots) {
          const real = bot.act(state as GameState, seat, seededRandom(`same-${index}`));
          const imagined = bot.act(guess as GameState, seat, seededRandom(`same-${index}`));
          expect(jsonEqual(real, imagined), `${bot.name}, seat ${seat}, point ${index}`).toBe(true);
          expect(legalActions(state, seat).some((action) => jsonEqual(action, real))).toBe(true);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(10 * bots.length);
    // With hidden information some determinizations must differ from the real state, or the
    // property would compare a state with itself.
    if (getGame(game)!.facts.hiddenInformation) expect(otherWorlds).toBeGreaterThan(0);
  });

  it.each(GAMES)('in $game no bot sends an illegal action over whole checked games', ({ game, players }) => {
    const bots = botsFor(game);
    // Lost Valley's games are long: two line-ups seat all five bots at its four seats.
    const lineups = game === 'lost-valley' ? 2 : bots.length;
    for (let first = 0; first < lineups; first++) {
      const lineup = Array.from({ length: players }, (_, seat) => bots[(first + seat) % bots.length]!);
      // playArenaGame applies every action through the checked path and throws on a refusal.
      const record = playArenaGame({ setup: { game, players }, lineup, seed: `fair-${first}` }, first);
      expect(record.returns.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      expect(record.decisions.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    }
  });

  it('search bots are deterministic with an iteration budget: same state, seat and seed, same action', () => {
    const [state] = decisionPoints('goldfield-gully', 4, 1);
    const seat = activePlayers(state!)[0]!;
    for (const bot of [ismctsBot({ iterations: 30 }), flatMonteCarloBot({ iterations: 30 })]) {
      const first = bot.act(state as GameState, seat, seededRandom('again'));
      const second = bot.act(state as GameState, seat, seededRandom('again'));
      expect(second).toEqual(first);
    }
  });

  it('a bot asked to act for a seat that may not act throws a typed error', () => {
    const state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'idle' }) as GameState;
    for (const bot of [randomBot, ismctsBot({ iterations: 5 }), flatMonteCarloBot({ iterations: 5 })]) {
      expect(() => bot.act(state, 1, seededRandom(1))).toThrowError(/seat 1/);
    }
    expect(noActionFor(state, 1).error.code).toBe('not-your-turn');
  });

  it('a millisecond budget still searches at least once and returns a legal action', () => {
    const [state] = decisionPoints('goldfield-gully', 4, 1);
    const seat = activePlayers(state!)[0]!;
    const action = ismctsBot({ milliseconds: 1 }).act(state as GameState, seat, seededRandom('ms'));
    expect(legalActions(state!, seat).some((legal) => jsonEqual(legal, action))).toBe(true);
  });
});
