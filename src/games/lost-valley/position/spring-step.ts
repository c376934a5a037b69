import type { RuleError } from '../../../core/errors.js';
import { positionFault } from '../../../core/position-check.js';
import { riverPlacements } from '../board/placements.js';
import { placeSpring } from '../exploration/lay-tiles.js';
import { indexOf, type RuleContext } from '../kernel/rule-context.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { continueFrom } from './beside-chain.js';
import type { ValleyPosition } from './valley-position.js';

type G = LostValleyGameState;

/*
 * The spring brought out during exploration, as a position builder step: the river step of the
 * next explorer by the headwater finds no river tile that fits (none left, or none that can be
 * laid) and lays the spring on the headwater at once (LV-EXP2-R4). A small component set with
 * every river diamond laid (LV-SETUP-6) closes its river this way, before the land around the
 * headwater is laid (LV-EXP2-R1).
 */

/**
 * Lays the spring on the headwater while exploring, as the river step does when no remaining
 * river tile fits (LV-EXP2-R4); refused while one still fits, or with the river closed.
 *
 * @example
 * closeRiver(ctx, g); // the spring on the headwater, when no river diamond left can be laid
 * @internal
 */
export function closeRiver(ctx: RuleContext, g: G): G | RuleError {
  if (g.explorationOver || g.board.headwater === null) return positionFault('spring-tile', 'The river is closed already: the spring is out or exploration is over.', ['board', 'spring'], { rule: 'LV-EXP2-R4' });
  const index = indexOf(ctx, g.board);
  const left = [...g.piles.river.unseen, ...g.piles.river.bottom];
  const fits = left.find((id) => riverPlacements(index, ctx.catalog.diamonds.get(id)!).length > 0);
  if (fits !== undefined) return positionFault('spring-tile', `The river pile still holds ${fits}, which can be laid: the spring comes out only when no river diamond left fits (LV-EXP2-R4).`, ['piles', 'river'], { rule: 'LV-EXP2-R4' });
  const events: LostValleyEvent[] = [];
  return placeSpring(ctx, g, events);
}

/**
 * The builder with the spring laid on the headwater by the river step (see {@link closeRiver}).
 *
 * @example
 * withSpring(valleyPosition({ data: oneRiverTileSet }).diamond('R01', ['M0^', 'M1v'])).build();
 * @internal
 */
export function withSpring(position: ValleyPosition): ValleyPosition {
  return continueFrom(position, (g, ctx) => closeRiver(ctx, g));
}
