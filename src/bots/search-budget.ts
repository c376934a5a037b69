/**
 * How long a search thinks per decision: a number of iterations (deterministic: the same state,
 * seat and generator give the same action), or a wall-clock time in milliseconds (not
 * deterministic: how many iterations fit depends on the machine and its load). Given both, the
 * search stops at whichever comes first.
 *
 * @example
 * const budget: SearchBudget = { iterations: 500 };
 */
export interface SearchBudget {
  readonly iterations?: number;
  readonly milliseconds?: number;
}

/**
 * A test of whether a search may run another iteration, started when the decision starts.
 *
 * @example
 * const more = budgetClock({ iterations: 100 }, 100);
 * for (let i = 0; more(i); i++) search();
 * @internal
 */
export function budgetClock(budget: SearchBudget, defaultIterations: number): (done: number) => boolean {
  const iterations = budget.iterations ?? (budget.milliseconds === undefined ? defaultIterations : Number.POSITIVE_INFINITY);
  if (budget.milliseconds === undefined) return (done) => done < iterations;
  const deadline = performance.now() + budget.milliseconds;
  // At least one iteration, so even a tiny time budget returns a searched action.
  return (done) => done < iterations && (done === 0 || performance.now() < deadline);
}
