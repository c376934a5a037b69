import { componentsOf } from '../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { createGame, determinize, EngineError, view, type PlayerView } from '../../src/index.js';
import { diamondAt, valleyPosition, type LostValleyState, type MarkerSlot } from '../../src/games/lost-valley/public.js';
import { catalogOf } from '../../src/games/lost-valley/board/tile-catalog.js';
import { renderBoard, renderBoardSvg, RenderOptionsSchema } from '../../src/render/index.js';
import { allNodes, allText, byClass, parseSvg } from './svg-check.js';
import { edgeOfFace, expectedMidpoint, expectedPoint, near, pathEnds, randomBoard, riverOutflows } from './render-helpers.js';

const FINISHED = [
  ['demo-a', 4, 'standard'],
  ['demo-b', 3, 'standard'],
  ['demo-c', 6, 'standard'],
  ['demo-d', 3, 'first-edition'],
  ['demo-e', 2, 'first-edition'],
] as const;

function points(text: string): [number, number][] {
  return text.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
}

/**
 * A state with its game part replaced by hand. Only for pictures of positions the builder cannot
 * make: a deliberately corrupt board (the renderer's refusal), a marker's identity set as a
 * reveal would, and the ice moved along a finished board's track.
 */
function handMadeG(state: LostValleyState, g: LostValleyState['g']): LostValleyState {
  return { ...state, g };
}

// The state with a marker identity set on the first tile that has a marker of `pool`, as a reveal would.
function revealFirst(state: LostValleyState, identity: string, pool: MarkerSlot['pool']): { state: LostValleyState; tile: number } {
  const tiles = state.g.board.tiles;
  // The first marker of the pool that nobody knows yet (random play may have turned some up).
  const unknown = (m: MarkerSlot) => m.pool === pool && m.identity === null;
  const tile = tiles.findIndex((t) => t.markers.some(unknown));
  const placed = tiles[tile]!;
  const slot = placed.markers.findIndex(unknown);
  const markers = placed.markers.map((m, i) => (i === slot ? { ...m, identity } : m));
  const board = { ...state.g.board, tiles: tiles.map((t, i) => (i === tile ? { ...t, markers } : t)) };
  return { state: handMadeG(state, { ...state.g, board }), tile };
}

describe('renderBoardSvg: a well-formed picture', () => {
  it.each([
    ['the start', () => createGame({ game: 'lost-valley', players: 3, seed: 'r' }) as LostValleyState],
    ['mid-exploration', () => randomBoard('mid', 4, 'standard', 20)],
    ['a finished exploration', () => randomBoard('demo-a', 4)],
    ['the first edition', () => randomBoard('demo-d', 3, 'first-edition')],
  ])('is well-formed SVG with one root <svg> at %s', (_, make) => {
    const state = make();
    for (const options of [{}, { showCoordinates: true }, { legend: false, title: null }]) {
      const root = parseSvg(renderBoardSvg(state, options));
      expect(root.name).toBe('svg');
      expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
      expect(root.attributes.viewBox!.split(' ').map(Number).every(Number.isFinite)).toBe(true);
    }
  });

  it('sets its natural size from the scale: pixels per lattice edge', () => {
    const state = randomBoard('demo-a', 4);
    const root = parseSvg(renderBoardSvg(state, { scale: 50 }));
    const [, , width, height] = root.attributes.viewBox!.split(' ').map(Number);
    expect(Number(root.attributes.width)).toBeCloseTo((width! * 50) / 100, 0);
    expect(Number(root.attributes.height)).toBeCloseTo((height! * 50) / 100, 0);
  });

  it('is deterministic: the same state (or a JSON copy of it) gives byte-identical SVG', () => {
    const state = randomBoard('demo-b', 3);
    const copy = JSON.parse(JSON.stringify(state)) as LostValleyState;
    expect(renderBoardSvg(copy)).toBe(renderBoardSvg(state));
    expect(renderBoardSvg(state, { showCoordinates: true })).toBe(renderBoardSvg(state, { showCoordinates: true }));
    expect(renderBoardSvg(view(state, 1))).toBe(renderBoardSvg(view(copy, 1)));
  });
});

