import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { view } from '../../../src/index.js';
import { findMarker } from '../../../src/games/lost-valley/public.js';
import { expectRefused, legal, play } from './lv-helpers.js';
import { actionsOf, force, held, scene, sceneTile } from './gather-helpers.js';

// Hand-built scenes (gather-helpers.ts `scene`): seat 0 stands at an intersection of a finished
// board; L03 is a forest with one event, T02 the Fishing Hole (two events), T10 the Black Market.

const gOf = (state: Parameters<typeof view>[0], seat: number): string => JSON.stringify((view(state, seat) as { g: unknown }).g);

describe('events', () => {
  it('LV-EVENT-1: 1 food or 1 timber takes the event marker of a tile touching the intersection; it is looked at, then taken', () => {
    const s = scene({ tiles: [{ around: 0, tile: 'L03', markers: ['event'] }] });
    const tile = sceneTile(s, 0);
    const marker = s.markers[0]![0]!;
    expect(actionsOf(s.state, 'take-event')).toEqual([
      { type: 'take-event', player: 0, tile, pay: 'food' },
      { type: 'take-event', player: 0, tile, pay: 'timber' },
    ]);
    const paying = play(s.state, { type: 'take-event', player: 0, tile, pay: 'timber' }).state;
    expect(held(paying, 0, 'timber')).toBe(0);
    expect(paying.g.supply['timber']).toBe(s.state.g.supply['timber']! + 1);
    expect(paying.g.turn.actions).toBe(1);
    const { state } = force(paying, { marker: 'jerky' });
    expect(findMarker(state.g, marker)?.place).toEqual({ kind: 'hidden-gear', prospector: 0 });
    expect(state.g.pending.kind).toBe('turn');
    expectRefused(s.state, { type: 'take-event', player: 0, tile: tile + 5, pay: 'food' }, 'lost-valley/no-event');
    const poor = scene({ tiles: [{ around: 0, tile: 'L03', markers: ['event'] }], only: { tool: 1 } });
    expect(actionsOf(poor.state, 'take-event')).toEqual([]);
    expect(expectRefused(poor.state, { type: 'take-event', player: 0, tile, pay: 'food' }, 'lost-valley/cannot-pay').rule).toBe('LV-EVENT-1');
  });

  it('LV-EVENT-2: with several markers on the tile the seat looks at all in secret and keeps one; the others stay face down, known to that seat only', () => {
    const s = scene({ tiles: [{ around: 0, tile: 'T02', kind: 'triangle', markers: ['event', 'event'] }] });
    const tile = sceneTile(s, 0);
    const [a, b] = s.markers[0]! as [number, number];
    let state = play(s.state, { type: 'take-event', player: 0, tile, pay: 'food' }).state;
    state = force(state, { marker: 'jerky' }).state;
    state = force(state, { marker: 'rifle' }).state;
    expect(state.g.pending).toEqual({ kind: 'task', seat: 0 });
    expect(legal(state)).toEqual([
      { type: 'choose-markers', player: 0, markers: [a] },
      { type: 'choose-markers', player: 0, markers: [b] },
    ]);
    // Seat 1 sees neither identity while seat 0 chooses.
    expect(gOf(state, 1)).not.toContain('"identity":"jerky"');
    state = play(state, { type: 'choose-markers', player: 0, markers: [b] }).state;
    expect(held(state, 0, 'rifle')).toBe(1);
    expect(findMarker(state.g, a)).toMatchObject({ place: { kind: 'tile', tile }, slot: { faceUp: false, seenBy: [0], identity: 'jerky' } });
    expect(gOf(state, 0)).toContain('"identity":"jerky"');
    expect(gOf(state, 1)).not.toContain('"identity":"jerky"');
  });

  it('LV-EVENT-3: a permanent gear event becomes that item on the gear area, and its marker leaves play', () => {
    const s = scene({ tiles: [{ around: 0, tile: 'L03', markers: ['event'] }] });
    const marker = s.markers[0]![0]!;
    const { state, events } = force(play(s.state, { type: 'take-event', player: 0, tile: sceneTile(s, 0), pay: 'food' }).state, { marker: 'axe' });
    expect(state.g.prospectors[0]!.inventory.gear).toEqual([{ item: 'axe', count: 1 }]);
    expect(findMarker(state.g, marker)?.place.kind).toBe('spent');
    expect(events).toContainEqual(expect.objectContaining({ type: 'gear-gained', item: 'axe' }));
  });

  it('LV-EVENT-4: a one-time gear event lies face down with the gear, known to its owner only, and is used once', () => {
    const s = scene({ tiles: [{ around: 0, tile: 'L03', markers: ['event'] }] });
    const marker = s.markers[0]![0]!;
    const state = force(play(s.state, { type: 'take-event', player: 0, tile: sceneTile(s, 0), pay: 'food' }).state, { marker: 'whiskey' }).state;
    expect(state.g.prospectors[0]!.inventory.hiddenGear).toEqual([expect.objectContaining({ id: marker, identity: 'whiskey', faceUp: false, seenBy: [0] })]);
    expect(gOf(state, 1)).not.toContain('"identity":"whiskey"');
    // The action is used; the whiskey adds one more, once, and is gone.
    const drunk = play(state, { type: 'drink-whiskey', player: 0, part: 'action' }).state;
    expect(drunk.g.prospectors[0]!.inventory.hiddenGear).toEqual([]);
    expect(findMarker(drunk.g, marker)?.place.kind).toBe('spent');
  });

  it('LV-EVENT-5: the event pool holds gear only in the component data, so no event gives a clue (clues have their own pool)', () => {
    const s = scene({ tiles: [] });
    expect(componentsOf(s.state).markers.event.every((kind) => kind.item !== undefined)).toBe(true);
    expect(componentsOf(s.state).markers.clue.length).toBeGreaterThan(0);
  });

  it('LV-EVENT-6: the Black Market\'s events are not taken as an action (they are swapped in a trade)', () => {
    const s = scene({ tiles: [{ around: 0, tile: 'T10', kind: 'triangle', markers: ['event', 'event', 'event'] }] });
    expect(actionsOf(s.state, 'take-event')).toEqual([]);
    expectRefused(s.state, { type: 'take-event', player: 0, tile: sceneTile(s, 0), pay: 'food' }, 'lost-valley/no-event');
  });

  it('LV-SKILL-ADVENTURER-1: the Adventurer looks at adjacent event markers for free, without taking them; others may not', () => {
    const tiles = [{ around: 0, tile: 'L03', markers: ['event' as const] }, { around: 4, tile: 'T10', kind: 'triangle' as const, markers: ['event' as const] }];
    const s = scene({ tiles, skills: ['adventurer'] });
    const [l03, market] = [sceneTile(s, 0), sceneTile(s, 1)];
    expect(actionsOf(s.state, 'look-at-events')).toEqual([
      { type: 'look-at-events', player: 0, tile: l03 },
      { type: 'look-at-events', player: 0, tile: market },
    ]);
    let state = force(play(s.state, { type: 'look-at-events', player: 0, tile: l03 }).state, { marker: 'sieve' }).state;
    expect(state.g.turn.actions).toBe(0);
    expect(findMarker(state.g, s.markers[0]![0]!)).toMatchObject({ place: { kind: 'tile', tile: l03 }, slot: { seenBy: [0], faceUp: false } });
    expect(actionsOf(state, 'look-at-events')).toEqual([{ type: 'look-at-events', player: 0, tile: market }]);
    state = force(play(state, { type: 'look-at-events', player: 0, tile: market }).state, { marker: 'axe' }).state;
    expect(actionsOf(state, 'look-at-events')).toEqual([]);
    // Taking the known event afterwards needs no second look.
    const taken = play(state, { type: 'take-event', player: 0, tile: l03, pay: 'food' }).state;
    expect(held(taken, 0, 'sieve')).toBe(1);
    // Under the other reading (option `adventurer: 'free-event'`) the Adventurer takes events without paying, and has no look.
    const free = scene({ tiles, skills: ['adventurer'], options: { adventurer: 'free-event' } });
    expect(actionsOf(free.state, 'look-at-events')).toEqual([]);
    expect(actionsOf(free.state, 'take-event')).toEqual([{ type: 'take-event', player: 0, tile: l03, pay: 'free' }]);
    const gift = force(play(free.state, { type: 'take-event', player: 0, tile: l03, pay: 'free' }).state, { marker: 'rifle' }).state;
    expect([held(gift, 0, 'rifle'), held(gift, 0, 'food'), held(gift, 0, 'timber')]).toEqual([1, 2, 1]);
    expectRefused(free.state, { type: 'take-event', player: 0, tile: l03, pay: 'food' }, 'lost-valley/cannot-pay');
    expectRefused(s.state, { type: 'take-event', player: 0, tile: l03, pay: 'free' }, 'lost-valley/cannot-pay');
    const plain = scene({ tiles });
    expect(actionsOf(plain.state, 'look-at-events')).toEqual([]);
    expect(expectRefused(plain.state, { type: 'look-at-events', player: 0, tile: l03 }, 'lost-valley/skill-needed').rule).toBe('LV-SKILL-ADVENTURER-1');
  });
});
