import type { RuleError } from '../../core/errors.js';
import { catalogOf, type DutchmanCatalog } from './data/catalog.js';
import type { DutchmanData } from './data/data-schema.js';
import { MINING_CAMP, STACK_COUNT, STACK_HEIGHT } from './land-grid.js';
import type { DutchmanOptions } from './options.js';
import { dutchmanFault as fault } from './save-fault.js';
import type { DutchmanGameState } from './schemas.js';
import { validateDutchmanQueue } from './validate-queue.js';

/**
 * Checks a loaded game part beyond its schema: lists that match the table and the data; every
 * land tile in one place (unseen in a stack, face up on one, or taken: a treasure, a trophy, a
 * hunter, an item, a used water level drop; LD-SETUP-1, LD-TILE-1); treasure uids issued once
 * (LD-TILE-TREASURE-1); every challenge token on one spot or face down, turned in the map's order
 * (LD-MAP-4); prospectors where the map lets them stand (LD-MAP-3, LD-MINE-1), boards chosen once
 * (LD-SETUP-4) with attributes on their tracks; then the queue (`validateDutchmanQueue`). The
 * first fault, with `details.invariant`.
 *
 * @example
 * validateDutchmanState(state.g, componentsOf(state), 3, state.options); // null
 */
export function validateDutchmanState(g: DutchmanGameState, data: DutchmanData, players: number, options: DutchmanOptions): RuleError | null {
  const catalog = catalogOf(data);
  if (g.prospectors.length !== players) return fault('per-table-lists', `${g.prospectors.length} prospectors for ${players} players`, ['prospectors']);
  if (g.pool.length !== catalog.tiles.length) return fault('per-table-lists', `the pool counts ${g.pool.length} tile types; the data has ${catalog.tiles.length}`, ['pool']);
  if (g.tokens.length !== data.treasureMap.length) return fault('per-table-lists', `${g.tokens.length} token places for ${data.treasureMap.length} map spots`, ['tokens']);
  if (g.eventPool.length !== data.events.length) return fault('per-table-lists', `${g.eventPool.length} event counts for ${data.events.length} event kinds`, ['eventPool']);
  return (
    landFault(g, data, catalog) ??
    tokenFault(g, data, catalog) ??
    prospectorFault(g, data, catalog) ??
    validateDutchmanQueue(g, data, catalog, players, options)
  );
}

