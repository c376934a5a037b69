import { ruleError, type RuleError } from '../../../core/errors.js';
import { TriangleKindSchema, type DiamondTile, type MarkerPool, type TileSymbol, type TriangleTile } from './tile-and-marker-schemas.js';
import type { LostValleyComponents } from './component-set-schema.js';
import { EDITION_PLAYERS } from './player-count.js';
import { bankOfCorner } from './river-banks.js';

type Path = (string | number)[];
const POOLS: readonly MarkerPool[] = ['river-gold', 'mountain-gold', 'animal', 'event', 'clue'];

/**
 * Checks a component set beyond its schema and returns the first fault with its path (under
 * `data`), or null: unique tile ids; land diamonds with a terrain and no river; river diamonds
 * with two distinct river edges and no terrain; each symbol kind once per tile, river gold once
 * per bank; `bankCorner` only for river gold on river tiles, where it is required; triangle
 * kinds, backs (second edition) and the spring; player-count marks within the edition; marker
 * kinds complete (values, food, clue terrains, event gear); triangle contents and the starting
 * inventory available in the supply; and at every player count, every pool holding enough
 * markers for all the symbols on the tiles in play (LV-COMP-40 to LV-COMP-48). With `edition`
 * given (the edition the chosen variant plays), a set of the other edition is refused.
 *
 * @example
 * validateComponents(secondEditionComponents); // null
 * validateComponents(firstEditionComponents, 'second')?.path; // ['data', 'edition']
 */
export function validateComponents(set: LostValleyComponents, edition?: LostValleyComponents['edition']): RuleError | null {
  if (edition !== undefined && set.edition !== edition) {
    return fault(`this is a ${set.edition}-edition set, but the game plays the ${edition} edition`, ['edition'], 'LV-COMP-48');
  }
  return (
    checkTileIds(set) ??
    checkDiamonds(set.landDiamonds, 'landDiamonds', 'land') ??
    checkDiamonds(set.riverDiamonds, 'riverDiamonds', 'river') ??
    checkTriangles(set) ??
    checkMarks(set) ??
    checkMarkerKinds(set) ??
    checkSupply(set) ??
    checkPools(set)
  );
}

function checkTileIds(set: LostValleyComponents): RuleError | null {
  const seen = new Set<string>();
  const lists: [string, readonly { id: string }[]][] = [
    ['landDiamonds', set.landDiamonds],
    ['riverDiamonds', set.riverDiamonds],
    ['triangles', set.triangles],
  ];
  for (const [name, tiles] of lists) {
    for (const [index, tile] of tiles.entries()) {
      if (seen.has(tile.id)) return fault(`two tiles have the id ${tile.id}`, [name, index, 'id'], 'LV-COMP-40');
      seen.add(tile.id);
    }
  }
  if (seen.has(set.spring.id)) return fault(`two tiles have the id ${set.spring.id}`, ['spring', 'id'], 'LV-COMP-40');
  return null;
}

function checkDiamonds(tiles: readonly DiamondTile[], list: string, kind: 'land' | 'river'): RuleError | null {
  for (const [index, tile] of tiles.entries()) {
    const at = (...rest: Path): Path => [list, index, ...rest];
    if (tile.kind !== kind) return fault(`${tile.id} is a ${tile.kind} tile in the ${kind} pile`, at('kind'), 'LV-COMP-41');
    if (kind === 'land') {
      if (tile.terrain === undefined) return fault(`land tile ${tile.id} has no terrain`, at('terrain'), 'LV-COMP-41');
      if (tile.riverEdges !== undefined) return fault(`land tile ${tile.id} has river edges`, at('riverEdges'), 'LV-COMP-41');
    } else {
      if (tile.terrain !== undefined) return fault(`river tile ${tile.id} has a land terrain`, at('terrain'), 'LV-COMP-41');
      if (tile.riverEdges === undefined) return fault(`river tile ${tile.id} has no river edges`, at('riverEdges'), 'LV-COMP-41');
      if (tile.riverEdges[0] === tile.riverEdges[1]) return fault(`river tile ${tile.id} has the river in and out through one edge`, at('riverEdges'), 'LV-COMP-41');
    }
    const symbolFault = checkSymbols(tile.symbols, tile.id, tile.riverEdges, at('symbols'));
    if (symbolFault) return symbolFault;
  }
  return null;
}

