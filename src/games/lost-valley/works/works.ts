import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { edgesAt, tilesAt } from '../kernel/adjacency.js';
import type { Work } from '../schemas/works-schemas.js';
import type { BuildAction } from './build-actions.js';
import { moveClaim } from './claims.js';
import { notInVariant } from '../kernel/switches.js';
import type { RuleContext, Actor } from '../kernel/rule-context.js';
import { gainExperience, wateredGold } from './experience.js';
import { countOf, goodsOf, itemInfo, removeItem } from '../kernel/inventory.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import { hasSkill } from '../skills/skills.js';
import { withBoard, withFields, withProspector } from '../kernel/state-copy.js';
import { bridgeEdges, flumeBlock, flumeEdges, mineSites, nextToAnimal, onForest, onWater, workAt, flumeAcrossStartTile } from './work-places.js';
import { withCount } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/*
 * Building works (LV-WORK-1 … LV-WORK-12): what each costs, where it may stand, and the XP it
 * earns (experience.ts). Works with a count in the component data (fish traps, sawmills,
 * hunting traps, mines) come from that supply; flumes and bridges have no count there and are
 * not limited.
 */

/**
 * What a kind of work costs (LV-WORK-12): from the component data's build cost; flumes one timber
 * each, bridges two.
 *
 * @example
 * workCost(ctx, 'mine'); // { tool: 1, food: 1, timber: 1 }
 * @internal
 */
export function workCost(ctx: RuleContext, work: Work['work']): Readonly<Record<string, number>> {
  if (work === 'flume') return { timber: 1 };
  if (work === 'bridge') return { timber: 2 };
  const cost: Record<string, number> = {};
  for (const [item, n] of Object.entries(ctx.set.supply.find((entry) => entry.id === work)?.buildCost ?? { tool: 1 })) if (n !== undefined) cost[item] = n;
  return cost;
}

/** A work with a count in the data comes from the supply, and is not built once none is left (LV-WORK-13). */
function supplied(ctx: RuleContext, g: G, work: Work['work']): boolean {
  return !ctx.set.supply.some((item) => item.id === work) || (g.supply[work] ?? 0) > 0;
}

/** Gear a Mine Builder may give instead of the tool (LV-SKILL-MINE-BUILDER-1): any gear item held in the open. */
function gearOf(ctx: RuleContext, actor: Actor): string[] {
  return goodsOf(actor.prospector.inventory)
    .map((stack) => stack.item)
    .filter((item) => itemInfo(ctx, item).category !== 'raw-material')
    .sort();
}

function flumeTimber(actor: Actor, count: number): number {
  // LV-SKILL-FLUME-BUILDER-1: two flumes for one timber.
  return hasSkill(actor.prospector, 'flume-builder') ? 1 : count;
}

/**
 * The works the prospector whose turn it is may build now, in a stable order: fish trap,
 * sawmill, hunting trap at its intersection; a mine on each adjacent mountain tile (without and
 * with the claim marker, then with each gear item for a Mine Builder); one flume or two on
 * adjacent edges; a bridge on each adjacent river crossing.
 *
 * @example
 * buildMenu(ctx, g, actor);
 * @internal
 */
export function buildMenu(ctx: RuleContext, g: G, actor: Actor): LostValleyAction[] {
  const node = actor.prospector.node;
  const inventory = actor.prospector.inventory;
  const tool = countOf(inventory, 'tool') > 0;
  const timber = countOf(inventory, 'timber');
  const mineBuilder = hasSkill(actor.prospector, 'mine-builder');
  // Every work costs a tool or timber (a gear item for the Mine Builder): without them, nothing to list.
  if (!tool && timber === 0 && !mineBuilder) return [];
  const tiles = tilesAt(ctx, g, node);
  if (tiles.length === 0) return [];
  const player = actor.seat;
  const actions: LostValleyAction[] = [];
  if (tool && workAt(g, 'node', node) === undefined) {
    if (supplied(ctx, g, 'fish-trap') && onWater(ctx, g, node, tiles)) actions.push({ type: 'build-fish-trap', player });
    if (supplied(ctx, g, 'sawmill') && onForest(ctx, g, node, tiles)) actions.push({ type: 'build-sawmill', player });
    if (supplied(ctx, g, 'hunting-trap') && nextToAnimal(ctx, g, node, tiles)) actions.push({ type: 'build-hunting-trap', player });
  }
  if (timber >= 1 && supplied(ctx, g, 'mine') && countOf(inventory, 'food') >= 1) {
    const instead = mineBuilder ? gearOf(ctx, actor) : [];
    for (const tile of mineSites(ctx, g, node, tiles)) {
      // LV-CLASSIC-6: without claim markers a mine is never claimed.
      for (const claim of ctx.options.claims ? [false, true] : [false]) {
        if (tool) actions.push({ type: 'build-mine', player, tile, claim, toolInstead: null });
        for (const item of instead) actions.push({ type: 'build-mine', player, tile, claim, toolInstead: item });
      }
    }
  }
  if (timber === 0) return actions;
  const flumes = flumeEdges(ctx, g, node);
  if (timber >= flumeTimber(actor, 1)) for (const edge of flumes) actions.push({ type: 'build-flumes', player, edges: [edge] });
  if (timber >= flumeTimber(actor, 2)) {
    for (let i = 0; i < flumes.length; i++) for (let j = i + 1; j < flumes.length; j++) actions.push({ type: 'build-flumes', player, edges: [flumes[i]!, flumes[j]!] });
  }
  if (timber >= 2) for (const edge of bridgeEdges(ctx, g, node)) actions.push({ type: 'build-bridge', player, edge });
  return actions;
}

