import type { BoardState, InventoryState, LostValleyGameState, Prospector } from '../schemas/game-schemas.js';

type G = LostValleyGameState;

/**
 * Every field of the game part, required and writable: {@link copyState} must list them all, so
 * a field added to the schema fails to compile there until it is copied.
 *
 * @example
 * const next: StateFields = copyState(g);
 */
export type StateFields = { -readonly [K in keyof G]-?: G[K] };

/**
 * A shallow copy of the game part, field by field, for the hot paths to change a field or two of.
 * V8 copies this 20-field object with a spread (`{ ...g, pending }`) about ten times slower than
 * with a literal that names the fields; the state is copied several times per action.
 *
 * @example
 * const next = copyState(g);
 * next.pending = { kind: 'turn' };
 */
export function copyState(g: G): StateFields {
  return {
    board: g.board,
    piles: g.piles,
    markerSupply: g.markerSupply,
    tradingPostMarkers: g.tradingPostMarkers,
    supply: g.supply,
    prospectors: g.prospectors,
    turnOrder: g.turnOrder,
    turn: g.turn,
    tasks: g.tasks,
    nextMarker: g.nextMarker,
    spent: g.spent,
    skills: g.skills,
    trade: g.trade,
    weighing: g.weighing,
    explore: g.explore,
    gapQueue: g.gapQueue,
    explorationOver: g.explorationOver,
    ice: g.ice,
    pending: g.pending,
    ended: g.ended,
  };
}

/**
 * The game part with one field replaced (a {@link copyState} and one assignment).
 *
 * @example
 * withField(g, 'pending', { kind: 'turn' });
 */
export function withField<K extends keyof G>(g: G, key: K, value: G[K]): G {
  const next = copyState(g);
  next[key] = value;
  return next;
}

/**
 * The game part with some fields replaced: `withFields(g, { pending, turn })` is
 * `{ ...g, pending, turn }` at a fraction of the cost (see {@link copyState}).
 *
 * @example
 * withFields(g, { explore: null, gapQueue: [] });
 */
export function withFields(g: G, patch: Partial<G>): G {
  const next = copyState(g);
  for (const key in patch) (next as Record<string, unknown>)[key] = patch[key as keyof G];
  return next;
}

/**
 * The state with one prospector replaced (everything else shared).
 *
 * @example
 * withProspector(g, 0, { ...p, node: 3 });
 * @internal
 */
export function withProspector(g: G, index: number, prospector: Prospector): G {
  const prospectors = g.prospectors.slice();
  prospectors[index] = prospectorRecord(prospector);
  return withField(g, 'prospectors', prospectors);
}

// One literal per record type: objects built by spreads at many call sites come in many hidden
// classes (V8 maps; 61 for a prospector over 40 games, bench/state-shapes.ts), and code that reads
// them is compiled again for each new one: a short process pays that (bench/warm-up.ts).

/**
 * A prospector built in its one shape (fields always in the schema's order), its inventory too.
 *
 * @example
 * prospectorRecord({ ...p, node: 3 });
 * @internal
 */
export function prospectorRecord(p: Prospector): Prospector {
  return { seat: p.seat, node: p.node, inventory: inventoryRecord(p.inventory), claim: p.claim, quarry: p.quarry };
}

/**
 * An inventory sheet built in its one shape (see {@link prospectorRecord}).
 *
 * @example
 * inventoryRecord({ ...inventory, xp: 0 });
 * @internal
 */
export function inventoryRecord(inv: InventoryState): InventoryState {
  return {
    backpack: inv.backpack,
    cart: inv.cart,
    gear: inv.gear,
    goldBag: inv.goldBag,
    hiddenGear: inv.hiddenGear,
    xp: inv.xp,
    missMarker: inv.missMarker,
    skills: inv.skills,
  };
}

/**
 * The board with some fields replaced, built in its one shape (see {@link prospectorRecord}).
 *
 * @example
 * withBoard(g.board, { holes: [] });
 * @internal
 */
export function withBoard(board: BoardState, patch: Partial<BoardState>): BoardState {
  return {
    tiles: patch.tiles ?? board.tiles,
    holes: patch.holes ?? board.holes,
    river: patch.river ?? board.river,
    spring: patch.spring === undefined ? board.spring : patch.spring,
    openEdge: patch.openEdge === undefined ? board.openEdge : patch.openEdge,
    headwater: patch.headwater === undefined ? board.headwater : patch.headwater,
    works: patch.works ?? board.works,
  };
}

/**
 * The turn with some fields replaced, built in one of its four shapes (the Whiskey Still used or
 * not, a gift made or not; the optional fields stay absent until set).
 *
 * @example
 * withTurn(g.turn, { actions: g.turn.actions + 1 });
 * @internal
 */
export function withTurn(turn: G['turn'], patch: Partial<G['turn']>): G['turn'] {
  const number = patch.number ?? turn.number;
  const index = patch.index ?? turn.index;
  const movements = patch.movements ?? turn.movements;
  const actions = patch.actions ?? turn.actions;
  const trades = patch.trades ?? turn.trades;
  const whiskeys = patch.whiskeys ?? turn.whiskeys;
  const extra = patch.extra ?? turn.extra;
  const stillUsed = patch.stillUsed ?? turn.stillUsed;
  const giving = patch.giving ?? turn.giving;
  if (stillUsed === undefined && giving === undefined) return { number, index, movements, actions, trades, whiskeys, extra };
  // The optional fields come last, where the spreads this replaced put them (saves unchanged).
  if (giving === undefined) return { number, index, movements, actions, trades, whiskeys, extra, stillUsed };
  if (stillUsed === undefined) return { number, index, movements, actions, trades, whiskeys, extra, giving };
  return { number, index, movements, actions, trades, whiskeys, extra, stillUsed, giving };
}
