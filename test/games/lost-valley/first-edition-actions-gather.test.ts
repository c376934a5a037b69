import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { view } from '../../../src/index.js';
import { countOf, findMarker } from '../../../src/games/lost-valley/public.js';
import { firstEditionSite, gapTriangle, markersOn, offered, settle } from './first-edition-actions-helpers.js';
import type { Site } from './site-board.js';
import { force } from './gather-helpers.js';
import { built, expectRefused, play, position } from './lv-helpers.js';

// Every position is built with the position builder: `firstEditionSite` (a first-edition game on
// a legal board, its exploration ended, seat 0 at O2 unless a scene says where; the markers are
// the tiles' own, face down) or, for a triangle, `gapTriangle` (the triangle in a gap at the
// mouth, seat 0 by it). The actions, draws and choices after it are real play with forced chance.

/** At M1 with R01 laid after the mouth's R03: both river tiles (each with a fish) touch M1. */
const BY_THE_RIVER = { river: ['R01'], at: 'M1' } as const;
/** The event marker of the forest L05 (one event symbol) at ring face 0. */
const eventOf = (site: Site) => markersOn(site, site.faces[0]!, 'event')[0]!;
/** The same state on a later turn of the same prospector: its action not used yet. */
const laterTurn = (state: Parameters<typeof settle>[0], parts: { actions?: number; movements?: number } = { actions: 0 }) => built(position(state).turn(parts));

const held = (state: Parameters<typeof settle>[0], item: string) => countOf(state.g.prospectors[0]!.inventory, item);

describe('first edition: fishing', () => {
  it('LV-FEA-FISH-1: a rod catches a fish at the river or a lake, a fish trap at its intersection, a fish symbol without any gear; nothing elsewhere', () => {
    const rod = firstEditionSite(['L27'], {}, { 'fishing-rod': 1 });
    expect(offered(rod.state, 'fish')).toEqual([{ type: 'fish', player: 0 }]);
    expect(held(play(rod.state, { type: 'fish', player: 0 }).state, 'food')).toBe(1);
    const trap = firstEditionSite(['L27'], {}, {}, { works: (s) => [{ work: 'fish-trap', at: s.v, builder: 1 }] });
    expect(held(play(trap.state, { type: 'fish', player: 0 }).state, 'food')).toBe(1);
    // R01 and R03 show a fish symbol (first-edition data): one fish however many touch.
    const symbol = firstEditionSite([], {}, {}, BY_THE_RIVER);
    expect(held(play(symbol.state, { type: 'fish', player: 0 }).state, 'food')).toBe(1);
    // A lake without rod, trap or symbol, and a rod in a forest, catch nothing.
    for (const s of [firstEditionSite(['L27'], {}), firstEditionSite(['L01'], {}, { 'fishing-rod': 1 })]) {
      expect(offered(s.state, 'fish')).toEqual([]);
      expect(expectRefused(s.state, { type: 'fish', player: 0 }, 'lost-valley/no-fish').rule).toBe('LV-FEA-FISH-1');
    }
  });

  it('LV-FEA-FISH-2: rod, fish trap and fish symbol add up to three fish in one action, one food each into the backpack', () => {
    const { state } = firstEditionSite([], {}, { 'fishing-rod': 1 }, { ...BY_THE_RIVER, works: (s) => [{ work: 'fish-trap', at: s.v, builder: 1 }] });
    const { state: next, events } = play(state, { type: 'fish', player: 0 });
    expect(next.g.prospectors[0]!.inventory.backpack).toEqual([{ item: 'food', count: 3 }]);
    expect(next.g.supply['food']).toBe(state.g.supply['food']! - 3);
    expect(events).toContainEqual(expect.objectContaining({ type: 'fished', food: 3 }));
    expect(next.g.turn.actions).toBe(1);
  });
});

