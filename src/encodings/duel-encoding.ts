import { componentsOf } from '../core/components.js';
import type { Action } from '../core/actions.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerView } from '../core/view.js';
import { actionTableOf } from '../games/mountain-river-duel/api.js';
import type { Board, DuelOptions, DuelAction, DuelGameState } from '../games/mountain-river-duel/api.js';
import type { FeatureWriter } from './feature-writer.js';
import type { GameEncoding } from './game-encoding.js';

const MARKER_STATES = ['down', 'up', 'claimed'] as const;
const DISC_SLOTS = 3;
const DISC_FACES = 3;
const DISC_LEVELS = 4;
const MAX_THROWN = 5;

interface DuelIndex {
  /** Every straight run the board has, shortest first (singles in area order), as area lists. */
  readonly runs: readonly (readonly number[])[];
  /** A run's number by {@link runKey} of its areas. */
  readonly runIndex: ReadonlyMap<number | string, number>;
  /** The base of {@link runKey}: one more than the largest area id, or 0 when ids are not small whole numbers. */
  readonly keyBase: number;
  /** Area id to its position on the board. */
  readonly areaAt: ReadonlyMap<number, number>;
  /** The index of each of the action table's shared action objects (the rules list those): one lookup by identity. */
  readonly byAction: ReadonlyMap<Action, number>;
  /** The most gold of any area, to scale each area's gold into 0 … 1. */
  readonly mostGold: number;
  readonly size: number;
}

const indexCache = new WeakMap<Board, DuelIndex>();

// A run's areas as one number (digits in base `keyBase`): no string per legal action. Runs
// have at most five areas; ids that are not small whole numbers fall back to a joined string.
function runKey(areas: readonly number[], keyBase: number): number | string {
  if (keyBase === 0) return areas.join(',');
  let key = 0;
  for (const area of areas) {
    if (!Number.isInteger(area) || area < 0 || area >= keyBase - 1) return -1;
    key = key * keyBase + area + 1;
  }
  return key;
}

function duelIndex(board: Board): DuelIndex {
  const cached = indexCache.get(board);
  if (cached) return cached;
  const table = actionTableOf(board);
  const runs = table.runs.flatMap((ofLength) => ofLength.map((run) => run.areas));
  const largest = Math.max(0, ...board.areas.map((area) => area.id));
  const longest = Math.max(0, ...runs.map((areas) => areas.length));
  const small = board.areas.every((area) => Number.isInteger(area.id) && area.id >= 0);
  const keyBase = small && (largest + 2) ** longest < Number.MAX_SAFE_INTEGER ? largest + 2 : 0;
  const runIndex = new Map<number | string, number>(runs.map((areas, index) => [runKey(areas, keyBase), index]));
  const areaAt = new Map(board.areas.map((area, index) => [area.id, index]));
  const mostGold = Math.max(1, ...board.areas.map((area) => area.gold));
  const size = runs.length + board.areas.length + 1;
  const byAction = new Map<Action, number>();
  table.runs.flat().forEach((run, at) => run.actions.forEach((action) => byAction.set(action, at)));
  for (const seatTurnDowns of table.turnDowns) seatTurnDowns.forEach((action, at) => byAction.set(action, runs.length + at));
  for (const pass of table.pass) byAction.set(pass, size - 1);
  const built = { runs, runIndex, keyBase, areaAt, byAction, mostGold, size };
  indexCache.set(board, built);
  return built;
}

function indexIn(index: DuelIndex, action: Action): number {
  // The rules list the table's own frozen objects; any other equal action is matched by value.
  const known = index.byAction.get(action);
  if (known !== undefined) return known;
  const duel = action as DuelAction;
  if (duel.type === 'turn-up') return Array.isArray(duel.areas) ? (index.runIndex.get(runKey(duel.areas, index.keyBase)) ?? -1) : -1;
  if (duel.type === 'turn-down') {
    const at = index.areaAt.get(duel.area);
    return at === undefined ? -1 : index.runs.length + at;
  }
  if (duel.type === 'pass') return index.size - 1;
  return -1;
}

/**
 * The duel's encoding. Actions: every straight run of 1 to 5 areas that a turn-up can name
 * (shortest first, singles in area order, then each line's runs from its start), then turning
 * down each area in board order, then pass. The observation is laid out in `docs/encodings.md`.
 *
 * @example
 * duelEncoding.actionSpaceSize(state); // 1 010 runs … on the default board
 */
export const duelEncoding: GameEncoding = {
  game: 'mountain-river-duel',
  actionSpaceSize: (state) => duelIndex(componentsOf(state) as Board).size,
  actionToIndex: (state: AnyGameState, action: Action): number => indexIn(duelIndex(componentsOf(state) as Board), action),
  actionsToIndices: (state, _seat, actions) => {
    const index = duelIndex(componentsOf(state) as Board);
    return actions.map((action) => indexIn(index, action));
  },
  indexToAction(state: AnyGameState, seat: number, at: number): DuelAction | null {
    const board = componentsOf(state) as Board;
    const index = duelIndex(board);
    if (!Number.isInteger(at) || at < 0 || at >= index.size) return null;
    if (at < index.runs.length) return { type: 'turn-up', player: seat, areas: [...index.runs[at]!] };
    if (at < index.size - 1) return { type: 'turn-down', player: seat, area: board.areas[at - index.runs.length]!.id };
    return { type: 'pass', player: seat };
  },
  writeObservation(view: PlayerView, out: FeatureWriter): void {
    const g = view.g as unknown as DuelGameState;
    const board = componentsOf(view) as Board;
    const options = view.options as DuelOptions;
    const seat = view.seat ?? 0;
    const { mostGold } = duelIndex(board);
    board.areas.forEach((area, at) => {
      const marker = g.markers[at];
      out.oneHot(marker === 'down' ? 0 : marker === 'up' ? 1 : marker === 'claimed' ? 2 : -1, MARKER_STATES.length);
      out.value(area.gold / mostGold);
    });
    out.value(g.gold[seat]!);
    out.value(g.gold[1 - seat]!);
    out.flag(options.mountainSeat === seat);
    out.flag(g.mover === seat);
    out.flag(g.phase === 'throw');
    out.flag(g.phase === 'dig');
    for (let disc = 0; disc < DISC_SLOTS; disc++) out.oneHot(g.discs?.[disc] ?? -1, DISC_FACES);
    out.oneHot(g.thrown ?? 0, MAX_THROWN + 1);
    out.oneHot(g.discLevel, DISC_LEVELS);
    out.value(g.turn / options.maxTurns);
    out.flag(view.terminal);
  },
};
