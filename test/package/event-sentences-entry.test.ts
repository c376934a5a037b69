import { describe, expect, it } from 'vitest';
import { runInOwnModuleGraph } from '../support/run-in-own-module-graph.js';
import { getGame, type GameEvent } from '../../src/index.js';
import { recordRandomGame } from '../support/golden-transcript.js';
import { measureBundle, sizeTargets } from '../../bench/size-bundles.js';

// docs/event-sentences-entry.md (issue 22): the Lost Valley definition's plain event sentences
// (its describeEvent hook) load from lost-valley-engine/lost-valley/event-sentences. A program
// that imports only the core and lost-valley-engine/lost-valley is bundled and run here in a
// module graph of its own, so that no other test's import of the root entry loads them for it.

const IMPORT = 'lost-valley-engine/lost-valley/event-sentences';

// A short game's events, and the sentences the root entry (every part loaded) gives them.
const { startEvents, steps } = recordRandomGame({ game: 'lost-valley', players: 3, seed: 'es-entry' }, 'es-entry/players');
const events: GameEvent[] = [...startEvents, ...steps.slice(0, 40).flatMap((step) => step.events)];
const sentenceOf = getGame('lost-valley')!.describeEvent!;
const sentences = events.map((event) => sentenceOf(event, steps[0]!.state));

const PROGRAM = `
import { getGame } from './src/core/index.ts';
import './src/games/lost-valley/public.ts';
const { events, state } = globalThis.esInput;
const hook = getGame('lost-valley').describeEvent;
const before = events.map((event) => hook(event, state));
await import('./src/games/lost-valley/event-sentences-public.ts');
const after = events.map((event) => hook(event, state));
globalThis.esAnswers = { before, after };
`;

function runWithoutTheImport(): Promise<{ before: (string | undefined)[]; after: (string | undefined)[] }> {
  return runInOwnModuleGraph(PROGRAM, 'event-sentences-entry.ts', { esInput: { events, state: steps[0]!.state } }, 'esAnswers');
}

describe("the Lost Valley definition's event sentences load from lost-valley-engine/lost-valley/event-sentences", () => {
  it('without the import, the hook names the event and the import for every event (never silence); with it, the same sentences as the root entry', async () => {
    expect(events.length).toBeGreaterThan(20);
    expect(sentences.filter((sentence) => sentence !== undefined).length).toBeGreaterThan(10);
    const { before, after } = await runWithoutTheImport();
    expect(before).toHaveLength(events.length);
    before.forEach((line, index) => {
      expect(line).toContain(`'${IMPORT}'`);
      expect(line?.startsWith(`${events[index]!.type}:`)).toBe(true);
    });
    expect(after).toEqual(sentences);
  });

  it('core + Lost Valley bundles none of the sentences', async () => {
    const size = await measureBundle(sizeTargets.find((target) => target.game === 'lost-valley')!);
    expect(size.inputPaths.filter((path) => path.endsWith('/game/describe.ts') || (path.startsWith('src/games/lost-valley/') && path.endsWith('-words.ts')))).toEqual([]);
    expect(size.inputPaths).toContain('src/games/lost-valley/game/event-sentences.ts');
  });
});
