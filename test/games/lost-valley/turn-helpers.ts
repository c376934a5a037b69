/**
 * Helpers for the turn's scenario tests (the lead's share of issue 9): hand-built inventories and
 * markers on a real state. Each test that uses them says "Hand-built".
 */
import {
  addItem,
  contextOf,
  type InventoryState,
  type LostValleyState,
  type MarkerSlot,
} from '../../../src/games/lost-valley/public.js';
import { withG } from './lv-helpers.js';

/** The state with prospector `index` given `items` (repacked as the rules pack them). */
export function giveItems(state: LostValleyState, index: number, items: Record<string, number>): LostValleyState {
  const ctx = contextOf(state);
  const p = state.g.prospectors[index]!;
  let inventory: InventoryState = p.inventory;
  for (const [item, count] of Object.entries(items)) inventory = addItem(ctx, inventory, item, count);
  const prospectors = state.g.prospectors.slice();
  prospectors[index] = { ...p, inventory };
  return withG(state, { prospectors });
}

/** The state with prospector `index`'s inventory patched. */
export function patchInventory(state: LostValleyState, index: number, patch: Partial<InventoryState>): LostValleyState {
  const p = state.g.prospectors[index]!;
  const prospectors = state.g.prospectors.slice();
  prospectors[index] = { ...p, inventory: { ...p.inventory, ...patch } };
  return withG(state, { prospectors });
}

/** A marker slot for hand-built positions. */
export function slot(id: number, pool: MarkerSlot['pool'], identity: string | null, seenBy: number[] = [], faceUp = false): MarkerSlot {
  return { id, pool, identity, bank: null, seenBy, faceUp };
}
