import type { GullyAction } from './schemas.js';
import type { GullyState } from './table.js';
import { uncommitted } from './commit.js';

/**
 * Goldfield Gully's `cannotReveal` hook: what a re-drawn world changes is the other seats'
 * unrevealed commitments (gullyDeterminize, GG-READ-2), and nothing else. `true`:
 * - for any action while nothing is hidden (the commitments are revealed, or it is not the commit
 *   phase): every world is the real state;
 * - for a commitment (`gather`, `bank`, GG-COMMIT-1) that leaves another seat still to commit:
 *   it records the seat's own choice and reads no other (that a seat has committed is public),
 *   so the others' re-drawn choices stay where they were, unseen; the last one reveals all.
 *
 * @example
 * gullyCannotReveal(state, { type: 'bank', player: 0 }); // true while another seat is to commit
 * @internal
 */
export function gullyCannotReveal(state: GullyState, action: GullyAction): boolean {
  const g = state.g;
  if (g.revealed || g.phase !== 'commit') return true;
  if (action.type !== 'gather' && action.type !== 'bank') return false;
  return g.choice[action.player] === null && uncommitted(g).some((seat) => seat !== action.player);
}
