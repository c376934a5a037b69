import { componentsOf } from '../../core/components.js';
import type { RuleError } from '../../core/errors.js';
import { PositionDraft, positionFault, type BuiltPosition } from '../../core/position-check.js';
import type { ChanceMode } from '../../core/state.js';
import { contextOf, type DutchmanState } from './context.js';
import { settle } from './flow.js';
import { catalogOf } from './data/catalog.js';
import { STACK_COUNT } from './land-grid.js';
import type { DutchmanOptions } from './options.js';
import type { Attributes, DutchmanGameState, EndReason, Prospector } from './schemas.js';

type G = DutchmanGameState;

/*
 * The Lost Dutchman's position builder (docs/positions.md): land tiles come off the stacks as a
 * revealed tile is taken (one fewer face down, one fewer unseen of its kind), treasures get the
 * next uid, challenge tokens come from the face-down pool; the save invariants
 * (validate-state.ts) judge the position when it is built.
 */

/**
 * How {@link dutchmanPosition} starts a game: `createGame`'s setup without the game id (two
 * players, seed `'position'`, external chance by default). A new game stands at its setup; most
 * positions start from a state a real setup reached instead.
 *
 * @example
 * const setup: DutchmanSetup = { players: 3 };
 */
export interface DutchmanSetup {
  readonly players?: number;
  readonly seed?: string | number;
  readonly options?: Partial<DutchmanOptions>;
  readonly data?: unknown;
  readonly chance?: ChanceMode;
}

function seatOf(g: G, seat: number): Prospector | RuleError {
  return g.prospectors[seat] ?? positionFault('per-table-lists', `There is no seat ${seat} (the game has ${g.prospectors.length}).`, ['prospectors', seat]);
}

function withSeat(g: G, seat: number, prospector: Prospector): G {
  const prospectors = g.prospectors.slice();
  prospectors[seat] = prospector;
  return { ...g, prospectors };
}

/** The stack a tile comes off when none is named: the one with the most face-down tiles and no face-up top, the last of those (far from the mining camp's spaces). */
function fullestStack(g: G): number {
  let best = -1;
  g.stacks.forEach((s, i) => {
    if (s.top === null && s.hidden > 0 && (best < 0 || s.hidden >= g.stacks[best]!.hidden)) best = i;
  });
  return best;
}

/** Takes one face-down tile of a kind off a stack (the given one, else {@link fullestStack}). */
function offTheLand(state: DutchmanState, tile: string, from: number | undefined): { g: G; kind: string; value: number } | RuleError {
  const g = state.g;
  const catalog = catalogOf(componentsOf(state));
  const index = catalog.tileIndex.get(tile);
  if (index === undefined) return positionFault('tile-kind-known', `'${tile}' is no land tile of the set.`, ['pool']);
  if (g.pool[index]! < 1) return positionFault('land-tiles-accounted', `No '${tile}' tile is still face down on the land.`, ['pool', index], { rule: 'LD-SETUP-1' });
  const stack = from ?? fullestStack(g);
  const source = g.stacks[stack];
  if (!Number.isInteger(stack) || stack < 0 || stack >= STACK_COUNT || !source || source.hidden < 1) {
    return positionFault('unseen-tiles-match-stacks', `Stack ${stack} has no face-down tile left.`, ['stacks', stack], { rule: 'LD-SETUP-1' });
  }
  const stacks = g.stacks.slice();
  stacks[stack] = { ...source, hidden: source.hidden - 1 };
  const pool = g.pool.slice();
  pool[index] = pool[index]! - 1;
  const type = catalog.tiles[index]!;
  return { g: { ...g, stacks, pool }, kind: type.kind, value: type.value };
}

/**
 * A Lost Dutchman position under construction (see {@link dutchmanPosition}); seats are
 * prospectors. Each step returns a new builder; the first refused step stops the chain and
 * {@link DutchmanPosition.build} reports it.
 *
 * @example
 * dutchmanPosition(state).take(1, 'treasure-3').take(1, 'gila-monster').build();
 */
export class DutchmanPosition {
  private constructor(private readonly draft: PositionDraft<DutchmanState>) {}

  /**
   * A builder over a draft.
   *
   * @example
   * DutchmanPosition.over(PositionDraft.of(state)).at(0, 3);
   */
  static over(draft: PositionDraft<DutchmanState>): DutchmanPosition {
    return new DutchmanPosition(draft);
  }

  private step(change: (g: G, state: DutchmanState) => G | RuleError): DutchmanPosition {
    return new DutchmanPosition(
      this.draft.step((state) => {
        const next = change(state.g, state);
        return 'code' in next ? next : { ...state, g: next };
      }),
    );
  }

