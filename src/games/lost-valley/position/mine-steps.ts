import { positionFault } from '../../../core/position-check.js';
import type { RuleError } from '../../../core/errors.js';
import { dropMarker, liftMarker } from '../kernel/marker-places.js';
import { withProspector } from '../kernel/state-copy.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { tileOf, type Place } from './places.js';
import { continueFrom } from './beside-chain.js';
import type { ValleyPosition } from './valley-position.js';

type G = LostValleyGameState;

/*
 * Builder steps beside the ValleyPosition chain for what digging leaves behind: markers dug off a
 * tile into a bag (an exhausted mine), and goods paid onto a claim marker as claim fees
 * (continued as beside-chain.ts continues a chain).
 */

/**
 * Moves the gold markers lying on a tile, lowest id first, into a prospector's bag with the
 * identities given (one per marker; known to its owner), as digging takes them (LV-GOLD-1,
 * LV-GOLD-4): with every marker gone, a mine is exhausted.
 *
 * @example
 * digMarkers(g, 1, 'L11', ['mountain-gold-4', 'mountain-gold-5', 'mountain-gold-6']);
 * @internal
 */
export function digMarkers(g: G, prospector: number, tile: Place, identities: readonly string[]): G | RuleError {
  const p = g.prospectors[prospector];
  if (!p) return positionFault('prospector-seat', `There is no prospector ${prospector} (the game has ${g.prospectors.length}).`, ['prospectors', prospector]);
  const index = tileOf(g, tile);
  if (typeof index !== 'number') return index;
  const gold = g.board.tiles[index]!.markers.filter((m) => m.pool === 'river-gold' || m.pool === 'mountain-gold').sort((a, b) => a.id - b.id);
  if (gold.length < identities.length) return positionFault('marker-count', `Only ${gold.length} gold markers lie on ${String(tile)}; ${identities.length} cannot be dug.`, ['board', 'tiles', index, 'markers']);
  let next = g;
  identities.forEach((identity, k) => {
    const lifted = liftMarker(next, gold[k]!.id);
    if (lifted.slot) next = dropMarker(lifted.g, { ...lifted.slot, identity, seenBy: [p.seat] }, { kind: 'bag', prospector });
  });
  return next;
}

/**
 * The position with gold markers dug off a tile into a prospector's bag (see {@link digMarkers}).
 *
 * @example
 * withDugMarkers(position.work('mine', 'L11', 0), 1, 'L11', ['mountain-gold-4', 'mountain-gold-5', 'mountain-gold-6']);
 * @internal
 */
export function withDugMarkers(position: ValleyPosition, prospector: number, tile: Place, identities: readonly string[]): ValleyPosition {
  return continueFrom(position, (g) => digMarkers(g, prospector, tile, identities));
}

/**
 * Puts `count` of an item from the supply onto a prospector's claim marker, as claim fees paid
 * there leave them (LV-CLAIM-3).
 *
 * @example
 * payOntoClaim(g, 1, 'food', 1);
 * @internal
 */
export function payOntoClaim(g: G, owner: number, item: string, count: number): G | RuleError {
  const p = g.prospectors[owner];
  if (!p?.claim) return positionFault('claim-mine', `Prospector ${owner} has no claim marker on a mine.`, ['prospectors', owner, 'claim'], { rule: 'LV-CLAIM-3' });
  const left = g.supply[item];
  if (left === undefined || !Number.isInteger(count) || count < 1 || left < count) return positionFault('goods-count', `The supply holds ${left ?? 0} ${item}; ${count} cannot be paid onto a claim.`, ['supply', item]);
  const held = p.claim.items.find((s) => s.item === item);
  const items = held ? p.claim.items.map((s) => (s.item === item ? { item, count: s.count + count } : s)) : [...p.claim.items, { item, count }];
  return withProspector({ ...g, supply: { ...g.supply, [item]: left - count } }, owner, { ...p, claim: { ...p.claim, items } });
}

/**
 * The position with goods paid onto a prospector's claim (see {@link payOntoClaim}).
 *
 * @example
 * withClaimItems(position.work('mine', 'L11', 1).claim(1, 'L11'), 1, 'food');
 * @internal
 */
export function withClaimItems(position: ValleyPosition, owner: number, item: string, count = 1): ValleyPosition {
  return continueFrom(position, (g) => payOntoClaim(g, owner, item, count));
}
