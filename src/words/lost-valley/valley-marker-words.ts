import { componentsOf } from '../../core/components.js';
import { catalogOf, diamondAt, findMarker, type LostValleyState } from '../../games/lost-valley/api.js';
import type { Locale, Words } from '../words-types.js';
import { markerName, prospectorSeat, valleyTerm } from './valley-terms.js';
import { placeName, tileName } from './valley-places.js';

/*
 * Markers and a diamond's turn as a player sees them on the board, for the sentences that would
 * otherwise give a marker's id or a diamond's `way`. A marker is named by its pool, or by its
 * identity only when it is face up or the acting seat has seen it (and the state or view given
 * holds it), and by where it lies. A state whose data cannot be read says less,
 * never throws.
 */

/** Where a marker lies, as a sentence says it (already in the locale). */
type Where = (locale: Locale) => string;

interface MarkerWords {
  /** "a river gold marker", "un marcador de oro de río", "žeton (říční zlato)". */
  readonly faceDown: (pool: string) => string;
  /** "2 river gold markers", "2 marcadores de oro de río", "2× žeton (říční zlato)". */
  readonly faceDownMany: (pool: string, count: number) => string;
  /** "river gold 3", "oro de río 3", "žeton (říční zlato 3)". */
  readonly known: (name: string) => string;
  readonly unknown: string;
  readonly bank: (node: string) => string;
  readonly tile: (tile: string) => string;
  readonly post: string;
  readonly bag: (seat: string) => string;
  readonly hiddenGear: (seat: string) => string;
  readonly claim: (seat: string) => string;
  readonly spent: string;
  readonly riverTurn: (from: string, to: string) => string;
  readonly goldBank: (node: string) => string;
  readonly landTurn: (node: string) => string;
}

const WORDS: Readonly<Record<Locale, MarkerWords>> = {
  en: {
    faceDown: (pool) => `${/^[aeiou]/i.test(pool) ? 'an' : 'a'} ${pool} marker`,
    faceDownMany: (pool, count) => `${count} ${pool} markers`,
    known: (name) => name,
    unknown: 'a marker',
    bank: (node) => ` by ${node}`,
    tile: (tile) => ` on ${tile}`,
    post: ' at the trading post',
    bag: (seat) => ` from ${seat}'s gold bag`,
    hiddenGear: (seat) => ` from ${seat}'s face-down gear`,
    claim: (seat) => ` on ${seat}'s claim`,
    spent: ' out of the game',
    riverTurn: (from, to) => `the river running across ${from} and ${to}`,
    goldBank: (node) => `its gold by ${node}`,
    landTurn: (node) => `its first corner at ${node}`,
  },
  es: {
    faceDown: (pool) => `un marcador de ${pool}`,
    faceDownMany: (pool, count) => `${count} marcadores de ${pool}`,
    known: (name) => name,
    unknown: 'un marcador',
    bank: (node) => ` junto a ${node}`,
    tile: (tile) => ` en ${tile}`,
    post: ' del puesto comercial',
    bag: (seat) => ` de la bolsa de oro de ${seat}`,
    hiddenGear: (seat) => ` del equipo boca abajo de ${seat}`,
    claim: (seat) => ` de la concesión de ${seat}`,
    spent: ' fuera del juego',
    riverTurn: (from, to) => `con el río cruzando ${from} y ${to}`,
    goldBank: (node) => `su oro junto a ${node}`,
    landTurn: (node) => `con su primera esquina en ${node}`,
  },
  cs: {
    faceDown: (pool) => `žeton (${pool})`,
    faceDownMany: (pool, count) => `${count}× žeton (${pool})`,
    known: (name) => `žeton (${name})`,
    unknown: 'žeton',
    bank: (node) => ` u ${node}`,
    tile: (tile) => ` na dílku ${tile}`,
    post: ' z obchodní stanice',
    bag: (seat) => ` z pytlíku zlata (${seat})`,
    hiddenGear: (seat) => ` ze skrytého vybavení (${seat})`,
    claim: (seat) => ` z claimu (${seat})`,
    spent: ' mimo hru',
    riverTurn: (from, to) => `řeka přes ${from} a ${to}`,
    goldBank: (node) => `zlato u ${node}`,
    landTurn: (node) => `prvním rohem u ${node}`,
  },
};

/**
 * One marker's name and place, in the locale, separately (so that a list can share the place);
 * `pool` is set for a face-down marker said by its pool alone (so that a list can count them).
 */
