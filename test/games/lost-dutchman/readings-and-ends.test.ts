import { describe, expect, it } from 'vitest';
import { getGame, isTerminal, outcome, type GameEvent } from '../../../src/index.js';
import type { DutchmanState } from '../../../src/games/lost-dutchman/public.js';
import { MINING_CAMP, BASE_CAMP } from '../../../src/games/lost-dutchman/public.js';
import { die, eventsOf, expectRefused, legal, movement, newGame, playAll, pros, startPlaying, tile, built, holding, position } from './dutchman-helpers.js';

const describeEvent = getGame('lost-dutchman')!.describeEvent!;

/** Settles a final tie that the tiles leave (both at 0 here): seat order 6, 1, 1, … wins the roll-off. */
function settled(step: { state: DutchmanState; events: GameEvent[] }): { state: DutchmanState; events: GameEvent[] } {
  const head = step.state.g.queue[0];
  if (head?.t !== 'tiebreak-roll') return step;
  const rolled = playAll(step.state, head.seats.map((_, i) => die(i === 0 ? 6 : 1)));
  return { state: rolled.state, events: [...step.events, ...rolled.events] };
}

describe('lost-dutchman: the ends of the game', () => {
  it('LD-END-5: no round limit by default; the option maxRounds still ends a game as it stands (turn-limit)', () => {
    expect(newGame(2).options).toMatchObject({ maxRounds: null, stallRounds: 20 });
    // Seat 0 steps onto a face-up black bear and loses: 200 quiet turns would pass the default
    // limit of old (40 rounds) without an end. Built: the turn counter stands at round 41.
    const quiet = built(position(startPlaying(2)).top(1, 'black-bear').counters({ turn: 81 }));
    const after = playAll(quiet, [movement(1), { type: 'move', player: 0, path: [1] }, die(1)]).state;
    expect(isTerminal(after)).toBe(false);
    expect(after.g.turn).toBe(82);
    const limited = built(position(startPlaying(2, { options: { maxRounds: 1 } })).top(1, 'black-bear').counters({ turn: 2 }));
    const ended = settled(playAll(limited, [movement(1), { type: 'move', player: 0, path: [1] }, die(1)])).state;
    expect(outcome(ended)).toMatchObject({ reason: 'turn-limit' });
  });

  it('LD-END-6: after stallRounds rounds in a row without any change to the land area the game ends as it stands (stall)', () => {
    // Built: 2 seats, stallRounds 20, so 40 quiet turns stall; 38 have passed. Face-up
    // black bears lie on stacks 1 and 2, next to the mining camp.
    const nearly = built(position(startPlaying(2)).top(1, 'black-bear').top(2, 'black-bear').counters({ turn: 41, stillTurns: 38 }));
    // A lost fight changes nothing in the land area: the 39th quiet turn ends, the game goes on.
    const turn39 = playAll(nearly, [movement(1), { type: 'move', player: 0, path: [1] }, die(1)]).state;
    expect(turn39.g.stillTurns).toBe(39);
    expect(isTerminal(turn39)).toBe(false);
    // Seat 1 steps onto the other bear and loses too: the 40th quiet turn stalls the game.
    const last = settled(playAll(turn39, [movement(1), { type: 'move', player: 1, path: [2] }, die(1)])).state;
    expect(isTerminal(last)).toBe(true);
    expect(outcome(last)).toMatchObject({ reason: 'stall' });
  });

  it('LD-END-6: any discovered or taken tile starts the stall count again', () => {
    const nearly = built(position(startPlaying(2)).counters({ turn: 41, stillTurns: 39 }));
    const after = playAll(nearly, [movement(1), { type: 'move', player: 0, path: [1] }, tile('horse')]).state;
    expect(isTerminal(after)).toBe(false);
    expect(after.g.stillTurns).toBe(1);
  });

  it('LD-END-6: a quiet last turn ends the game with reason stall, scored as it stands', () => {
    const nearly = built(position(startPlaying(2)).top(1, 'black-bear').counters({ turn: 41, stillTurns: 39 }));
    const ended = settled(playAll(nearly, [movement(1), { type: 'move', player: 0, path: [1] }, die(1)]));
    expect(isTerminal(ended.state)).toBe(true);
    expect(outcome(ended.state)).toMatchObject({ reason: 'stall' });
    expect(eventsOf(ended.events, 'game-ended')).toEqual([{ type: 'game-ended', reason: 'stall' }]);
    expect(describeEvent({ type: 'game-ended', reason: 'stall' }, ended.state)).toMatch(/stall/);
  });
});