describe('first edition: timber', () => {
  it('LV-FEA-TIMBER-1: a tree felled in an adjacent forest gives one timber from the supply; no forest, no timber', () => {
    const { state } = firstEditionSite(['L01'], {});
    const next = play(state, { type: 'cut-timber', player: 0 }).state;
    expect(held(next, 'timber')).toBe(1);
    expect(next.g.supply['timber']).toBe(state.g.supply['timber']! - 1);
    const bare = firstEditionSite(['L19'], {});
    expect(offered(bare.state, 'cut-timber')).toEqual([]);
    expect(expectRefused(bare.state, { type: 'cut-timber', player: 0 }, 'lost-valley/no-forest').rule).toBe('LV-FEA-TIMBER-1');
  });

  it('LV-FEA-TIMBER-2: at a sawmill or with an axe two timber, with both three', () => {
    const sawmill = (s: { v: number }) => [{ work: 'sawmill' as const, at: s.v, builder: 1 }];
    expect(held(play(firstEditionSite(['L01'], {}, { axe: 1 }).state, { type: 'cut-timber', player: 0 }).state, 'timber')).toBe(2);
    expect(held(play(firstEditionSite(['L01'], {}, {}, { works: sawmill }).state, { type: 'cut-timber', player: 0 }).state, 'timber')).toBe(2);
    expect(held(play(firstEditionSite(['L01'], {}, { axe: 1 }, { works: sawmill }).state, { type: 'cut-timber', player: 0 }).state, 'timber')).toBe(3);
  });
});

