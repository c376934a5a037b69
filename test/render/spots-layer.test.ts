import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, componentsOf, createGame, legalActions, view, type GameState } from '../../src/index.js';
import { catalogOf } from '../../src/games/lost-valley/api.js';
import type { LostValleyState } from '../../src/games/lost-valley/public.js';
import { renderBoard, renderBoardSvg } from '../../src/render/index.js';
import { allNodes, parseSvg } from './svg-check.js';
import { expectedPoint, near, randomBoard } from './render-helpers.js';

describe('render: clickable spots for a table', () => {
  it('draws each spot as a focusable button with its words, intersections where the lattice puts them', () => {
    const state = createGame({ game: 'lost-valley', players: 2, seed: 'spots' }) as LostValleyState;
    const moves = [3, 17, 40].map((to) => ({ to }));
    const spots = moves.map((m) => ({ key: `node:${m.to}`, kind: 'node' as const, at: [m.to], label: `Move to ${m.to}`, from: 0 }));
    const svg = renderBoardSvg(view(state, 0), { spots, legend: false, title: null });
    const root = parseSvg(svg);
    expect(root.attributes['role']).toBe('group');
    expect(root.attributes['aria-label']).toMatch(/Lost Valley/);
    const drawn = allNodes(root).filter((n) => n.attributes['class'] === 'spot');
    expect(drawn.map((n) => n.attributes['data-spot'])).toEqual(spots.map((s) => s.key));
    for (const [i, node] of drawn.entries()) {
      expect(node.attributes['tabindex']).toBe('0');
      expect(node.attributes['role']).toBe('button');
      expect(node.attributes['aria-label']).toBe(spots[i]!.label);
      const circle = node.children.find((c) => c.name === 'circle')!;
      const [x, y] = expectedPoint(state, moves[i]!.to);
      expect(near([Number(circle.attributes['cx']), Number(circle.attributes['cy'])], [x, y])).toBe(true);
      // The way from the mover's spot, shown on hover.
      expect(node.children.some((c) => c.attributes['class'] === 'spot-route')).toBe(true);
    }
  });

  it('puts marker spots on the markers, leaves out places the board does not hold, and is an img without spots', () => {
    const state = randomBoard('spots-markers', 3, 'standard', 12);
    const marker = state.g.board.tiles.flatMap((t) => t.markers)[0]!;
    const svg = renderBoardSvg(state, { spots: [
      { key: 'm', kind: 'marker', at: [marker.id], label: 'Hunt it' },
      { key: 'gone', kind: 'tile', at: [9999], label: 'No such tile' },
      { key: 't', kind: 'tile', at: [0], label: 'The first tile' },
    ] });
    const nodes = allNodes(parseSvg(svg));
    const disc = nodes.find((n) => n.attributes['data-marker'] === String(marker.id))!.children.find((c) => c.name === 'circle')!;
    const spot = nodes.find((n) => n.attributes['data-spot'] === 'm')!.children.find((c) => c.name === 'circle')!;
    expect([spot.attributes['cx'], spot.attributes['cy']]).toEqual([disc.attributes['cx'], disc.attributes['cy']]);
    expect(nodes.some((n) => n.attributes['data-spot'] === 'gone')).toBe(false);
    expect(nodes.some((n) => n.attributes['data-spot'] === 't')).toBe(true);
    expect(parseSvg(renderBoardSvg(state)).attributes['role']).toBe('img');
    expect(renderBoard(state, { spots: [{ key: '', kind: 'node', at: [1], label: 'x' }] }).ok).toBe(false);
  });

  it('names the seats by the names the players chose', () => {
    const state = createGame({ game: 'lost-valley', players: 2, seed: 'names' }) as LostValleyState;
    const svg = renderBoardSvg(view(state, 1), { seatNames: ['Ana', 'Bo'] });
    expect(svg).toContain('Bo&apos;s view');
    expect(svg).toContain('Prospector 1 (Ana');
    expect(svg).not.toMatch(/seat [01]/i);
  });

  it("draws a move's route through the intersections it passes, and each turn of a drawn diamond on its faces", () => {
    const state = createGame({ game: 'lost-valley', players: 2, seed: 'spots' }) as LostValleyState;
    const lattice = catalogOf(componentsOf(state)).lattice;
    const [m0, n0] = lattice.mouthNodes as [number, number];
    const route = [0, m0, n0];
    const svg = renderBoardSvg(view(state, 0), { spots: [{ key: 'r', kind: 'node', at: [n0], label: 'Move', from: 0, route }], legend: false, title: null });
    const line = allNodes(parseSvg(svg)).find((n) => n.attributes['class'] === 'spot-route')!;
    expect(line.name).toBe('polyline');
    const points = line.attributes['points']!.trim().split(/\s+/).map((pair) => pair.split(',').map(Number) as [number, number]);
    expect(points).toHaveLength(3);
    // (The trading post, node 0, is drawn on the start tile, off the lattice.)
    for (const [i, node] of route.entries()) if (node !== 0) expect(near(points[i]!, expectedPoint(state, node))).toBe(true);
    // A drawn river tile's two turns on the same faces: two targets, each with its river and first corner.
    const placing = firstPlacing();
    const actions = legalActions(placing, activePlayers(placing)[0]!).filter((a) => a.type === 'place-diamond') as unknown as { faces: [number, number]; way: 0 | 1 }[];
    const spots = actions.map((a) => ({ key: `d${a.faces.join('-')}/${a.way}`, kind: 'diamond' as const, at: a.faces, way: a.way, label: 'Lay' }));
    const nodes = allNodes(parseSvg(renderBoardSvg(placing, { spots })));
    const groups = spots.map((spot) => nodes.find((n) => n.attributes['data-spot'] === spot.key)!);
    for (const group of groups) {
      const inside = allNodes(group);
      expect(inside.some((n) => n.attributes['class'] === 'turn-river')).toBe(true);
      expect(inside.some((n) => n.attributes['class'] === 'turn-corner')).toBe(true);
    }
    const targets = groups.map((group) => allNodes(group).find((n) => n.attributes['class'] === 'spot-shape')!);
    expect(new Set(targets.map((t) => `${t.attributes['cx']},${t.attributes['cy']}`)).size).toBe(targets.length);
  });
});

// The first state of a seeded game where a drawn river tile waits to be laid.
function firstPlacing(): LostValleyState {
  let state = createGame({ game: 'lost-valley', players: 2, seed: 'turns' }) as GameState;
  for (let step = 0; step < 400; step++) {
    const g = (state as unknown as LostValleyState).g;
    if (g.pending.kind === 'place' && g.pending.pile === 'river') return state as unknown as LostValleyState;
    const seat = activePlayers(state)[0]!;
    const actions = legalActions(state, seat);
    const move = actions.find((a) => a.type === 'move') ?? actions[0]!;
    const next = applyAction(state, move);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state as GameState;
  }
  throw new Error('no river tile to lay');
}
