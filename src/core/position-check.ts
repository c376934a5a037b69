import { ruleError, type RuleError } from './errors.js';
import type { JsonValue } from './json.js';
import type { AnyGameState } from './runtime.js';
import { applyAction } from './apply.js';
import { startGame } from './create.js';
import type { ChanceMode } from './state.js';
import { loadGameResult, saveGame } from './save.js';

/*
 * The one judge of a built position (the games' position builders, e.g. lost-valley's
 * `valleyPosition`): the position is saved and loaded as any save is, so the game's own
 * consistency checks (`validateState`, the save invariants) decide whether a game could hold it.
 * The builders never repeat those checks; they only keep components where the game keeps them.
 */

/**
 * What a position builder's `build()` returns: the position, loaded and checked as a save is, or
 * why no game can hold it (`position/impossible`, with the broken save invariant in
 * `details.invariant` and the core's refusal code in `details.refusal`).
 *
 * @example
 * const built: BuiltPosition<LostValleyState> = valleyPosition({ players: 2 }).build();
 * if (built.ok) legalActions(built.state, 0);
 */
export type BuiltPosition<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly error: RuleError };

/**
 * The refusal of a step of a position builder: `position/impossible`, naming the save invariant
 * the step would break (the same name `loadGame` reports in `details.invariant`) and, given as
 * `extra.rule`, the rule it comes from.
 *
 * @example
 * positionFault('goods-count', 'The supply holds no more rifle.', ['supply', 'rifle']);
 */
export function positionFault(invariant: string, message: string, path?: readonly (string | number)[], extra: { readonly rule?: string } & Record<string, JsonValue> = {}): RuleError {
  const { rule, ...details } = extra;
  return ruleError('position/impossible', `${message} (invariant ${invariant})`, {
    ...(typeof rule === 'string' ? { rule } : {}),
    ...(path === undefined ? {} : { path: [...path] }),
    details: { invariant, ...details },
  });
}

/**
 * Checks a built position the way a save is checked (`loadGameResult(saveGame(state))`): the
 * loaded state, or `position/impossible` carrying the game's rule, path and invariant. Never throws.
 *
 * @example
 * const r = checkPosition(state);
 * if (!r.ok) r.error.details?.invariant; // e.g. 'backpack-capacity'
 */
export function checkPosition<S extends AnyGameState>(state: S): BuiltPosition<S> {
  let loaded: ReturnType<typeof loadGameResult>;
  try {
    loaded = loadGameResult(saveGame(state));
  } catch (fault) {
    // A state that cannot even be written (a cycle, a bigint) is no position.
    return { ok: false, error: ruleError('position/impossible', `The position cannot be saved: ${fault instanceof Error ? fault.message : String(fault)}.`) };
  }
  if (loaded.ok) return { ok: true, state: loaded.state as S };
  const { error } = loaded;
  const details = error.details;
  const invariant = typeof details === 'object' && details !== null && !Array.isArray(details) ? details.invariant : undefined;
  return {
    ok: false,
    error: ruleError('position/impossible', `The position cannot be: ${error.message}`, {
      ...(error.rule === undefined ? {} : { rule: error.rule }),
      ...(error.path === undefined ? {} : { path: error.path }),
      details: { ...(invariant === undefined ? {} : { invariant }), refusal: error.code },
    }),
  };
}

/**
 * How a position builder starts a new game: `createGame`'s setup without the game id, every
 * field optional (see {@link PositionDraft.newGame} for the defaults).
 *
 * @example
 * const setup: PositionSetup = { players: 3, seed: 'test' };
 */
export interface PositionSetup {
  readonly players?: number;
  readonly seed?: string | number;
  readonly variant?: string;
  readonly options?: Readonly<Record<string, unknown>>;
  /** Replacement component data for the game. */
  readonly data?: unknown;
  readonly chance?: ChanceMode;
}