describe('renderBoardSvg: tiles fit the lattice', () => {
  it.each(FINISHED)('draws one polygon per placed tile, in order, on its lattice corners (%s, %i players, %s)', (seed, players, variant) => {
    const state = randomBoard(seed, players, variant);
    const lattice = catalogOf(componentsOf(state)).lattice;
    const polygons = byClass(parseSvg(renderBoardSvg(state)), 'tile');
    expect(polygons.length).toBe(state.g.board.tiles.length);
    state.g.board.tiles.forEach((placed, i) => {
      const polygon = polygons[i]!;
      expect(polygon.attributes['data-tile']).toBe(placed.tile);
      const corners =
        placed.faces.length === 2
          ? diamondAt(lattice, [placed.faces[0]!, placed.faces[1]!], placed.way)!.corners
          : [0, 1, 2].map((k) => lattice.faceCorners[3 * placed.faces[0]! + k]!);
      const drawn = points(polygon.attributes.points!);
      expect(drawn.length).toBe(placed.faces.length === 2 ? 4 : 3);
      corners.forEach((node, k) => expect(near(drawn[k]!, expectedPoint(state, node)), `${placed.tile} corner ${k}`).toBe(true));
      // Every corner is a lattice point: y a whole number of rows, x then a whole number of edges.
      for (const [px, py] of drawn) {
        const row = -py / ((100 * Math.sqrt(3)) / 2);
        expect(Math.abs(row - Math.round(row))).toBeLessThan(0.01);
        const column = px / 100 - Math.round(row) / 2;
        expect(Math.abs(column - Math.round(column))).toBeLessThan(0.01);
        expect(row).toBeGreaterThan(-0.01); // never below the boundary
      }
    });
  });

  it('fills tiles by terrain and names every triangle', () => {
    const state = randomBoard('demo-a', 4);
    const root = parseSvg(renderBoardSvg(state));
    const catalog = catalogOf(componentsOf(state));
    const polygons = byClass(root, 'tile');
    const names = byClass(root, 'triangle-name').map((n) => allText(n));
    state.g.board.tiles.forEach((placed, i) => {
      const title = allText(polygons[i]!);
      if (placed.kind === 'land') expect(title).toContain(catalog.diamonds.get(placed.tile)!.terrain!);
      if (placed.kind === 'triangle') {
        const name = catalog.triangles.get(placed.tile)!.name.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1));
        expect(names.some((text) => text.replace(/\s/g, '') === name.join(''))).toBe(true);
      }
    });
    expect(names.length).toBe(state.g.board.tiles.filter((t) => t.kind === 'triangle').length);
    // Distinct terrains get distinct fills.
    const fillOf = new Map<string, string>();
    state.g.board.tiles.forEach((placed, i) => {
      if (placed.kind !== 'land') return;
      const terrain = catalog.diamonds.get(placed.tile)!.terrain!;
      const fill = polygons[i]!.attributes.fill!;
      expect(fillOf.get(terrain) ?? fill).toBe(fill);
      fillOf.set(terrain, fill);
    });
    expect(new Set(fillOf.values()).size).toBe(fillOf.size);
  });

  it('draws the holes hatched', () => {
    const state = FINISHED.map(([s, p, v]) => randomBoard(s, p, v)).find((st) => st.g.board.holes.length > 0) ?? randomBoard('demo', 4);
    const holes = byClass(parseSvg(renderBoardSvg(state)), 'hole');
    expect(holes.map((h) => Number(h.attributes['data-face']))).toEqual(state.g.board.holes);
  });
});

describe('renderBoardSvg: the river', () => {
  it.each(FINISHED)('runs as one connected path from the waterfall through every river tile in chain order to the spring (%s, %i players, %s)', (seed, players, variant) => {
    const state = randomBoard(seed, players, variant);
    const board = state.g.board;
    expect(board.spring).not.toBeNull();
    const root = parseSvg(renderBoardSvg(state));
    const [river] = byClass(root, 'river');
    expect(river!.attributes['data-ends-at']).toBe('spring');
    expect(river!.attributes['data-river-tiles']).toBe(board.river.map((i) => board.tiles[i]!.tile).join(' '));
    const { commands, ends } = pathEnds(river!.attributes.d!);
    // One stretch: a single move (at the waterfall), then the mouth, one curve per tile, one into the spring.
    expect(commands.filter((c) => c === 'M').length).toBe(1);
    expect(commands.length).toBe(2 + board.river.length + 1);
    const lattice = catalogOf(componentsOf(state)).lattice;
    expect(near(ends[1]!, expectedMidpoint(state, lattice.mouthEdge))).toBe(true);
    const outflows = riverOutflows(state);
    outflows.forEach((edge, k) => expect(near(ends[2 + k]!, expectedMidpoint(state, edge)), `after river tile ${k}`).toBe(true));
    // The last river edge is an edge of the spring's face, and the path ends at the spring's centre.
    const springFace = board.tiles[board.spring!]!.faces[0]!;
    expect(edgeOfFace(state, outflows[outflows.length - 1] ?? lattice.mouthEdge, springFace)).toBe(true);
    const corners = [0, 1, 2].map((k) => expectedPoint(state, lattice.faceCorners[3 * springFace + k]!));
    const centre: [number, number] = [(corners[0]![0] + corners[1]![0] + corners[2]![0]) / 3, (corners[0]![1] + corners[1]![1] + corners[2]![1]) / 3];
    expect(near(ends[ends.length - 1]!, centre)).toBe(true);
    // The waterfall is below the boundary, on the start tile.
    expect(ends[0]![1]).toBeGreaterThan(0);
  });

  it('ends at the open edge with the headwater face marked while the river is open', () => {
    const state = randomBoard('mid', 4, 'standard', 6);
    expect(state.g.board.spring).toBeNull();
    const root = parseSvg(renderBoardSvg(state));
    const [river] = byClass(root, 'river');
    expect(river!.attributes['data-ends-at']).toBe('open');
    const { ends } = pathEnds(river!.attributes.d!);
    expect(near(ends[ends.length - 1]!, expectedMidpoint(state, state.g.board.openEdge!))).toBe(true);
    expect(byClass(root, 'headwater').length).toBe(1);
    expect(byClass(root, 'spring').length).toBe(0);
  });
});

