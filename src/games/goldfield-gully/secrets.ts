import type { JsonValue } from '../../core/json.js';
import { randomInt, type RngState } from '../../core/rng.js';
import type { PlayerId } from '../../core/state.js';
import type { GullyGameState } from './schemas.js';
import type { GullyState } from './table.js';

/**
 * What a committed but unrevealed choice looks like to the other seats.
 *
 * @example
 * view(state, 1).g.choice; // [ 'secret', 4, null ]
 */
export const SECRET = 'secret';

/**
 * What a seat (or a spectator) may see of the game's part: everything but the other seats'
 * commitments before all have committed (GG-READ-2). Whether a seat has committed is public.
 * Tokens in hand are public (GG-READ-7): everyone saw them lie face up on the building before they were taken.
 *
 * @example
 * gullyView(state, 0).choice; // [5, 'secret', null]
 */
export function gullyView(state: GullyState, player: PlayerId | null): JsonValue {
  const g = state.g;
  if (g.revealed || g.phase !== 'commit') return g as unknown as JsonValue;
  const choice = g.choice.map((c, seat) => (c === null || seat === player ? c : SECRET));
  return { ...g, choice } as unknown as JsonValue;
}

/**
 * Re-draws what the seat cannot know: every other seat's unrevealed commitment, uniformly among
 * the seven (gather at 1–6, bank), independently of the real one. The token stack has no stored
 * order to re-draw: its draws are chance nodes.
 *
 * @example
 * gullyDeterminize(state, 0, seedRng('guess'));
 */
export function gullyDeterminize(state: GullyState, player: PlayerId, rng: RngState): GullyGameState {
  const g = state.g;
  if (g.revealed || g.phase !== 'commit') return g;
  let generator = rng;
  const choice = g.choice.map((c, seat) => {
    if (c === null || seat === player) return c;
    const draw = randomInt(generator, 7);
    generator = draw.rng;
    return draw.value;
  });
  return { ...g, choice };
}
