import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import { edgesAt, terrainOf, tilesAt } from '../kernel/adjacency.js';
import type { Work } from '../schemas/works-schemas.js';
import type { BuildAction } from '../works/build-actions.js';
import { indexOf, type RuleContext, type Actor } from '../kernel/rule-context.js';
import { countOf, removeItem } from '../kernel/inventory.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import { withBoard, withFields, withProspector } from '../kernel/state-copy.js';
import { naturalWater } from '../works/water.js';
import { flumeBlock, flumeEdges, mineSites, onForest, onWater, workAt, flumeAcrossStartTile } from '../works/work-places.js';
import { workCost } from '../works/works.js';
import { withCount } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/*
 * The first edition's works (LV-FEA-WORK-1 … LV-FEA-WORK-8): a fish trap (one tool, at a river
 * or lake intersection), a sawmill (one tool, at a forest intersection), one work per
 * intersection; a flume (one timber) across the edge between two tiles, watering a tundra or
 * forest, never on a mountain tile (the spring's mother lode makes it a mountain too), flumes may
 * branch (Czech answer; an option); a mine (1 tool, 1 food, 1 timber) on a mountain tile or the
 * spring (its mother lode is dug only with a mine, LV-EXP1-5). No hunting traps, bridges or claims, and no experience for building.
 */

function sidesOf(ctx: RuleContext, g: G, edge: number): [number, number] | null {
  const index = indexOf(ctx, g.board);
  const faces = ctx.catalog.lattice.edgeFaces;
  const a = index.faceTile.get(faces[2 * edge]!);
  const b = index.faceTile.get(faces[2 * edge + 1]!);
  return a === undefined || b === undefined || a < 0 || b < 0 ? null : [a, b];
}

function flumesAround(ctx: RuleContext, g: G, tile: number): number {
  let n = 0;
  for (const work of g.board.works) {
    if (work.work !== 'flume') continue;
    const sides = sidesOf(ctx, g, work.at);
    if (sides && sides.includes(tile)) n++;
  }
  return n;
}

/**
 * Why a first-edition flume may not lie on an edge beyond the common checks (start tile, taken,
 * not between two tiles: `flumeBlock`), or `null` if it may: a mountain tile on either side
 * (LV-FEA-WORK-6), neither side a tundra or forest to water (LV-FEA-WORK-5), or, when flumes
 * may not branch (`feFlumesBranch: false`), a tile without water of its own that would touch a
 * third flume (LV-FEA-WORK-8).
 *
 * @example
 * firstFlumeBlock(ctx, g, edge); // 'mountain'
 */
export function firstFlumeBlock(ctx: RuleContext, g: G, edge: number): 'mountain' | 'nothing-to-water' | 'branch' | null {
  const sides = sidesOf(ctx, g, edge);
  if (!sides) return null;
  const terrains = sides.map((tile) => terrainOf(ctx, g.board.tiles[tile]!));
  if (terrains.includes('mountain')) return 'mountain';
  if (!terrains.includes('tundra') && !terrains.includes('forest')) return 'nothing-to-water';
  if (!ctx.options.feFlumesBranch && sides.some((tile) => !naturalWater(ctx, g.board.tiles[tile]!) && flumesAround(ctx, g, tile) >= 2)) return 'branch';
  return null;
}

/**
 * The works a first-edition prospector may build now, in a stable order: fish trap and sawmill
 * at its intersection, a mine on each adjacent mountain tile (the spring included), one flume on
 * each adjacent edge that takes one.
 *
 * @example
 * firstBuildMenu(ctx, g, actor);
 */
export function firstBuildMenu(ctx: RuleContext, g: G, actor: Actor): LostValleyAction[] {
  const node = actor.prospector.node;
  const inventory = actor.prospector.inventory;
  const tool = countOf(inventory, 'tool') > 0;
  const timber = countOf(inventory, 'timber') > 0;
  if (!tool && !timber) return [];
  const tiles = tilesAt(ctx, g, node);
  if (tiles.length === 0) return [];
  const player = actor.seat;
  const actions: LostValleyAction[] = [];
  if (tool && workAt(g, 'node', node) === undefined) {
    if ((g.supply['fish-trap'] ?? 0) > 0 && onWater(ctx, g, node, tiles)) actions.push({ type: 'build-fish-trap', player });
    if ((g.supply['sawmill'] ?? 0) > 0 && onForest(ctx, g, node, tiles)) actions.push({ type: 'build-sawmill', player });
  }
  if (tool && timber && countOf(inventory, 'food') > 0 && (g.supply['mine'] ?? 0) > 0) {
    for (const tile of mineSites(ctx, g, node, tiles)) actions.push({ type: 'build-mine', player, tile, claim: false, toolInstead: null });
  }
  if (timber) for (const edge of flumeEdges(ctx, g, node)) if (firstFlumeBlock(ctx, g, edge) === null) actions.push({ type: 'build-flumes', player, edges: [edge] });
  return actions;
}

/**
 * Builds a legal first-edition work: its cost to the supply, the work from the supply (flumes
 * are timber and have no count), placed; no experience (LV-FEA-WORK-1).
 *
 * @example
 * applyFirstBuild(ctx, g, { type: 'build-sawmill', player: 0 }, actor, events);
 */
