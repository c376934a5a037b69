/** The normal quantile of a two-sided 95% interval. */
const Z_95 = 1.959963984540054;

/**
 * The 95% Wilson score interval of a share: `successes` out of `trials`. Unlike the plain normal
 * interval it stays inside [0, 1] and is honest near 0% and 100% and for small runs.
 *
 * @example
 * wilsonInterval(50, 100); // { low: 0.4038…, high: 0.5961… }
 */
export function wilsonInterval(successes: number, trials: number): { low: number; high: number } {
  if (trials <= 0) return { low: 0, high: 1 };
  const share = successes / trials;
  const z2 = Z_95 * Z_95;
  const centre = (share + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (Z_95 * Math.sqrt((share * (1 - share)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  // At 0 and at every trial the bound is exactly 0 or 1; rounding would leave 1e-16 of it.
  return { low: successes === 0 ? 0 : Math.max(0, centre - half), high: successes === trials ? 1 : Math.min(1, centre + half) };
}
