import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { edgeKind, isWalkable, type BoardIndex, type EdgeKind } from '../board/board-index.js';
import { TRADING_POST } from '../board/lattice.js';
import { indexOf, type RuleContext } from '../kernel/rule-context.js';
import { reachableNodes } from './move-walk.js';
import { hasSkill } from '../skills/skills.js';
import { bridgesOf } from '../works/work-places.js';
import type { InventoryState, LostValleyAction, LostValleyGameState, MoveMode, Prospector } from '../schemas/game-schemas.js';
import { prospectorRecord, withFields, withTurn } from '../kernel/state-copy.js';
import { withCount } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/**
 * Supply item ids that let a prospector ride (LV-MOVE-5); {@link BOAT_ITEMS} paddle (LV-MOVE-6).
 *
 * @example
 * HORSE_ITEMS.includes('horse'); // true
 * @internal
 */
export const HORSE_ITEMS: readonly string[] = ['horse'];
/**
 * Supply item ids that let a prospector go by boat (LV-MOVE-6).
 *
 * @example
 * BOAT_ITEMS.includes('canoe'); // true
 * @internal
 */
export const BOAT_ITEMS: readonly string[] = ['boat', 'canoe'];

const NO_BRIDGES: ReadonlySet<number> = new Set();

/**
 * One step a prospector can take from a node: to the neighbour, along an edge of that kind. The
 * fords join the trading post to the mouth's two intersections (LV-GEO-4); we count them as edges
 * along the river, open to every mode. A crossing edge with a bridge is also a land step.
 *
 * @example
 * stepsFrom(index, node, false);
 * @internal
 */
export function stepsFrom(index: BoardIndex, node: number, explorationOver: boolean, bridges: ReadonlySet<number> = NO_BRIDGES): { to: number; kind: EdgeKind }[] {
  const lattice = index.lattice;
  if (node === TRADING_POST) return lattice.mouthNodes.map((to) => ({ to, kind: 'river' as const }));
  const steps: { to: number; kind: EdgeKind }[] = [];
  for (let k = 0; k < 6; k++) {
    const edge = lattice.nodeEdges[6 * node + k]!;
    if (edge < 0 || !isWalkable(index, edge, explorationOver)) continue;
    const kind = edgeKind(index, edge);
    steps.push({ to: lattice.nodeNeighbours[6 * node + k]!, kind });
    // LV-WORK-8: a bridge carries walkers and riders across as a land edge (boats still cross there).
    if (kind === 'crossing' && bridges.has(edge)) steps.push({ to: lattice.nodeNeighbours[6 * node + k]!, kind: 'land' });
  }
  if (node === lattice.mouthNodes[0] || node === lattice.mouthNodes[1]) steps.push({ to: TRADING_POST, kind: 'river' });
  return steps;
}

function owns(inventory: InventoryState, items: readonly string[]): boolean {
  return inventory.gear.some((stack) => items.includes(stack.item));
}

function packsEmpty(inventory: InventoryState): boolean {
  return inventory.backpack.length === 0 && (inventory.cart === null || inventory.cart.length === 0);
}

/**
 * The modes a prospector may use: on foot always; by horse or boat if it owns one; where the
 * edition allows it, on foot after emptying a non-empty backpack and cart (LV-MOVE-8).
 *
 * @example
 * modesOf(ctx, prospector); // ['foot', 'foot-unburdened']
 * @internal
 */
export function modesOf(ctx: RuleContext, prospector: Prospector): MoveMode[] {
  const modes: MoveMode[] = ['foot'];
  if (ctx.rules.unburdenedWalk && !packsEmpty(prospector.inventory)) modes.push('foot-unburdened');
  if (owns(prospector.inventory, HORSE_ITEMS)) modes.push('horse');
  if (owns(prospector.inventory, BOAT_ITEMS)) modes.push('boat');
  return modes;
}

const LAND: ReadonlySet<EdgeKind> = new Set<EdgeKind>(['land']);
const RIVER: ReadonlySet<EdgeKind> = new Set<EdgeKind>(['river']);
const LAND_OR_RIVER: ReadonlySet<EdgeKind> = new Set<EdgeKind>(['land', 'river']);
const CROSSING: ReadonlySet<EdgeKind> = new Set<EdgeKind>(['crossing']);
const RIVER_OR_CROSSING: ReadonlySet<EdgeKind> = new Set<EdgeKind>(['river', 'crossing']);

/**
 * The edges a mode may use and how many: [kinds, most edges]; several rules for some modes. The
 * movement skills (LV-MOVE-12) are here, but the Runner's second movement (works/works-area.ts).
 *
 * @example
 * rulesOf(ctx, 'foot', prospector); // [[land, 1], [river, 2]]
 * @internal
 */
export function rulesOf(ctx: RuleContext, mode: MoveMode, prospector: Prospector): [ReadonlySet<EdgeKind>, number][] {
  const land = LAND;
  const river = RIVER;
  const landOrRiver = LAND_OR_RIVER;
  switch (mode) {
    case 'foot': {
      // LV-MOVE-3: one land edge, or up to two along the river; LV-MOVE-8: two land edges with empty packs.
      const rules: [ReadonlySet<EdgeKind>, number][] = [[land, ctx.rules.unburdenedWalk && packsEmpty(prospector.inventory) ? 2 : 1], [river, 2]];
      // LV-SKILL-SWIMMER-1: one crossing edge as the whole movement.
      if (hasSkill(prospector, 'swimmer')) rules.push([CROSSING, 1]);
      return rules;
    }
    case 'foot-unburdened':
      // LV-MOVE-8: "move 2 spaces over land" (two river edges need no emptying).
      return [[land, 2]];
    case 'horse':
      // LV-SKILL-HORSEMAN-1: one more edge when the whole movement is along the river.
      return hasSkill(prospector, 'horseman') ? [[landOrRiver, 2], [river, 3]] : [[landOrRiver, 2]];
    case 'boat':
      // LV-SKILL-BOATSMAN-1: four edges by boat.
      return [[RIVER_OR_CROSSING, hasSkill(prospector, 'boatsman') ? 4 : 3]];
  }
}

