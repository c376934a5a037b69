import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { loneTile } from './lv-helpers.js';
import { startGame, type AnyGameState, type GameEvent } from '../../../src/index.js';
import { continuePlayout } from '../../../src/bots/index.js';
import { catalogOf, faceAt, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { completeByHand, countFaults, coveredFaces, finalGapFaults, markerFaults, riverFaults, triangleFaults } from './invariants.js';

// 100 a setup (13 setups): `npm test` is the quick run; the deep conformance run plays 200 a
// configuration, and test/games/lost-valley/*.deep.test.ts 1,008 saved games.
const GAMES = 100;

/** Plays one random game, checking the board after every placement; returns the faults found. */
function checkedGame(variant: string, players: number, seed: number): { faults: string[]; state: LostValleyState } {
  const start = startGame({ game: 'lost-valley', variant, players, seed });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.state as LostValleyState;
  const faults: string[] = [];
  const optional = new Set<number>();
  const removed = { river: 0, triangles: 0 };
  let chosen = false;
  let chosenCount = 0;
  const see = (events: readonly GameEvent[]) => {
    for (const event of events) {
      if (event.type === 'triangle-chosen') {
        chosen = true;
        chosenCount++;
      }
      if (event.type === 'tile-placed' && event['kind'] === 'triangle' && chosen) {
        optional.add(state.g.board.tiles.findIndex((t) => t.tile === event['tile']));
        chosen = false;
      }
      if (event.type === 'exploration-ended') {
        removed.river = Number(event['riverLeft']);
        removed.triangles = Number(event['trianglesLeft']);
      }
      if (event.type === 'exploration-finished' && !state.g.explorationOver && !completeByHand(state, Number(event['node']))) {
        faults.push(`node ${String(event['node'])} was left incomplete`);
      }
    }
  };
  // The bots' own loop on the fast path; it stops at the first fault.
  continuePlayout(start.state, `props-${seed}`, {
    stopWhen: () => faults.length > 0,
    onStep: (step) => {
      const tilesBefore = state.g.board.tiles.length;
      state = step.state as LostValleyState;
      see(step.events);
      if (state.g.board.tiles.length !== tilesBefore) {
        faults.push(...coveredFaces(state).faults, ...riverFaults(state), ...triangleFaults(state, optional), ...countFaults(state, removed), ...markerFaults(state, tilesBefore), ...finalGapFaults(state, chosenCount));
      }
      if (state.g.explorationOver && (state.g.board.spring === null || !state.g.ice.out)) faults.push('exploration ended without the spring and the ice');
    },
  });
  if (state.g.ended === null) faults.push('the game did not end');
  return { faults, state };
}

const configs: [string, number][] = [];
for (let players = 2; players <= 6; players++) configs.push(['standard', players]);
for (let players = 2; players <= 4; players++) configs.push(['first-edition', players]);

describe('random explorations keep the board sound', () => {
  for (const [variant, players] of configs) {
    it(`LV-GEO-2, LV-GEO-3, LV-GEO-7, LV-EXP2-R2, LV-EXP2-T2, LV-MARK-1, LV-MARK-5, LV-MARK-6, LV-MARK-7, LV-MARK-8, LV-EXP-1, LV-END-EXP-1, LV-END-EXP-2, LV-END-1: ${GAMES} ${variant} games with ${players} players`, () => {
      let endedByIce = 0;
      for (let seed = 0; seed < GAMES; seed++) {
        const { faults, state } = checkedGame(variant, players, seed);
        expect(faults, `seed ${seed}`).toEqual([]);
        if (state.g.ended === 'ice-at-waterfall') endedByIce++;
      }
      // Random play ends by winter, not by the safety limit.
      expect(endedByIce).toBe(GAMES);
    });
  }
});

describe('classic explorations keep the board sound', () => {
  for (let players = 2; players <= 6; players++) {
    it(`LV-CLASSIC-5, LV-CLASSIC-11: ${GAMES} classic games with ${players} players lay triangles only into enclosed gaps after the last land diamond, and keep every board check`, () => {
      for (let seed = 0; seed < GAMES; seed++) {
        const { faults, state } = checkedGame('classic', players, seed);
        expect(faults, `seed ${seed}`).toEqual([]);
        expect(state.g.ended, `seed ${seed}`).toBe('ice-at-waterfall');
      }
    });
  }
});

describe('the board checks themselves', () => {
  it('LV-CLASSIC-5: the classic check finds a triangle laid while land diamonds are left or outside an enclosed gap, and a chosen triangle', () => {
    const start = startGame({ game: 'lost-valley', variant: 'classic', players: 2, seed: 5, chance: 'auto' });
    if (!start.ok) throw new Error(start.error.message);
    const state = start.state as LostValleyState;
    // Hand-built: a triangle alone on an empty board.
    const lone = loneTile(faceAt(catalogOf(componentsOf(state)).lattice, 2, 2, true), 'T01', 'triangle');
    const early = { ...state, g: { ...state.g, board: { ...state.g.board, tiles: [lone] } } };
    expect(finalGapFaults(early, 0)).toEqual(['triangle T01 laid while land diamonds are left', 'triangle T01 is not in an enclosed gap']);
    expect(finalGapFaults(state, 1)).toEqual(['a triangle was chosen while exploring']);
    expect(finalGapFaults(state, 0)).toEqual([]);
  });

  it('LV-GEO-3, LV-EXP2-R2: they find an overlap, a broken river joint, a touching optional triangle and a missing marker', () => {
    const start = startGame({ game: 'lost-valley', players: 2, seed: 5, chance: 'auto' });
    if (!start.ok) throw new Error(start.error.message);
    const eightTiles = (played: AnyGameState) => (played as LostValleyState).g.board.tiles.length >= 8;
    const state = continuePlayout(start.state, 'teeth', { stopWhen: eightTiles }).state as LostValleyState;
    const tiles = state.g.board.tiles;
    const overlap = { ...state, g: { ...state.g, board: { ...state.g.board, tiles: [...tiles, { ...tiles[0]!, tile: 'L99' }] } } };
    expect(coveredFaces(overlap).faults.length).toBeGreaterThan(0);
    const landIndex = tiles.findIndex((t) => t.kind === 'land');
    const broken = { ...state, g: { ...state.g, board: { ...state.g.board, river: [landIndex, ...state.g.board.river.slice(1)] } } };
    expect(riverFaults(broken).length).toBeGreaterThan(0);
    const lost = { ...state, g: { ...state.g, board: { ...state.g.board, tiles: tiles.map((t) => ({ ...t, markers: [] })) } } };
    expect(markerFaults(lost).length).toBeGreaterThan(0);
    const lattice = catalogOf(componentsOf(state)).lattice;
    const touching = [loneTile(faceAt(lattice, 5, 5, true), 'T01', 'triangle'), loneTile(faceAt(lattice, 5, 5, false), 'T02', 'triangle')];
    const twoTriangles = { ...state, g: { ...state.g, board: { ...state.g.board, tiles: touching } } };
    expect(triangleFaults(twoTriangles, new Set([1]))).toEqual(['optional triangle T02 touches T01']);
    expect(triangleFaults(twoTriangles, new Set([0]))).toEqual([]);
  });
});