function pay(ctx: RuleContext, g: G, actor: Actor, cost: Readonly<Record<string, number>>): G {
  let inventory = actor.prospector.inventory;
  const supply = withCount(g.supply);
  for (const [item, n] of Object.entries(cost)) {
    if (n <= 0) continue;
    inventory = removeItem(ctx, inventory, item, n) ?? inventory;
    supply[item] = (supply[item] ?? 0) + n;
  }
  return withProspector(withFields(g, { supply }), actor.index, { ...actor.prospector, inventory });
}

function place(ctx: RuleContext, g: G, works: readonly Work[]): G {
  const supply = withCount(g.supply);
  for (const work of works) if (ctx.set.supply.some((item) => item.id === work.work)) supply[work.work] = (supply[work.work] ?? 0) - 1;
  return withFields(g, { supply, board: withBoard(g.board, { works: [...g.board.works, ...works] }) });
}

/**
 * Builds a legal work: pays its cost into the supply, takes it from the supply of works, places
 * it, moves the claim marker if asked (a mine), and earns XP (a flume only if it brought water
 * to river gold that had none, LV-XP-3).
 *
 * @example
 * applyBuild(ctx, g, { type: 'build-bridge', player: 0, edge: 40 }, actor, events);
 */
export function applyBuild(ctx: RuleContext, g: G, action: BuildAction, actor: Actor, events: LostValleyEvent[]): G {
  const builder = actor.index;
  const node = actor.prospector.node;
  switch (action.type) {
    case 'build-fish-trap':
    case 'build-sawmill':
    case 'build-hunting-trap': {
      const work = action.type.slice('build-'.length) as Work['work'];
      const next = place(ctx, pay(ctx, g, actor, workCost(ctx, work)), [{ work, at: node, builder }]);
      events.push({ type: 'work-built', player: actor.seat, prospector: builder, work, at: node });
      return gainExperience(ctx, next, builder, events);
    }
    case 'build-mine': {
      const base = workCost(ctx, 'mine');
      const cost: Record<string, number> = { ...base };
      if (action.toolInstead !== null) {
        cost['tool'] = (cost['tool'] ?? 1) - 1;
        cost[action.toolInstead] = (cost[action.toolInstead] ?? 0) + 1;
      }
      let next = place(ctx, pay(ctx, g, actor, cost), [{ work: 'mine', at: action.tile, builder }]);
      events.push({ type: 'work-built', player: actor.seat, prospector: builder, work: 'mine', at: action.tile });
      if (action.claim) next = moveClaim(next, builder, action.tile, events);
      return gainExperience(ctx, next, builder, events);
    }
    case 'build-flumes': {
      const before = g;
      const paid = pay(ctx, g, actor, { timber: flumeTimber(actor, action.edges.length) });
      const next = place(ctx, paid, action.edges.map((at) => ({ work: 'flume' as const, at, builder })));
      for (const at of action.edges) events.push({ type: 'work-built', player: actor.seat, prospector: builder, work: 'flume', at });
      return wateredGold(ctx, before, next) ? gainExperience(ctx, next, builder, events) : next;
    }
    case 'build-bridge': {
      const next = place(ctx, pay(ctx, g, actor, workCost(ctx, 'bridge')), [{ work: 'bridge', at: action.edge, builder }]);
      events.push({ type: 'work-built', player: actor.seat, prospector: builder, work: 'bridge', at: action.edge });
      return gainExperience(ctx, next, builder, events);
    }
  }
}

