import type { GullyAction } from '../../games/goldfield-gully/api.js';
import { wholeNumber, type GameNotation } from './notation-types.js';

/**
 * Goldfield Gully: `g3` gather at building 3, `bank`, `+1` / `-2` spend a token, `pass`,
 * `m4` move to building 4.
 *
 * @example
 * gullyNotation.format({ type: 'gather', player: 0, building: 3 }); // 'g3'
 */
export const gullyNotation: GameNotation<GullyAction> = {
  format(action) {
    switch (action.type) {
      case 'gather':
        return `g${action.building}`;
      case 'bank':
        return 'bank';
      case 'modify':
        return action.by > 0 ? `+${action.by}` : String(action.by);
      case 'pass':
        return 'pass';
      case 'move':
        return `m${action.building}`;
    }
  },
  parse(body, player) {
    if (body === 'bank') return { type: 'bank', player };
    if (body === 'pass') return { type: 'pass', player };
    const by = { '+1': 1, '+2': 2, '-1': -1, '-2': -2 } as const;
    if (body in by) return { type: 'modify', player, by: by[body as keyof typeof by] };
    const building = wholeNumber(body.slice(1));
    if (building === null) return null;
    if (body[0] === 'g') return { type: 'gather', player, building };
    if (body[0] === 'm') return { type: 'move', player, building };
    return null;
  },
};