describe('first edition: events', () => {
  it('LV-FEA-EVENT-1: any two raw materials buy an event marker from an adjacent tile; one raw material is not enough', () => {
    const site = firstEditionSite(['L05'], { food: 1, timber: 1, tool: 2 });
    const { state } = site;
    const event = eventOf(site);
    const tile = site.tileOf(site.faces[0]!);
    expect(offered(state, 'take-event-for-two').map((a) => (a.type === 'take-event-for-two' ? a.pay : null))).toEqual([
      ['food', 'timber'],
      ['food', 'tool'],
      ['timber', 'tool'],
      ['tool', 'tool'],
    ]);
    const paid = play(state, { type: 'take-event-for-two', player: 0, tile, pay: ['food', 'tool'] }).state;
    const taken = force(paid, { marker: 'axe' }).state;
    expect(held(taken, 'food') + held(taken, 'tool')).toBe(1);
    expect(taken.g.supply['food']).toBe(state.g.supply['food']! + 1);
    expect(taken.g.supply['tool']).toBe(state.g.supply['tool']! + 1);
    expect(findMarker(taken.g, event)?.place.kind).not.toBe('tile');
    expect(taken.g.turn.actions).toBe(1);
    // Refusals: one raw material, a pair not held, a tile out of reach (the mouth's river tile); each leaves the state alone.
    const poor = firstEditionSite(['L05'], { food: 1 });
    expect(offered(poor.state, 'take-event-for-two')).toEqual([]);
    expect(expectRefused(poor.state, { type: 'take-event-for-two', player: 0, tile, pay: ['food', 'food'] }, 'lost-valley/cannot-pay').rule).toBe('LV-FEA-EVENT-1');
    expectRefused(state, { type: 'take-event-for-two', player: 0, tile: state.g.board.tiles.findIndex((t) => t.tile === 'R03'), pay: ['food', 'tool'] }, 'lost-valley/not-adjacent');
  });

  it('LV-FEA-EVENT-2: on a triangle the prospector looks at its markers in secret and keeps one; the others stay face down, known to it alone', () => {
    const { state, tile } = gapTriangle('T06', { food: 2 });
    const [first, second] = state.g.board.tiles[tile]!.markers.filter((m) => m.pool === 'event').map((m) => m.id);
    let next = play(state, { type: 'take-event-for-two', player: 0, tile, pay: ['food', 'food'] }).state;
    next = force(next, { marker: 'rifle' }).state;
    next = force(next, { marker: 'axe' }).state;
    expect(offered(next, 'choose-markers')).toEqual([
      { type: 'choose-markers', player: 0, markers: [first] },
      { type: 'choose-markers', player: 0, markers: [second] },
    ]);
    next = play(next, { type: 'choose-markers', player: 0, markers: [second!] }).state;
    expect(held(next, 'axe')).toBe(1);
    expect(findMarker(next.g, first!)?.slot).toMatchObject({ identity: 'rifle', faceUp: false, seenBy: [0] });
    expect(findMarker((view(next, 1) as unknown as typeof next).g, first!)?.slot.identity).toBeNull();
  });

  it('LV-FEA-EVENT-3: a gold event goes face down into the gold bag', () => {
    // A data set whose events include gold (the reference set has none: LV-COMP-6).
    const set = componentsOf(firstEditionSite(['L05'], {}).state);
    const data = { ...set, markers: { ...set.markers, event: [...set.markers.event, { id: 'gold-nugget-3', count: 1, value: 3 }] } };
    const site = firstEditionSite(['L05'], { food: 2 }, {}, { data });
    const { state } = site;
    const event = eventOf(site);
    const tile = site.tileOf(site.faces[0]!);
    const taken = force(play(state, { type: 'take-event-for-two', player: 0, tile, pay: ['food', 'food'] }).state, { marker: 'gold-nugget-3' }).state;
    expect(taken.g.prospectors[0]!.inventory.goldBag).toEqual([expect.objectContaining({ id: event, identity: 'gold-nugget-3', faceUp: false })]);
  });

  it('LV-FEA-EVENT-4: gear from an event goes into the gear area and works as usual', () => {
    const site = firstEditionSite(['L05', 'L01'], { food: 2 });
    const tile = site.tileOf(site.faces[0]!);
    const taken = force(play(site.state, { type: 'take-event-for-two', player: 0, tile, pay: ['food', 'food'] }).state, { marker: 'axe' }).state;
    expect(taken.g.prospectors[0]!.inventory.gear).toEqual([{ item: 'axe', count: 1 }]);
    // A later turn (built: the action not used yet): the axe gives two timber.
    expect(held(play(laterTurn(taken), { type: 'cut-timber', player: 0 }).state, 'timber')).toBe(2);
  });

  it('LV-FEA-EVENT-5: a special item lies face down in a gear space and is used once, then discarded', () => {
    const site = firstEditionSite(['L05'], { food: 2 });
    const event = eventOf(site);
    const tile = site.tileOf(site.faces[0]!);
    const taken = force(play(site.state, { type: 'take-event-for-two', player: 0, tile, pay: ['food', 'food'] }).state, { marker: 'whiskey' }).state;
    expect(taken.g.prospectors[0]!.inventory.hiddenGear).toEqual([expect.objectContaining({ id: event, identity: 'whiskey', faceUp: false, seenBy: [0] })]);
    expect(findMarker((view(taken, 1) as unknown as typeof taken).g, event)?.slot.identity).toBeNull();
    const drunk = play(taken, { type: 'drink-whiskey', player: 0, part: 'action' }).state;
    expect(drunk.g.prospectors[0]!.inventory.hiddenGear).toEqual([]);
    expect(findMarker(drunk.g, event)?.place.kind).toBe('spent');
  });

  it('LV-FEA-EVENT-6: dried fish is exchanged for four food, a free action', () => {
    // The first edition's dried fish is an event marker, held face down in the gear area.
    const { state } = firstEditionSite([], {}, {}, { hidden: ['dried-fish'] });
    expect(state.g.prospectors[0]!.inventory.hiddenGear).toHaveLength(1);
    expect(offered(state, 'eat-dried-fish')).toEqual([{ type: 'eat-dried-fish', player: 0 }]);
    const { state: next, events } = play(state, { type: 'eat-dried-fish', player: 0 });
    expect(held(next, 'food')).toBe(4);
    expect(held(next, 'dried-fish')).toBe(0);
    expect(next.g.prospectors[0]!.inventory.hiddenGear).toEqual([]);
    expect(next.g.supply['food']).toBe(state.g.supply['food']! - 4);
    expect(next.g.turn.actions).toBe(0);
    expect(events).toContainEqual(expect.objectContaining({ type: 'dried-fish-eaten', food: 4 }));
    const none = firstEditionSite([], {});
    expect(expectRefused(none.state, { type: 'eat-dried-fish', player: 0 }, 'lost-valley/no-dried-fish').rule).toBe('LV-FEA-EVENT-6');
  });

  it('LV-FEA-EVENT-7: a dynamite stick from an event digs two gray markers at once, and is used up', () => {
    // The forest L05 (an event) at ring face 0, the mountain L10 at face 1 with a mine built by seat 1.
    const site = firstEditionSite(['L05', 'L10'], { food: 3, timber: 1 }, {}, { works: (s) => [{ work: 'mine', at: s.tileOf(s.faces[1]!), builder: 1 }] });
    const { state, tileOf, faces } = site;
    const event = eventOf(site);
    const [a, b] = markersOn(site, faces[1]!, 'mountain-gold');
    let next = force(play(state, { type: 'take-event-for-two', player: 0, tile: tileOf(faces[0]!), pay: ['food', 'food'] }).state, { marker: 'dynamite-stick' }).state;
    next = laterTurn(next); // built: a later turn, the action not used yet
    const mine = tileOf(faces[1]!);
    expect(offered(next, 'mountain-gold').map((x) => (x.type === 'mountain-gold' ? x.dynamite : null))).toEqual(['none', 'stick']);
    next = settle(play(next, { type: 'mountain-gold', player: 0, tile: mine, markers: [a!, b!], dynamite: 'stick', fee: null }).state);
    expect(next.g.prospectors[0]!.inventory.goldBag.map((m) => m.id)).toEqual([a, b]);
    expect(findMarker(next.g, event)?.place.kind).toBe('spent');
  });

  it('LV-FEA-EVENT-8: Radim pays two timber to look at the event markers, keeps the whiskey, drinks it at once and moves again', () => {
    const { state, tile } = gapTriangle('T06', { timber: 2 });
    const [first] = state.g.board.tiles[tile]!.markers.filter((m) => m.pool === 'event').map((m) => m.id);
    let next = play(state, { type: 'take-event-for-two', player: 0, tile, pay: ['timber', 'timber'] }).state;
    next = force(force(next, { marker: 'whiskey' }).state, { marker: 'axe' }).state;
    next = play(next, { type: 'choose-markers', player: 0, markers: [first!] }).state;
    expect(held(next, 'timber')).toBe(0);
    // He has moved already this turn (built: the movement used).
    next = laterTurn(next, { movements: 1 });
    expect(offered(next, 'drink-whiskey')).toContainEqual({ type: 'drink-whiskey', player: 0, part: 'movement' });
    next = play(next, { type: 'drink-whiskey', player: 0, part: 'movement' }).state;
    expect(offered(next, 'move').length).toBeGreaterThan(0);
  });
});

