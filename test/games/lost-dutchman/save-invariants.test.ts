import { describe, expect, it } from 'vitest';
import { dutchmanInvariants, catalogOf, type DutchmanData, type DutchmanGameState, type DutchmanOptions, type Task } from '../../../src/games/lost-dutchman/public.js';
import { mutationSuite, type MutableSave, type SaveMutation } from '../../support/save-mutations.js';
import { sweepSaves } from '../../support/save-sweep.js';
import { SAVE_TABLES as TABLES } from './save-tables.js';

// Save invariants of The Lost Dutchman (docs/rules/lost-dutchman.md, "Save invariants"): random
// play saves and loads every 10th state (no false refusals), and each kind of impossible change
// made to reached states is refused naming its invariant.

/** How many games `npm test` plays; save-loads.deep.test.ts plays the full 1,000 (`npm run test:deep`). */
const GAMES = 150;

type Save = MutableSave<DutchmanGameState>;
const data = (s: Save): DutchmanData => s.data as DutchmanData;
const options = (s: Save): DutchmanOptions => s.options as DutchmanOptions;
const cat = (s: Save) => catalogOf(data(s));
const playing = (s: Save): boolean => s.g.turn > 0 && s.g.ended === null;
const setup = (s: Save): boolean => s.g.turn === 0;
const head = (s: Save): Task | undefined => s.g.queue[0];
const taskOf = <T extends Task['t']>(s: Save, t: T): Extract<Task, { t: T }> | undefined => s.g.queue.find((task) => task.t === t) as Extract<Task, { t: T }> | undefined;
const holder = (s: Save, list: 'treasures' | 'trophies' | 'hunters' | 'items'): number => s.g.prospectors.findIndex((p) => p[list].length > 0);
const when = (test: boolean, change: () => void): boolean => {
  if (test) change();
  return test;
};
const mutations: SaveMutation<DutchmanGameState>[] = [
  { name: 'a tile type missing from the pool', invariant: 'per-table-lists', mutate: (s) => (s.g.pool.pop(), true) },
  { name: 'an event kind missing from the pile', invariant: 'per-table-lists', mutate: (s) => (s.g.eventPool.pop(), true) },
  { name: 'a stack of six', invariant: 'stack-height', mutate: (s) => ((s.g.stacks[0] = { hidden: 6, top: null }), true) },
  { name: 'a stack whose top is no land tile of the set', invariant: 'tile-kind-known', mutate: (s) => when(s.g.stacks.some((st) => st.hidden < 5), () => (s.g.stacks.find((st) => st.hidden < 5)!.top = 'golden-goose')) },
  { name: 'an unseen tile added to the pool', invariant: 'unseen-tiles-match-stacks', mutate: (s) => when(s.g.pool[0]! < cat(s).initialPool[0]!, () => (s.g.pool[0]! += 1)) },
  { name: 'a face-down tile gone from a stack', invariant: 'unseen-tiles-match-stacks', mutate: (s) => when(s.g.stacks.some((st) => st.hidden > 0), () => (s.g.stacks.find((st) => st.hidden > 0)!.hidden -= 1)) },
  {
    name: 'more unseen tiles of a kind than the set holds',
    invariant: 'unseen-tiles-match-stacks',
    mutate: (s) => {
      const donor = s.g.pool.findIndex((count, i) => i > 0 && count > 0);
      return when(s.g.pool[0] === cat(s).initialPool[0] && donor > 0, () => ((s.g.pool[0]! += 1), (s.g.pool[donor]! -= 1)));
    },
  },
  {
    name: 'a face-up tile no one discovered',
    invariant: 'land-tiles-accounted',
    mutate: (s) => {
      const unseen = cat(s).tiles.findIndex((tile, i) => s.g.pool[i] === cat(s).initialPool[i] && tile.kind !== 'water-level-drop');
      const empty = s.g.stacks.find((st) => st.top === null && st.hidden === 0);
      return when(unseen >= 0 && empty !== undefined, () => (empty!.top = cat(s).tileIds[unseen]!));
    },
  },
  {
    name: 'a treasure tile held that was never taken',
    invariant: 'land-tiles-accounted',
    mutate: (s) => when(playing(s), () => s.g.prospectors[0]!.treasures.push({ uid: s.g.nextUid, value: 5, buried: false })),
  },
  { name: 'a treasure worth a value no tile shows', invariant: 'treasure-value-known', mutate: (s) => when(holder(s, 'treasures') >= 0, () => (s.g.prospectors[holder(s, 'treasures')]!.treasures[0]!.value = 7)) },
  { name: 'a defeated creature tile lost', invariant: 'land-tiles-accounted', mutate: (s) => when(holder(s, 'trophies') >= 0, () => s.g.prospectors[holder(s, 'trophies')]!.trophies.pop()) },
  { name: 'a defeated creature tile doubled', invariant: 'land-tiles-accounted', mutate: (s) => when(holder(s, 'trophies') >= 0, () => s.g.prospectors[holder(s, 'trophies')]!.trophies.push(s.g.prospectors[holder(s, 'trophies')]!.trophies[0]!)) },
  { name: 'a treasure hunter hired from nowhere', invariant: 'land-tiles-accounted', mutate: (s) => (s.g.prospectors[0]!.hunters.push('gunslinger'), true) },
  { name: 'a treasure hunter lost', invariant: 'land-tiles-accounted', mutate: (s) => when(holder(s, 'hunters') >= 0, () => s.g.prospectors[holder(s, 'hunters')]!.hunters.pop()) },
  { name: 'items beyond the supply', invariant: 'items-accounted', mutate: (s) => (s.g.prospectors[0]!.items.push('horse', 'horse', 'horse'), true) },
  { name: 'a hunter kept among the items', invariant: 'holding-fits-kind', mutate: (s) => (s.g.prospectors[0]!.items.push('apache-guide'), true) },
  { name: 'an item kept among the trophies', invariant: 'holding-fits-kind', mutate: (s) => (s.g.prospectors[0]!.trophies.push('pickaxe'), true) },
  { name: 'a water level from nowhere', invariant: 'water-matches-drops', mutate: (s) => when(s.g.water < data(s).waterLevels, () => (s.g.water += 1)) },
  { name: 'a water level lost without a drop', invariant: 'water-matches-drops', mutate: (s) => when(s.g.water > 1, () => (s.g.water -= 1)) },
  { name: 'a treasure uid issued twice', invariant: 'treasure-uids-issued', mutate: (s) => when(s.g.nextUid > 0, () => (s.g.nextUid += 1)) },
  {
    name: 'two treasures with one uid',
    invariant: 'treasure-uids-issued',
    mutate: (s) => {
      const all = s.g.prospectors.flatMap((p) => p.treasures);
      return when(all.length > 1, () => (all[1]!.uid = all[0]!.uid));
    },
  },
  { name: 'the Ghost on a treasure nobody holds', invariant: 'ghost-on-held-treasure', mutate: (s) => ((s.g.ghost = s.g.nextUid + 5), true) },
  { name: 'a challenge token both on the map and face down', invariant: 'challenge-tokens-accounted', mutate: (s) => when(s.g.tokens.some((t) => t !== null), () => s.g.tokenPool.push(s.g.tokens.find((t) => t !== null)!)) },
  { name: 'a face-down challenge token lost', invariant: 'challenge-tokens-accounted', mutate: (s) => when(s.g.tokenPool.length > 0, () => s.g.tokenPool.pop()) },
  { name: 'a challenge token not in the set', invariant: 'challenge-tokens-accounted', mutate: (s) => when(s.g.tokenPool.length > 0, () => (s.g.tokenPool[0] = '3-10')) },
  {
    name: 'the final token turned before any trail leads there',
    invariant: 'token-revealed-in-order',
    mutate: (s) => {
      const final = cat(s).finalSpot;
      const before = cat(s).spots[final]!.after.map((id) => cat(s).spotIndex.get(id)!);
      return when(s.g.tokens[final] === null && before.every((spot) => s.g.tokens[spot] === null) && s.g.tokenPool.length > 0, () => (s.g.tokens[final] = s.g.tokenPool.pop()!));
    },
  },
  {
    name: 'a token by the camp turned back face down',
    invariant: 'tokens-ahead-revealed',
    mutate: (s) => {
      const spot = cat(s).ahead.get('camp')!.find((k) => s.g.tokens[k] !== null && !s.g.tokens.some((t, other) => t !== null && cat(s).spots[other]!.after.includes(cat(s).spots[k]!.id)));
      return when(spot !== undefined && s.g.prospectors.every((p) => p.map === 'camp'), () => (s.g.tokenPool.push(s.g.tokens[spot!]!), (s.g.tokens[spot!] = null)));
    },
  },
  {
    name: 'a prospector behind a face-down token',
    invariant: 'map-position-fits',
    mutate: (s) => {
      const spot = s.g.tokens.findIndex((t) => t === null);
      return when(spot >= 0, () => (s.g.prospectors[0]!.map = cat(s).spots[spot]!.id));
    },
  },
  {
    name: 'a prospector who came from a spot that does not lead to his',
    invariant: 'map-position-fits',
    mutate: (s) => {
      const up = s.g.tokens.flatMap((t, k) => (t !== null && cat(s).spots[k]!.after.includes('camp') ? [cat(s).spots[k]!.id] : []));
      return when(up.length >= 2, () => ((s.g.prospectors[0]!.map = up[0]!), (s.g.prospectors[0]!.mapFrom = up[1]!)));
    },
  },
  { name: 'the mine found away from it', invariant: 'mine-finder-fits', mutate: (s) => when(!s.g.prospectors[0]!.foundMine, () => (s.g.prospectors[0]!.foundMine = true)) },
  { name: 'the end said triggered by a mine nobody found', invariant: 'mine-finder-fits', mutate: (s) => when(s.g.endTrigger === null && playing(s) && s.g.water > 0, () => (s.g.endTrigger = 'mine-found')) },
  { name: 'a board not in the set', invariant: 'characters-fit', mutate: (s) => when(s.g.prospectors[0]!.character !== null, () => (s.g.prospectors[0]!.character = 'gold-bug')) },
  { name: 'one board taken by two seats', invariant: 'characters-fit', mutate: (s) => when(s.g.prospectors[1]!.character !== null, () => ((s.g.prospectors[1]!.character = s.g.prospectors[0]!.character), (s.g.prospectors[1]!.items = []))) },
  { name: 'a seat without a board once the turns have begun', invariant: 'characters-fit', mutate: (s) => when(s.g.turn > 0, () => ((s.g.prospectors[1]!.character = null), (s.g.prospectors[1]!.items = []), (s.g.prospectors[1]!.attributes = { health: 0, vigor: 0, foresight: 0, ingenuity: 0 }))) },
  { name: 'a board chosen out of seat order', invariant: 'characters-fit', mutate: (s) => when(setup(s) && s.g.prospectors[0]!.character !== null && s.g.prospectors[s.players - 1]!.character === null, () => ((s.g.prospectors[0]!.character = null), (s.g.prospectors[0]!.attributes = { health: 0, vigor: 0, foresight: 0, ingenuity: 0 }), (s.g.prospectors[0]!.items = []))) },
  { name: 'a prospector alive with no health', invariant: 'attributes-in-range', mutate: (s) => when(s.g.turn > 0, () => (s.g.prospectors[0]!.attributes.health = 0)) },
  { name: 'an attribute above its track', invariant: 'attributes-in-range', mutate: (s) => when(s.g.turn > 0, () => (s.g.prospectors[0]!.attributes.vigor = data(s).attributeMax + 1)) },
  { name: 'a prospector on the land before the first turn', invariant: 'setup-untouched', mutate: (s) => when(setup(s), () => (s.g.prospectors[0]!.space = 3)) },
  { name: 'a turn under way in setup', invariant: 'setup-untouched', mutate: (s) => when(setup(s) && s.players > 1, () => (s.g.active = 1)) },
  { name: 'more event tiles left than the set holds', invariant: 'event-pile-fits', mutate: (s) => ((s.g.eventPool[0] = data(s).events[0]!.count + 1), true) },
  { name: 'a defeat of a rating no creature has', invariant: 'defeated-fits', mutate: (s) => when(playing(s), () => s.g.defeated.push(3)) },
  { name: 'work left in the queue of an ended game', invariant: 'queue-fits-phase', mutate: (s) => when(s.g.ended !== null, () => s.g.queue.push({ t: 'turn-start', seat: 0 })) },
  { name: 'a turn without its end', invariant: 'queue-fits-phase', mutate: (s) => when(playing(s), () => s.g.queue.pop()) },
  { name: 'a turn with two ends', invariant: 'queue-fits-phase', mutate: (s) => when(playing(s), () => s.g.queue.push({ t: 'end-turn' })) },
  { name: 'a board to choose in the middle of the game', invariant: 'queue-fits-phase', mutate: (s) => when(playing(s), () => s.g.queue.unshift({ t: 'choose-character', seat: 0 })) },
  { name: 'setup work after the first roll', invariant: 'queue-fits-phase', mutate: (s) => when(setup(s), () => s.g.queue.push({ t: 'token', spot: 14 })) },
  { name: 'an end of turn at the head of the queue', invariant: 'queue-head-decides', mutate: (s) => when(playing(s) && s.g.queue.length > 1, () => (s.g.queue = [{ t: 'end-turn' }])) },
  {
    name: 'a turn start left waiting with nothing to choose but the roll',
    invariant: 'queue-head-decides',
    mutate: (s) => when(head(s)?.t === 'turn-start', () => ((s.g.prospectors[s.g.active]!.items = []), (s.g.ghost = null))),
  },
  {
    name: 'phase 4 left waiting with nothing to cross or use',
    invariant: 'queue-head-decides',
    mutate: (s) => when(head(s)?.t === 'map', () => ((s.g.prospectors[s.g.active]!.items = []), (s.g.defeated = []))),
  },
  { name: "a task of another seat in the active seat's turn", invariant: 'task-fits', mutate: (s) => when(playing(s) && head(s)?.t === 'map', () => ((head(s) as Extract<Task, { t: 'map' }>).seat = (s.g.active + 1) % s.players)) },
  { name: 'a task for a seat beyond the table', invariant: 'task-fits', mutate: (s) => when(playing(s) && s.players < 5 && head(s)?.t === 'map', () => ((head(s) as Extract<Task, { t: 'map' }>).seat = 4)) },
  { name: 'a bandit fight against oneself', invariant: 'task-fits', mutate: (s) => when(taskOf(s, 'fight-roll') !== undefined || taskOf(s, 'steal-roll') !== undefined, () => ((taskOf(s, 'fight-roll') ?? taskOf(s, 'steal-roll'))!.target = s.g.active)) },
  { name: 'a bandit roll for a treasure the target does not hold', invariant: 'task-fits', mutate: (s) => when(taskOf(s, 'fight-roll') !== undefined || taskOf(s, 'steal-roll') !== undefined, () => ((taskOf(s, 'fight-roll') ?? taskOf(s, 'steal-roll'))!.treasure = s.g.nextUid + 1)) },
  { name: 'a burying sum two dice cannot show', invariant: 'task-fits', mutate: (s) => when(taskOf(s, 'bury-choice') !== undefined, () => (taskOf(s, 'bury-choice')!.sum = 13)) },
  { name: 'a first-player roll the die cannot show', invariant: 'task-fits', mutate: (s) => when(taskOf(s, 'first-roll') !== undefined, () => (taskOf(s, 'first-roll')!.rolls = [9])) },
  { name: 'a poker game that leaves a prospector out', invariant: 'task-fits', mutate: (s) => when(taskOf(s, 'poker-roll') !== undefined, () => taskOf(s, 'poker-roll')!.seats.pop()) },
  { name: 'a fight with a Ghost that haunts nothing of the seat', invariant: 'task-fits', mutate: (s) => when(playing(s) && s.g.ghost === null, () => s.g.queue.splice(s.g.queue.length - 1, 0, { t: 'ghost-roll', seat: s.g.active, at: 'treasure' })) },
  { name: 'a token to turn on a spot already face up', invariant: 'task-fits', mutate: (s) => when(playing(s) && s.g.tokens.some((t) => t !== null), () => s.g.queue.splice(s.g.queue.length - 1, 0, { t: 'token', spot: s.g.tokens.findIndex((t) => t !== null) })) },
  {
    name: 'a tile to resolve where the prospector does not stand',
    invariant: 'task-fits',
    mutate: (s) => {
      const away = s.g.stacks.findIndex((st, k) => st.hidden > 0 && k !== s.g.prospectors[s.g.active]!.space);
      return when(playing(s) && away >= 0, () => s.g.queue.splice(s.g.queue.length - 1, 0, { t: 'tile', seat: s.g.active, stack: away, mode: 'resolve' }));
    },
  },
  { name: 'a setup reveal with its three stacks already chosen', invariant: 'task-fits', mutate: (s) => when(taskOf(s, 'setup-reveal') !== undefined, () => (taskOf(s, 'setup-reveal')!.chosen = [0, 1, 2])) },
  { name: 'an end said to be the stall with the land still changing', invariant: 'end-fits', mutate: (s) => when(s.g.ended !== null && s.g.endTrigger !== null, () => ((s.g.endTrigger = null), (s.g.ended = 'stall'), (s.g.stillTurns = 0))) },
  { name: 'a tie broken before the end', invariant: 'end-fits', mutate: (s) => when(playing(s), () => (s.g.tieBreak = { rule: 'roll-off', winners: [0] })) },
  { name: 'a stall count that should have ended the game', invariant: 'end-fits', mutate: (s) => when(playing(s), () => (s.g.stillTurns = options(s).stallRounds * s.players)) },
  { name: 'a stall count longer than the turns played', invariant: 'end-fits', mutate: (s) => when(playing(s) && s.g.turn < options(s).stallRounds * s.players - 1, () => (s.g.stillTurns = s.g.turn)) },
  { name: 'the water said to have run dry with water left', invariant: 'end-fits', mutate: (s) => when(playing(s) && s.g.endTrigger === null && s.g.water > 0, () => (s.g.endTrigger = 'water-ran-dry')) },
  { name: 'a turn past the round limit', invariant: 'end-fits', mutate: (s) => when(playing(s) && options(s).maxRounds !== null, () => (s.g.turn = options(s).maxRounds! * s.players + 1)) },
  {
    name: 'a tie-break won by a seat that did not lead',
    invariant: 'end-fits',
    mutate: (s) => when(s.g.ended !== null && s.g.queue.length === 0, () => (s.g.tieBreak = { rule: 'roll-off', winners: [0] })),
  },
];

describe('lost-dutchman: save invariants', () => {
  it(`no false refusals: ${GAMES} random games over the options and seat counts, every 10th state saved and loaded`, () => {
    const result = sweepSaves({ game: 'lost-dutchman', tables: TABLES, games: GAMES });
    expect(result.refused).toEqual([]);
    expect(result.saves).toBeGreaterThan(GAMES * 5);
  });

  const { kept } = sweepSaves({ game: 'lost-dutchman', tables: TABLES, games: 60, every: 2, keepEvery: 1 });
  mutationSuite({ doc: 'lost-dutchman', invariants: dutchmanInvariants, mutations, kept, kinds: 67 });
});
