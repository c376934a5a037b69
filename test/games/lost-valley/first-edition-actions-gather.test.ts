import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { view } from '../../../src/index.js';
import { countOf, findMarker } from '../../../src/games/lost-valley/public.js';
import { marker, piece } from './build-helpers.js';
import { feSite, kindPiece, offered, settle } from './first-edition-actions-helpers.js';
import { force } from './gather-helpers.js';
import { expectRefused, play } from './lv-helpers.js';

// Every position is hand-built by `feSite` (a first-edition game, seat 0 at (2, 2) of a finished
// board); the actions, draws and choices after it are real play with forced chance.

const held = (state: Parameters<typeof settle>[0], item: string) => countOf(state.g.prospectors[0]!.inventory, item);

describe('first edition: fishing', () => {
  it('LV-FEA-FISH-1: a rod catches a fish at the river or a lake, a fish trap at its intersection, a fish symbol without any gear; nothing elsewhere', () => {
    const rod = feSite(['L27'], {}, { 'fishing-rod': 1 });
    expect(offered(rod.state, 'fish')).toEqual([{ type: 'fish', player: 0 }]);
    expect(held(play(rod.state, { type: 'fish', player: 0 }).state, 'food')).toBe(1);
    const trap = feSite(['L27'], {}, {}, { works: (s) => [{ work: 'fish-trap', at: s.v, builder: 1 }] });
    expect(held(play(trap.state, { type: 'fish', player: 0 }).state, 'food')).toBe(1);
    // R01 shows a fish symbol (first-edition data).
    const symbol = feSite([kindPiece('R01', 'river')], {});
    expect(held(play(symbol.state, { type: 'fish', player: 0 }).state, 'food')).toBe(1);
    // A lake without rod, trap or symbol, and a rod in a forest, catch nothing.
    for (const s of [feSite(['L27'], {}), feSite(['L01'], {}, { 'fishing-rod': 1 })]) {
      expect(offered(s.state, 'fish')).toEqual([]);
      expect(expectRefused(s.state, { type: 'fish', player: 0 }, 'lost-valley/no-fish').rule).toBe('LV-FEA-FISH-1');
    }
  });

  it('LV-FEA-FISH-2: rod, fish trap and fish symbol add up to three fish in one action, one food each into the backpack', () => {
    const { state } = feSite([kindPiece('R01', 'river')], {}, { 'fishing-rod': 1 }, { works: (s) => [{ work: 'fish-trap', at: s.v, builder: 1 }] });
    const { state: next, events } = play(state, { type: 'fish', player: 0 });
    expect(next.g.prospectors[0]!.inventory.backpack).toEqual([{ item: 'food', count: 3 }]);
    expect(next.g.supply['food']).toBe(state.g.supply['food']! - 3);
    expect(events).toContainEqual(expect.objectContaining({ type: 'fished', food: 3 }));
    expect(next.g.turn.actions).toBe(1);
  });
});

describe('first edition: timber', () => {
  it('LV-FEA-TIMBER-1: a tree felled in an adjacent forest gives one timber from the supply; no forest, no timber', () => {
    const { state } = feSite(['L01'], {});
    const next = play(state, { type: 'cut-timber', player: 0 }).state;
    expect(held(next, 'timber')).toBe(1);
    expect(next.g.supply['timber']).toBe(state.g.supply['timber']! - 1);
    const bare = feSite(['L19'], {});
    expect(offered(bare.state, 'cut-timber')).toEqual([]);
    expect(expectRefused(bare.state, { type: 'cut-timber', player: 0 }, 'lost-valley/no-forest').rule).toBe('LV-FEA-TIMBER-1');
  });

  it('LV-FEA-TIMBER-2: at a sawmill or with an axe two timber, with both three', () => {
    const sawmill = (s: { v: number }) => [{ work: 'sawmill' as const, at: s.v, builder: 1 }];
    expect(held(play(feSite(['L01'], {}, { axe: 1 }).state, { type: 'cut-timber', player: 0 }).state, 'timber')).toBe(2);
    expect(held(play(feSite(['L01'], {}, {}, { works: sawmill }).state, { type: 'cut-timber', player: 0 }).state, 'timber')).toBe(2);
    expect(held(play(feSite(['L01'], {}, { axe: 1 }, { works: sawmill }).state, { type: 'cut-timber', player: 0 }).state, 'timber')).toBe(3);
  });
});

