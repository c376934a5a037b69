import { describe, expect, it } from 'vitest';
import { findMarker } from '../../../src/games/lost-valley/public.js';
import { withSpring } from '../../../src/games/lost-valley/position/spring-step.js';
import { cutSet, goldGame, reveal } from './gold-helpers.js';
import { built, expectRefused, legal, newGame, play, position } from './lv-helpers.js';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';

/**
 * Built on a set of three land diamonds and one river diamond: R01 at the mouth, the mountain
 * L11, the Trading Outpost T01 (the optional triangle at N1), the tundra L21 on N1's last land
 * faces; with `complete`, the next river step finds no river diamond left and the spring comes
 * out on the headwater M1^ (LV-EXP2-R4), the wasteland L35 is laid beside it and exploration
 * ends, every land diamond laid. Seat 0 stands at N1 holding the clues.
 */
function atTreasure(clues: string[], complete = true): LostValleyState {
  let board = position(newGame({ data: cutSet(['L11', 'L21', 'L35'], ['R01'], ['T01']) }))
    .diamond('R01', ['M0^', 'M1v'])
    .diamond('L11', ['N0^', 'N1v'])
    .triangle('T01', 'N2v')
    .diamond('L21', ['N1^', 'O2v']);
  if (complete) board = withSpring(board).diamond('L35', ['M2v', 'M2^']).endExploration();
  board = board.at(0, 'N1');
  for (const clue of clues) board = board.bag(0, clue);
  return built(board);
}

describe('treasures', () => {
  it('LV-TREASURE-1, LV-TREASURE-4: one clue per terrain around the intersection gives mountain gold for each clue but one; the clues leave the game', () => {
    const state = atTreasure(['clue-mountain', 'clue-tundra', 'clue-forest']);
    const [mountain, tundra] = state.g.prospectors[0]!.inventory.goldBag.map((s) => s.id);
    expect(legal(state)).toContainEqual({ type: 'dig-treasure', player: 0 });
    const supply = state.g.markerSupply['mountain-gold'];
    const dug = play(state, { type: 'dig-treasure', player: 0 });
    expect(dug.events.find((e) => e.type === 'treasure-dug')).toMatchObject({ clues: 2, mountainGold: 1, riverGold: 0 });
    const after = reveal(dug.state, 'mountain-gold-6');
    const bag = after.g.prospectors[0]!.inventory.goldBag;
    expect(bag.map((s) => s.identity)).toEqual(['clue-forest', 'mountain-gold-6']);
    expect(findMarker(after.g, mountain!)).toMatchObject({ place: { kind: 'spent' }, slot: { faceUp: true } });
    expect(findMarker(after.g, tundra!)).toMatchObject({ place: { kind: 'spent' }, slot: { faceUp: true } });
    expect(after.g.markerSupply['mountain-gold']).toBe(supply - 1);
  });

  it('LV-TREASURE-1: a treasure needs a clue for every terrain around it (refused, naming the rule)', () => {
    const state = atTreasure(['clue-mountain', 'clue-forest']);
    expect(legal(state).some((a) => a.type === 'dig-treasure')).toBe(false);
    expect(expectRefused(state, { type: 'dig-treasure', player: 0 }, 'lost-valley/clues-missing').rule).toBe('LV-TREASURE-1');
  });

  it('LV-TREASURE-2: triangles around the intersection are ignored (no wasteland clue is asked for the Trading Outpost)', () => {
    const state = atTreasure(['clue-mountain', 'clue-tundra']);
    expect(state.g.board.tiles.map((t) => t.tile)).toContain('T01');
    expect(legal(state)).toContainEqual({ type: 'dig-treasure', player: 0 });
  });

  it('LV-TREASURE-3: next to unexplored land a treasure waits for the end of exploration; a complete intersection needs no wait', () => {
    // N1's face M1^ (the headwater) is still unexplored, and exploration goes on.
    const early = atTreasure(['clue-mountain', 'clue-tundra'], false);
    expect(early.g.explorationOver).toBe(false);
    expect(legal(early).some((a) => a.type === 'dig-treasure')).toBe(false);
    expect(expectRefused(early, { type: 'dig-treasure', player: 0 }, 'lost-valley/treasure-unexplored').rule).toBe('LV-TREASURE-3');
    // N0 is complete (R01, L11 and the mouth): its one land terrain is mountain.
    const complete = built(position(goldGame()).skill(0, 'treasure-hunter').bag(0, 'clue-mountain'));
    expect(complete.g.explorationOver).toBe(false);
    expect(legal(complete)).toContainEqual({ type: 'dig-treasure', player: 0 });
  });

  it('LV-SKILL-TREASURE-HUNTER-1: the Treasure Hunter also gets one river gold', () => {
    const state = built(position(atTreasure(['clue-mountain', 'clue-tundra'])).skill(0, 'treasure-hunter'));
    const dug = play(state, { type: 'dig-treasure', player: 0 });
    expect(dug.events.find((e) => e.type === 'treasure-dug')).toMatchObject({ mountainGold: 1, riverGold: 1 });
    const after = reveal(reveal(dug.state, 'mountain-gold-4'), 'river-gold-3');
    expect(after.g.prospectors[0]!.inventory.goldBag.map((s) => s.identity)).toEqual(['mountain-gold-4', 'river-gold-3']);
  });
});
