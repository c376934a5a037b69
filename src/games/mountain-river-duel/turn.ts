import { componentsOf } from '../../core/components.js';
import type { ChanceOption } from '../../core/actions.js';
import type { DuelEvent } from './event-schemas.js';
import type { StepResult } from '../../core/definition.js';
import type { GameState } from '../../core/state.js';
import type { Board } from './board/board-schema.js';
import { geometryOf } from './board/geometry.js';
import { claimCompleted } from './claims.js';
import { digActions } from './dig.js';
import { reducedLevel, throwOutcomesCached } from './discs.js';
import type { DuelOptions } from './options.js';
import type { DuelAction, DuelChance, DuelGameState, Marker } from './schemas.js';

/**
 * A duel state: the core envelope around the duel's own part.
 *
 * @example
 * const state = createGame({ game: 'mountain-river-duel', players: 2, seed: 1 }) as DuelState;
 */
export type DuelState = GameState<DuelGameState, DuelOptions, Board>;

/**
 * The first state of the duel's own part: every marker face down, all three discs, the first
 * player about to throw (MRD-SETUP-1, MRD-TURN-1); a board so small that the discs are already reduced starts reduced (MRD-DISC-5).
 *
 * @example
 * initialDuelState(defaultBoard, options);
 */
export function initialDuelState(board: Board, options: DuelOptions): DuelGameState {
  const markers: Marker[] = board.areas.map(() => 'down');
  const discLevel = reducedLevel(geometryOf(board), markers, 0);
  return {
    markers,
    gold: [0, 0],
    discLevel,
    mover: options.firstPlayer,
    turn: 1,
    phase: discLevel === 3 ? 'dig' : 'throw',
    discs: null,
    thrown: null,
    ended: null,
  };
}

/**
 * The outcomes of the pending throw; `[]` outside a throw.
 *
 * @example
 * duelChanceOutcomes(state).length; // 8 at the start
 */
export function duelChanceOutcomes(state: DuelState): readonly ChanceOption<DuelChance>[] {
  const g = state.g;
  if (g.ended !== null || g.phase !== 'throw') return [];
  return throwOutcomesCached(g.discLevel, state.options.discEdgeProbability);
}

/**
 * Applies a throw: the sum of the faces is how many markers must be turned (MRD-DIG-1).
 *
 * @example
 * applyThrow(state, { discs: [1, 2, 2] }); // thrown = 5
 */
export function applyThrow(state: DuelState, outcome: DuelChance): StepResult<DuelGameState> {
  let thrown = 0;
  for (const face of outcome.discs) thrown += face;
  const before = state.g;
  // Every field written out, in the schema's order: a spread with overrides was the hottest line
  // of a random playout (V8 copies such objects field by field on a slow path).
  const g: DuelGameState = {
    markers: before.markers,
    gold: before.gold,
    discLevel: before.discLevel,
    mover: before.mover,
    turn: before.turn,
    phase: 'dig',
    discs: outcome.discs,
    thrown,
    ended: before.ended,
  };
  return { g, events: [{ type: 'discs-thrown', player: before.mover, discs: outcome.discs, sum: thrown }] };
}

/**
 * The legal actions of a seat: the mover's digs in the dig phase, nothing otherwise.
 *
 * @example
 * duelLegalActions(state, 0);
 */
export function duelLegalActions(state: DuelState, player: number): DuelAction[] {
  const g = state.g;
  if (g.ended !== null || g.phase !== 'dig' || player !== g.mover) return [];
  return digActions(componentsOf(state), g.markers, player, g.thrown);
}

/**
 * Applies a legal dig, the claims it causes (the engine makes every claim itself: MRD-CLAIM-3),
 * and the end of the turn.
 *
 * @example
 * applyDig(state, { type: 'turn-up', player: 0, areas: [3, 4] });
 */
export function applyDig(state: DuelState, action: DuelAction): StepResult<DuelGameState> {
  const g = state.g;
  const events: DuelEvent[] = [];
  let markers: Marker[] = g.markers;
  let gold = g.gold;
  let claimed = false;
  if (action.type === 'turn-up') {
    markers = g.markers.slice();
    for (const id of action.areas) markers[id] = 'up';
    events.push({ type: 'markers-turned-up', player: action.player, areas: action.areas });
    const claims = claimCompleted(componentsOf(state), geometryOf(componentsOf(state)), markers, action.areas, g.mover, state.options.mountainSeat, g.gold);
    markers = claims.markers;
    gold = claims.gold;
    claimed = claims.events.length > 0;
    events.push(...claims.events);
  } else if (action.type === 'turn-down') {
    markers = g.markers.slice();
    markers[action.area] = 'down';
    events.push({ type: 'marker-turned-down', player: action.player, area: action.area });
  } else {
    events.push({ type: 'passed', player: action.player });
  }
  return endTurn(state, markers, gold, events, claimed);
}

function boardCleared(markers: readonly Marker[]): boolean {
  for (let i = 0; i < markers.length; i++) if (markers[i] !== 'claimed') return false;
  return true;
}

function endTurn(state: DuelState, markers: Marker[], gold: [number, number], events: DuelEvent[], claimed: boolean): StepResult<DuelGameState> {
  const g = state.g;
  // Every next state written out in the schema's order (see applyThrow). Only a turn that
  // claimed can clear the board: it was not clear before (the game went on). MRD-END-1: a
  // cleared board ends the game.
  if (claimed && boardCleared(markers)) {
    events.push({ type: 'game-ended', reason: 'board-cleared', gold });
    return { g: { markers, gold, discLevel: g.discLevel, mover: g.mover, turn: g.turn, phase: g.phase, discs: null, thrown: null, ended: 'board-cleared' }, events };
  }
  // MRD-END-3: the turn limit ends a game that turning markers down would keep going.
  if (g.turn >= state.options.maxTurns) {
    events.push({ type: 'game-ended', reason: 'turn-limit', gold });
    return { g: { markers, gold, discLevel: g.discLevel, mover: g.mover, turn: g.turn, phase: g.phase, discs: null, thrown: null, ended: 'turn-limit' }, events };
  }
  // MRD-DISC-5: the reduction check runs before every throw, and cascades.
  const discLevel = g.discLevel === 3 ? 3 : reducedLevel(geometryOf(componentsOf(state)), markers, g.discLevel);
  if (discLevel !== g.discLevel) events.push({ type: 'discs-reduced', from: g.discLevel, to: discLevel });
  // MRD-TURN-2: the opponent takes the next turn the same way.
  const mover = g.mover === 0 ? 1 : 0;
  events.push({ type: 'turn-started', player: mover, turn: g.turn + 1 });
  return {
    g: { markers, gold, discLevel, mover, turn: g.turn + 1, phase: discLevel === 3 ? 'dig' : 'throw', discs: null, thrown: null, ended: null },
    events,
  };
}
