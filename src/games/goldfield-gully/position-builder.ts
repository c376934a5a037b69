import type { RuleError } from '../../core/errors.js';
import { PositionDraft, positionFault, type BuiltPosition } from '../../core/position-check.js';
import type { GullyOptions } from './options.js';
import type { GullyGameState } from './schemas.js';
import type { GullyState } from './table.js';

type G = GullyGameState;

/*
 * Goldfield Gully's light position builder (docs/positions.md): tokens move from the face-down
 * stack to a seat's hand or a building, gold is set per seat, and real rounds are played
 * through the core; the save invariants (validate-state.ts) judge the position when built.
 */

/**
 * Modifier tokens the builder moves: how many ±1 and ±2 tokens.
 *
 * @example
 * const tokens: GullyTokens = { ones: 1, twos: 0 };
 */
export interface GullyTokens {
  readonly ones?: number;
  readonly twos?: number;
}

function fromStack(g: G, tokens: GullyTokens): { stack: G['stack']; ones: number; twos: number } | RuleError {
  const ones = tokens.ones ?? 0;
  const twos = tokens.twos ?? 0;
  if (!Number.isInteger(ones) || !Number.isInteger(twos) || ones < 0 || twos < 0 || ones > g.stack.ones || twos > g.stack.twos) {
    return positionFault('tokens-add-up', `The stack holds ${g.stack.ones} ±1 and ${g.stack.twos} ±2 tokens; ${ones} and ${twos} cannot be taken.`, ['stack']);
  }
  return { stack: { ones: g.stack.ones - ones, twos: g.stack.twos - twos }, ones, twos };
}

/**
 * A Goldfield Gully position under construction (see {@link gullyPosition}).
 *
 * @example
 * gullyPosition({ players: 3 }).gold(0, { banked: 4 }).build();
 */
export class GullyPosition {
  private constructor(private readonly draft: PositionDraft<GullyState>) {}

  /**
   * A builder over a draft.
   *
   * @example
   * GullyPosition.over(PositionDraft.of(state)).gold(1, { unbanked: 3 });
   */
  static over(draft: PositionDraft<GullyState>): GullyPosition {
    return new GullyPosition(draft);
  }

  private step(change: (g: G) => G | RuleError): GullyPosition {
    return new GullyPosition(
      this.draft.step((state) => {
        const next = change(state.g);
        return 'code' in next ? next : { ...state, g: next };
      }),
    );
  }

  /**
   * Moves tokens from the face-down stack into a seat's hand.
   *
   * @example
   * position.hold(0, { ones: 1, twos: 1 });
   */
  hold(seat: number, tokens: GullyTokens): GullyPosition {
    return this.step((g) => {
      const taken = fromStack(g, tokens);
      if ('code' in taken) return taken;
      const hand = g.held[seat];
      if (!hand) return positionFault('seat-at-table', `There is no seat ${seat}.`, ['held', seat]);
      const held = g.held.slice();
      held[seat] = { ones: hand.ones + taken.ones, twos: hand.twos + taken.twos };
      return { ...g, stack: taken.stack, held };
    });
  }

  /**
   * Sets a seat's banked and unbanked gold.
   *
   * @example
   * position.gold(1, { banked: 5, unbanked: 2 });
   */
  gold(seat: number, gold: { banked?: number; unbanked?: number }): GullyPosition {
    return this.step((g) => {
      if (g.banked[seat] === undefined) return positionFault('seat-at-table', `There is no seat ${seat}.`, ['banked', seat]);
      const banked = g.banked.slice();
      const unbanked = g.unbanked.slice();
      banked[seat] = gold.banked ?? banked[seat]!;
      unbanked[seat] = gold.unbanked ?? unbanked[seat]!;
      return { ...g, banked, unbanked };
    });
  }

  /**
   * Plays real actions and chance outcomes (`applyAction`).
   *
   * @example
   * position.play({ type: 'gather', player: 0, building: 3 });
   */
  play(...actions: readonly unknown[]): GullyPosition {
    return new GullyPosition(this.draft.play(actions));
  }

  /**
   * The position, checked as a save is loaded, or the first refusal.
   *
   * @example
   * const r = position.build();
   */
  build(): BuiltPosition<GullyState> {
    return this.draft.build();
  }
}

/**
 * Starts a Goldfield Gully position: a new game (two seats, seed `'position'`, external chance by
 * default) or a state a real game holds.
 *
 * @example
 * const r = gullyPosition({ players: 3 }).play({ type: 'chance', outcome: { token: 1 } }).build();
 */
export function gullyPosition(start: { players?: number; seed?: string | number; options?: Partial<GullyOptions>; data?: unknown; chance?: 'auto' | 'external' } | GullyState = {}): GullyPosition {
  if ('g' in start) return GullyPosition.over(PositionDraft.of(start));
  return GullyPosition.over(PositionDraft.newGame<GullyState>('goldfield-gully', start));
}