export function applyFirstBuild(ctx: RuleContext, g: G, action: BuildAction, actor: Actor, events: LostValleyEvent[]): G {
  const node = actor.prospector.node;
  const work: Work['work'] = action.type === 'build-flumes' ? 'flume' : action.type === 'build-mine' ? 'mine' : action.type === 'build-sawmill' ? 'sawmill' : 'fish-trap';
  const at = action.type === 'build-flumes' ? action.edges[0] : action.type === 'build-mine' ? action.tile : node;
  let inventory = actor.prospector.inventory;
  const supply = withCount(g.supply);
  for (const [item, n] of Object.entries(workCost(ctx, work))) {
    const left = removeItem(ctx, inventory, item, n);
    if (!left) return g;
    inventory = left;
    supply[item] = (supply[item] ?? 0) + n;
  }
  if (work !== 'flume') supply[work] = (supply[work] ?? 0) - 1;
  const next = withProspector(withFields(g, { supply, board: withBoard(g.board, { works: [...g.board.works, { work, at, builder: actor.index }] }) }), actor.index, { ...actor.prospector, inventory });
  events.push({ type: 'work-built', player: actor.seat, prospector: actor.index, work, at });
  return next;
}

function refuse(code: string, message: string, rule: string, details: Record<string, string | number> = {}): RuleError {
  return ruleError(`lost-valley/${code}`, message, { rule, details });
}

/**
 * Words for a first-edition work that may not be built, or `null` when it may (the turn's
 * action may still be used up).
 *
 * @example
 * explainFirstBuild(ctx, g, { type: 'build-flumes', player: 0, edges: [3] }, actor)?.code; // 'lost-valley/flume-on-mountain'
 */
export function explainFirstBuild(ctx: RuleContext, g: G, action: BuildAction, actor: Actor): RuleError | null {
  const node = actor.prospector.node;
  const inventory = actor.prospector.inventory;
  switch (action.type) {
    case 'build-hunting-trap':
    case 'build-bridge':
      return refuse('not-in-edition', `The first edition has no ${action.type === 'build-bridge' ? 'bridges' : 'hunting traps'}: its works are fish traps, sawmills, flumes and mines.`, 'LV-FEA-WORK-1');
    case 'build-fish-trap':
    case 'build-sawmill': {
      const trap = action.type === 'build-fish-trap';
      const rule = trap ? 'LV-FEA-WORK-2' : 'LV-FEA-WORK-3';
      const there = workAt(g, 'node', node);
      if (there) return refuse('place-taken', `Only one work may stand at an intersection: a ${there.work} is already here.`, 'LV-FEA-WORK-4', { work: there.work });
      if (!(trap ? onWater(ctx, g, node) : onForest(ctx, g, node))) return refuse('wrong-place', trap ? 'A fish trap is built at an intersection of a river or lake.' : 'A sawmill is built at an intersection of a forest.', rule);
      if ((g.supply[trap ? 'fish-trap' : 'sawmill'] ?? 0) === 0) return refuse('no-work-left', `No ${trap ? 'fish trap' : 'sawmill'} is left in the supply.`, rule);
      return countOf(inventory, 'tool') > 0 ? null : refuse('cannot-pay', `A ${trap ? 'fish trap' : 'sawmill'} costs one tool.`, rule);
    }
    case 'build-mine': {
      if (action.claim || action.toolInstead !== null) return refuse('not-in-edition', 'The first edition has no claims and no Mine Builder: a mine is built with a tool, a food and a timber.', 'LV-FEA-WORK-7');
      if (workAt(g, 'tile', action.tile)) return refuse('place-taken', 'This tile has a mine already.', 'LV-FEA-WORK-7');
      if (!mineSites(ctx, g, node).includes(action.tile)) return refuse('wrong-place', 'A mine is built on an adjacent mountain tile (or the spring, whose mother lode needs one).', 'LV-FEA-WORK-7', { tile: action.tile });
      if ((g.supply['mine'] ?? 0) === 0) return refuse('no-work-left', 'No mine is left in the supply.', 'LV-FEA-WORK-7');
      const pays = countOf(inventory, 'tool') > 0 && countOf(inventory, 'food') > 0 && countOf(inventory, 'timber') > 0;
      return pays ? null : refuse('cannot-pay', 'A mine costs 1 tool, 1 food and 1 timber.', 'LV-FEA-WORK-7');
    }
    case 'build-flumes': {
      if (action.edges.length !== 1) return refuse('one-flume', 'In the first edition an action builds one flume, for one timber.', 'LV-FEA-WORK-5');
      const edge = action.edges[0];
      if (!edgesAt(ctx, node).includes(edge)) return refuse('not-adjacent', 'A flume is built on an edge adjacent to the prospector.', 'LV-FEA-WORK-5', { edge });
      const block = flumeBlock(ctx, g, edge);
      if (block === 'start-tile') return flumeAcrossStartTile(edge);
      if (block === 'taken') return refuse('place-taken', 'Only one flume may lie on an edge.', 'LV-FEA-WORK-5', { edge });
      if (block === 'not-between-tiles') return refuse('wrong-place', 'A flume lies across the edge separating two tiles.', 'LV-FEA-WORK-5', { edge });
      const first = firstFlumeBlock(ctx, g, edge);
      if (first === 'mountain') return refuse('flume-on-mountain', 'No flume may be built on a mountain tile (the spring counts as one: its mother lode is mountain gold).', 'LV-FEA-WORK-6', { edge });
      if (first === 'nothing-to-water') return refuse('wrong-place', 'A flume supplies water to a tundra or forest tile: one of the two tiles must be one.', 'LV-FEA-WORK-5', { edge });
      if (first === 'branch') return refuse('flume-branch', 'Under `feFlumesBranch: false` flumes do not branch: a tile without water of its own touches at most two flumes.', 'LV-FEA-WORK-8', { edge });
      return countOf(inventory, 'timber') > 0 ? null : refuse('cannot-pay', 'A flume costs one timber.', 'LV-FEA-WORK-5');
    }
  }
}