describe('renderBoardSvg: markers, prospectors, ice', () => {
  it('draws every marker, face down unless its identity is known', () => {
    const state = randomBoard('demo-a', 4);
    const slots = state.g.board.tiles.flatMap((t) => t.markers);
    const root = parseSvg(renderBoardSvg(state));
    expect(byClass(root, 'marker').length).toBe(slots.length);
    expect(byClass(root, 'marker-face-down').length).toBe(slots.filter((s) => s.identity === null).length);
    const items = state.g.board.tiles.flatMap((t) => t.contents);
    expect(byClass(root, 'item-stack').map((n) => n.children.find((c) => c.name === 'text')!.text)).toEqual(items.map((c) => String(c.count)));
  });

  it('shows a known marker with its value', () => {
    const board = randomBoard('demo-a', 4);
    // Random play has turned some markers up already (hunted animals): one more is known now.
    const before = byClass(parseSvg(renderBoardSvg(board)), 'marker-known').length;
    const { state } = revealFirst(board, 'river-gold-3', 'river-gold');
    const known = byClass(parseSvg(renderBoardSvg(state)), 'marker-known');
    expect(known.length).toBe(before + 1);
    const gold = known.filter((n) => n.attributes['data-identity'] === 'river-gold-3');
    expect(gold.length).toBeGreaterThan(0);
    expect(allText(gold[0]!)).toMatch(/^3/);
  });

  it('puts each prospector on its intersection in its seat colour, labelled A1, B1, A2, B2 with two each', () => {
    const start = createGame({ game: 'lost-valley', players: 2, seed: 'two', options: { prospectorsPerSeat: 2 } }) as LostValleyState;
    const root = parseSvg(renderBoardSvg(start));
    const pawns = byClass(root, 'prospector');
    // Turn order A1, B1, A2, B2: prospector i belongs to seat i mod 2 (LV-SEAT-2).
    expect(pawns.map((p) => p.children.find((c) => c.name === 'text')!.text)).toEqual(['A1', 'B1', 'A2', 'B2']);
    const state = randomBoard('demo-c', 6);
    const drawn = byClass(parseSvg(renderBoardSvg(state)), 'prospector');
    expect(drawn.length).toBe(state.g.prospectors.length);
    for (const pawn of drawn) {
      const node = Number(pawn.attributes['data-node']);
      const circle = pawn.children.filter((c) => c.name === 'circle').pop()!;
      const seat = Number(pawn.attributes['data-seat']);
      expect(state.g.prospectors.some((p) => p.node === node && p.seat === seat)).toBe(true);
      if (node !== 0 && state.g.prospectors.filter((p) => p.node === node).length === 1) {
        expect(near([Number(circle.attributes.cx), Number(circle.attributes.cy)], expectedPoint(state, node))).toBe(true);
      }
    }
    const fills = new Set(drawn.map((p) => p.children.filter((c) => c.name === 'circle').pop()!.attributes.fill));
    expect(fills.size).toBe(6);
  });

  it('draws the ice block once it is out, and not before', () => {
    const done = randomBoard('demo-a', 4);
    expect(done.g.ice.out).toBe(true);
    const ice = byClass(parseSvg(renderBoardSvg(done)), 'ice-block');
    expect(ice.map((n) => Number(n.attributes['data-position']))).toEqual([done.g.ice.position]);
    const mid = randomBoard('mid', 4, 'standard', 6);
    expect(byClass(parseSvg(renderBoardSvg(mid)), 'ice-block')).toEqual([]);
  });

  it('puts the ice block on the spring (position 0), on each river tile downstream, then at the waterfall', () => {
    const done = randomBoard('demo-a', 4);
    const river = done.g.board.river;
    const inside = (point: [number, number], polygon: [number, number][]): boolean => {
      let sign = 0;
      for (let i = 0; i < polygon.length; i++) {
        const [ax, ay] = polygon[i]!;
        const [bx, by] = polygon[(i + 1) % polygon.length]!;
        const cross = Math.sign((bx - ax) * (point[1] - ay) - (by - ay) * (point[0] - ax));
        if (cross !== 0 && sign !== 0 && cross !== sign) return false;
        if (cross !== 0) sign = cross;
      }
      return true;
    };
    for (let position = 0; position <= river.length + 1; position++) {
      const state = handMadeG(done, { ...done.g, ice: { out: true, position } });
      const root = parseSvg(renderBoardSvg(state));
      const rect = byClass(root, 'ice-block')[0]!.children.find((c) => c.name === 'rect')!;
      const centre: [number, number] = [Number(rect.attributes.x) + Number(rect.attributes.width) / 2, Number(rect.attributes.y) + Number(rect.attributes.height) / 2];
      const polygons = byClass(root, 'tile');
      if (position === 0) expect(inside(centre, points(polygons[done.g.board.spring!]!.attributes.points!))).toBe(true);
      else if (position <= river.length) expect(inside(centre, points(polygons[river[river.length - position]!]!.attributes.points!)), `position ${position}`).toBe(true);
      else expect(centre[1]).toBeGreaterThan(0); // the waterfall, below the boundary
    }
  });

  it('marks the intersection being explored', () => {
    // Built: seat 0 walks to the mouth's west point and starts exploring there (a real move).
    const start = createGame({ game: 'lost-valley', players: 2, seed: 'x', chance: 'external', options: { skillDraft: false } }) as LostValleyState;
    const built = valleyPosition(start).play({ type: 'move', player: 0, mode: 'foot', to: catalogOf(componentsOf(start)).lattice.mouthNodes[0] }).build();
    if (!built.ok) throw new Error(built.error.message);
    const state = built.state;
    expect(state.g.explore).toEqual({ node: catalogOf(componentsOf(start)).lattice.mouthNodes[0], step: 'river', triangleOffered: false });
    const [ring] = byClass(parseSvg(renderBoardSvg(state)), 'exploring');
    expect(near([Number(ring!.attributes.cx), Number(ring!.attributes.cy)], [0, 0])).toBe(true);
  });
});

