import { defineGame } from '../../core/definition.js';
import { gullyCannotReveal } from './cannot-reveal.js';
import { defaultTown } from './data/default-town.js';
import { TownSchema, validateTown } from './data/town-schema.js';
import { describeGullyEvent } from './describe.js';
import { explainGullyIllegal } from './explain.js';
import { explainGullyInactive } from './explain-inactive.js';
import { gullyFacts } from './facts.js';
import { GullyOptionsSchema, gullyOptionDocs } from './options.js';
import { finalScores } from './game-end.js';
import { startFirstRound } from './round-driver.js';
import { GullyActionSchema, GullyChanceSchema, GullyStateSchema } from './schemas.js';
import { gullyDeterminize, gullyView } from './secrets.js';
import { validateGullyState } from './validate-state.js';
import {
  applyGullyAction,
  applyGullyChance,
  gullyActivePlayers,
  gullyChanceOutcomes,
  gullyLegalActions,
  gullyMaxPlies,
} from './turn.js';
import { gullyVariants } from './variants.js';

/**
 * Goldfield Gully (the second game of the Lost Dutchman box): 2 to 5 prospectors gather gold in
 * front of six buildings for 10 rounds, committing in secret, shooting out over shared buildings,
 * dodging the sheriff and banking in time.
 *
 * @example
 * const state = createGame({ game: 'goldfield-gully', players: 3, seed: 'demo' });
 */
export const goldfieldGully = defineGame({
  id: 'goldfield-gully',
  facts: gullyFacts,
  optionsSchema: GullyOptionsSchema,
  optionDocs: gullyOptionDocs,
  dataSchema: TownSchema,
  stateSchema: GullyStateSchema,
  actionSchema: GullyActionSchema,
  chanceOutcomeSchema: GullyChanceSchema,
  variants: gullyVariants,
  defaultData: () => defaultTown,
  componentSets: { 'goldfield-gully/reference-town': defaultTown },
  validateData: (town) => validateTown(town),
  validateState: validateGullyState,
  maxPlies: (options, players) => gullyMaxPlies(options, players),
  setup: ({ players, options, data }) => startFirstRound({ players, options, town: data }),
  activePlayers: gullyActivePlayers,
  legalActions: gullyLegalActions,
  explainIllegal: explainGullyIllegal,
  explainInactive: explainGullyInactive,
  applyAction: applyGullyAction,
  chanceOutcomes: gullyChanceOutcomes,
  applyChance: applyGullyChance,
  isTerminal: (state) => state.g.phase === 'over',
  outcome: (state) => {
    const g = state.g;
    if (g.phase !== 'over' || g.winner === null) return null;
    // GG-END-1, GG-END-2: one winner; a tie at the top was settled by the shootout.
    return {
      scores: finalScores(g, state.options),
      winners: [g.winner],
      tieBreak: g.tieShootout ? 'shootout' : null,
      reason: 'rounds-played',
    };
  },
  view: gullyView,
  determinize: gullyDeterminize,
  cannotReveal: gullyCannotReveal,
  // Banked and unbanked gold are both public (GG-READ-7), and both count at the end (GG-READ-8).
  runningScores: (state) => state.g.banked.map((gold, seat) => gold + state.g.unbanked[seat]!),
  describeEvent: describeGullyEvent,
});
