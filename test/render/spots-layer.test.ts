import { describe, expect, it } from 'vitest';
import { createGame, view } from '../../src/index.js';
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
});
