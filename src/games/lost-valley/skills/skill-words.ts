import { seatLabel } from '../../../core/seat-label.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { describeSkillEvent } from './skill-draws.js';

/**
 * One plain sentence for a skill's event (learning and drawing skills, the Forecaster, the
 * Scout), for narration; `undefined` for other events.
 *
 * @example
 * describeSkillsEvent({ type: 'forecast-named', player: 1, face: 'sun' }); // 'Seat 2 forecasts sun.'
 */
export function describeSkillsEvent(event: LostValleyEvent): string | undefined {
  const seat = seatLabel('player' in event ? event.player : undefined);
  switch (event.type) {
    case 'forecast-named':
      return `${seat} forecasts ${String(event.face)}.`;
    case 'scout-tile-to-bottom':
      // LV-SKILL-SCOUT-2: a river diamond goes under the river pile.
      return `${seat}'s Scout puts ${event.pile === 'river' ? 'river' : 'land'} diamond ${String(event.tile)} under the pile.`;
    case 'forecast-hit':
      return `The forecast ${String(event.face)} comes up: the winter die is rolled again.`;
    default:
      return describeSkillEvent(event);
  }
}
