import { describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/games/lost-valley/game/context-of.js';
import { wetTiles } from '../../../src/games/lost-valley/works/water.js';
import { countOf } from '../../../src/games/lost-valley/public.js';
import { firstEditionSite, NO_MOUNTAIN_FILL, offered } from './first-edition-actions-helpers.js';
import type { Site } from './site-board.js';
import { expectRefused, latticeOf, play } from './lv-helpers.js';

// Every position is built by `firstEditionSite` (a first-edition game on a legal board, its
// exploration ended, seat 0 at O2 with the six faces around it in ring order, `edges[k]` between
// faces k and k + 1; works built before from the supply); building is real play.

describe('first edition: works', () => {
  it('LV-FEA-WORK-1: works stand at the intersection or on an adjacent tile or edge, any prospector uses them, building earns no experience; no hunting traps, bridges or claims', () => {
    const { state, v } = firstEditionSite(['L01', 'L27'], { tool: 2 });
    const { state: built, events } = play(state, { type: 'build-sawmill', player: 0 });
    expect(built.g.board.works).toEqual([{ work: 'sawmill', at: v, builder: 0 }]);
    expect(built.g.prospectors[0]!.inventory.xp).toBe(0);
    expect(events.map((e) => e.type)).toEqual(['work-built']);
    expect(offered(state, 'build-hunting-trap')).toEqual([]);
    expect(expectRefused(state, { type: 'build-hunting-trap', player: 0 }, 'lost-valley/not-in-edition').rule).toBe('LV-FEA-WORK-1');
    expectRefused(state, { type: 'build-bridge', player: 0, edge: 1 }, 'lost-valley/not-in-edition');
    // Another seat's sawmill serves seat 0 (built by seat 1 in the built position).
    const others = firstEditionSite(['L01'], {}, { axe: 1 }, { works: (s) => [{ work: 'sawmill', at: s.v, builder: 1 }] });
    expect(countOf(play(others.state, { type: 'cut-timber', player: 0 }).state.g.prospectors[0]!.inventory, 'timber')).toBe(3);
  });

  it('LV-FEA-WORK-2: a fish trap costs one tool, at an intersection of a river or lake', () => {
    const { state, v } = firstEditionSite(['L27'], { tool: 1 });
    expect(offered(state, 'build-fish-trap')).toEqual([{ type: 'build-fish-trap', player: 0 }]);
    const next = play(state, { type: 'build-fish-trap', player: 0 }).state;
    expect(next.g.board.works).toEqual([{ work: 'fish-trap', at: v, builder: 0 }]);
    expect(countOf(next.g.prospectors[0]!.inventory, 'tool')).toBe(0);
    expect(next.g.supply['tool']).toBe(state.g.supply['tool']! + 1);
    expect(next.g.supply['fish-trap']).toBe(state.g.supply['fish-trap']! - 1);
    const dry = firstEditionSite(['L01'], { tool: 1 });
    expect(expectRefused(dry.state, { type: 'build-fish-trap', player: 0 }, 'lost-valley/wrong-place').rule).toBe('LV-FEA-WORK-2');
  });

  it('LV-FEA-WORK-3: a sawmill costs one tool, at an intersection of a forest', () => {
    const { state } = firstEditionSite(['L01'], { tool: 1 });
    expect(offered(state, 'build-sawmill')).toEqual([{ type: 'build-sawmill', player: 0 }]);
    expect(countOf(play(state, { type: 'build-sawmill', player: 0 }).state.g.prospectors[0]!.inventory, 'tool')).toBe(0);
    const bare = firstEditionSite(['L19'], { tool: 1 });
    expect(expectRefused(bare.state, { type: 'build-sawmill', player: 0 }, 'lost-valley/wrong-place').rule).toBe('LV-FEA-WORK-3');
    const broke = firstEditionSite(['L01'], { food: 1 });
    expectRefused(broke.state, { type: 'build-sawmill', player: 0 }, 'lost-valley/cannot-pay');
  });

  it('LV-FEA-WORK-4: only one work may stand at an intersection', () => {
    const { state } = firstEditionSite(['L01', 'L27'], { tool: 2 }, {}, { works: (s) => [{ work: 'fish-trap', at: s.v, builder: 1 }] });
    expect(offered(state, 'build-sawmill')).toEqual([]);
    expect(expectRefused(state, { type: 'build-sawmill', player: 0 }, 'lost-valley/place-taken').rule).toBe('LV-FEA-WORK-4');
  });

  it('LV-FEA-WORK-5: a flume costs one timber, lies on the edge between two tiles and waters a tundra or forest; one flume an action', () => {
    // At M1 the river covers four of the six faces (the mouth's R03, then R01); the lake L27
    // lies by R01 (ring face 0, edges[5] between them), the tundra L19 by R03 (ring face 1,
    // edges[1] between them).
    const { state, edges, faces, tileOf } = firstEditionSite(['L27', 'L19'], { timber: 2 }, {}, { river: ['R01'], at: 'M1' });
    expect(faces.map((f) => state.g.board.tiles[tileOf(f)]!.tile)).toEqual(['L27', 'L19', 'R03', 'R03', 'R01', 'R01']);
    const ctx = contextOf(state);
    expect(offered(state, 'build-flumes')).toContainEqual({ type: 'build-flumes', player: 0, edges: [edges[1]!] });
    const { state: next } = play(state, { type: 'build-flumes', player: 0, edges: [edges[1]!] });
    expect(next.g.board.works).toEqual([{ work: 'flume', at: edges[1]!, builder: 0 }]);
    expect(countOf(next.g.prospectors[0]!.inventory, 'timber')).toBe(1);
    expect(next.g.supply['timber']).toBe(state.g.supply['timber']! + 1);
    expect(wetTiles(ctx, state.g).has(tileOf(faces[1]!))).toBe(false);
    expect(wetTiles(ctx, next.g).has(tileOf(faces[1]!))).toBe(true);
    // Two flumes in one action, and a flume between the river and a lake (nothing to water), are refused.
    expect(expectRefused(state, { type: 'build-flumes', player: 0, edges: [edges[1]!, edges[0]!] }, 'lost-valley/one-flume').rule).toBe('LV-FEA-WORK-5');
    expect(offered(state, 'build-flumes')).not.toContainEqual({ type: 'build-flumes', player: 0, edges: [edges[5]!] });
    expect(expectRefused(state, { type: 'build-flumes', player: 0, edges: [edges[5]!] }, 'lost-valley/wrong-place').rule).toBe('LV-FEA-WORK-5');
  });

  it('LV-FEA-WORK-6: no flume may be built on a mountain tile (nor on the spring), with a typed refusal that leaves the state alone', () => {
    // The mountain L10 at O2's ring face 0 beside the tundra L19; at M2 the spring (ring face 2,
    // where exploration ended) beside the tundra at face 3.
    const cases = [
      { site: firstEditionSite(['L10', 'L19'], { timber: 1 }), edge: 0 },
      { site: firstEditionSite([null, null, null, 'L19'], { timber: 1 }, {}, { at: 'M2' }), edge: 2 },
    ];
    expect(cases[1]!.site.state.g.board.tiles[cases[1]!.site.tileOf(cases[1]!.site.faces[2]!)]!.kind).toBe('spring');
    for (const { site, edge } of cases) {
      const { state, edges } = site;
      expect(offered(state, 'build-flumes')).not.toContainEqual({ type: 'build-flumes', player: 0, edges: [edges[edge]!] });
      const error = expectRefused(state, { type: 'build-flumes', player: 0, edges: [edges[edge]!] }, 'lost-valley/flume-on-mountain');
      expect(error.rule).toBe('LV-FEA-WORK-6');
    }
  });

  it('LV-FEA-WORK-7: a mine on an adjacent mountain tile costs 1 tool, 1 food and 1 timber; no claim marker in this edition', () => {
    const { state, faces, tileOf } = firstEditionSite(['L10'], { tool: 1, food: 1, timber: 1 }, {}, { fill: NO_MOUNTAIN_FILL });
    const tile = tileOf(faces[0]!);
    expect(offered(state, 'build-mine')).toEqual([{ type: 'build-mine', player: 0, tile, claim: false, toolInstead: null }]);
    const next = play(state, { type: 'build-mine', player: 0, tile, claim: false, toolInstead: null }).state;
    expect(next.g.board.works).toEqual([{ work: 'mine', at: tile, builder: 0 }]);
    expect(next.g.prospectors[0]!.inventory.backpack).toEqual([]);
    expect(next.g.supply['mine']).toBe(state.g.supply['mine']! - 1);
    expect(expectRefused(state, { type: 'build-mine', player: 0, tile, claim: true, toolInstead: null }, 'lost-valley/not-in-edition').rule).toBe('LV-FEA-WORK-7');
    const poor = firstEditionSite(['L10'], { tool: 1, food: 1 }, {}, { fill: NO_MOUNTAIN_FILL });
    expectRefused(poor.state, { type: 'build-mine', player: 0, tile, claim: false, toolInstead: null }, 'lost-valley/cannot-pay');
    const forest = firstEditionSite(['L01'], { tool: 1, food: 1, timber: 1 }, {}, { fill: NO_MOUNTAIN_FILL });
    expectRefused(forest.state, { type: 'build-mine', player: 0, tile, claim: false, toolInstead: null }, 'lost-valley/wrong-place');
  });

  it('LV-FEA-WORK-8: flumes may branch (the Czech answer, the default); with `feFlumesBranch: false` a dry tile touches at most two flumes', () => {
    // The tundra at ring face 0 has one flume to the forest at face 5 and one across its outer edge already (built from the supply).
    const outer = (s: { state: Parameters<typeof latticeOf>[0]; faces: number[]; edges: number[] }) => {
      const lattice = latticeOf(s.state);
      const f = s.faces[0]!;
      return [0, 1, 2].map((k) => lattice.faceEdges[3 * f + k]!).find((e) => e !== s.edges[0] && e !== s.edges[5])!;
    };
    const around = ['L19', 'L27', null, null, null, 'L01'];
    const works = (s: Site) => [
      { work: 'flume' as const, at: s.edges[5]!, builder: 1 },
      { work: 'flume' as const, at: outer(s), builder: 1 },
    ];
    const branching = firstEditionSite(around, { timber: 1 }, {}, { works });
    const third = { type: 'build-flumes', player: 0, edges: [branching.edges[0]!] } as const;
    expect(offered(branching.state, 'build-flumes')).toContainEqual(third);
    const watered = play(branching.state, third).state;
    const wet = wetTiles(contextOf(watered), watered.g);
    expect(wet.has(branching.tileOf(branching.faces[0]!)) && wet.has(branching.tileOf(branching.faces[5]!))).toBe(true);
    const strict = firstEditionSite(around, { timber: 1 }, {}, { works, options: { feFlumesBranch: false } });
    expect(offered(strict.state, 'build-flumes')).not.toContainEqual(third);
    expect(expectRefused(strict.state, third, 'lost-valley/flume-branch').rule).toBe('LV-FEA-WORK-8');
  });
});
