import { describe, expect, it } from 'vitest';
import { applyAction, legalActions } from '../../../src/index.js';
import { diamondAt, edgeKind, isWalkable, type LostValleyState, type ValleyPosition } from '../../../src/games/lost-valley/public.js';
import { legalSite } from './site-board.js';
import { withSpring } from '../../../src/games/lost-valley/position/spring-step.js';
import { built, expectRefused, indexOfState, latticeOf, legal, newGame, node, play, position, riverSet } from './lv-helpers.js';

/*
 * Every position here is built by the position builder (legal boards only):
 * - `ringSite`: a finished board around O2 (site-board.ts `legalSite`), six tiles around it, each
 *   reaching outwards, so every edge at O2 lies between two tiles;
 * - `riverSite`: the river R03 (the mouth), R01, R04, R02 and land beside it, the prospector on
 *   the bank at M1: R03 covers M0^ + L1v, R01 L1^ + M2v, R04 L3v + M2^, R02 L3^ + M4v, and the
 *   edges L1-M1 and M2-L3 (between two river diamonds) carry the river across.
 * On a real board the short diagonal inside every diamond is no edge, so where the old hand-laid
 * board counted every lattice neighbour, the tests count the intersections its walkable edges
 * reach ({@link withinTwo}).
 */

/** The starting goods, and gear from the supply. */
function withGear(gear: Record<string, number>) {
  return (p: ValleyPosition) => Object.entries(gear).reduce((q, [item, count]) => q.take(0, item, count), p);
}

function ringSite(gear: Record<string, number> = {}, players = 2) {
  return legalSite({ players, then: withGear(gear) });
}

function riverSite(gear: Record<string, number> = {}, players = 2, at = 'M1') {
  const site = legalSite({ players, river: ['R01', 'R04', 'R02'], at: 'M1', then: withGear(gear), more: [['L36', ['N1^', 'O2v']], ['L37', ['O2^', 'O3v']]] });
  return { ...site, state: built(position(site.state).at(0, at)) };
}

/** The intersection a name gives on this state's lattice. */
function named(state: LostValleyState, name: string): number {
  return built(position(state).at(1, name)).g.prospectors[1]!.node;
}

/** The intersections one or two walkable edges away that are not across the river (the board's own edges). */
function withinTwo(state: LostValleyState, v: number): number[] {
  const index = indexOfState(state);
  const lattice = index.lattice;
  const steps = (n: number): number[] =>
    Array.from({ length: 6 }, (_, k) => k).flatMap((k) => {
      const edge = lattice.nodeEdges[6 * n + k]!;
      return edge >= 0 && isWalkable(index, edge, state.g.explorationOver) && edgeKind(index, edge) !== 'crossing' ? [lattice.nodeNeighbours[6 * n + k]!] : [];
    });
  const reached = new Set([...steps(v), ...steps(v).flatMap(steps)]);
  reached.delete(v);
  return [...reached].sort((a, b) => a - b);
}

function destinations(state: LostValleyState, mode: string): number[] {
  return legal(state).filter((a) => a.type === 'move' && a.mode === mode).map((a) => (a as { to: number }).to);
}

function neighbours(state: LostValleyState, v: number): number[] {
  const lattice = latticeOf(state);
  return Array.from({ length: 6 }, (_, k) => lattice.nodeNeighbours[6 * v + k]!).sort((a, b) => a - b);
}

