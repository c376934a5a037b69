import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, view } from '../../../src/index.js';
import { LostValleyOptionsSchema, lostValleyVariants, type LostValleyOptions, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { legalSite } from './site-board.js';
import { built, expectRefused, legal, newGame, play, position, withG } from './lv-helpers.js';

// Classic Lost Valley's setup and the mechanics it removes. Every position is built with the
// position builder: on a board laid by name (`mouth`), or on a legal board around one
// intersection (site-board.ts `legalSite`, its exploration ended).

const CLASSIC = lostValleyVariants['classic']!.options as Partial<LostValleyOptions>;

/**
 * Built: seat 0 at M1 by the mouth's river tile R03 (water: ring faces 2 and 3), the tundra L21
 * (two green markers) at ring face 1 beside it, across `edges[1]`; exploration over.
 */
function byTheRiver(options: Partial<LostValleyOptions>, goods: Record<string, number>) {
  const site = legalSite({ options, at: 'M1', around: [null, 'L21'], goods });
  expect(site.faces.map((f) => site.state.g.board.tiles[site.tileOf(f)]?.tile).slice(1, 4)).toEqual(['L21', 'R03', 'R03']);
  return site;
}

/** Built: R01 and the mountain L11 at the mouth (N0 complete), seat 0 standing at N0. */
function mouth(options: Partial<LostValleyOptions>) {
  return position(newGame({ options })).diamond('R01', ['M0^', 'M1v']).diamond('L11', ['N0^', 'N1v']).at(0, 'N0');
}

function classicGame(players = 3, options: Partial<LostValleyOptions> = {}): LostValleyState {
  return createGame({ game: 'lost-valley', variant: 'classic', players, seed: 'classic', chance: 'external', options }) as LostValleyState;
}

describe('classic: the variant and its options', () => {
  it('LV-CLASSIC-4: the variant `classic` sets the five options; their defaults keep the standard game', () => {
    expect(CLASSIC).toEqual({ skills: false, treasures: false, triangles: 'final-gaps', claims: false, furs: false });
    const defaults = LostValleyOptionsSchema.parse({});
    expect([defaults.skills, defaults.treasures, defaults.triangles, defaults.claims, defaults.furs]).toEqual([true, true, 'explore', true, true]);
    // A contributor may take classic without one of its changes: options still override the variant.
    expect(classicGame(3, { triangles: 'explore' }).options.triangles).toBe('explore');
    expect(classicGame(3).options.triangles).toBe('final-gaps');
  });

  it('LV-CLASSIC-8: classic is playable at 2 to 6 seats (the first game: 3 or 4) and starts at the first turn', () => {
    for (const players of [2, 3, 4, 5, 6]) {
      const state = classicGame(players);
      expect(state.g.pending).toEqual({ kind: 'turn' });
      expect(legalActions(state, 0).length).toBeGreaterThan(0);
    }
  });
});

describe('classic: no skills and no experience markers', () => {
  it('LV-CLASSIC-1: no skill draft at setup (even with skillDraft on) and no skill tile in the game', () => {
    const state = classicGame(4, { skillDraft: true });
    expect(state.g.tasks).toEqual([]);
    expect(state.g.skills).toEqual({ faceDown: [], faceUp: [] });
    expect(state.g.prospectors.every((p) => p.inventory.skills.length === 0 && p.inventory.xp === 0)).toBe(true);
    // The standard game drafts: every prospector draws skill tiles first.
    const standard = createGame({ game: 'lost-valley', players: 4, seed: 'classic', chance: 'external' }) as LostValleyState;
    expect(standard.g.tasks.map((t) => t.task)).toContain('draw-skill');
    expect(standard.g.skills.faceDown).toHaveLength(19);
    // The view hides nothing about skills, since there are none.
    expect((view(state, 1) as unknown as { g: { skills: unknown } }).g.skills).toEqual({ faceDown: [], faceUp: [] });
  });

  it('LV-CLASSIC-1: a work gives no XP marker, even to a prospector that would learn a skill', () => {
    const { state } = byTheRiver(CLASSIC, { tool: 2, food: 1 });
    const { state: next, events } = play(state, { type: 'build-fish-trap', player: 0 });
    expect(events.map((e) => e.type)).toEqual(['work-built']);
    expect(next.g.prospectors[0]!.inventory.xp).toBe(0);
    // Forged (hand-made on purpose, no classic game can hold it: the save checks refuse an XP
    // marker in classic, so the builder cannot make it): an XP marker held is not turned in for a
    // skill either.
    expect(position(newGame({ options: CLASSIC })).xp(0).build()).toMatchObject({ ok: false, error: { details: { invariant: 'xp-marker' }, rule: 'LV-CLASSIC-1' } });
    const holding = withG(state, { prospectors: state.g.prospectors.map((p, i) => (i === 0 ? { ...p, inventory: { ...p.inventory, xp: 1 } } : p)) });
    const after = play(holding, { type: 'build-fish-trap', player: 0 });
    expect(after.events.map((e) => e.type)).toEqual(['work-built']);
    expect(after.state.g.tasks).toEqual([]);
    // The standard game: the same work earns the marker.
    const standard = byTheRiver({}, { tool: 2, food: 1 }).state;
    expect(play(standard, { type: 'build-fish-trap', player: 0 }).state.g.prospectors[0]!.inventory.xp).toBe(1);
  });

  it('LV-CLASSIC-1: a flume that brings water to river gold gives no XP either', () => {
    // Built: the river (water) beside a tundra with river gold, around M1.
    const { state, edges } = byTheRiver(CLASSIC, { timber: 1 });
    const { state: next, events } = play(state, { type: 'build-flumes', player: 0, edges: [edges[1]!] });
    expect(events.map((e) => e.type)).toEqual(['work-built']);
    expect(next.g.prospectors[0]!.inventory.xp).toBe(0);
    const standard = byTheRiver({}, { timber: 1 }).state;
    expect(play(standard, { type: 'build-flumes', player: 0, edges: [edges[1]!] }).state.g.prospectors[0]!.inventory.xp).toBe(1);
  });
});

describe('classic: no treasures', () => {
  it('LV-CLASSIC-2: no clue lies on the trading post; the clue supply stays whole', () => {
    const state = classicGame(3);
    expect(state.g.tradingPostMarkers).toEqual([]);
    const total = componentsOf(state).markers.clue.filter((k) => (k.minPlayers ?? 0) <= 3).reduce((sum, k) => sum + k.count, 0);
    expect(state.g.markerSupply.clue).toBe(total);
    expect(createGame({ game: 'lost-valley', players: 3, seed: 1, chance: 'external' }) as LostValleyState).toMatchObject({ g: { tradingPostMarkers: { length: 4 } } });
  });

  it('LV-CLASSIC-2, LV-CLASSIC-10: no treasure is dug, even with clues for every terrain: refused with a typed error naming the rule', () => {
    // Built: N0 is complete (R01, the mountain L11 and the mouth), so a treasure there needs no
    // wait for the end of exploration; seat 0 holds a mountain clue.
    const state = built(mouth(CLASSIC).bag(0, 'clue-mountain'));
    expect(legal(state).some((a) => a.type === 'dig-treasure')).toBe(false);
    const error = expectRefused(state, { type: 'dig-treasure', player: 0 }, 'lost-valley/not-in-variant');
    expect(error.rule).toBe('LV-CLASSIC-2');
    // The same position in the standard game digs.
    const standard = built(mouth({}).bag(0, 'clue-mountain'));
    expect(legal(standard)).toContainEqual({ type: 'dig-treasure', player: 0 });
  });

  it('LV-CLASSIC-2, LV-CLASSIC-10: a store sells no clue: trade-clue is refused naming the rule', () => {
    const state = built(position(newGame({ options: CLASSIC })).bag(0, 'river-gold-3'));
    const open = play(state, { type: 'open-trade', player: 0, tile: null }).state;
    expect(legal(open).some((a) => a.type === 'trade-clue')).toBe(false);
    expect(expectRefused(open, { type: 'trade-clue', player: 0 }, 'lost-valley/not-in-variant').rule).toBe('LV-CLASSIC-2');
  });
});

describe('classic: no claim markers', () => {
  it('LV-CLASSIC-6, LV-CLASSIC-10: a mine is built without a claim; a claim is refused naming the rule, and so is collecting one', () => {
    const { state, faces, tileOf } = legalSite({ options: CLASSIC, around: ['L11'], goods: { tool: 1, food: 1, timber: 1 } });
    const mine = tileOf(faces[0]!);
    expect(legal(state).filter((a) => a.type === 'build-mine')).toEqual([{ type: 'build-mine', player: 0, tile: mine, claim: false, toolInstead: null }]);
    expect(expectRefused(state, { type: 'build-mine', player: 0, tile: mine, claim: true, toolInstead: null }, 'lost-valley/not-in-variant').rule).toBe('LV-CLASSIC-6');
    expect(expectRefused(state, { type: 'collect-claim', player: 0 }, 'lost-valley/not-in-variant').rule).toBe('LV-CLASSIC-6');
    const built = play(state, { type: 'build-mine', player: 0, tile: mine, claim: false, toolInstead: null });
    expect(built.events.map((e) => e.type)).toEqual(['work-built']);
    expect(built.state.g.prospectors.every((p) => p.claim === null)).toBe(true);
  });

  it('LV-CLASSIC-6: with no claim anywhere, digging at another seat\'s mine costs no fee', () => {
    // Built: seat 1 built the mine on L11 (no claim exists in classic) and stands on the trading
    // post; seat 0 digs there, at N0.
    const state = built(mouth(CLASSIC).work('mine', 'L11', 1));
    const digs = legal(state).filter((a) => a.type === 'mountain-gold');
    expect(digs.length).toBeGreaterThan(0);
    expect(digs.every((a) => a.type === 'mountain-gold' && a.fee === null)).toBe(true);
  });
});
