import type { RuleError } from '../../../core/errors.js';
import { PositionDraft, type BuiltPosition } from '../../../core/position-check.js';
import type { ChanceMode } from '../../../core/state.js';
import { contextOf } from '../game/context-of.js';
import { loadSaveChecks } from '../game/save-checks.js';
import { validateLostValleyState } from '../game/validate-state.js';
import type { LostValleyState, RuleContext } from '../kernel/rule-context.js';
import type { LostValleyOptions } from '../schemas/options.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import type { SkillId } from '../schemas/ids.js';
import type { Work } from '../schemas/works-schemas.js';
import { closeExploration, layDiamond, layTriangle, leaveGap } from './board-steps.js';
import { bagMarker, bindToQuarry, buildWork, grantSkill, grantXp, payOnClaim, returnToSupply, setIdentity, stakeClaim, standAt, takeFromSupply } from './piece-steps.js';
import type { Place } from './places.js';
import { exploreSeeded } from './seeded-exploration.js';
import { setTurn, endGame, moveIce, type TurnSetting } from './turn-steps.js';

type G = LostValleyGameState;

/**
 * How {@link valleyPosition} starts a game: `createGame`'s setup without the game id, every field
 * optional (two players, seed `'position'`, external chance, the setup's skill draft off so the
 * position starts at the first turn).
 *
 * @example
 * const setup: ValleySetup = { players: 3, variant: 'first-edition' };
 */
export interface ValleySetup {
  readonly players?: number;
  readonly seed?: string | number;
  readonly variant?: string;
  readonly options?: Partial<LostValleyOptions>;
  /** A replacement component set (LV-SETUP-6), e.g. the reference set cut down to a few tiles. */
  readonly data?: unknown;
  readonly chance?: ChanceMode;
}

/**
 * A Lost Valley position under construction (see {@link valleyPosition}). Every step returns a
 * new builder; the first step that cannot be taken stops the chain, and {@link ValleyPosition.build}
 * reports it. Prospectors are numbered as in `state.g.prospectors` (with one prospector a seat,
 * the seat's number). Places are named as docs/notation.md names them (`K3`, `post`, `K3^`,
 * `M0-N0`, a laid tile by its id) or given as lattice ids.
 *
 * @example
 * const built = valleyPosition({ players: 2 })
 *   .diamond('R01', ['M0^', 'M1v'])
 *   .at(0, 'M0')
 *   .take(0, 'food', 2)
 *   .build();
 */
export class ValleyPosition {
  private constructor(private readonly draft: PositionDraft<LostValleyState>) {}

  /**
   * A builder over a state: a new game's, or any state a real game reached.
   *
   * @example
   * ValleyPosition.of(createGame({ game: 'lost-valley', players: 2, seed: 1 }) as LostValleyState).at(1, 'M0');
   */
  static of(state: LostValleyState): ValleyPosition {
    return new ValleyPosition(PositionDraft.of(state));
  }

  /**
   * A builder over a draft (a new game's, or one that carries the setup's refusal).
   *
   * @example
   * ValleyPosition.over(PositionDraft.refused(error)).build(); // { ok: false, error }
   */
  static over(draft: PositionDraft<LostValleyState>): ValleyPosition {
    return new ValleyPosition(draft);
  }

  private step(change: (g: G, ctx: RuleContext, state: LostValleyState) => G | RuleError): ValleyPosition {
    return new ValleyPosition(
      this.draft.step((state) => {
        const next = change(state.g, contextOf(state), state);
        return 'code' in next ? next : { ...state, g: next };
      }),
    );
  }

  /**
   * Lays a land or river diamond from its pile on two faces, as exploration lays it (its markers
   * from the supply, the river extended): only where exploration offers that placement.
   *
   * @example
   * valleyPosition().diamond('R01', ['M0^', 'M1v']);
   */
  diamond(tile: string, faces: readonly [Place, Place], way?: 0 | 1): ValleyPosition {
    return this.step((g, ctx) => layDiamond(ctx, g, tile, faces, way));
  }