/**
 * Where a prospector may end a movement in one mode: paths of allowed edges that pass only
 * through complete intersections until exploration has ended (LV-MOVE-9), ending on a node with
 * room (LV-MOVE-10), never where it started. Ascending node ids.
 *
 * @example
 * destinations(ctx, g, 0, 'foot');
 * @internal
 */
export function destinations(ctx: RuleContext, g: G, prospectorIndex: number, mode: MoveMode): number[] {
  const index = indexOf(ctx, g.board);
  const prospector = g.prospectors[prospectorIndex]!;
  const origin = prospector.node;
  const bridges = bridgesOf(g);
  // LV-MOVE-4: without passing through, a path may not go on from another prospector's intersection.
  const blocked = ctx.rules.passesOccupied ? null : new Set(g.prospectors.filter((_, i) => i !== prospectorIndex).map((p) => p.node));
  blocked?.delete(TRADING_POST);
  // The same walk as through `stepsFrom`, without allocation (move-walk.ts).
  const reached = reachableNodes(index, origin, g.explorationOver, rulesOf(ctx, mode, prospector), bridges, blocked);
  return reached.filter((node) => hasRoom(index, g, node, prospectorIndex));
}

/**
 * Whether another prospector may stop on a node: any number at the trading post, two on an
 * intersection that touches the river, one elsewhere (LV-MOVE-10).
 *
 * @example
 * hasRoom(index, g, node, 0);
 * @internal
 */
export function hasRoom(index: BoardIndex, g: G, node: number, mover: number): boolean {
  if (node === TRADING_POST) return true;
  const limit = index.riverNodes.has(node) ? 2 : 1;
  let there = 0;
  const prospectors = g.prospectors;
  for (let i = 0; i < prospectors.length; i++) if (i !== mover && prospectors[i]!.node === node) there++;
  return there < limit;
}

/**
 * Every legal move of the current prospector, by mode (in {@link modesOf} order) then node.
 *
 * @example
 * moveActions(ctx, g, 0);
 */
export function moveActions(ctx: RuleContext, g: G, player: number): LostValleyAction[] {
  const prospectorIndex = g.turnOrder[g.turn.index]!;
  const prospector = g.prospectors[prospectorIndex]!;
  const actions: LostValleyAction[] = [];
  for (const mode of modesOf(ctx, prospector)) {
    for (const to of destinations(ctx, g, prospectorIndex, mode)) actions.push({ type: 'move', player, mode, to });
  }
  return actions;
}

/**
 * Whether {@link moveActions} lists this action (`jsonEqual`: a move with exactly its four
 * fields), finding only the destinations of the action's own mode.
 *
 * @example
 * movesHas(ctx, g, { type: 'move', player: 0, mode: 'foot', to: 3 });
 * @internal
 */
export function movesHas(ctx: RuleContext, g: G, action: LostValleyAction): boolean {
  if (action.type !== 'move' || Object.keys(action).length !== 4) return false;
  const prospectorIndex = g.turnOrder[g.turn.index]!;
  if (!modesOf(ctx, g.prospectors[prospectorIndex]!).includes(action.mode)) return false;
  return destinations(ctx, g, prospectorIndex, action.mode).includes(action.to);
}

/**
 * Moves the current prospector (a legal move); emptying the backpack and cart first for the
 * unburdened walk, the discards going back to the supply (LV-MOVE-8).
 *
 * @example
 * applyMove(ctx, g, { type: 'move', player: 0, mode: 'foot', to: 3 }, events);
 */
export function applyMove(g: G, action: Extract<LostValleyAction, { type: 'move' }>, events: LostValleyEvent[]): G {
  const prospectorIndex = g.turnOrder[g.turn.index]!;
  const prospector = g.prospectors[prospectorIndex]!;
  let inventory = prospector.inventory;
  let supply = g.supply;
  if (action.mode === 'foot-unburdened') {
    const discarded = [...inventory.backpack, ...(inventory.cart ?? [])];
    supply = withCount(supply);
    for (const stack of discarded) supply[stack.item] = (supply[stack.item] ?? 0) + stack.count;
    inventory = { ...inventory, backpack: [], cart: inventory.cart === null ? null : [] };
    events.push({ type: 'packs-emptied', player: action.player, prospector: prospectorIndex, items: discarded.map((s) => ({ ...s })) });
  }
  const prospectors = g.prospectors.slice();
  prospectors[prospectorIndex] = prospectorRecord({ ...prospector, node: action.to, inventory });
  events.push({ type: 'prospector-moved', player: action.player, prospector: prospectorIndex, from: prospector.node, to: action.to, mode: action.mode });
  return withFields(g, { prospectors, supply, turn: withTurn(g.turn, { movements: g.turn.movements + 1 }) });
}
