import { describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/games/lost-valley/game/context-of.js';
import { wetTiles } from '../../../src/games/lost-valley/works/water.js';
import { legalSite } from './site-board.js';
import { built, legal, play, position } from './lv-helpers.js';

// Legal boards around one intersection (site-board.ts `legalSite`, built by the position
// builder); flumes are built by real play. Every tundra diamond shows river gold (L21 two
// markers, L22 … as the component set has them).

function wet(state: Parameters<typeof legal>[0]): ReadonlySet<number> {
  return wetTiles(contextOf(state), state.g);
}

describe('water and flumes', () => {
  it('LV-WATER-1: river, lake, spring and water triangles hold water; a tundra has none until a chain of flumes joins it to water', () => {
    const { state, faces, edges, tileOf } = legalSite({ around: ['T02', 'L21', 'L31', 'L11'], goods: { timber: 3 } });
    expect(wet(state).has(tileOf(faces[0]!))).toBe(true);
    expect(wet(state).has(tileOf(faces[1]!))).toBe(false);
    // edges[k] lies between faces[k] and faces[k + 1].
    const first = play(state, { type: 'build-flumes', player: 0, edges: [edges[0]!] }).state;
    expect(wet(first).has(tileOf(faces[1]!))).toBe(true);
    expect(wet(first).has(tileOf(faces[2]!))).toBe(false);
    // Flumes chain and branch: from the tundra on to the wasteland, and from the water on the other side to the mountain.
    const again = built(position(first).turn({ actions: 0 }));
    const chained = play(again, { type: 'build-flumes', player: 0, edges: [edges[1]!, edges[5]!].sort((a, b) => a - b) }).state;
    expect(wet(chained).has(tileOf(faces[2]!))).toBe(true);
    expect(wet(chained).has(tileOf(faces[5]!))).toBe(true);
    expect(wet(chained).has(tileOf(faces[3]!))).toBe(false);
  });

  it('LV-WATER-1, LV-XP-3: flumes built away from water carry nothing until a later flume joins them; the one who completes the chain to river gold gains the XP', () => {
    const { state, faces, edges, tileOf } = legalSite({ around: ['T02', 'L31', 'L21'], goods: { timber: 2 } });
    // First the flume between the wasteland and the gold tundra: no water reaches either.
    const first = play(state, { type: 'build-flumes', player: 0, edges: [edges[1]!] });
    expect(wet(first.state).has(tileOf(faces[2]!))).toBe(false);
    expect(first.state.g.prospectors[0]!.inventory.xp).toBe(0);
    expect(first.events.map((e) => e.type)).toEqual(['work-built']);
    const again = built(position(first.state).turn({ actions: 0 }));
    const second = play(again, { type: 'build-flumes', player: 0, edges: [edges[0]!] });
    expect(wet(second.state).has(tileOf(faces[2]!))).toBe(true);
    expect(second.state.g.prospectors[0]!.inventory.xp).toBe(1);
  });

  it('LV-XP-3: a flume gives XP only when it first brings water to river gold, at most one XP per action', () => {
    // Water, then two tundras with river gold on either side of it.
    const { state, edges } = legalSite({ around: ['L21', 'T02', 'L21', 'L31'], goods: { timber: 2 } });
    const both = play(state, { type: 'build-flumes', player: 0, edges: [edges[0]!, edges[1]!].sort((a, b) => a - b) });
    expect(both.events.filter((e) => e.type === 'xp-gained' || e.type === 'xp-turned-in')).toHaveLength(1);
    expect(both.state.g.prospectors[0]!.inventory.xp).toBe(1);
    // A flume that waters nothing (between the second tundra and a wasteland) gives nothing.
    const dry = play(state, { type: 'build-flumes', player: 0, edges: [edges[2]!] });
    expect(dry.state.g.prospectors[0]!.inventory.xp).toBe(0);
  });
});