describe('lost-dutchman: readings settled with an option', () => {
  it('LD-READ-10: a crevice leads to land tiles only by default; option creviceToCamps offers the camps too', () => {
    const onCrevice = (options = {}) =>
      playAll(startPlaying(2, { options }), [movement(1), { type: 'move', player: 0, path: [1] }, tile('crevice')]).state;
    const plain = onCrevice();
    expect(legal(plain, 0).map((a) => (a.type === 'crevice' ? a.space : -1))).not.toContain(MINING_CAMP);
    const error = expectRefused(plain, { type: 'crevice', player: 0, space: BASE_CAMP }, 'lost-dutchman/not-a-land-tile');
    expect(error.rule).toBe('LD-READ-10');
    const camps = onCrevice({ creviceToCamps: true });
    expect(legal(camps, 0).map((a) => (a.type === 'crevice' ? a.space : -1)).slice(-2)).toEqual([MINING_CAMP, BASE_CAMP]);
  });

  it('LD-READ-9: a crevice onto an opponent draws no event by default; option creviceEvent draws one as a move would', () => {
    const land = (options = {}) => {
      // Built: seat 1 stands on stack 10.
      const state = holding(startPlaying(2, { options }), 1, { space: 10 });
      return playAll(state, [movement(1), { type: 'move', player: 0, path: [1] }, tile('crevice'), { type: 'crevice', player: 0, space: 10 }, tile('horse')]);
    };
    const plain = land();
    expect(plain.state.g.queue[0]?.t).not.toBe('draw-event');
    expect(eventsOf(plain.events, 'item-taken')).toHaveLength(1);
    const evented = land({ creviceEvent: true });
    expect(evented.state.g.queue[0]?.t).toBe('draw-event');
  });

  it('LD-READ-11: a water level drop under a drop found after a treasure acts by default; option waterDropUnderDrop waits leaves it face up', () => {
    const dig = (options = {}) =>
      playAll(startPlaying(2, { options }), [movement(1), { type: 'move', player: 0, path: [1] }, tile('treasure-5'), tile('water-level-drop'), tile('water-level-drop')]);
    const acts = dig();
    expect(acts.state.g.water).toBe(4);
    expect(acts.state.g.queue[0]).toMatchObject({ t: 'tile', mode: 'discover' });
    const waits = dig({ waterDropUnderDrop: 'waits' });
    expect(waits.state.g.water).toBe(5);
    expect(waits.state.g.stacks[1]).toEqual({ hidden: 2, top: 'water-level-drop' });
    expect(pros(waits.state, 0).treasures.map((t) => t.value)).toEqual([5]);
  });

  it('LD-READ-12: a game whose water runs dry in setup ends before anyone moves, and nobody is said to begin turn 1', () => {
    let state = newGame(2);
    const actions: unknown[] = [
      { type: 'chance', outcome: { token: '4-5' } },
      { type: 'chance', outcome: { token: '6-7' } },
      { type: 'chance', outcome: { token: '8-9' } },
      { type: 'choose-character', player: 0, character: 'stubborn-mule' },
      { type: 'choose-character', player: 1, character: 'old-timer' },
    ];
    // Six drops in a row under three reveals (hand-forced draws).
    for (const stack of [23, 22, 21]) actions.push({ type: 'reveal-setup', player: 0, stack }, tile('water-level-drop'), tile('water-level-drop'), tile('treasure-1'));
    state = playAll(state, actions).state;
    expect(state.g.water).toBe(0);
    for (const stack of [20, 19, 18]) state = playAll(state, [{ type: 'reveal-setup', player: 1, stack }, tile('treasure-2')]).state;
    const done = settled(playAll(state, [die(6), die(1)]));
    expect(isTerminal(done.state)).toBe(true);
    expect(eventsOf(done.events, 'turn-started')).toEqual([]);
    const lines = done.events.map((event) => describeEvent(event, done.state)).filter((line) => line !== undefined);
    expect(lines.join(' ')).not.toMatch(/begins turn/);
    expect(lines.join(' ')).toMatch(/ran dry during setup/);
  });
});