describe('renderBoardSvg: views', () => {
  it.each([0, 1, 2, 3, null])('draws seat %s\'s view from the view alone, identical for states the seat cannot tell apart', (seat) => {
    const state = randomBoard('demo-a', 4);
    const mine = renderBoardSvg(view(state, seat));
    parseSvg(mine);
    if (seat !== null) {
      for (const sample of ['s1', 's2']) expect(renderBoardSvg(view(determinize(state, seat, sample), seat))).toBe(mine);
    }
    expect(allText(byClass(parseSvg(mine), 'title')[0]!)).toContain(seat === null ? "spectator's view" : `Seat ${Number(seat) + 1}'s view`);
  });

  it('never shows a marker the view holds face down, though the whole state knows it', () => {
    const { state, tile } = revealFirst(randomBoard('demo-a', 4), 'river-gold-3', 'river-gold');
    const whole = renderBoardSvg(state);
    expect(whole).toContain('river-gold-3');
    // A view as the game gives it for a seat that has not seen the marker: its identity removed.
    const seen = view(state, 2);
    const g = seen.g as unknown as LostValleyState['g'];
    const board = { ...g.board, tiles: g.board.tiles.map((t, i) => (i === tile ? { ...t, markers: t.markers.map((m) => ({ ...m, identity: null })) } : t)) };
    const hidden: PlayerView = { ...seen, g: { ...g, board } as unknown as PlayerView['g'] };
    const picture = renderBoardSvg(hidden);
    expect(picture).not.toContain('river-gold-3');
    const root = parseSvg(picture);
    // Only what seat 2 may know is drawn face up: the markers its view identifies.
    const knownInView = board.tiles.flatMap((t) => t.markers).filter((m) => m.identity !== null).length;
    expect(byClass(root, 'marker-known').length).toBe(knownInView);
    expect(byClass(root, 'marker').length).toBe(byClass(parseSvg(whole), 'marker').length);
  });
});

