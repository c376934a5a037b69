import { positionFault } from '../../../core/position-check.js';
import type { RuleError } from '../../../core/errors.js';
import type { RuleContext } from '../kernel/rule-context.js';
import { withProspector } from '../kernel/state-copy.js';
import type { LostValleyGameState, MarkerSlot } from '../schemas/game-schemas.js';
import { continueFrom } from './beside-chain.js';
import type { ValleyPosition } from './valley-position.js';

type G = LostValleyGameState;

/*
 * A builder step beside the ValleyPosition chain: a one-time gear event (whiskey, jerky, a
 * dynamite stick) held face down as gear, as taking it from a tile leaves it (LV-EVENT-4),
 * continued as beside-chain.ts continues a chain.
 */

/**
 * Puts into a prospector's hidden gear a face-down event marker of a one-time gear identity,
 * taken from the event pool's face-down supply with the next marker id and known to its owner
 * (LV-EVENT-4).
 *
 * @example
 * stowGearMarker(ctx, g, 0, 'whiskey');
 * @internal
 */
export function stowGearMarker(ctx: RuleContext, g: G, index: number, identity: string): G | RuleError {
  const p = g.prospectors[index];
  if (!p) return positionFault('prospector-seat', `There is no prospector ${index} (the game has ${g.prospectors.length}).`, ['prospectors', index]);
  const kind = ctx.set.markers.event.find((k) => k.id === identity);
  if (kind?.category !== 'one-time-gear') return positionFault('marker-place', `${identity} is no one-time gear event: only those are held face down as gear (LV-EVENT-4).`, ['prospectors', index, 'inventory', 'hiddenGear'], { rule: 'LV-EVENT-4' });
  if ((g.markerSupply.event ?? 0) < 1) return positionFault('marker-count', 'No face-down event marker is left in the supply.', ['markerSupply', 'event']);
  const slot: MarkerSlot = { id: g.nextMarker, pool: 'event', identity, bank: null, seenBy: [p.seat], faceUp: false };
  const next = { ...g, markerSupply: { ...g.markerSupply, event: g.markerSupply.event! - 1 }, nextMarker: g.nextMarker + 1 };
  return withProspector(next, index, { ...p, inventory: { ...p.inventory, hiddenGear: [...p.inventory.hiddenGear, slot] } });
}

/**
 * The position with a one-time gear event held face down by a prospector (LV-EVENT-4), e.g. a
 * whiskey it took from a tile: the chain so far is checked as a save is, then continued.
 *
 * @example
 * const r = withGearMarker(valleyPosition().at(0, 'post'), 0, 'whiskey').build();
 * @internal
 */
export function withGearMarker(position: ValleyPosition, prospector: number, identity: string): ValleyPosition {
  return continueFrom(position, (g, ctx) => stowGearMarker(ctx, g, prospector, identity));
}
