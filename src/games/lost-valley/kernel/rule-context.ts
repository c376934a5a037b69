import type { ChanceOption } from '../../../core/actions.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import type { GameState } from '../../../core/state.js';
import { boardIndexOf, type BoardIndex } from '../board/board-index.js';
import type { TileCatalog } from '../board/tile-catalog.js';
import type { LostValleyComponents } from '../data/index.js';
import type { TurnPart } from '../schemas/ids.js';
import type { LostValleyOptions } from '../schemas/options.js';
import type { BoardState, LostValleyAction, LostValleyChance, LostValleyGameState, Prospector, Task } from '../schemas/game-schemas.js';

type G = LostValleyGameState;

/*
 * What every rule step reads besides the game part, and the shapes the rule areas plug into:
 * the rule context, the edition's rules (chosen once, in game/editions.ts), a turn area's share
 * of the turn menu and a task's handler. Types only, besides `indexOf`: these refer to each
 * other, so they live in one file, below every rule area.
 */

/**
 * A Lost Valley state: the core envelope around the game's own part.
 *
 * @example
 * const state = createGame({ game: 'lost-valley', players: 3, seed: 1 }) as LostValleyState;
 */
export type LostValleyState = GameState<LostValleyGameState, LostValleyOptions, LostValleyComponents>;

/**
 * What every rule step reads besides the game part: the component set, its catalog, the options,
 * the player count and the rules of the edition in play.
 *
 * @example
 * const ctx = contextOf(state);
 * @internal
 */
export interface RuleContext {
  readonly set: LostValleyComponents;
  readonly catalog: TileCatalog;
  readonly options: LostValleyOptions;
  readonly players: number;
  readonly rules: EditionRules;
}

/**
 * The rules of one edition (with its options applied), as data and hooks: which rule areas make
 * up its turn, and the few places where a shared rule reads differently. The second edition's
 * are in game/second-edition.ts, the first edition's in first-edition/first-edition-rules.ts;
 * game/editions.ts picks one, once per context. A rule file reads a named rule here and never
 * asks which edition it is in.
 *
 * @example
 * if (ctx.rules.unburdenedWalk) modes.push('foot-unburdened');
 * @internal
 */
export interface EditionRules {
  /** The rule areas of the turn menu, in the order their actions are listed. */
  readonly turnAreas: readonly TurnArea[];
  /** The parts of a turn (LV-TURN-1; the first edition has no trade, LV-FE-TURN-1). */
  readonly turnParts: readonly TurnPart[];
  /** Skill tiles and XP markers are in play (LV-CLASSIC-1). */
  readonly skills: boolean;
  /** Clues on the trading posts and treasure digs are in play (LV-CLASSIC-2). */
  readonly treasures: boolean;
  /** A clue counts as one gold nugget in trade, weighing and scoring (LV-CLASSIC-3, LV-CLASSIC-9). */
  readonly cluesAreNuggets: boolean;
  /** The event action also finds the clue markers on the tiles (LV-EVENT-7). */
  readonly tileClues: boolean;
  /**
   * How triangles come into the valley: offered while exploring (LV-EXP2-T1, LV-EXP2-T2), into
   * every enclosed gap as it appears (LV-EXP1-2), or only into the gaps left once every land
   * diamond is laid (LV-CLASSIC-5).
   */
  readonly triangles: 'explore' | 'enclosed-gaps' | 'final-gaps';
  /** A land diamond avoids creating an enclosed gap beside a triangle where it can (LV-EXP2-L2). */
  readonly avoidGapsBesideTriangles: boolean;
  /** The headwater with one neighbour forms a diamond-shaped space the spring fills (LV-EXP1-3). */
  readonly headwaterPairEncloses: boolean;
  /** The spring is part of the river for movement (LV-MOVE1-2). */
  readonly springOnRiver: boolean;
  /** A prospector may empty its packs to walk two land edges (LV-MOVE-8). */
  readonly unburdenedWalk: boolean;
  /** A movement may pass through an occupied intersection (LV-MOVE-4). */
  readonly passesOccupied: boolean;
  /**
   * When a prospector over capacity must have discarded down: before it moves and before the
   * turn ends (`'movement'`: "at the end of their turn or during movement", LV-INV-5), or only
   * before the turn ends (`'end-of-turn'`: "al final de su turno", LV-FE-INV-5), so that it may
   * move and act with too much.
   */
  readonly discardBy: 'movement' | 'end-of-turn';
  /** Tools are packed into the backpack only (LV-FE-QA-7). */
  readonly toolsInBackpackOnly: boolean;
  /** How many prospectors each seat leads when the options give one (LV-SEAT-2, LV-FE-SEAT-2). */
  readonly prospectorsPerSeat: number;
  /** The rule that fixes how many prospectors a seat leads, for a save that breaks it. */
  readonly prospectorCountRule: string;
  /** A seat's score from the gold of its team's prospectors (LV-END-2, LV-TEAM-17, LV-FE-END-3). */
  seatScore(gold: readonly number[]): number;
  /** A team tie goes to the higher sum of the team's prospectors (LV-END-6). */
  readonly teamTieBreak: boolean;
  /** The ice test's die (LV-ICE-3, LV-ICE1-1). */
  readonly iceTestOutcomes: readonly ChanceOption<LostValleyChance>[];
  /** The tasks an ice test runs as (the Forecaster's, LV-SKILL-FORECASTER-1), or `null` for the plain roll. */
  iceTestTasks(ctx: RuleContext, g: G): Task[] | null;
  /** Narrows the moves offered (LV-SEAT-3: a seat's last prospector keeps to its own side). */
  keepMoves?(ctx: RuleContext, g: G, actor: Actor, moves: LostValleyAction[]): LostValleyAction[];
  /** Whether the turn may end now (LV-SEAT-3), given whether a move is open. */
  mayEndTurn?(ctx: RuleContext, g: G, actor: Actor, canMove: boolean): boolean;
  /** Narrows the areas' actions (LV-FE-QA-6: at the start tile's post only buying). */
  keepActions?(ctx: RuleContext, g: G, actor: Actor, actions: LostValleyAction[]): LostValleyAction[];
  /** The edition's own refusal of a turn action, before its area's words (what it does not have). */
  refuseTurnAction(ctx: RuleContext, g: G, action: LostValleyAction, actor: Actor): RuleError | null;
  /** Why a move or `end-turn` breaks a seat rule of the edition (LV-SEAT-3), or `null`. */
  refuseMoveOrEnd?(ctx: RuleContext, g: G, action: LostValleyAction): RuleError | null;
}