  /**
   * A seat takes a face-down land tile off a stack, as a revealed tile is taken: a treasure (the
   * next uid), a creature or disaster (a trophy), a hunter, an item; a water level drop lowers
   * the water instead (LD-TILE-WATER-3).
   *
   * @example
   * position.take(0, 'treasure-4').take(0, 'compass', { from: 5 });
   */
  take(seat: number, tile: string, where: { from?: number } = {}): DutchmanPosition {
    return this.step((_g, state) => {
      const off = offTheLand(state, tile, where.from);
      if ('code' in off) return off;
      const g = off.g;
      if (off.kind === 'water-level-drop') return { ...g, water: Math.max(0, g.water - 1) };
      const p = seatOf(g, seat);
      if ('code' in p) return p;
      switch (off.kind) {
        case 'treasure':
          return { ...withSeat(g, seat, { ...p, treasures: [...p.treasures, { uid: g.nextUid, value: off.value, buried: false }] }), nextUid: g.nextUid + 1 };
        case 'creature':
        case 'disaster':
          return withSeat(g, seat, { ...p, trophies: [...p.trophies, tile] });
        case 'hunter':
          return withSeat(g, seat, { ...p, hunters: [...p.hunters, tile] });
        case 'item':
          return withSeat(g, seat, { ...p, items: [...p.items, tile] });
        default:
          return positionFault('holding-fits-kind', `A '${tile}' tile (${off.kind}) is not kept by a prospector.`, ['prospectors', seat], { rule: 'LD-TILE-1' });
      }
    });
  }

  /**
   * A land tile taken and gone since: an item used up, a treasure lost (the uid it had is spent).
   *
   * @example
   * position.spent('pickaxe', { from: 0 });
   */
  spent(tile: string, where: { from?: number } = {}): DutchmanPosition {
    return this.step((_g, state) => {
      const off = offTheLand(state, tile, where.from);
      if ('code' in off) return off;
      if (off.kind === 'treasure') return { ...off.g, nextUid: off.g.nextUid + 1 };
      return off.kind === 'item' ? off.g : positionFault('land-tiles-accounted', `A '${tile}' tile (${off.kind}) never leaves the game once taken.`, ['pool'], { rule: 'LD-TILE-1' });
    });
  }

  /**
   * Turns a face-down tile of a stack face up on top (its kind leaves the unseen pool).
   *
   * @example
   * position.top(1, 'black-bear');
   */
  top(stack: number, tile: string): DutchmanPosition {
    return this.step((_g, state) => {
      const off = offTheLand(state, tile, stack);
      if ('code' in off) return off;
      const source = off.g.stacks[stack]!;
      if (source.top !== null) return positionFault('land-tiles-accounted', `Stack ${stack} shows '${source.top}' already.`, ['stacks', stack, 'top']);
      const stacks = off.g.stacks.slice();
      stacks[stack] = { ...source, top: tile };
      return { ...off.g, stacks };
    });
  }

  /**
   * Stands a seat's prospector on a space of the land (0 … 25).
   *
   * @example
   * position.at(1, 21);
   */
  at(seat: number, space: number): DutchmanPosition {
    return this.step((g) => {
      const p = seatOf(g, seat);
      return 'code' in p ? p : withSeat(g, seat, { ...p, space });
    });
  }

  /**
   * Sets some of a seat's attributes (health, vigor, foresight, ingenuity), each on its track.
   *
   * @example
   * position.attributes(0, { health: 1 });
   */
  attributes(seat: number, attributes: Partial<Attributes>): DutchmanPosition {
    return this.step((g) => {
      const p = seatOf(g, seat);
      return 'code' in p ? p : withSeat(g, seat, { ...p, attributes: { ...p.attributes, ...attributes } });
    });
  }

  /**
   * Buries one of a seat's treasures (by uid).
   *
   * @example
   * position.take(1, 'treasure-2').bury(1, 0);
   */
  bury(seat: number, uid: number): DutchmanPosition {
    return this.step((g) => {
      const p = seatOf(g, seat);
      if ('code' in p) return p;
      if (!p.treasures.some((t) => t.uid === uid)) return positionFault('treasure-uids-issued', `Seat ${seat} holds no treasure ${uid}.`, ['prospectors', seat, 'treasures']);
      return withSeat(g, seat, { ...p, treasures: p.treasures.map((t) => (t.uid === uid ? { ...t, buried: true } : t)) });
    });
  }

  /**
   * Sets the treasure the Ghost haunts (a held treasure's uid), or `null` (he guards the mine).
   *
   * @example
   * position.ghost(1);
   */
  ghost(uid: number | null): DutchmanPosition {
    return this.step((g) => ({ ...g, ghost: uid }));
  }

