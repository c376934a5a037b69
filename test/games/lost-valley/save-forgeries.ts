/**
 * Forged Lost Valley saves for the mutation test (save-mutations.test.ts): each kind of
 * impossible change is a function that edits a copy of a reached state's game part in place and
 * says whether it could (a state without, say, a skill held cannot have it held twice), with the
 * invariant whose name the refusal must carry. The pool says which games' states it edits.
 */
import { componentsOf } from '../../../src/core/components.js';
import { addItem, contextOf, type LostValleyGameState, type LostValleyState, type MarkerSlot } from '../../../src/games/lost-valley/public.js';

type G = LostValleyGameState;

/** One kind of impossible change. */
export interface Forgery {
  readonly name: string;
  readonly invariant: string;
  readonly pool: 'standard' | 'team' | 'first-edition' | 'classic' | 'two-player';
  /** Edits `g` (a copy) in place; false when this state has nothing to forge. */
  readonly forge: (g: G, state: LostValleyState) => boolean;
}

interface Placed {
  readonly slot: MarkerSlot;
  readonly where: 'tile' | 'post' | 'bag' | 'hidden' | 'claim' | 'spent';
  readonly index: number;
}

/** Every marker of `g`, the objects themselves (edits go into `g`). */
function markers(g: G): Placed[] {
  const all: Placed[] = [];
  g.board.tiles.forEach((t, i) => t.markers.forEach((slot) => all.push({ slot, where: 'tile', index: i })));
  g.tradingPostMarkers.forEach((slot) => all.push({ slot, where: 'post', index: -1 }));
  g.prospectors.forEach((p, i) => {
    p.inventory.goldBag.forEach((slot) => all.push({ slot, where: 'bag', index: i }));
    p.inventory.hiddenGear.forEach((slot) => all.push({ slot, where: 'hidden', index: i }));
    p.claim?.markers.forEach((slot) => all.push({ slot, where: 'claim', index: i }));
  });
  g.spent.forEach((slot) => all.push({ slot, where: 'spent', index: -1 }));
  return all;
}

const acting = (g: G): number => g.turnOrder[g.turn.index]!;
/** A prospector whose turn it is not and who does not have to discard. */
const idle = (g: G): number => g.turnOrder[(g.turn.index + 1) % g.turnOrder.length]!;
const faceDownOnTile = (g: G, pool: string): Placed | undefined => markers(g).find((m) => m.where === 'tile' && m.slot.pool === pool && m.slot.identity === null);
const landTile = (g: G): number => g.board.tiles.findIndex((t) => t.kind === 'land');

/**
 * Moves the first land diamond to the front of the order laid (before the river's first tile),
 * renumbering what points at tiles (the river, the spring, mines, claims): the board looks the
 * same, but its land was laid before any river tile, by the mouth's unexplored headwater.
 */
function landFirst(g: G): boolean {
  const from = landTile(g);
  if (from <= 0 || g.trade !== null) return false;
  const renumber = (i: number): number => (i === from ? 0 : i < from ? i + 1 : i);
  const [land] = g.board.tiles.splice(from, 1);
  g.board.tiles.unshift(land!);
  g.board.river = g.board.river.map(renumber);
  if (g.board.spring !== null) g.board.spring = renumber(g.board.spring);
  g.board.works = g.board.works.map((w) => (w.work === 'mine' ? { ...w, at: renumber(w.at) } : w));
  for (const p of g.prospectors) if (p.claim) p.claim = { ...p.claim, tile: renumber(p.claim.tile) };
  return true;
}
const quiet = (g: G): boolean => g.tasks.length === 0 && g.pending.kind === 'turn' && g.trade === null;
const seen = (slot: MarkerSlot, identity: string, seat = 0): void => {
  slot.identity = identity;
  if (!slot.faceUp) slot.seenBy = [seat];
};

