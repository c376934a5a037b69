import { componentsOf } from '../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/index.js';
import { catalogOf, faceAt, nodeAt, type LostValleyState } from '../../src/games/lost-valley/public.js';
import { describeAction, describeEvent, formatAction, parseAction } from '../../src/words/index.js';

// The notation and the words name Lost Valley's places as docs/notation.md does ("Names for places").
describe('Lost Valley places in the notation and the words', () => {
  const state = createGame({ game: 'lost-valley', players: 2, seed: 'names' }) as LostValleyState;
  const lattice = catalogOf(componentsOf(state)).lattice;
  const [m0, n0] = lattice.mouthNodes;
  const k3 = nodeAt(lattice, -3, 3);
  const up = faceAt(lattice, -3, 3, true);
  const down = faceAt(lattice, -3, 2, false);

  it('writes and reads intersections, faces and edges by name', () => {
    const cases: [string, object][] = [
      ['fM0', { type: 'move', player: 0, mode: 'foot', to: m0 }],
      ['bpost', { type: 'move', player: 0, mode: 'boat', to: 0 }],
      ['hK3', { type: 'move', player: 0, mode: 'horse', to: k3 }],
      [`dK3v,K3^/1`, { type: 'place-diamond', player: 0, faces: [down, up], way: 1 }],
      ['tM0^', { type: 'place-triangle', player: 0, face: lattice.mouthHeadwater }],
      ['bridge:M0-N0', { type: 'build-bridge', player: 0, edge: lattice.mouthEdge }],
      ['flumes:M0-N0,M0-M1', { type: 'build-flumes', player: 0, edges: [lattice.mouthEdge, lattice.nodeEdges[6 * m0! + 1]] }],
    ];
    for (const [text, action] of cases) {
      expect(formatAction(state, { ...action, player: 1 } as never), text).toBe(`1:${text}`);
      expect(parseAction(state, `0:${text}`), text).toEqual({ ok: true, action });
    }
    expect(parseAction(state, '0:fk3')).toEqual({ ok: true, action: { type: 'move', player: 0, mode: 'foot', to: k3 } });
    expect(n0).toBe(nodeAt(lattice, 1, 0));
  });

  it('refuses a place that is not on the lattice as unreadable', () => {
    for (const text of ['0:f118', '0:fM', '0:tM0v', '0:dM0^,M0^/0x', '0:bridge:M0-O0', '0:flumes:M0-N0,', '0:fQQQQQ1']) {
      const read = parseAction(state, text);
      expect(read.ok ? text : read.error.code, text).toBe('notation/unreadable');
    }
  });

  it('the words say the names in every locale', () => {
    const move = { type: 'move', player: 0, mode: 'foot', to: k3 } as const;
    expect(describeAction(state, move)).toBe('Seat 1 moves on foot to K3.');
    expect(describeAction(state, { ...move, to: 0 })).toBe('Seat 1 moves on foot to the trading post.');
    expect(describeAction(state, move, { locale: 'es' })).toContain('al nodo K3');
    expect(describeAction(state, move, { locale: 'cs' })).toContain('do uzlu K3');
    expect(describeAction(state, { type: 'place-diamond', player: 0, faces: [down, up], way: 0 })).toBe('Seat 1 lays the diamond on faces K3v and K3^ (way 0).');
    expect(describeAction(state, { type: 'build-bridge', player: 1, edge: lattice.mouthEdge })).toBe('Seat 2 builds a bridge on edge M0-N0.');
    expect(describeEvent({ type: 'work-built', player: 0, work: 'fish-trap', at: k3 }, state)).toBe('Seat 1 builds a fish trap at K3.');
    expect(describeEvent({ type: 'prospector-moved', player: 0, prospector: 0, mode: 'foot', from: 0, to: m0 }, state, { locale: 'es' })).toContain('del puesto comercial al nodo M0');
  });
});
