import { ruleError, type RuleError } from '../../core/errors.js';
import type { GullyAction } from './schemas.js';
import type { GullyState } from './table.js';

/**
 * Says why a seat that is not active may not make this Goldfield Gully action now, always with
 * the rule: it has committed already this round (GG-READ-2), nobody commits now (GG-COMMIT-1), no
 * window is open (GG-MOD-1), it sits the round out as a banker (GG-MOD-5), the open window is
 * not its concern or not yet its turn (GG-READ-6), or another loser moves first (GG-SHOOT-3,
 * GG-READ-3). It words only what every seat knows: that a seat has committed is public, its
 * choice is not named.
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
      if (g.phase !== 'commit') {
        return ruleError('goldfield-gully/not-committing', 'Players commit to gather or bank only at the start of a round, before the rolls.', { rule: 'GG-COMMIT-1' });
      }
      return ruleError('goldfield-gully/already-committed', `Seat ${seat} has committed this round already; a commitment cannot be changed.`, {
        rule: 'GG-READ-2',
      });
    case 'modify':
    case 'pass': {
      if (g.phase !== 'window' || g.window === null) {
        return ruleError('goldfield-gully/no-window', 'Modifier tokens are spent, or a pass is made, only in the window after a roll.', { rule: 'GG-MOD-1' });
      }
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
      const turn = g.window.order[g.window.turn]!;
      return ruleError('not-your-turn', `Seat ${seat} waits its turn in the ${g.window.purpose} window: seat ${turn} acts now, in seat order.`, {
        rule: 'GG-READ-6',
        details: { active: [turn] },
      });
    }
    case 'move': {
      if (g.phase !== 'move' || g.shootout === null) {
        return ruleError('goldfield-gully/not-moving', 'Only the loser of a shootout moves, to an empty building, right after the shootout.', { rule: 'GG-SHOOT-3' });
      }
      const loser = g.shootout.losers[0]!;
      return ruleError('not-your-turn', `Seat ${loser} moves first: the losers of a shootout move best loser first.`, {
        rule: 'GG-READ-3',
        details: { active: [loser] },
      });
    }
  }
}
