/**
 * A seat as the games' own plain English sentences (`describeEvent`) name it: counted from 1 as
 * people count, so seat 0 is "Seat 1", the one naming scheme of the words (`defaultSeatName`),
 * the command line and the browser table. A value that is no seat number reads "Seat ?".
 *
 * @internal
 * @example
 * seatLabel(0); // 'Seat 1'
 */
export function seatLabel(seat: unknown): string {
  return Number.isInteger(seat) ? `Seat ${(seat as number) + 1}` : 'Seat ?';
}

/**
 * Several seats by their labels, joined in English: "Seat 1, Seat 2 and Seat 3".
 *
 * @internal
 * @example
 * seatList([0, 2]); // 'Seat 1 and Seat 3'
 */
export function seatList(seats: readonly unknown[]): string {
  const labels = seats.map(seatLabel);
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}
