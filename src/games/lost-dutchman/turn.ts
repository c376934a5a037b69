import { isStack, simplePaths } from './land-grid.js';
import { ownerOfTreasure, prospectorOf, replaceHead, updateProspector, type Ctx } from './context.js';
import { itemActions } from './items.js';
import { startTieBreak } from './scoring.js';
import type { DutchmanAction } from './schemas.js';
import type { TaskOf } from './tasks.js';

type Move = Extract<DutchmanAction, { type: 'move' }>;

/**
 * The choices before the movement roll (LD-TURN-1, LD-ITEM-2, LD-GHOST-4): roll, use an item,
 * or, when the Ghost haunts one of his treasures, forfeit the turn to fight the Lost Dutchman.
 *
 * @example
 * turnStartActions(ctx, 0); // [{ type: 'roll', player: 0 }, …]
 */
export function turnStartActions(ctx: Pick<Ctx, 'g' | 'catalog' | 'data'>, seat: number): DutchmanAction[] {
  const actions: DutchmanAction[] = [{ type: 'roll', player: seat }];
  if (ctx.g.ghost !== null && ownerOfTreasure(ctx.g.prospectors, ctx.g.ghost) === seat) actions.push({ type: 'fight-ghost', player: seat });
  return [...actions, ...itemActions(ctx, seat, 'before-roll', false)];
}

/**
 * Applies the movement die (LD-ROLL-1, LD-SPECIAL-1): a number of spaces, or the special action
 * (bury or move the Ghost), after which the prospector moves exactly 3 spaces.
 *
 * @example
 * applyMovementRoll(ctx, { t: 'movement-roll', seat: 0 }, 'special');
 */
export function applyMovementRoll(ctx: Ctx, task: TaskOf<'movement-roll'>, face: number | 'special'): void {
  ctx.events.push({ type: 'movement-rolled', player: task.seat, face });
  if (face === 'special') replaceHead(ctx, { t: 'special-choice', seat: task.seat }, { t: 'after-roll', seat: task.seat, steps: 3, rolled: false });
  else replaceHead(ctx, { t: 'after-roll', seat: task.seat, steps: face, rolled: true });
}

/**
 * The special action's choices (LD-SPECIAL-1, LD-SPECIAL-2, LD-SPECIAL-3): roll twice to bury,
 * or place the Ghost on an opponent's unburied treasure tile or back on his mine
 * (`treasure: null`).
 *
 * @example
 * specialActions(ctx.g, 0);
 */
export function specialActions(g: Ctx['g'], seat: number): DutchmanAction[] {
  const actions: DutchmanAction[] = [{ type: 'special-bury', player: seat }, { type: 'move-ghost', player: seat, treasure: null }];
  g.prospectors.forEach((p, other) => {
    if (other === seat) return;
    for (const t of p.treasures) if (!t.buried && t.uid !== g.ghost) actions.push({ type: 'move-ghost', player: seat, treasure: t.uid });
  });
  return actions;
}

/**
 * Places the Dutchman Ghost (LD-SPECIAL-3, LD-GHOST-1).
 *
 * @example
 * applyMoveGhost(ctx, { type: 'move-ghost', player: 0, treasure: null });
 */
export function applyMoveGhost(ctx: Ctx, action: Extract<DutchmanAction, { type: 'move-ghost' }>): void {
  ctx.g.ghost = action.treasure;
  const owner = action.treasure === null ? null : ownerOfTreasure(ctx.g.prospectors, action.treasure);
  ctx.events.push({ type: 'ghost-moved', player: action.player, treasure: action.treasure, owner });
  replaceHead(ctx);
}

/**
 * One of the two burying rolls (LD-SPECIAL-2); after the second the prospector may bury one
 * unburied treasure tile worth at most their sum.
 *
 * @example
 * applyBuryRoll(ctx, { t: 'bury-roll', seat: 0, rolls: [3] }, 4);
 */
export function applyBuryRoll(ctx: Ctx, task: TaskOf<'bury-roll'>, die: number): void {
  const rolls = [...task.rolls, die];
  if (rolls.length < 2) {
    replaceHead(ctx, { ...task, rolls });
    return;
  }
  const sum = rolls[0]! + rolls[1]!;
  ctx.events.push({ type: 'bury-rolled', player: task.seat, rolls, sum });
  replaceHead(ctx, { t: 'bury-choice', seat: task.seat, sum });
}

/**
 * The burying choices: every unburied treasure worth at most the sum (a haunted one too: only
 * the pickaxe is barred from those, LD-ITEM-3), or none.
 *
 * @example
 * buryActions(ctx.g, { t: 'bury-choice', seat: 0, sum: 7 });
 */
export function buryActions(g: Ctx['g'], task: TaskOf<'bury-choice'>): DutchmanAction[] {
  const actions: DutchmanAction[] = [{ type: 'bury', player: task.seat, treasure: null }];
  for (const t of g.prospectors[task.seat]!.treasures) {
    if (!t.buried && t.value <= task.sum) actions.push({ type: 'bury', player: task.seat, treasure: t.uid });
  }
  return actions;
}

/**
 * Buries the chosen treasure, face down beside the board (LD-SPECIAL-2): safe from now on from
 * bandits, the Ghost and exhaustion (LD-TILE-TREASURE-3).
 *
 * @example
 * applyBury(ctx, { type: 'bury', player: 0, treasure: 2 });
 */
