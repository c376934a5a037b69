import { ruleError, type RuleError } from '../../../core/errors.js';
import { STACK_COUNT, STACK_HEIGHT } from '../land-grid.js';
import type { DutchmanData } from './data-schema.js';
import { landTileTypes } from './catalog.js';

/**
 * Checks a component set beyond its schema and returns the first fault with its path: moves of
 * at most 6 spaces (LD-ROLL-1), exactly 120 land tiles (24 stacks of 5, LD-SETUP-1), unique tile,
 * token, event and character ids, starting items that are item kinds, a challenge token per map
 * spot, two different ratings per token, and a treasure map whose spots come after the camp or
 * earlier spots with exactly one final spot reachable from the camp (LD-MAP-1, LD-MINE-1).
 *
 * @example
 * validateDutchmanData(referenceSet); // null
 */
export function validateDutchmanData(data: DutchmanData): RuleError | null {
  const tiles = landTileTypes(data);
  const total = tiles.reduce((sum, tile) => sum + tile.count, 0);
  if (total !== STACK_COUNT * STACK_HEIGHT) {
    return fault(`the land tiles number ${total}; the land area needs ${STACK_COUNT * STACK_HEIGHT} (24 stacks of 5)`, [], 'LD-SETUP-1');
  }
  // Moves are enumerated as walks: keep them to at most 6 spaces (the largest face plus a horse).
  const longest = Math.max(0, ...data.movementDie.map((face) => (face === 'special' ? 3 : face)));
  const extra = Math.max(0, ...data.items.filter((item) => item.effect === 'extra-step').map((item) => item.amount));
  if (longest + extra > 6) {
    return fault(`a move could be ${longest + extra} spaces long (largest face ${longest} plus an extra step of ${extra}); at most 6`, ['movementDie'], 'LD-ROLL-1');
  }
  const seen = new Map<string, (string | number)[]>();
  const groups: [keyof DutchmanData, string][] = [['creatures', 'id'], ['disasters', 'id'], ['items', 'id'], ['hunters', 'id']];
  for (const [index, value] of data.treasures.entries()) {
    const id = `treasure-${value.value}`;
    if (seen.has(id)) return fault(`two treasure entries have the value ${value.value}`, ['treasures', index, 'value'], 'LD-TILE-TREASURE-3');
    seen.set(id, ['treasures', index]);
  }
  for (const reserved of ['bandit', 'crevice', 'water-level-drop']) seen.set(reserved, [reserved]);
  for (const [group] of groups) {
    const list = data[group] as readonly { id: string }[];
    for (const [index, entry] of list.entries()) {
      if (seen.has(entry.id)) return fault(`the land tile id '${entry.id}' is used twice`, [group, index, 'id'], 'LD-TILE-1');
      seen.set(entry.id, [group, index]);
    }
  }
  for (const [index, kind] of [...data.creatures, ...data.disasters].entries()) {
    const group = index < data.creatures.length ? 'creatures' : 'disasters';
    const at = index < data.creatures.length ? index : index - data.creatures.length;
    if (group === 'disasters' && kind.needsMysticQuartz) {
      return fault(`the disaster '${kind.id}' needs the mystic quartz; only a creature can (the Evil Spirit)`, [group, at, 'needsMysticQuartz'], 'LD-SPIRIT-1');
    }
  }
  const duplicate = firstDuplicate(data.characters.map((c) => c.id));
  if (duplicate !== null) return fault(`two characters have the id '${data.characters[duplicate]!.id}'`, ['characters', duplicate, 'id'], 'LD-SETUP-4');
  for (const [index, character] of data.characters.entries()) {
    if (character.startingItem !== null && !data.items.some((item) => item.id === character.startingItem)) {
      return fault(`the starting item '${character.startingItem}' is no item kind`, ['characters', index, 'startingItem'], 'LD-SETUP-4');
    }
    for (const attribute of ['health', 'vigor', 'foresight', 'ingenuity'] as const) {
      if (character[attribute] > data.attributeMax) {
        return fault(`${character.id} starts with ${attribute} ${character[attribute]}, above the track's top ${data.attributeMax}`, ['characters', index, attribute], 'LD-SETUP-4');
      }
    }
  }
  const eventDuplicate = firstDuplicate(data.events.map((e) => e.id));
  if (eventDuplicate !== null) return fault(`two events have the id '${data.events[eventDuplicate]!.id}'`, ['events', eventDuplicate, 'id'], 'LD-EVENT-1');
  if (data.events.every((event) => event.count === 0)) return fault('there is no event tile', ['events'], 'LD-EVENT-1');
  return validateTokensAndMap(data);
}

function validateTokensAndMap(data: DutchmanData): RuleError | null {
  const tokenDuplicate = firstDuplicate(data.challengeTokens.map((t) => t.id));
  if (tokenDuplicate !== null) return fault(`two challenge tokens have the id '${data.challengeTokens[tokenDuplicate]!.id}'`, ['challengeTokens', tokenDuplicate, 'id'], 'LD-MAP-2');
  for (const [index, token] of data.challengeTokens.entries()) {
    if (token.ratings[0] === token.ratings[1]) return fault(`the token '${token.id}' shows the same rating twice`, ['challengeTokens', index, 'ratings'], 'LD-MAP-2');
  }
  if (data.challengeTokens.length !== data.treasureMap.length) {
    return fault(`${data.challengeTokens.length} challenge tokens for ${data.treasureMap.length} map spots; one token lies on each spot`, ['challengeTokens'], 'LD-SETUP-3');
  }
  const known = new Set<string>(['camp']);
  let finals = 0;
  for (const [index, spot] of data.treasureMap.entries()) {
    if (known.has(spot.id)) return fault(`the map spot '${spot.id}' is listed twice (or is named camp)`, ['treasureMap', index, 'id'], 'LD-MAP-1');
    for (const [k, before] of spot.after.entries()) {
      if (!known.has(before)) return fault(`the map spot '${spot.id}' comes after '${before}', which is not the camp or an earlier spot`, ['treasureMap', index, 'after', k], 'LD-MAP-1');
    }
    if (spot.final) finals++;
    known.add(spot.id);
  }
  if (finals !== 1) return fault(`the treasure map has ${finals} final spots; it needs exactly one`, ['treasureMap'], 'LD-MINE-1');
  const finalIndex = data.treasureMap.findIndex((spot) => spot.final);
  if (data.treasureMap.some((spot, index) => index !== finalIndex && spot.after.includes(data.treasureMap[finalIndex]!.id))) {
    return fault('no spot may lie beyond the final spot', ['treasureMap', finalIndex], 'LD-MINE-1');
  }
  return null;
}

function firstDuplicate(ids: readonly string[]): number | null {
  const seen = new Set<string>();
  for (const [index, id] of ids.entries()) {
    if (seen.has(id)) return index;
    seen.add(id);
  }
  return null;
}

function fault(message: string, path: (string | number)[], rule: string): RuleError {
  return ruleError('invalid-setup', `Invalid Lost Dutchman component data: ${message} (${rule}).`, { path: ['data', ...path], rule });
}
