import { nodeName, parseNode, type ItemStack, type Lattice, type MarkerSlot } from '../../games/lost-valley/api.js';
import { fail, idToken, listToken, tokenId, tokenList, wholeToken } from './position-text.js';

/*
 * Lost Valley's tokens in position text (docs/notation.md): a marker `12R=river-gold-3^@K3/0.2`
 * (its id, its pool's letter, `=` its identity when known, `^` face up, `@` the intersection of
 * its river bank, `/` the seats that have seen it), an item stack `food*2` (a count of 1 left
 * out), and a count per key `food=20`.
 */

const POOL_LETTER: Readonly<Record<MarkerSlot['pool'], string>> = { 'river-gold': 'R', 'mountain-gold': 'M', animal: 'A', event: 'E', clue: 'C' };
const LETTER_POOL: Readonly<Record<string, MarkerSlot['pool']>> = { R: 'river-gold', M: 'mountain-gold', A: 'animal', E: 'event', C: 'clue' };
const MARKER = /^(\d{1,9})([RMAEC])(?:=([^^@/]+))?(\^)?(?:@([^/]+))?(?:\/(\d{1,2}(?:\.\d{1,2})*))?$/;

/**
 * A marker as a token.
 *
 * @example
 * markerToken(lattice, { id: 12, pool: 'river-gold', identity: null, bank: k3, seenBy: [0], faceUp: false }); // '12R@K3/0'
 */
export function markerToken(lattice: Lattice, slot: MarkerSlot): string {
  const identity = slot.identity === null ? '' : `=${idToken(slot.identity)}`;
  const bank = slot.bank === null ? '' : `@${nodeName(lattice, slot.bank)}`;
  const seen = slot.seenBy.length === 0 ? '' : `/${slot.seenBy.join('.')}`;
  return `${slot.id}${POOL_LETTER[slot.pool]}${identity}${slot.faceUp ? '^' : ''}${bank}${seen}`;
}

/**
 * Reads a marker token.
 *
 * @example
 * tokenMarker(lattice, '12R@K3/0').bank; // k3
 */
export function tokenMarker(lattice: Lattice, token: string): MarkerSlot {
  const match = MARKER.exec(token);
  if (!match) return fail(`'${token}' is not a marker (id, pool letter, =identity, ^, @bank, /seats)`);
  let bank: number | null = null;
  if (match[5] !== undefined) {
    const place = parseNode(lattice, match[5]);
    if (!place.ok) return fail(`'${token}': ${place.error.message}`);
    bank = place.id;
  }
  return {
    id: Number(match[1]),
    pool: LETTER_POOL[match[2]!]!,
    identity: match[3] === undefined ? null : tokenId(match[3]),
    bank,
    seenBy: match[6] === undefined ? [] : match[6].split('.').map(Number),
    faceUp: match[4] === '^',
  };
}

/**
 * Markers as one list token (`-` for none).
 *
 * @example
 * markersToken(lattice, g.spent); // '4R=river-gold-2^,9A=wolf^'
 */
export function markersToken(lattice: Lattice, slots: readonly MarkerSlot[]): string {
  return listToken(slots.map((slot) => markerToken(lattice, slot)));
}

/**
 * Reads a list of markers.
 *
 * @example
 * tokenMarkers(lattice, '-'); // []
 */
export function tokenMarkers(lattice: Lattice, token: string | undefined): MarkerSlot[] {
  return tokenList(token).map((item) => tokenMarker(lattice, item));
}

/**
 * Counted items (`item` and `count`, a tile's `marker` and `count`) as one list token.
 *
 * @example
 * stacksToken([{ item: 'food', count: 2 }, { item: 'tool', count: 1 }]); // 'food*2,tool'
 */
export function stacksToken(stacks: readonly { readonly id: string; readonly count: number }[]): string {
  return listToken(stacks.map((stack) => `${idToken(stack.id)}${stack.count === 1 ? '' : `*${stack.count}`}`));
}

/**
 * Reads counted items.
 *
 * @example
 * tokenStacks('food*2,tool'); // [{ id: 'food', count: 2 }, { id: 'tool', count: 1 }]
 */
export function tokenStacks(token: string | undefined): { id: string; count: number }[] {
  return tokenList(token).map((item) => {
    const star = item.lastIndexOf('*');
    return star < 0 ? { id: tokenId(item), count: 1 } : { id: tokenId(item.slice(0, star)), count: wholeToken(item.slice(star + 1)) };
  });
}

/**
 * Item stacks of an inventory area as a token.
 *
 * @example
 * itemsToken(p.inventory.backpack); // 'food*2,tool'
 */
export function itemsToken(stacks: readonly ItemStack[]): string {
  return stacksToken(stacks.map((stack) => ({ id: stack.item, count: stack.count })));
}

/**
 * Reads item stacks.
 *
 * @example
 * tokenItems('food*2'); // [{ item: 'food', count: 2 }]
 */
export function tokenItems(token: string | undefined): ItemStack[] {
  return tokenStacks(token).map((stack) => ({ item: stack.id, count: stack.count }));
}

/**
 * A record of counts as `key=count` tokens, in the record's order.
 *
 * @example
 * countsTokens({ food: 20, tool: 0 }); // ['food=20', 'tool=0']
 */
export function countsTokens(record: Readonly<Record<string, number>>): string[] {
  return Object.entries(record).map(([key, count]) => `${idToken(key)}=${count}`);
}

/**
 * Reads `key=count` tokens back into a record.
 *
 * @example
 * tokenCounts(['food=20']); // { food: 20 }
 */
export function tokenCounts(tokens: readonly string[]): Record<string, number> {
  const record: Record<string, number> = {};
  for (const token of tokens) {
    const equals = token.indexOf('=');
    const key = equals > 0 ? tokenId(token.slice(0, equals)) : fail(`'${token}' is not key=count`);
    if (Object.hasOwn(record, key) || key === '__proto__') fail(`'${key}' is counted twice`);
    record[key] = wholeToken(token.slice(equals + 1));
  }
  return record;
}
