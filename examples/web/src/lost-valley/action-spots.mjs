// Which place of the Lost Valley board each legal action concerns, so that the board itself is the
// control: a move goes to an intersection, a diamond to the two faces it would cover, a triangle to
// its face, a flume or a bridge to its edge, an action on a tile or a marker to that tile or marker,
// the actions of the prospector's own spot (fishing, building a fish trap…) to where it stands.
// Actions that concern no place (end the turn, trade at the store, drink a whiskey…) have no spot:
// the page shows them as buttons beside the board. Pure: it reads the seat's view and the actions,
// nothing else, so `npm test` checks it without a browser (test/web/action-spots.test.ts).

/** The trading post's node id on every lattice (lost-valley-engine/lost-valley: TRADING_POST). */
export const TRADING_POST = 0;

/** Actions done where the prospector whose turn it is stands. */
const AT_PROSPECTOR = new Set(['fish', 'cut-timber', 'build-fish-trap', 'build-sawmill', 'build-hunting-trap', 'collect-claim', 'dig-treasure']);

/** Actions on a laid tile, named by its index in `g.board.tiles`. */
const ON_TILE = new Set([
  'build-mine',
  'take-event',
  'look-at-events',
  'whiskey-still',
  'lost-mine',
  'food-spit',
  'miner',
  'black-market',
  'take-event-for-two',
  'quiet-nook',
  'mountain-gold',
]);

/**
 * @typedef {{ kind: 'node' | 'face' | 'diamond' | 'edge' | 'tile' | 'marker', at: number[], from?: number, way?: 0 | 1 }} Spot
 *   A place of the board: an intersection, a face, the two faces of a diamond to lay, an edge, a
 *   laid tile (its index) or a marker (its id); `from` is where a moving prospector stands; `way`
 *   is which way round a diamond would lie.
 */

/** The node of the prospector whose turn it is, or `null` (no turn under way). */
export function currentNode(g) {
  const prospector = g?.prospectors?.[g.turnOrder?.[g.turn?.index]];
  return prospector ? prospector.node : null;
}

/** The index of the laid tile that holds marker `id`, or -1. */
export function tileOfMarker(g, id) {
  return g.board.tiles.findIndex((placed) => placed.markers.some((slot) => slot.id === id));
}

/**
 * The place one action concerns, or `null` when it has none (a button beside the board).
 *
 * @param {any} g the game part of the seat's view (`view.g`)
 * @param {any} action one of the seat's legal actions
 * @returns {Spot | null}
 * @example
 * spotOf(view.g, { type: 'move', player: 0, mode: 'foot', to: 12 }); // { kind: 'node', at: [12], from: 0 }
 */
export function spotOf(g, action) {
  const here = currentNode(g);
  switch (action.type) {
    case 'move':
      return here === null ? { kind: 'node', at: [action.to] } : { kind: 'node', at: [action.to], from: here };
    case 'place-diamond':
      // One spot per way round: each turn is previewed on the faces and clicked on its own.
      return { kind: 'diamond', at: [action.faces[0], action.faces[1]], way: action.way };
    case 'place-triangle':
      return { kind: 'face', at: [action.face] };
    case 'build-flumes':
      return { kind: 'edge', at: [action.edges[0]] };
    case 'build-bridge':
      return { kind: 'edge', at: [action.edge] };
    case 'hunt':
      return tileOfMarker(g, action.marker) >= 0 ? { kind: 'marker', at: [action.marker] } : null;
    case 'river-gold': {
      const tile = tileOfMarker(g, action.markers[0]);
      return tile >= 0 ? { kind: 'tile', at: [tile] } : null;
    }
    case 'open-trade':
      return action.tile === null ? { kind: 'node', at: [TRADING_POST] } : { kind: 'tile', at: [action.tile] };
    default:
      if (ON_TILE.has(action.type) && Number.isInteger(action.tile) && g.board.tiles[action.tile]) return { kind: 'tile', at: [action.tile] };
      if (AT_PROSPECTOR.has(action.type) && here !== null) return { kind: 'node', at: [here] };
      return null;
  }
}

/** The key of a spot: the same place gives the same key (`node:12`, `diamond:4-5/1` for one way round). */
export function spotKey(spot) {
  return `${spot.kind}:${spot.at.join('-')}${spot.way === undefined ? '' : `/${spot.way}`}`;
}

/**
 * The seat's legal actions grouped by the place they concern, in the order they came: the spots
 * (each with the indices of its actions in `actions`) and the indices of the actions with no spot.
 *
 * @returns {{ spots: { key: string, spot: Spot, actions: number[] }[], panel: number[] }}
 * @example
 * const { spots, panel } = groupBySpot(update.view.g, update.legalActions);
 */
export function groupBySpot(g, actions) {
  const byKey = new Map();
  const panel = [];
  actions.forEach((action, index) => {
    const spot = spotOf(g, action);
    if (spot === null) return panel.push(index);
    const key = spotKey(spot);
    const group = byKey.get(key);
    if (group) group.actions.push(index);
    else byKey.set(key, { key, spot, actions: [index] });
  });
  return { spots: [...byKey.values()], panel };
}

/**
 * The name of a spot's place, with namers for intersections, faces and edges (the place names of
 * `lost-valley-engine/lost-valley`: `nodeName`, `faceName`, `edgeName` bound to the lattice) and
 * for a laid tile (its words and where it lies).
 *
 * @example
 * placeOf({ kind: 'node', at: [0] }, namers); // 'the trading post'
 */
export function placeOf(spot, namers) {
  switch (spot.kind) {
    case 'node':
      return spot.at[0] === TRADING_POST ? namers.tradingPost : namers.node(spot.at[0]);
    case 'face':
      return namers.face(spot.at[0]);
    case 'diamond':
      return `${namers.face(spot.at[0])} + ${namers.face(spot.at[1])}`;
    case 'edge':
      return namers.edge(spot.at[0]);
    case 'tile':
      return namers.tile(spot.at[0]);
    case 'marker':
      return namers.marker(spot.at[0]);
    default:
      return '?';
  }
}
