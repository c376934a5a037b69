import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { determinize, view } from '../../../src/index.js';
import { componentsFor, contextOf, findMarker, seatScores, symbolsLaid } from '../../../src/games/lost-valley/public.js';
import { draw, expectRefused, legal, newGame, node, placeFirst, play, walk } from './lv-helpers.js';
import { actionsOf, force, gatherSite, held, markersOn, tileIndex, type GatherStep } from './gather-helpers.js';

// Legal boards (gather-helpers.ts `gatherSite`): seat 0 stands at O1 of a finished board, the
// river R02 at the mouth (M0^, M1v) out of its reach; every draw is then forced with external
// chance. Touching O1: beside the river on N0^ and N1v L05 (a forest with one exclamation mark)
// or L35 (a bare wasteland); east of O1 on O1v and O1^ L33 (a wasteland with a question mark and
// an exclamation mark); on O0^ T01, a Trading Outpost.
const RIVER: GatherStep = ['R02', 'M0^', 'M1v'];

const gOf = (state: Parameters<typeof view>[0], seat: number): string => JSON.stringify((view(state, seat) as { g: unknown }).g);

describe('clue markers on the tiles (LV-EVENT-7)', () => {
  it('LV-EVENT-7, LV-EVENT-5: the event action takes the clue marker of a tile touching the intersection for 1 food or 1 timber; it goes face down into the gold bag, known to its owner only', () => {
    const s = gatherSite({ tiles: [RIVER, ['L05', 'N0^', 'N1v']] });
    const tile = tileIndex(s.state, 'L05');
    const [clue] = markersOn(s.state, 'L05') as [number];
    expect(actionsOf(s.state, 'take-event')).toEqual([
      { type: 'take-event', player: 0, tile, pay: 'food' },
      { type: 'take-event', player: 0, tile, pay: 'timber' },
    ]);
    const paying = play(s.state, { type: 'take-event', player: 0, tile, pay: 'food' }).state;
    expect(held(paying, 0, 'food')).toBe(1);
    expect(paying.g.turn.actions).toBe(1);
    const { state, events } = force(paying, { marker: 'clue-wasteland' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'marker-taken', player: 0, marker: clue, pool: 'clue' }));
    expect(findMarker(state.g, clue)).toMatchObject({ place: { kind: 'bag', prospector: 0 }, slot: { pool: 'clue', identity: 'clue-wasteland', faceUp: false, seenBy: [0] } });
    expect(state.g.board.tiles[tile]!.markers).toEqual([]);
    expect(gOf(state, 0)).toContain('"identity":"clue-wasteland"');
    expect(gOf(state, 1)).not.toContain('"identity":"clue-wasteland"');
    // A clue is worth nothing in the standard game's score (LV-END-2).
    expect(seatScores(contextOf(state), state.g)).toEqual(seatScores(contextOf(s.state), s.state.g));
    // Seat 1 cannot tell which clue it is: a determinization for seat 1 keeps the clue in seat 0's bag, face down, and keeps seat 1's view.
    const other = determinize(state, 1, 'redraw') as typeof state;
    expect(findMarker(other.g, clue)).toMatchObject({ place: { kind: 'bag', prospector: 0 }, slot: { pool: 'clue', faceUp: false, seenBy: [0] } });
    expect(gOf(other, 1)).toEqual(gOf(state, 1));
    // Nothing left there to take; a tile with no marker is refused.
    expect(actionsOf(state, 'take-event')).toEqual([]);
    expectRefused(s.state, { type: 'take-event', player: 0, tile: tile + 5, pay: 'food' }, 'lost-valley/no-event');
  });

  it('LV-EVENT-7, LV-MARK-8: in real play the clue laid on an explored tile is taken by the explorer\'s action in the same turn', () => {
    // A set of one land diamond (L05, a forest with an exclamation mark) and no triangle: the
    // exploration at the river's mouth lays R01 and L05, and its clue marker face down.
    const set = componentsFor('second');
    let state = newGame({ data: { ...set, landDiamonds: set.landDiamonds.filter((t) => t.id === 'L05'), triangles: [] } });
    state = walk(state, node(state, 1, 0)).state;
    state = placeFirst(draw(state, 'river', 'R01'));
    state = draw(state, 'land', 'L05');
    state = play(state, legal(state)[0]).state;
    const tile = state.g.board.tiles.findIndex((t) => t.tile === 'L05');
    const [clue] = state.g.board.tiles[tile]!.markers;
    expect(clue).toMatchObject({ pool: 'clue', identity: null, faceUp: false, seenBy: [] });
    expect(actionsOf(state, 'take-event')).toContainEqual({ type: 'take-event', player: 0, tile, pay: 'food' });
    state = force(play(state, { type: 'take-event', player: 0, tile, pay: 'food' }).state, { marker: 'clue-forest' }).state;
    expect(findMarker(state.g, clue!.id)).toMatchObject({ place: { kind: 'bag', prospector: 0 }, slot: { identity: 'clue-forest', seenBy: [0] } });
  });

  it('LV-EVENT-7, LV-EVENT-2: an event and a clue on one tile are looked at together; the seat keeps one and the other goes back face down, known to that seat only', () => {
    const s = gatherSite({ tiles: [RIVER, ['L35', 'N0^', 'N1v'], ['L33', 'O1v', 'O1^']] });
    const tile = tileIndex(s.state, 'L33');
    const [event, clue] = markersOn(s.state, 'L33') as [number, number];
    expect([event, clue].map((id) => findMarker(s.state.g, id)?.slot.pool)).toEqual(['event', 'clue']);
    let state = play(s.state, { type: 'take-event', player: 0, tile, pay: 'timber' }).state;
    state = force(state, { marker: 'rifle' }).state;
    state = force(state, { marker: 'clue-tundra' }).state;
    expect(state.g.pending).toEqual({ kind: 'task', seat: 0 });
    expect(legal(state)).toEqual([
      { type: 'choose-markers', player: 0, markers: [event] },
      { type: 'choose-markers', player: 0, markers: [clue] },
    ]);
    expect(gOf(state, 1)).not.toContain('"identity":"clue-tundra"');
    const kept = play(state, { type: 'choose-markers', player: 0, markers: [clue] }).state;
    expect(findMarker(kept.g, clue)?.place).toEqual({ kind: 'bag', prospector: 0 });
    expect(held(kept, 0, 'rifle')).toBe(0);
    expect(findMarker(kept.g, event)).toMatchObject({ place: { kind: 'tile', tile }, slot: { faceUp: false, seenBy: [0], identity: 'rifle' } });
    expect(gOf(kept, 1)).not.toContain('"identity":"rifle"');
    // Keeping the event instead leaves the clue on the tile, known to seat 0.
    const other = play(state, { type: 'choose-markers', player: 0, markers: [event] }).state;
    expect(held(other, 0, 'rifle')).toBe(1);
    expect(findMarker(other.g, clue)).toMatchObject({ place: { kind: 'tile', tile }, slot: { faceUp: false, seenBy: [0], identity: 'clue-tundra' } });
  });

  it('LV-EVENT-7, LV-TRADE-OUTPOST-1: the clues of a Trading Outpost are for sale, not found by the event action', () => {
    const s = gatherSite({ tiles: [RIVER, ['L35', 'N0^', 'N1v'], ['T01', 'O0^']] });
    expect(markersOn(s.state, 'T01')).toHaveLength(3);
    expect(actionsOf(s.state, 'take-event')).toEqual([]);
    expect(expectRefused(s.state, { type: 'take-event', player: 0, tile: tileIndex(s.state, 'T01'), pay: 'food' }, 'lost-valley/no-event').rule).toBe('LV-EVENT-1');
  });

  it('LV-EVENT-7, LV-SKILL-ADVENTURER-1: the Adventurer looks at event markers only; a clue marker is found by the event action', () => {
    const s = gatherSite({ tiles: [RIVER, ['L05', 'N0^', 'N1v'], ['L33', 'O1v', 'O1^']], skills: ['adventurer'] });
    const [l05, l33] = [tileIndex(s.state, 'L05'), tileIndex(s.state, 'L33')];
    expect(actionsOf(s.state, 'look-at-events')).toEqual([{ type: 'look-at-events', player: 0, tile: l33 }]);
    const looked = force(play(s.state, { type: 'look-at-events', player: 0, tile: l33 }).state, { marker: 'axe' }).state;
    expect(looked.g.pending.kind).toBe('turn');
    expect(findMarker(looked.g, markersOn(s.state, 'L33')[1]!)?.slot).toMatchObject({ pool: 'clue', seenBy: [] });
    expect(actionsOf(looked, 'take-event').map((a) => ('tile' in a ? a.tile : null))).toEqual([l05, l05, l33, l33]);
  });

  it('LV-EVENT-7, LV-CLASSIC-2, LV-CLASSIC-3: classic lays the clues of the exclamation marks (none on the trading posts); the event action takes one and it scores one nugget', () => {
    // As above, in the variant classic: the exploration at the river's mouth lays R01 and L05.
    const set = componentsFor('second');
    let state = newGame({ variant: 'classic', data: { ...set, landDiamonds: set.landDiamonds.filter((t) => t.id === 'L05'), triangles: [] } });
    expect(state.g.tradingPostMarkers).toEqual([]);
    state = walk(state, node(state, 1, 0)).state;
    state = placeFirst(draw(state, 'river', 'R01'));
    state = draw(state, 'land', 'L05');
    state = play(state, legal(state)[0]).state;
    const tile = state.g.board.tiles.findIndex((t) => t.tile === 'L05');
    expect(state.g.board.tiles[tile]!.markers.map((m) => m.pool)).toEqual(['clue']);
    const before = seatScores(contextOf(state), state.g);
    state = force(play(state, { type: 'take-event', player: 0, tile, pay: 'timber' }).state, { marker: 'clue-forest' }).state;
    expect(seatScores(contextOf(state), state.g)).toEqual([before[0]! + 1, before[1]!]);
    // A Trading Outpost gets no clue in classic; the first edition has no clue marker at all.
    const outpost = set.triangles.find((t) => t.id === 'T01')!;
    expect(outpost.symbols.map((sym) => sym.kind)).toEqual(['clue']);
    expect(symbolsLaid(contextOf(state), outpost.symbols)).toEqual([]);
    expect(componentsOf(newGame({ variant: 'first-edition' })).markers.clue).toEqual([]);
  });
});