function checkSymbols(symbols: readonly TileSymbol[], id: string, riverEdges: readonly [number, number] | undefined, path: Path): RuleError | null {
  const seen = new Set<string>();
  for (const [index, symbol] of symbols.entries()) {
    const at: Path = [...path, index];
    if (symbol.bankCorner !== undefined && (riverEdges === undefined || symbol.kind !== 'river-gold')) {
      return fault(`${id} gives a bank to ${symbol.kind}; only river gold on a river tile lies on a bank`, [...at, 'bankCorner'], 'LV-COMP-42');
    }
    let key: string = symbol.kind;
    if (riverEdges !== undefined && symbol.kind === 'river-gold') {
      if (symbol.bankCorner === undefined) return fault(`river gold on river tile ${id} names no bank`, [...at, 'bankCorner'], 'LV-COMP-42');
      key = `river-gold@${bankOfCorner(riverEdges, symbol.bankCorner)}`;
    }
    if (seen.has(key)) return fault(`${id} lists ${symbol.kind} twice${key.includes('@') ? ' on one bank' : ''}; give one symbol its count`, at, 'LV-COMP-42');
    seen.add(key);
  }
  return null;
}

function checkTriangles(set: LostValleyComponents): RuleError | null {
  const kinds = new Set<string>(TriangleKindSchema.options);
  const supply = new Map(set.supply.map((item) => [item.id, item]));
  const tiles: [Path, TriangleTile][] = set.triangles.map((tile, index) => [['triangles', index], tile]);
  tiles.push([['spring'], set.spring]);
  for (const [at, tile] of tiles) {
    const isSpring = at[0] === 'spring';
    if (!kinds.has(tile.name)) return fault(`triangle ${tile.id} is of no known kind (${tile.name})`, [...at, 'name'], 'LV-COMP-43');
    if (isSpring !== (tile.name === 'spring')) {
      return fault(isSpring ? `the spring ${tile.id} is named ${tile.name}` : `triangle ${tile.id} is a spring in the pile`, [...at, 'name'], 'LV-COMP-43');
    }
    const needsBack = set.edition === 'second' && !isSpring;
    if (needsBack && tile.back === undefined) return fault(`second-edition triangle ${tile.id} has no back letter`, [...at, 'back'], 'LV-COMP-43');
    if (!needsBack && tile.back !== undefined) return fault(`triangle ${tile.id} has a back letter, which only the second edition's pile has`, [...at, 'back'], 'LV-COMP-43');
    const symbolFault = checkSymbols(tile.symbols, tile.id, undefined, [...at, 'symbols']);
    if (symbolFault) return symbolFault;
    for (const [index, line] of tile.contents.entries()) {
      if (!supply.has(line.marker)) return fault(`triangle ${tile.id} holds ${line.marker}, which the supply does not have`, [...at, 'contents', index, 'marker'], 'LV-COMP-46');
    }
  }
  return null;
}

function checkMarks(set: LostValleyComponents): RuleError | null {
  const max = EDITION_PLAYERS[set.edition].max;
  const marked: [Path, number | undefined][] = [
    ...set.landDiamonds.map((t, i): [Path, number | undefined] => [['landDiamonds', i, 'minPlayers'], t.minPlayers]),
    ...set.riverDiamonds.map((t, i): [Path, number | undefined] => [['riverDiamonds', i, 'minPlayers'], t.minPlayers]),
    ...set.triangles.map((t, i): [Path, number | undefined] => [['triangles', i, 'minPlayers'], t.minPlayers]),
    [['spring', 'minPlayers'], set.spring.minPlayers],
    ...POOLS.flatMap((pool) => set.markers[pool].map((k, i): [Path, number | undefined] => [['markers', pool, i, 'minPlayers'], k.minPlayers])),
    ...set.supply.flatMap((item, i) => item.counts.map((row, j): [Path, number | undefined] => [['supply', i, 'counts', j, 'minPlayers'], row.minPlayers])),
  ];
  for (const [at, mark] of marked) {
    if (mark !== undefined && mark > max) return fault(`a component is marked ${mark}+, but the ${set.edition} edition seats at most ${max}`, at, 'LV-COMP-22');
  }
  if (set.spring.minPlayers !== undefined) return fault('the spring is always in the game; it has no player-count mark', ['spring', 'minPlayers'], 'LV-COMP-22');
  return null;
}

