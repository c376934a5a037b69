import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { view } from '../../../src/index.js';
import { findMarker } from '../../../src/games/lost-valley/public.js';
import { expectRefused, legal, play } from './lv-helpers.js';
import { actionsOf, force, gatherSite, held, markersOn, tileIndex, type GatherStep } from './gather-helpers.js';

// Legal boards (gather-helpers.ts `gatherSite`): seat 0 stands at O1 of a finished board, the
// river R02 at the mouth (M0^, M1v) out of its reach; beside the river on N0^ and N1v a tile
// touching O1 (L03, a forest with one event; L35, a bare wasteland), and on O0^ a triangle
// touching O1 (T02 the Fishing Hole, two events; T10 the Black Market, three).
const RIVER: GatherStep = ['R02', 'M0^', 'M1v'];
const L03: GatherStep = ['L03', 'N0^', 'N1v'];
const BARE: GatherStep = ['L35', 'N0^', 'N1v'];

const gOf = (state: Parameters<typeof view>[0], seat: number): string => JSON.stringify((view(state, seat) as { g: unknown }).g);

describe('events', () => {
  it('LV-EVENT-1: 1 food or 1 timber takes the event marker of a tile touching the intersection; it is looked at, then taken', () => {
    const s = gatherSite({ tiles: [RIVER, L03] });
    const tile = tileIndex(s.state, 'L03');
    const [marker] = markersOn(s.state, 'L03');
    expect(actionsOf(s.state, 'take-event')).toEqual([
      { type: 'take-event', player: 0, tile, pay: 'food' },
      { type: 'take-event', player: 0, tile, pay: 'timber' },
    ]);
    const paying = play(s.state, { type: 'take-event', player: 0, tile, pay: 'timber' }).state;
    expect(held(paying, 0, 'timber')).toBe(0);
    expect(paying.g.supply['timber']).toBe(s.state.g.supply['timber']! + 1);
    expect(paying.g.turn.actions).toBe(1);
    const { state } = force(paying, { marker: 'jerky' });
    expect(findMarker(state.g, marker!)?.place).toEqual({ kind: 'hidden-gear', prospector: 0 });
    expect(state.g.pending.kind).toBe('turn');
    expectRefused(s.state, { type: 'take-event', player: 0, tile: tile + 5, pay: 'food' }, 'lost-valley/no-event');
    const poor = gatherSite({ tiles: [RIVER, L03], goods: { tool: 1 } });
    expect(actionsOf(poor.state, 'take-event')).toEqual([]);
    expect(expectRefused(poor.state, { type: 'take-event', player: 0, tile, pay: 'food' }, 'lost-valley/cannot-pay').rule).toBe('LV-EVENT-1');
  });

  it('LV-EVENT-2: with several markers on the tile the seat looks at all in secret and keeps one; the others stay face down, known to that seat only', () => {
    const s = gatherSite({ tiles: [RIVER, BARE, ['T02', 'O0^']] });
    const tile = tileIndex(s.state, 'T02');
    const [a, b] = markersOn(s.state, 'T02') as [number, number];
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
    const s = gatherSite({ tiles: [RIVER, L03] });
    const [marker] = markersOn(s.state, 'L03') as [number];
    const { state, events } = force(play(s.state, { type: 'take-event', player: 0, tile: tileIndex(s.state, 'L03'), pay: 'food' }).state, { marker: 'axe' });
    expect(state.g.prospectors[0]!.inventory.gear).toEqual([{ item: 'axe', count: 1 }]);
    expect(findMarker(state.g, marker)?.place.kind).toBe('spent');
    expect(events).toContainEqual(expect.objectContaining({ type: 'gear-gained', item: 'axe' }));
  });

  it('LV-EVENT-4: a one-time gear event lies face down with the gear, known to its owner only, and is used once', () => {
    const s = gatherSite({ tiles: [RIVER, L03] });
    const [marker] = markersOn(s.state, 'L03') as [number];
    const state = force(play(s.state, { type: 'take-event', player: 0, tile: tileIndex(s.state, 'L03'), pay: 'food' }).state, { marker: 'whiskey' }).state;
    expect(state.g.prospectors[0]!.inventory.hiddenGear).toEqual([expect.objectContaining({ id: marker, identity: 'whiskey', faceUp: false, seenBy: [0] })]);
    expect(gOf(state, 1)).not.toContain('"identity":"whiskey"');
    // The action is used; the whiskey adds one more, once, and is gone.
    const drunk = play(state, { type: 'drink-whiskey', player: 0, part: 'action' }).state;
    expect(drunk.g.prospectors[0]!.inventory.hiddenGear).toEqual([]);
    expect(findMarker(drunk.g, marker)?.place.kind).toBe('spent');
  });

  it('LV-EVENT-5: the event pool holds gear only in the component data, so no event gives a clue (clues have their own pool)', () => {
    const s = gatherSite({ tiles: [RIVER, BARE] });
    expect(componentsOf(s.state).markers.event.every((kind) => kind.item !== undefined)).toBe(true);
    expect(componentsOf(s.state).markers.clue.length).toBeGreaterThan(0);
  });

  it('LV-EVENT-6: the Black Market\'s events are not taken as an action (they are swapped in a trade)', () => {
    const s = gatherSite({ tiles: [RIVER, BARE, ['T10', 'O0^']] });
    expect(markersOn(s.state, 'T10')).toHaveLength(3);
    expect(actionsOf(s.state, 'take-event')).toEqual([]);
    expectRefused(s.state, { type: 'take-event', player: 0, tile: tileIndex(s.state, 'T10'), pay: 'food' }, 'lost-valley/no-event');
  });

  it('LV-SKILL-ADVENTURER-1: the Adventurer looks at adjacent event markers for free, without taking them; others may not', () => {
    // The Black Market (T10) holds three events, all looked at in one look.
    const tiles = [RIVER, L03, ['T10', 'O0^'] as const];
    const s = gatherSite({ tiles, skills: ['adventurer'] });
    const [l03, market] = [tileIndex(s.state, 'L03'), tileIndex(s.state, 'T10')];
    expect(actionsOf(s.state, 'look-at-events')).toEqual([
      { type: 'look-at-events', player: 0, tile: l03 },
      { type: 'look-at-events', player: 0, tile: market },
    ]);
    let state = force(play(s.state, { type: 'look-at-events', player: 0, tile: l03 }).state, { marker: 'sieve' }).state;
    expect(state.g.turn.actions).toBe(0);
    expect(findMarker(state.g, markersOn(s.state, 'L03')[0]!)).toMatchObject({ place: { kind: 'tile', tile: l03 }, slot: { seenBy: [0], faceUp: false } });
    expect(actionsOf(state, 'look-at-events')).toEqual([{ type: 'look-at-events', player: 0, tile: market }]);
    state = force(force(force(play(state, { type: 'look-at-events', player: 0, tile: market }).state, { marker: 'axe' }).state, { marker: 'rifle' }).state, { marker: 'dynamite-box' }).state;
    expect(state.g.pending.kind).toBe('turn');
    expect(markersOn(state, 'T10').map((id) => findMarker(state.g, id)?.slot.seenBy)).toEqual([[0], [0], [0]]);
    expect(actionsOf(state, 'look-at-events')).toEqual([]);
    // Taking the known event afterwards needs no second look.
    const taken = play(state, { type: 'take-event', player: 0, tile: l03, pay: 'food' }).state;
    expect(held(taken, 0, 'sieve')).toBe(1);
    // Under the other reading (option `adventurer: 'free-event'`) the Adventurer takes events without paying, and has no look.
    const free = gatherSite({ tiles, skills: ['adventurer'], options: { adventurer: 'free-event' } });
    expect(actionsOf(free.state, 'look-at-events')).toEqual([]);
    expect(actionsOf(free.state, 'take-event')).toEqual([{ type: 'take-event', player: 0, tile: l03, pay: 'free' }]);
    const gift = force(play(free.state, { type: 'take-event', player: 0, tile: l03, pay: 'free' }).state, { marker: 'rifle' }).state;
    expect([held(gift, 0, 'rifle'), held(gift, 0, 'food'), held(gift, 0, 'timber')]).toEqual([1, 2, 1]);
    expectRefused(free.state, { type: 'take-event', player: 0, tile: l03, pay: 'food' }, 'lost-valley/cannot-pay');
    expectRefused(s.state, { type: 'take-event', player: 0, tile: l03, pay: 'free' }, 'lost-valley/cannot-pay');
    const plain = gatherSite({ tiles });
    expect(actionsOf(plain.state, 'look-at-events')).toEqual([]);
    expect(expectRefused(plain.state, { type: 'look-at-events', player: 0, tile: l03 }, 'lost-valley/skill-needed').rule).toBe('LV-SKILL-ADVENTURER-1');
  });
});
