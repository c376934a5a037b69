import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { gatheringArea } from '../gathering/gathering-area.js';
import { goldArea } from '../gold/gold-area.js';
import { iceTestTasks } from '../ice/forecaster.js';
import { WINTER_DIE_OUTCOMES } from '../ice/ice-test.js';
import { inventoryActions } from '../inventory/inventory-actions.js';
import type { EditionRules, RuleContext } from '../kernel/rule-context.js';
import type { LostValleyAction, LostValleyGameState } from '../schemas/game-schemas.js';
import type { LostValleyOptions } from '../schemas/options.js';
import { teamArea } from '../team/give.js';
import { tradeArea } from '../trade/trade-area.js';
import { weighingArea } from '../weighing/weighing-area.js';
import { worksArea } from '../works/works-area.js';

/*
 * The second edition (2014) as a list of rule areas, with its options applied: the game picks
 * it once per game (game/editions.ts). Its variants (classic, team, two-player) are options of
 * these same rules.
 */

// LV-TURN-1: in menu order, the free steps, gathering, works, gold, weighing, trade and gifts.
const AREAS = [inventoryActions, gatheringArea, worksArea, goldArea, weighingArea, tradeArea, teamArea] as const;

const lowest = (gold: readonly number[]): number => (gold.length === 0 ? 0 : Math.min(...gold));

// The first edition's own actions, refused with words that name the edition (LV-GATHER-2, LV-FE-END-1).
function refuseFirstEditionOnly(_ctx: RuleContext, _g: LostValleyGameState, action: LostValleyAction): RuleError | null {
  switch (action.type) {
    case 'take-event-for-two':
    case 'quiet-nook':
    case 'eat-dried-fish':
      return refusal('not-in-edition#action', { rule: 'LV-GATHER-2' }, { type: action.type });
    case 'announce-end':
      return refusal('not-in-edition#announce-end', { rule: 'LV-FE-END-1' });
    default:
      return null;
  }
}

/**
 * The second edition's rules under these options: skills, treasures and triangles as the
 * options say (classic turns them off, LV-CLASSIC-1 … LV-CLASSIC-5), the winter die with the
 * Forecaster (LV-ICE-3, LV-SKILL-FORECASTER-1), passing through occupied intersections by
 * default (LV-MOVE-4), the lower partner's gold as a team's score (LV-END-2, LV-TEAM-17).
 *
 * @example
 * secondEditionRules(LostValleyOptionsSchema.parse({})).turnParts; // ['movement', 'action', 'trade']
 * @internal
 */
export function secondEditionRules(options: LostValleyOptions): EditionRules {
  return {
    turnAreas: AREAS,
    turnParts: ['movement', 'action', 'trade'],
    skills: options.skills,
    treasures: options.treasures,
    cluesAreNuggets: !options.treasures,
    tileClues: true,
    triangles: options.triangles === 'final-gaps' ? 'final-gaps' : 'explore',
    avoidGapsBesideTriangles: true,
    headwaterPairEncloses: false,
    springOnRiver: false,
    unburdenedWalk: true,
    // LV-INV-5: "at the end of their turn or during movement".
    discardBy: 'movement',
    passesOccupied: options.passThroughOccupied ?? true,
    toolsInBackpackOnly: false,
    prospectorsPerSeat: options.prospectorsPerSeat,
    prospectorCountRule: 'LV-SEAT-2',
    seatScore: lowest,
    teamTieBreak: true,
    iceTestOutcomes: WINTER_DIE_OUTCOMES,
    iceTestTasks,
    refuseTurnAction: refuseFirstEditionOnly,
  };
}