/** Every land tile in one place (LD-SETUP-1): unseen, face up, or taken and where a taken tile goes. */
function landFault(g: DutchmanGameState, data: DutchmanData, catalog: DutchmanCatalog): RuleError | null {
  const types = catalog.tiles.length;
  const tops = new Array<number>(types).fill(0);
  let hidden = 0;
  for (let s = 0; s < STACK_COUNT; s++) {
    const stack = g.stacks[s]!;
    if (stack.hidden + (stack.top === null ? 0 : 1) > STACK_HEIGHT) return fault('stack-height', `stack ${s} holds more than ${STACK_HEIGHT} tiles`, ['stacks', s, 'hidden'], 'LD-SETUP-1');
    hidden += stack.hidden;
    if (stack.top === null) continue;
    const index = catalog.tileIndex.get(stack.top);
    if (index === undefined) return fault('tile-kind-known', `stack ${s} shows '${stack.top}', no land tile of the set`, ['stacks', s, 'top'], 'LD-TILE-1');
    tops[index]!++;
  }
  let unseen = 0;
  for (let i = 0; i < types; i++) {
    if (g.pool[i]! > catalog.initialPool[i]!) return fault('unseen-tiles-match-stacks', `${g.pool[i]} unseen '${catalog.tileIds[i]}' tiles of ${catalog.initialPool[i]}`, ['pool', i], 'LD-SETUP-1');
    unseen += g.pool[i]!;
  }
  if (unseen !== hidden) return fault('unseen-tiles-match-stacks', `the pool counts ${unseen} unseen tiles, the stacks hold ${hidden} face down`, ['pool'], 'LD-SETUP-1');
  // Tiles taken off the land, per type, from what the prospectors hold.
  const held = new Array<number>(types).fill(0);
  const items = new Map<string, number>();
  const starting = new Map<string, number>();
  for (const [seat, p] of g.prospectors.entries()) {
    for (const t of p.treasures) {
      const index = catalog.tileIndex.get(`treasure-${t.value}`);
      if (index === undefined || catalog.tiles[index]!.kind !== 'treasure') return fault('treasure-value-known', `seat ${seat} holds a treasure worth ${t.value}, a value the set has no tile of`, ['prospectors', seat, 'treasures'], 'LD-TILE-TREASURE-2');
      held[index]!++;
    }
    for (const [list, kinds] of [['hunters', ['hunter']], ['trophies', ['creature', 'disaster']], ['items', ['item']]] as const) {
      for (const [k, id] of p[list].entries()) {
        const index = catalog.tileIndex.get(id);
        if (index === undefined || !(kinds as readonly string[]).includes(catalog.tiles[index]!.kind)) {
          return fault('holding-fits-kind', `seat ${seat}'s ${list} hold '${id}', which is not a ${kinds.join(' or ')} tile`, ['prospectors', seat, list, k], 'LD-TILE-1');
        }
        if (list === 'items') items.set(id, (items.get(id) ?? 0) + 1);
        else held[index]!++;
      }
    }
    const board = data.characters.find((c) => c.id === p.character);
    if (board?.startingItem) starting.set(board.startingItem, (starting.get(board.startingItem) ?? 0) + 1);
  }
  let taken = 0;
  for (let i = 0; i < types; i++) {
    const type = catalog.tiles[i]!;
    const seen = catalog.initialPool[i]! - g.pool[i]!;
    const gone = seen - tops[i]!;
    const path = ['pool', i];
    if (gone < 0) return fault('land-tiles-accounted', `${tops[i]} '${type.id}' tiles lie face up, but only ${seen} have been discovered`, path, 'LD-RESOLVE-1');
    // Treasures may leave a prospector (exhaustion discards one); trophies and hunters never do.
    if (type.kind === 'treasure' && held[i]! > gone) return fault('land-tiles-accounted', `${held[i]} treasures worth ${type.value} are held, but ${gone} have been taken`, path, 'LD-TILE-TREASURE-1');
    if ((type.kind === 'creature' || type.kind === 'disaster' || type.kind === 'hunter') && held[i]! !== gone) {
      return fault('land-tiles-accounted', `${held[i]} '${type.id}' tiles are held, but ${gone} have been taken off the land`, path, type.kind === 'hunter' ? 'LD-HUNTER-1' : 'LD-TILE-CHALLENGE-5');
    }
    if (type.kind === 'item' && (items.get(type.id) ?? 0) > gone + (starting.get(type.id) ?? 0)) {
      return fault('items-accounted', `${items.get(type.id)} '${type.id}' items are held; ${gone} were taken and ${starting.get(type.id) ?? 0} came with the boards`, path, 'LD-ITEM-1');
    }
    if (type.kind === 'treasure') taken += gone;
    // LD-TILE-WATER-3: each drop taken off the land lowered the water by one.
    if (type.kind === 'water-level-drop' && g.water !== Math.max(0, data.waterLevels - gone)) {
      return fault('water-matches-drops', `the water stands at ${g.water} after ${gone} water level drops of ${data.waterLevels} levels`, ['water'], 'LD-TILE-WATER-3');
    }
  }
  if (g.nextUid !== taken) return fault('treasure-uids-issued', `${taken} treasure tiles were taken off the land, but ${g.nextUid} uids issued`, ['nextUid'], 'LD-TILE-TREASURE-1');
  const uids = new Set<number>();
  for (const [seat, p] of g.prospectors.entries()) {
    for (const [k, t] of p.treasures.entries()) {
      if (t.uid >= g.nextUid || uids.has(t.uid)) return fault('treasure-uids-issued', `treasure uid ${t.uid} is ${uids.has(t.uid) ? 'held twice' : 'not issued yet'}`, ['prospectors', seat, 'treasures', k, 'uid'], 'LD-TILE-TREASURE-1');
      uids.add(t.uid);
    }
  }
  if (g.ghost !== null && !uids.has(g.ghost)) return fault('ghost-on-held-treasure', `the Ghost haunts treasure ${g.ghost}, which no prospector holds`, ['ghost'], 'LD-GHOST-1');
  return null;
}

/** LD-SETUP-3, LD-MAP-4: every token on one spot or face down, turned in the map's order. */
function tokenFault(g: DutchmanGameState, data: DutchmanData, catalog: DutchmanCatalog): RuleError | null {
  const placed = new Set<string>();
  for (const [spot, id] of [...g.tokens.entries(), ...g.tokenPool.map((id): [number, string] => [-1, id])]) {
    if (id === null) continue;
    const path = spot < 0 ? ['tokenPool'] : ['tokens', spot];
    if (!catalog.tokenIndex.has(id) || placed.has(id)) return fault('challenge-tokens-accounted', `the challenge token '${id}' is ${placed.has(id) ? 'in two places' : 'not in the set'}`, path, 'LD-SETUP-3');
    placed.add(id);
  }
  if (placed.size !== data.challengeTokens.length) return fault('challenge-tokens-accounted', `${placed.size} of the ${data.challengeTokens.length} challenge tokens are on the map or face down`, ['tokenPool'], 'LD-SETUP-3');
  for (const [spot, id] of g.tokens.entries()) {
    if (id === null) continue;
    const after = catalog.spots[spot]!.after;
    if (!after.some((before) => before === 'camp' || g.tokens[catalog.spotIndex.get(before) ?? -1] !== null)) {
      return fault('token-revealed-in-order', `the token on spot '${catalog.spots[spot]!.id}' is face up, but no spot before it was overcome`, ['tokens', spot], 'LD-MAP-4');
    }
  }
  return null;
}

