import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { isTerminal, outcome } from '../../../src/index.js';
import { scoreOf, type DutchmanState, type Prospector } from '../../../src/games/lost-dutchman/public.js';
import { built, die, eventsOf, give, movement, newGame, playAll, position, startPlaying, tile, waterAt, type Holdings } from './dutchman-helpers.js';

/** Built: the water has run dry and the end is triggered, the prospectors hold what `holdings` give; seat 0 then plays out his turn (he finds a horse). */
function endWith(holdings: Holdings[], players = 2, finder: number | null = null): DutchmanState {
  let start = waterAt(position(startPlaying(players)), 0).endTrigger('water-ran-dry');
  holdings.forEach((h, seat) => (start = give(start, seat, h)));
  const state = finder === null ? built(start) : withFinder(built(start), finder, { foundMine: true });
  return playAll(state, [movement(1), { type: 'move', player: 0, path: [1] }, tile('horse')]).state;
}

/**
 * A hand-made game part for the scoring function alone (never loaded or played): a prospector
 * who found the mine while another end was triggered cannot be in a real game (the first find
 * ends it, LD-MINE-3), so these two tie-break readings are checked on the scoring as such.
 */
function withFinder(state: DutchmanState, seat: number, patch: Partial<Prospector>): DutchmanState {
  const prospectors = state.g.prospectors.slice();
  prospectors[seat] = { ...prospectors[seat]!, ...patch };
  return { ...state, g: { ...state.g, prospectors } };
}

describe('lost-dutchman: the end and final scoring', () => {
  it('LD-TILE-WATER-3, LD-END-1, reading 4: the last water level tile removed triggers the end; the turn in progress finishes first', () => {
    const state = built(give(waterAt(position(startPlaying(2)), 1), 0, { treasures: [1] }));
    const { state: after, events } = playAll(state, [movement(1), { type: 'move', player: 0, path: [1] }, tile('water-level-drop'), tile('compass')]);
    expect(eventsOf(events, 'end-triggered')).toEqual([{ type: 'end-triggered', reason: 'water-ran-dry' }]);
    // The tile after the drop is still resolved: the compass is taken.
    expect(after.g.prospectors[0]!.items).toEqual(['compass']);
    expect(isTerminal(after)).toBe(true);
    expect(outcome(after)).toMatchObject({ reason: 'water-ran-dry', tieBreak: null });
  });

  it('LD-END-2, LD-TILE-TREASURE-2, LD-GHOST-2: treasure tiles (buried too, the haunted one at zero), creatures, disasters and the mine bonus add up', () => {
    const held = built(give(position(startPlaying(2)), 0, { treasures: [{ value: 2, buried: true }, 3, 4], trophies: ['gila-monster', 'dust-storm', 'gila-monster'] }).ghost(2));
    const state = withFinder(held, 0, { foundMine: true });
    expect(scoreOf(componentsOf(state), state.g, 0)).toBe(2 + 3 + 0 + 2 * 4 + 2 + 15);
  });

  it('LD-END-2: the highest treasure wins without a tie-break', () => {
    const after = endWith([{ treasures: [5] }, { treasures: [4] }]);
    expect(outcome(after)).toEqual({ scores: [5, 4], winners: [0], tieBreak: null, reason: 'water-ran-dry' });
  });

  it('LD-END-3: a tie goes to the finder of the mine', () => {
    const after = endWith([{ treasures: [5, 5, 4, 1] }, {}], 2, 1);
    expect(outcome(after)).toEqual({ scores: [15, 15], winners: [1], tieBreak: 'mine-finder', reason: 'water-ran-dry' });
  });

  it('LD-END-3: without a finder among the tied, the most creature and disaster tiles win', () => {
    const after = endWith([{ trophies: ['dust-storm', 'flash-flood'] }, { treasures: [4] }]);
    expect(outcome(after)).toEqual({ scores: [4, 4], winners: [0], tieBreak: 'most-tiles', reason: 'water-ran-dry' });
  });

  it('LD-END-4: still tied, the tied roll the action die plus their highest attribute other than health; equal best roll again', () => {
    // Seat 2 (tenderfoot) trails and does not roll.
    const state = endWith([{ treasures: [3] }, { treasures: [3] }, {}], 3);
    expect(state.g.queue[0]).toEqual({ t: 'tiebreak-roll', seats: [0, 1], rolls: [] });
    expect(isTerminal(state)).toBe(false);
    // The mule (vigor 3) and the old-timer (foresight 3): 3 + 3 against 3 + 3, then 5 + 3 against 2 + 3.
    const { state: again, events } = playAll(state, [die(3), die(3)]);
    expect(eventsOf(events, 'tie-break-roll').map((e) => e['total'])).toEqual([6, 6]);
    expect(again.g.queue[0]).toEqual({ t: 'tiebreak-roll', seats: [0, 1], rolls: [] });
    const done = playAll(again, [die(2), die(5)]).state;
    expect(outcome(done)).toEqual({ scores: [3, 3, 0], winners: [1], tieBreak: 'roll-off', reason: 'water-ran-dry' });
  });

  it('LD-END-5 (reading): after maxRounds rounds the game is scored as it stands', () => {
    let state = newGame(2, { maxRounds: 1 });
    state = startPlayingFrom(state);
    const after = playAll(state, [movement(1), { type: 'move', player: 0, path: [1] }, tile('treasure-1'), tile('horse'), movement(1), { type: 'move', player: 1, path: [2] }, tile('tonic'), { type: 'end-turn', player: 1 }]).state;
    expect(isTerminal(after)).toBe(true);
    expect(outcome(after)).toEqual({ scores: [1, 0], winners: [0], tieBreak: null, reason: 'turn-limit' });
  });
});

/** The setup of `startPlaying`, on a game created with other options. */
function startPlayingFrom(state: DutchmanState): DutchmanState {
  const actions: unknown[] = [
    { type: 'chance', outcome: { token: '4-5' } },
    { type: 'chance', outcome: { token: '6-7' } },
    { type: 'chance', outcome: { token: '8-9' } },
    { type: 'choose-character', player: 0, character: 'stubborn-mule' },
    { type: 'choose-character', player: 1, character: 'old-timer' },
  ];
  for (let seat = 0; seat < 2; seat++) for (let j = 0; j < 3; j++) actions.push({ type: 'reveal-setup', player: seat, stack: 23 - 3 * seat - j }, tile(`treasure-${j + 1}`));
  actions.push(die(6), die(1));
  return playAll(state, actions).state;
}

