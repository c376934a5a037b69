import { describe, expect, it } from 'vitest';
import { runInOwnModuleGraph } from '../support/run-in-own-module-graph.js';
import { createGame, saveGame, startGame } from '../../src/index.js';
import { secondEditionComponents } from '../../src/games/lost-valley/data/index.js';
import { measureBundle, sizeTargets } from '../../bench/size-bundles.js';

// docs/custom-data-entry.md (issue 22): the deep checks of custom Lost Valley component data load
// from lost-valley-engine/lost-valley/custom-data. A program that imports only the core and
// lost-valley-engine/lost-valley is bundled and run here in a module graph of its own (its own
// registry), so that no other test's import of the root entry loads the checks for it.

const IMPORT = 'lost-valley-engine/lost-valley/custom-data';

// An owner's printed set: one forest with two animals (valid), and one with a river diamond whose
// two river edges are the same (LV-COMP-41, invalid).
const printed = structuredClone(secondEditionComponents) as { landDiamonds: { symbols: unknown }[]; riverDiamonds: { riverEdges: number[] }[] };
printed.landDiamonds[0]!.symbols = [{ kind: 'animal', count: 2 }];
const broken = structuredClone(secondEditionComponents) as { riverDiamonds: { riverEdges: number[] }[] };
broken.riverDiamonds[2]!.riverEdges = [3, 3];

// Written with the checks loaded (this process imports the root entry), read by the bundle.
const customSave = saveGame(createGame({ game: 'lost-valley', players: 3, seed: 'cd-entry', data: printed }));
const referenceSave = saveGame(createGame({ game: 'lost-valley', players: 3, seed: 'cd-entry' }));
const brokenSave = customSave.replace(JSON.stringify(printed), JSON.stringify(broken));

// Each check records what an entry point answered; a throw anywhere is recorded as such.
const PROGRAM = `
import { startGame, replayRecord, loadGameResult } from './src/core/index.ts';
import { secondEditionComponents } from './src/games/lost-valley/public.ts';
// Saves load only with the save checks (docs/save-checks-entry.md), which this test does not test.
import './src/games/lost-valley/save-checks-public.ts';
const input = globalThis.cdInput;
const answers = {};
const record = (name, run) => { try { answers[name] = run(); } catch (fault) { answers[name] = { threw: String(fault && fault.message) }; } };
const setup = { game: 'lost-valley', players: 3, seed: 1, data: input.printed };
record('create', () => startGame(setup));
record('replay', () => replayRecord({ setup, actions: [] }));
record('load', () => loadGameResult(input.customSave));
record('reference', () => startGame({ game: 'lost-valley', players: 3, seed: 1 }).ok);
record('referenceGiven', () => startGame({ game: 'lost-valley', players: 3, seed: 1, data: structuredClone(secondEditionComponents) }).ok);
record('referenceLoad', () => loadGameResult(input.referenceSave).ok);
await import('./src/games/lost-valley/custom-data-public.ts');
record('createAfter', () => startGame(setup).ok);
record('loadAfter', () => loadGameResult(input.customSave).ok);
record('brokenAfter', () => startGame({ ...setup, data: input.broken }));
record('brokenLoadAfter', () => loadGameResult(input.brokenSave));
globalThis.cdAnswers = answers;
`;

type Answer = { ok?: boolean; error?: { code: string; message: string; path?: unknown[]; rule?: string; details?: Record<string, unknown> } } & { threw?: string };

function runWithoutTheImport(): Promise<Record<string, unknown>> {
  return runInOwnModuleGraph(PROGRAM, 'custom-data-entry.ts', { cdInput: { printed, broken, customSave, referenceSave, brokenSave } }, 'cdAnswers');
}

describe('LV-SETUP-6: the deep checks of custom component data load from lost-valley-engine/lost-valley/custom-data', () => {
  it('without the import, custom data is refused with a typed error naming the import, the reference set plays, and none throws', async () => {
    const answers = (await runWithoutTheImport()) as Record<string, Answer>;
    for (const name of ['create', 'replay']) {
      const answer = answers[name]!;
      expect(answer.ok, name).toBe(false);
      expect(answer.error?.code, name).toBe('invalid-setup');
      expect(answer.error?.path, name).toEqual(['data']);
      expect(answer.error?.rule, name).toBe('LV-SETUP-6');
      expect(answer.error?.message, name).toContain(`'${IMPORT}'`);
      expect(answer.error?.details, name).toEqual({ refusal: 'lost-valley/custom-data-not-loaded', import: IMPORT });
    }
    // A save that carries custom data is not trusted unchecked either.
    expect(answers['load']!.ok).toBe(false);
    expect(answers['load']!.error?.code).toBe('invalid-save');
    expect(answers['load']!.error?.message).toContain(`'${IMPORT}'`);
    // The reference set needs no deep checks: named, given whole, or saved.
    expect(answers['reference']).toBe(true);
    expect(answers['referenceGiven']).toBe(true);
    expect(answers['referenceLoad']).toBe(true);
    // The import makes custom data playable at once, and the checks it loads refuse a bad set.
    expect(answers['createAfter']).toBe(true);
    expect(answers['loadAfter']).toBe(true);
    expect(answers['brokenAfter']!.ok).toBe(false);
    expect(answers['brokenAfter']!.error).toMatchObject({ code: 'invalid-setup', path: ['data', 'riverDiamonds', 2, 'riverEdges'], rule: 'LV-COMP-41' });
    expect(answers['brokenLoadAfter']!.ok).toBe(false);
    expect(answers['brokenLoadAfter']!.error?.code).toBe('invalid-save');
    expect(answers['brokenLoadAfter']!.error?.message).toContain('LV-COMP-41');
  });

  it('with the root entry, custom data plays and a bad set is refused by the checks, as before', () => {
    expect(startGame({ game: 'lost-valley', players: 3, seed: 1, data: printed }).ok).toBe(true);
    const refused = startGame({ game: 'lost-valley', players: 3, seed: 1, data: broken });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.rule).toBe('LV-COMP-41');
  });

  it('core + Lost Valley bundles none of the deep checks', async () => {
    const size = await measureBundle(sizeTargets.find((target) => target.game === 'lost-valley')!);
    expect(size.inputPaths.filter((path) => path.endsWith('validate-components.ts'))).toEqual([]);
    expect(size.inputPaths).toContain('src/games/lost-valley/data/custom-data-checks.ts');
  });
});
