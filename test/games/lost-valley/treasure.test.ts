import { describe, expect, it } from 'vitest';
import { findMarker } from '../../../src/games/lost-valley/public.js';
import { freeFaceAt, goldGame, reveal, setInventory, setProspector, withBag } from './gold-helpers.js';
import { expectRefused, legal, loneTile, node, play, withG } from './lv-helpers.js';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';

// Hand-built: around (1, 1) lie R01 (river) and L11 (mountain) from goldGame(), a one-face
// stand-in for the tundra diamond L21 and the wasteland triangle T01; seat 0 stands there.
function atTreasure(clues: string[], explorationOver = true): LostValleyState {
  let state = goldGame();
  const v = node(state, 1, 1);
  const tundra = loneTile(freeFaceAt(state, v), 'L21');
  state = withG(state, { board: { ...state.g.board, tiles: [...state.g.board.tiles, tundra] } });
  const triangle = loneTile(freeFaceAt(state, v), 'T01', 'triangle');
  state = withG(state, { board: { ...state.g.board, tiles: [...state.g.board.tiles, triangle] }, explorationOver });
  return withBag(setProspector(state, 0, { node: v }), 0, clues);
}

describe('treasures', () => {
  it('LV-TREASURE-1, LV-TREASURE-4: one clue per terrain around the intersection gives mountain gold for each clue but one; the clues leave the game', () => {
    const state = atTreasure(['clue-mountain', 'clue-tundra', 'clue-forest']);
    expect(legal(state)).toContainEqual({ type: 'dig-treasure', player: 0 });
    const supply = state.g.markerSupply['mountain-gold'];
    const dug = play(state, { type: 'dig-treasure', player: 0 });
    expect(dug.events.find((e) => e.type === 'treasure-dug')).toMatchObject({ clues: 2, mountainGold: 1, riverGold: 0 });
    const after = reveal(dug.state, 'mountain-gold-6');
    const bag = after.g.prospectors[0]!.inventory.goldBag;
    expect(bag.map((s) => s.identity)).toEqual(['clue-forest', 'mountain-gold-6']);
    expect(findMarker(after.g, 1000)).toMatchObject({ place: { kind: 'spent' }, slot: { faceUp: true } });
    expect(findMarker(after.g, 1001)).toMatchObject({ place: { kind: 'spent' }, slot: { faceUp: true } });
    expect(after.g.markerSupply['mountain-gold']).toBe(supply - 1);
  });

  it('LV-TREASURE-1: a treasure needs a clue for every terrain around it (refused, naming the rule)', () => {
    const state = atTreasure(['clue-mountain', 'clue-forest']);
    expect(legal(state).some((a) => a.type === 'dig-treasure')).toBe(false);
    expect(expectRefused(state, { type: 'dig-treasure', player: 0 }, 'lost-valley/clues-missing').rule).toBe('LV-TREASURE-1');
  });

  it('LV-TREASURE-2: triangles around the intersection are ignored (no wasteland clue is asked for the Trading Outpost)', () => {
    const state = atTreasure(['clue-mountain', 'clue-tundra']);
    expect(legal(state)).toContainEqual({ type: 'dig-treasure', player: 0 });
  });

  it('LV-TREASURE-3: next to unexplored land a treasure waits for the end of exploration; a complete intersection needs no wait', () => {
    const early = atTreasure(['clue-mountain', 'clue-tundra'], false);
    expect(legal(early).some((a) => a.type === 'dig-treasure')).toBe(false);
    expect(expectRefused(early, { type: 'dig-treasure', player: 0 }, 'lost-valley/treasure-unexplored').rule).toBe('LV-TREASURE-3');
    // (1, 0) is complete (R01, L11 and the start tile): its one land terrain is mountain.
    const complete = withBag(setInventory(goldGame(), 0, { skills: ['treasure-hunter'] }), 0, ['clue-mountain']);
    expect(complete.g.explorationOver).toBe(false);
    expect(legal(complete)).toContainEqual({ type: 'dig-treasure', player: 0 });
  });

  it('LV-SKILL-TREASURE-HUNTER-1: the Treasure Hunter also gets one river gold', () => {
    const state = setInventory(atTreasure(['clue-mountain', 'clue-tundra']), 0, { skills: ['treasure-hunter'] });
    const dug = play(state, { type: 'dig-treasure', player: 0 });
    expect(dug.events.find((e) => e.type === 'treasure-dug')).toMatchObject({ mountainGold: 1, riverGold: 1 });
    const after = reveal(reveal(dug.state, 'mountain-gold-4'), 'river-gold-3');
    expect(after.g.prospectors[0]!.inventory.goldBag.map((s) => s.identity)).toEqual(['mountain-gold-4', 'river-gold-3']);
  });
});
