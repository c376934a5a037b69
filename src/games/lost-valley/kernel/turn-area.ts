import type { ChanceOption, GameEvent } from '../../../core/actions.js';
import type { RuleError } from '../../../core/errors.js';
import type { RuleContext } from './context.js';
import type { TurnPart } from '../schemas/ids.js';
import type { LostValleyAction, LostValleyChance, LostValleyGameState, Prospector, Task } from '../schemas/game-schemas.js';
import { withFields } from './state-copy.js';

type G = LostValleyGameState;

/*
 * How the rule areas (gathering, building, gold and trade) plug into the turn: each lists its
 * actions for the turn menu, applies them, words their refusals, and handles its own tasks.
 * turn-menu.ts and tasks.ts compose them; an area never calls another area's functions through
 * the menu.
 */

/**
 * The prospector whose turn it is.
 *
 * @example
 * const actor: Actor = currentActor(g);
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
 */
export type PartsLeft = Readonly<Record<TurnPart, number>>;

/**
 * What an action costs of the turn: a part, nothing (`free`: jerky, collecting a claim, a step
 * inside a trade already begun), or it answers a task (`answer`).
 *
 * @example
 * const cost: ActionCost = 'action';
 */
export type ActionCost = TurnPart | 'free' | 'answer';

/**
 * A rule area's share of the turn menu.
 *
 * @example
 * export const gatherArea: TurnArea = { costs: { fish: 'action' }, menu, apply };
 */
export interface TurnArea {
  /** Every action type this area applies, with what it costs of the turn. */
  readonly costs: Readonly<Partial<Record<LostValleyAction['type'], ActionCost>>>;
  /**
   * The area's legal actions for the prospector whose turn it is, in a stable order; it lists
   * only actions whose part is left (`left`). The menu adds moves, discards and `end-turn`.
   */
  menu(ctx: RuleContext, g: G, actor: Actor, left: PartsLeft): LostValleyAction[];
  /**
   * Applies one of its legal actions (the menu charges the part). It may push tasks
   * (tasks.ts) for what follows: reveals, dice, choices.
   */
  apply(ctx: RuleContext, g: G, action: LostValleyAction, actor: Actor, events: GameEvent[]): G;
  /** While this returns true, the menu offers this area's actions only (a trade in progress). */
  busy?(g: G): boolean;
  /** Words for why one of its action types is not legal now; `null` to let the menu say it. */
  explain?(ctx: RuleContext, g: G, action: LostValleyAction, actor: Actor): RuleError | null;
}

/**
 * How a task is carried out: at once (`auto`), as a chance node, or by a seat's decision.
 *
 * @example
 * const handler: TaskHandler = { mode: () => 'auto', run: (ctx, g) => popTask(g) };
 */
export interface TaskHandler {
  mode(ctx: RuleContext, g: G, task: Task): 'auto' | 'chance' | 'decision';
  /** The seat that decides (decision tasks). */
  seat?(task: Task): number;
  /** A decision task's legal answers for that seat, in a stable order. */
  legal?(ctx: RuleContext, g: G, task: Task, player: number): LostValleyAction[];
  /** Applies a legal answer; it must remove the task (popTask) or replace it. */
  answer?(ctx: RuleContext, g: G, task: Task, action: LostValleyAction, events: GameEvent[]): G;
  /** A chance task's outcomes. */
  outcomes?(ctx: RuleContext, g: G, task: Task): readonly ChanceOption<LostValleyChance>[];
  /** Applies a chance outcome; it must remove or replace the task. */
  resolve?(ctx: RuleContext, g: G, task: Task, outcome: LostValleyChance, events: GameEvent[]): G;
  /** Runs an automatic task; it must remove or replace the task. */
  run?(ctx: RuleContext, g: G, task: Task, events: GameEvent[]): G;
  /** Words for a refused answer; `null` for the generic refusal. */
  explain?(ctx: RuleContext, g: G, task: Task, action: LostValleyAction): RuleError | null;
}

/**
 * The state without its first task.
 *
 * @example
 * popTask(g).tasks.length; // one fewer
 */
export function popTask(g: G): G {
  return withFields(g, { tasks: g.tasks.slice(1) });
}

/**
 * The state with tasks put first, in the order given, before the tasks already waiting.
 *
 * @example
 * pushTasks(g, [{ task: 'reveal', marker: 4, to: [0], faceUp: false }, { task: 'take', prospector: 0, marker: 4 }]);
 */
export function pushTasks(g: G, tasks: readonly Task[]): G {
  if (tasks.length === 0) return g;
  return withFields(g, { tasks: [...tasks, ...g.tasks] });
}

/**
 * The prospector whose turn it is.
 *
 * @example
 * currentActor(g).seat;
 */
export function currentActor(g: G): Actor {
  const index = g.turnOrder[g.turn.index]!;
  const prospector = g.prospectors[index]!;
  return { seat: prospector.seat, index, prospector };
}

/**
 * The state with one prospector replaced (everything else shared).
 *
 * @example
 * withProspector(g, 0, { ...p, node: 3 });
 */
export function withProspector(g: G, index: number, prospector: Prospector): G {
  const prospectors = g.prospectors.slice();
  prospectors[index] = prospector;
  return withFields(g, { prospectors });
}
