import { defineGame } from '../../core/definition.js';
import { ruleError } from '../../core/errors.js';
import { BoardSchema, type Board } from './board/board-schema.js';
import { turnRiverLayer } from './board/transform.js';
import { validateBoard } from './board/validate-board.js';
import { defaultBoard } from './data/default-board.js';
import { describeDuelEvent } from './describe.js';
import { explainDuelIllegal } from './explain.js';
import { duelFacts } from './facts.js';
import { DuelOptionsSchema, duelOptionDocs, type DuelOptions } from './options.js';
import { DuelActionSchema, DuelChanceSchema, DuelStateSchema, type DuelGameState } from './schemas.js';
import { applyDig, applyThrow, duelChanceOutcomes, duelLegalActions, initialDuelState } from './turn.js';
import { validateDuelState } from './validate-state.js';
import { duelVariants } from './variants.js';

const turnedDefaults = new Map<string, Board>();

/**
 * The mountain/river duel (Chinagold, Günter Cornett, 2004): one seat digs the mountains, the
 * other pans the rivers, on one board of 91 prospecting areas.
 *
 * @example
 * const state = createGame({ game: 'mountain-river-duel', players: 2, seed: 'demo' });
 */
export const mountainRiverDuel = defineGame({
  id: 'mountain-river-duel',
  facts: duelFacts,
  optionsSchema: DuelOptionsSchema,
  optionDocs: duelOptionDocs,
  dataSchema: BoardSchema,
  stateSchema: DuelStateSchema,
  actionSchema: DuelActionSchema,
  chanceOutcomeSchema: DuelChanceSchema,
  variants: duelVariants,
  defaultData: () => defaultBoard,
  componentSets: { 'mountain-river-duel/reference-board': defaultBoard },
  validateData: (board) => validateBoard(board),
  prepareData: (board, options) => {
    const key = `${options.riverRotation}/${options.riverReflection}`;
    // The default board's turned layers are shared, so their geometry is computed once.
    const cached = board === defaultBoard ? turnedDefaults.get(key) : undefined;
    if (cached) return { ok: true, data: cached };
    const turned = turnRiverLayer(board, options.riverRotation, options.riverReflection);
    if (!turned) {
      return { ok: false, error: ruleError('invalid-setup', 'The river layer cannot be turned that way on this board: it is not symmetric.', { rule: 'MRD-MAT-6', path: ['options', 'riverRotation'] }) };
    }
    if (board === defaultBoard) turnedDefaults.set(key, turned);
    return { ok: true, data: turned };
  },
  validateState: (g: DuelGameState, board: Board, _players: number, options: DuelOptions) => validateDuelState(g, board, options),
  maxPlies: (options: DuelOptions) => options.maxTurns * 2,
  setup: ({ options, data }) => initialDuelState(data, options),
  activePlayers: (state) => (state.g.ended === null && state.g.phase === 'dig' ? [state.g.mover] : []),
  legalActions: duelLegalActions,
  explainIllegal: explainDuelIllegal,
  applyAction: applyDig,
  chanceOutcomes: duelChanceOutcomes,
  applyChance: applyThrow,
  isTerminal: (state) => state.g.ended !== null,
  outcome: (state) => {
    const g = state.g;
    if (g.ended === null) return null;
    const best = Math.max(g.gold[0], g.gold[1]);
    const winners = [0, 1].filter((seat) => g.gold[seat as 0 | 1] === best);
    // MRD-END-1: the seat with more gold wins; MRD-END-2: equal gold is a draw, both seats share the result.
    return { scores: [g.gold[0], g.gold[1]], winners, tieBreak: null, reason: g.ended };
  },
  view: (state) => state.g,
  // The gold each seat has claimed is on the table for all to see.
  runningScores: (state) => [...state.g.gold],
  describeEvent: describeDuelEvent,
});