function markerParts(w: Words<LostValleyState>, id: unknown, actor: unknown): { name: string; where: string; pool?: string } {
  const words = WORDS[w.locale];
  const found = typeof id === 'number' ? findMarker(w.state.g, id) : null;
  if (!found) return { name: words.unknown, where: '' };
  const { slot, place } = found;
  // Said only when it is in what the words were given (a view holds only what its seat knows) and
  // the seat acting knows it too, so that its view and the whole state say the same.
  const known = slot.identity !== null && (slot.faceUp || slot.seenBy.includes(actor as number));
  const name = known ? words.known(markerName(w.locale, slot.identity)) : words.faceDown(valleyTerm(w.locale, slot.pool));
  const bank = slot.bank === null ? '' : words.bank(placeName(w.state, 'node', slot.bank));
  const seatOf = (prospector: number): string => w.seat(prospectorSeat(w.state, prospector));
  const where: Readonly<Record<string, Where>> = {
    tile: () => words.tile(place.kind === 'tile' ? tileName(w.state, place.tile) : ''),
    post: () => words.post,
    bag: () => words.bag(seatOf((place as { prospector: number }).prospector)),
    'hidden-gear': () => words.hiddenGear(seatOf((place as { prospector: number }).prospector)),
    claim: () => words.claim(seatOf((place as { prospector: number }).prospector)),
    spent: () => words.spent,
  };
  const parts = { name: `${name}${bank}`, where: where[place.kind]!(w.locale) };
  return known || bank !== '' ? parts : { ...parts, pool: valleyTerm(w.locale, slot.pool) };
}

/**
 * A marker as a player sees it: its pool (or its identity when it is face up, or when the seat
 * `actor` has seen it and the words were given a state or view that holds it) and where it lies,
 * never its id: "a river gold marker by K3 on L15 (H1^)", "river gold 3 from Seat 1's
 * gold bag".
 *
 * @example
 * markerWords(words, 6, 0); // 'an animal marker on L15 (H1^)'
 */
export function markerWords(w: Words<LostValleyState>, id: unknown, actor: unknown): string {
  const parts = markerParts(w, id, actor);
  return `${parts.name}${parts.where}`;
}

/**
 * Several markers, those lying in one place listed together before it, face-down ones of one
 * pool counted: "a river gold marker by K3 and a river gold marker by K4 on L15 (H1^)", "2
 * mountain gold markers on L18 (O0^)".
 *
 * @example
 * markerListWords(words, [4, 5], 0);
 */
export function markerListWords(w: Words<LostValleyState>, ids: unknown, actor: unknown): string {
  const words = WORDS[w.locale];
  // By place, then by name: a name with its count, and the pool that says a count of face-down ones.
  const groups = new Map<string, Map<string, { count: number; pool?: string }>>();
  for (const id of Array.isArray(ids) ? ids : [ids]) {
    const parts = markerParts(w, id, actor);
    const names = groups.get(parts.where) ?? new Map<string, { count: number; pool?: string }>();
    groups.set(parts.where, names);
    const same = names.get(parts.name);
    if (same) same.count++;
    else names.set(parts.name, parts.pool === undefined ? { count: 1 } : { count: 1, pool: parts.pool });
  }
  const said = (name: string, { count, pool }: { count: number; pool?: string }): string[] =>
    count === 1 ? [name] : pool !== undefined ? [words.faceDownMany(pool, count)] : Array.from({ length: count }, () => name);
  return w.list([...groups].map(([where, names]) => `${w.list([...names].flatMap(([name, seen]) => said(name, seen)))}${where}`));
}

/**
 * Which way round a drawn diamond would lie, as it shows on the board: for a river diamond the two
 * edges its river crosses (and the bank its gold lies on, when that is what tells the turns
 * apart), for a land diamond the intersection under its first corner. Empty when the drawn tile
 * or the faces cannot be read.
 *
 * @example
 * diamondTurnWords(words, [12, 13], 1); // 'the river running across K3-L3 and L4-M4'
 */
export function diamondTurnWords(w: Words<LostValleyState>, faces: readonly [number, number], way: 0 | 1): string {
  const words = WORDS[w.locale];
  let catalog;
  try {
    catalog = catalogOf(componentsOf(w.state));
  } catch {
    return '';
  }
  const where = diamondAt(catalog.lattice, faces, way);
  const pending = w.state.g.pending;
  const tile = pending.kind === 'place' ? catalog.diamonds.get(pending.tile) : undefined;
  if (!where) return '';
  if (tile?.riverEdges) {
    // In name order, so that two turns with the same river read the same but for the gold.
    const [a, b] = tile.riverEdges.map((edge) => placeName(w.state, 'edge', where.edges[edge])).sort();
    const bank = tile.symbols.find((symbol) => symbol.bankCorner !== undefined)?.bankCorner;
    const river = words.riverTurn(a!, b!);
    return bank === undefined ? river : `${river}, ${words.goldBank(placeName(w.state, 'node', where.corners[bank]))}`;
  }
  return words.landTurn(placeName(w.state, 'node', where.corners[0]));
}

/**
 * {@link diamondTurnWords} as an aside after the faces, " (its first corner at K3)", or nothing
 * when the turn cannot be read.
 *
 * @example
 * `lays the diamond on faces K3v and K3^${diamondTurnAside(words, [12, 13], 0)}.`
 */
export function diamondTurnAside(w: Words<LostValleyState>, faces: readonly [number, number], way: 0 | 1): string {
  const turn = diamondTurnWords(w, faces, way);
  return turn === '' ? '' : ` (${turn})`;
}