  /**
   * Turns a face-down challenge token up on a map spot (LD-MAP-4: in the map's order).
   *
   * @example
   * position.token('a', '7-8');
   */
  token(spot: string, token: string): DutchmanPosition {
    return this.step((g, state) => {
      const at = catalogOf(componentsOf(state)).spotIndex.get(spot);
      if (at === undefined) return positionFault('token-revealed-in-order', `'${spot}' is no spot of the map.`, ['tokens']);
      if (!g.tokenPool.includes(token)) return positionFault('challenge-tokens-accounted', `The token '${token}' is not face down in the pool.`, ['tokenPool']);
      if (g.tokens[at] !== null) return positionFault('challenge-tokens-accounted', `Spot '${spot}' shows a token already.`, ['tokens', at]);
      const tokens = g.tokens.slice();
      tokens[at] = token;
      const k = g.tokenPool.indexOf(token);
      return { ...g, tokens, tokenPool: [...g.tokenPool.slice(0, k), ...g.tokenPool.slice(k + 1)] };
    });
  }

  /**
   * Places a seat on the treasure map: the spot it stands at and the one it came from.
   *
   * @example
   * position.map(0, 'h', 'e');
   */
  map(seat: number, spot: string, from: string | null): DutchmanPosition {
    return this.step((g) => {
      const p = seatOf(g, seat);
      return 'code' in p ? p : withSeat(g, seat, { ...p, map: spot, mapFrom: from });
    });
  }

  /**
   * Sets the turn counters: the turns played and the turns in a row without change to the land
   * (LD-END-6).
   *
   * @example
   * position.counters({ turn: 80, stillTurns: 38 });
   */
  counters(counters: { turn?: number; stillTurns?: number }): DutchmanPosition {
    return this.step((g) => ({ ...g, ...counters }));
  }

  /**
   * Draws event tiles out of the face-down event pile (by kind), as they are drawn and put aside.
   *
   * @example
   * position.eventsDrawn('dust-devil', 2);
   */
  eventsDrawn(kind: string, count: number): DutchmanPosition {
    return this.step((g, state) => {
      const at = catalogOf(componentsOf(state)).eventIndex.get(kind);
      if (at === undefined || !Number.isInteger(count) || count < 0 || g.eventPool[at]! < count) return positionFault('per-table-lists', `The event pile holds fewer than ${count} '${kind}'.`, ['eventPool']);
      const eventPool = g.eventPool.slice();
      eventPool[at] = eventPool[at]! - count;
      return { ...g, eventPool };
    });
  }

  /**
   * Sets what ends the game at the end of the round (`water-ran-dry`, `mine-found`…), or none.
   *
   * @example
   * position.endTrigger('water-ran-dry');
   */
  endTrigger(reason: EndReason | null): DutchmanPosition {
    return this.step((g) => ({ ...g, endTrigger: reason }));
  }

  /**
   * Puts the game at the start of a seat's turn, before its roll, as the game starts a turn: the
   * choice of the turn's start when the seat holds something to use, else the movement roll.
   *
   * @example
   * position.take(0, 'compass').turnStart(0);
   */
  turnStart(seat: number): DutchmanPosition {
    return this.step((g, state) => {
      if (!g.prospectors[seat]) return positionFault('per-table-lists', `There is no seat ${seat}.`, ['active']);
      // The turn starts as the game starts it: with nothing but the roll to choose, on to the roll.
      const ctx = contextOf({ ...state, g: { ...g, active: seat, queue: [{ t: 'turn-start', seat }, { t: 'end-turn' }] } });
      settle(ctx);
      return ctx.g;
    });
  }

  /**
   * Plays real actions and chance outcomes on the position.
   *
   * @example
   * position.play({ type: 'roll', player: 0 }, { type: 'chance', outcome: { movement: 2 } });
   */
  play(...actions: readonly unknown[]): DutchmanPosition {
    return new DutchmanPosition(this.draft.play(actions));
  }

  /**
   * The position, checked as a save is loaded, or the first refusal (`position/impossible`,
   * `details.invariant`).
   *
   * @example
   * const r = position.build();
   */
  build(): BuiltPosition<DutchmanState> {
    return this.draft.build();
  }
}

/**
 * Starts a Lost Dutchman position: a new game (see {@link DutchmanSetup}) or a state a real game
 * holds (most often one after the setup), to give prospectors tiles, attributes and places and
 * to set the land, the map and the turn; `build()` checks it as a save is checked.
 *
 * @example
 * const r = dutchmanPosition(afterSetup).take(1, 'treasure-3').at(1, 10).build();
 * if (r.ok) legalActions(r.state, r.state.g.active);
 */
export function dutchmanPosition(start: DutchmanSetup | DutchmanState = {}): DutchmanPosition {
  if ('g' in start) return DutchmanPosition.over(PositionDraft.of(start));
  return DutchmanPosition.over(PositionDraft.newGame<DutchmanState>('lost-dutchman', start));
}
