import { describe, expect, it } from 'vitest';
import { runInOwnModuleGraph } from '../support/run-in-own-module-graph.js';
import { createGame, loadGameResult, saveGame } from '../../src/index.js';
import { measureBundle, sizeTargets } from '../../bench/size-bundles.js';

// docs/save-checks-entry.md (issue 22): Lost Valley's save invariants load from
// lost-valley-engine/lost-valley/save-checks. A program that imports only the core and
// lost-valley-engine/lost-valley is bundled and run here in a module graph of its own (its own
// registry), so that no other test's import of the root entry loads the checks for it.

const IMPORT = 'lost-valley-engine/lost-valley/save-checks';

// Written with the checks loaded (this process imports the root entry), read by the bundle.
const referenceSave = saveGame(createGame({ game: 'lost-valley', players: 3, seed: 'sc-entry' }));
// A state no game reaches: a prospector off the lattice (invariant prospector-node, LV-SAVE-2).
const forged = JSON.parse(referenceSave) as { state: { g: { prospectors: { node: number }[] } } };
forged.state.g.prospectors[0]!.node = 9_999_999;
const unreachableSave = JSON.stringify(forged);

// Each check records what an entry point answered; a throw anywhere is recorded as such.
const PROGRAM = `
import { startGame, applyAction, legalActions, activePlayers, saveGame, loadGame, loadGameResult } from './src/core/index.ts';
import './src/games/lost-valley/public.ts';
const input = globalThis.scInput;
const answers = {};
const record = (name, run) => { try { answers[name] = run(); } catch (fault) { answers[name] = { threw: String(fault && fault.message), code: fault && fault.error && fault.error.code }; } };
record('load', () => loadGameResult(input.referenceSave));
record('loadThrowing', () => loadGame(input.referenceSave));
record('unreachable', () => loadGameResult(input.unreachableSave));
record('plays', () => {
  const started = startGame({ game: 'lost-valley', players: 3, seed: 'sc-entry' });
  if (!started.ok) return started;
  const seat = activePlayers(started.state)[0];
  const stepped = applyAction(started.state, legalActions(started.state, seat)[0]);
  return stepped.ok && saveGame(stepped.state).length > 0;
});
await import('./src/games/lost-valley/save-checks-public.ts');
record('loadAfter', () => loadGameResult(input.referenceSave).ok);
record('unreachableAfter', () => loadGameResult(input.unreachableSave));
globalThis.scAnswers = answers;
`;

// The position builder judges a position as a save is loaded: it brings the checks itself.
const POSITION_PROGRAM = `
import { valleyPosition } from './src/games/lost-valley/public.ts';
globalThis.scPosition = { built: valleyPosition({ players: 2 }).build().ok, impossible: valleyPosition().diamond('L01', ['J5^', 'J5v']).build() };
`;

type Refusal = { ok?: boolean; error?: { code: string; message: string; path?: unknown[]; rule?: string; details?: Record<string, unknown> } } & { threw?: string; code?: string };

describe('LV-SAVE-2: the save checks load from lost-valley-engine/lost-valley/save-checks', () => {
  it('without the import, a Lost Valley save is refused with a typed error naming the import (never loaded unchecked); playing and saving need nothing', async () => {
    const answers = await runInOwnModuleGraph<Record<string, Refusal | boolean>>(PROGRAM, 'save-checks-entry.ts', { scInput: { referenceSave, unreachableSave } }, 'scAnswers');
    for (const name of ['load', 'unreachable']) {
      const answer = answers[name] as Refusal;
      expect(answer.ok, name).toBe(false);
      expect(answer.error?.code, name).toBe('invalid-save');
      expect(answer.error?.rule, name).toBe('LV-SAVE-2');
      expect(answer.error?.message, name).toContain(`'${IMPORT}'`);
      expect(answer.error?.details, name).toEqual({ refusal: 'lost-valley/save-checks-not-loaded', import: IMPORT });
    }
    // The throwing twin throws the core's typed error, with the same words.
    expect(answers['loadThrowing']).toMatchObject({ code: 'invalid-save' });
    expect((answers['loadThrowing'] as Refusal).threw).toContain(IMPORT);
    expect(answers['plays']).toBe(true);
    // The import makes saves load at once, and the checks it loads refuse an unreachable state.
    expect(answers['loadAfter']).toBe(true);
    const after = answers['unreachableAfter'] as Refusal;
    expect(after.ok).toBe(false);
    expect(after.error).toMatchObject({ code: 'invalid-save', path: ['state', 'g', 'prospectors', 0, 'node'], details: { invariant: 'prospector-node' } });
  });

  it('the position builder loads the checks it judges by, without the import', async () => {
    const answers = await runInOwnModuleGraph<{ built: boolean; impossible: Refusal }>(POSITION_PROGRAM, 'save-checks-position.ts', {}, 'scPosition');
    expect(answers.built).toBe(true);
    expect(answers.impossible.ok).toBe(false);
    expect(answers.impossible.error).toMatchObject({ code: 'position/impossible', details: { invariant: 'tile-faces' } });
  });

  it('with the root entry, saves load and an unreachable one is refused by the checks, as before', () => {
    expect(loadGameResult(referenceSave).ok).toBe(true);
    const refused = loadGameResult(unreachableSave);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.details).toEqual({ invariant: 'prospector-node' });
  });

  it('core + Lost Valley, a page that plays and saves, bundles none of the save invariants; the page that loads saves does', async () => {
    const invariants = (paths: readonly string[]) => paths.filter((path) => /lost-valley\/game\/(invariants-[^/]+|validate-state)\.ts$/.test(path));
    const [plays, loads] = await Promise.all(['plays', 'loads'].map((page) => measureBundle(sizeTargets.find((target) => target.game === 'lost-valley' && target.page === page)!)));
    expect(invariants(plays!.inputPaths)).toEqual([]);
    expect(plays!.inputPaths).toContain('src/games/lost-valley/game/save-checks.ts');
    expect(invariants(loads!.inputPaths)).toContain('src/games/lost-valley/game/validate-state.ts');
  });
});
