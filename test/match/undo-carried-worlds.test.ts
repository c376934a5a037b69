import { describe, expect, it } from 'vitest';
import '../../src/index.js';
import { randomAction } from '../../src/bots/index.js';
import { seedRng } from '../../src/core/rng.js';
import { currentState, startMatch, submitAction, undoRefusal, type Match } from '../../src/match/index.js';

/** A seeded random-bot Lost Valley game, every match along the way (step 0 to the end). */
function game(seed: string): Match[] {
  const started = startMatch({ game: 'lost-valley', players: 4, seed });
  if (!started.ok) throw new Error(started.error.message);
  const matches = [started.match];
  let rng = seedRng(`${seed}/bots`);
  for (;;) {
    const pick = randomAction(currentState(matches.at(-1)!), rng);
    rng = pick.rng;
    if (pick.action === null) return matches;
    const next = submitAction(matches.at(-1)!, pick.action);
    if (!next.ok) throw new Error(next.error.message);
    matches.push(next.match);
  }
}

describe('undoRefusal carries each seat\'s worlds from step to step', () => {
  // Both ways sample worlds, so a reveal seen in few worlds can go unnoticed by either
  // (undo-blocker.ts). Over these two seeded games the carried worlds find 20 of the 21 reveals
  // that fresh worlds find, and no other; every other answer is the same.
  it('asked after every step (worlds carried) it gives the answers of fresh worlds, and finds at least 90% of their reveals, over two Lost Valley games', () => {
    const reveal = 'match/undo-after-reveal';
    let fresh = 0;
    let found = 0;
    for (const seed of ['carried-1', 'carried-2']) {
      // The same game three times: asked after every step (each ask gets the worlds of the one
      // before), and asked at every other step only (no world to carry: each ask draws fresh).
      const warm = game(seed).map((match) => undoRefusal(match)?.code ?? null);
      const even = game(seed).map((match, step) => (step % 2 === 0 ? (undoRefusal(match)?.code ?? null) : undefined));
      const odd = game(seed).map((match, step) => (step % 2 === 1 ? (undoRefusal(match)?.code ?? null) : undefined));
      const cold = even.map((code, step) => (step % 2 === 0 ? code : odd[step]));
      expect(warm.map((code) => (code === reveal ? null : code))).toEqual(cold.map((code) => (code === reveal ? null : code)));
      expect(warm.filter((code, step) => code === reveal && cold[step] !== reveal)).toEqual([]);
      fresh += cold.filter((code) => code === reveal).length;
      found += cold.filter((code, step) => code === reveal && warm[step] === reveal).length;
    }
    expect(fresh).toBeGreaterThan(0);
    expect(found / fresh).toBeGreaterThanOrEqual(0.9);
  });
});
