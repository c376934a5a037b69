import { describe, expect, it } from 'vitest';
import { duelInvariants, DISCS, DISCS_AT_LEVEL, geometryOf, reducedLevel, type Board, type DuelGameState, type DuelOptions } from '../../../src/games/mountain-river-duel/public.js';
import { mutationSuite, type MutableSave, type SaveMutation } from '../../support/save-mutations.js';
import { sweepSaves } from '../../support/save-sweep.js';
import { SAVE_TABLES as TABLES } from './save-tables.js';

// Save invariants of the duel (docs/rules/mountain-river-duel.md, "Save invariants"): random play
// saves and loads every 10th state (no false refusals), and each kind of impossible change made
// to reached states is refused naming its invariant.

/** How many games `npm test` plays; save-loads.deep.test.ts plays the full 1,000 (`npm run test:deep`). */
const GAMES = 120;

type Save = MutableSave<DuelGameState>;
const board = (s: Save): Board => s.data as Board;
const options = (s: Save): DuelOptions => s.options as DuelOptions;
const parts = (s: Save, kind: 'mountains' | 'rivers'): readonly (readonly number[])[] => geometryOf(board(s))[kind];
const running = (s: Save): boolean => s.g.ended === null;
const dig = (s: Save): boolean => running(s) && s.g.phase === 'dig' && s.g.discs !== null;
/** The gold of the mountains (or rivers) claimed whole. */
function wholeGold(s: Save, kind: 'mountains' | 'rivers'): number {
  return parts(s, kind)
    .filter((ids) => ids.every((id) => s.g.markers[id] === 'claimed'))
    .reduce((sum, ids) => sum + ids.reduce((a, id) => a + board(s).areas[id]!.gold, 0), 0);
}
/** A marker whose mountain and river both still hold another face-down marker. */
function looseMarker(s: Save, state: 'down' | 'up'): number {
  return s.g.markers.findIndex((m, id) => {
    const area = board(s).areas[id]!;
    const others = (ids: readonly number[]) => ids.some((other) => other !== id && s.g.markers[other] === 'down');
    return m === state && others(parts(s, 'mountains')[area.mountain]!) && others(parts(s, 'rivers')[area.river]!);
  });
}
/** Claims a whole mountain for its seat, gold and all. */
function claimMountain(s: Save, part: number): void {
  const ids = parts(s, 'mountains')[part]!;
  let gold = 0;
  for (const id of ids) if (s.g.markers[id] !== 'claimed') (s.g.markers[id] = 'claimed'), (gold += board(s).areas[id]!.gold);
  s.g.gold[options(s).mountainSeat] += gold;
}

