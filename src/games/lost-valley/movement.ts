import type { GameEvent } from '../../core/actions.js';
import { edgeKind, isComplete, isWalkable, type BoardIndex, type EdgeKind } from './board/board-index.js';
import { TRADING_POST } from './board/lattice.js';
import { indexOf, type RuleContext } from './context.js';
import type { InventoryState, LostValleyAction, LostValleyGameState, MoveMode, Prospector } from './schemas.js';

type G = LostValleyGameState;

/**
 * Supply item ids that let a prospector ride (LV-MOVE-5); {@link BOAT_ITEMS} paddle (LV-MOVE-6).
 *
 * @example
 * HORSE_ITEMS.includes('horse'); // true
 */
export const HORSE_ITEMS: readonly string[] = ['horse'];
/**
 * Supply item ids that let a prospector go by boat (LV-MOVE-6).
 *
 * @example
 * BOAT_ITEMS.includes('canoe'); // true
 */
export const BOAT_ITEMS: readonly string[] = ['boat', 'canoe'];

/**
 * One step a prospector can take from a node: to the neighbour, along an edge of that kind. The
 * fords join the trading post to the mouth's two intersections (LV-GEO-4); we count them as edges
 * along the river, open to every mode.
 *
 * @example
 * stepsFrom(index, node, false);
 */
export function stepsFrom(index: BoardIndex, node: number, explorationOver: boolean): { to: number; kind: EdgeKind }[] {
  const lattice = index.lattice;
  if (node === TRADING_POST) return lattice.mouthNodes.map((to) => ({ to, kind: 'river' as const }));
  const steps: { to: number; kind: EdgeKind }[] = [];
  for (let k = 0; k < 6; k++) {
    const edge = lattice.nodeEdges[6 * node + k]!;
    if (edge < 0 || !isWalkable(index, edge, explorationOver)) continue;
    steps.push({ to: lattice.nodeNeighbours[6 * node + k]!, kind: edgeKind(index, edge) });
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
 * The modes a prospector may use: on foot always; by horse or boat if it owns one; in the second
 * edition, on foot after emptying a non-empty backpack and cart (LV-MOVE-8).
 *
 * @example
 * modesOf(ctx, prospector); // ['foot', 'foot-unburdened']
 */
export function modesOf(ctx: RuleContext, prospector: Prospector): MoveMode[] {
  const modes: MoveMode[] = ['foot'];
  if (ctx.options.edition === 'second' && !packsEmpty(prospector.inventory)) modes.push('foot-unburdened');
  if (owns(prospector.inventory, HORSE_ITEMS)) modes.push('horse');
  if (owns(prospector.inventory, BOAT_ITEMS)) modes.push('boat');
  return modes;
}

/** The edges a mode may use and how many: [kinds, most edges]; several rules for on foot. */
function rulesOf(ctx: RuleContext, mode: MoveMode, prospector: Prospector): [ReadonlySet<EdgeKind>, number][] {
  const landOrRiver = new Set<EdgeKind>(['land', 'river']);
  switch (mode) {
    case 'foot':
      // LV-MOVE-3: one land edge, or up to two along the river; LV-MOVE-8: two of either with empty packs.
      if (ctx.options.edition === 'second' && packsEmpty(prospector.inventory)) return [[landOrRiver, 2]];
      return [[new Set<EdgeKind>(['land']), 1], [new Set<EdgeKind>(['river']), 2]];
    case 'foot-unburdened':
    case 'horse':
      return [[landOrRiver, 2]];
    case 'boat':
      return [[new Set<EdgeKind>(['river', 'crossing']), 3]];
  }
}

/**
 * Where a prospector may end a movement in one mode: paths of allowed edges that pass only
 * through complete intersections until exploration has ended (LV-MOVE-9), ending on a node with
 * room (LV-MOVE-10), never where it started. Ascending node ids.
 *
 * @example
 * destinations(ctx, g, 0, 'foot');
 */
export function destinations(ctx: RuleContext, g: G, prospectorIndex: number, mode: MoveMode): number[] {
  const index = indexOf(ctx, g.board);
  const prospector = g.prospectors[prospectorIndex]!;
  const origin = prospector.node;
  const found = new Set<number>();
  for (const [kinds, most] of rulesOf(ctx, mode, prospector)) {
    const walk = (node: number, left: number): void => {
      for (const step of stepsFrom(index, node, g.explorationOver)) {
        if (!kinds.has(step.kind)) continue;
        found.add(step.to);
        if (left > 1 && (g.explorationOver || isComplete(index, step.to))) walk(step.to, left - 1);
      }
    };
    walk(origin, most);
  }
  found.delete(origin);
  return [...found].filter((node) => hasRoom(index, g, node, prospectorIndex)).sort((a, b) => a - b);
}

/**
 * Whether another prospector may stop on a node: any number at the trading post, two on an
 * intersection that touches the river, one elsewhere (LV-MOVE-10).
 *
 * @example
 * hasRoom(index, g, node, 0);
 */
export function hasRoom(index: BoardIndex, g: G, node: number, mover: number): boolean {
  if (node === TRADING_POST) return true;
  const limit = index.riverNodes.has(node) ? 2 : 1;
  let there = 0;
  g.prospectors.forEach((p, i) => {
    if (i !== mover && p.node === node) there++;
  });
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
 * Moves the current prospector (a legal move); emptying the backpack and cart first for the
 * unburdened walk, the discards going back to the supply (LV-MOVE-8).
 *
 * @example
 * applyMove(ctx, g, { type: 'move', player: 0, mode: 'foot', to: 3 }, events);
 */
export function applyMove(g: G, action: Extract<LostValleyAction, { type: 'move' }>, events: GameEvent[]): G {
  const prospectorIndex = g.turnOrder[g.turn.index]!;
  const prospector = g.prospectors[prospectorIndex]!;
  let inventory = prospector.inventory;
  let supply = g.supply;
  if (action.mode === 'foot-unburdened') {
    const discarded = [...inventory.backpack, ...(inventory.cart ?? [])];
    supply = { ...supply };
    for (const stack of discarded) supply[stack.item] = (supply[stack.item] ?? 0) + stack.count;
    inventory = { ...inventory, backpack: [], cart: inventory.cart === null ? null : [] };
    events.push({ type: 'packs-emptied', player: action.player, prospector: prospectorIndex, items: discarded.map((s) => ({ ...s })) });
  }
  const prospectors = g.prospectors.slice();
  prospectors[prospectorIndex] = { ...prospector, node: action.to, inventory };
  events.push({ type: 'prospector-moved', player: action.player, prospector: prospectorIndex, from: prospector.node, to: action.to, mode: action.mode });
  return { ...g, prospectors, supply, turn: { ...g.turn, movements: g.turn.movements + 1 } };
}
