import { describe, expect, it } from 'vitest';
import { botFillsIn, claimSeat, newSeats, seatBack, seatHolders, seatLeft, seatOfToken, type SeatClaim } from '../../src/colyseus/seat-table.js';
import { hashSeatToken } from '../../src/colyseus/seat-token.js';

function claimed(claim: SeatClaim): Extract<SeatClaim, { ok: true }> {
  if (!claim.ok) throw new Error(claim.error.code);
  return claim;
}

describe('colyseus seat table: who holds which seat', () => {
  it('claims by number and by any open seat, never a bot seat given at creation, and refuses taken and missing seats unchanged', () => {
    const seats = newSeats(3, [null, 'heuristic']);
    const a = claimed(claimSeat(seats, { seat: 2 }, 's-a', 't-a'));
    expect([a.seat, a.token, a.replaced]).toEqual([2, 't-a', null]);
    const b = claimed(claimSeat(a.seats, {}, 's-b', 't-b'));
    expect(b.seat).toBe(0);
    const refusals = [
      claimSeat(b.seats, { seat: 'any' }, 's-c', 't-c'),
      claimSeat(b.seats, { seat: 1 }, 's-c', 't-c'),
      claimSeat(b.seats, { seat: 2 }, 's-c', 't-c'),
      claimSeat(b.seats, { seat: 3 }, 's-c', 't-c'),
      claimSeat(b.seats, { token: 'nope' }, 's-c', 't-c'),
    ].map((claim) => (claim.ok ? 'claimed' : claim.error.code));
    expect(refusals).toEqual(['colyseus/no-open-seat', 'colyseus/seat-taken', 'colyseus/seat-taken', 'no-such-seat', 'colyseus/bad-token']);
    expect(seatOfToken(b.seats, 't-a')).toBe(2);
    // The seats keep the token's SHA-256 only, never the token.
    expect(b.seats[2]!.tokenHash).toBe(hashSeatToken('t-a'));
    expect(JSON.stringify(b.seats)).not.toMatch(/"t-[ab]"/);
    // A token's hash is not the token: sending the stored hash takes no seat.
    expect(seatOfToken(b.seats, b.seats[2]!.tokenHash!)).toBe(-1);
    expect(claimSeat(b.seats, { token: b.seats[2]!.tokenHash! }, 's-c', 't-c').ok).toBe(false);
  });

  it('a token takes its seat back from a bot filling in or from an older connection, which is named to be let go', () => {
    let seats = claimed(claimSeat(newSeats(2), { seat: 0 }, 's-a', 't-a')).seats;
    seats = seatLeft(seats, 0, 's-a', true);
    expect(seats[0]!.away).toBe(true);
    expect(seatBack(seats, 0, 's-a')[0]!.away).toBe(false);
    seats = seatLeft(seats, 0, 's-a', false);
    expect(seats[0]).toMatchObject({ session: null, tokenHash: hashSeatToken('t-a') });
    seats = botFillsIn(seats, 0, 'random');
    expect(seatHolders(seats)[0]).toEqual({ seat: 0, holder: 'bot', connected: true, bot: 'random' });
    const back = claimed(claimSeat(seats, { token: 't-a' }, 's-b', 'unused'));
    expect(back.seats[0]).toMatchObject({ session: 's-b', bot: null, tokenHash: hashSeatToken('t-a') });
    expect(back.token).toBe('t-a');
    const again = claimed(claimSeat(back.seats, { token: 't-a' }, 's-c', 'unused'));
    expect(again.replaced).toBe('s-b');
    expect(botFillsIn(again.seats, 0, 'random')).toBe(again.seats);
    expect(seatLeft(again.seats, 0, 's-b', false)).toBe(again.seats);
  });

  it('what everyone is told holds no token and no session', () => {
    const seats = claimed(claimSeat(newSeats(2, [null, 'heuristic']), { seat: 0 }, 'session-secret', 'token-secret')).seats;
    const text = JSON.stringify(seatHolders(seats));
    expect(text).not.toContain('secret');
    expect(seatHolders(seats).map((seat) => seat.holder)).toEqual(['person', 'bot']);
  });
});