describe('first edition: the quiet nook', () => {
  it('LV-FEA-NOOK-1: at the quiet nook a whiskey costs any two raw materials', () => {
    const { board, state, tile } = gapTriangle('T02', { food: 1, tool: 1 });
    expect(offered(state, 'quiet-nook')).toEqual([{ type: 'quiet-nook', player: 0, tile, pay: ['food', 'tool'] }]);
    const { state: next, events } = play(state, { type: 'quiet-nook', player: 0, tile, pay: ['food', 'tool'] });
    expect(held(next, 'whiskey')).toBe(1);
    expect(held(next, 'food') + held(next, 'tool')).toBe(0);
    expect(next.g.supply['whiskey']).toBe(state.g.supply['whiskey']! - 1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'quiet-nook-used', whiskey: 1 }));
    expect(next.g.turn.actions).toBe(1);
    expectRefused(state, { type: 'quiet-nook', player: 0, tile, pay: ['food', 'food'] }, 'lost-valley/cannot-pay');
    // The same board, seat 0 at M1 (by the river, away from the nook).
    const away = built(board.at(0, 'M1'));
    expect(offered(away, 'quiet-nook')).toEqual([]);
    expect(expectRefused(away, { type: 'quiet-nook', player: 0, tile, pay: ['food', 'tool'] }, 'lost-valley/not-adjacent').rule).toBe('LV-FEA-NOOK-1');
  });
});
