import type { DutchmanAction } from '../../games/lost-dutchman/api.js';
import { wholeNumber, type GameNotation } from './notation-types.js';

type Raise = Extract<DutchmanAction, { type: 'raise' }>;
const RAISABLE: readonly Raise['attribute'][] = ['vigor', 'foresight', 'ingenuity'];

// Ids come from component data that users may replace: percent-encoding keeps any id readable
// back while the reference set's kebab-case ids stay as they are.
const id = (text: string): string => encodeURIComponent(text);
function unId(text: string | undefined): string | null {
  if (text === undefined || text.length === 0) return null;
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
const uidOrNone = (uid: number | null): string => (uid === null ? '-' : String(uid));
function readUidOrNone(text: string): { uid: number | null } | null {
  if (text === '-') return { uid: null };
  const uid = wholeNumber(text);
  return uid === null ? null : { uid };
}

/**
 * The Lost Dutchman (see docs/notation.md for the whole table): `roll`, `end`, `m:3-4-5` move
 * along spaces 3, 4, 5 (`m:` stays), `c:<character>`, `r7` turn up setup stack 7,
 * `use:<item>` or `use:<item>@<target>`, `fight`, `sbury`, `ghost:<treasure>` or `ghost:-`,
 * `bury:<treasure>` or `bury:-`, `crevice:12`, `bandit:fight/<seat>/<treasure>` (or `steal`),
 * `x:<spot>`, `raise:<attribute>`, `take:<seat>/<tile>`.
 *
 * @example
 * dutchmanNotation.format({ type: 'move', player: 0, path: [3, 4] }); // 'm:3-4'
 */
export const dutchmanNotation: GameNotation<DutchmanAction> = {
  format(action) {
    switch (action.type) {
      case 'choose-character':
        return `c:${id(action.character)}`;
      case 'reveal-setup':
        return `r${action.stack}`;
      case 'roll':
        return 'roll';
      case 'use-item':
        return action.target === null ? `use:${id(action.item)}` : `use:${id(action.item)}@${action.target}`;
      case 'fight-ghost':
        return 'fight';
      case 'special-bury':
        return 'sbury';
      case 'move-ghost':
        return `ghost:${uidOrNone(action.treasure)}`;
      case 'bury':
        return `bury:${uidOrNone(action.treasure)}`;
      case 'move':
        return `m:${action.path.join('-')}`;
      case 'crevice':
        return `crevice:${action.space}`;
      case 'bandit':
        return `bandit:${action.mode}/${action.target}/${action.treasure}`;
      case 'cross':
        return `x:${id(action.spot)}`;
      case 'end-turn':
        return 'end';
      case 'raise':
        return `raise:${action.attribute}`;
      case 'take-tile':
        return `take:${action.from}/${id(action.tile)}`;
    }
  },
  parse(body, player) {
    if (body === 'roll') return { type: 'roll', player };
    if (body === 'fight') return { type: 'fight-ghost', player };
    if (body === 'sbury') return { type: 'special-bury', player };
    if (body === 'end') return { type: 'end-turn', player };
    const stack = /^r(\d+)$/.exec(body);
    if (stack) return { type: 'reveal-setup', player, stack: Number(stack[1]) };
    const colon = body.indexOf(':');
    if (colon < 0) return null;
    const head = body.slice(0, colon);
    const rest = body.slice(colon + 1);
    switch (head) {
      case 'c': {
        const character = unId(rest);
        return character === null ? null : { type: 'choose-character', player, character };
      }
      case 'use': {
        const [itemText, targetText] = rest.split('@');
        const item = unId(itemText);
        if (item === null) return null;
        if (targetText === undefined) return { type: 'use-item', player, item, target: null };
        const target = wholeNumber(targetText);
        return target === null ? null : { type: 'use-item', player, item, target };
      }
      case 'ghost': {
        const read = readUidOrNone(rest);
        return read && { type: 'move-ghost', player, treasure: read.uid };
      }
      case 'bury': {
        const read = readUidOrNone(rest);
        return read && { type: 'bury', player, treasure: read.uid };
      }
      case 'm': {
        if (rest === '') return { type: 'move', player, path: [] };
        const path = rest.split('-').map(wholeNumber);
        return path.some((space) => space === null) ? null : { type: 'move', player, path: path as number[] };
      }
      case 'crevice': {
        const space = wholeNumber(rest);
        return space === null ? null : { type: 'crevice', player, space };
      }
      case 'bandit': {
        const [mode, targetText, treasureText] = rest.split('/');
        const target = wholeNumber(targetText);
        const treasure = wholeNumber(treasureText);
        if ((mode !== 'fight' && mode !== 'steal') || target === null || treasure === null) return null;
        return { type: 'bandit', player, mode, target, treasure };
      }
      case 'x': {
        const spot = unId(rest);
        return spot === null ? null : { type: 'cross', player, spot };
      }
      case 'raise': {
        const attribute = RAISABLE.find((name) => name === rest);
        return attribute ? { type: 'raise', player, attribute } : null;
      }
      case 'take': {
        const slash = rest.indexOf('/');
        const from = wholeNumber(rest.slice(0, slash));
        const tile = unId(rest.slice(slash + 1));
        return slash < 0 || from === null || tile === null ? null : { type: 'take-tile', player, from, tile };
      }
      default:
        return null;
    }
  },
};
