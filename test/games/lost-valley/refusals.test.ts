import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { applyAction, loadGameResult, saveGame } from '../../../src/index.js';
import { riverPlacements } from '../../../src/games/lost-valley/public.js';
import { draw, expectRefused, face, indexOfState, latticeOf, newGame, node, placeFirst, play, walk } from './lv-helpers.js';

function riverDrawn(tile = 'R01') {
  const start = newGame();
  return draw(walk(start, node(start, 1, 0)).state, 'river', tile);
}

function landDrawn() {
  let state = placeFirst(riverDrawn());
  state = play(state, { type: 'decline-triangle', player: 0 }).state;
  return draw(state, 'land', state.g.piles.land[0]!);
}

describe('wrong placements get a typed error and leave the state unchanged', () => {
  it('LV-GEO-3: a tile placed where it overlaps', () => {
    const state = landDrawn();
    const covered = state.g.board.tiles[0]!.faces;
    expect(expectRefused(state, { type: 'place-diamond', player: 0, faces: [covered[0], covered[1]], way: 0 }, 'lost-valley/overlap').rule).toBe('LV-GEO-3');
  });

  it('LV-GEO-2: a tile that leaves the valley', () => {
    const state = landDrawn();
    const lattice = latticeOf(state);
    expectRefused(state, { type: 'place-diamond', player: 0, faces: [lattice.faceCount + 1, lattice.faceCount + 2], way: 0 }, 'lost-valley/outside-valley');
  });

  it('LV-GEO-3: two faces that are not neighbours', () => {
    const state = landDrawn();
    expectRefused(state, { type: 'place-diamond', player: 0, faces: [face(state, 5, 5, true), face(state, 8, 8, true)], way: 0 }, 'lost-valley/not-a-diamond');
  });

  it('LV-EXP2-R2: a river tile that breaks the river (away from the headwater, or running into a tile)', () => {
    const state = riverDrawn();
    expect(expectRefused(state, { type: 'place-diamond', player: 0, faces: [face(state, 5, 5, true), face(state, 5, 5, false)].sort((a, b) => a - b), way: 0 }, 'lost-valley/breaks-river').rule).toBe('LV-EXP2-R2');
  });

  it('LV-EXP2-R2: a river tile turned the wrong way', () => {
    const base = riverDrawn('R01');
    const index = indexOfState(base);
    // A bend fits some faces one way round only.
    const tile = componentsOf(base).riverDiamonds.find((t) => {
      const all = riverPlacements(index, t);
      return all.some((p) => !all.some((q) => q.faces[1] === p.faces[1] && q.way !== p.way));
    })!;
    const all = riverPlacements(index, tile);
    const good = all.find((p) => !all.some((q) => q.faces[1] === p.faces[1] && q.way !== p.way))!;
    const otherWay = good.way === 0 ? 1 : 0;
    const state = draw(walk(newGame(), node(newGame(), 1, 0)).state, 'river', tile.id);
    const error = expectRefused(state, { type: 'place-diamond', player: 0, faces: [...good.faces], way: otherWay }, 'lost-valley/wrong-orientation');
    expect(error.path).toEqual(['way']);
  });

  it('LV-EXP2-L1: a land tile that touches the prospector\'s intersection nowhere', () => {
    const state = landDrawn();
    expect(expectRefused(state, { type: 'place-diamond', player: 0, faces: [face(state, 6, 6, true), face(state, 6, 6, false)].sort((a, b) => a - b), way: 0 }, 'lost-valley/not-touching').rule).toBe('LV-EXP2-L1');
  });

  it('LV-GEO-5: a land tile on the headwater face', () => {
    const state = landDrawn();
    const head = state.g.board.headwater!;
    const lattice = latticeOf(state);
    const other = [0, 1, 2].map((i) => lattice.faceNeighbours[3 * head + i]!).find((f) => f >= 0 && !state.g.board.tiles.some((t) => t.faces.includes(f)))!;
    expectRefused(state, { type: 'place-diamond', player: 0, faces: [head, other].sort((a, b) => a - b), way: 0 }, 'lost-valley/breaks-river');
  });

  it('LV-TURN-1: actions out of their step', () => {
    const state = landDrawn();
    expectRefused(state, { type: 'end-turn', player: 0 }, 'lost-valley/not-now');
    expectRefused(state, { type: 'decline-triangle', player: 0 }, 'lost-valley/not-now');
    expectRefused(newGame(), { type: 'place-diamond', player: 0, faces: [1, 2], way: 0 }, 'lost-valley/not-now');
  });

  it('LV-TURN-1: another seat, a pending draw, junk', () => {
    const state = walk(newGame(), node(newGame(), 1, 0)).state;
    expectRefused(state, { type: 'end-turn', player: 0 }, 'awaiting-chance');
    expectRefused(state, { type: 'chance', outcome: { draw: 'land', tile: 'L01' } }, 'illegal-action');
    expectRefused(newGame(), { type: 'end-turn', player: 1 }, 'not-your-turn');
    const junk = applyAction(newGame(), { type: 'move', player: 0, mode: 'canoe', to: 1 });
    expect(junk.ok ? null : junk.error.code).toBe('invalid-action');
  });
});

describe('lost-valley: corrupted saves are refused with the path of the first fault', () => {
  function savedAfterExploring() {
    return JSON.parse(saveGame(placeFirst(landDrawn()))) as { state: { g: Record<string, any> } };
  }
  function refusedAt(document: unknown): readonly (string | number)[] | undefined {
    const result = loadGameResult(JSON.stringify(document));
    expect(result.ok).toBe(false);
    if (result.ok) return undefined;
    expect(result.error.code).toBe('invalid-save');
    return result.error.path;
  }

  it('a clean save loads', () => {
    expect(loadGameResult(JSON.stringify(savedAfterExploring())).ok).toBe(true);
  });

  it.each([
    ['a turn order that is no order of the prospectors', (g: any) => { g.turnOrder[1] = 999; }, ['state', 'g', 'turnOrder']],
    ['a turn past the turn order', (g: any) => { g.turn.index = 9; }, ['state', 'g', 'turn', 'index']],
    ['a prospector off the lattice', (g: any) => { g.prospectors[0].node = 10_000_000; }, ['state', 'g', 'prospectors', 0, 'node']],
    ['a tile that is not in the set', (g: any) => { g.board.tiles[0].tile = 'Z99'; }, ['state', 'g', 'board', 'tiles', 0, 'tile']],
    ['a diamond on two faces that are not neighbours', (g: any) => { g.board.tiles[0].faces[1] = g.board.tiles[0].faces[0] + 40; }, ['state', 'g', 'board', 'tiles', 0, 'faces']],
    ['a tile in a pile and on the board', (g: any) => { g.piles.land.push(g.board.tiles[1].tile); }, ['state', 'g', 'piles', 'land', g0LandLength()]],
    ['the river naming a land tile', (g: any) => { g.board.river[0] = g.board.tiles.findIndex((t: any) => t.kind === 'land'); }, ['state', 'g', 'board', 'river', 0]],
    ['the ice beyond the waterfall', (g: any) => { g.ice.position = 40; }, ['state', 'g', 'ice', 'position']],
  ])('%s', (_what, edit, path) => {
    const document = savedAfterExploring();
    edit(document.state.g);
    expect(refusedAt(document)).toEqual(path);
  });

  function g0LandLength(): number {
    return savedAfterExploring().state.g.piles.land.length;
  }
});