export function applyBury(ctx: Ctx, action: Extract<DutchmanAction, { type: 'bury' }>): void {
  if (action.treasure !== null) {
    updateProspector(ctx, action.player, (p) => ({ ...p, treasures: p.treasures.map((t) => (t.uid === action.treasure ? { ...t, buried: true } : t)) }));
    ctx.events.push({ type: 'treasure-buried', player: action.player, uid: action.treasure, by: 'special-action' });
  } else {
    ctx.events.push({ type: 'nothing-buried', player: action.player });
  }
  replaceHead(ctx);
}

/**
 * Whether a space is a void: a stack space whose stack is used up (LD-GRID-2).
 *
 * @example
 * isVoid(ctx.g, 3);
 */
export function isVoid(g: Ctx['g'], space: number): boolean {
  if (!isStack(space)) return false;
  const stack = g.stacks[space]!;
  return stack.top === null && stack.hidden === 0;
}

/**
 * The moves after a roll (LD-MOVE-1, LD-MOVE-2, LD-MOVE-3, LD-GRID-2): every walk of exactly the
 * rolled number of spaces that enters no space twice (the start counts as entered) and does not
 * end on a void, plus the items open after rolling. With no such walk the prospector stays
 * (`path: []`).
 *
 * @example
 * afterRollActions(ctx, { t: 'after-roll', seat: 0, steps: 2, rolled: true });
 */
export function afterRollActions(ctx: Pick<Ctx, 'g' | 'catalog' | 'data'>, task: TaskOf<'after-roll'>): DutchmanAction[] {
  const g = ctx.g;
  const start = g.prospectors[task.seat]!.space;
  const moves: Move[] = [];
  for (const path of simplePaths(start, task.steps)) {
    if (!isVoid(g, path[path.length - 1]!)) moves.push({ type: 'move', player: task.seat, path: path as number[] });
  }
  if (moves.length === 0) moves.push({ type: 'move', player: task.seat, path: [] });
  return [...moves, ...itemActions(ctx, task.seat, 'after-roll', task.rolled)];
}

/**
 * Moves the mining token; the tile he stops on is resolved, then an event follows if he stopped
 * on a land tile where an opponent stands (LD-MOVE-4, LD-EVENT-1), then phase 4.
 *
 * @example
 * applyMove(ctx, { type: 'move', player: 0, path: [1, 5] });
 */
export function applyMove(ctx: Ctx, action: Move): void {
  const seat = action.player;
  const from = prospectorOf(ctx, seat).space;
  const to = action.path.length === 0 ? from : action.path[action.path.length - 1]!;
  updateProspector(ctx, seat, (p) => ({ ...p, space: to }));
  ctx.events.push({ type: 'moved', player: seat, from, path: action.path });
  const meets = isStack(to) && action.path.length > 0 && ctx.g.prospectors.some((p, other) => other !== seat && p.space === to);
  replaceHead(
    ctx,
    ...(isStack(to) && action.path.length > 0 ? [{ t: 'tile' as const, seat, stack: to, mode: 'resolve' as const }] : []),
    ...(meets ? [{ t: 'draw-event' as const, seat }] : []),
    { t: 'map', seat },
  );
}

/**
 * Applies a crevice (LD-TILE-CREVICE-1): the token moves to the chosen space and its tile is
 * resolved at once; with `creviceEvent` an opponent there triggers an event (LD-READ-9).
 *
 * @example
 * applyCrevice(ctx, { type: 'crevice', player: 0, space: 7 });
 */
export function applyCrevice(ctx: Ctx, action: Extract<DutchmanAction, { type: 'crevice' }>): void {
  const seat = action.player;
  updateProspector(ctx, seat, (p) => ({ ...p, space: action.space }));
  ctx.events.push({ type: 'crevice-move', player: seat, space: action.space });
  const land = isStack(action.space);
  // LD-READ-9: with `creviceEvent`, landing on an opponent's tile draws an event, as a move does.
  const meets = land && ctx.options.creviceEvent && ctx.g.prospectors.some((p, other) => other !== seat && p.space === action.space);
  replaceHead(
    ctx,
    ...(land ? [{ t: 'tile' as const, seat, stack: action.space, mode: 'resolve' as const }] : []),
    ...(meets ? [{ t: 'draw-event' as const, seat }] : []),
  );
}

/**
 * Ends a turn (LD-TURN-2; the ends LD-END-1, LD-END-5, LD-END-6; ties go to `startTieBreak`,
 * LD-END-3, LD-END-4): after a triggered end (the water ran dry, the mine was found), at the
 * optional round limit, or once `stallRounds` rounds in a row have left the land area unchanged
 * (the stall rule) the game is scored; otherwise the next prospector clockwise begins.
 *
 * @example
 * processEndTurn(ctx);
 */
export function processEndTurn(ctx: Ctx): void {
  const g = ctx.g;
  const stillTurns = g.stillTurns + 1;
  const limit = ctx.options.maxRounds;
  const stalled = stillTurns >= ctx.options.stallRounds * ctx.players;
  if (g.endTrigger !== null || (limit !== null && g.turn >= limit * ctx.players) || stalled) {
    g.ended = g.endTrigger ?? (limit !== null && g.turn >= limit * ctx.players ? 'turn-limit' : 'stall');
    g.queue = [];
    ctx.events.push({ type: 'game-ended', reason: g.ended });
    startTieBreak(ctx);
    return;
  }
  const next = (g.active + 1) % ctx.players;
  g.active = next;
  g.turn += 1;
  g.defeated = [];
  g.stillTurns = stillTurns;
  g.queue = [{ t: 'turn-start', seat: next }, { t: 'end-turn' }];
  ctx.events.push({ type: 'turn-started', player: next, turn: g.turn });
}
