import { afterEach, describe, expect, it } from 'vitest';
import { runInOwnModuleGraph } from '../support/run-in-own-module-graph.js';
import { sizeProgram, sizeTargets } from '../../bench/size-bundles.js';

// The size bench's programs (bench/size-bundles.ts) must be programs that work, not only bundles
// that are small: each Lost Valley page is run here in a module graph of its own (only the
// entries it imports), with a stand-in for the page's `document`. A page that needed an entry it
// does not import (the save checks, to load a save) would throw instead of finishing the game.

describe('the size programs run', () => {
  // Files share their worker here: the stand-in must not outlive the test.
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document;
  });

  for (const target of sizeTargets.filter((t) => t.game === 'lost-valley')) {
    it(`core + ${target.game}, the page that ${target.page === 'plays' ? 'plays and saves' : 'also loads the save'}, plays a game to its end`, async () => {
      const document = { body: { textContent: '' }, title: '' };
      const page = await runInOwnModuleGraph<{ title: string; body: { textContent: string } }>(sizeProgram(target), `run-size-${target.page}.ts`, { document }, 'document');
      const [outcome, events, saved] = JSON.parse(page.title) as [{ scores?: unknown } | null, number, number?];
      expect(outcome).not.toBeNull();
      expect(events).toBeGreaterThan(0);
      if (target.page === 'plays') expect(saved).toBeGreaterThan(1000);
      expect(JSON.parse(page.body.textContent)).toMatchObject({ game: 'lost-valley' });
    });
  }
});
