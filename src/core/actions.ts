import type { JsonValue } from './json.js';
import type { PlayerId } from './state.js';

/**
 * An action of a seat. Every game fixes its own shapes (see its action schema); all carry `type`
 * and `player`.
 *
 * @example
 * const action: PlayerAction = { type: 'pass', player: 0 };
 */
export interface PlayerAction {
  readonly type: string;
  readonly player: PlayerId;
}

/**
 * The outcome of a chance node given as an action (external chance, and every game record).
 *
 * @example
 * const throwOf: ChanceAction = { type: 'chance', outcome: { discs: [1, 2, 0] } };
 */
export interface ChanceAction<C = JsonValue> {
  readonly type: 'chance';
  readonly outcome: C;
}

/**
 * Anything that `applyAction` applies.
 *
 * @example
 * const a: Action = { type: 'chance', outcome: { discs: [0, 0, 1] } };
 */
export type Action = PlayerAction | ChanceAction<unknown>;

/**
 * Something that happened, as data, for UIs to animate and logs to narrate. An event that shows
 * a secret lists the seats that may see it in `visibleTo`; without it every seat may.
 *
 * @example
 * const e: GameEvent = { type: 'markers-turned-up', player: 0, areas: [3, 4] };
 */
export interface GameEvent {
  readonly type: string;
  readonly visibleTo?: readonly PlayerId[] | undefined;
  readonly [field: string]: unknown;
}

/**
 * One outcome of a chance node with its exact probability.
 *
 * @example
 * const c: ChanceOption = { outcome: { discs: [0, 0, 1] }, probability: 0.125 };
 */
export interface ChanceOption<C = JsonValue> {
  readonly outcome: C;
  readonly probability: number;
}

/**
 * The result of a finished game: a score per seat, the winners (all who share the best result),
 * and the tie-break that decided it, if one was needed.
 *
 * @example
 * const o: Outcome = { scores: [46, 45], winners: [0], tieBreak: null, reason: 'board-cleared' };
 */
export interface Outcome {
  readonly scores: readonly number[];
  readonly winners: readonly PlayerId[];
  readonly tieBreak: string | null;
  readonly reason: string;
}
