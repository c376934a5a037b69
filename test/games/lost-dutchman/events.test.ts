import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { activePlayers, chanceOutcomes } from '../../../src/index.js';
import { BASE_CAMP, catalogOf } from '../../../src/games/lost-dutchman/public.js';
import { die, eventTile, eventsOf, legal, movement, play, playAll, pros, startPlaying, tile, built, holding, position } from './dutchman-helpers.js';

/** Built: seat 1 stands on stack 1 with two trophies; seat 0 (the mule) moves there and finds a treasure of 2, then a Gila monster below it. */
function meeting(players = 2) {
  const state = holding(startPlaying(players), 1, { space: 1, trophies: ['gila-monster', 'dust-storm'] });
  return playAll(state, [movement(1), { type: 'move', player: 0, path: [1] }, tile('treasure-2'), tile('gila-monster')]);
}

describe('lost-dutchman: events', () => {
  it('LD-MOVE-4, LD-EVENT-1: stopping on an opponent\'s land tile draws an event tile, after the tile is resolved', () => {
    const { state, events } = meeting();
    // The treasure was taken and the tile below discovered before the event tile is drawn.
    expect(eventsOf(events, 'treasure-taken')).toHaveLength(1);
    expect(state.g.stacks[1]!.top).toBe('gila-monster');
    expect(state.g.queue[0]).toEqual({ t: 'draw-event', seat: 0 });
    expect(chanceOutcomes(state)).toEqual([
      { outcome: { event: 'falling-rocks' }, probability: 2 / 9 },
      { outcome: { event: 'snake-pit' }, probability: 1 / 9 },
      { outcome: { event: 'campfire-stories' }, probability: 3 / 9 },
      { outcome: { event: 'poker-game' }, probability: 3 / 9 },
    ]);
  });

  it('LD-EVENT-2, reading 6: every prospector takes part, in turn order from the active one (falling rocks: foresight against 5)', () => {
    const { state: drawn } = play(meeting().state, eventTile('falling-rocks'));
    expect(drawn.g.queue.slice(0, 2)).toEqual([{ t: 'test-roll', seat: 0, event: 'falling-rocks' }, { t: 'test-roll', seat: 1, event: 'falling-rocks' }]);
    const { state, events } = playAll(drawn, [die(2), die(2)]);
    expect(eventsOf(events, 'event-test').map((e) => [e['player'], e['total'], e['passed']])).toEqual([[0, 3, false], [1, 5, true]]);
    expect(pros(state, 0).attributes.health).toBe(4);
    expect(pros(state, 1).attributes.health).toBe(3);
    // Regular play order continues.
    expect(state.g.active).toBe(1);
  });

  it('LD-EVENT-2: with three prospectors the event goes round from the active one (seat 1, 2, then 0)', () => {
    const base = holding(startPlaying(3), 2, { space: 2 });
    const turn1 = playAll(base, [movement(1), { type: 'move', player: 0, path: [1] }, tile('treasure-1'), tile('treasure-1')]).state;
    const met = playAll(turn1, [movement(1), { type: 'move', player: 1, path: [2] }, tile('treasure-1'), tile('treasure-1'), eventTile('campfire-stories')]).state;
    expect(met.g.queue.slice(0, 3)).toEqual([{ t: 'campfire', seat: 1 }, { t: 'campfire', seat: 2 }, { t: 'campfire', seat: 0 }]);
    expect(activePlayers(met)).toEqual([1]);
    expect(legal(met, 1).map((a) => (a.type === 'raise' ? a.attribute : ''))).toEqual(['vigor', 'foresight', 'ingenuity']);
    const after = playAll(met, [{ type: 'raise', player: 1, attribute: 'vigor' }, { type: 'raise', player: 2, attribute: 'ingenuity' }, { type: 'raise', player: 0, attribute: 'foresight' }]).state;
    expect([pros(after, 0).attributes.foresight, pros(after, 1).attributes.vigor, pros(after, 2).attributes.ingenuity]).toEqual([2, 2, 2]);
    expect(after.g.active).toBe(2);
  });

  it('LD-TILE-CHALLENGE-6: creature and disaster tiles change hands through events (poker: the one highest takes a tile from the one lowest)', () => {
    const { state: drawn } = play(meeting().state, eventTile('poker-game'));
    const { state } = playAll(drawn, [die(6), die(1)]);
    expect(legal(state, 0)).toEqual([
      { type: 'take-tile', player: 0, from: 1, tile: 'gila-monster' },
      { type: 'take-tile', player: 0, from: 1, tile: 'dust-storm' },
    ]);
    const after = play(state, { type: 'take-tile', player: 0, from: 1, tile: 'dust-storm' }).state;
    expect(pros(after, 0).trophies).toEqual(['dust-storm']);
    expect(pros(after, 1).trophies).toEqual(['gila-monster']);
  });

  it('LD-EVENT-2 (reading): at poker, equal highest or lowest rolls change nothing', () => {
    const { state: drawn } = play(meeting().state, eventTile('poker-game'));
    const { state, events } = playAll(drawn, [die(4), die(4)]);
    expect(eventsOf(events, 'poker-no-winner')).toHaveLength(1);
    expect(state.g.active).toBe(1);
  });

  it('LD-EVENT-1 (reading): a used-up event pile is shuffled anew from all nine event tiles', () => {
    // Built: every event tile of the pile drawn and put aside.
    const met = meeting().state;
    let drawn = position(met);
    catalogOf(componentsOf(met)).events.forEach((kind, i) => (drawn = drawn.eventsDrawn(kind.id, met.g.eventPool[i]!)));
    const state = built(drawn);
    expect(state.g.eventPool).toEqual([0, 0, 0, 0]);
    expect(chanceOutcomes(state).map((o) => o.probability)).toEqual([2 / 9, 1 / 9, 3 / 9, 3 / 9]);
    const after = play(state, eventTile('snake-pit')).state;
    expect(after.g.eventPool).toEqual([2, 0, 3, 3]);
  });

  it('LD-MOVE-4 (reading): sharing a camp draws no event', () => {
    const state = holding(holding(startPlaying(2), 1, { space: BASE_CAMP }), 0, { space: 21 });
    const { state: after, events } = playAll(state, [movement(1), { type: 'move', player: 0, path: [BASE_CAMP] }]);
    expect(eventsOf(events, 'event-drawn')).toHaveLength(0);
    expect(after.g.active).toBe(1);
  });
});
