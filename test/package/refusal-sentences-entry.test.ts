import { describe, expect, it } from 'vitest';
import { runInOwnModuleGraph } from '../support/run-in-own-module-graph.js';
import { activePlayers, applyAction, legalActions, type AnyGameState, type PlayerAction, type RuleError } from '../../src/index.js';
import { recordRandomGame } from '../support/golden-transcript.js';
import { measureBundle, sizeTargets } from '../../bench/size-bundles.js';
import { gameRefusalSentences } from '../../src/games/lost-valley/game/game-refusal-sentences.js';
import { gatheringRefusalSentences } from '../../src/games/lost-valley/gathering/gathering-refusal-sentences.js';
import { goldRefusalSentences } from '../../src/games/lost-valley/gold/gold-refusal-sentences.js';
import { kernelRefusalSentences } from '../../src/games/lost-valley/kernel/kernel-refusal-sentences.js';
import { skillsRefusalSentences } from '../../src/games/lost-valley/skills/skills-refusal-sentences.js';
import { teamRefusalSentences } from '../../src/games/lost-valley/team/team-refusal-sentences.js';
import { tradeRefusalSentences } from '../../src/games/lost-valley/trade/trade-refusal-sentences.js';
import { weighingRefusalSentences } from '../../src/games/lost-valley/weighing/weighing-refusal-sentences.js';
import { worksRefusalSentences } from '../../src/games/lost-valley/works/works-refusal-sentences.js';

// docs/refusal-sentences-entry.md (issue 22): the English sentences of Lost Valley's refusals load
// from lost-valley-engine/lost-valley/refusal-sentences. A program that imports only the core and
// lost-valley-engine/lost-valley is bundled and run here in a module graph of its own, so that no
// other test's import of the root entry loads them for it.

const IMPORT = 'lost-valley-engine/lost-valley/refusal-sentences';

// Refusals of a played game, with every part loaded (the root entry): actions listed a few states
// earlier, given to the seat acting now, are mostly no longer legal.
const { steps } = recordRandomGame({ game: 'lost-valley', players: 3, seed: 'rw-entry' }, 'rw-entry/players');
const asked: { state: AnyGameState; action: PlayerAction; error: RuleError }[] = [];
for (let index = 4; index < steps.length; index++) {
  const state = steps[index]!.state;
  const [actor] = activePlayers(state);
  if (actor === undefined) continue;
  for (const earlier of steps.slice(index - 4, index).map((step) => step.state)) {
    const [seat] = activePlayers(earlier);
    if (seat === undefined) continue;
    for (const listed of legalActions(earlier, seat).slice(0, 6)) {
      const action = { ...listed, player: actor };
      const result = applyAction(state, action);
      if (!result.ok && result.error.code.startsWith('lost-valley/')) asked.push({ state, action, error: result.error });
    }
  }
  if (asked.length >= 300) break;
}

const PROGRAM = `
import { applyAction } from './src/core/index.ts';
import './src/games/lost-valley/public.ts';
const asked = globalThis.rwInput;
const refuse = () => asked.map(({ state, action }) => applyAction(state, action).error);
const before = refuse();
await import('./src/games/lost-valley/refusal-sentences-public.ts');
globalThis.rwAnswers = { before, after: refuse() };
`;

describe("Lost Valley's refusal sentences load from lost-valley-engine/lost-valley/refusal-sentences", () => {
  it('without the import, a refusal keeps its code, rule, path and details, and its message names them and the import; with it, the root entry\'s very refusals', async () => {
    expect(new Set(asked.map(({ error }) => error.code)).size).toBeGreaterThan(5);
    const { before, after } = await runInOwnModuleGraph<{ before: RuleError[]; after: RuleError[] }>(PROGRAM, 'refusal-sentences-entry.ts', { rwInput: asked }, 'rwAnswers');
    expect(before).toHaveLength(asked.length);
    before.forEach((error, index) => {
      const { message, ...data } = asked[index]!.error;
      const { message: bare, ...same } = error;
      expect(same).toEqual(data);
      expect(bare).toContain(`'${IMPORT}'`);
      expect(bare.startsWith(`${data.code}${data.rule === undefined ? '' : ` (${data.rule})`}:`)).toBe(true);
      expect(message).not.toContain(IMPORT);
    });
    expect(after).toEqual(asked.map(({ error }) => error));
  });

  it('each refusal key has its words in one area table only (a key twice would let one table hide the other\'s sentence)', () => {
    const tables = [gameRefusalSentences, gatheringRefusalSentences, goldRefusalSentences, kernelRefusalSentences, skillsRefusalSentences, teamRefusalSentences, tradeRefusalSentences, weighingRefusalSentences, worksRefusalSentences];
    const keys = tables.flatMap((table) => Object.keys(table));
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('core + Lost Valley (the page that plays) bundles none of the words', async () => {
    const size = await measureBundle(sizeTargets.find((target) => target.game === 'lost-valley' && target.page === 'plays')!);
    expect(size.inputPaths.filter((path) => path.includes('refusal-sentences') && !path.endsWith('refusal-sentences-type.ts'))).toEqual([]);
    expect(size.inputPaths).toContain('src/games/lost-valley/kernel/refusal.ts');
  });
});
