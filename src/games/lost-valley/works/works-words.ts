import { seatLabel } from '../../../core/seat-label.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';

/**
 * One plain sentence for an event of building (works, XP, claims, the Runner's run), for
 * narration; `undefined` for other events.
 *
 * @example
 * describeWorksEvent({ type: 'work-built', player: 0, prospector: 0, work: 'sawmill', at: 12 }); // 'Seat 1 builds a sawmill (at 12).'
 */
export function describeWorksEvent(event: LostValleyEvent): string | undefined {
  const seat = seatLabel('player' in event ? event.player : undefined);
  switch (event.type) {
    case 'work-built':
      return `${seat} builds a ${String(event.work)} (at ${String(event.at)}).`;
    case 'xp-gained':
      return `${seat} gains an XP marker.`;
    case 'xp-turned-in':
      return `${seat} turns in an XP marker to learn a skill.`;
    case 'claim-placed':
      return `${seat} lays the claim marker on the mine on tile ${String(event.tile)}.`;
    case 'claim-forfeited':
      return `${seat} forfeits the payments left on the old claim (tile ${String(event.tile)}).`;
    case 'claim-collected':
      return `${seat} collects the payments on the claim.`;
    case 'runner-runs':
      return `${seat} runs: one more movement.`;
    default:
      return undefined;
  }
}
