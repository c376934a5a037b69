import { ruleError, type RuleError } from '../../core/errors.js';
import type { GullyAction } from './schemas.js';
import { emptyBuildings } from './shootout.js';
import type { GullyState } from './table.js';
import { modifiedValue, windowValue } from './windows.js';

/**
 * Says why a well-formed Goldfield Gully action of an active seat is not legal, naming the rule.
 * Legality itself is decided by the legal list; this only finds the words.
 *
 * @example
 * explainGullyIllegal(state, { type: 'gather', player: 0, building: 7 })?.code; // 'goldfield-gully/no-such-building'
 */
export function explainGullyIllegal(state: GullyState, action: GullyAction): RuleError | null {
  const g = state.g;
  switch (action.type) {
    case 'gather':
    case 'bank':
      if (g.phase !== 'commit') {
        return ruleError('goldfield-gully/not-committing', 'Players commit to gather or bank only at the start of a round, before the rolls.', { rule: 'GG-COMMIT-1' });
      }
      if (action.type === 'gather') return noSuchBuilding(action.building);
      return null;
    case 'modify':
    case 'pass': {
      if (g.phase !== 'window') {
        return ruleError('goldfield-gully/no-window', 'Modifier tokens are spent, or a pass is made, only in the window after a roll.', { rule: 'GG-MOD-1' });
      }
      if (action.type === 'pass') return null;
      const held = g.held[action.player]!;
      const value = Math.abs(action.by);
      if ((value === 1 ? held.ones : held.twos) === 0) {
        return ruleError('goldfield-gully/no-such-token', `Seat ${action.player} holds no ±${value} token.`, {
          rule: 'GG-MOD-1',
          path: ['by'],
          details: { ones: held.ones, twos: held.twos },
        });
      }
      const from = windowValue(g, action.player) ?? 0;
      if (modifiedValue(from, action.by, state.options.overshoot) === null) {
        const wraps = from === 6 && action.by > 0;
        return ruleError(
          'goldfield-gully/out-of-range',
          wraps
            ? `A 6 cannot be raised: it never wraps around to 1 (the value is ${from}).`
            : `A token cannot take a value above 6 or below 1: ${from} ${action.by > 0 ? '+' : '-'} ${value} is out of range.`,
          { rule: wraps ? 'GG-MOD-7' : 'GG-MOD-6', path: ['by'], details: { value: from } },
        );
      }
      return null;
    }
    case 'move': {
      if (g.phase !== 'move') {
        return ruleError('goldfield-gully/not-moving', 'Only the loser of a shootout moves, to an empty building, right after the shootout.', { rule: 'GG-SHOOT-3' });
      }
      const outside = noSuchBuilding(action.building);
      if (outside) return outside;
      return ruleError('goldfield-gully/building-occupied', `Building ${action.building} is occupied: a loser moves to an empty building (${emptyBuildings(g).join(', ')}).`, {
        rule: 'GG-SHOOT-4',
        path: ['building'],
        details: { empty: emptyBuildings(g) },
      });
    }
  }
}

function noSuchBuilding(building: number): RuleError | null {
  if (building >= 1 && building <= 6) return null;
  return ruleError('goldfield-gully/no-such-building', `The town has buildings 1 to 6, not ${building}.`, { rule: 'GG-OVER-3', path: ['building'] });
}
