/**
 * Helpers for the turn's scenario tests (the lead's share of issue 9): goods and skills given to a
 * prospector on a real state, through the position builder (`valleyPosition`), so that every
 * piece comes from the supply or its pile and the position passes the save checks.
 */
import { type LostValleyState, type MarkerSlot, type SkillId } from '../../../src/games/lost-valley/public.js';
import { built, position } from './lv-helpers.js';

/**
 * The state with prospector `index` given `items` from the supply (packed as the rules pack them).
 *
 * @example
 * const state = giveItems(newGame(), 0, { food: 1 });
 */
export function giveItems(state: LostValleyState, index: number, items: Record<string, number>): LostValleyState {
  return built(Object.entries(items).reduce((p, [item, count]) => p.take(index, item, count), position(state)));
}

/**
 * The state with prospector `index` given skill tiles from their pile and, with `xp`, its XP marker.
 *
 * @example
 * const state = giveSkills(newGame(), 1, ['drunkard'], true);
 */
export function giveSkills(state: LostValleyState, index: number, skills: readonly SkillId[], xp = false): LostValleyState {
  const withSkills = skills.reduce((p, skill) => p.skill(index, skill), position(state));
  return built(xp ? withSkills.xp(index) : withSkills);
}

/** A marker slot (for expected values and the hand-made positions that say so). */
export function slot(id: number, pool: MarkerSlot['pool'], identity: string | null, seenBy: number[] = [], faceUp = false): MarkerSlot {
  return { id, pool, identity, bank: null, seenBy, faceUp };
}
