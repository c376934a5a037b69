import { componentsOf } from '../../core/components.js';
import type { RuleError } from '../../core/errors.js';
import { PositionDraft, positionFault, type BuiltPosition } from '../../core/position-check.js';
import { geometryOf } from './board/geometry.js';
import type { DuelOptions } from './options.js';
import type { DuelGameState } from './schemas.js';
import type { DuelState } from './turn.js';

type G = DuelGameState;

/*
 * The duel's light position builder (docs/positions.md): markers turned face up by area, whole
 * mountains or rivers claimed with their gold going to the seat of that kind, and real turns
 * played through the core; the save invariants (validate-state.ts) judge the position when it
 * is built (e.g. more markers turned than the turns played allow: `turned-within-turns`).
 */

/**
 * A duel position under construction (see {@link duelPosition}).
 *
 * @example
 * duelPosition().play({ type: 'chance', outcome: { discs: [1, 1] } }).build();
 */
export class DuelPosition {
  private constructor(private readonly draft: PositionDraft<DuelState>) {}

  /**
   * A builder over a draft.
   *
   * @example
   * DuelPosition.over(PositionDraft.of(state)).faceUp(3);
   */
  static over(draft: PositionDraft<DuelState>): DuelPosition {
    return new DuelPosition(draft);
  }

  private step(change: (g: G, state: DuelState) => G | RuleError): DuelPosition {
    return new DuelPosition(
      this.draft.step((state) => {
        const next = change(state.g, state);
        return 'code' in next ? next : { ...state, g: next };
      }),
    );
  }

  /**
   * Turns face-down markers face up (areas by number, as the notation numbers them).
   *
   * @example
   * position.faceUp(0, 4);
   */
  faceUp(...areas: readonly number[]): DuelPosition {
    return this.step((g) => {
      const markers = g.markers.slice();
      for (const area of areas) {
        if (markers[area] !== 'down') return positionFault('one-marker-per-area', `Area ${area} holds no face-down marker.`, ['markers', area]);
        markers[area] = 'up';
      }
      return { ...g, markers };
    });
  }

  /**
   * Claims a whole mountain or river (by its index in the board's geometry): its markers become
   * claimed and their gold goes to the seat that digs (or pans) that kind (MRD-CLAIM-1, MRD-IDEA-1).
   *
   * @example
   * position.claim('river', 2);
   */
  claim(kind: 'mountain' | 'river', part: number): DuelPosition {
    return this.step((g, state) => {
      const geometry = geometryOf(componentsOf(state));
      const areas = (kind === 'mountain' ? geometry.mountains : geometry.rivers)[part];
      if (!areas) return positionFault('claimed-part-whole', `The board has no ${kind} ${part}.`, ['markers']);
      const markers = g.markers.slice();
      let gold = 0;
      for (const area of areas) {
        if (markers[area] === 'claimed') continue;
        markers[area] = 'claimed';
        gold += componentsOf(state).areas[area]!.gold;
      }
      const seat = kind === 'mountain' ? state.options.mountainSeat : 1 - state.options.mountainSeat;
      const golds: [number, number] = seat === 0 ? [g.gold[0] + gold, g.gold[1]] : [g.gold[0], g.gold[1] + gold];
      return { ...g, markers, gold: golds };
    });
  }

  /**
   * Plays real actions and chance outcomes (`applyAction`).
   *
   * @example
   * position.play({ type: 'chance', outcome: { discs: [1, 2] } });
   */
  play(...actions: readonly unknown[]): DuelPosition {
    return new DuelPosition(this.draft.play(actions));
  }

  /**
   * The position, checked as a save is loaded, or the first refusal.
   *
   * @example
   * const r = position.build();
   */
  build(): BuiltPosition<DuelState> {
    return this.draft.build();
  }
}

/**
 * Starts a duel position: a new game (two seats, seed `'position'`, external chance by default)
 * or a state a real game holds.
 *
 * @example
 * const r = duelPosition({ options: { mountainSeat: 1 } }).faceUp(5).build();
 */
export function duelPosition(start: { seed?: string | number; options?: Partial<DuelOptions>; data?: unknown; chance?: 'auto' | 'external' } | DuelState = {}): DuelPosition {
  if ('g' in start) return DuelPosition.over(PositionDraft.of(start));
  return DuelPosition.over(PositionDraft.newGame<DuelState>('mountain-river-duel', { ...start, players: 2 }));
}