const mutations: SaveMutation<DuelGameState>[] = [
  { name: 'a marker missing', invariant: 'one-marker-per-area', mutate: (s) => (s.g.markers.pop(), true) },
  { name: 'a marker too many', invariant: 'one-marker-per-area', mutate: (s) => (s.g.markers.push('down'), true) },
  {
    name: 'a mountain turned all face up and left unclaimed',
    invariant: 'complete-part-claimed',
    mutate: (s) => {
      const part = parts(s, 'mountains').find((ids) => ids.some((id) => s.g.markers[id] === 'down'));
      if (!part) return false;
      for (const id of part) if (s.g.markers[id] === 'down') s.g.markers[id] = 'up';
      return true;
    },
  },
  {
    name: 'a river turned all face up and left unclaimed',
    invariant: 'complete-part-claimed',
    mutate: (s) => {
      const part = parts(s, 'rivers').find((ids) => ids.some((id) => s.g.markers[id] === 'down'));
      if (!part) return false;
      for (const id of part) if (s.g.markers[id] === 'down') s.g.markers[id] = 'up';
      return true;
    },
  },
  {
    name: 'a claimed marker put back face up in its claimed part',
    invariant: 'complete-part-claimed',
    mutate: (s) => {
      const id = s.g.markers.indexOf('claimed');
      if (id < 0) return false;
      s.g.markers[id] = 'up';
      return true;
    },
  },
  {
    name: 'a face-down marker claimed alone',
    invariant: 'claimed-part-whole',
    mutate: (s) => {
      const id = looseMarker(s, 'down');
      if (id < 0) return false;
      s.g.markers[id] = 'claimed';
      return true;
    },
  },
  {
    name: 'a face-up marker claimed alone',
    invariant: 'claimed-part-whole',
    mutate: (s) => {
      const id = looseMarker(s, 'up');
      if (id < 0) return false;
      s.g.markers[id] = 'claimed';
      return true;
    },
  },
  { name: 'a gold point from nowhere', invariant: 'claimed-gold-adds-up', mutate: (s) => ((s.g.gold[0] += 1), true) },
  { name: 'a gold point lost', invariant: 'claimed-gold-adds-up', mutate: (s) => (s.g.gold[1] > 0 ? ((s.g.gold[1] -= 1), true) : false) },
  { name: 'the gold of every claim wiped', invariant: 'claimed-gold-adds-up', mutate: (s) => (s.g.gold[0] + s.g.gold[1] > 0 ? ((s.g.gold = [0, 0]), true) : false) },
  {
    name: 'every claimed marker put face down with the gold kept',
    invariant: 'claimed-gold-adds-up',
    mutate: (s) => {
      if (s.g.gold[0] + s.g.gold[1] === 0) return false;
      s.g.markers = s.g.markers.map((m) => (m === 'claimed' ? 'down' : m));
      return true;
    },
  },
  {
    name: "the mountain seat's gold handed to the river seat",
    invariant: 'gold-from-own-kind',
    mutate: (s) => {
      const m = options(s).mountainSeat;
      const r = (1 - m) as 0 | 1;
      if (s.g.gold[m]! === 0 || s.g.gold[r]! + s.g.gold[m]! <= wholeGold(s, 'rivers')) return false;
      s.g.gold[r] += s.g.gold[m]!;
      s.g.gold[m] = 0;
      return true;
    },
  },
  {
    name: "the river seat's gold handed to the mountain seat",
    invariant: 'gold-from-own-kind',
    mutate: (s) => {
      const m = options(s).mountainSeat;
      const r = (1 - m) as 0 | 1;
      if (s.g.gold[r]! === 0 || s.g.gold[r]! + s.g.gold[m]! <= wholeGold(s, 'mountains')) return false;
      s.g.gold[m] += s.g.gold[r]!;
      s.g.gold[r] = 0;
      return true;
    },
  },
  {
    name: 'the seats swapped (mountainSeat option changed) under a claimed score',
    invariant: 'gold-from-own-kind',
    mutate: (s) => {
      const m = options(s).mountainSeat;
      if (s.g.gold[1 - m]! <= wholeGold(s, 'mountains') && s.g.gold[m]! <= wholeGold(s, 'rivers')) return false;
      s.options['mountainSeat'] = 1 - m;
      return true;
    },
  },
  {
    name: 'a whole mountain claimed on the first turn',
    invariant: 'turned-within-turns',
    mutate: (s) => (s.g.turn === 1 && running(s) ? (claimMountain(s, 0), true) : false),
  },
  {
    name: 'a face-down marker turned up before any dig',
    invariant: 'turned-within-turns',
    mutate: (s) => (s.g.turn === 1 && running(s) ? ((s.g.markers[0] = 'up'), true) : false),
  },
  {
    name: 'more markers turned than the turns so far allow',
    invariant: 'turned-within-turns',
    mutate: (s) => {
      if (!running(s) || s.g.turn < 2 || s.g.turn > 4) return false;
      const ids = parts(s, 'mountains').findIndex((p) => p.every((id) => s.g.markers[id] === 'down'));
      const second = parts(s, 'mountains').findIndex((p, k) => k > ids && p.every((id) => s.g.markers[id] === 'down'));
      if (ids < 0 || second < 0) return false;
      for (const part of parts(s, 'mountains')) if (part.every((id) => s.g.markers[id] === 'down')) claimMountain(s, parts(s, 'mountains').indexOf(part));
      return true;
    },
  },
  {
    name: 'a turn past the turn limit',
    invariant: 'turn-within-limit',
    mutate: (s) => ((s.g.turn = options(s).maxTurns + 2), true),
  },
  {
    name: 'the turn limit lowered below the turn (maxTurns option)',
    invariant: 'turn-within-limit',
    mutate: (s) => (s.g.turn > 2 ? ((s.options['maxTurns'] = s.g.turn - 1), true) : false),
  },
  { name: 'the other seat to move', invariant: 'mover-alternates', mutate: (s) => ((s.g.mover = s.g.mover === 0 ? 1 : 0), true) },
  { name: 'one turn more with the same mover', invariant: 'mover-alternates', mutate: (s) => (running(s) && s.g.turn < options(s).maxTurns ? ((s.g.turn += 1), true) : false) },
  {
    name: 'the first player changed (firstPlayer option)',
    invariant: 'mover-alternates',
    mutate: (s) => ((s.options['firstPlayer'] = options(s).firstPlayer === 0 ? 1 : 0), true),
  },
  {
    name: 'fewer discs at the start than the board gives',
    invariant: 'disc-level-checked',
    mutate: (s) => (s.g.turn === 1 && running(s) && s.g.phase === 'throw' && s.g.discLevel === 0 ? ((s.g.discLevel = 1), true) : false),
  },
  {
    name: 'discs brought back that the board had put out of play',
    invariant: 'disc-level-checked',
    mutate: (s) => {
      if (!running(s) || s.g.phase !== 'throw' || s.g.discLevel === 0 || reducedLevel(geometryOf(board(s)), s.g.markers, 0) === 0) return false;
      s.g.discLevel = 0;
      return true;
    },
  },
  { name: 'a throw pending with no discs in play', invariant: 'throw-phase-fits', mutate: (s) => (running(s) && s.g.discLevel === 3 ? ((s.g.phase = 'throw'), true) : false) },
  { name: 'a dig without its throw', invariant: 'throw-phase-fits', mutate: (s) => (running(s) && s.g.phase === 'throw' ? ((s.g.phase = 'dig'), true) : false) },
  { name: 'a throw pending that was already thrown', invariant: 'throw-phase-fits', mutate: (s) => (dig(s) ? ((s.g.phase = 'throw'), true) : false) },
  {
    name: 'thrown discs with no discs in play',
    invariant: 'throw-phase-fits',
    mutate: (s) => (running(s) && s.g.discLevel === 3 ? ((s.g.discs = [1, 1]), (s.g.thrown = 2), true) : false),
  },
  { name: 'a disc missing from the throw', invariant: 'thrown-discs-fit', mutate: (s) => (dig(s) ? (s.g.discs!.pop(), true) : false) },
  // A forged extra face lets the count exceed what the discs in play can throw.
  { name: 'a disc too many in the throw', invariant: 'thrown-discs-fit', mutate: (s) => (dig(s) && s.g.thrown! < 5 ? (s.g.discs!.push(1), (s.g.thrown = s.g.thrown! + 1), true) : false) },
  // The dig phase without its throw would let the mover turn any number of markers.
  { name: 'the throw of a dig wiped', invariant: 'throw-phase-fits', mutate: (s) => (dig(s) ? ((s.g.discs = null), (s.g.thrown = null), true) : false) },
  {
    name: 'a disc showing a face it does not have',
    invariant: 'thrown-discs-fit',
    mutate: (s) => {
      if (!dig(s)) return false;
      const k = DISCS_AT_LEVEL[s.g.discLevel].indexOf('0/2');
      if (k < 0) return false;
      s.g.thrown = s.g.thrown! - s.g.discs![k]! + 1;
      s.g.discs![k] = 1;
      return true;
    },
  },
  { name: 'a thrown count that is not the sum of the faces', invariant: 'thrown-discs-fit', mutate: (s) => (dig(s) && s.g.thrown! < 5 ? ((s.g.thrown = s.g.thrown! + 1), true) : false) },
  {
    name: 'the faces of another disc level',
    invariant: 'thrown-discs-fit',
    mutate: (s) => {
      if (!dig(s) || s.g.discLevel === 0) return false;
      s.g.discs = DISCS_AT_LEVEL[0].map((disc) => DISCS[disc][1]);
      s.g.thrown = 5;
      return true;
    },
  },
  { name: 'the board said cleared with markers left', invariant: 'end-fits', mutate: (s) => (s.g.markers.some((m) => m !== 'claimed') ? ((s.g.ended = 'board-cleared'), (s.g.discs = null), (s.g.thrown = null), (s.g.phase = 'dig'), true) : false) },
  { name: 'the turn limit reached early', invariant: 'end-fits', mutate: (s) => (running(s) && s.g.turn < options(s).maxTurns ? ((s.g.ended = 'turn-limit'), (s.g.discs = null), (s.g.thrown = null), (s.g.phase = 'dig'), true) : false) },
  { name: 'an ended game that still holds its throw', invariant: 'end-fits', mutate: (s) => (dig(s) ? ((s.g.ended = 'turn-limit'), true) : false) },
  { name: 'an ended game waiting for a throw', invariant: 'end-fits', mutate: (s) => (s.g.ended !== null ? ((s.g.phase = 'throw'), true) : false) },
  { name: 'a cleared board that goes on', invariant: 'end-fits', mutate: (s) => (s.g.ended === 'board-cleared' && s.g.turn < options(s).maxTurns ? ((s.g.ended = null), (s.g.turn += 2), true) : false) },
  { name: 'a cleared board said ended by the turn limit', invariant: 'end-fits', mutate: (s) => (s.g.ended === 'board-cleared' ? ((s.g.ended = 'turn-limit'), (s.options['maxTurns'] = s.g.turn), true) : false) },
  {
    name: "the board's gold values edited under the claims (component data)",
    invariant: 'claimed-gold-adds-up',
    mutate: (s) => {
      const id = s.g.markers.indexOf('claimed');
      if (id < 0) return false;
      board(s).areas[id]!.gold += 1;
      return true;
    },
  },
];

describe('mountain-river-duel: save invariants', () => {
  it(`no false refusals: ${GAMES} random games over the variants, every 10th state saved and loaded`, () => {
    const result = sweepSaves({ game: 'mountain-river-duel', tables: TABLES, games: GAMES });
    expect(result.refused).toEqual([]);
    expect(result.saves).toBeGreaterThan(GAMES * 5);
  });

  const { kept } = sweepSaves({ game: 'mountain-river-duel', tables: TABLES, games: 60, every: 3, keepEvery: 1 });
  mutationSuite({ doc: 'mountain-river-duel', invariants: duelInvariants, mutations, kept, kinds: 41 });
});
