import { describe, expect, it } from 'vitest';
import { sceneOf, type BoardScene } from '../../src/render/board-scene.js';
import { view } from '../../src/index.js';
import { goodsLines } from '../../src/render/goods-lines.js';
import { renderBoardSvg } from '../../src/render/render-board.js';
import { waterLayer, wateredTiles } from '../../src/render/water-layer.js';
import { claimsLayer, worksLayer, worksOf } from '../../src/render/works-layer.js';
import { tileCornerNodes } from '../../src/render/board-geometry.js';
import { allText, byClass, parseSvg } from './svg-check.js';
import { expectedMidpoint, expectedPoint, randomBoard } from './render-helpers.js';

function sceneFor(seed: string): { scene: BoardScene; state: ReturnType<typeof randomBoard> } {
  const state = randomBoard(seed, 3);
  const scene = sceneOf(state);
  if ('code' in scene) throw new Error(scene.message);
  return { scene, state };
}

describe('works, claims, water and goods', () => {
  it('reads the works of a state: a mine on its tile, flumes and bridges on edges, the others at their intersection', () => {
    const { state } = sceneFor('demo-b');
    const g = state.g;
    const withWorks = {
      ...state,
      g: {
        ...g,
        board: {
          ...g.board,
          works: [
            { work: 'mine' as const, at: 0, builder: 1 },
            { work: 'bridge' as const, at: 40, builder: 0 },
            { work: 'sawmill' as const, at: 57, builder: 2 },
          ],
        },
      },
    };
    const scene = sceneOf(withWorks);
    if ('code' in scene) throw new Error(scene.message);
    expect(worksOf(scene)).toEqual([
      { kind: 'mine', seat: 1, at: { tile: 0 } },
      { kind: 'bridge', seat: 0, at: { edge: 40 } },
      { kind: 'sawmill', seat: 2, at: { node: 57 } },
    ]);
    const root = parseSvg(`<svg>${worksLayer(scene, worksOf(scene))}</svg>`);
    // The mine's square sits on its tile's centre, not at an intersection.
    const [mine] = byClass(root, 'work-tile');
    const square = mine!.children.find((c) => c.name === 'rect')!;
    const corners = tileCorners(state, 0);
    const cx = corners.reduce((n, [x]) => n + x, 0) / corners.length;
    const cy = corners.reduce((n, [, y]) => n + y, 0) / corners.length;
    expect(Number(square.attributes.x) + 9).toBeCloseTo(cx, 0);
    expect(Number(square.attributes.y) + 9).toBeCloseTo(cy, 0);
  });

  it('draws a claim marker on its mine in the owner colour, and the tiles flumes water', () => {
    const { state } = sceneFor('demo-b');
    const g = state.g;
    const prospectors = g.prospectors.map((p, i) => (i === 1 ? { ...p, claim: { tile: 0, items: [{ item: 'food', count: 1 }], markers: [] } } : p));
    const scene = sceneOf({ ...state, g: { ...g, prospectors } });
    if ('code' in scene) throw new Error(scene.message);
    const claims = byClass(parseSvg(`<svg>${claimsLayer(scene)}</svg>`), 'claim');
    expect(claims).toHaveLength(1);
    expect(claims[0]!.attributes['data-seat']).toBe('1');
    expect(allText(claims[0]!)).toContain('1 payment');
    // A flume between a tile with water of its own and a dry neighbour waters the neighbour.
    const lattice = scene.lattice;
    const wetIndex = g.board.river[0]!;
    const faces = new Map<number, number>();
    g.board.tiles.forEach((t, i) => t.faces.forEach((f) => faces.set(f, i)));
    let flume = -1;
    let dry = -1;
    for (let e = 0; e < lattice.edgeCount && flume < 0; e++) {
      const a = faces.get(lattice.edgeFaces[2 * e]!);
      const b = faces.get(lattice.edgeFaces[2 * e + 1]!);
      if (a === wetIndex && b !== undefined && g.board.tiles[b]!.kind === 'land') [flume, dry] = [e, b];
    }
    expect(flume).toBeGreaterThanOrEqual(0);
    const before = sceneOf({ ...state, g: { ...g, board: { ...g.board, works: [] } } });
    if ('code' in before) throw new Error(before.message);
    expect(wateredTiles(before)).not.toContain(dry);
    const watered = sceneOf({ ...state, g: { ...g, board: { ...g.board, works: [{ work: 'flume', at: flume, builder: 0 }] } } });
    if ('code' in watered) throw new Error(watered.message);
    expect(wateredTiles(watered)).toContain(dry);
    expect(byClass(parseSvg(`<svg>${waterLayer(watered)}</svg>`), 'watered').length).toBe(wateredTiles(watered).length);
  });

  it('lists each prospector\'s goods in the legend; a seat\'s view shows another seat\'s gold as unknown', () => {
    const { state } = sceneFor('demo-b');
    const g = state.g;
    const gold = { id: 900, pool: 'river-gold' as const, identity: 'river-gold-3', bank: null, seenBy: [0], faceUp: false };
    const prospectors = g.prospectors.map((p, i) =>
      i === 0 ? { ...p, inventory: { ...p.inventory, backpack: [{ item: 'tool', count: 2 }], goldBag: [gold], xp: 1, skills: ['runner' as const] } } : p,
    );
    const rich = { ...state, g: { ...g, prospectors } } as typeof state;
    const whole = sceneOf(rich);
    if ('code' in whole) throw new Error(whole.message);
    expect(goodsLines(whole).slice(0, 2)).toEqual(['A: 2 tool', '   bag 1 (river-gold-3) · XP · runner']);
    const other = sceneOf(view(rich, 1));
    if ('code' in other) throw new Error(other.message);
    expect(goodsLines(other).slice(0, 2)).toEqual(['A: 2 tool', '   bag 1 (?) · XP · runner']);
    expect(renderBoardSvg(view(rich, 1))).not.toContain('river-gold-3');
    expect(renderBoardSvg(view(rich, 0))).toContain('river-gold-3');
  });

  it('draws a work at an intersection beside it and one on an edge across it, skipping ids off the lattice', () => {
    const { scene, state } = sceneFor('demo-b');
    const node = state.g.prospectors[0]!.node === 0 ? scene.lattice.mouthNodes[0] : state.g.prospectors[0]!.node;
    const edge = scene.lattice.mouthEdge;
    const svg = `<svg>${worksLayer(scene, [
      { kind: 'sawmill', seat: 1, at: { node } },
      { kind: 'bridge', seat: null, at: { edge } },
      { kind: 'mine', seat: 0, at: { node: -5 } },
      { kind: 'flume', seat: 0, at: { edge: 10_000_000 } },
    ])}</svg>`;
    const root = parseSvg(svg);
    const [onNode] = byClass(root, 'work-node');
    const [onEdge] = byClass(root, 'work-edge');
    expect(byClass(root, 'work').length).toBe(2);
    expect(allText(onNode!)).toContain('Sawmill');
    const square = onNode!.children.find((c) => c.name === 'rect')!;
    const [nx, ny] = expectedPoint(state, node);
    expect(Number(square.attributes.x) - nx).toBeCloseTo(8, 0);
    expect(Number(square.attributes.y) - ny).toBeCloseTo(8, 0);
    const plank = onEdge!.children.find((c) => c.name === 'line')!;
    const [mx, my] = expectedMidpoint(state, edge);
    expect((Number(plank.attributes.x1) + Number(plank.attributes.x2)) / 2).toBeCloseTo(mx, 0);
    expect((Number(plank.attributes.y1) + Number(plank.attributes.y2)) / 2).toBeCloseTo(my, 0);
  });
});

/** The picture positions of a placed tile's corners. */
function tileCorners(state: ReturnType<typeof randomBoard>, tile: number): [number, number][] {
  const scene = sceneOf(state);
  if ('code' in scene) throw new Error(scene.message);
  return tileCornerNodes(scene.lattice, state.g.board.tiles[tile]!).map((n) => expectedPoint(state, n));
}
