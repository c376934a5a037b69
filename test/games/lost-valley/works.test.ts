import { describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/games/lost-valley/game/context-of.js';
import { workCost } from '../../../src/games/lost-valley/works/works.js';
import { countOf } from '../../../src/games/lost-valley/public.js';
import { legalSite, riverCrossing } from './site-board.js';
import { built, cornersOf, expectRefused, latticeOf, legal, newGame, node, play, position } from './lv-helpers.js';

// Every position here is a legal board around one intersection (site-board.ts `legalSite`, built
// by the position builder); the rest is real play.

function builds(state: Parameters<typeof legal>[0], type: string) {
  return legal(state).filter((a) => a.type === type);
}

describe('works', () => {
  it('LV-WORK-3, LV-XP-1: a fish trap for one tool at an intersection on the water; the builder gains an XP marker', () => {
    const { state, v } = legalSite({ around: ['T02'], goods: { tool: 2, food: 1 } });
    expect(builds(state, 'build-fish-trap')).toEqual([{ type: 'build-fish-trap', player: 0 }]);
    const supply = state.g.supply['fish-trap']!;
    const { state: next, events } = play(state, { type: 'build-fish-trap', player: 0 });
    expect(next.g.board.works).toEqual([{ work: 'fish-trap', at: v, builder: 0 }]);
    expect(countOf(next.g.prospectors[0]!.inventory, 'tool')).toBe(1);
    expect(next.g.supply['tool']).toBe(state.g.supply['tool']! + 1);
    expect(next.g.supply['fish-trap']).toBe(supply - 1);
    expect(next.g.prospectors[0]!.inventory.xp).toBe(1);
    expect(events.map((e) => e.type)).toEqual(['work-built', 'xp-gained']);
    expect(next.g.turn.actions).toBe(1);
  });

  it('LV-WORK-3: no fish trap away from river or lake', () => {
    const { state } = legalSite({ around: ['L21', 'L01'], goods: { tool: 1 } });
    expect(builds(state, 'build-fish-trap')).toEqual([]);
    expectRefused(state, { type: 'build-fish-trap', player: 0 }, 'lost-valley/wrong-place');
  });

  it('LV-WORK-4: a sawmill for one tool at a forest intersection, not elsewhere', () => {
    const forest = legalSite({ around: ['L01'], goods: { tool: 1 } });
    expect(builds(forest.state, 'build-sawmill')).toHaveLength(1);
    const next = play(forest.state, { type: 'build-sawmill', player: 0 }).state;
    expect(next.g.board.works).toEqual([{ work: 'sawmill', at: forest.v, builder: 0 }]);
    const bare = legalSite({ around: ['L21'], goods: { tool: 1 } });
    expectRefused(bare.state, { type: 'build-sawmill', player: 0 }, 'lost-valley/wrong-place');
  });

  it('LV-WORK-7: a hunting trap for one tool next to an animal', () => {
    // L22, a tundra with an animal marker.
    const { state, v } = legalSite({ around: ['L22'], goods: { tool: 1 } });
    const next = play(state, { type: 'build-hunting-trap', player: 0 }).state;
    expect(next.g.board.works).toEqual([{ work: 'hunting-trap', at: v, builder: 0 }]);
    const none = legalSite({ around: ['L21'], goods: { tool: 1 } });
    expectRefused(none.state, { type: 'build-hunting-trap', player: 0 }, 'lost-valley/wrong-place');
  });

  it('LV-WORK-6, LV-CLAIM-1: a mine on an adjacent mountain tile for a tool, a food and a timber, with the claim marker if the builder wants', () => {
    const { state, faces, tileOf } = legalSite({ around: ['L11', 'L12'], goods: { tool: 1, food: 1, timber: 1 } });
    const mountain = tileOf(faces[0]!);
    const mines = builds(state, 'build-mine');
    expect(mines).toEqual([
      { type: 'build-mine', player: 0, tile: mountain, claim: false, toolInstead: null },
      { type: 'build-mine', player: 0, tile: mountain, claim: true, toolInstead: null },
      { type: 'build-mine', player: 0, tile: tileOf(faces[1]!), claim: false, toolInstead: null },
      { type: 'build-mine', player: 0, tile: tileOf(faces[1]!), claim: true, toolInstead: null },
    ]);
    const { state: next, events } = play(state, { type: 'build-mine', player: 0, tile: mountain, claim: true, toolInstead: null });
    // The mine stands on the tile (its index), not at an intersection.
    expect(next.g.board.works).toEqual([{ work: 'mine', at: mountain, builder: 0 }]);
    expect(next.g.prospectors[0]!.claim).toEqual({ tile: mountain, items: [], markers: [] });
    expect(next.g.prospectors[0]!.inventory.backpack).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['work-built', 'claim-placed', 'xp-gained']);
    const unclaimed = play(state, { type: 'build-mine', player: 0, tile: mountain, claim: false, toolInstead: null }).state;
    expect(unclaimed.g.prospectors[0]!.claim).toBeNull();
  });

  it('LV-WORK-6: no mine without its three goods, nor on a tile that is not mountain', () => {
    const { state, faces, tileOf } = legalSite({ around: ['L11', 'L21'], goods: { tool: 1, food: 1 } });
    expect(builds(state, 'build-mine')).toEqual([]);
    expectRefused(state, { type: 'build-mine', player: 0, tile: tileOf(faces[0]!), claim: false, toolInstead: null }, 'lost-valley/cannot-pay');
    expectRefused(state, { type: 'build-mine', player: 0, tile: tileOf(faces[1]!), claim: false, toolInstead: null }, 'lost-valley/wrong-place');
  });

  it('LV-WORK-1: one work per place: a second work at an intersection, on a tile or on an edge is refused', () => {
    const { state, faces, edges, tileOf } = legalSite({ around: ['T02', 'L01', 'L11'], goods: { tool: 2, food: 1, timber: 2 } });
    let next = play(state, { type: 'build-fish-trap', player: 0 }).state;
    next = built(position(next).turn({ actions: 0 }));
    expect(builds(next, 'build-sawmill')).toEqual([]);
    const error = expectRefused(next, { type: 'build-sawmill', player: 0 }, 'lost-valley/place-taken');
    expect(error.rule).toBe('LV-WORK-1');
    next = play(next, { type: 'build-flumes', player: 0, edges: [edges[1]!] }).state;
    next = built(position(next).turn({ actions: 0 }));
    expectRefused(next, { type: 'build-flumes', player: 0, edges: [edges[1]!] }, 'lost-valley/place-taken');
    const mine = legalSite({ around: ['L11'], goods: { tool: 2, food: 2, timber: 2 } });
    let mined = play(mine.state, { type: 'build-mine', player: 0, tile: mine.tileOf(mine.faces[0]!), claim: false, toolInstead: null }).state;
    mined = built(position(mined).turn({ actions: 0 }));
    expectRefused(mined, { type: 'build-mine', player: 0, tile: mine.tileOf(mine.faces[0]!), claim: false, toolInstead: null }, 'lost-valley/place-taken');
    expect(tileOf(faces[2]!)).toBeGreaterThanOrEqual(0);
  });

  it('LV-WORK-5, LV-WORK-9, LV-WORK-10: a flume for one timber on an adjacent edge between two tiles of any kind; two at once for two timber, both adjacent', () => {
    const { state, edges } = legalSite({ around: ['L11', 'L31', 'L01'], goods: { timber: 2 } });
    const flumes = builds(state, 'build-flumes');
    // Six single flumes and fifteen pairs around an intersection with six tiles.
    expect(flumes).toHaveLength(6 + 15);
    const one = play(state, { type: 'build-flumes', player: 0, edges: [edges[0]!] }).state;
    expect(countOf(one.g.prospectors[0]!.inventory, 'timber')).toBe(1);
    const two = play(state, { type: 'build-flumes', player: 0, edges: [edges[0]!, edges[3]!].sort((a, b) => a - b) }).state;
    expect(two.g.board.works.map((w) => w.work)).toEqual(['flume', 'flume']);
    expect(countOf(two.g.prospectors[0]!.inventory, 'timber')).toBe(0);
    expect(two.g.turn.actions).toBe(1);
    // An edge not at the prospector's intersection.
    const lattice = latticeOf(state);
    const far = lattice.nodeEdges[6 * node(state, 5, 4)]!;
    expectRefused(state, { type: 'build-flumes', player: 0, edges: [edges[0]!, far] }, 'lost-valley/not-adjacent');
    const poor = legalSite({ goods: { timber: 1 } });
    expect(builds(poor.state, 'build-flumes')).toHaveLength(6);
    expectRefused(poor.state, { type: 'build-flumes', player: 0, edges: [edges[0]!, edges[1]!].sort((a, b) => a - b) }, 'lost-valley/cannot-pay');
  });

  it('LV-WORK-11: no flume across the start tile', () => {
    const site = legalSite({ goods: { timber: 2 } });
    const at = node(site.state, 2, 0);
    const state = built(position(site.state).at(0, at));
    const lattice = latticeOf(state);
    const onLine = Array.from({ length: 6 }, (_, k) => lattice.nodeEdges[6 * at + k]!).filter((e) => e >= 0 && (lattice.edgeFaces[2 * e] === -1 || lattice.edgeFaces[2 * e + 1] === -1));
    expect(onLine.length).toBeGreaterThan(0);
    const offered = builds(state, 'build-flumes').flatMap((a) => (a as { edges: number[] }).edges);
    for (const edge of onLine) expect(offered).not.toContain(edge);
    const error = expectRefused(state, { type: 'build-flumes', player: 0, edges: [onLine[0]!] }, 'lost-valley/flume-across-start-tile');
    expect(error.rule).toBe('LV-WORK-11');
  });

  it('LV-WORK-8, LV-WORK-2: a bridge for two timber on an adjacent edge the river flows through carries movement across at once, for everyone', () => {
    // The river: R03 at the mouth, then R01; the edge between them carries the river, and the
    // prospector stands at one of its ends.
    const { state } = legalSite({ river: ['R01'], at: 'M1', goods: { timber: 2 } });
    const bend = riverCrossing(state);
    const [v, across] = bend.ends;
    expect(legal(state).some((a) => a.type === 'move' && a.mode === 'foot' && a.to === across)).toBe(false);
    expect(builds(state, 'build-bridge')).toEqual([{ type: 'build-bridge', player: 0, edge: bend.crossing }]);
    const { state: bridged } = play(state, { type: 'build-bridge', player: 0, edge: bend.crossing });
    expect(bridged.g.board.works).toEqual([{ work: 'bridge', at: bend.crossing, builder: 0 }]);
    expect(countOf(bridged.g.prospectors[0]!.inventory, 'timber')).toBe(0);
    expect(bridged.g.prospectors[0]!.inventory.xp).toBe(1);
    expect(legal(bridged).some((a) => a.type === 'move' && a.mode === 'foot' && a.to === across)).toBe(true);
    // Seat 1's prospector, standing at the same end, crosses the same bridge.
    // (Exploration is over: the turn's end rolls the winter die, here a blank.)
    let other = play(play(bridged, { type: 'end-turn', player: 0 }).state, { type: 'chance', outcome: { winter: 'blank' } }).state;
    other = built(position(other).at(1, v));
    expect(legal(other).some((a) => a.type === 'move' && a.mode === 'foot' && a.to === across)).toBe(true);
    const again = built(position(bridged).turn({ actions: 0 }).take(0, 'timber', 2));
    expectRefused(again, { type: 'build-bridge', player: 0, edge: bend.crossing }, 'lost-valley/place-taken');
  });

  it('LV-WORK-12: the costs of the works', () => {
    const ctx = contextOf(newGame());
    expect(workCost(ctx, 'fish-trap')).toEqual({ tool: 1 });
    expect(workCost(ctx, 'sawmill')).toEqual({ tool: 1 });
    expect(workCost(ctx, 'hunting-trap')).toEqual({ tool: 1 });
    expect(workCost(ctx, 'mine')).toEqual({ tool: 1, food: 1, timber: 1 });
    expect(workCost(ctx, 'flume')).toEqual({ timber: 1 });
    expect(workCost(ctx, 'bridge')).toEqual({ timber: 2 });
  });

  it('LV-WORK-13: the supply of works bounds how many are built', () => {
    // Six forests around the intersection; the supply's eight sawmills stand on the forest
    // intersections around it (built earlier, by seat 1).
    const { state } = legalSite({ around: ['L01', 'L01', 'L01', 'L01', 'L01', 'L01'], goods: { tool: 1 } });
    const forestCorners = [...new Set(state.g.board.tiles.flatMap((t, i) => (t.kind === 'land' ? cornersOf(state, i) : [])))].filter((n) => n !== state.g.prospectors[0]!.node);
    const empty = built(forestCorners.slice(0, state.g.supply['sawmill']!).reduce((p, n) => p.work('sawmill', n, 1), position(state)));
    expect(empty.g.supply['sawmill']).toBe(0);
    expect(builds(empty, 'build-sawmill')).toEqual([]);
    expectRefused(empty, { type: 'build-sawmill', player: 0 }, 'lost-valley/no-work-left');
  });
});

