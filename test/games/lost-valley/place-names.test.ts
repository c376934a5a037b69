import { describe, expect, it } from 'vitest';
import {
  catalogOf,
  edgeName,
  faceAt,
  faceName,
  firstEditionComponents,
  nodeAt,
  nodeName,
  parseEdge,
  parseFace,
  parseNode,
  secondEditionComponents,
  TRADING_POST,
} from '../../../src/games/lost-valley/public.js';

describe.each([
  ['second edition', secondEditionComponents],
  ['first edition', firstEditionComponents],
])('names for places on the lattice of the %s reference set', (_, set) => {
  const lattice = catalogOf(set).lattice;

  it('property: every intersection reads back from its name, and no two share one', () => {
    const names = new Set<string>();
    for (let node = 0; node < lattice.nodeCount; node++) {
      const name = nodeName(lattice, node);
      const read = parseNode(lattice, name);
      if (!read.ok || read.id !== node || names.has(name)) expect({ name, read }).toEqual({ name, read: { ok: true, id: node } });
      names.add(name);
    }
    expect(names.size).toBe(lattice.nodeCount);
  });

  it('property: every face reads back from its name, and no two share one', () => {
    const names = new Set<string>();
    for (let face = 0; face < lattice.faceCount; face++) {
      const name = faceName(lattice, face);
      const read = parseFace(lattice, name);
      if (!read.ok || read.id !== face || names.has(name)) expect({ name, read }).toEqual({ name, read: { ok: true, id: face } });
      names.add(name);
    }
    expect(names.size).toBe(lattice.faceCount);
  });

  it('property: every edge reads back from its name (its ends in either order), and no two share one', () => {
    const names = new Set<string>();
    let edges = 0;
    for (let edge = 0; edge < lattice.edgeCount; edge++) {
      if (lattice.edgeEnds[2 * edge]! < 0) continue;
      edges++;
      const name = edgeName(lattice, edge);
      const read = parseEdge(lattice, name);
      const reversed = parseEdge(lattice, name.split('-').reverse().join('-'));
      if (!read.ok || read.id !== edge || !reversed.ok || reversed.id !== edge || names.has(name)) {
        expect({ name, read, reversed }).toEqual({ name, read: { ok: true, id: edge }, reversed: { ok: true, id: edge } });
      }
      names.add(name);
    }
    expect(names.size).toBe(edges);
  });

  it('the mouth is M0–N0, the first headwater face M0^, the trading post post', () => {
    expect(lattice.mouthNodes.map((node) => nodeName(lattice, node))).toEqual(['M0', 'N0']);
    expect(edgeName(lattice, lattice.mouthEdge)).toBe('M0-N0');
    expect(faceName(lattice, lattice.mouthHeadwater)).toBe('M0^');
    expect(nodeName(lattice, TRADING_POST)).toBe('post');
    // Odd rows sit half a column east: (0, 1) lies above the middle of M0–N0, in column M.
    expect(nodeName(lattice, nodeAt(lattice, 0, 1))).toBe('M1');
    expect(nodeName(lattice, nodeAt(lattice, -1, 2))).toBe('M2');
    expect(faceName(lattice, faceAt(lattice, 0, 0, false))).toBe('M1v');
    expect(parseNode(lattice, ' m0 ')).toEqual({ ok: true, id: lattice.mouthNodes[0] });
    expect(parseFace(lattice, 'm1V')).toEqual({ ok: true, id: faceAt(lattice, 0, 0, false) });
  });

  it('unknown names are refused with a typed error, never thrown', () => {
    for (const text of ['', 'M', '0', 'M-1', 'M01', 'ZZZZZ1', 'A99999', 'M0x', 'M0v', '?3', 'post^']) {
      const node = parseNode(lattice, text);
      const face = parseFace(lattice, text);
      expect(node.ok ? text : node.error.code, text).toBe('lost-valley/unknown-place');
      if (text !== 'M0x') expect(face.ok ? text : face.error.code, text).toBe('lost-valley/unknown-place');
    }
    for (const text of ['M0-O0', 'M0', 'M0-N0-O0', 'M0-M0', 'post-M0', 'M0-?1']) {
      const edge = parseEdge(lattice, text);
      expect(edge.ok ? text : edge.error.code, text).toBe('lost-valley/unknown-place');
    }
    expect(nodeName(lattice, -5)).toBe('?-5');
    expect(faceName(lattice, lattice.faceCount)).toBe(`?${lattice.faceCount}`);
  });
});
