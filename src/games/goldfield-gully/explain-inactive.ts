import { ruleError, type RuleError } from '../../core/errors.js';
import type { GullyAction } from './schemas.js';
import type { GullyState } from './table.js';

/**
 * Says why a seat that is not active may not make this Goldfield Gully action now: it has
 * committed already this round (GG-READ-2), it sits the round out as a banker (GG-MOD-5), or the
 * open window is not its concern (GG-READ-6). It words only what every seat knows: that a seat has
 * committed is public, its choice is not named. Anything else is the core's `not-your-turn`.
 *
 * @example
 * explainGullyInactive(state, { type: 'bank', player: 1 })?.code; // 'goldfield-gully/already-committed'
 */
export function explainGullyInactive(state: GullyState, action: GullyAction): RuleError | null {
  const g = state.g;
  const seat = action.player;
  if (seat >= state.players) return null;
  switch (action.type) {
    case 'gather':
    case 'bank':
      if (g.phase !== 'commit' || g.choice[seat] === null) return null;
      return ruleError('goldfield-gully/already-committed', `Seat ${seat} has committed this round already; a commitment cannot be changed.`, {
        rule: 'GG-READ-2',
      });
    case 'modify':
    case 'pass':
      if (g.phase !== 'window' || g.window === null) return null;
      if (g.revealed && g.at[seat] === null) {
        return ruleError('goldfield-gully/sitting-out', `Seat ${seat} sits this round out and may not use modifier tokens.`, { rule: 'GG-MOD-5' });
      }
      if (!g.window.order.includes(seat)) {
        return ruleError(
          'goldfield-gully/not-in-window',
          `Seat ${seat} takes no part in this ${g.window.purpose} window: it acts only on rolls that concern it, and only while it holds tokens.`,
          { rule: 'GG-READ-6', details: { window: [...g.window.order] } },
        );
      }
      return null;
    case 'move':
      return null;
  }
}
