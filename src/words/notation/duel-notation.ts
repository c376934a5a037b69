import type { DuelAction } from '../../games/mountain-river-duel/api.js';
import { wholeNumber, type GameNotation } from './notation-types.js';

/**
 * The duel: `u3,4,5` turn up areas 3, 4 and 5 (in the action's order), `d5` turn area 5 down,
 * `pass`.
 *
 * @example
 * duelNotation.format({ type: 'turn-up', player: 0, areas: [3, 4] }); // 'u3,4'
 */
export const duelNotation: GameNotation<DuelAction> = {
  format(action) {
    switch (action.type) {
      case 'turn-up':
        return `u${action.areas.join(',')}`;
      case 'turn-down':
        return `d${action.area}`;
      case 'pass':
        return 'pass';
    }
  },
  parse(body, player) {
    if (body === 'pass') return { type: 'pass', player };
    if (body[0] === 'd') {
      const area = wholeNumber(body.slice(1));
      return area === null ? null : { type: 'turn-down', player, area };
    }
    if (body[0] === 'u') {
      const areas = body.slice(1).split(',').map(wholeNumber);
      if (areas.some((area) => area === null)) return null;
      return { type: 'turn-up', player, areas: areas as number[] };
    }
    return null;
  },
};
