import type { LostValleyComponents } from './component-set-schema.js';

/**
 * The player counts each edition is made for: the first edition (2004) for 2 to 4 (LV-COMP-16),
 * the second (2014) for 2 to 6 (LV-COMP-22).
 *
 * @example
 * EDITION_PLAYERS.second.max; // 6
 */
export const EDITION_PLAYERS = {
  first: { min: 2, max: 4 },
  second: { min: 2, max: 6 },
} as const;

/**
 * The set a game with `players` prospectors uses: tiles, marker kinds and supply counts marked
 * 4+, 5+ or 6+ above that count leave the game (LV-COMP-22, LV-SETUP-7), and items that belong to
 * the player colours (`perColour`, the second edition's boats and horses) keep one per seat
 * (LV-COMP-32; LV-SETUP-7's unused player pieces).
 * Returns a new set; the given one is not changed, and parts with nothing to drop are shared.
 *
 * @example
 * componentsForPlayerCount(secondEditionComponents, 4).landDiamonds.length; // 33
 */
export function componentsForPlayerCount(set: LostValleyComponents, players: number): LostValleyComponents {
  const inPlay = (item: { readonly minPlayers?: number | undefined }): boolean => item.minPlayers === undefined || item.minPlayers <= players;
  const keep = <T extends { readonly minPlayers?: number | undefined }>(list: readonly T[]): T[] => list.filter(inPlay);
  const supply = set.supply.flatMap((item) => {
    if (item.perColour) {
      const total = item.counts.reduce((sum, row) => sum + row.count, 0);
      return [{ ...item, counts: [{ count: Math.min(total, players) }] }];
    }
    const counts = keep(item.counts);
    if (counts.length === item.counts.length) return [item];
    return counts.length > 0 ? [{ ...item, counts }] : [];
  });
  return {
    ...set,
    landDiamonds: keep(set.landDiamonds),
    riverDiamonds: keep(set.riverDiamonds),
    triangles: keep(set.triangles),
    markers: {
      'river-gold': keep(set.markers['river-gold']),
      'mountain-gold': keep(set.markers['mountain-gold']),
      animal: keep(set.markers.animal),
      event: keep(set.markers.event),
      clue: keep(set.markers.clue),
    },
    supply,
  };
}
