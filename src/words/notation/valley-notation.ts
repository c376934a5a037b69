import type { LostValleyAction } from '../../games/lost-valley/schemas.js';
import { wholeNumber, type GameNotation } from './notation-types.js';

type Mode = Extract<LostValleyAction, { type: 'move' }>['mode'];
const MODE_LETTER: Readonly<Record<Mode, string>> = { foot: 'f', 'foot-unburdened': 'u', horse: 'h', boat: 'b' };
const LETTER_MODE: Readonly<Record<string, Mode>> = { f: 'foot', u: 'foot-unburdened', h: 'horse', b: 'boat' };

/**
 * Lost Valley: `f12` move on foot to node 12 (`u` unburdened, `h` horse, `b` boat), `end` end
 * the turn, `d4,5/0` lay the diamond on faces 4 and 5 the first way round, `t7` lay a triangle on
 * face 7, `no-triangle`. A new action type is one case here and one in `parse`.
 *
 * @example
 * valleyNotation.format({ type: 'move', player: 0, mode: 'horse', to: 12 }); // 'h12'
 */
export const valleyNotation: GameNotation<LostValleyAction> = {
  format(action) {
    switch (action.type) {
      case 'move':
        return `${MODE_LETTER[action.mode]}${action.to}`;
      case 'end-turn':
        return 'end';
      case 'place-diamond':
        return `d${action.faces[0]},${action.faces[1]}/${action.way}`;
      case 'place-triangle':
        return `t${action.face}`;
      case 'decline-triangle':
        return 'no-triangle';
    }
  },
  parse(body, player) {
    if (body === 'end') return { type: 'end-turn', player };
    if (body === 'no-triangle') return { type: 'decline-triangle', player };
    const diamond = /^d(\d+),(\d+)\/([01])$/.exec(body);
    if (diamond) {
      const way = diamond[3] === '1' ? 1 : 0;
      return { type: 'place-diamond', player, faces: [Number(diamond[1]), Number(diamond[2])], way };
    }
    const number = wholeNumber(body.slice(1));
    if (number === null) return null;
    if (body[0] === 't') return { type: 'place-triangle', player, face: number };
    const mode = LETTER_MODE[body[0] ?? ''];
    return mode ? { type: 'move', player, mode, to: number } : null;
  },
};