/**
 * Words for a work that may not be built: the place taken (LV-WORK-1), a flume across the start
 * tile (LV-WORK-11), a place not adjacent or of the wrong kind, goods missing, none left in the
 * supply. `null` when none of these applies (the menu then names the turn rule).
 *
 * @example
 * explainBuild(ctx, g, { type: 'build-flumes', player: 0, edges: [3] }, actor)?.code;
 */
export function explainBuild(ctx: RuleContext, g: G, action: BuildAction, actor: Actor): RuleError | null {
  const node = actor.prospector.node;
  const inventory = actor.prospector.inventory;
  switch (action.type) {
    case 'build-fish-trap':
    case 'build-sawmill':
    case 'build-hunting-trap': {
      const work = action.type.slice('build-'.length) as Work['work'];
      const there = workAt(g, 'node', node);
      if (there) return refusal('place-taken#intersection', { rule: 'LV-WORK-1', details: { work: there.work } }, { work: there.work });
      const rule = work === 'fish-trap' ? 'LV-WORK-3' : work === 'sawmill' ? 'LV-WORK-4' : 'LV-WORK-7';
      const fits = work === 'fish-trap' ? onWater(ctx, g, node) : work === 'sawmill' ? onForest(ctx, g, node) : nextToAnimal(ctx, g, node);
      if (!fits) return refusal('wrong-place#work', { rule, details: {} }, { work });
      if (!supplied(ctx, g, work)) return refusal('no-work-left#work', { rule, details: {} }, { work });
      if (countOf(inventory, 'tool') === 0) return refusal('cannot-pay#work', { rule, details: {} }, { work });
      return null;
    }
    case 'build-mine': {
      if (action.claim && !ctx.options.claims) return notInVariant('Claim markers', 'LV-CLASSIC-6');
      if (workAt(g, 'tile', action.tile)) return refusal('place-taken#mine', { rule: 'LV-WORK-1', details: {} });
      if (!tilesAt(ctx, g, node).includes(action.tile) || !mineSites(ctx, g, node).includes(action.tile)) {
        return refusal('wrong-place#mine', { rule: 'LV-WORK-6', details: { tile: action.tile } });
      }
      if (action.toolInstead !== null && !hasSkill(actor.prospector, 'mine-builder')) {
        return refusal('not-mine-builder', { rule: 'LV-SKILL-MINE-BUILDER-1', details: {} });
      }
      if (!supplied(ctx, g, 'mine')) return refusal('no-work-left#mine', { rule: 'LV-WORK-6', details: {} });
      return refusal('cannot-pay#mine', { rule: 'LV-WORK-6', details: {} });
    }
    case 'build-flumes': {
      if (action.edges.length === 2 && action.edges[0] === action.edges[1]) return refusal('place-taken#two-flumes', { rule: 'LV-WORK-1', details: {} });
      for (const edge of action.edges) {
        if (!edgesAt(ctx, node).includes(edge)) return refusal('not-adjacent#flume', { rule: 'LV-WORK-9', details: { edge } });
        const block = flumeBlock(ctx, g, edge);
        if (block === 'start-tile') return flumeAcrossStartTile(edge);
        if (block === 'taken') return refusal('place-taken#edge', { rule: 'LV-WORK-1', details: { edge } });
        if (block === 'not-between-tiles') return refusal('wrong-place#flume', { rule: 'LV-WORK-5', details: { edge } });
      }
      return refusal('cannot-pay#flumes', { rule: 'LV-WORK-5', details: {} });
    }
    case 'build-bridge': {
      if (!edgesAt(ctx, node).includes(action.edge)) return refusal('not-adjacent#bridge', { rule: 'LV-WORK-8', details: { edge: action.edge } });
      if (workAt(g, 'edge', action.edge)) return refusal('place-taken#edge', { rule: 'LV-WORK-1', details: { edge: action.edge } });
      if (!bridgeEdges(ctx, g, node).includes(action.edge)) return refusal('wrong-place#bridge', { rule: 'LV-WORK-8', details: { edge: action.edge } });
      return refusal('cannot-pay#bridge', { rule: 'LV-WORK-8', details: {} });
    }
  }
}
