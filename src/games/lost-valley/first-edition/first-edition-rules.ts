import { SIX_SIDED_DIE_OUTCOMES } from '../ice/ice-test.js';
import { inventoryActions } from '../inventory/inventory-actions.js';
import type { EditionRules } from '../kernel/rule-context.js';
import type { LostValleyOptions } from '../schemas/options.js';
import { announceArea } from './announced-end.js';
import { firstEditionBuyArea } from './buying.js';
import { firstEditionGatheringArea } from './gathering-area.js';
import { firstEditionGoldArea } from './gold-area.js';
import { keepSides } from './river-sides.js';
import { explainRiverSides, keepFirstEditionActions, mayEndOnThisSide, refuseFirstEditionAction } from './turn-limits.js';
import { firstEditionWorksArea } from './works-area.js';

/*
 * The first edition (2004) as a list of rule areas and the few rules it reads its own way. The
 * game picks it once per game (game/editions.ts); no other file asks which edition it is in.
 */

// LV-FE-TURN-1: movement and one action; buying at a trading post is the action (ahead of the
// gold area so that it owns a purchase's steps), and the end is announced, not weighed.
const AREAS = [inventoryActions, firstEditionBuyArea, announceArea, firstEditionGatheringArea, firstEditionWorksArea, firstEditionGoldArea] as const;

const sum = (gold: readonly number[]): number => gold.reduce((x, y) => x + y, 0);

/**
 * The first edition's rules under these options and this seat count: no skills, XP, treasures
 * or weighing; triangles into every enclosed gap as it appears (LV-EXP1-2); the spring part of
 * the river (LV-MOVE1-2); no passing through occupied intersections by default (LV-MOVE-4); a
 * six-sided ice die (LV-ICE1-1); a seat's gold is all its prospectors' together (LV-FE-END-3);
 * with two seats under the Czech rule, two prospectors each, kept on both sides of the river
 * (LV-FE-SEAT-2, LV-SEAT-3); a prospector over capacity moves and acts, and discards down before
 * the turn ends (LV-FE-INV-5).
 *
 * @example
 * firstEditionRules(LostValleyOptionsSchema.parse({ edition: 'first' }), 2).prospectorsPerSeat; // 2
 * @internal
 */
export function firstEditionRules(options: LostValleyOptions, players: number): EditionRules {
  const czechPair = players === 2 && options.feTwoProspectors;
  const rules: EditionRules = {
    turnAreas: AREAS,
    turnParts: ['movement', 'action'],
    // LV-FE-SETUP-1: no skill tiles dealt (`skillDraft` ignored) and no experience.
    skills: false,
    treasures: false,
    cluesAreNuggets: false,
    tileClues: false,
    triangles: 'enclosed-gaps',
    // LV-EXP1-4: the first edition has no rule against gaps beside triangles.
    avoidGapsBesideTriangles: false,
    headwaterPairEncloses: true,
    springOnRiver: true,
    unburdenedWalk: false,
    // LV-FE-INV-5: what does not fit is discarded "al final de su turno" (na konci svého kola);
    // only the second edition adds "or during movement".
    discardBy: 'end-of-turn',
    // LV-FE-MOVE-1: a rider goes around another prospector, never through it.
    passesOccupied: options.passThroughOccupied ?? false,
    toolsInBackpackOnly: options.feToolsOnlyAtPost,
    prospectorsPerSeat: czechPair ? 2 : options.prospectorsPerSeat,
    prospectorCountRule: players === 2 ? 'LV-FE-SEAT-2' : 'LV-SEAT-2',
    seatScore: sum,
    teamTieBreak: false,
    iceTestOutcomes: SIX_SIDED_DIE_OUTCOMES,
    iceTestTasks: () => null,
    keepActions: keepFirstEditionActions,
    refuseTurnAction: refuseFirstEditionAction,
  };
  if (!czechPair) return rules;
  return { ...rules, keepMoves: keepSides, mayEndTurn: mayEndOnThisSide, refuseMoveOrEnd: explainRiverSides };
}
