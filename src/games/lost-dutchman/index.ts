import { componentsOf } from '../../core/components.js';
import { scoreOf } from './scoring.js';
import { defineGame, type GameDefinition } from '../../core/definition.js';
import type { DutchmanData } from './data/data-schema.js';
import { DutchmanDataSchema } from './data/data-schema.js';
import { referenceSet } from './data/reference-set.js';
import { validateDutchmanData } from './data/validate-data.js';
import { describeDutchmanEvent } from './describe.js';
import { explainDutchmanIllegal } from './explain.js';
import { dutchmanFacts } from './facts.js';
import { applyDutchmanAction, applyDutchmanChance, decidingSeat, dutchmanChanceOutcomes, dutchmanLegalActions } from './flow.js';
import { DutchmanOptionsSchema, dutchmanOptionDocs, type DutchmanOptions } from './options.js';
import { DutchmanActionSchema, DutchmanChanceSchema, DutchmanStateSchema, type DutchmanAction, type DutchmanChance, type DutchmanGameState } from './schemas.js';
import { dutchmanOutcome } from './scoring.js';
import { initialDutchmanState } from './setup.js';
import { validateDutchmanState } from './validate-state.js';
import { dutchmanVariants } from './variants.js';

/**
 * Plies a turn may take besides those that use up components (see {@link dutchmanFacts}).
 *
 * @example
 * PLIES_PER_TURN; // 40
 */
export const PLIES_PER_TURN = 40;

/**
 * Land changes a game can hold: each of the 120 land tiles is discovered once and leaves once.
 *
 * @example
 * LAND_CHANGES; // 240
 */
export const LAND_CHANGES = 240;

/**
 * A true bound on the turns of a game (LD-END-5, LD-END-6): a turn that changes nothing in the
 * land area is followed by at most `stallRounds × players − 1` more such turns before the stall
 * ends the game, and at most {@link LAND_CHANGES} turns change the land; `maxRounds`, when set,
 * bounds it too. Tiles, tokens, items and events are used up, so besides the turns a game holds a
 * bounded number of plies for them; roll-offs could in theory repeat, 300 plies cover them.
 *
 * @example
 * dutchmanMaxTurns({ maxRounds: null, stallRounds: 20, creviceEvent: false, creviceToCamps: false, waterDropUnderDrop: 'acts' }, 4); // 19360
 */
export function dutchmanMaxTurns(options: DutchmanOptions, players: number): number {
  const byStall = (LAND_CHANGES + 1) * options.stallRounds * players;
  return options.maxRounds === null ? byStall : Math.min(byStall, options.maxRounds * players);
}

/**
 * Legend of the Lost Dutchman (Crash Games, 2013): 2 to 5 prospectors race over a land area of
 * tile stacks and along the treasure map to the Dutchman's mine before the water runs dry.
 *
 * @example
 * const state = createGame({ game: 'lost-dutchman', players: 3, seed: 'demo' });
 */
// Typed by name, so that the declarations print the names instead of the expanded types.
export const lostDutchman: GameDefinition<DutchmanGameState, DutchmanAction, DutchmanChance, DutchmanOptions, DutchmanData> = defineGame({
  id: 'lost-dutchman',
  facts: dutchmanFacts,
  optionsSchema: DutchmanOptionsSchema,
  optionDocs: dutchmanOptionDocs,
  dataSchema: DutchmanDataSchema,
  stateSchema: DutchmanStateSchema,
  actionSchema: DutchmanActionSchema,
  chanceOutcomeSchema: DutchmanChanceSchema,
  variants: dutchmanVariants,
  defaultData: () => referenceSet,
  componentSets: { 'lost-dutchman/reference-set': referenceSet },
  validateData: (data) => validateDutchmanData(data),
  validateState: (g, data, players, options) => validateDutchmanState(g, data, players, options),
  maxPlies: (options: DutchmanOptions, players: number) => dutchmanMaxTurns(options, players) * PLIES_PER_TURN + 120 * 6 + 300,
  setup: ({ players, data }) => initialDutchmanState(data, players),
  activePlayers: (state) => {
    const seat = decidingSeat(state.g);
    return seat === null ? [] : [seat];
  },
  legalActions: dutchmanLegalActions,
  explainIllegal: explainDutchmanIllegal,
  applyAction: applyDutchmanAction,
  chanceOutcomes: dutchmanChanceOutcomes,
  applyChance: applyDutchmanChance,
  isTerminal: (state) => state.g.ended !== null && state.g.queue.length === 0,
  outcome: (state) => dutchmanOutcome(componentsOf(state), state.g),
  // Nothing is private to a seat: unseen tiles, tokens and events are not identified in the state.
  view: (state) => state.g,
  // Every prospector's tiles lie face up (LD-END-2 counts them): the end's score is public all along.
  runningScores: (state) => state.g.prospectors.map((_, seat) => scoreOf(componentsOf(state), state.g, seat)),
  describeEvent: describeDutchmanEvent,
});