describe('first edition: events', () => {
  const oneEvent = (f: number) => piece(f, 'L05', [marker(500, 'event')]);

  it('LV-FEA-EVENT-1: any two raw materials buy an event marker from an adjacent tile; one raw material is not enough', () => {
    const { state } = feSite([oneEvent], { food: 1, timber: 1, tool: 2 });
    const tile = state.g.board.tiles.findIndex((t) => t.markers.some((m) => m.id === 500));
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
    expect(findMarker(taken.g, 500)?.place.kind).not.toBe('tile');
    expect(taken.g.turn.actions).toBe(1);
    // Refusals: one raw material, a pair not held, a tile out of reach; each leaves the state alone.
    const poor = feSite([oneEvent], { food: 1 });
    expect(offered(poor.state, 'take-event-for-two')).toEqual([]);
    expect(expectRefused(poor.state, { type: 'take-event-for-two', player: 0, tile, pay: ['food', 'food'] }, 'lost-valley/cannot-pay').rule).toBe('LV-FEA-EVENT-1');
    expectRefused(state, { type: 'take-event-for-two', player: 0, tile: state.g.board.tiles.length - 1, pay: ['food', 'tool'] }, 'lost-valley/not-adjacent');
  });

  it('LV-FEA-EVENT-2: on a triangle the prospector looks at its markers in secret and keeps one; the others stay face down, known to it alone', () => {
    const { state } = feSite([(f) => piece(f, 'T06', [marker(500, 'event'), marker(501, 'event')])], { food: 2 });
    const tile = state.g.board.tiles.findIndex((t) => t.tile === 'T06');
    let next = play(state, { type: 'take-event-for-two', player: 0, tile, pay: ['food', 'food'] }).state;
    next = force(next, { marker: 'rifle' }).state;
    next = force(next, { marker: 'axe' }).state;
    expect(offered(next, 'choose-markers')).toEqual([
      { type: 'choose-markers', player: 0, markers: [500] },
      { type: 'choose-markers', player: 0, markers: [501] },
    ]);
    next = play(next, { type: 'choose-markers', player: 0, markers: [501] }).state;
    expect(held(next, 'axe')).toBe(1);
    expect(findMarker(next.g, 500)?.slot).toMatchObject({ identity: 'rifle', faceUp: false, seenBy: [0] });
    expect(findMarker((view(next, 1) as unknown as typeof next).g, 500)?.slot.identity).toBeNull();
  });

  it('LV-FEA-EVENT-3: a gold event goes face down into the gold bag', () => {
    // A data set whose events include gold (the reference set has none: LV-COMP-6).
    const s = feSite([oneEvent], { food: 2 });
    const data = { ...componentsOf(s.state), markers: { ...componentsOf(s.state).markers, event: [...componentsOf(s.state).markers.event, { id: 'gold-nugget-3', count: 1, value: 3 }] } };
    const state = { ...s.state, data };
    const tile = state.g.board.tiles.findIndex((t) => t.markers.some((m) => m.id === 500));
    const taken = force(play(state, { type: 'take-event-for-two', player: 0, tile, pay: ['food', 'food'] }).state, { marker: 'gold-nugget-3' }).state;
    expect(taken.g.prospectors[0]!.inventory.goldBag).toEqual([expect.objectContaining({ id: 500, identity: 'gold-nugget-3', faceUp: false })]);
  });

  it('LV-FEA-EVENT-4: gear from an event goes into the gear area and works as usual', () => {
    const { state } = feSite([oneEvent, 'L01'], { food: 2 });
    const tile = state.g.board.tiles.findIndex((t) => t.markers.some((m) => m.id === 500));
    const taken = force(play(state, { type: 'take-event-for-two', player: 0, tile, pay: ['food', 'food'] }).state, { marker: 'axe' }).state;
    expect(taken.g.prospectors[0]!.inventory.gear).toEqual([{ item: 'axe', count: 1 }]);
    // Next turn (hand-built: the action given back): the axe gives two timber.
    const again = { ...taken, g: { ...taken.g, turn: { ...taken.g.turn, actions: 0 } } };
    expect(held(play(again, { type: 'cut-timber', player: 0 }).state, 'timber')).toBe(2);
  });

  it('LV-FEA-EVENT-5: a special item lies face down in a gear space and is used once, then discarded', () => {
    const { state } = feSite([oneEvent], { food: 2 });
    const tile = state.g.board.tiles.findIndex((t) => t.markers.some((m) => m.id === 500));
    const taken = force(play(state, { type: 'take-event-for-two', player: 0, tile, pay: ['food', 'food'] }).state, { marker: 'whiskey' }).state;
    expect(taken.g.prospectors[0]!.inventory.hiddenGear).toEqual([expect.objectContaining({ id: 500, identity: 'whiskey', faceUp: false, seenBy: [0] })]);
    expect(findMarker((view(taken, 1) as unknown as typeof taken).g, 500)?.slot.identity).toBeNull();
    const drunk = play(taken, { type: 'drink-whiskey', player: 0, part: 'action' }).state;
    expect(drunk.g.prospectors[0]!.inventory.hiddenGear).toEqual([]);
    expect(findMarker(drunk.g, 500)?.place.kind).toBe('spent');
  });

  it('LV-FEA-EVENT-6: dried fish is exchanged for four food, a free action', () => {
    const { state } = feSite([], {}, { 'dried-fish': 1 });
    expect(offered(state, 'eat-dried-fish')).toEqual([{ type: 'eat-dried-fish', player: 0 }]);
    const { state: next, events } = play(state, { type: 'eat-dried-fish', player: 0 });
    expect(held(next, 'food')).toBe(4);
    expect(held(next, 'dried-fish')).toBe(0);
    expect(next.g.supply['food']).toBe(state.g.supply['food']! - 4);
    expect(next.g.turn.actions).toBe(0);
    expect(events).toContainEqual(expect.objectContaining({ type: 'dried-fish-eaten', food: 4 }));
    const none = feSite([], {});
    expect(expectRefused(none.state, { type: 'eat-dried-fish', player: 0 }, 'lost-valley/no-dried-fish').rule).toBe('LV-FEA-EVENT-6');
  });

  it('LV-FEA-EVENT-7: a dynamite stick from an event digs two gray markers at once, and is used up', () => {
    const mountain = (f: number) => piece(f, 'L10', [marker(510, 'mountain-gold'), marker(511, 'mountain-gold')]);
    const { state, tileOf, faces } = feSite([oneEvent, mountain], { food: 3, timber: 1 }, {}, { works: (s) => [{ work: 'mine', at: s.tileOf(s.faces[1]!), builder: 1 }] });
    const tile = state.g.board.tiles.findIndex((t) => t.markers.some((m) => m.id === 500));
    let next = force(play(state, { type: 'take-event-for-two', player: 0, tile, pay: ['food', 'food'] }).state, { marker: 'dynamite-stick' }).state;
    next = { ...next, g: { ...next.g, turn: { ...next.g.turn, actions: 0 } } }; // hand-built: a later turn
    const mine = tileOf(faces[1]!);
    expect(offered(next, 'mountain-gold').map((a) => (a.type === 'mountain-gold' ? a.dynamite : null))).toEqual(['none', 'stick']);
    next = settle(play(next, { type: 'mountain-gold', player: 0, tile: mine, markers: [510, 511], dynamite: 'stick', fee: null }).state);
    expect(next.g.prospectors[0]!.inventory.goldBag.map((m) => m.id)).toEqual([510, 511]);
    expect(findMarker(next.g, 500)?.place.kind).toBe('spent');
  });

  it('LV-FEA-EVENT-8: Radim pays two timber to look at the event markers, keeps the whiskey, drinks it at once and moves again', () => {
    const { state } = feSite([(f) => piece(f, 'T06', [marker(500, 'event'), marker(501, 'event')])], { timber: 2 });
    const tile = state.g.board.tiles.findIndex((t) => t.tile === 'T06');
    let next = play(state, { type: 'take-event-for-two', player: 0, tile, pay: ['timber', 'timber'] }).state;
    next = force(force(next, { marker: 'whiskey' }).state, { marker: 'axe' }).state;
    next = play(next, { type: 'choose-markers', player: 0, markers: [500] }).state;
    expect(held(next, 'timber')).toBe(0);
    // He has moved already this turn (hand-built: the movement used).
    next = { ...next, g: { ...next.g, turn: { ...next.g.turn, movements: 1 } } };
    expect(offered(next, 'drink-whiskey')).toContainEqual({ type: 'drink-whiskey', player: 0, part: 'movement' });
    next = play(next, { type: 'drink-whiskey', player: 0, part: 'movement' }).state;
    expect(offered(next, 'move').length).toBeGreaterThan(0);
  });
});

