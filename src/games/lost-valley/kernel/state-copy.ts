import type { LostValleyGameState, Prospector } from '../schemas/game-schemas.js';

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
  prospectors[index] = prospector;
  return withFields(g, { prospectors });
}
