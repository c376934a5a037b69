/**
 * The tables (variant, seat count, options, chance mode) of the save-invariant tests' random play
 * (save-invariants.test.ts, save-loads.deep.test.ts); not a test file itself.
 */
const LATE = { rotateFirstPlayer: true, treasureRolls: 'after-shootouts', treasureTokens: 'before-gold', overshoot: 'clamp', rounds: 4, shootoutRollLimit: 2 };
/**
 * The tables the save sweeps play in turn.
 *
 * @example
 * sweepSaves({ game: 'goldfield-gully', tables: SAVE_TABLES, games: 10 });
 */
export const SAVE_TABLES = [2, 3, 4, 5].flatMap((players) => [
  { variant: 'standard', players },
  { variant: 'banked-only', players },
  { variant: 'standard', players, options: LATE },
  { variant: 'standard', players, options: { rounds: 3, finalShootoutTokens: false }, chance: 'external' as const },
]);
