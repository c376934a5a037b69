import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSeatToken, newSeatToken, tokenMatches } from '../../src/colyseus/seat-token.js';
import { seatsFromSave } from '../../src/colyseus/saved-seats.js';

describe('colyseus seat tokens: the server keeps a hash, compared in constant time', () => {
  it('a new token is 24 random bytes as base64url, a different one each time', () => {
    const tokens = Array.from({ length: 50 }, () => newSeatToken());
    expect(new Set(tokens).size).toBe(50);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(24);
  });

  it("the hash is the token's SHA-256 as hex, and matches that token only", () => {
    const token = newSeatToken();
    expect(hashSeatToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(tokenMatches(hashSeatToken(token), token)).toBe(true);
    expect(tokenMatches(hashSeatToken(token), `${token}x`)).toBe(false);
    expect(tokenMatches(hashSeatToken(token), token.slice(1))).toBe(false);
    expect(tokenMatches(hashSeatToken(token), hashSeatToken(token))).toBe(false);
    expect(tokenMatches(hashSeatToken('é'), 'é')).toBe(true);
  });

  it('a stored hash that is not 64 lower-case hex digits matches nothing, and nothing throws', () => {
    const token = newSeatToken();
    for (const stored of ['', token, hashSeatToken(token).slice(2), hashSeatToken(token).toUpperCase(), `${hashSeatToken(token)}00`]) {
      expect(tokenMatches(stored, token)).toBe(false);
    }
  });
});

describe('colyseus saved seats: tables saved before hashes keep loading', () => {
  const open = { session: null, away: false, bot: null, fixedBot: false };

  it('a plain token is hashed (migrated), a hash is kept, the connections are dropped', () => {
    const r = seatsFromSave(
      [
        { ...open, token: 'plain-0', session: 'old-session', away: true },
        { ...open, tokenHash: hashSeatToken('plain-1') },
        { ...open, bot: 'heuristic', fixedBot: true },
        { bot: null, fixedBot: false },
      ],
      4,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.migrated).toBe(true);
    expect(r.seats).toEqual([
      { tokenHash: hashSeatToken('plain-0'), session: null, away: false, bot: null, fixedBot: false },
      { tokenHash: hashSeatToken('plain-1'), session: null, away: false, bot: null, fixedBot: false },
      { tokenHash: null, session: null, away: false, bot: 'heuristic', fixedBot: true },
      { tokenHash: null, session: null, away: false, bot: null, fixedBot: false },
    ]);
    expect(JSON.stringify(r.seats)).not.toContain('plain-');
  });

  it('seats saved with hashes only are not migrated; a plain token beside its own hash is fine', () => {
    const hashed = seatsFromSave([{ ...open, tokenHash: hashSeatToken('a') }, open], 2);
    expect(hashed.ok && hashed.migrated).toBe(false);
    const both = seatsFromSave([{ ...open, token: 'a', tokenHash: hashSeatToken('a') }, open], 2);
    expect(both.ok && both.seats[0]!.tokenHash).toBe(hashSeatToken('a'));
  });

  it('refuses, typed, seats that are not a list of the match size, a bad hash, a seat missing its bot, or a token that disagrees with its hash', () => {
    const cases: unknown[] = [
      null,
      'seats',
      [open],
      [open, open, open],
      [{ ...open, tokenHash: 'abc' }, open],
      [{ ...open, token: '' }, open],
      [{ session: null }, open],
      [{ ...open, token: 'a', tokenHash: hashSeatToken('b') }, open],
    ];
    for (const saved of cases) {
      const r = seatsFromSave(saved, 2);
      expect(r.ok ? 'loaded' : r.error.code).toBe('colyseus/bad-saved-table');
    }
  });
});
