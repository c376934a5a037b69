import { componentsOf } from '../../core/components.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import { jsonEqual } from '../../core/json.js';
import { geometryOf } from './board/geometry.js';
import { duelLegalActions, type DuelState } from './turn.js';
import type { DuelAction } from './schemas.js';

/**
 * Says why a well-formed duel action is not legal, naming the rule. Legality itself is decided
 * by the legal list; this only finds the words.
 *
 * @example
 * explainDuelIllegal(state, { type: 'pass', player: 0 })?.code; // 'mountain-river-duel/must-dig'
 */
export function explainDuelIllegal(state: DuelState, action: DuelAction): RuleError | null {
  const g = state.g;
  const markers = g.markers;
  if (action.type === 'pass') {
    return ruleError('mountain-river-duel/must-dig', 'Passing is allowed only when no marker can be turned up or down.', { rule: 'MRD-DIG-4' });
  }
  if (action.type === 'turn-down') {
    if (g.thrown === null) {
      return ruleError('mountain-river-duel/no-turning-down', 'Without discs no marker may be turned face down.', { rule: 'MRD-DISC-4' });
    }
    if (markers[action.area] !== 'up') {
      const what = markers[action.area] === undefined ? 'does not exist' : `is ${describeMarker(markers[action.area])}`;
      return ruleError('mountain-river-duel/not-face-up', `Only a face-up marker may be turned down; area ${action.area} ${what}.`, { rule: 'MRD-DIG-3', path: ['area'] });
    }
    return null;
  }
  const wanted = g.thrown;
  if (wanted === null && action.areas.length > 2) {
    return ruleError('mountain-river-duel/wrong-count', 'Without discs a player turns up one marker or two neighbouring ones.', { rule: 'MRD-DISC-3', path: ['areas'] });
  }
  if (wanted !== null && action.areas.length !== wanted) {
    return ruleError('mountain-river-duel/wrong-count', `The throw was ${wanted}: turn up exactly ${wanted} marker(s), not ${action.areas.length}.`, { rule: 'MRD-DIG-1', path: ['areas'], details: { thrown: wanted } });
  }
  for (const [index, id] of action.areas.entries()) {
    if (markers[id] !== 'down') {
      const what = markers[id] === undefined ? 'does not exist' : `is ${describeMarker(markers[id])}`;
      return ruleError('mountain-river-duel/not-face-down', `Only face-down markers may be turned up; area ${id} ${what}.`, { rule: 'MRD-DIG-2', path: ['areas', index] });
    }
  }
  const reversed = { ...action, areas: [...action.areas].reverse() };
  if (duelLegalActions(state, action.player).some((legal) => jsonEqual(legal, reversed))) {
    return ruleError('mountain-river-duel/not-in-line-order', `List the run in line order: [${reversed.areas.join(', ')}].`, { rule: 'MRD-DIG-2', path: ['areas'] });
  }
  const onOneLine = geometryOf(componentsOf(state)).lines.some((line) => action.areas.every((id) => line.includes(id)));
  const why = onOneLine ? 'they are not side by side (a gap, a face-up marker or a cleared area lies between)' : 'they do not lie on one straight line';
  return ruleError('mountain-river-duel/not-a-straight-run', `Markers turned together must lie side by side in a straight line; ${why}.`, { rule: 'MRD-DIG-2', path: ['areas'] });
}

function describeMarker(marker: string | undefined): string {
  return marker === 'claimed' ? 'cleared' : marker === 'up' ? 'face up' : 'face down';
}
