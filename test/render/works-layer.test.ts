import { describe, expect, it } from 'vitest';
import { sceneOf, type BoardScene } from '../../src/render/board-scene.js';
import { worksLayer, worksOf } from '../../src/render/works-layer.js';
import { allText, byClass, parseSvg } from './svg-check.js';
import { expectedMidpoint, expectedPoint, randomBoard } from './render-helpers.js';

function sceneFor(seed: string): { scene: BoardScene; state: ReturnType<typeof randomBoard> } {
  const state = randomBoard(seed, 3);
  const scene = sceneOf(state);
  if ('code' in scene) throw new Error(scene.message);
  return { scene, state };
}

describe('works: the hook until the state carries works', () => {
  it('finds no works in a state (the schema has none yet)', () => {
    expect(worksOf(sceneFor('demo-b').scene)).toEqual([]);
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
