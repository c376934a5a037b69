import { defineGame, type GameDefinition } from '../../core/definition.js';
import { ruleError } from '../../core/errors.js';
import { jsonEqual } from '../../core/json.js';
import { LostValleyComponentsSchema, type LostValleyComponents } from './data/index.js';
import { checkCustomData } from './data/custom-data-checks.js';
import { editionComponents, editionRefusal, editionSeats, editionSets, isEditionOf } from './game/editions.js';
import { contextOf } from './game/context-of.js';
import { lostValleyEventSentence } from './game/event-sentences.js';
import { lostValleyDeterminize, lostValleyView } from './game/hidden-information.js';
import { lostValleyCannotReveal } from './game/cannot-reveal.js';
import { lostValleyIsLegal } from './game/legal-action-check.js';
import { lostValleyOutcome } from './game/outcome.js';
import { explainLostValleyIllegal } from './game/explain.js';
import { lostValleyFacts, lostValleyMaxPlies, MAX_RIVER_TILES, MAX_TILES } from './game/facts.js';
import { LostValleyOptionsSchema, lostValleyOptionDocs, type LostValleyOptions } from './schemas/options.js';
import {
  LostValleyActionSchema,
  LostValleyChanceSchema,
  LostValleyStateSchema,
  type LostValleyAction,
  type LostValleyChance,
  type LostValleyGameState,
} from './schemas/game-schemas.js';
import { initialLostValleyState } from './game/setup.js';
import {
  applyLostValleyAction,
  applyLostValleyChance,
  lostValleyActivePlayers,
  lostValleyChanceOutcomes,
  lostValleyLegalActions,
} from './game/turn.js';
import { seatTeams, teamPlayerRange } from './kernel/teams.js';
import { checkSavedState } from './game/save-checks.js';
import { lostValleyVariants } from './game/variants.js';

function validateSet(set: LostValleyComponents, options: LostValleyOptions) {
  if (!isEditionOf(set, options)) {
    return ruleError('invalid-setup', `The component data is of the ${set.edition} edition but the rules are the ${options.edition} edition's.`, { rule: 'LV-EDITION-1', path: ['data', 'edition'] });
  }
  const tiles = set.landDiamonds.length + set.riverDiamonds.length + set.triangles.length;
  if (tiles > MAX_TILES || set.riverDiamonds.length > MAX_RIVER_TILES) {
    return ruleError('invalid-setup', `A component set may hold at most ${MAX_TILES} tiles and ${MAX_RIVER_TILES} river diamonds.`, { path: ['data'] });
  }
  if (set.landDiamonds.length === 0) return ruleError('invalid-setup', 'A component set needs at least one land diamond.', { path: ['data', 'landDiamonds'] });
  // The reference sets are checked by the data tests; a loaded save usually carries one of them,
  // and comparing is far cheaper than the deep checks. Any other set gets the deep checks, which
  // load from their own entry (LV-SETUP-6; refused, naming it, when it was not imported).
  if (jsonEqual(set, editionComponents(options))) return null;
  return checkCustomData(set);
}

/**
 * Lost Valley (second edition 2014, first edition 2004): prospectors explore a valley tile by
 * tile until the last land diamond is laid, then winter comes down the river.
 *
 * @example
 * const state = createGame({ game: 'lost-valley', players: 3, seed: 'demo' });
 */
// Typed by name, so that the declarations print the names instead of the expanded types.
export const lostValley: GameDefinition<LostValleyGameState, LostValleyAction, LostValleyChance, LostValleyOptions, LostValleyComponents> = defineGame({
  id: 'lost-valley',
  facts: lostValleyFacts,
  optionsSchema: LostValleyOptionsSchema,
  optionDocs: lostValleyOptionDocs,
  dataSchema: LostValleyComponentsSchema,
  stateSchema: LostValleyStateSchema,
  actionSchema: LostValleyActionSchema,
  chanceOutcomeSchema: LostValleyChanceSchema,
  variants: lostValleyVariants,
  defaultData: editionComponents,
  // States name these sets instead of carrying them (docs/component-data.md); the first
  // edition's joins them when its entry is imported (docs/first-edition-entry.md).
  componentSets: editionSets,
  // LV-EDITION-1: a first-edition game needs lost-valley-engine/lost-valley/first-edition.
  refuseOptions: editionRefusal,
  validateData: validateSet,
  // LV-SAVE-2: the save invariants load from lost-valley-engine/lost-valley/save-checks.
  validateState: checkSavedState,
  maxPlies: (options) => lostValleyMaxPlies(options),
  // The first edition (2004) is for 2 to 4 players, the second for 2 to 6 (LV-SEAT-1).
  // LV-FE-SEAT-1: the refusal of a fifth first-edition seat names the rule; LV-TEAM-20: the team
  // forms narrow the range to their own seat counts.
  playerRange: (options) => {
    const edition = editionSeats(options);
    const team = teamPlayerRange(options);
    return team ? { ...team, min: Math.max(team.min, edition.min), max: Math.min(team.max, edition.max) } : edition;
  },
  setup: initialLostValleyState,
  activePlayers: lostValleyActivePlayers,
  legalActions: lostValleyLegalActions,
  isLegalAction: lostValleyIsLegal,
  explainIllegal: explainLostValleyIllegal,
  applyAction: applyLostValleyAction,
  chanceOutcomes: lostValleyChanceOutcomes,
  applyChance: applyLostValleyChance,
  isTerminal: (state) => state.g.ended !== null,
  outcome: (state) => lostValleyOutcome(contextOf(state), state.g),
  view: lostValleyView,
  determinize: lostValleyDeterminize,
  // The undo check replays no world for a step that reads nothing hidden (game/cannot-reveal.ts).
  cannotReveal: lostValleyCannotReveal,
  // LV-TEAM-4 … LV-TEAM-6: partners by seat; the two-player form's seats each lead their own team.
  teams: (state) => {
    const seats = seatTeams(state.options, state.players);
    return new Set(seats).size < seats.length ? seats : null;
  },
  // The sentences load from their own entry (docs/event-sentences-entry.md).
  describeEvent: lostValleyEventSentence,
});
