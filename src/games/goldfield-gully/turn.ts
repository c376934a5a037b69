import type { ChanceOption } from '../../core/actions.js';
import type { GullyEvent } from './event-schemas.js';
import type { StepResult } from '../../core/definition.js';
import type { PlayerId } from '../../core/state.js';
import { applyCommit, commitActions, uncommitted } from './commit.js';
import type { GullyOptions } from './options.js';
import { applyTokenDraw, tokenDrawOutcomes } from './refill.js';
import { driveRound } from './round-driver.js';
import type { GullyAction, GullyChance, GullyGameState } from './schemas.js';
import { applySheriffRoll } from './sheriff.js';
import { applyMove, applyShootoutRoll, moveActions } from './shootout.js';
import { tableOf, type GullyState } from './table.js';
import { applyTreasureRoll } from './treasure.js';
import { applyWindowAction, windowActions } from './windows.js';

/**
 * The six faces of an action die, each 1/6 (shared and frozen): every seat's die (GG-COMP-4).
 *
 * @example
 * DIE_OUTCOMES.length; // 6
 * @internal
 */
export const DIE_OUTCOMES: readonly ChanceOption<GullyChance>[] = Object.freeze(
  [1, 2, 3, 4, 5, 6].map((die) => Object.freeze({ outcome: Object.freeze({ die }), probability: 1 / 6 })),
);

/**
 * The seats that may act now: every seat still to commit (at once, GG-READ-2), the seat whose turn
 * it is in a window, or the loser to move.
 *
 * @example
 * gullyActivePlayers(state); // [0, 1, 2] at the start of a round
 */
export function gullyActivePlayers(state: GullyState): readonly PlayerId[] {
  const g = state.g;
  if (g.phase === 'commit') return uncommitted(g);
  if (g.phase === 'window') return [g.window!.order[g.window!.turn]!];
  if (g.phase === 'move') return [g.shootout!.losers[0]!];
  return [];
}

/**
 * Every legal action of a seat, in a stable order; [] when it may not act.
 *
 * @example
 * gullyLegalActions(state, 0);
 */
export function gullyLegalActions(state: GullyState, player: PlayerId): readonly GullyAction[] {
  const g = state.g;
  if (g.phase === 'commit') return g.choice[player] === null ? commitActions(player) : [];
  if (g.phase === 'window') return g.window!.order[g.window!.turn] === player ? windowActions(tableOf(state), g, player) : [];
  if (g.phase === 'move') return g.shootout!.losers[0] === player ? moveActions(g, player) : [];
  return [];
}

/**
 * Applies a legal action: its phase's step, then the round driver takes the round on from there.
 *
 * @example
 * applyGullyAction(state, { type: 'bank', player: 0 });
 */
export function applyGullyAction(state: GullyState, action: GullyAction): StepResult<GullyGameState> {
  const events: GullyEvent[] = [];
  const table = tableOf(state);
  const g = state.g;
  switch (action.type) {
    case 'gather':
    case 'bank':
      return { g: driveRound(table, applyCommit(g, action, events), { kind: 'commitments' }, events), events };
    case 'modify':
    case 'pass':
      return { g: driveRound(table, applyWindowAction(table, g, action, events), { kind: 'window-turn', window: g.window! }, events), events };
    case 'move':
      return { g: driveRound(table, applyMove(g, action, events), { kind: 'moves' }, events), events };
  }
}

/**
 * The outcomes of the pending chance node: a token drawn from the stack, or a die.
 *
 * @example
 * gullyChanceOutcomes(state); // DIE_OUTCOMES at a roll
 */
export function gullyChanceOutcomes(state: GullyState): readonly ChanceOption<GullyChance>[] {
  const phase = state.g.phase;
  if (phase === 'refill') return tokenDrawOutcomes(state.g.stack);
  if (phase === 'treasure-roll' || phase === 'shootout-roll' || phase === 'sheriff-roll') return DIE_OUTCOMES;
  return [];
}

/**
 * Applies a chance outcome listed by {@link gullyChanceOutcomes}: its phase's step, then the round
 * driver takes the round on from there.
 *
 * @example
 * applyGullyChance(state, { die: 6 });
 */
export function applyGullyChance(state: GullyState, outcome: GullyChance): StepResult<GullyGameState> {
  const events: GullyEvent[] = [];
  const table = tableOf(state);
  const g = state.g;
  if ('token' in outcome) return { g: driveRound(table, applyTokenDraw(table, g, outcome.token, events), { kind: 'refill' }, events), events };
  const die = outcome.die;
  if (g.phase === 'treasure-roll') {
    return { g: driveRound(table, applyTreasureRoll(g, die, events), { kind: 'treasure-rolled', seat: g.rolling! }, events), events };
  }
  if (g.phase === 'shootout-roll') return { g: driveRound(table, applyShootoutRoll(g, die, events), { kind: 'shootout-rolls' }, events), events };
  return { g: driveRound(table, applySheriffRoll(g, die, events), { kind: 'sheriff-rolled' }, events), events };
}

/** The most tokens any town may hold and the most its quotas may ask each round (its schema's bounds). */
const MAX_TOKENS = 60;
const MAX_QUOTA = 72;

/**
 * A bound on the plies of a game (actions and chance outcomes) for any valid town; see the facts'
 * note.
 *
 * @example
 * gullyMaxPlies(options, 5);
 */
export function gullyMaxPlies(options: GullyOptions, players: number): number {
  const limit = options.shootoutRollLimit;
  const quota = MAX_QUOTA;
  // Windows in a round: a treasure window per gatherer, one per shootout roll round, the sheriff's.
  const windows = players + limit * players + 1;
  const perRound = quota + players * 3 + limit * players + 1 + windows * players;
  const finalShootout = limit * players + limit * players;
  const tokens = MAX_TOKENS;
  return options.rounds * perRound + finalShootout + tokens * (players + 1);
}
