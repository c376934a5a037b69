import { describe, expect, it } from 'vitest';
import { countOf } from '../../../src/games/lost-valley/public.js';
import { goods, marker, site } from './build-helpers.js';
import { expectRefused, legal, newGame, node, play, withG } from './lv-helpers.js';

// Hand-built positions around (2, 2) (build-helpers.ts `site`); payments on a claim are laid by
// hand here (paying them is gold.ts's, when someone else digs at the mine).

describe('claims', () => {
  it('LV-CLAIM-2: building a new mine, the builder may move its claim marker there, forfeiting the payments left at the old mine', () => {
    const { state: built, faces, tileOf } = site(newGame(), ['L11', 'L12'], goods({ tool: 2, food: 2, timber: 2 }));
    const first = tileOf(faces[0]!);
    const second = tileOf(faces[1]!);
    let state = play(built, { type: 'build-mine', player: 0, tile: first, claim: true, toolInstead: null }).state;
    // Hand-built payments on the first claim: a food and a gold marker someone paid.
    const paid = { ...state.g.prospectors[0]!.claim!, items: [{ item: 'food', count: 1 }], markers: [{ ...marker(510, 'river-gold', 'river-gold-3'), seenBy: [1] }] };
    state = withG(state, { turn: { ...state.g.turn, actions: 0 }, prospectors: state.g.prospectors.map((p, i) => (i === 0 ? { ...p, claim: paid } : p)) });
    const food = state.g.supply['food']!;
    const { state: moved, events } = play(state, { type: 'build-mine', player: 0, tile: second, claim: true, toolInstead: null });
    expect(moved.g.prospectors[0]!.claim).toEqual({ tile: second, items: [], markers: [] });
    expect(moved.g.supply['food']).toBe(food + 1 + 1);
    expect(moved.g.spent.map((s) => s.id)).toEqual([510]);
    expect(events.map((e) => e.type)).toEqual(['work-built', 'claim-forfeited', 'claim-placed', 'xp-turned-in']);
  });

  it('LV-CLAIM-3, LV-CLAIM-4: the owner collects the payments on its claim as a free action when adjacent to the mine', () => {
    const { state: built, faces, tileOf } = site(newGame(), ['L11'], goods({ tool: 1, food: 1, timber: 1 }));
    const mine = tileOf(faces[0]!);
    let state = play(built, { type: 'build-mine', player: 0, tile: mine, claim: true, toolInstead: null }).state;
    // Hand-built payments of the allowed kinds: raw material, gear, gold, an event marker.
    const paid = {
      ...state.g.prospectors[0]!.claim!,
      items: [
        { item: 'timber', count: 1 },
        { item: 'axe', count: 1 },
      ],
      markers: [marker(511, 'mountain-gold', 'mountain-gold-4'), marker(512, 'event', null)],
    };
    state = withG(state, { prospectors: state.g.prospectors.map((p, i) => (i === 0 ? { ...p, claim: paid } : p)) });
    expect(legal(state)).toContainEqual({ type: 'collect-claim', player: 0 });
    const { state: collected, events } = play(state, { type: 'collect-claim', player: 0 });
    const p = collected.g.prospectors[0]!;
    expect(p.claim).toEqual({ tile: mine, items: [], markers: [] });
    expect(countOf(p.inventory, 'timber')).toBe(1);
    expect(countOf(p.inventory, 'axe')).toBe(1);
    expect(p.inventory.goldBag.map((s) => s.id)).toContain(511);
    expect(events[0]).toMatchObject({ type: 'claim-collected', markers: 2 });
    // Free: the action is still there for the turn.
    expect(collected.g.turn.actions).toBe(1);
    expect(legal(collected)).not.toContainEqual({ type: 'collect-claim', player: 0 });
    expectRefused(collected, { type: 'collect-claim', player: 0 }, 'lost-valley/claim-empty');
    // Away from the mine (hand-built position): refused.
    const far = withG(state, { prospectors: state.g.prospectors.map((q, i) => (i === 0 ? { ...q, node: node(state, 5, 5) } : q)) });
    expectRefused(far, { type: 'collect-claim', player: 0 }, 'lost-valley/not-adjacent');
    expectRefused(built, { type: 'collect-claim', player: 0 }, 'lost-valley/no-claim');
  });
});
