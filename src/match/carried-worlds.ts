import { applyUnchecked } from '../core/apply.js';
import { jsonEqual } from '../core/json.js';
import type { PlayerAction } from '../core/actions.js';
import type { AnyGameState } from '../core/runtime.js';
import type { PlayerId } from '../core/state.js';
import { determinize } from '../core/view.js';

/**
 * Where one seat's re-drawn worlds of a state come from, in the order the undo check takes
 * them: a world a checked step left (`state`), or the draws of a step the game's `cannotReveal`
 * let through unchecked (`determinize` of `base`, as that step would have drawn them); either
 * followed by the actions of the unchecked steps since, replayed only when a step needs the
 * world. An unchecked step costs nothing but this record, and a chain of them that ends in a
 * chance draw (a refusal that needs no worlds) is never replayed at all.
 *
 * @example
 * const source: WorldSource = { kind: 'world', state: world, actions: [] };
 * @internal
 */
export type WorldSource =
  | { readonly kind: 'world'; readonly state: AnyGameState; readonly actions: readonly PlayerAction[] }
  | { readonly kind: 'draws'; readonly base: AnyGameState; readonly actions: readonly PlayerAction[] };

/**
 * The seed of a re-drawn world: the same for a draw made at once or later from a record.
 *
 * @example
 * determinize(before, 1, worldSeed(before, 1, 0));
 * @internal
 */
export function worldSeed(base: AnyGameState, seat: PlayerId, draw: number): string {
  return `undo-check/${base.ply}/${seat}/${draw}`;
}

/**
 * Each source of a seat's worlds carried past a step the check did not replay: the step's action
 * added to every source, then that step's own draws, which it would have made where the carried
 * worlds fell short (a `cannotReveal` step leaves every difference of a world where it was, so
 * the worlds that count, and the draws needed, are the same a step later).
 *
 * @example
 * const next = carriedPast(inherited ?? [], before, step.action);
 * @internal
 */
export function carriedPast(sources: readonly WorldSource[], before: AnyGameState, action: PlayerAction): WorldSource[] {
  const next: WorldSource[] = sources.map((source) => ({ ...source, actions: [...source.actions, action] }));
  next.push({ kind: 'draws', base: before, actions: [action] });
  return next;
}

/**
 * A seat's worlds of `before` from its sources, each world handed to `check` until `worlds` of
 * them were checked or `check` says false (then false). A world equal to the real one is not
 * counted (it can only give the real result); a record's draws stop where the old check stopped
 * (nothing hidden, or `draws` tried). Unchecked steps are replayed without a legality check: the
 * game said they are legal in every world. Returns how many were checked, or false.
 *
 * @example
 * const counted = takeWorlds(sources, before, 1, 2, 12, (world) => replays(world));
 * @internal
 */
export function takeWorlds(
  sources: readonly WorldSource[],
  before: AnyGameState,
  seat: PlayerId,
  worlds: number,
  draws: number,
  check: (world: AnyGameState) => boolean,
): number | false {
  let counted = 0;
  for (const source of sources) {
    if (counted >= worlds) break;
    if (source.kind === 'world') {
      const world = replayed(source.state, source.actions);
      if (world === null || jsonEqual(world.g, before.g)) continue;
      counted++;
      if (!check(world)) return false;
      continue;
    }
    for (let draw = 0; draw < draws && counted < worlds; draw++) {
      const drawn = determinize(source.base, seat, worldSeed(source.base, seat, draw));
      // As at the step itself: the game part handed back as it was means nothing is hidden from
      // this seat; a world re-drawn as the real one can only give the real result.
      if (drawn.g === source.base.g) break;
      if (jsonEqual(drawn.g, source.base.g)) continue;
      const world = replayed(drawn, source.actions);
      if (world === null) continue;
      counted++;
      if (!check(world)) return false;
    }
  }
  return counted;
}

// The world after the unchecked steps' actions, or null where one cannot be played (which a
// game whose `cannotReveal` holds never gives; such a world is left out, as revealing nothing new).
function replayed(state: AnyGameState, actions: readonly PlayerAction[]): AnyGameState | null {
  let world = state;
  try {
    for (const action of actions) world = applyUnchecked(world, action).state;
  } catch {
    return null;
  }
  return world;
}
