import { isTeamGame } from '../kernel/teams.js';
import type { RuleError } from '../../../core/errors.js';
import { countOf } from '../kernel/inventory.js';
import { findMarker } from '../kernel/marker-places.js';
import type { RuleContext } from '../kernel/rule-context.js';
import type { LostValleyGameState, Task } from '../schemas/game-schemas.js';
import { saveFault, type SavePath } from './invariants-fault.js';
import { hasTaskHandler, taskHandler } from './task-registry.js';

type G = LostValleyGameState;

/*
 * The turn, the tasks and the phase of a save: the parts used fit what the turn has
 * (LV-TURN-1, LV-WHISKEY-1); `pending` is what `settle` would say for these tasks, this
 * exploration and this end (game/settle.ts); every task names prospectors, seats and markers
 * that exist; a trade in progress is the current prospector's (LV-TRADE-1); the ice and the end
 * of exploration agree (LV-END-EXP-1, LV-ICE-1).
 */

/**
 * The first fault of the turn, the tasks and the phase, or `null`.
 *
 * @example
 * turnFault(ctx, g); // null for a state the engine made
 */
export function turnFault(ctx: RuleContext, g: G): RuleError | null {
  return partsFault(ctx, g) ?? g.tasks.reduce<RuleError | null>((found, task, t) => found ?? taskFault(ctx, g, task, t), null) ?? pendingFault(ctx, g) ?? tradeFault(ctx, g) ?? phaseFault(ctx, g);
}

function partsFault(ctx: RuleContext, g: G): RuleError | null {
  const t = g.turn;
  const actor = g.prospectors[g.turnOrder[t.index]!]!;
  const skills = actor.inventory.skills;
  const whiskeys = skills.includes('drunkard') ? 2 : 1;
  const trades = ctx.rules.turnParts.includes('trade') ? 1 + (skills.includes('trader') ? 1 : 0) + t.extra.trades : 0;
  // LV-SKILL-RUNNER-1: every action the Runner has (one, and one more per whiskey drunk for an
  // action) may become one more movement.
  const runner = skills.includes('runner') ? 1 + t.extra.actions : 0;
  const faults: [boolean, string, SavePath][] = [
    [t.whiskeys > whiskeys, `${t.whiskeys} whiskeys were drunk this turn; the limit is ${whiskeys}.`, ['turn', 'whiskeys']],
    [t.extra.movements + t.extra.actions + t.extra.trades > t.whiskeys + runner, 'The turn has more extra parts than whiskey and the Runner give.', ['turn', 'extra']],
    [t.movements > 1 + t.extra.movements, 'More movements were made this turn than it has.', ['turn', 'movements']],
    [t.actions > 1 + t.extra.actions, 'More actions were taken this turn than it has.', ['turn', 'actions']],
    [t.trades > trades, 'More trades were made this turn than it has.', ['turn', 'trades']],
    // LV-TEAM-21: a turn gives to a partner only as its trade, in a team game whose gifts cost it.
    [t.giving === true && (!isTeamGame(ctx.options) || ctx.options.giftCosts !== 'trade' || t.trades === 0), 'The turn is marked as giving to a partner, which only a team game whose gifts use the trade can be, with a trade used.', ['turn', 'giving']],
  ];
  for (const [broken, message, path] of faults) if (broken) return saveFault('turn-parts', message, path, path[1] === 'whiskeys' || path[1] === 'extra' ? 'LV-WHISKEY-1' : 'LV-TURN-1');
  return null;
}

