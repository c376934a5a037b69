import { componentsOf } from '../../core/components.js';
import type { AnyGameState } from '../../core/runtime.js';
import {
  catalogOf,
  edgeName,
  faceName,
  nodeName,
  parseEdge,
  parseFace,
  parseNode,
  SkillIdSchema,
  TurnPartSchema,
  type Fee,
  type Lattice,
  type LostValleyAction,
  type LostValleyComponents,
  type ParsedPlace,
} from '../../games/lost-valley/api.js';
import { wholeNumber, type GameNotation } from './notation-types.js';

/** The state's lattice, or null when its component data cannot be read (text is never a throw). */
function latticeOf(state: AnyGameState): Lattice | null {
  try {
    return catalogOf(componentsOf(state) as LostValleyComponents).lattice;
  } catch {
    return null;
  }
}
const placeId = (place: ParsedPlace): number | null => (place.ok ? place.id : null);
/** Names of places joined by commas (`K3-L3,L3-L4`), or null if one is no place. */
function placeList(text: string, read: (text: string) => ParsedPlace): number[] | null {
  const ids = text.split(',').map((part) => placeId(read(part)));
  return ids.some((id) => id === null) ? null : (ids as number[]);
}

type Action<T extends LostValleyAction['type']> = Extract<LostValleyAction, { type: T }>;
type Mode = Action<'move'>['mode'];
const MODE_LETTER: Readonly<Record<Mode, string>> = { foot: 'f', 'foot-unburdened': 'u', horse: 'h', boat: 'b' };
const LETTER_MODE: Readonly<Record<string, Mode>> = { f: 'foot', u: 'foot-unburdened', h: 'horse', b: 'boat' };

/** The actions written as one word: what they are called in the notation. */
const WORDS = {
  'end-turn': 'end',
  'decline-triangle': 'no-triangle',
  'eat-jerky': 'jerky',
  'eat-dried-fish': 'dried-fish',
  fish: 'fish',
  'cut-timber': 'timber',
  'build-fish-trap': 'build:fish-trap',
  'build-sawmill': 'build:sawmill',
  'build-hunting-trap': 'build:hunting-trap',
  'collect-claim': 'collect',
  run: 'run',
  'draw-skills': 'draw-skills',
  'dig-treasure': 'dig',
  weigh: 'weigh',
  'announce-end': 'announce',
  'trade-clue': 'buy-clue',
  'close-trade': 'close-trade',
  'cancel-trade': 'cancel-trade',
} as const satisfies Partial<Record<LostValleyAction['type'], string>>;
type WordType = keyof typeof WORDS;
const WORD_TYPES = new Map<string, WordType>(Object.entries(WORDS).map(([type, word]) => [word, type as WordType]));

