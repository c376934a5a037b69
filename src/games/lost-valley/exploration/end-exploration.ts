import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleContext } from '../kernel/rule-context.js';
import { trianglesInFinalGaps } from '../kernel/switches.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { placeSpring } from './lay-tiles.js';
import { withBoard, withFields } from '../kernel/state-copy.js';

type G = LostValleyGameState;

/**
 * The end of exploration (LV-END-EXP-1, LV-END-EXP-2; the first edition's LV-EXP1-6): the spring
 * is placed if it is not out yet, the ice block goes onto it, the remaining river and triangle
 * tiles leave the game (LV-END-EXP-4: their counts are in `exploration-ended`), and
 * gaps stay empty for good. With triangles only in the final gaps (LV-CLASSIC-5), the gaps set
 * aside while exploring are first queued for triangles, in the order they appeared, and
 * exploration ends once they are filled (`settle` calls this again).
 *
 * @example
 * endExploration(ctx, g, events);
 */
export function endExploration(ctx: RuleContext, start: G, events: LostValleyEvent[]): G {
  let g = start;
  if (g.board.spring === null) g = placeSpring(ctx, g, events);
  if (trianglesInFinalGaps(ctx) && g.board.holes.length > 0 && g.piles.triangles.length > 0) {
    // The holes become gaps again and take triangles (pile order A, B, C); those left when the pile runs out stay holes.
    return withFields(g, { board: withBoard(g.board, { holes: [] }), gapQueue: [...g.board.holes] });
  }
  events.push({
    type: 'exploration-ended',
    riverLeft: g.piles.river.unseen.length + g.piles.river.bottom.length,
    trianglesLeft: g.piles.triangles.length,
  });
  events.push({ type: 'ice-out', tile: g.board.spring });
  return {
    ...g,
    explorationOver: true,
    gapQueue: [],
    piles: { land: [], river: { unseen: [], bottom: [] }, triangles: [] },
    ice: { out: true, position: 0 },
  };
}
