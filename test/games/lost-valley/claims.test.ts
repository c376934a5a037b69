import { describe, expect, it } from 'vitest';
import { countOf } from '../../../src/games/lost-valley/public.js';
import { legalSite } from './site-board.js';
import { built, expectRefused, legal, play, position } from './lv-helpers.js';

// Legal boards around one intersection (site-board.ts `legalSite`, built by the position
// builder); payments on a claim are laid with the builder's `pay` (paying them in play is
// gold.ts's, when someone else digs at the mine).

describe('claims', () => {
  it('LV-CLAIM-2: building a new mine, the builder may move its claim marker there, forfeiting the payments left at the old mine', () => {
    const { state: start, faces, tileOf } = legalSite({ around: ['L11', 'L12'], goods: { tool: 2, food: 2, timber: 2 } });
    const first = tileOf(faces[0]!);
    const second = tileOf(faces[1]!);
    let state = play(start, { type: 'build-mine', player: 0, tile: first, claim: true, toolInstead: null }).state;
    // Payments on the first claim: a food and a gold marker seat 1 paid.
    const goldId = state.g.nextMarker;
    state = built(position(state).pay(0, 'food').pay(0, 'river-gold-3', 1).turn({ actions: 0 }));
    const food = state.g.supply['food']!;
    const { state: moved, events } = play(state, { type: 'build-mine', player: 0, tile: second, claim: true, toolInstead: null });
    expect(moved.g.prospectors[0]!.claim).toEqual({ tile: second, items: [], markers: [] });
    expect(moved.g.supply['food']).toBe(food + 1 + 1);
    expect(moved.g.spent.map((s) => s.id)).toEqual([goldId]);
    expect(events.map((e) => e.type)).toEqual(['work-built', 'claim-forfeited', 'claim-placed', 'xp-turned-in']);
  });

  it('LV-CLAIM-3, LV-CLAIM-4: the owner collects the payments on its claim as a free action when adjacent to the mine', () => {
    const { state: start, faces, tileOf } = legalSite({ around: ['L11'], goods: { tool: 1, food: 1, timber: 1 } });
    const mine = tileOf(faces[0]!);
    let state = play(start, { type: 'build-mine', player: 0, tile: mine, claim: true, toolInstead: null }).state;
    // Payments of the allowed kinds: raw material, gear, gold (seat 1's), an event marker nobody has seen.
    const goldId = state.g.nextMarker;
    state = built(position(state).pay(0, 'timber').pay(0, 'axe').pay(0, 'mountain-gold-4', 1).pay(0, 'event'));
    expect(legal(state)).toContainEqual({ type: 'collect-claim', player: 0 });
    const { state: collected, events } = play(state, { type: 'collect-claim', player: 0 });
    const p = collected.g.prospectors[0]!;
    expect(p.claim).toEqual({ tile: mine, items: [], markers: [] });
    expect(countOf(p.inventory, 'timber')).toBe(1);
    expect(countOf(p.inventory, 'axe')).toBe(1);
    expect(p.inventory.goldBag.map((s) => s.id)).toContain(goldId);
    expect(events[0]).toMatchObject({ type: 'claim-collected', markers: 2 });
    // Free: the action is still there for the turn.
    expect(collected.g.turn.actions).toBe(1);
    expect(legal(collected)).not.toContainEqual({ type: 'collect-claim', player: 0 });
    expectRefused(collected, { type: 'collect-claim', player: 0 }, 'lost-valley/claim-empty');
    // Away from the mine (at the mouth): refused.
    const far = built(position(state).at(0, 'M0'));
    expectRefused(far, { type: 'collect-claim', player: 0 }, 'lost-valley/not-adjacent');
    expectRefused(start, { type: 'collect-claim', player: 0 }, 'lost-valley/no-claim');
  });
});