/**
 * The state a position builder carries between its steps: the position so far, or the first
 * refusal (after which every step does nothing). The games' builders wrap one.
 *
 * @example
 * const draft = PositionDraft.of(state).step((s) => ({ ...s, ply: s.ply })).play({ type: 'roll', player: 0 });
 * draft.build();
 */
export class PositionDraft<S extends AnyGameState> {
  private constructor(
    private readonly state: S | null,
    private readonly fault: RuleError | null,
  ) {}

  /**
   * A draft over a state.
   *
   * @example
   * PositionDraft.of(createGame({ game: 'mountain-river-duel', players: 2, seed: 1 }));
   */
  static of<S extends AnyGameState>(state: S): PositionDraft<S> {
    return new PositionDraft<S>(state, null);
  }

  /**
   * A draft that carries a refusal.
   *
   * @example
   * PositionDraft.refused(error).build(); // { ok: false, error }
   */
  static refused<S extends AnyGameState>(error: RuleError): PositionDraft<S> {
    return new PositionDraft<S>(null, error);
  }

  /**
   * Starts a draft with a new game: `startGame`'s setup with these defaults (two players, seed
   * `'position'`, external chance, no options), or the setup's refusal.
   *
   * @example
   * PositionDraft.newGame<DuelState>('mountain-river-duel', { seed: 3 });
   */
  static newGame<S extends AnyGameState>(game: string, setup: PositionSetup): PositionDraft<S> {
    return PositionDraft.started<S>(
      startGame({
        game,
        players: setup.players ?? 2,
        seed: setup.seed ?? 'position',
        chance: setup.chance ?? 'external',
        ...(setup.variant === undefined ? {} : { variant: setup.variant }),
        options: setup.options ?? {},
        ...(setup.data === undefined ? {} : { data: setup.data }),
      }),
    );
  }

  /**
   * Starts a draft from a `startGame` result: its state, or its refusal.
   *
   * @example
   * PositionDraft.started<DutchmanState>(startGame({ game: 'lost-dutchman', players: 2, seed: 1 }));
   */
  static started<S extends AnyGameState>(result: { readonly ok: true; readonly state: AnyGameState } | { readonly ok: false; readonly error: RuleError }): PositionDraft<S> {
    return result.ok ? PositionDraft.of(result.state as S) : PositionDraft.refused<S>(result.error);
  }

  /**
   * One step: the changed state, or the refusal that stops the chain. A step that throws (given
   * what its types do not allow, from plain JavaScript) is refused, never thrown on.
   *
   * @example
   * draft.step((s) => (s.g.turn > 0 ? s : positionFault('turn-order', 'Not started.')));
   */
  step(change: (state: S) => S | RuleError): PositionDraft<S> {
    if (this.state === null || this.fault !== null) return this;
    let next: S | RuleError;
    try {
      next = change(this.state);
    } catch (fault) {
      next = ruleError('position/impossible', `The step cannot be taken: ${fault instanceof Error ? fault.message : String(fault)}.`);
    }
    return isRefusal(next) ? PositionDraft.refused<S>(next) : PositionDraft.of(next);
  }

  /**
   * Plays real actions and chance outcomes on the position (`applyAction`); the first refused
   * one stops the chain.
   *
   * @example
   * draft.play({ type: 'roll', player: 0 }, { type: 'chance', outcome: { movement: 3 } });
   */
  play(actions: readonly unknown[]): PositionDraft<S> {
    return this.step((start) => {
      let state = start;
      for (const action of actions) {
        const result = applyAction(state, action);
        if (!result.ok) return result.error;
        state = result.state;
      }
      return state;
    });
  }

  /**
   * The position checked as a save is loaded ({@link checkPosition}), or the first refusal.
   *
   * @example
   * const r = draft.build();
   */
  build(): BuiltPosition<S> {
    if (this.state === null) return { ok: false, error: this.fault ?? ruleError('position/impossible', 'No position.') };
    return checkPosition(this.state);
  }
}

function isRefusal(value: AnyGameState | RuleError): value is RuleError {
  return 'code' in value && typeof value.code === 'string' && !('g' in value);
}