  /**
   * Lays a triangle from its pile on an enclosed gap, or where the optional triangle may go.
   *
   * @example
   * position.triangle('T01', 'L0^');
   */
  triangle(tile: string, face: Place): ValleyPosition {
    return this.step((g, ctx) => layTriangle(ctx, g, tile, face));
  }

  /**
   * Leaves an enclosed gap empty for good (only when no triangle is left, LV-GEO-9).
   *
   * @example
   * position.hole('K5^');
   */
  hole(face: Place): ValleyPosition {
    return this.step((g, ctx) => leaveGap(ctx, g, face));
  }

  /**
   * Plays a seeded exploration through real actions until `tiles` tiles lie on the board (or the
   * exploration ends): a legal board without naming its tiles. Prospectors only walk and explore.
   *
   * @example
   * valleyPosition({ players: 3 }).explore('valley-1', 14);
   */
  explore(seed: string | number, tiles: number): ValleyPosition {
    return new ValleyPosition(this.draft.step((state) => exploreSeeded(state, seed, tiles)));
  }

  /**
   * Ends the exploration as the game does: the spring, the ice onto it, the piles out of the game.
   *
   * @example
   * position.endExploration();
   */
  endExploration(): ValleyPosition {
    return this.step((g, ctx) => closeExploration(ctx, g));
  }

  /**
   * Stands a prospector on an intersection (`'post'` for the trading post).
   *
   * @example
   * position.at(0, 'L1');
   */
  at(prospector: number, node: Place): ValleyPosition {
    return this.step((g, ctx) => standAt(ctx, g, prospector, node));
  }

  /**
   * Moves goods or gear from the supply to a prospector, packed as the game packs them.
   *
   * @example
   * position.take(0, 'horse').take(0, 'timber', 2);
   */
  take(prospector: number, item: string, count = 1): ValleyPosition {
    return this.step((g, ctx) => takeFromSupply(ctx, g, prospector, item, count));
  }

  /**
   * Moves goods or gear from a prospector back to the supply.
   *
   * @example
   * position.drop(0, 'food', 3);
   */
  drop(prospector: number, item: string, count = 1): ValleyPosition {
    return this.step((g, ctx) => returnToSupply(ctx, g, prospector, item, count));
  }

  /**
   * Gives a prospector a skill tile from its pile.
   *
   * @example
   * position.skill(0, 'miner');
   */
  skill(prospector: number, skill: SkillId): ValleyPosition {
    return this.step((g) => grantSkill(g, prospector, skill));
  }

  /**
   * Gives a prospector its XP marker.
   *
   * @example
   * position.xp(0);
   */
  xp(prospector: number): ValleyPosition {
    return this.step((g) => grantXp(g, prospector));
  }

  /**
   * Gives a prospector its miss marker, bound to hunt a face-up animal marker (LV-HUNT-5).
   *
   * @example
   * position.identity(7, 'wolf', { faceUp: true }).missed(1, 7);
   */
  missed(prospector: number, quarry: number): ValleyPosition {
    return this.step((g) => bindToQuarry(g, prospector, quarry));
  }

  /**
   * Puts a marker of that identity (gold, a fur) from its pool's supply into a prospector's bag.
   *
   * @example
   * position.bag(0, 'mountain-gold-6');
   */
  bag(prospector: number, identity: string): ValleyPosition {
    return this.step((g, ctx) => bagMarker(ctx, g, prospector, identity));
  }

  /**
   * Gives a marker in play its identity: known to `seenBy` while face down, or face up to all.
   *
   * @example
   * position.identity(8, 'river-gold-3', { seenBy: [0] });
   */
  identity(marker: number, identity: string, seen: { seenBy?: readonly number[]; faceUp?: boolean } = {}): ValleyPosition {
    return this.step((g) => setIdentity(g, marker, identity, seen));
  }

