import { componentsOf } from '../../src/core/components.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { continuePlayout } from '../../src/bots/index.js';
import { startGame } from '../../src/index.js';
import type { AnyGameState } from '../../src/core/runtime.js';
import { formatPosition, parsePosition } from '../../src/words/index.js';
import { seedRng } from '../../src/core/rng.js';

/** A Lost Valley game after `plies` random plies, or at its end. */
function valleyAfter(plies: number, seed = 'refusals'): AnyGameState {
  const start = startGame({ game: 'lost-valley', players: 2, seed });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.state;
  continuePlayout(start.state, `${seed}/bots`, { onStep: (step) => void (state = step.state.ply <= plies ? step.state : state) });
  return state;
}

const code = (text: string): string => {
  const read = parsePosition(text);
  return read.ok ? 'ok' : read.error.code;
};
/** The text with the first line that starts with `keyword ` replaced. */
const replaceLine = (text: string, keyword: string, line: string): string => text.replace(new RegExp(`^\\s*${keyword} .*$`, 'm'), line);

describe('reading a position refuses what it cannot be, with a typed error', () => {
  const state = valleyAfter(200);
  const text = formatPosition(state);

  it('an impossible Lost Valley position is refused by the game’s consistency checks (position/impossible)', () => {
    const firstTile = /^tile (\S+)/m.exec(text)![1]!;
    const cases: [string, string][] = [
      ['the ice beyond the waterfall', replaceLine(text, 'ice', 'ice out=yes position=99')],
      ['a tile in two places', replaceLine(text, 'pile land', `pile land ${firstTile}`)],
      ['a prospector of a seat not at the table', text.replace(/^prospector 0 seat=0 /m, 'prospector 0 seat=5 ')],
      ['the turn past the turn order', text.replace(/^turn number=(\d+) index=\d+/m, 'turn number=$1 index=7')],
      ['a hole under a tile', replaceLine(text, 'holes', `holes ${/^tile \S+ \S+ ([^,\s]+)/m.exec(text)![1]!}`)],
      ['a variant the game does not have', text.replace(/^lost-valley standard /, 'lost-valley no-such-variant ')],
      ['an option out of range', text.replace(/^(rng .*)$/m, '$1\noptions {"maxTurns":-4}')],
    ];
    for (const [what, changed] of cases) {
      expect(changed, what).not.toBe(text);
      const read = parsePosition(changed);
      expect(read.ok ? 'ok' : read.error.code, what).toBe('position/impossible');
      if (!read.ok) expect(read.error.message, what).toMatch(/^The position cannot be|has no variant|options/);
    }
  });

  it('text that is not a position is refused as unreadable, and an unknown game as such', () => {
    expect(code('')).toBe('position/unreadable');
    expect(code('hello world')).toBe('position/unknown-game');
    expect(code(text.split('\n')[0]!)).toBe('position/unreadable');
    expect(code(text.replace(/^rng .*$/m, 'rng c=x s0=1 s1=1 s2=1'))).toBe('position/unreadable');
    expect(code(replaceLine(text, 'pending', 'pending dancing'))).toBe('position/unreadable');
    expect(code(replaceLine(text, 'explore', 'explore Q99999 land triangle-offered=yes'))).toBe('position/unreadable');
    expect(code(`${text}tile\n`)).toBe('position/unreadable');
    expect(code(`${text}unknown-part 3\n`)).toBe('position/unreadable');
    expect(code(text.replace(/^\s*backpack .*\n/m, ''))).toBe('position/unreadable');
    expect(code(text.replace(/^ended .*\n/m, ''))).toBe('position/unreadable');
  });

  it('property: no edit of a real position’s text makes reading throw; what reads is a state the core loads', () => {
    const lines = text.split('\n');
    fc.assert(
      fc.property(fc.nat(lines.length - 1), fc.constantFrom('delete', 'duplicate', 'token', 'truncate'), fc.string({ maxLength: 6 }), fc.nat(20), (at, edit, junk, k) => {
        const changed = [...lines];
        if (edit === 'delete') changed.splice(at, 1);
        else if (edit === 'duplicate') changed.splice(at, 0, lines[at]!);
        else if (edit === 'truncate') changed[at] = lines[at]!.slice(0, k);
        else {
          const tokens = lines[at]!.split(' ');
          tokens[k % tokens.length] = junk;
          changed[at] = tokens.join(' ');
        }
        const read = parsePosition(changed.join('\n'));
        if (!read.ok) expect(read.error.code).toMatch(/^position\//);
      }),
      { numRuns: 300, seed: 19 },
    );
  });

  it.each(['goldfield-gully', 'lost-dutchman', 'mountain-river-duel'])('property: no edit of a %s position’s text makes reading throw', (game) => {
    const start = startGame({ game, players: 3 - (game === 'mountain-river-duel' ? 1 : 0), seed: 'edits' });
    if (!start.ok) throw new Error(start.error.message);
    let mid = start.state;
    continuePlayout(start.state, 'edits/bots', { onStep: (step) => void (mid = step.state.ply <= 20 ? step.state : mid) });
    const lines = formatPosition(mid).split('\n');
    fc.assert(
      fc.property(fc.nat(lines.length - 1), fc.string({ maxLength: 8 }), fc.nat(30), (at, junk, k) => {
        const changed = [...lines];
        const tokens = lines[at]!.split(' ');
        tokens[k % tokens.length] = junk;
        changed[at] = k % 5 === 0 ? lines[at]!.slice(0, k) : tokens.join(' ');
        const read = parsePosition(changed.join('\n'));
        if (!read.ok) expect(read.error.code).toMatch(/^position\//);
      }),
      { numRuns: 150, seed: 20 },
    );
  });

  it('every other game refuses an impossible position and unreadable text too', () => {
    for (const game of ['goldfield-gully', 'lost-dutchman', 'mountain-river-duel']) {
      const start = startGame({ game, players: 2, seed: 'refusals' });
      if (!start.ok) throw new Error(start.error.message);
      const written = formatPosition(start.state);
      expect(parsePosition(written).ok, game).toBe(true);
      expect(code(`${written}no-such-field 3\n`), game).toBe('position/impossible');
      expect(code(`${written.trimEnd()} trailing\n`), game).not.toBe('ok');
      expect(code(written.replace(/players=2/, 'players=9')), game).toBe('position/impossible');
    }
  });
});

describe('a position written by hand', () => {
  it("may seed the generator afresh with 'rng seed=…'", () => {
    const start = startGame({ game: 'mountain-river-duel', players: 2, seed: 'by-hand' });
    if (!start.ok) throw new Error(start.error.message);
    const text = formatPosition(start.state).replace(/^rng .*$/m, 'rng seed=by-hand');
    const read = parsePosition(text);
    expect(read.ok && read.state.rng).toEqual(seedRng('by-hand'));
    expect(code(text.replace('rng seed=by-hand', 'rng seed=by-hand c=1'))).toBe('position/unreadable');
    expect(code(text.replace('rng seed=by-hand', 'rng c=1 s0=1 s1=1 s2=1 s3=1'))).toBe('position/unreadable');
  });
});

describe('Lost Valley parts random play rarely reaches', () => {
  it('a weighing and a trade at the Trading Outpost are written out and read, and the save checks judge them', () => {
    const state = valleyAfter(120, 'rare-parts');
    const g = state.g as { weighing: unknown; trade: unknown };
    // An item name with a space shows the text's escaping; no reachable state has both parts at
    // once with that item, so the read text is refused by the save checks (not as unreadable).
    const weighed = { ...state, g: { ...g, weighing: { weigher: 1, value: 31 }, trade: { tile: 2, basket: [{ item: 'food', count: 2 }], clue: true, paidMarkers: [4], paidItems: [{ item: 'pick axe', count: 1 }] } } };
    const text = formatPosition(weighed);
    expect(text).toMatch(/^weighing weigher=1 value=31$/m);
    expect(text).toMatch(/^trade at=2 basket=food\*2 clue=yes paid-markers=4 paid-items=pick%20axe$/m);
    const read = parsePosition(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatchObject({ code: 'position/impossible', details: { refusal: { code: 'invalid-save', details: { invariant: 'supply-item' } } } });
  });
});

describe('a position of a replaced component set', () => {
  it("is written with its data inline, or with 'data given' and read back with the same data", () => {
    const start = startGame({ game: 'lost-valley', players: 2, seed: 'own-data' });
    if (!start.ok) throw new Error(start.error.message);
    const reference = componentsOf(start.state) as { landDiamonds: { id: string }[] };
    // The same tiles under other ids: a set an owner might enter, not the reference one.
    const data = { ...reference, landDiamonds: reference.landDiamonds.map((tile) => ({ ...tile, id: `X${tile.id}` })) };
    const own = startGame({ game: 'lost-valley', players: 2, seed: 'own-data', data });
    if (!own.ok) throw new Error(own.error.message);
    const inline = formatPosition(own.state);
    expect(inline).toMatch(/^data \{/m);
    expect(parsePosition(inline)).toEqual({ ok: true, state: own.state });
    const omitted = formatPosition(own.state, { data: 'omit' });
    expect(omitted).toMatch(/^data given$/m);
    expect(omitted.length).toBeLessThan(inline.length / 2);
    expect(parsePosition(omitted, { data })).toEqual({ ok: true, state: own.state });
    expect(code(omitted)).toBe('position/unreadable');
    // The reference set is never written, whatever the option.
    expect(formatPosition(start.state, { data: 'omit' })).toBe(formatPosition(start.state));
  });
});
