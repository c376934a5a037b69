/**
 * The tables (variant, seat count, options, chance mode) of the save-invariant tests' random play
 * (save-invariants.test.ts, save-loads.deep.test.ts); not a test file itself.
 */
const SHORT = { creviceEvent: true, creviceToCamps: true, waterDropUnderDrop: 'waits', stallRounds: 2, maxRounds: 15 };
/**
 * The tables the save sweeps play in turn.
 *
 * @example
 * sweepSaves({ game: 'lost-dutchman', tables: SAVE_TABLES, games: 10 });
 */
export const SAVE_TABLES = [2, 3, 4, 5].flatMap((players) => [
  { variant: 'standard', players },
  { variant: 'standard', players, options: SHORT },
  { variant: 'standard', players, options: { maxRounds: 8 }, chance: 'external' as const },
]);
