/**
 * The tables (variant, seat count, options, chance mode) of the save-invariant tests' random play
 * (save-invariants.test.ts, save-loads.deep.test.ts); not a test file itself.
 */
/**
 * The tables the save sweeps play in turn.
 *
 * @example
 * sweepSaves({ game: 'mountain-river-duel', tables: SAVE_TABLES, games: 10 });
 */
export const SAVE_TABLES = [
  { variant: 'standard', players: 2 },
  { variant: 'edge-counts-high', players: 2 },
  { variant: 'turned-rivers', players: 2 },
  { variant: 'standard', players: 2, options: { firstPlayer: 1, mountainSeat: 1, maxTurns: 30 } },
  { variant: 'standard', players: 2, chance: 'external' as const },
];