function taskFault(ctx: RuleContext, g: G, task: Task, t: number): RuleError | null {
  const path: SavePath = ['tasks', t];
  const prospectors = g.prospectors.length;
  const fields = task as Partial<Record<'seat' | 'prospector' | 'marker', number>> & { to?: readonly number[]; candidates?: readonly number[]; shown?: readonly number[] };
  if (fields.prospector !== undefined && fields.prospector >= prospectors) return saveFault('task-fields', `A ${task.task} task names a prospector who is not in the game.`, [...path, 'prospector']);
  if (fields.seat !== undefined) {
    if (fields.seat >= ctx.players) return saveFault('task-fields', `A ${task.task} task names a seat not at the table.`, [...path, 'seat']);
    if (fields.prospector !== undefined && g.prospectors[fields.prospector]!.seat !== fields.seat) return saveFault('task-fields', `A ${task.task} task names a seat that does not lead its prospector.`, [...path, 'seat']);
  }
  for (const seat of fields.to ?? []) if (seat >= ctx.players) return saveFault('task-fields', 'A reveal names a seat not at the table.', [...path, 'to']);
  // A first-edition task in a save whose options do not choose that edition (it is refused
  // before this when they do and the edition is not loaded).
  if (!hasTaskHandler(task)) return saveFault('task-fields', `A ${task.task} task belongs to the first edition, whose rules this game does not play.`, [...path, 'task'], 'LV-EDITION-1');
  const markers = [...(fields.marker === undefined ? [] : [fields.marker]), ...(fields.candidates ?? []), ...(fields.shown ?? [])];
  for (const id of markers) if (id >= g.nextMarker) return saveFault('task-fields', `A ${task.task} task names marker ${id}, which is not in the game.`, path);
  if (task.task === 'choose' && (new Set(task.candidates).size !== task.candidates.length || task.keep > task.candidates.length)) {
    return saveFault('task-fields', 'A choice keeps more markers than it offers, or offers one twice.', [...path, 'keep']);
  }
  // LV-HUNT-2, LV-FEA-HUNT-1: a hunt is of an animal.
  if ((task.task === 'hunt-roll' || task.task === 'opposed-roll' || task.task === 'animal-kill') && findMarker(g, task.marker)?.slot.pool !== 'animal') {
    return saveFault('task-fields', `A ${task.task} task hunts a marker that is no animal.`, [...path, 'marker'], 'LV-HUNT-2');
  }
  if (task.task === 'draw-skill' && task.drawn.length > task.count) return saveFault('task-fields', 'A skill draw holds more tiles than it draws.', [...path, 'drawn']);
  return null;
}

function pendingFault(ctx: RuleContext, g: G): RuleError | null {
  const pending = g.pending;
  const wrong = (message: string): RuleError => saveFault('pending-phase', message, ['pending']);
  if ((g.ended !== null) !== (pending.kind === 'over')) return wrong('The game is over exactly when nothing is pending.');
  if (pending.kind === 'over') return null;
  const task = g.tasks[0];
  if (task !== undefined) {
    // Settle runs every automatic task: the first one waits for chance or for its seat.
    const handler = taskHandler(task);
    const mode = handler.mode(ctx, g, task);
    if (mode === 'auto') return wrong(`The first task (${task.task}) would run by itself; it cannot be waiting.`);
    if (mode === 'chance' && pending.kind !== 'task-chance') return wrong(`The first task (${task.task}) is a chance node, but pending is ${pending.kind}.`);
    if (mode === 'decision' && (pending.kind !== 'task' || pending.seat !== (handler.seat?.(task) ?? 0))) return wrong(`The first task (${task.task}) waits for its seat's decision, but pending says otherwise.`);
    return null;
  }
  const piles = g.piles;
  switch (pending.kind) {
    case 'task':
    case 'task-chance':
      return wrong('A task is pending, but there are no tasks.');
    case 'draw':
      if (pending.pile === 'triangle') {
        // A gap's triangle (LV-EXP2-T1), or the optional one chosen in the triangle step (LV-EXP2-T2).
        const face = g.gapQueue.length > 0 ? pending.face === g.gapQueue[0] : pending.face !== null && pending.face < ctx.catalog.lattice.faceCount && g.explore?.step === 'triangle' && !g.board.tiles.some((t) => t.faces.includes(pending.face!));
        return face && piles.triangles.length > 0 ? null : wrong('A triangle is drawn for a face that is neither the first gap waiting nor a free one chosen while exploring, or from an empty pile.');
      }
      if (g.explore === null || pending.face !== null || g.gapQueue.length > 0) return wrong('A diamond is drawn while nobody explores.');
      return (pending.pile === 'land' ? piles.land.length : piles.river.unseen.length) > 0 ? null : wrong(`A ${pending.pile} diamond is drawn from an empty pile.`);
    case 'place':
      return g.explore !== null && g.gapQueue.length === 0 ? null : wrong('A drawn diamond waits for its placement while nobody explores.');
    case 'triangle-choice':
      return g.explore?.step === 'triangle' && piles.triangles.length > 0 ? null : wrong('A triangle is offered outside the triangle step of an exploration.');
    case 'ice-test':
      return g.ice.out && g.explore === null ? null : wrong('An ice test is pending before the ice is out.');
    case 'turn':
      return g.explore === null && g.gapQueue.length === 0 ? null : wrong('The turn menu is pending in the middle of an exploration.');
  }
}