/**
 * The prospector whose turn it is.
 *
 * @example
 * const actor: Actor = currentActor(g);
 * @internal
 */
export interface Actor {
  readonly seat: number;
  /** Its index in `prospectors`. */
  readonly index: number;
  readonly prospector: Prospector;
}

/**
 * How many of each turn part are left this turn (LV-TURN-1: one each, plus whiskey, the Runner
 * and the Trader).
 *
 * @example
 * const left: PartsLeft = { movement: 1, action: 0, trade: 1 };
 * @internal
 */
export type PartsLeft = Readonly<Record<TurnPart, number>>;

/**
 * What an action costs of the turn: a part, nothing (`free`: jerky, collecting a claim, a step
 * inside a trade already begun), or it answers a task (`answer`).
 *
 * @example
 * const cost: ActionCost = 'action';
 * @internal
 */
export type ActionCost = TurnPart | 'free' | 'answer';

/**
 * A rule area's share of the turn menu: it lists its actions, applies them, words their
 * refusals. game/turn-menu.ts composes the edition's areas; an area never calls another area's
 * functions through the menu.
 *
 * @example
 * export const gatheringArea: TurnArea = { costs: { fish: 'action' }, menu, apply };
 * @internal
 */
export interface TurnArea {
  /** Every action type this area applies, with what it costs of the turn. */
  readonly costs: Readonly<Partial<Record<LostValleyAction['type'], ActionCost>>>;
  /**
   * The area's legal actions for the prospector whose turn it is, in a stable order; it lists
   * only actions whose part is left (`left`). The menu adds moves and `end-turn`.
   */
  menu(ctx: RuleContext, g: G, actor: Actor, left: PartsLeft): LostValleyAction[];
  /**
   * Applies one of its legal actions (the menu charges the part). It may push tasks
   * (kernel/task-queue.ts) for what follows: reveals, dice, choices.
   */
  apply(ctx: RuleContext, g: G, action: LostValleyAction, actor: Actor, events: LostValleyEvent[]): G;
  /** While this returns true, the menu offers this area's actions only (a trade in progress). */
  busy?(g: G): boolean;
  /** Why another area's action may not interrupt this area while it is busy. */
  busyRefusal?(): RuleError;
  /** Words for why one of its action types is not legal now; `null` to let the menu say it. */
  explain?(ctx: RuleContext, g: G, action: LostValleyAction, actor: Actor): RuleError | null;
}

/**
 * How a task is carried out: at once (`auto`), as a chance node, or by a seat's decision.
 * game/task-registry.ts maps every task kind to its handler.
 *
 * @example
 * const handler: TaskHandler = { mode: () => 'auto', run: (ctx, g) => popTask(g) };
 * @internal
 */
export interface TaskHandler {
  mode(ctx: RuleContext, g: G, task: Task): 'auto' | 'chance' | 'decision';
  /** The seat that decides (decision tasks). */
  seat?(task: Task): number;
  /** A decision task's legal answers for that seat, in a stable order. */
  legal?(ctx: RuleContext, g: G, task: Task, player: number): LostValleyAction[];
  /** Applies a legal answer; it must remove the task (popTask) or replace it. */
  answer?(ctx: RuleContext, g: G, task: Task, action: LostValleyAction, events: LostValleyEvent[]): G;
  /** A chance task's outcomes. */
  outcomes?(ctx: RuleContext, g: G, task: Task): readonly ChanceOption<LostValleyChance>[];
  /** Applies a chance outcome; it must remove or replace the task. */
  resolve?(ctx: RuleContext, g: G, task: Task, outcome: LostValleyChance, events: LostValleyEvent[]): G;
  /** Runs an automatic task; it must remove or replace the task. */
  run?(ctx: RuleContext, g: G, task: Task, events: LostValleyEvent[]): G;
  /** Words for a refused answer; `null` for the generic refusal. */
  explain?(ctx: RuleContext, g: G, task: Task, action: LostValleyAction): RuleError | null;
}

/**
 * The board index of a board under a context.
 *
 * @example
 * indexOf(ctx, g.board).faceTile.size;
 * @internal
 */
export function indexOf(ctx: RuleContext, board: BoardState): BoardIndex {
  return boardIndexOf(ctx.set, board, ctx.rules.springOnRiver);
}