describe('first edition: the quiet nook', () => {
  it('LV-FEA-NOOK-1: at the quiet nook a whiskey costs any two raw materials', () => {
    const { state } = feSite(['T02'], { food: 1, tool: 1 });
    const tile = state.g.board.tiles.findIndex((t) => t.tile === 'T02');
    expect(offered(state, 'quiet-nook')).toEqual([{ type: 'quiet-nook', player: 0, tile, pay: ['food', 'tool'] }]);
    const { state: next, events } = play(state, { type: 'quiet-nook', player: 0, tile, pay: ['food', 'tool'] });
    expect(held(next, 'whiskey')).toBe(1);
    expect(held(next, 'food') + held(next, 'tool')).toBe(0);
    expect(next.g.supply['whiskey']).toBe(state.g.supply['whiskey']! - 1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'quiet-nook-used', whiskey: 1 }));
    expect(next.g.turn.actions).toBe(1);
    expectRefused(state, { type: 'quiet-nook', player: 0, tile, pay: ['food', 'food'] }, 'lost-valley/cannot-pay');
    const away = feSite(['L01'], { food: 1, tool: 1 });
    expect(expectRefused(away.state, { type: 'quiet-nook', player: 0, tile, pay: ['food', 'tool'] }, 'lost-valley/not-adjacent').rule).toBe('LV-FEA-NOOK-1');
  });
});
