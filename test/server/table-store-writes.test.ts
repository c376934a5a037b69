import { describe, expect, it, vi } from 'vitest';
import '../../src/index.js';
import { legalActions } from '../../src/index.js';
import { currentState, startMatch, submitAction, type Match, type MatchResult } from '../../src/match/index.js';
import { tableStore, type TableDatabase } from '../../examples/server/table-db.mjs';

// The example server's step writer (examples/server/table-db.mjs): steps that wait go in one
// statement, a statement starts at most once per `writeGapMs`, at most `writeDepth` are under way,
// and a save resolves only once the statement holding its step has returned.
function fakeDatabase(): TableDatabase & { readonly statements: { rows: number; at: number }[]; release(): void } {
  const statements: { rows: number; at: number }[] = [];
  let held: (() => void)[] = [];
  return {
    kind: 'pglite',
    statements,
    query(_text: string, params?: unknown[]) {
      statements.push({ rows: (JSON.parse(String(params?.[0])) as unknown[]).length, at: performance.now() });
      return new Promise((resolve) => held.push(() => resolve({ rows: [] })));
    },
    close: () => Promise.resolve(),
    release() {
      const now = held;
      held = [];
      for (const done of now) done();
    },
  };
}

function played(result: MatchResult): Match {
  if (!result.ok) throw new Error(result.error.message);
  return result.match;
}

function afterOneStep(seed: string): Match {
  const match = played(startMatch({ game: 'lost-valley', players: 2, seed }));
  const state = currentState(match);
  const seat = [0, 1].find((s) => legalActions(state, s).length > 0)!;
  return played(submitAction(match, legalActions(state, seat)[0], { seat }));
}

describe('the example server writes waiting steps together', () => {
  it('starts one statement at once, gathers the steps that come meanwhile into the next, no sooner than the gap, and keeps each save pending until its statement returns', async () => {
    const db = fakeDatabase();
    const store = tableStore(db, 'test', { writeGapMs: 40 });
    const save = (roomId: string) => store.save({ roomId, reason: 'step', options: { game: 'lost-valley', players: 2 }, match: afterOneStep(roomId), seats: [] });
    const kept: string[] = [];
    const first = save('a').then(() => kept.push('a'));
    const later = [save('b'), save('c'), save('d')].map((p, i) => p.then(() => kept.push('bcd'[i]!)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(db.statements.map((s) => s.rows)).toEqual([1]); // a at once; b, c, d wait for it
    expect(kept).toEqual([]);
    db.release();
    await first;
    expect(kept).toEqual(['a']);
    await vi.waitFor(() => expect(db.statements).toHaveLength(2), { timeout: 10_000, interval: 5 });
    expect(db.statements.map((s) => s.rows)).toEqual([1, 3]);
    // The gap is kept: the writer waits again when a timer fires early (libuv counts whole ms).
    expect(db.statements[1]!.at - db.statements[0]!.at).toBeGreaterThanOrEqual(39);
    expect(kept).toEqual(['a']); // b, c and d wait for their statement
    db.release();
    await Promise.all(later);
    expect(kept.sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('starts the next statement after the gap while the first is still under way, and no third one until one returns (writeDepth 2)', async () => {
    const db = fakeDatabase();
    const store = tableStore(db, 'test', { writeGapMs: 30, writeDepth: 2 });
    const save = (roomId: string) => store.save({ roomId, reason: 'step', options: { game: 'lost-valley', players: 2 }, match: afterOneStep(roomId), seats: [] });
    const kept: string[] = [];
    const track = (roomId: string) => save(roomId).then(() => kept.push(roomId));
    const saves = [track('a')];
    saves.push(track('b'), track('c'));
    await vi.waitFor(() => expect(db.statements).toHaveLength(2), { timeout: 10_000, interval: 5 });
    expect(db.statements.map((s) => s.rows)).toEqual([1, 2]); // b and c started while a is held
    expect(db.statements[1]!.at - db.statements[0]!.at).toBeGreaterThanOrEqual(29);
    saves.push(track('d'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(db.statements).toHaveLength(2); // two under way: d waits for one of them
    expect(kept).toEqual([]);
    db.release();
    await vi.waitFor(() => expect(db.statements).toHaveLength(3), { timeout: 10_000, interval: 5 });
    expect(db.statements[2]!.rows).toBe(1);
    expect(kept.sort()).toEqual(['a', 'b', 'c']); // d waits for its own statement
    db.release();
    await Promise.all(saves);
    expect(kept.sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
