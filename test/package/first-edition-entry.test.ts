import { describe, expect, it } from 'vitest';
import { runInOwnModuleGraph } from '../support/run-in-own-module-graph.js';
import { applyAction, createGame, legalActions, saveGame, view, type AnyGameState } from '../../src/index.js';
import { formatAction, formatPosition } from '../../src/words/index.js';
import { measureBundle, sizeTargets } from '../../bench/size-bundles.js';

// docs/first-edition-entry.md (issue 22): Lost Valley's first edition loads from
// lost-valley-engine/lost-valley/first-edition. A program that imports only the core and
// lost-valley-engine/lost-valley is bundled and run here in a module graph of its own (its own
// registry), so that no other test's import of the root entry loads the edition for it.

const IMPORT = 'lost-valley-engine/lost-valley/first-edition';

// Written with every edition loaded (this process imports the root entry), read by the bundle.
const firstState = createGame({ game: 'lost-valley', variant: 'first-edition', players: 3, seed: 'fe-entry' });
const firstSave = saveGame(firstState);
const firstPosition = formatPosition(firstState);
const firstView = view(firstState, 0);
const firstAction = legalActions(firstState, 0)[0]!;
const firstActionText = formatAction(firstState, firstAction);

// Each check records what an entry point answered; a throw anywhere is recorded as such.
const PROGRAM = `
import { startGame, replayRecord, loadGameResult, applyAction, legalActions, componentsOf } from './src/core/index.ts';
import './src/games/lost-valley/public.ts';
// Saves load only with the save checks (docs/save-checks-entry.md), which this test does not test.
import './src/games/lost-valley/save-checks-public.ts';
import { encodingRefusal, actionSpaceSize } from './src/encodings/index.ts';
import { lostValleyWords } from './src/words/lost-valley/index.ts';
import { parsePosition } from './src/words/index.ts';
const input = globalThis.feInput;
const answers = {};
const record = (name, run) => { try { answers[name] = run(); } catch (fault) { answers[name] = { threw: String(fault && fault.message), typed: fault && fault.name === 'EngineError' ? fault.error : null }; } };
const firstSetup = { game: 'lost-valley', variant: 'first-edition', players: 3, seed: 1 };
record('variant', () => startGame(firstSetup));
record('option', () => startGame({ game: 'lost-valley', players: 3, seed: 1, options: { edition: 'first' } }));
record('replay', () => replayRecord({ setup: firstSetup, actions: [] }));
record('load', () => loadGameResult(input.save));
const raw = JSON.parse(input.save).state;
record('apply', () => applyAction(raw, input.action));
record('legal', () => legalActions(raw, 0).length);
record('components', () => componentsOf(raw).edition);
record('encodingRefusal', () => encodingRefusal(raw));
record('encodingSize', () => actionSpaceSize(raw));
record('describe', () => lostValleyWords.describeAction(input.view, input.action));
record('parseAction', () => lostValleyWords.parseAction(input.view, input.actionText));
record('position', () => parsePosition(input.position));
record('second', () => startGame({ game: 'lost-valley', players: 3, seed: 1 }).ok);
await import('./src/games/lost-valley/first-edition-public.ts');
record('variantAfter', () => startGame(firstSetup).ok);
record('loadAfter', () => loadGameResult(input.save).ok);
record('encodingAfter', () => encodingRefusal(raw));
record('parseAfter', () => lostValleyWords.parseAction(input.view, input.actionText).ok);
globalThis.feAnswers = answers;
`;

type Answer = { ok?: boolean; error?: { code: string; message: string; path?: unknown[]; rule?: string; details?: Record<string, unknown> } } & { threw?: string; typed?: { code: string; message: string } | null };

function runWithoutTheImport(): Promise<Record<string, unknown>> {
  return runInOwnModuleGraph(PROGRAM, 'first-edition-entry.ts', { feInput: { save: firstSave, view: firstView, action: firstAction, actionText: firstActionText, position: firstPosition } }, 'feAnswers');
}

describe('LV-EDITION-1: the first edition loads from lost-valley-engine/lost-valley/first-edition', () => {
  it('without the import, every entry point refuses a first-edition game with a typed error naming the import, and none throws', async () => {
    const answers = (await runWithoutTheImport()) as Record<string, Answer>;
    for (const [name, code, path] of [
      ['variant', 'invalid-setup', ['options', 'edition']],
      ['option', 'invalid-setup', ['options', 'edition']],
      ['replay', 'invalid-setup', ['options', 'edition']],
      ['load', 'invalid-save', ['state', 'options', 'edition']],
    ] as const) {
      const answer = answers[name]!;
      expect(answer.ok, name).toBe(false);
      expect(answer.error?.code, name).toBe(code);
      expect(answer.error?.path, name).toEqual(path);
      expect(answer.error?.rule, name).toBe('LV-EDITION-1');
      expect(answer.error?.message, name).toContain(`'${IMPORT}'`);
      expect(answer.error?.details, name).toEqual({ refusal: 'lost-valley/edition-not-loaded', edition: 'first', import: IMPORT });
    }
    // A state that no entry point checked (parsed by hand): refused, with the same words.
    expect(answers['apply']!.ok).toBe(false);
    expect(answers['apply']!.error?.code).toBe('corrupted-state');
    expect(answers['apply']!.error?.message).toContain(IMPORT);
    // The queries, componentsOf and the encodings throw the core's typed error, as they do for any
    // state they cannot read; encodingRefusal says it without throwing.
    for (const name of ['legal', 'components', 'encodingSize']) {
      expect(answers[name]!.typed?.message, name).toContain(IMPORT);
    }
    expect((answers['encodingRefusal'] as { code?: string; message?: string }).code).toBe('lost-valley/edition-not-loaded');
    expect((answers['encodingRefusal'] as { message?: string }).message).toContain(IMPORT);
    // The words say what they can without the set, as for any data they cannot resolve.
    expect(typeof answers['describe']).toBe('string');
    // A move names its places, which the set gives: the notation cannot read them, and says why.
    expect(answers['parseAction']!.ok).toBe(false);
    expect(answers['parseAction']!.error?.message).toContain(IMPORT);
    expect(answers['position']!.ok).toBe(false);
    expect(answers['position']!.error?.code).toBe('position/impossible');
    expect(answers['position']!.error?.message).toContain(IMPORT);
    // The second edition is untouched, and the import makes the first edition playable at once.
    expect(answers['second']).toBe(true);
    expect(answers['variantAfter']).toBe(true);
    expect(answers['loadAfter']).toBe(true);
    expect(answers['encodingAfter']).toBeNull();
    expect(answers['parseAfter']).toBe(true);
  });

  it('with every edition loaded (the root entry), a first-edition game plays as before', () => {
    const state: AnyGameState = firstState;
    const step = applyAction(state, firstAction);
    expect(step.ok).toBe(true);
    expect((state.data as { set: string }).set).toBe('lost-valley/first-edition');
  });

  it("core + Lost Valley bundles none of the first edition's rules or its component set", async () => {
    const size = await measureBundle(sizeTargets.find((target) => target.game === 'lost-valley')!);
    // Its action schemas stay in the action union; its event sentences load with the definition's
    // others (docs/event-sentences-entry.md), so they are not bundled either.
    const firstEdition = size.inputPaths.filter((path) => path.includes('first-edition') && !path.endsWith('first-edition-schemas.ts'));
    expect(firstEdition).toEqual([]);
  });
});
