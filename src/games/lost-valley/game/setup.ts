import type { SetupContext } from '../../../core/definition.js';
import { latticeOfRadius } from '../board/lattice.js';
import { latticeRadiusFor } from '../board/tile-catalog.js';
import { componentsForPlayerCount, MarkerPoolSchema, type LostValleyComponents, type MarkerPool } from '../data/index.js';
import { freshTurn } from '../kernel/turn-order.js';
import { withCount } from '../kernel/record-shapes.js';
import { ruleContextOf } from './context-of.js';
import { settle } from './settle.js';
import { usesTreasures } from '../kernel/switches.js';
import type { LostValleyOptions } from '../schemas/options.js';
import { initialSkillPool, setupTasks } from '../skills/skills.js';
import { prospectorCounts } from '../kernel/teams.js';
import type { InventoryState, ItemStack, LostValleyGameState, MarkerSlot, Prospector } from '../schemas/game-schemas.js';

/**
 * The first state of Lost Valley's own part (LV-SETUP-1 … LV-SETUP-6): the piles of the set
 * for this player count (LV-SETUP-7), shuffled (unordered until drawn); every prospector on the
 * trading post with the edition's starting inventory (LV-INV1-1 in the first edition's data); prospectors in turn order (A1, B1, A2, B2 with two each);
 * the river open at the mouth.
 *
 * @example
 * initialLostValleyState({ players: 3, options, data: secondEditionComponents });
 */
export function initialLostValleyState({ players, options, data }: SetupContext<LostValleyOptions, LostValleyComponents>): LostValleyGameState {
  const ctx = ruleContextOf(data, options, players);
  const set = componentsForPlayerCount(data, players);
  const lattice = latticeOfRadius(latticeRadiusFor(data));
  // LV-SETUP-5: the markers lie face down by pool; identities are drawn only when first seen.
  const markerSupply = {} as Record<MarkerPool, number>;
  for (const pool of MarkerPoolSchema.options) markerSupply[pool] = set.markers[pool].reduce((sum, kind) => sum + kind.count, 0);
  const tradingPostMarkers: MarkerSlot[] = [];
  // LV-SETUP-4: the edition's clues lie face down on the trading post; LV-CLASSIC-2: without
  // treasures none do.
  const clues = usesTreasures(ctx) ? Math.min(set.storeClues ?? 0, markerSupply.clue) : 0;
  for (let i = 0; i < clues; i++) tradingPostMarkers.push({ id: i, pool: 'clue', identity: null, bank: null, seenBy: [], faceUp: false });
  markerSupply.clue -= clues;
  // LV-INV-8, LV-FE-SETUP-2: the supply (goods, raw materials, works; public) is the data's
  // counts less the starting inventories; discards and
  // payments go back to it and can be bought again.
  const supply: Record<string, number> = {};
  const categories = new Map<string, string>();
  for (const item of set.supply) {
    supply[item.id] = item.counts.reduce((sum, row) => sum + row.count, 0);
    categories.set(item.id, item.category);
  }
  // LV-SEAT-2, LV-TEAM-4 … LV-TEAM-6: every seat's first prospector in seat order, then the
  // second prospectors (A1, B1, A2, B2; five seats where the third leads two: A, B, C1, A, B, C2).
  const counts = prospectorCounts(ctx);
  const seatOrder: number[] = [];
  for (let round = 0; round < Math.max(...counts); round++) for (let seat = 0; seat < players; seat++) if (counts[seat]! > round) seatOrder.push(seat);
  const prospectors: Prospector[] = [];
  for (const seat of seatOrder) {
    const backpack: ItemStack[] = [];
    const gear: ItemStack[] = [];
    for (const line of set.startingInventory) {
      // LV-INV-7: raw materials go into the backpack, gear onto the gear area (LV-INV1-1: the
      // first edition's two whiskies too).
      (categories.get(line.item) === 'raw-material' ? backpack : gear).push({ item: line.item, count: line.count });
      supply[line.item] = Math.max(0, (supply[line.item] ?? 0) - line.count);
    }
    const inventory: InventoryState = { backpack, cart: null, gear, goldBag: [], hiddenGear: [], xp: 0, missMarker: false, skills: [] };
    prospectors.push({ seat, node: 0, inventory, claim: null, quarry: null });
  }
  // LV-SETUP-2: river and land diamonds in separate face-down piles, unordered until drawn.
  const ids = (tiles: readonly { id: string }[]): string[] => tiles.map((t) => t.id).sort();
  const g: LostValleyGameState = {
    board: { tiles: [], holes: [], river: [], spring: null, openEdge: lattice.mouthEdge, headwater: lattice.mouthHeadwater, works: [] },
    piles: { land: ids(set.landDiamonds), river: { unseen: ids(set.riverDiamonds), bottom: [] }, triangles: ids(set.triangles) },
    // Copied key by key: the keyed stores above can leave a record in dictionary mode.
    markerSupply: withCount(markerSupply),
    tradingPostMarkers,
    supply: withCount(supply),
    prospectors,
    turnOrder: prospectors.map((_, i) => i),
    // LV-TURN-3: seat 0 begins (the caller orders the seats, oldest first).
    turn: freshTurn(1, 0),
    tasks: setupTasks(ctx, prospectors),
    nextMarker: clues,
    spent: [],
    skills: initialSkillPool(ctx),
    trade: null,
    weighing: null,
    explore: null,
    gapQueue: [],
    explorationOver: false,
    ice: { out: false, position: 0 },
    pending: { kind: 'turn' },
    ended: null,
  };
  // The setup's own tasks (the skill draft) run like any others.
  return settle(ctx, g, []);
}