  /**
   * Builds a work (its piece from the supply): a trap, sawmill or fish trap on an intersection, a
   * mine on a tile, a flume or bridge on an edge; `by` the prospector who built it.
   *
   * @example
   * position.work('hunting-trap', 'M0', 0).work('mine', 'L11', 1);
   */
  work(work: Work['work'], at: Place, by: number): ValleyPosition {
    return this.step((g, ctx) => buildWork(ctx, g, work, at, by));
  }

  /**
   * Lays a prospector's claim marker on a mine.
   *
   * @example
   * position.work('mine', 'L11', 0).claim(0, 'L11');
   */
  claim(prospector: number, mine: Place): ValleyPosition {
    return this.step((g) => stakeClaim(g, prospector, mine));
  }

  /**
   * Lays a payment on a prospector's claim (LV-CLAIM-3): a supply item, or a marker of an
   * identity known to the payer `by` (a pool's name: a marker nobody has seen).
   *
   * @example
   * position.work('mine', 'L11', 0).claim(0, 'L11').pay(0, 'food').pay(0, 'river-gold-3', 1);
   */
  pay(prospector: number, payment: string, by: number | null = null): ValleyPosition {
    return this.step((g, ctx) => payOnClaim(ctx, g, prospector, payment, by));
  }

  /**
   * Sets whose turn it is (a prospector's number), the turn's number and the parts used.
   *
   * @example
   * position.turn({ prospector: 1, movements: 1 });
   */
  turn(setting: TurnSetting): ValleyPosition {
    return this.step((g) => setTurn(g, setting));
  }

  /**
   * Moves the ice block along the ice track (0 is the spring; LV-ICE-1): once exploration is over.
   *
   * @example
   * position.endExploration().ice(3);
   */
  ice(position: number): ValleyPosition {
    return this.step((g) => moveIce(g, position));
  }

  /**
   * Ends the game for a reason the rules give (the save invariants check that it holds).
   *
   * @example
   * position.over('turn-limit');
   */
  over(reason: NonNullable<G['ended']>): ValleyPosition {
    return this.step((g) => endGame(g, reason));
  }

  /**
   * Plays real actions and chance outcomes on the position (`applyAction`), e.g. a walk that
   * explores, with the draws forced under external chance.
   *
   * @example
   * position.play(walkToTheMouth, forcedRiverDraw); // a move, then its chance outcome
   */
  play(...actions: readonly unknown[]): ValleyPosition {
    return new ValleyPosition(this.draft.play(actions));
  }

  /**
   * The position, checked as a save is loaded (the save invariants), or the first refusal:
   * `position/impossible` with the broken invariant in `details.invariant`.
   *
   * @example
   * const r = valleyPosition().take(0, 'food', 20).build();
   * r.ok; // false: details.invariant 'backpack-capacity'
   */
  build(): BuiltPosition<LostValleyState> {
    // A position is judged as a save is: the builder brings the save checks with it.
    loadSaveChecks(validateLostValleyState);
    return this.draft.build();
  }
}

// LV-SAVE-3: every piece from the component set, every position checked as a save is.
/**
 * Starts a Lost Valley position: a new game (see {@link ValleySetup}) or a state a real game
 * holds, to place tiles, prospectors, goods, gear, skills, works, claims and markers on by name.
 * Each piece is taken from where the component set keeps it, and `build()` checks the result
 * as `loadGame` checks a save, so every built position is one a real game could hold
 * (docs/positions.md).
 *
 * @example
 * const r = valleyPosition({ players: 2 })
 *   .diamond('R01', ['M0^', 'M1v'])
 *   .at(0, 'M0').take(0, 'horse').skill(0, 'miner')
 *   .build();
 * if (r.ok) legalActions(r.state, 0);
 */
export function valleyPosition(start: ValleySetup | LostValleyState = {}): ValleyPosition {
  if ('g' in start) return ValleyPosition.of(start);
  // The setup's skill draft is off unless asked for, so the position starts at the first turn.
  return ValleyPosition.over(PositionDraft.newGame<LostValleyState>('lost-valley', { ...start, options: { skillDraft: false, ...(start.options ?? {}) } }));
}
