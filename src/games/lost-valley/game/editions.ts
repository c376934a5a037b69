import type { PlayerRange } from '../../../core/definition.js';
import { EngineError, ruleError, type RuleError } from '../../../core/errors.js';
import { EDITION_PLAYERS, secondEditionComponents, type LostValleyComponents } from '../data/index.js';
import type { EditionRules, TaskHandler } from '../kernel/rule-context.js';
import type { Task } from '../schemas/game-schemas.js';
import type { LostValleyOptions } from '../schemas/options.js';
import { loadablePart } from '../../../core/loadable-part.js';
import { secondEditionRules } from './second-edition.js';
import { addTaskHandlers } from './task-registry.js';

/*
 * The one place where the game asks which edition it plays (option `edition`, LV-EDITION-1):
 * the edition's rules, its reference component set and its seat counts. Every rule file reads
 * the chosen rules from the rule context instead. The second edition is always here; the first
 * edition's rules and set load separately (docs/first-edition-entry.md): its subpath entry
 * fills this registry on import, so a program that plays only the second edition does not
 * bundle them.
 */

/**
 * The subpath whose import loads the first edition (the package's root entry imports it too).
 *
 * @example
 * import 'lost-valley-engine/lost-valley/first-edition'; // FIRST_EDITION_ENTRY
 */
export const FIRST_EDITION_ENTRY = 'lost-valley-engine/lost-valley/first-edition';

/**
 * An edition that loads separately, as its entry hands it to {@link loadEdition}: its rules, its
 * reference component set (named `lost-valley/<edition>-edition` in states) and the handlers of
 * its own tasks.
 *
 * @example
 * loadEdition({ edition: 'first', rules: firstEditionRules, components: firstEditionComponents, taskHandlers: { 'opposed-roll': opposedRoll } });
 * @internal
 */
export interface EditionModule {
  readonly edition: 'first';
  rules(options: LostValleyOptions, players: number): EditionRules;
  readonly components: LostValleyComponents;
  readonly taskHandlers: Readonly<Partial<Record<Task['task'], TaskHandler>>>;
}

const firstEdition = /* @__PURE__ */ loadablePart<EditionModule>(FIRST_EDITION_ENTRY);

/**
 * The game's named component sets (`componentSets` of the definition): the second edition's, and
 * the first edition's once its entry is imported. The core reads it at each call.
 *
 * @example
 * Object.keys(editionSets); // ['lost-valley/second-edition', 'lost-valley/first-edition'] once loaded
 * @internal
 */
export const editionSets: Record<string, LostValleyComponents> = { 'lost-valley/second-edition': secondEditionComponents };

/**
 * Loads an edition that ships apart: its entry (`lost-valley-engine/lost-valley/first-edition`)
 * calls it on import. Loading it again changes nothing.
 *
 * @example
 * loadEdition(firstEditionModule);
 * @internal
 */
export function loadEdition(module: EditionModule): void {
  if (firstEdition.part !== null) return;
  firstEdition.load(module);
  editionSets['lost-valley/first-edition'] = module.components;
  addTaskHandlers(module.taskHandlers);
}

/**
 * Why these options cannot be played in this program: the first edition is chosen and its entry
 * was not imported (`lost-valley/edition-not-loaded`, LV-EDITION-1; the message names the import).
 * `null` when they can. The core asks it before it creates, replays or loads a game (the
 * definition's `refuseOptions`) and before it resolves a state's component set.
 *
 * @example
 * editionRefusal(LostValleyOptionsSchema.parse({ edition: 'first' }))?.code; // 'lost-valley/edition-not-loaded' until the entry is imported
 */
export function editionRefusal(options: LostValleyOptions): RuleError | null {
  if (options.edition !== 'first' || firstEdition.part !== null) return null;
  return ruleError(
    'lost-valley/edition-not-loaded',
    `The first edition of Lost Valley is not loaded in this program: import '${FIRST_EDITION_ENTRY}' (or 'lost-valley-engine', which loads every game and edition) before creating, replaying or loading a first-edition game.`,
    { rule: 'LV-EDITION-1', path: ['edition'], details: { edition: 'first', import: FIRST_EDITION_ENTRY } },
  );
}

// A rule reached with a first-edition state that no entry point checked (a state edited or
// received by hand): the same refusal, thrown as the core's typed error; applyAction turns it
// into a `corrupted-state` refusal that carries these words.
function loadedFirstEdition(options: LostValleyOptions): EditionModule {
  if (firstEdition.part !== null) return firstEdition.part;
  throw new EngineError(editionRefusal(options)!);
}

let lastOptions: LostValleyOptions | null = null;
let lastPlayers = -1;
let lastRules: EditionRules | null = null;

/**
 * The rules of the edition these options choose, for this seat count. The last answer is kept:
 * a game's states share one options object. It throws an `EngineError` (see
 * {@link editionRefusal}) for the first edition when its entry is not imported.
 *
 * @example
 * editionRules(LostValleyOptionsSchema.parse({ edition: 'first' }), 3).turnParts; // ['movement', 'action']
 * @internal
 */
export function editionRules(options: LostValleyOptions, players: number): EditionRules {
  if (lastRules !== null && lastOptions === options && lastPlayers === players) return lastRules;
  lastRules = options.edition === 'first' ? loadedFirstEdition(options).rules(options, players) : secondEditionRules(options);
  lastOptions = options;
  lastPlayers = players;
  return lastRules;
}

/**
 * The reference component set of the edition these options choose (LV-COMP-…). It throws like
 * {@link editionRules} for an edition that is not loaded.
 *
 * @example
 * editionComponents(LostValleyOptionsSchema.parse({})).edition; // 'second'
 */
export function editionComponents(options: LostValleyOptions): LostValleyComponents {
  return options.edition === 'first' ? loadedFirstEdition(options).components : secondEditionComponents;
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
