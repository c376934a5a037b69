import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ComponentSetRefSchema,
  componentSetHash,
  componentsOf,
  createGame,
  determinize,
  getGame,
  isComponentSetRef,
  legalActions,
  listGames,
  loadGameResult,
  replay,
  saveGame,
  startGame,
  type AnyGameState,
} from '../../src/index.js';
import { secondEditionComponents } from '../../src/games/lost-valley/data/index.js';
import { continuePlayout, randomPlayout } from '../../src/bots/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

// A save document with its state's data replaced.
function withData(state: AnyGameState, data: unknown): string {
  return JSON.stringify({ ...JSON.parse(saveGame(state)), state: { ...state, data } });
}

describe('component data by reference', () => {
  it('every game names its reference set in a fresh state, and componentsOf gives the set itself', () => {
    for (const game of listGames()) {
      const state = createGame({ game, players: getGame(game)!.facts.minPlayers, seed: 'ref' });
      expect(isComponentSetRef(state.data), game).toBe(true);
      const ref = state.data as { set: string; hash: string };
      const sets = getGame(game)!.componentSets!;
      expect(Object.keys(sets)).toContain(ref.set);
      expect(ref.hash).toBe(componentSetHash(sets[ref.set]));
      expect(componentsOf(state)).toBe(sets[ref.set]);
    }
  });

  it('a fresh Lost Valley state is at most 4 KB of JSON (15.6 KB when it carried its set)', () => {
    const state = createGame({ game: 'lost-valley', players: 4, seed: 1 });
    expect(JSON.stringify(state).length).toBeLessThanOrEqual(4096);
  });

  it('a save of a game with the reference set, written by one process, loads in another', () => {
    const program = [
      "import { activePlayers, createGame, saveGame, applyAction, legalActions } from './src/index.ts';",
      "let state = createGame({ game: 'lost-valley', players: 3, seed: 'other-process' });",
      'for (let i = 0; i < 5 && activePlayers(state).length > 0; i++) {',
      '  const r = applyAction(state, legalActions(state, activePlayers(state)[0])[0]); if (r.ok) state = r.state; }',
      'process.stdout.write(saveGame(state));',
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], { cwd: root, encoding: 'utf8' });
    expect(child.stderr).toBe('');
    const text = child.stdout;
    expect(text.length).toBeLessThan(8000);
    const loaded = loadGameResult(text);
    expect(loaded.ok ? true : loaded.error).toBe(true);
    if (!loaded.ok) return;
    expect(componentsOf(loaded.state)).toBe(secondEditionComponents);
    expect(JSON.parse(text).state.data).toEqual(loaded.state.data);
    expect(legalActions(loaded.state, 0)).toEqual(legalActions(JSON.parse(text).state, 0));
  });

  it('a save naming a set whose content hash does not match is refused, naming the reason', () => {
    const state = createGame({ game: 'lost-valley', players: 3, seed: 1 });
    const ref = state.data as { set: string; hash: string };
    const wrongHash = loadGameResult(withData(state, { set: ref.set, hash: '0123456789abcdef' }));
    expect(wrongHash.ok).toBe(false);
    if (wrongHash.ok) return;
    expect(wrongHash.error.code).toBe('invalid-save');
    expect(wrongHash.error.message).toContain('content hash 0123456789abcdef');
    expect(wrongHash.error.message).toContain('has changed since the save was written');
    expect(wrongHash.error.path).toEqual(['state', 'data']);
    const unknownSet = loadGameResult(withData(state, { set: 'lost-valley/third-edition', hash: ref.hash }));
    expect(!unknownSet.ok && unknownSet.error.message).toContain("'lost-valley/third-edition', which game 'lost-valley' does not have");
    // The other edition's set is a set of the game, but not of these options (LV-EDITION-1).
    const otherEdition = createGame({ game: 'lost-valley', variant: 'first-edition', players: 3, seed: 1 }).data;
    const mismatched = loadGameResult(withData(state, otherEdition));
    expect(!mismatched.ok && mismatched.error.code).toBe('invalid-save');
  });

  it('isComponentSetRef accepts exactly what ComponentSetRefSchema accepts; a malformed reference in a save is refused as one', () => {
    const hash = componentSetHash({ a: 1 });
    const candidates: unknown[] = [
      { set: 'lost-valley/second-edition', hash },
      { set: 'x', hash: '0123456789abcdef' },
      { set: 'x', hash: 'not-a-hash' },
      { set: 'x', hash: '0123456789ABCDEF' },
      { set: 'x', hash: '0123456789abcde' },
      { set: 'x', hash: '0123456789abcdef0' },
      { set: '', hash },
      { set: 'x', hash, extra: 1 },
      { set: 1, hash },
      null,
      'x',
    ];
    for (const candidate of candidates) {
      expect(isComponentSetRef(candidate), JSON.stringify(candidate)).toBe(ComponentSetRefSchema.safeParse(candidate).success);
    }
    expect(candidates.filter((candidate) => isComponentSetRef(candidate))).toHaveLength(2);
    const state = createGame({ game: 'lost-valley', players: 3, seed: 1 });
    const badHash = loadGameResult(withData(state, { set: (state.data as { set: string }).set, hash: 'not-a-hash' }));
    expect(!badHash.ok && badHash.error.message).toMatch(/^The saved component set reference/);
    expect(!badHash.ok && badHash.error.path).toEqual(['state', 'data', 'hash']);
  });

  it('a save of version 1 (the data written whole) still loads, and holds its set by reference', () => {
    const state = createGame({ game: 'lost-valley', players: 3, seed: 1 });
    const text = JSON.stringify({ format: 'lost-valley-engine/save', version: 1, state: { ...state, data: componentsOf(state) } });
    const loaded = loadGameResult(text);
    expect(loaded.ok && loaded.state.data).toBe(state.data);
  });

  it('custom data is carried whole, played on, saved and loaded', () => {
    const custom = { ...secondEditionComponents, cluePrice: { nuggets: 4 } };
    const start = startGame({ game: 'lost-valley', players: 3, seed: 'custom', data: custom });
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    expect(isComponentSetRef(start.state.data)).toBe(false);
    expect(componentsOf(start.state)).toEqual(custom);
    const { state } = continuePlayout(start.state, 'custom-bot', { checked: true, stopWhen: (s) => s.ply >= 40 });
    const loaded = loadGameResult(saveGame(state));
    expect(loaded.ok && componentsOf(loaded.state)).toEqual(custom);
    // Data equal to the reference set, given whole, is held by reference like a default game.
    const same = createGame({ game: 'lost-valley', players: 3, seed: 'custom', data: structuredClone(secondEditionComponents) });
    expect(same.data).toBe(createGame({ game: 'lost-valley', players: 3, seed: 1 }).data);
  });

  it('replay and determinize give states that hold the same reference', () => {
    const { state, record } = randomPlayout({ game: 'lost-dutchman', players: 3, seed: 'r' }, 'r-bot');
    expect(isComponentSetRef(state.data)).toBe(true);
    expect(replay(record).data).toBe(state.data);
    expect(determinize(state, 0, 'd').data).toBe(state.data);
  });
});