describe('movement', () => {
  it('LV-MOVE-1, LV-GEO-4: from the trading post prospectors cross the fords to the two intersections at the mouth', () => {
    const state = newGame();
    expect(destinations(state, 'foot')).toEqual([node(state, 0, 0), node(state, 1, 0)]);
    expect(legal(state).at(-1)).toEqual({ type: 'end-turn', player: 0 });
  });

  it('LV-MOVE-3: on foot a prospector moves one edge over land', () => {
    const { state, v } = ringSite();
    expect(destinations(state, 'foot')).toEqual(neighbours(state, v));
  });

  it('LV-MOVE-3, LV-GEO-5: on foot a prospector moves up to two edges along the river', () => {
    // From L1 on the bank: M0 and M2 one edge along the river, the trading post (over the ford
    // at M0) and L3 (past M2) two.
    const { state } = riverSite({}, 2, 'L1');
    const foot = destinations(state, 'foot');
    expect(foot).toContain(named(state, 'M0'));
    expect(foot).toContain(named(state, 'M2'));
    expect(foot.filter((n) => !neighbours(state, named(state, 'L1')).includes(n))).toEqual([0, named(state, 'L3')].sort((a, b) => a - b));
  });

  it('LV-MOVE-2: the river is crossed only by boat: an edge it flows through is closed to walkers', () => {
    // The edge M1-L1 carries the river from R03 into R01.
    const { state } = riverSite();
    const across = named(state, 'L1');
    expect(destinations(state, 'foot')).not.toContain(across);
    const error = expectRefused(state, { type: 'move', player: 0, mode: 'foot', to: across }, 'lost-valley/river-in-the-way');
    expect(error.rule).toBe('LV-MOVE-2');
  });

  it('LV-MOVE-6: by boat up to three edges along the river, crossing where it flows through an edge; never over land', () => {
    // From M1: across to L1, along to M2 and on to L3, N4 three edges along; N1 is over land.
    const { state } = riverSite({ boat: 1 });
    const boat = destinations(state, 'boat');
    expect(boat).toContain(named(state, 'L1'));
    expect(boat).toContain(named(state, 'M2'));
    expect(boat).toContain(named(state, 'N4'));
    expect(boat).not.toContain(named(state, 'N1'));
    expect(boat).not.toContain(named(state, 'O2'));
  });

  it('LV-MOVE-5: by horse up to two edges over land or along the river', () => {
    const { state, v } = ringSite({ horse: 1 });
    const twoAway = withinTwo(state, v);
    expect(destinations(state, 'horse')).toEqual(twoAway);
    // Beyond the six neighbours: the far corners of the six tiles around.
    expect(twoAway.length).toBeGreaterThan(6);
  });

  it('LV-MOVE-4: a prospector may pass through an occupied intersection', () => {
    // Exploration goes on: six tiles around O2, and P2^ + P3v, P2v + P1^ east of P2, so that Q2
    // lies two walkable edges from O2 only through P2 (edges need both sides explored), where
    // seat 1 stands.
    const site = legalSite({ finished: false, more: [['L07', ['P2^', 'P3v']], ['L05', ['P2v', 'P1^']]], then: withGear({ horse: 1 }) });
    const between = named(site.state, 'P2');
    const beyond = named(site.state, 'Q2');
    expect(withinTwo(site.state, site.v)).toContain(beyond);
    expect(neighbours(site.state, site.v)).not.toContain(beyond);
    expect(withinTwo(built(position(site.state).at(1, 'M0').at(0, 'O3')), named(site.state, 'O3'))).not.toContain(beyond);
    const state = built(position(site.state).at(1, between));
    const horse = destinations(state, 'horse');
    expect(horse).not.toContain(between);
    expect(horse).toContain(beyond);
  });

  it('LV-MOVE-5, LV-MOVE-6: without a horse or a boat those modes are refused', () => {
    const state = newGame();
    expect(expectRefused(state, { type: 'move', player: 0, mode: 'horse', to: node(state, 0, 0) }, 'lost-valley/mode-unavailable').rule).toBe('LV-MOVE-5');
    expect(expectRefused(state, { type: 'move', player: 0, mode: 'boat', to: node(state, 0, 0) }, 'lost-valley/mode-unavailable').rule).toBe('LV-MOVE-6');
  });

  it('LV-MOVE-7: one mode per movement phase; a move by two modes at once is refused', () => {
    const state = newGame();
    const result = applyAction(state, { type: 'move', player: 0, mode: ['foot', 'horse'], to: node(state, 0, 0) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('invalid-action');
  });

  it('LV-MOVE-8: second edition: emptying backpack and cart, a prospector walks two edges over land; the goods go back to the supply', () => {
    const { state, v } = ringSite();
    const far = destinations(state, 'foot-unburdened');
    expect(far).toEqual(withinTwo(state, v));
    const target = named(state, 'P3');
    expect(neighbours(state, v)).not.toContain(target);
    expect(far).toContain(target);
    const moved = play(state, { type: 'move', player: 0, mode: 'foot-unburdened', to: target });
    expect(moved.events[0]).toMatchObject({ type: 'packs-emptied', items: [{ item: 'tool', count: 2 }, { item: 'food', count: 2 }, { item: 'timber', count: 1 }] });
    expect(moved.state.g.prospectors[0]!.inventory.backpack).toEqual([]);
    expect(moved.state.g.supply['food']).toBe(state.g.supply['food']! + 2);
    // With the packs already empty, walking two edges is plain walking.
    const again = built(position(moved.state).turn({ prospector: 0, movements: 0 }).at(0, v));
    expect(destinations(again, 'foot')).toEqual(withinTwo(again, v));
    expect(destinations(again, 'foot-unburdened')).toEqual([]);
  });

  it('LV-MOVE-8: the first edition has no unburdened walk', () => {
    const state = newGame({ variant: 'first-edition' });
    expect(expectRefused(state, { type: 'move', player: 0, mode: 'foot-unburdened', to: node(state, 0, 0) }, 'lost-valley/mode-unavailable').rule).toBe('LV-MOVE-8');
  });

  it('LV-MOVE-9, LV-GEO-6: a move stops at the first incomplete intersection and cannot pass it', () => {
    // Exploration goes on. The set's one river diamond R03 at the mouth, then the spring (no river
    // diamond left). Around O2 five diamonds (N1^ + O2v share one, so O1^ stays empty), and
    // P2v + P1^, P2^ + P3v east of P2: P2 is incomplete (O1^), and Q2 lies two edges east of O2
    // only through P2, along the walkable edges O2-P2 and P2-Q2.
    const state = built(
      withSpring(position(newGame({ data: riverSet('second', ['R03']) })).diamond('R03', ['M0^', 'L1v']))
        .diamond('L31', ['N2v', 'M1^'])
        .diamond('L32', ['N2^', 'M3v'])
        .diamond('L33', ['N3v', 'N3^'])
        .diamond('L34', ['O2^', 'O3v'])
        .diamond('L35', ['N1^', 'O2v'])
        .diamond('L36', ['P2v', 'P1^'])
        .diamond('L37', ['P2^', 'P3v'])
        .at(0, 'O2'),
    );
    const incomplete = named(state, 'P2');
    const beyond = named(state, 'Q2');
    const far = destinations(state, 'foot-unburdened');
    expect(far).toContain(incomplete);
    expect(far).not.toContain(beyond);
    const error = expectRefused(state, { type: 'move', player: 0, mode: 'foot-unburdened', to: beyond }, 'lost-valley/incomplete-intersection');
    expect(error.rule).toBe('LV-MOVE-9');
    const arrived = play(state, { type: 'move', player: 0, mode: 'foot', to: incomplete });
    expect(arrived.events.map((e) => e.type)).toContain('exploration-started');
  });

  it('LV-MOVE-1, LV-GEO-6: tiles cannot be crossed: the short diagonal inside a diamond is no edge', () => {
    // The ring's tile on O2^ + O3v: the prospector at one end of its short diagonal.
    const site = legalSite({ finished: false });
    const laid = site.state.g.board.tiles[site.tileOf(site.faces[0]!)]!;
    const where = diamondAt(latticeOf(site.state), [laid.faces[0]!, laid.faces[1]!], laid.way)!;
    const state = built(position(site.state).at(0, where.corners[1]!));
    expect(isWalkable(indexOfState(state), where.interior, false)).toBe(false);
    expect(destinations(state, 'foot')).not.toContain(where.corners[3]);
    expectRefused(state, { type: 'move', player: 0, mode: 'foot', to: where.corners[3] }, 'lost-valley/too-far');
  });

  it('LV-MOVE-10: one prospector may stop on an intersection, two where it touches the river, any number at the trading post', () => {
    // Seat 0 at M1 on the bank; seat 1 on N1 (land), seat 2 on M2 (on the river).
    const { state: site } = riverSite({}, 4);
    const land = named(site, 'N1');
    const river = named(site, 'M2');
    const state = built(position(site).at(1, land).at(2, river));
    expect(expectRefused(state, { type: 'move', player: 0, mode: 'foot-unburdened', to: land }, 'lost-valley/intersection-full').rule).toBe('LV-MOVE-10');
    const near = built(position(state).at(0, 'L1'));
    expect(destinations(near, 'foot')).toContain(river);
    const crowded = built(position(near).at(3, river));
    expect(destinations(crowded, 'foot')).not.toContain(river);
    // At the start every prospector stands on the trading post.
    expect(newGame({ players: 6 }).g.prospectors.every((p) => p.node === 0)).toBe(true);
  });

  it('LV-MOVE-11, LV-TURN-1, LV-TURN-2, LV-TURN-3: seat 0 begins; a move must go somewhere; ending the turn skips the movement; then the next seat plays', () => {
    const state = newGame();
    expect(legal(state).length).toBeGreaterThan(0);
    expect(legalActions(state, 1)).toEqual([]);
    expectRefused(state, { type: 'move', player: 0, mode: 'foot', to: 0 }, 'lost-valley/no-move');
    const stayed = play(state, { type: 'end-turn', player: 0 }).state;
    expect(stayed.g.prospectors[0]!.node).toBe(0);
    expect(legalActions(stayed, 1).length).toBeGreaterThan(0);
    expect(legalActions(stayed, 0)).toEqual([]);
  });
});
