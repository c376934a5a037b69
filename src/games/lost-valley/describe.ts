import type { GameEvent } from '../../core/actions.js';

/**
 * One plain sentence for a Lost Valley event, for narration (the command line's `play`).
 *
 * @example
 * describeLostValleyEvent({ type: 'turn-ended', player: 1, turn: 3 }); // undefined
 */
export function describeLostValleyEvent(event: GameEvent): string | undefined {
  const seat = `Seat ${String(event['player'])}`;
  switch (event.type) {
    case 'prospector-moved':
      return `${seat} moves prospector ${String(event['prospector'])} ${event['mode'] === 'foot' ? 'on foot' : `(${String(event['mode'])})`} from node ${String(event['from'])} to node ${String(event['to'])}.`;
    case 'packs-emptied':
      return `${seat} empties the backpack and cart to walk two edges.`;
    case 'exploration-started':
      return `${seat} explores at node ${String(event['node'])}.`;
    case 'tile-drawn':
      return `A ${String(event['pile'])} tile is drawn: ${String(event['tile'])}.`;
    case 'tile-to-bottom':
      return `River tile ${String(event['tile'])} fits nowhere and goes to the bottom of the pile.`;
    case 'tile-placed':
      return `${String(event['tile'])} is laid on face${(event['faces'] as unknown[]).length > 1 ? 's' : ''} ${String(event['faces'])}.`;
    case 'spring-placed':
      return `The spring fills the headwater (face ${String(event['face'])}).`;
    case 'hole-left':
      return `No triangle is left: face ${String(event['face'])} stays empty for good.`;
    case 'markers-laid':
      return `Face-down markers go onto ${String(event['tile'])}: ${(event['pools'] as unknown[]).join(', ')}.`;
    case 'triangle-chosen':
      return `${seat} chooses face ${String(event['face'])} for a triangle.`;
    case 'exploration-finished':
      return `The exploration at node ${String(event['node'])} is finished.`;
    case 'triangle-declined':
      return `${seat} lays no triangle.`;
    case 'exploration-ended':
      return 'The last land diamond is laid: exploration is over.';
    case 'ice-out':
      return 'The ice block goes onto the spring.';
    case 'ice-tested':
      return `${seat} rolls ${String(event['roll'])}: the ice moves from ${String(event['from'])} to ${String(event['to'])}.`;
    case 'game-ended':
      return event['reason'] === 'turn-limit' ? 'The turn limit ends the game.' : 'The ice reaches the waterfall: the game ends.';
    default:
      return undefined;
  }
}