function checkMarkerKinds(set: LostValleyComponents): RuleError | null {
  const supply = new Map(set.supply.map((item) => [item.id, item]));
  const seen = new Map<string, string>();
  for (const pool of POOLS) {
    for (const [index, kind] of set.markers[pool].entries()) {
      const at = (...rest: Path): Path => ['markers', pool, index, ...rest];
      // One identity may come in several rows (unmarked and 5+...), which must agree on meaning.
      const meaning = JSON.stringify([pool, kind.value, kind.food, kind.terrain, kind.effect, kind.item, kind.category, kind.spaces]);
      const key = `${kind.id}|${kind.minPlayers ?? 0}`;
      if (seen.has(key)) return fault(`marker kind ${kind.id} appears twice with the same mark`, at('id'), 'LV-COMP-44');
      for (const [other, otherMeaning] of seen) {
        if (other.startsWith(`${kind.id}|`) && otherMeaning !== meaning) return fault(`marker kind ${kind.id} has two meanings`, at('id'), 'LV-COMP-44');
      }
      seen.set(key, meaning);
      if ((pool === 'river-gold' || pool === 'mountain-gold') && kind.value === undefined) return fault(`gold marker ${kind.id} has no value`, at('value'), 'LV-COMP-44');
      if (pool === 'animal' && kind.food === undefined) return fault(`animal ${kind.id} gives no food`, at('food'), 'LV-COMP-44');
      if (pool === 'clue' && kind.terrain === undefined) return fault(`clue ${kind.id} names no terrain`, at('terrain'), 'LV-COMP-44');
      // A gold event (LV-FEA-EVENT-3: "El oro se coloca boca abajo en la bolsa de oro") has a value and is no gear.
      const goldEvent = kind.item === undefined && kind.category === undefined && kind.spaces === undefined && kind.value !== undefined;
      if (pool === 'event' && !goldEvent) {
        if (kind.item === undefined || kind.category === undefined || kind.spaces === undefined) {
          return fault(`event ${kind.id} does not say which gear it is (item, category, spaces)`, at('item'), 'LV-COMP-44');
        }
        const sold = supply.get(kind.item);
        if (sold && (sold.category !== kind.category || sold.spaces !== kind.spaces)) {
          return fault(`event ${kind.id} is ${kind.item} but differs from the store's ${kind.item}`, at('category'), 'LV-COMP-44');
        }
      }
    }
  }
  return null;
}

function checkSupply(set: LostValleyComponents): RuleError | null {
  const seen = new Map<string, number>();
  for (const [index, item] of set.supply.entries()) {
    if (seen.has(item.id)) return fault(`two supply items have the id ${item.id}`, ['supply', index, 'id'], 'LV-COMP-45');
    seen.set(item.id, item.counts.reduce((sum, row) => sum + row.count, 0));
    const stored = item.category !== 'work' && item.category !== 'token';
    if (stored && item.spaces === undefined) return fault(`${item.id} is kept in the inventory but takes no spaces`, ['supply', index, 'spaces'], 'LV-COMP-45');
    if (!stored && item.spaces !== undefined) return fault(`${item.id} is a ${item.category} and takes no inventory spaces`, ['supply', index, 'spaces'], 'LV-COMP-45');
    if ((item.category === 'work') !== (item.buildCost !== undefined)) return fault(`${item.id}: works, and only works, have a build cost`, ['supply', index, 'buildCost'], 'LV-COMP-45');
  }
  const max = EDITION_PLAYERS[set.edition].max;
  for (const [index, line] of set.startingInventory.entries()) {
    const total = seen.get(line.item);
    if (total === undefined) return fault(`the starting inventory names ${line.item}, which the supply does not have`, ['startingInventory', index, 'item'], 'LV-COMP-46');
    if (line.count * max > total) return fault(`${max} prospectors start with ${line.count * max} ${line.item}, but the supply has ${total}`, ['startingInventory', index, 'count'], 'LV-COMP-46');
  }
  const laid = new Map<string, number>();
  for (const tile of [...set.triangles, set.spring]) for (const line of tile.contents) laid.set(line.marker, (laid.get(line.marker) ?? 0) + line.count);
  for (const [index, item] of set.supply.entries()) {
    const need = laid.get(item.id) ?? 0;
    if (need > (seen.get(item.id) ?? 0)) return fault(`triangles hold ${need} ${item.id}, but the supply has ${seen.get(item.id)}`, ['supply', index, 'counts'], 'LV-COMP-46');
  }
  return null;
}

/** At every player count, each pool must cover the symbols of the tiles in play (LV-COMP-47). */
function checkPools(set: LostValleyComponents): RuleError | null {
  const { min, max } = EDITION_PLAYERS[set.edition];
  for (let players = max; players >= min; players--) {
    const inPlay = (mark: number | undefined): boolean => mark === undefined || mark <= players;
    const need = new Map<string, number>([['clue', set.storeClues ?? 0]]);
    const tiles = [...set.landDiamonds, ...set.riverDiamonds, ...set.triangles, set.spring];
    for (const tile of tiles) {
      if (!inPlay(tile.minPlayers)) continue;
      for (const symbol of tile.symbols) need.set(symbol.kind, (need.get(symbol.kind) ?? 0) + symbol.count);
    }
    for (const pool of POOLS) {
      const have = set.markers[pool].filter((kind) => inPlay(kind.minPlayers)).reduce((sum, kind) => sum + kind.count, 0);
      const wanted = need.get(pool) ?? 0;
      if (wanted > have) {
        return fault(`with ${players} players the tiles show ${wanted} ${pool} markers, but the pool holds ${have}`, ['markers', pool], 'LV-COMP-47');
      }
    }
  }
  return null;
}

function fault(message: string, path: Path, rule: string): RuleError {
  return ruleError('invalid-setup', `Invalid Lost Valley components: ${message} (${rule}).`, { path: ['data', ...path], rule });
}
