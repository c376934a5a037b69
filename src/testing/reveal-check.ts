import type { GameEvent, PlayerAction } from '../core/actions.js';
import { applyUnchecked } from '../core/apply.js';
import type { AnyGameDefinition } from '../core/definition.js';
import { jsonEqual } from '../core/json.js';
import { listsAction, requireDefinition, type AnyGameState } from '../core/runtime.js';
import { determinize, eventsFor, view } from '../core/view.js';
import { expectThat } from './failure.js';

/**
 * Where a step showed a seat something: the seat, the world (its index among that seat's), and
 * how (the action is not legal there or its rules throw, or the seat's view or its events of the
 * result differ from the real ones).
 *
 * @example
 * const found: RevealFound = { seat: 1, draw: 0, how: 'view' };
 */
export interface RevealFound {
  readonly seat: number;
  readonly draw: number;
  readonly how: 'illegal' | 'throws' | 'view' | 'events';
}

/**
 * Worlds each seat cannot tell from the state: `count` determinizations per seat, seeded
 * `${seed}/${seat}/${draw}`, each keeping the real generator, so that a step that goes on into
 * auto chance draws them as the real one does (the engine draws from the state's generator).
 * With `skipReal`, a world whose game part is the real state's own object is left out.
 *
 * @example
 * const worlds = revealWorlds(state, 3, `kit-${seed}-${state.ply}`); // worlds[seat][draw]
 */
export function revealWorlds(state: AnyGameState, count: number, seed: string, skipReal = false): AnyGameState[][] {
  const worlds: AnyGameState[][] = [];
  for (let seat = 0; seat < state.players; seat++) {
    const own: AnyGameState[] = [];
    for (let draw = 0; draw < count; draw++) {
      const world = determinize(state, seat, `${seed}/${seat}/${draw}`);
      // A world whose game part is the real one (nothing hidden from this seat) cannot differ.
      if (skipReal && world.g === state.g) continue;
      own.push({ ...world, rng: state.rng });
    }
    worlds.push(own);
  }
  return worlds;
}

/**
 * The full check a `cannotReveal` hook is held to, for one legal action of a state: in every
 * world of every seat (from {@link revealWorlds}) the action must be legal, and the step must
 * give that seat the same view and the same events (as `eventsFor` filters them) as the real
 * step. Returns the first place where it does not, or `null`.
 *
 * @example
 * const found = findReveal(state, action, revealWorlds(state, 12, 'probe'));
 */
export function findReveal(state: AnyGameState, action: PlayerAction, worlds: readonly (readonly AnyGameState[])[]): RevealFound | null {
  const game = requireDefinition(state);
  const real = applyUnchecked(state, action);
  for (let seat = 0; seat < worlds.length; seat++) {
    const own = worlds[seat] ?? [];
    // A seat with no world to compare needs no view or events of the real step.
    if (own.length === 0) continue;
    const seen = view(real.state, seat);
    const told = eventsFor(real.events, seat, real.state);
    for (let draw = 0; draw < own.length; draw++) {
      const how = replayIn(game, own[draw]!, action, seat, seen, told);
      if (how !== null) return { seat, draw, how };
    }
  }
  return null;
}

function replayIn(
  game: AnyGameDefinition,
  world: AnyGameState,
  action: PlayerAction,
  seat: number,
  seen: ReturnType<typeof view>,
  told: readonly GameEvent[],
): RevealFound['how'] | null {
  let after: { readonly state: AnyGameState; readonly events: GameEvent[] };
  try {
    // The list decides legality (the kit holds a game's `isLegalAction` to it separately).
    if (!listsAction(game, world, action)) return 'illegal';
    after = applyUnchecked(world, action);
  } catch {
    // Rules that cannot play the action in a world the seat cannot rule out have shown a difference.
    return 'throws';
  }
  if (!jsonEqual(view(after.state, seat), seen)) return 'view';
  if (!jsonEqual(eventsFor(after.events, seat, after.state), told)) return 'events';
  return null;
}

/** The legal actions a deep step asks the hook about: spread over each active seat's list. */
const ASKED = 2;

/**
 * The kit's `cannot-reveal-holds` check: where the game has a `cannotReveal` hook and it says
 * `true` for a legal action here (the played one, and the first and last of each active seat's
 * list: more made the light conformance run over 10% slower), the step is replayed in `worlds` worlds per seat (seeded from `seed`), and must show
 * each seat exactly what the real step shows it ({@link findReveal}). Games without the hook, or
 * without `determinize`, are skipped. Returns how many cleared actions it replayed.
 *
 * @example
 * const replayed = checkCannotReveal(state, played, 2, `kit-17-${state.ply}`, { ply: state.ply });
 */
export function checkCannotReveal(state: AnyGameState, played: PlayerAction | null, worlds: number, seed: string, where: Record<string, unknown>): number {
  const game = requireDefinition(state);
  const hook = game.cannotReveal;
  if (!hook || !game.determinize || worlds < 1 || game.isTerminal(state) || game.chanceOutcomes(state).length > 0) return 0;
  const cleared: PlayerAction[] = [];
  for (const seat of game.activePlayers(state)) {
    const legal = game.legalActions(state, seat) as readonly PlayerAction[];
    const asked = legal.length <= ASKED ? legal : Array.from({ length: ASKED }, (_, i) => legal[Math.round((i * (legal.length - 1)) / (ASKED - 1))]!);
    for (const action of played?.player === seat ? [played, ...asked] : asked) {
      if (!cleared.some((other) => jsonEqual(other, action)) && asks(hook, state, action, where)) cleared.push(action);
    }
  }
  if (cleared.length === 0) return 0;
  // One set of worlds per state, shared by the actions it clears.
  const drawn = revealWorlds(state, worlds, seed, true);
  if (drawn.every((own) => own.length === 0)) return 0;
  for (const action of cleared) {
    const found = findReveal(state, action, drawn);
    expectThat(
      found === null,
      'cannot-reveal-holds',
      `cannotReveal says a ${action.type} shows nobody anything, but in a world seat ${found?.seat} cannot rule out it ${describe(found?.how)}`,
      { ...where, action, seat: found?.seat, world: found?.draw },
    );
  }
  return cleared.length;
}

// The hook's answer; a hook that throws on a legal action of a real state is a fault of its own.
function asks(hook: NonNullable<AnyGameDefinition['cannotReveal']>, state: AnyGameState, action: PlayerAction, where: Record<string, unknown>): boolean {
  let answer: unknown;
  try {
    answer = hook(state, action);
  } catch (error) {
    expectThat(false, 'cannot-reveal-holds', `cannotReveal throws on a legal ${action.type}: ${String(error)}`, { ...where, action });
  }
  return answer === true;
}

function describe(how: RevealFound['how'] | undefined): string {
  switch (how) {
    case 'illegal':
      return 'is not legal';
    case 'throws':
      return 'cannot be played';
    case 'view':
      return 'leaves the seat another view';
    default:
      return 'tells the seat other events';
  }
}
