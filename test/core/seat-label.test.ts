import { describe, expect, it } from 'vitest';
import { seatLabel, seatList } from '../../src/core/seat-label.js';
import { defaultSeatName } from '../../src/words/locale-basics.js';

describe("the games' own sentences name seats as the words do", () => {
  it('seat 0 is "Seat 1", the same as the default English seat name, and a non-seat reads "Seat ?"', () => {
    for (const seat of [0, 1, 4]) expect(seatLabel(seat)).toBe(defaultSeatName('en', seat));
    expect(seatLabel(0)).toBe('Seat 1');
    expect(seatLabel(undefined)).toBe('Seat ?');
    expect(seatLabel('2')).toBe('Seat ?');
    expect(seatLabel(1.5)).toBe('Seat ?');
  });

  it('several seats are joined in English', () => {
    expect(seatList([])).toBe('');
    expect(seatList([2])).toBe('Seat 3');
    expect(seatList([0, 2])).toBe('Seat 1 and Seat 3');
    expect(seatList([0, 1, 3])).toBe('Seat 1, Seat 2 and Seat 4');
  });
});
