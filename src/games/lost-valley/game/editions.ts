import type { PlayerRange } from '../../../core/definition.js';
import { componentsFor, EDITION_PLAYERS, type LostValleyComponents } from '../data/index.js';
import { firstEditionRules } from '../first-edition/first-edition-rules.js';
import type { EditionRules } from '../kernel/rule-context.js';
import type { LostValleyOptions } from '../schemas/options.js';
import { secondEditionRules } from './second-edition.js';

/*
 * The one place where the game asks which edition it plays (option `edition`, LV-EDITION-1):
 * the edition's rules, its reference component set and its seat counts. Every rule file reads
 * the chosen rules from the rule context instead.
 */

let lastOptions: LostValleyOptions | null = null;
let lastPlayers = -1;
let lastRules: EditionRules | null = null;

/**
 * The rules of the edition these options choose, for this seat count. The last answer is kept:
 * a game's states share one options object.
 *
 * @example
 * editionRules(LostValleyOptionsSchema.parse({ edition: 'first' }), 3).turnParts; // ['movement', 'action']
 * @internal
 */
export function editionRules(options: LostValleyOptions, players: number): EditionRules {
  if (lastRules !== null && lastOptions === options && lastPlayers === players) return lastRules;
  lastRules = options.edition === 'first' ? firstEditionRules(options, players) : secondEditionRules(options);
  lastOptions = options;
  lastPlayers = players;
  return lastRules;
}

/**
 * The reference component set of the edition these options choose (LV-COMP-…).
 *
 * @example
 * editionComponents(LostValleyOptionsSchema.parse({})).edition; // 'second'
 */
export function editionComponents(options: LostValleyOptions): LostValleyComponents {
  return componentsFor(options.edition);
}

/**
 * The seat counts of the edition these options choose: 2 to 4 in the first edition
 * (LV-FE-SEAT-1), 2 to 6 in the second (LV-SEAT-1).
 *
 * @example
 * editionSeats(LostValleyOptionsSchema.parse({ edition: 'first' })).max; // 4
 */
export function editionSeats(options: LostValleyOptions): PlayerRange {
  return options.edition === 'first' ? { ...EDITION_PLAYERS.first, rule: 'LV-FE-SEAT-1' } : EDITION_PLAYERS.second;
}

/**
 * Whether a component set is of the edition these options play (LV-EDITION-1).
 *
 * @example
 * isEditionOf(firstEditionComponents, LostValleyOptionsSchema.parse({})); // false
 */
export function isEditionOf(set: LostValleyComponents, options: LostValleyOptions): boolean {
  return set.edition === options.edition;
}

/**
 * How many prospectors each seat leads when the options give one: two in a two-seat
 * first-edition game under the Czech two-player rule (`feTwoProspectors`, LV-FE-SEAT-2).
 *
 * @example
 * prospectorsPerSeatOf(LostValleyOptionsSchema.parse({ edition: 'first' }), 2); // 2
 * @internal
 */
export function prospectorsPerSeatOf(options: LostValleyOptions, players: number): number {
  return editionRules(options, players).prospectorsPerSeat;
}
