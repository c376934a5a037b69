import { fieldPosition, type CompactField } from './field-position.js';
import { fail, jsonToken, type PositionCodec } from './position-text.js';

/*
 * The layouts of the games written field by field (field-position.ts): which lists are kept per
 * seat or per building, and the duel's board in one word per ten areas.
 */

const MARKER_LETTERS: Readonly<Record<string, string>> = { down: 'd', up: 'u', claimed: 'c' };
const LETTER_MARKERS: Readonly<Record<string, string>> = { d: 'down', u: 'up', c: 'claimed' };

/** The duel's markers, area 0 first: `d` face down, `u` face up, `c` claimed, ten to a group. */
const duelMarkers: CompactField = {
  format(value) {
    // Anything but a list of the three states (a forged state) is written as JSON.
    const markers = Array.isArray(value) ? value.map((marker) => MARKER_LETTERS[String(marker)]) : [undefined];
    if (markers.some((letter) => letter === undefined)) return JSON.stringify(value);
    return markers.join('').replace(/(.{10})(?=.)/g, '$1 ');
  },
  parse(text) {
    if (text.startsWith('[')) return jsonToken(text);
    return [...text.replace(/ /g, '')].map((letter) => LETTER_MARKERS[letter] ?? fail(`'${letter}' is no marker (d, u or c)`));
  },
};

/**
 * The duel: `markers dduudcccdd …` (area 0 first, as the notation numbers them), then its
 * gold, disc level, mover, turn, phase, discs thrown and the count they say.
 *
 * @example
 * duelPosition.format(state)[0]; // 'markers dduud…'
 */
export const duelPosition: PositionCodec = fieldPosition({ compact: { markers: duelMarkers } });

/** Goldfield Gully's tokens, ones and twos: `2/4` (anything else, a forged state, as JSON). */
const tokenCount: CompactField = {
  format(value) {
    const v = value as { ones?: unknown; twos?: unknown };
    const plain = typeof value === 'object' && value !== null && Object.keys(value).length === 2 && Number.isInteger(v.ones) && Number.isInteger(v.twos);
    return plain ? `${String(v.ones)}/${String(v.twos)}` : JSON.stringify(value);
  },
  parse(text) {
    const match = /^(\d{1,9})\/(\d{1,9})$/.exec(text);
    if (match) return { ones: Number(match[1]), twos: Number(match[2]) };
    return text.startsWith('{') ? jsonToken(text) : fail(`'${text}' is not ones/twos`);
  },
};

/**
 * Goldfield Gully: a `seat` line per seat (tokens held, banked and unbanked gold, the secret
 * choice, where the prospector stands, its treasure and shootout rolls) and a `building` line
 * per building (the tokens lying there, building 1 first); tokens as ones/twos (`2/4`).
 *
 * @example
 * gullyPosition.format(state); // […, 'seat 0 held=0/0 banked=0 unbanked=9 choice=- at=- roll=- shot=-', …]
 */
export const gullyPosition: PositionCodec = fieldPosition({
  compact: { stack: tokenCount, spent: tokenCount, lying: tokenCount, held: tokenCount },
  tables: [
    { line: 'building', from: 1, fields: ['lying'] },
    { line: 'seat', from: 0, fields: ['held', 'banked', 'unbanked', 'choice', 'at', 'roll', 'shot'] },
  ],
});

/**
 * The Lost Dutchman: the fields in order, each prospector on one `prospectors+` line.
 *
 * @example
 * dutchmanPosition.format(state); // […, 'prospectors+ character=old-timer space=24 …', …]
 */
export const dutchmanPosition: PositionCodec = fieldPosition();