// Item ids come from component data: percent-encoding keeps any id readable back.
const id = (text: string): string => encodeURIComponent(text);
function unId(text: string | undefined): string | null {
  if (text === undefined || text.length === 0) return null;
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
const numbers = (text: string): number[] | null => {
  const values = text.split(',').map(wholeNumber);
  return values.some((value) => value === null) ? null : (values as number[]);
};
const oneOf = <T extends string>(values: readonly T[], text: string | undefined): T | null => values.find((value) => value === text) ?? null;

/** A fee or a trade's payment: `marker=9` or `item=food`. */
const payment = (fee: Fee): string => ('marker' in fee ? `marker=${fee.marker}` : `item=${id(fee.item)}`);
function parsePayment(text: string | undefined): Fee | null {
  if (text?.startsWith('marker=')) {
    const marker = wholeNumber(text.slice(7));
    return marker === null ? null : { marker };
  }
  const item = text?.startsWith('item=') ? unId(text.slice(5)) : null;
  return item === null ? null : { item };
}

function formatRest(action: Exclude<LostValleyAction, { type: WordType }>, lattice: Lattice): string {
  switch (action.type) {
    case 'move':
      return `${MODE_LETTER[action.mode]}${nodeName(lattice, action.to)}`;
    case 'place-diamond':
      return `d${faceName(lattice, action.faces[0])},${faceName(lattice, action.faces[1])}/${action.way}`;
    case 'place-triangle':
      return `t${faceName(lattice, action.face)}`;
    case 'discard':
      return `discard:${id(action.item)}`;
    case 'drink-whiskey':
      return `whiskey:${action.part}`;
    case 'choose-markers':
      return `keep:${action.markers.join(',')}`;
    case 'hunt':
      return `hunt:${action.marker}`;
    case 'take-event':
      return `event:${action.tile}/${action.pay}`;
    case 'look-at-events':
      return `look:${action.tile}`;
    case 'whiskey-still':
      return `still:${action.tile}/${action.pay}`;
    case 'lost-mine':
      return `lost-mine:${action.tile}/${action.timberOr}`;
    case 'food-spit':
      return `spit:${action.tile}`;
    case 'take-event-for-two':
      return `event2:${action.tile}/${action.pay.map(id).join(',')}`;
    case 'quiet-nook':
      return `nook:${action.tile}/${action.pay.map(id).join(',')}`;
    case 'build-mine':
      return `mine:${action.tile}${action.claim ? '/claim' : ''}${action.toolInstead === null ? '' : `/with=${id(action.toolInstead)}`}`;
    case 'build-flumes':
      return `flumes:${action.edges.map((edge) => edgeName(lattice, edge)).join(',')}`;
    case 'build-bridge':
      return `bridge:${edgeName(lattice, action.edge)}`;
    case 'take-skill':
      return `skill:${action.skill}`;
    case 'keep-skill':
      return `keep-skill:${action.skill}`;
    case 'forecast':
      return `forecast:${action.face}`;
    case 'scout-keep':
      return `scout:${id(action.tile)}`;
    case 'river-gold':
      return `river-gold:${action.markers.join(',')}`;
    case 'mountain-gold': {
      const fee = action.fee === null ? '' : `/${payment(action.fee)}`;
      return `mountain-gold:${action.tile}/${action.markers.join(',')}/${action.dynamite}${fee}`;
    }
    case 'open-trade':
      return action.tile === null ? 'trade' : `trade:${action.tile}`;
    case 'trade-buy':
      return `buy:${id(action.item)}`;
    case 'trade-pay':
      return `pay:${payment(action.payment)}`;
    case 'miner':
      return `miner:${action.tile}`;
    case 'show-marker':
      return `show:${action.marker}`;
    case 'black-market':
      return `black-market:${action.tile}/${action.give}`;
    case 'give':
      return `give:${action.to}/${id(action.item)}`;
  }
}

/** Reads `head:rest` forms; `null` when the text is not one. */
function parseHeaded(head: string, rest: string, player: number, lattice: Lattice): LostValleyAction | null {
  const [first = '', second, third] = rest.split('/');
  const tile = wholeNumber(first);
  switch (head) {
    case 'discard': {
      const item = unId(rest);
      return item === null ? null : { type: 'discard', player, item };
    }
    case 'give': {
      const item = unId(second);
      return tile === null || item === null || third !== undefined ? null : { type: 'give', player, to: tile, item };
    }
    case 'whiskey': {
      const part = oneOf(TurnPartSchema.options, rest);
      return part && { type: 'drink-whiskey', player, part };
    }
    case 'keep': {
      const markers = numbers(rest);
      return markers && { type: 'choose-markers', player, markers };
    }
    case 'hunt': {
      const marker = wholeNumber(rest);
      return marker === null ? null : { type: 'hunt', player, marker };
    }
    case 'event': {
      const pay = oneOf(['food', 'timber', 'free'] as const, second);
      return tile === null || pay === null || third !== undefined ? null : { type: 'take-event', player, tile, pay };
    }
    case 'look':
      return tile === null || second !== undefined ? null : { type: 'look-at-events', player, tile };
    case 'still': {
      const pay = oneOf(['none', 'food', 'timber'] as const, second);
      return tile === null || pay === null || third !== undefined ? null : { type: 'whiskey-still', player, tile, pay };
    }
    case 'lost-mine': {
      const timberOr = second === 'timber' ? 'timber' : wholeNumber(second);
      return tile === null || timberOr === null || third !== undefined ? null : { type: 'lost-mine', player, tile, timberOr };
    }
    case 'spit':
      return tile === null || second !== undefined ? null : { type: 'food-spit', player, tile };
    case 'event2':
    case 'nook': {
      const [a, b, more] = (second ?? '').split(',').map(unId);
      if (tile === null || a == null || b == null || more !== undefined || third !== undefined) return null;
      return { type: head === 'nook' ? 'quiet-nook' : 'take-event-for-two', player, tile, pay: [a, b] };
    }
    case 'mine': {
      const parts = rest.split('/').slice(1);
      const claim = parts[0] === 'claim';
      const withPart = parts[claim ? 1 : 0];
      if (tile === null || parts.length > (claim ? 1 : 0) + (withPart === undefined ? 0 : 1)) return null;
      if (withPart === undefined) return { type: 'build-mine', player, tile, claim, toolInstead: null };
      const toolInstead = withPart.startsWith('with=') ? unId(withPart.slice(5)) : null;
      return toolInstead === null ? null : { type: 'build-mine', player, tile, claim, toolInstead };
    }
    case 'flumes': {
      const edges = placeList(rest, (text) => parseEdge(lattice, text));
      if (edges === null || edges.length > 2) return null;
      return { type: 'build-flumes', player, edges: edges.length === 1 ? [edges[0]!] : [edges[0]!, edges[1]!] };
    }
    case 'bridge': {
      const edge = placeId(parseEdge(lattice, rest));
      return edge === null ? null : { type: 'build-bridge', player, edge };
    }
    case 'skill':
    case 'keep-skill': {
      const skill = oneOf(SkillIdSchema.options, rest);
      return skill && { type: head === 'skill' ? 'take-skill' : 'keep-skill', player, skill };
    }
    case 'forecast': {
      const face = oneOf(['sun', 'blank', 'snowflake', 'two-snowflakes'] as const, rest);
      return face && { type: 'forecast', player, face };
    }
    case 'scout': {
      const kept = unId(rest);
      return kept === null ? null : { type: 'scout-keep', player, tile: kept };
    }
    case 'river-gold': {
      const markers = numbers(rest);
      return markers === null || markers.length > 3 ? null : { type: 'river-gold', player, markers };
    }
    case 'mountain-gold': {
      const [, , , feeText, extra] = rest.split('/');
      const markers = second === undefined ? null : numbers(second);
      const dynamite = oneOf(['none', 'box', 'stick'] as const, third);
      if (tile === null || markers === null || markers.length > 3 || dynamite === null || extra !== undefined) return null;
      if (feeText === undefined) return { type: 'mountain-gold', player, tile, markers, dynamite, fee: null };
      const fee = parsePayment(feeText);
      return fee && { type: 'mountain-gold', player, tile, markers, dynamite, fee };
    }
    case 'trade':
      return tile === null || second !== undefined ? null : { type: 'open-trade', player, tile };
    case 'buy': {
      const item = unId(rest);
      return item === null ? null : { type: 'trade-buy', player, item };
    }
    case 'pay': {
      const fee = parsePayment(rest);
      return fee && { type: 'trade-pay', player, payment: fee };
    }
    case 'miner':
      return tile === null || second !== undefined ? null : { type: 'miner', player, tile };
    case 'show': {
      const marker = wholeNumber(rest);
      return marker === null ? null : { type: 'show-marker', player, marker };
    }
    case 'black-market': {
      const give = wholeNumber(second);
      return tile === null || give === null || third !== undefined ? null : { type: 'black-market', player, tile, give };
    }
    default:
      return null;
  }
}

/**
 * Lost Valley (docs/notation.md has the whole table), places by their names (board/place-names.ts):
 * `fK3` move on foot to K3 (`u` unburdened, `h` horse, `b` boat; `fpost` to the trading post),
 * `end`, `dK3^,K3v/0` lay the diamond, `tK3^` lay a triangle, `flumes:K3-L3`,
 * `no-triangle`, and one word or `word:arguments` for every turn action (`fish`, `hunt:12`,
 * `mine:3/claim`, `mountain-gold:5/12,13/box/marker=9`, `trade`, `buy:food`, `pay:marker=9`...). A new action type is one case in `format`
 * (the compiler asks for it) and one in `parse`.
 *
 * @example
 * valleyNotation.format({ type: 'move', player: 0, mode: 'horse', to: lattice.mouthNodes[0] }, state); // 'hM0'
 */
export const valleyNotation: GameNotation<LostValleyAction> = {
  format(action, state) {
    if (action.type in WORDS) return WORDS[action.type as WordType];
    const lattice = latticeOf(state);
    return lattice ? formatRest(action as Exclude<LostValleyAction, { type: WordType }>, lattice) : JSON.stringify(action);
  },
  parse(body, player, state) {
    const word = WORD_TYPES.get(body);
    if (word) return { type: word, player };
    if (body === 'trade') return { type: 'open-trade', player, tile: null };
    const lattice = latticeOf(state);
    if (!lattice) return null;
    const colon = body.indexOf(':');
    if (colon > 0) return parseHeaded(body.slice(0, colon), body.slice(colon + 1), player, lattice);
    const diamond = /^d([^,/]+),([^,/]+)\/([01])$/.exec(body);
    if (diamond) {
      const a = placeId(parseFace(lattice, diamond[1]!));
      const b = placeId(parseFace(lattice, diamond[2]!));
      return a === null || b === null ? null : { type: 'place-diamond', player, faces: [a, b], way: diamond[3] === '1' ? 1 : 0 };
    }
    if (body[0] === 't') {
      const face = placeId(parseFace(lattice, body.slice(1)));
      return face === null ? null : { type: 'place-triangle', player, face };
    }
    const mode = LETTER_MODE[body[0] ?? ''];
    const to = mode ? placeId(parseNode(lattice, body.slice(1))) : null;
    return mode && to !== null ? { type: 'move', player, mode, to } : null;
  },
};
