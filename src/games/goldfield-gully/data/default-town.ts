import type { Town } from './town-schema.js';

/**
 * The reference town (facts of `games/goldfield-gully.md`), the treasure map (GG-COMP-4,
 * GG-FACT-1): the Saloon is building 2 with one token each round, the Bordello building 5 with
 * two; the other names are ours. The Bordello's quota is filled first, as the rulebook names it
 * first (GG-ROUND-2, GG-ROUND-3). Building 3 is the Hotel, not a bank: a building called Bank
 * would read like the bank action ("chose the Bank"). Twelve tokens: six ±1 and six ±2
 * (GG-COMP-2).
 *
 * @example
 * defaultTown.buildings[1]!.name; // 'Saloon'
 */
export const defaultTown: Town = {
  buildings: [
    { number: 1, name: 'Assay Office', quota: 0 },
    { number: 2, name: 'Saloon', quota: 1 },
    { number: 3, name: 'Hotel', quota: 0 },
    { number: 4, name: 'Livery', quota: 0 },
    { number: 5, name: 'Bordello', quota: 2 },
    { number: 6, name: 'General Store', quota: 0 },
  ],
  refillOrder: [5, 2],
  tokens: { ones: 6, twos: 6 },
};