describe('renderBoardSvg: options, escaping, errors', () => {
  it('escapes text: a title with markup stays text', () => {
    const state = randomBoard('demo-b', 3);
    const title = `<script>alert("x")</script> & 'quotes'`;
    const svg = renderBoardSvg(state, { title });
    expect(svg).not.toContain('<script>');
    const root = parseSvg(svg);
    expect(allText(byClass(root, 'title')[0]!)).toContain(title);
  });

  it('escapes tile ids from a component set', () => {
    const state = randomBoard('demo-b', 3);
    const odd = 'L<&>"1"';
    const first = state.g.board.tiles.findIndex((t) => t.kind === 'land');
    const id = state.g.board.tiles[first]!.tile;
    const data = { ...componentsOf(state), landDiamonds: componentsOf(state).landDiamonds.map((t) => (t.id === id ? { ...t, id: odd } : t)) };
    const board = { ...state.g.board, tiles: state.g.board.tiles.map((t, i) => (i === first ? { ...t, tile: odd } : t)) };
    const svg = renderBoardSvg({ ...state, data, g: { ...state.g, board } }, { showCoordinates: true });
    const root = parseSvg(svg);
    expect(byClass(root, 'tile')[first]!.attributes['data-tile']).toBe(odd);
    expect(svg).toContain('L&lt;&amp;&gt;&quot;1&quot;');
  });

  it('labels coordinates only when asked, and leaves out title and legend when asked', () => {
    const state = randomBoard('demo-b', 3);
    expect(byClass(parseSvg(renderBoardSvg(state)), 'coordinates')).toEqual([]);
    const labelled = byClass(parseSvg(renderBoardSvg(state, { showCoordinates: true })), 'coordinates')[0]!;
    // The place names of docs/notation.md: the mouth's two points and the first headwater face.
    expect(allText(labelled)).toContain('M0');
    expect(allText(labelled)).toContain('N0');
    // The rulers: the mouth's column M over its strip and row 0 at the west.
    expect(allNodes(labelled).filter((n) => n.name === 'text').map((n) => n.text)).toEqual(expect.arrayContaining(['M', '0']));
    const bare = parseSvg(renderBoardSvg(state, { title: null, legend: false }));
    expect(byClass(bare, 'title')).toEqual([]);
    expect(byClass(bare, 'legend')).toEqual([]);
    expect(RenderOptionsSchema.parse({})).toEqual({ scale: 80, showCoordinates: false, legend: true, spots: [], locale: 'en' });
  });

  it('refuses what it cannot draw with a typed error, and the throwing form throws EngineError', () => {
    const duel = createGame({ game: 'mountain-river-duel', players: 2, seed: 'd' });
    const wrong = renderBoard(duel as unknown as LostValleyState);
    expect(wrong.ok ? null : wrong.error.code).toBe('render/not-lost-valley');
    expect(() => renderBoardSvg(duel as unknown as LostValleyState)).toThrow(EngineError);
    const state = randomBoard('demo-b', 3);
    const badOption = renderBoard(state, { scale: -1 });
    expect(badOption.ok ? null : badOption.error.code).toBe('render/invalid-options');
    const unknownOption = renderBoard(state, { colour: 'red' } as never);
    expect(unknownOption.ok ? null : unknownOption.error.code).toBe('render/invalid-options');
    const tiles = state.g.board.tiles.map((t, i) => (i === 0 ? { ...t, tile: 'NOPE' } : t));
    const corrupt = renderBoard(handMadeG(state, { ...state.g, board: { ...state.g.board, tiles } }));
    expect(corrupt.ok ? null : corrupt.error.code).toBe('render/inconsistent-board');
    const offGrid = renderBoard(handMadeG(state, { ...state.g, board: { ...state.g.board, holes: [10_000_000] } }));
    expect(offGrid.ok ? null : offGrid.error.code).toBe('render/inconsistent-board');
    for (const junk of [null, 7, 'svg', {}, { game: 'lost-valley' }, { ...view(state, 0), g: { board: 1 } }, { ...view(state, 0), data: null }]) {
      const result = renderBoard(junk as never);
      expect(result.ok).toBe(false);
    }
  });

  it('leaves the state untouched', () => {
    const state = randomBoard('demo-b', 3);
    const before = JSON.stringify(state);
    renderBoardSvg(state, { showCoordinates: true });
    renderBoardSvg(view(state, 0));
    expect(JSON.stringify(state)).toBe(before);
    expect(allNodes(parseSvg(renderBoardSvg(state))).length).toBeGreaterThan(100);
  });
});