/** The kinds of impossible change, at least 40 (the seven among them). */
export const FORGERIES: readonly Forgery[] = [
  // Seats, prospectors, turn order.
  { name: 'a prospector of a seat not at the table', invariant: 'prospector-seat', pool: 'standard', forge: (g) => ((g.prospectors[1]!.seat = 3), true) },
  { name: 'a prospector off the lattice', invariant: 'prospector-node', pool: 'standard', forge: (g) => ((g.prospectors[0]!.node = 10_000_000), true) },
  {
    name: 'a two-player seat leading one prospector',
    invariant: 'prospector-count',
    pool: 'two-player',
    forge: (g) => {
      const last = g.prospectors.length - 1;
      g.prospectors.pop();
      g.turnOrder = g.turnOrder.filter((p) => p !== last);
      g.turn.index = 0;
      return true;
    },
  },
  { name: 'a prospector twice in the turn order', invariant: 'turn-order', pool: 'standard', forge: (g) => ((g.turnOrder[1] = g.turnOrder[0]!), true) },
  { name: 'the turn past the turn order', invariant: 'turn-order', pool: 'team', forge: (g) => ((g.turn.index = g.turnOrder.length), true) },
  // Tiles and the board.
  { name: 'an unknown tile on the board', invariant: 'tile-in-set', pool: 'standard', forge: (g) => landTile(g) >= 0 && ((g.board.tiles[landTile(g)]!.tile = 'Z99'), true) },
  { name: 'a 6+ land diamond on the board of a 3-seat game', invariant: 'tile-in-set', pool: 'standard', forge: (g) => landTile(g) >= 0 && ((g.board.tiles[landTile(g)]!.tile = 'L10'), true) },
  { name: 'a laid tile still in the land pile', invariant: 'tile-once', pool: 'standard', forge: (g) => landTile(g) >= 0 && (g.piles.land.push(g.board.tiles[landTile(g)]!.tile), true) },
  { name: 'a land diamond missing from the pile', invariant: 'tile-count', pool: 'standard', forge: (g) => g.piles.land.length > 0 && (g.piles.land.pop(), true) },
  { name: 'a 6+ land diamond in the pile of a 3-seat game', invariant: 'pile-member', pool: 'standard', forge: (g) => (g.piles.land.push('L10'), true) },
  { name: 'a land diamond in the river pile', invariant: 'pile-member', pool: 'first-edition', forge: (g) => g.piles.land.length > 0 && (g.piles.river.unseen.push(g.piles.land.pop()!), true) },
  { name: 'a diamond covering one face twice', invariant: 'tile-faces', pool: 'standard', forge: (g) => landTile(g) >= 0 && ((g.board.tiles[landTile(g)]!.faces[1] = g.board.tiles[landTile(g)]!.faces[0]!), true) },
  { name: 'a hole under a tile', invariant: 'hole-face', pool: 'standard', forge: (g) => g.board.tiles.length > 0 && (g.board.holes.push(g.board.tiles[0]!.faces[0]!), true) },
  { name: 'the river naming a land tile', invariant: 'river-chain', pool: 'standard', forge: (g) => g.board.river.length > 0 && landTile(g) >= 0 && ((g.board.river[0] = landTile(g)), true) },
  { name: 'a river tile outside the river', invariant: 'river-chain', pool: 'first-edition', forge: (g) => g.board.river.length > 1 && (g.board.river.pop(), true) },
  { name: 'the spring naming a land tile', invariant: 'spring-tile', pool: 'standard', forge: (g) => g.board.spring !== null && landTile(g) >= 0 && ((g.board.spring = landTile(g)), true) },
  { name: 'a land diamond laid before the river, beside the mouth\'s headwater', invariant: 'exploration-order', pool: 'standard', forge: landFirst },
  { name: 'the open edge away from the river’s end', invariant: 'river-open-end', pool: 'standard', forge: (g) => g.board.openEdge !== null && g.board.openEdge > 0 && ((g.board.openEdge -= 1), true) },
  { name: 'the land pile out of id order', invariant: 'pile-order', pool: 'standard', forge: (g) => g.piles.land.length > 1 && (g.piles.land.reverse(), true) },
  { name: 'the face-down skill tiles out of id order', invariant: 'pile-order', pool: 'standard', forge: (g) => g.skills.faceDown.length > 1 && (g.skills.faceDown.reverse(), true) },
  {
    name: 'a Whiskey Still holding more whiskey than it is laid with',
    invariant: 'tile-contents',
    pool: 'standard',
    forge: (g) => {
      const still = g.board.tiles.find((t) => t.contents.some((c) => c.marker === 'whiskey'));
      if (!still) return false;
      const line = still.contents.find((c) => c.marker === 'whiskey')!;
      const more = 7 - line.count;
      if ((g.supply['whiskey'] ?? 0) < more) return false;
      line.count = 7;
      g.supply['whiskey']! -= more;
      return true;
    },
  },
  {
    name: 'three prospectors on one intersection',
    invariant: 'node-room',
    pool: 'standard',
    forge: (g) => {
      const away = g.prospectors.find((p) => p.node !== 0);
      if (!away) return false;
      for (const p of g.prospectors) p.node = away.node;
      return true;
    },
  },
  // Markers.
  {
    name: 'two markers with one id',
    invariant: 'marker-id-unique',
    pool: 'standard',
    forge: (g) => {
      const all = markers(g);
      return all.length > 1 && ((all[1]!.slot.id = all[0]!.slot.id), true);
    },
  },
  { name: 'a marker id not yet given out', invariant: 'marker-id-range', pool: 'standard', forge: (g) => g.nextMarker > 0 && ((g.nextMarker -= 1), true) },
  {
    name: 'one marker more than the pool holds (an eighth of seven)',
    invariant: 'marker-count',
    pool: 'standard',
    forge: (g) => {
      const tile = g.board.tiles.find((t) => t.markers.length > 0);
      if (!tile) return false;
      tile.markers.push({ ...tile.markers[0]!, id: g.nextMarker });
      g.nextMarker += 1;
      return true;
    },
  },
  { name: 'a river-gold marker more in the face-down supply', invariant: 'marker-count', pool: 'team', forge: (g) => ((g.markerSupply['river-gold'] += 1), true) },
  {
    name: 'a river-gold marker whose identity is wolf',
    invariant: 'marker-identity-pool',
    pool: 'standard',
    forge: (g) => {
      const m = faceDownOnTile(g, 'river-gold');
      return m !== undefined && (seen(m.slot, 'wolf'), true);
    },
  },
  {
    name: 'eight sixes of mountain gold where the set holds seven',
    invariant: 'marker-identity-count',
    pool: 'standard',
    forge: (g) => {
      const gold = markers(g).filter((m) => m.slot.pool === 'mountain-gold');
      if (gold.length < 8) return false;
      for (const m of gold) seen(m.slot, 'mountain-gold-6', m.slot.seenBy[0] ?? 0);
      return true;
    },
  },
  { name: 'a face-up marker with no identity', invariant: 'marker-seen', pool: 'standard', forge: (g) => { const m = faceDownOnTile(g, 'animal'); return m !== undefined && ((m.slot.faceUp = true), true); } },
  { name: 'an identity nobody has seen', invariant: 'marker-seen', pool: 'standard', forge: (g) => { const m = faceDownOnTile(g, 'animal'); return m !== undefined && ((m.slot.identity = 'deer'), true); } },
  { name: 'a marker seen by a seat not at the table', invariant: 'marker-seen', pool: 'standard', forge: (g) => { const m = faceDownOnTile(g, 'animal'); return m !== undefined && (seen(m.slot, 'deer', 4), true); } },
  {
    name: 'an animal marker on the trading post',
    invariant: 'marker-place',
    pool: 'standard',
    forge: (g) => {
      const animal = faceDownOnTile(g, 'animal');
      const clue = g.tradingPostMarkers[0];
      if (!animal || !clue) return false;
      animal.slot.pool = 'clue';
      clue.pool = 'animal';
      return true;
    },
  },
  { name: 'gold in a bag unknown to its owner', invariant: 'marker-owner-knows', pool: 'standard', forge: (g) => { const m = markers(g).find((x) => x.where === 'bag' && !x.slot.faceUp); return m !== undefined && ((m.slot.seenBy = [(g.prospectors[m.index]!.seat + 1) % 3]), true); } },
  { name: 'a fur face down in the bag', invariant: 'marker-place', pool: 'standard', forge: (g) => { const m = markers(g).find((x) => x.where === 'bag' && x.slot.pool === 'animal'); return m !== undefined && ((m.slot.faceUp = false), (m.slot.seenBy = [g.prospectors[m.index]!.seat]), true); } },
  {
    name: 'a fur held as face-down gear',
    invariant: 'marker-place',
    pool: 'standard',
    forge: (g) => {
      const p = g.prospectors.find((q) => q.inventory.goldBag.some((s) => s.pool === 'animal'));
      if (!p) return false;
      const at = p.inventory.goldBag.findIndex((s) => s.pool === 'animal');
      p.inventory.hiddenGear.push(...p.inventory.goldBag.splice(at, 1));
      return true;
    },
  },
  { name: 'a spent marker face down', invariant: 'marker-place', pool: 'standard', forge: (g) => { const m = g.spent[0]; return m !== undefined && ((m.faceUp = false), (m.seenBy = [0]), true); } },
  { name: 'mountain gold on a bank', invariant: 'marker-bank', pool: 'standard', forge: (g) => { const m = faceDownOnTile(g, 'mountain-gold'); return m !== undefined && ((m.slot.bank = 0), true); } },
  {
    name: 'mountain gold moved onto a tile without its symbol',
    invariant: 'tile-marker-count',
    pool: 'standard',
    forge: (g) => {
      const from = g.board.tiles.find((t) => t.markers.some((s) => s.pool === 'mountain-gold'));
      const to = g.board.tiles.find((t) => t.kind === 'land' && !t.markers.some((s) => s.pool === 'mountain-gold') && t !== from);
      if (!from || !to) return false;
      to.markers.push(...from.markers.splice(from.markers.findIndex((s) => s.pool === 'mountain-gold'), 1));
      return true;
    },
  },
  { name: 'a quarry that is gold', invariant: 'quarry', pool: 'standard', forge: (g) => { const m = markers(g).find((x) => x.slot.pool === 'mountain-gold'); return m !== undefined && ((g.prospectors[0]!.quarry = m.slot.id), true); } },
  {
    name: 'a clue on the trading post that someone has seen',
    invariant: 'marker-place',
    pool: 'standard',
    forge: (g) => {
      const clue = g.tradingPostMarkers[0];
      return clue !== undefined && (seen(clue, 'clue-forest'), true);
    },
  },
  { name: 'mountain gold face up on its tile', invariant: 'marker-place', pool: 'standard', forge: (g) => { const m = faceDownOnTile(g, 'mountain-gold'); return m !== undefined && ((m.slot.faceUp = true), (m.slot.identity = 'mountain-gold-4'), true); } },
  // Goods.
  { name: 'gold bars in the supply', invariant: 'supply-item', pool: 'standard', forge: (g) => ((g.supply['gold-bar'] = 1), true) },
  { name: '5,000 food in the supply', invariant: 'goods-count', pool: 'standard', forge: (g) => ((g.supply['food'] = 5000), true) },
  {
    name: '20 food in a 6-space backpack, from nowhere',
    invariant: 'goods-count',
    pool: 'standard',
    forge: (g) => {
      const p = g.prospectors[idle(g)]!;
      p.inventory.backpack = [{ item: 'food', count: 20 }];
      p.inventory.gear = [];
      p.inventory.cart = null;
      return true;
    },
  },
  {
    name: '20 food in a 6-space backpack, taken from the supply',
    invariant: 'backpack-capacity',
    pool: 'standard',
    forge: (g, state) => {
      const p = g.prospectors[idle(g)]!;
      const food = p.inventory.backpack.find((s) => s.item === 'food')?.count ?? 0;
      const more = 20 - food;
      if (p.inventory.cart !== null || more <= 0 || (g.supply['food'] ?? 0) < more) return false;
      g.supply['food']! -= more;
      p.inventory = addItem(contextOf(state), p.inventory, 'food', more);
      return true;
    },
  },
  {
    name: 'a rifle in the backpack',
    invariant: 'item-area',
    pool: 'standard',
    forge: (g) => {
      if ((g.supply['rifle'] ?? 0) < 1) return false;
      g.supply['rifle']! -= 1;
      g.prospectors[idle(g)]!.inventory.backpack.push({ item: 'rifle', count: 1 });
      return true;
    },
  },
  { name: 'a cart area without a cart', invariant: 'item-area', pool: 'standard', forge: (g) => { const p = g.prospectors.find((q) => q.inventory.cart === null); return p !== undefined && ((p.inventory.cart = []), true); } },
  {
    name: 'timber on the gear area',
    invariant: 'item-area',
    pool: 'first-edition',
    forge: (g) => {
      const p = g.prospectors.find((q) => q.inventory.backpack.some((s) => s.item === 'timber'));
      if (!p) return false;
      const at = p.inventory.backpack.findIndex((s) => s.item === 'timber');
      p.inventory.gear.push(...p.inventory.backpack.splice(at, 1));
      return true;
    },
  },
  // Skills, works, claims.
  { name: 'one skill held by two prospectors', invariant: 'skill-once', pool: 'standard', forge: (g) => { const [a, b] = g.prospectors; return a!.inventory.skills.length > 0 && (b!.inventory.skills.push(a!.inventory.skills[0]!), true); } },
  { name: 'a skill held and still face down', invariant: 'skill-once', pool: 'standard', forge: (g) => { const a = g.prospectors.find((p) => p.inventory.skills.length > 0); return a !== undefined && (g.skills.faceDown.push(a.inventory.skills[0]!), true); } },
  { name: 'a skill tile gone', invariant: 'skill-count', pool: 'team', forge: (g) => g.skills.faceDown.length > 0 && (g.skills.faceDown.pop(), true) },
  { name: 'a skill held in classic', invariant: 'skill-count', pool: 'classic', forge: (g) => (g.prospectors[0]!.inventory.skills.push('miner'), true) },
  { name: 'an XP marker in classic', invariant: 'xp-marker', pool: 'classic', forge: (g) => ((g.prospectors[0]!.inventory.xp = 1), true) },
  {
    name: 'a mine on a forest tile',
    invariant: 'work-place',
    pool: 'standard',
    forge: (g, state) => {
      const tile = g.board.tiles.findIndex((t) => t.kind === 'land' && componentsOf(state).landDiamonds.find((d) => d.id === t.tile)?.terrain === 'forest');
      if (tile < 0 || (g.supply['mine'] ?? 0) < 1) return false;
      g.supply['mine']! -= 1;
      g.board.works.push({ work: 'mine', at: tile, builder: 0 });
      return true;
    },
  },
  { name: 'a flume off the lattice', invariant: 'work-place', pool: 'standard', forge: (g) => (g.board.works.push({ work: 'flume', at: 10_000_000, builder: 0 }), true) },
  { name: 'a sawmill built without its piece leaving the supply', invariant: 'goods-count', pool: 'standard', forge: (g) => (g.board.works.push({ work: 'sawmill', at: 0, builder: 0 }), true) },
  { name: 'a claim marker where no mine stands', invariant: 'claim-mine', pool: 'standard', forge: (g) => { const p = g.prospectors.find((q) => q.claim === null); return p !== undefined && landTile(g) >= 0 && ((p.claim = { tile: landTile(g), items: [], markers: [] }), true); } },
  { name: 'a claim marker in classic', invariant: 'claim-mine', pool: 'classic', forge: (g) => landTile(g) >= 0 && ((g.prospectors[0]!.claim = { tile: landTile(g), items: [], markers: [] }), true) },
  // The turn, the tasks, the phase.
  { name: 'five actions in one turn', invariant: 'turn-parts', pool: 'standard', forge: (g) => ((g.turn.actions = 5), true) },
  { name: 'three whiskeys in one turn', invariant: 'turn-parts', pool: 'standard', forge: (g) => ((g.turn.whiskeys = 3), true) },
  { name: 'a gift to a partner in a game without teams', invariant: 'turn-parts', pool: 'standard', forge: (g) => ((g.turn = { ...g.turn, giving: true, trades: 1 }), true) },
  { name: 'a task for a prospector not in the game', invariant: 'task-fields', pool: 'standard', forge: (g) => { const t = g.tasks.find((x) => 'prospector' in x); return t !== undefined && 'prospector' in t && ((t.prospector = 99), true); } },
  { name: 'a task for a seat that does not lead its prospector', invariant: 'task-fields', pool: 'standard', forge: (g) => { const t = g.tasks.find((x) => 'prospector' in x && 'seat' in x); return t !== undefined && 'seat' in t && ((t.seat = (t.seat + 1) % 3), true); } },
  {
    name: 'a hunt of a gold marker',
    invariant: 'task-fields',
    pool: 'team',
    forge: (g) => {
      const t = g.tasks.find((x) => x.task === 'hunt-roll');
      const gold = markers(g).find((m) => m.slot.pool !== 'animal');
      return t !== undefined && t.task === 'hunt-roll' && gold !== undefined && ((t.marker = gold.slot.id), true);
    },
  },
  { name: 'the turn menu while a task waits', invariant: 'pending-phase', pool: 'standard', forge: (g) => g.tasks.length > 0 && ((g.pending = { kind: 'turn' }), true) },
  { name: 'the game over with no end', invariant: 'pending-phase', pool: 'team', forge: (g) => g.ended === null && ((g.pending = { kind: 'over' }), true) },
  { name: 'an ice test before the ice is out', invariant: 'pending-phase', pool: 'standard', forge: (g) => quiet(g) && !g.ice.out && acting(g) >= 0 && ((g.pending = { kind: 'ice-test' }), true) },
  {
    name: 'a trade paying with a marker the trader does not hold',
    invariant: 'trade-state',
    pool: 'standard',
    forge: (g) => {
      const m = markers(g).find((x) => x.where === 'tile');
      return quiet(g) && m !== undefined && ((g.trade = { tile: null, basket: [], clue: false, paidMarkers: [m.slot.id], paidItems: [] }), true);
    },
  },
  { name: 'a trade at a land tile', invariant: 'trade-state', pool: 'standard', forge: (g) => quiet(g) && landTile(g) >= 0 && ((g.trade = { tile: landTile(g), basket: [], clue: false, paidMarkers: [], paidItems: [] }), true) },
  { name: 'a weighing by a seat not at the table', invariant: 'weighing-state', pool: 'standard', forge: (g) => ((g.weighing = { weigher: 4, value: 30 }), true) },
  { name: 'the ice out while exploring', invariant: 'ice-state', pool: 'standard', forge: (g) => !g.explorationOver && ((g.ice.out = true), true) },
  { name: 'the ice moved before it is out', invariant: 'ice-state', pool: 'first-edition', forge: (g) => !g.ice.out && ((g.ice.position = 1), true) },
  { name: 'exploration over with tiles left', invariant: 'exploration-state', pool: 'standard', forge: (g) => !g.explorationOver && g.piles.land.length > 0 && quiet(g) && ((g.explorationOver = true), (g.ice.out = true), true) },
  {
    name: 'an exploration away from the explorer',
    invariant: 'exploration-state',
    pool: 'standard',
    forge: (g) => g.explore !== null && g.prospectors[acting(g)]!.node !== 0 && ((g.explore.node = 0), true),
  },
  { name: 'a turn past the turn limit', invariant: 'game-end', pool: 'team', forge: (g, state) => ((g.turn.number = state.options.maxTurns + 1), true) },
  { name: 'the game ended by a weighing nobody made', invariant: 'game-end', pool: 'standard', forge: (g) => g.ended === null && g.weighing === null && g.tasks.length === 0 && ((g.ended = 'weighed'), (g.pending = { kind: 'over' }), true) },
  { name: 'the game ended by an announcement in the second edition', invariant: 'game-end', pool: 'classic', forge: (g) => g.tasks.length === 0 && ((g.ended = 'announced'), (g.pending = { kind: 'over' }), true) },
];
