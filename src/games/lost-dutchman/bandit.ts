import { highestAttribute, hunterBonus, prospectorOf, replaceHead, updateProspector, type Ctx } from './context.js';
import type { DutchmanAction } from './schemas.js';
import type { TaskOf } from './tasks.js';

type BanditAction = Extract<DutchmanAction, { type: 'bandit' }>;

/**
 * The bandit's choices (LD-BANDIT-1, LD-BANDIT-4): fight (LD-BANDIT-5) or steal (LD-BANDIT-6),
 * against any opponent, for any of his unburied treasure tiles (LD-BANDIT-2; a haunted one
 * included, LD-BANDIT-7).
 *
 * @example
 * banditActions(ctx.g, 0);
 */
export function banditActions(g: Ctx['g'], seat: number): BanditAction[] {
  const actions: BanditAction[] = [];
  for (const mode of ['fight', 'steal'] as const) {
    g.prospectors.forEach((p, target) => {
      if (target === seat) return;
      for (const t of p.treasures) if (!t.buried) actions.push({ type: 'bandit', player: seat, mode, target, treasure: t.uid });
    });
  }
  return actions;
}

/**
 * Uses the bandit tile: the fight or steal rolls follow (chance nodes).
 *
 * @example
 * applyBandit(ctx, { type: 'bandit', player: 0, mode: 'steal', target: 1, treasure: 4 });
 */
export function applyBandit(ctx: Ctx, action: BanditAction): void {
  ctx.events.push({ type: 'bandit-used', player: action.player, mode: action.mode, target: action.target, treasure: action.treasure });
  const task = { seat: action.player, target: action.target, treasure: action.treasure, rolls: [] };
  replaceHead(ctx, action.mode === 'fight' ? { t: 'fight-roll', ...task } : { t: 'steal-roll', ...task });
}

/**
 * One roll of a bandit fight (attacker first, then defender; LD-BANDIT-5): each adds his highest
 * attribute other than health (and a gunslinger's bonus); the attacker takes the tile only with
 * the higher total.
 *
 * @example
 * applyFightRoll(ctx, task, 6);
 */
export function applyFightRoll(ctx: Ctx, task: TaskOf<'fight-roll'>, die: number): void {
  const rolls = [...task.rolls, die];
  if (rolls.length < 2) {
    replaceHead(ctx, { ...task, rolls });
    return;
  }
  const attacker = prospectorOf(ctx, task.seat);
  const defender = prospectorOf(ctx, task.target);
  const attack = rolls[0]! + highestAttribute(attacker) + hunterBonus(ctx.catalog, attacker, 'fight-bonus');
  const defence = rolls[1]! + highestAttribute(defender) + hunterBonus(ctx.catalog, defender, 'fight-bonus');
  const won = attack > defence;
  ctx.events.push({ type: 'bandit-fight', player: task.seat, target: task.target, attack, defence, won });
  replaceHead(ctx);
  if (won) takeTreasure(ctx, task.target, task.seat, task.treasure);
}

/**
 * One of the two rolls of a bandit steal (LD-BANDIT-6): the two dice (and a pickpocket's bonus)
 * must reach the tile's value plus 2.
 *
 * @example
 * applyStealRoll(ctx, task, 4);
 */
export function applyStealRoll(ctx: Ctx, task: TaskOf<'steal-roll'>, die: number): void {
  const rolls = [...task.rolls, die];
  if (rolls.length < 2) {
    replaceHead(ctx, { ...task, rolls });
    return;
  }
  const thief = prospectorOf(ctx, task.seat);
  const value = prospectorOf(ctx, task.target).treasures.find((t) => t.uid === task.treasure)?.value ?? 0;
  const total = rolls[0]! + rolls[1]! + hunterBonus(ctx.catalog, thief, 'steal-bonus');
  const won = total >= value + 2;
  ctx.events.push({ type: 'bandit-steal', player: task.seat, target: task.target, total, needed: value + 2, won });
  replaceHead(ctx);
  if (won) takeTreasure(ctx, task.target, task.seat, task.treasure);
}

function takeTreasure(ctx: Ctx, from: number, to: number, uid: number): void {
  const tile = prospectorOf(ctx, from).treasures.find((t) => t.uid === uid);
  if (!tile) return;
  updateProspector(ctx, from, (p) => ({ ...p, treasures: p.treasures.filter((t) => t.uid !== uid) }));
  updateProspector(ctx, to, (p) => ({ ...p, treasures: [...p.treasures, tile] }));
  // LD-BANDIT-7: the Ghost haunts the tile by its uid, so he travels with it.
  ctx.events.push({ type: 'treasure-stolen', player: to, from, uid, value: tile.value, haunted: ctx.g.ghost === uid });
}
