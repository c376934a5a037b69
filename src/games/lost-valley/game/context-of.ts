import { componentsOf } from '../../../core/components.js';
import { catalogOf } from '../board/tile-catalog.js';
import type { LostValleyComponents } from '../data/index.js';
import type { LostValleyState, RuleContext } from '../kernel/rule-context.js';
import type { LostValleyOptions } from '../schemas/options.js';
import { editionRules } from './editions.js';

let lastContext: RuleContext | null = null;

/**
 * The rule context of a component set, options and seat count, with the edition's rules chosen
 * (game/editions.ts).
 *
 * @example
 * ruleContextOf(secondEditionComponents, options, 3).rules.turnParts;
 * @internal
 */
export function ruleContextOf(set: LostValleyComponents, options: LostValleyOptions, players: number): RuleContext {
  // Every hook asks for it; a game's states share their data and options objects.
  if (lastContext !== null && lastContext.set === set && lastContext.options === options && lastContext.players === players) return lastContext;
  lastContext = { set, catalog: catalogOf(set), options, players, rules: editionRules(options, players) };
  return lastContext;
}

/**
 * The rule context of a state.
 *
 * @example
 * contextOf(state).catalog.lattice.radius;
 * @internal
 */
export function contextOf(state: LostValleyState): RuleContext {
  return ruleContextOf(componentsOf(state), state.options, state.players);
}