// LV-TRADE-1: a trade in progress is the current prospector's, at a store, with what it holds.
function tradeFault(ctx: RuleContext, g: G): RuleError | null {
  const trade = g.trade;
  if (trade === null) return null;
  const wrong = (message: string, path: SavePath): RuleError => saveFault('trade-state', message, ['trade', ...path], 'LV-TRADE-1');
  if (g.pending.kind !== 'turn' || g.tasks.length > 0) return wrong('A trade is in progress while something else is pending.', []);
  if (trade.tile !== null && ctx.catalog.triangles.get(g.board.tiles[trade.tile]?.tile ?? '')?.name !== 'trading-outpost') return wrong('A trade is open at a tile that is no Trading Outpost.', ['tile']);
  const actor = g.prospectors[g.turnOrder[g.turn.index]!]!;
  const held = new Set([...actor.inventory.goldBag, ...actor.inventory.hiddenGear].map((slot) => slot.id));
  for (const [k, id] of trade.paidMarkers.entries()) {
    if (!held.delete(id)) return wrong('A marker paid in the trade is not (or not once) in the trader’s inventory.', ['paidMarkers', k]);
  }
  for (const [k, stack] of trade.paidItems.entries()) {
    if (countOf(actor.inventory, stack.item) < stack.count) return wrong(`More ${stack.item} is paid than the trader holds.`, ['paidItems', k]);
  }
  for (const [k, stack] of trade.basket.entries()) {
    if ((g.supply[stack.item] ?? 0) < stack.count) return wrong(`The basket holds more ${stack.item} than the store has.`, ['basket', k]);
  }
  return null;
}

function phaseFault(ctx: RuleContext, g: G): RuleError | null {
  if (g.weighing !== null && g.weighing.weigher >= ctx.players) return saveFault('weighing-state', 'The last weighing names a seat not at the table.', ['weighing', 'weigher'], 'LV-WEIGH-1');
  if (g.ice.position > g.board.river.length + 1) return saveFault('ice-state', 'The ice block is beyond the waterfall.', ['ice', 'position'], 'LV-ICE-1');
  if (g.ice.out !== g.explorationOver) return saveFault('ice-state', 'The ice is out exactly when exploration is over.', ['ice', 'out'], 'LV-END-EXP-1');
  if (!g.ice.out && g.ice.position !== 0) return saveFault('ice-state', 'The ice block moves only once it is out.', ['ice', 'position'], 'LV-ICE-1');
  if (g.explore !== null && g.explore.node !== g.prospectors[g.turnOrder[g.turn.index]!]!.node) {
    return saveFault('exploration-state', 'The exploration is not at the intersection of the prospector whose turn it is.', ['explore', 'node'], 'LV-EXP-1');
  }
  if (g.explorationOver) {
    const piles = g.piles;
    const left = piles.land.length + (piles.landBottom?.length ?? 0) + piles.river.unseen.length + piles.river.bottom.length + piles.triangles.length;
    if (left > 0 || g.explore !== null || g.gapQueue.length > 0 || g.board.spring === null) {
      return saveFault('exploration-state', 'Exploration is over, yet tiles are left to draw, an exploration or gap waits, or the spring is not out.', left > 0 ? ['piles'] : g.explore !== null ? ['explore'] : g.gapQueue.length > 0 ? ['gapQueue'] : ['board', 'spring'], 'LV-END-EXP-1');
    }
  }
  return endFault(ctx, g);
}

// LV-END-1, LV-END-4, LV-WEIGH-1, LV-FE-END-1: the game ends only as a rule ends it, and no turn is past the limit.
function endFault(ctx: RuleContext, g: G): RuleError | null {
  if (g.turn.number > ctx.options.maxTurns) return saveFault('game-end', `Turn ${g.turn.number} is past the limit of ${ctx.options.maxTurns} turns.`, ['turn', 'number'], 'LV-END-4');
  const reason = g.ended;
  const fits =
    reason === null ||
    (reason === 'ice-at-waterfall' && g.ice.out && g.ice.position === g.board.river.length + 1) ||
    (reason === 'weighed' && g.weighing !== null) ||
    (reason === 'turn-limit' && g.turn.number === ctx.options.maxTurns) ||
    (reason === 'announced' && ctx.options.edition === 'first');
  return fits ? null : saveFault('game-end', `The game ended (${String(reason)}) in a state where that end does not come.`, ['ended'], 'LV-END-1');
}
