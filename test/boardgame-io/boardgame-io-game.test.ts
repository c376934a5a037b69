import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import '../../src/index.js';
import { createBoardgameIoGame, drawMove, actMove, seatTable, serverChance, type ChanceSource, type TableState } from '../../src/boardgame-io/index.js';

function gameOf(id: string) {
  const made = createBoardgameIoGame({ game: id, chance: serverChance({ seedOf: (table) => `unit/${table}` }) });
  if (!made.ok) throw new Error(made.error.message);
  return made.game;
}

function setupOf(id: string, players: number, setupData?: unknown): TableState {
  return gameOf(id).setup!({ ctx: { numPlayers: players } as Ctx } as never, setupData);
}

describe('createBoardgameIoGame without a server', () => {
  it('refuses an unregistered game or variant with a typed error that names the import; never throws', () => {
    const unknown = createBoardgameIoGame({ game: 'no-such-game' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'invalid-setup', path: ['game'] } });
    const variant = createBoardgameIoGame({ game: 'goldfield-gully', variant: 'nope' });
    expect(variant).toMatchObject({ ok: false, error: { code: 'invalid-setup', path: ['variant'] } });
  });

  it('the G that boardgame.io sends unfiltered as initialState holds no engine state, no seed and no generator', () => {
    const G = setupOf('lost-valley', 4);
    expect(G.state).toBeNull();
    expect(G.events).toEqual([]);
    expect(G.setup).toEqual({ game: 'lost-valley', variant: 'standard', players: 4, options: {} });
    expect(JSON.stringify(G)).not.toContain('"rng"');
    // Two tables with the same setup differ only in their keys.
    expect({ ...setupOf('lost-valley', 4), table: '' }).toEqual({ ...G, table: '' });
  });

  it('validateSetupData refuses what the engine refuses and accepts a variant and options', () => {
    const game = gameOf('goldfield-gully');
    expect(game.validateSetupData!({ variant: 'banked-only' }, 4)).toBeUndefined();
    expect(game.validateSetupData!({ variant: 'nope' }, 4)).toMatch(/^invalid-setup: .*no variant 'nope'/);
    expect(game.validateSetupData!({ seed: 3 }, 4)).toMatch(/^invalid-setup/);
    expect(game.validateSetupData!(undefined, 99)).toMatch(/^invalid-setup: .*players/);
    const faulty = setupOf('goldfield-gully', 4, { variant: 'nope' });
    expect(faulty.fault?.code).toBe('invalid-setup');
    expect(drawMove(faulty, '0', serverChance(), undefined)).toMatchObject({ ok: false, error: { code: 'invalid-setup' } });
  });

  it('draw makes the first state from the server source; each seat sees only its own view; a second draw is refused', () => {
    const drawn: number[] = [];
    const chance: ChanceSource = { next: () => { const u = (drawn.length * 0.37) % 1; drawn.push(u); return u; } };
    const G = setupOf('goldfield-gully', 3);
    const before = seatTable(G, '0', undefined);
    expect(before.view?.awaitingChance).toBe(true);
    const first = drawMove(G, '2', chance, undefined);
    if (!first.ok) throw new Error(first.error.message);
    expect(drawn.length).toBeGreaterThan(0);
    expect(first.table.step).toBe(1);
    expect(seatTable(first.table, '1', undefined).view?.awaitingChance).toBe(false);
    expect(drawMove(first.table, '0', chance, undefined)).toMatchObject({ ok: false, error: { code: 'no-chance-pending' } });
    expect(drawMove(first.table, undefined, chance, undefined)).toMatchObject({ ok: false, error: { code: 'no-such-seat' } });
    const mine = seatTable(first.table, '0', undefined);
    expect(Object.keys(mine).sort()).toEqual(['events', 'fault', 'legalActions', 'seat', 'step', 'view']);
    expect(seatTable(first.table, null, undefined).legalActions).toEqual([]);
    const action = mine.legalActions[0]!;
    const played = actMove(first.table, '0', [action, 1], chance);
    expect(played.ok).toBe(true);
    // The same action named at step 1 again: seat 0 has acted since.
    if (played.ok) expect(actMove(played.table, '0', [action, 1], chance)).toMatchObject({ ok: false });
  });

  it('serverChance: a seedOf gives the same draws for the same table; tables do not share a generator; default seeds differ', () => {
    const a = serverChance({ seedOf: (table) => `secret/${table}` });
    const b = serverChance({ seedOf: (table) => `secret/${table}` });
    const fromA = [a.next('t1', 0), a.next('t1', 1), a.next('t2', 0)];
    expect([b.next('t1', 0), b.next('t1', 1), b.next('t2', 0)]).toEqual(fromA);
    expect(fromA[0]).not.toBe(fromA[2]);
    expect(serverChance().next('t1', 0)).not.toBe(serverChance().next('t1', 0));
    // A table seeded again (dropped here, as after a restart) never replays the draws it showed.
    const small = serverChance({ maxTables: 1, seedOf: () => 'same' });
    const u = small.next('x', 0);
    small.next('y', 0);
    expect(small.next('x', 0)).toBe(u);
    const again = serverChance({ seedOf: () => 'same' });
    expect(again.next('x', 5)).not.toBe(u);
  });
});