/** Boards, attributes and the prospectors' places on the map. */
function prospectorFault(g: DutchmanGameState, data: DutchmanData, catalog: DutchmanCatalog): RuleError | null {
  const boards = new Set<string>();
  let finders = 0;
  const faceUp = (position: string): boolean => position === 'camp' || g.tokens[catalog.spotIndex.get(position) ?? -1] != null;
  for (const [seat, p] of g.prospectors.entries()) {
    const path = ['prospectors', seat];
    if (p.character === null) {
      const blank = p.items.length + p.hunters.length + p.treasures.length + p.trophies.length === 0 && Object.values(p.attributes).every((v) => v === 0);
      if (!blank || g.turn > 0) return fault('characters-fit', `seat ${seat} has no board yet but ${g.turn > 0 ? 'the turns have begun' : 'holds tiles or attributes'}`, [...path, 'character'], 'LD-SETUP-4');
    } else {
      if (!data.characters.some((c) => c.id === p.character) || boards.has(p.character)) {
        return fault('characters-fit', `seat ${seat}'s board '${p.character}' is ${boards.has(p.character) ? 'taken twice' : 'not in the set'}`, [...path, 'character'], 'LD-SETUP-4');
      }
      boards.add(p.character);
      const a = p.attributes;
      // LD-EXHAUST-2, LD-EXHAUST-4: below the track a prospector is exhausted and starts again.
      const wrong = (['health', 'vigor', 'foresight', 'ingenuity'] as const).find((k) => a[k] > data.attributeMax || a[k] < (k === 'health' ? 1 : 0));
      if (wrong) return fault('attributes-in-range', `seat ${seat}'s ${wrong} is ${a[wrong]}, off its track`, [...path, 'attributes', wrong], 'LD-EXHAUST-1');
    }
    if (!faceUp(p.map) || (p.mapFrom !== null && !faceUp(p.mapFrom))) return fault('map-position-fits', `seat ${seat} stands behind a token not yet overcome`, [...path, 'map'], 'LD-MAP-3');
    if (p.mapFrom !== null && !(catalog.ahead.get(p.mapFrom) ?? []).includes(catalog.spotIndex.get(p.map) ?? -1)) {
      return fault('map-position-fits', `seat ${seat} came to '${p.map}' from '${p.mapFrom}', which does not lead there`, [...path, 'mapFrom'], 'LD-MAP-1');
    }
    const atMine = catalog.spotIndex.get(p.map) === catalog.finalSpot;
    const fighting = g.queue[0]?.t === 'ghost-roll' && g.queue[0].at === 'mine' && g.queue[0].seat === seat;
    if (p.foundMine ? !atMine : atMine && !fighting) return fault('mine-finder-fits', `seat ${seat} ${p.foundMine ? 'found the mine away from it' : 'stands at the mine without having found it'}`, [...path, 'foundMine'], 'LD-MINE-1');
    if (p.foundMine) finders++;
    if (g.turn === 0) {
      const board = data.characters.find((c) => c.id === p.character);
      const start = board?.startingItem ? [board.startingItem] : [];
      const untouched = p.space === MINING_CAMP && p.map === 'camp' && p.treasures.length + p.hunters.length + p.trophies.length === 0 && p.items.join() === start.join();
      if (!untouched) return fault('setup-untouched', `seat ${seat} has moved or taken tiles before the first turn`, path, 'LD-SETUP-6');
    }
  }
  if (finders > 1) return fault('mine-finder-fits', `${finders} prospectors found the mine; the first find ends the game`, ['prospectors'], 'LD-MINE-3');
  if ((finders === 1) !== (g.endTrigger === 'mine-found') && !(finders === 1 && g.endTrigger === 'water-ran-dry')) {
    return fault('mine-finder-fits', finders === 1 ? 'the mine was found but no end is triggered' : 'the end says the mine was found, but nobody found it', ['endTrigger'], 'LD-MINE-3');
  }
  return null;
}
