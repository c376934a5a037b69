import { describe, expect, it } from 'vitest';
import { gullyInvariants, type GullyGameState, type GullyOptions, type Town } from '../../../src/games/goldfield-gully/public.js';
import { mutationSuite, type MutableSave, type SaveMutation } from '../../support/save-mutations.js';
import { sweepSaves } from '../../support/save-sweep.js';
import { SAVE_TABLES as TABLES } from './save-tables.js';

// Save invariants of Goldfield Gully (docs/rules/goldfield-gully.md, "Save invariants"): random
// play saves and loads every 10th state (no false refusals), and each kind of impossible change
// made to reached states is refused naming its invariant.

/** How many games `npm test` plays; save-loads.deep.test.ts plays the full 1,000 (`npm run test:deep`). */
const GAMES = 400;

type Save = MutableSave<GullyGameState>;
const options = (s: Save): GullyOptions => s.options as GullyOptions;
const town = (s: Save): Town => s.data as Town;
const inRound = (s: Save): boolean => s.g.phase !== 'refill' && s.g.phase !== 'over' && !s.g.tieShootout;
const total = (t: { ones: number; twos: number }): number => t.ones + t.twos;
const revealed = (s: Save): boolean => s.g.revealed && s.g.phase !== 'over';
const gatherers = (s: Save): number[] => s.g.choice.flatMap((c, seat) => (c !== null && c !== 0 ? [seat] : []));
const bankers = (s: Save): number[] => s.g.choice.flatMap((c, seat) => (c === 0 ? [seat] : []));
const standingAt = (s: Save): number[] => s.g.at.flatMap((b, seat) => (b !== null ? [seat] : []));
const buildingShootout = (s: Save): boolean => s.g.shootout !== null && s.g.shootout.building !== null;
const sheriffWindow = (s: Save): boolean => s.g.window?.purpose === 'sheriff';
const when = (test: boolean, change: () => void): boolean => {
  if (test) change();
  return test;
};

const mutations: SaveMutation<GullyGameState>[] = [
  { name: 'a ±1 token added to the stack', invariant: 'tokens-add-up', mutate: (s) => ((s.g.stack.ones += 1), true) },
  { name: "a held token thrown away", invariant: 'tokens-add-up', mutate: (s) => when(s.g.held.some((h) => h.twos > 0), () => (s.g.held.find((h) => h.twos > 0)!.twos -= 1)) },
  { name: 'a spent token counted twice', invariant: 'tokens-add-up', mutate: (s) => when(total(s.g.spent) > 0, () => (s.g.spent = { ones: s.g.spent.ones * 2 + 1, twos: s.g.spent.twos })) },
  { name: "the town's tokens edited under the game (component data)", invariant: 'tokens-add-up', mutate: (s) => ((town(s).tokens.twos -= 1), true) },
  {
    name: 'a token in hand before the first visit of the sheriff',
    invariant: 'tokens-from-visits',
    mutate: (s) => when(s.g.round === 1 && s.g.phase !== 'over' && !s.g.tieShootout && s.g.stack.ones > 0, () => ((s.g.stack.ones -= 1), (s.g.held[0]!.ones += 1))),
  },
  {
    name: 'a token spent before any was taken',
    invariant: 'tokens-from-visits',
    mutate: (s) => when(s.g.round === 1 && s.g.phase !== 'over' && !s.g.tieShootout && s.g.stack.twos > 0, () => ((s.g.stack.twos -= 1), (s.g.spent.twos += 1))),
  },
  {
    name: 'a token laid on a building without a quota',
    invariant: 'lying-within-quota',
    mutate: (s) => when(s.g.stack.ones > 0, () => ((s.g.stack.ones -= 1), (s.g.lying[0]!.ones += 1))),
  },
  {
    name: 'the Bordello piled past its quota',
    invariant: 'lying-within-quota',
    mutate: (s) => when(s.g.stack.twos > 0 && total(s.g.lying[4]!) === 2, () => ((s.g.stack.twos -= 1), (s.g.lying[4]!.twos += 1))),
  },
  {
    name: "a quota's token put back on the stack during the round",
    invariant: 'quotas-refilled',
    mutate: (s) => when(inRound(s) && s.g.lying[1]!.ones + s.g.lying[1]!.twos === 1, () => {
      const t = s.g.lying[1]!;
      if (t.ones) (t.ones -= 1), (s.g.stack.ones += 1);
      else (t.twos -= 1), (s.g.stack.twos += 1);
    }),
  },
  { name: 'a refill that goes on with the quotas met', invariant: 'quotas-refilled', mutate: (s) => when(s.g.phase === 'commit' && total(s.g.stack) > 0, () => (s.g.phase = 'refill')) },
  { name: 'a seat list one short', invariant: 'per-seat-lists', mutate: (s) => when(s.players > 2, () => s.g.banked.pop()) },
  { name: 'a seat list one long', invariant: 'per-seat-lists', mutate: (s) => (s.g.at.push(null), true) },
  { name: 'a first player beyond the table', invariant: 'seat-at-table', mutate: (s) => when(s.players < 5, () => (s.g.firstPlayer = s.players)) },
  { name: 'a window seat beyond the table', invariant: 'seat-at-table', mutate: (s) => when(s.g.window !== null && s.players < 5, () => s.g.window!.order.push(s.players)) },
  { name: 'a round past the last', invariant: 'round-within-limit', mutate: (s) => ((s.g.round = options(s).rounds + 1), true) },
  { name: 'another first player than the rotation gives', invariant: 'first-player-fits', mutate: (s) => ((s.g.firstPlayer = (s.g.firstPlayer + 1) % s.players), true) },
  { name: 'the rotation switched on under a later round (option)', invariant: 'first-player-fits', mutate: (s) => when(!options(s).rotateFirstPlayer && (s.g.round - 1) % s.players !== 0, () => (s.options['rotateFirstPlayer'] = true)) },
  { name: 'more gold than the rounds so far can give', invariant: 'gold-within-rounds', mutate: (s) => ((s.g.unbanked[0] = 6 * s.g.round + 1), (s.g.choice[0] === 0 && s.g.revealed ? (s.g.banked[0] = 6 * s.g.round + 1) : 0), true) },
  { name: 'gold banked in the first round before any visit', invariant: 'gold-within-rounds', mutate: (s) => when(s.g.round === 1 && s.g.phase !== 'over' && !s.g.tieShootout, () => (s.g.banked[0] = 1)) },
  { name: 'a banker who kept unbanked gold', invariant: 'banker-banked', mutate: (s) => when(revealed(s) && bankers(s).length > 0 && s.g.round > 1, () => (s.g.unbanked[bankers(s)[0]!] = 1)) },
  { name: 'a reveal with a seat still to commit', invariant: 'commitments-fit-phase', mutate: (s) => when(s.g.phase === 'commit', () => (s.g.revealed = true)) },
  { name: 'every seat committed but nothing revealed', invariant: 'commitments-fit-phase', mutate: (s) => when(s.g.phase === 'commit', () => (s.g.choice = s.g.choice.map((c) => c ?? 0))) },
  { name: 'a commitment made during the refill', invariant: 'commitments-fit-phase', mutate: (s) => when(s.g.phase === 'refill', () => (s.g.choice[0] = 3)) },
  { name: 'a round played on without its reveal', invariant: 'commitments-fit-phase', mutate: (s) => when(revealed(s), () => (s.g.revealed = false)) },
  { name: 'a prospector standing before the reveal', invariant: 'round-start-clean', mutate: (s) => when(s.g.phase === 'commit', () => (s.g.at[0] = 2)) },
  { name: 'the sheriff rolled before the reveal', invariant: 'round-start-clean', mutate: (s) => when(s.g.phase === 'commit', () => (s.g.sheriff = 4)) },
  { name: 'a banker standing at a building', invariant: 'prospectors-where-chosen', mutate: (s) => when(revealed(s) && bankers(s).length > 0, () => (s.g.at[bankers(s)[0]!] = 1)) },
  {
    name: 'a contender gone from a building still to be shot out',
    invariant: 'prospectors-where-chosen',
    mutate: (s) => when(revealed(s) && s.g.contested.length > 0, () => {
      const seat = s.g.at.indexOf(s.g.contested[0]!);
      s.g.at[seat] = null;
    }),
  },
  {
    name: "a loser's choice changed to a building nobody won",
    invariant: 'prospectors-where-chosen',
    mutate: (s) => {
      const moved = s.g.choice.findIndex((c, seat) => c !== null && c !== 0 && s.g.at[seat] !== c && s.g.revealed);
      const free = [1, 2, 3, 4, 5, 6].find((b) => !s.g.choice.includes(b) && !s.g.at.includes(b));
      return when(moved >= 0 && free !== undefined && s.g.phase !== 'over', () => (s.g.choice[moved] = free!));
    },
  },
  {
    name: 'two prospectors at one building with no shootout to come',
    invariant: 'one-prospector-per-building',
    mutate: (s) => {
      if (!revealed(s) || s.g.shootout !== null || s.g.contested.length > 0) return false;
      // A loser who moved walks on into another gatherer's building.
      const loser = s.g.at.findIndex((b, seat) => b !== null && b !== s.g.choice[seat]);
      const other = s.g.at.findIndex((b, seat) => b !== null && seat !== loser);
      return when(loser >= 0 && other >= 0, () => (s.g.at[loser] = s.g.at[other]!));
    },
  },
  { name: 'contested buildings out of building order', invariant: 'contested-buildings-fit', mutate: (s) => when(s.g.contested.length > 1, () => s.g.contested.reverse()) },
  {
    name: 'a building contested with nobody there',
    invariant: 'contested-buildings-fit',
    mutate: (s) => {
      const empty = [6, 5, 4, 3, 2, 1].find((b) => !s.g.at.includes(b) && b > (s.g.shootout?.building ?? 0) && b > (s.g.contested[s.g.contested.length - 1] ?? 0));
      if (!revealed(s) || empty === undefined || s.g.tieShootout) return false;
      s.g.contested.push(empty);
      return true;
    },
  },
  { name: 'a banker with a treasure roll', invariant: 'treasure-roll-fits', mutate: (s) => when(revealed(s) && bankers(s).length > 0, () => (s.g.roll[bankers(s)[0]!] = 3)) },
  { name: 'a die pending in the move phase', invariant: 'treasure-roll-fits', mutate: (s) => when(s.g.phase === 'move', () => (s.g.rolling = s.g.shootout!.losers[0]!)) },
  {
    name: 'the treasure roll taken out of seat order',
    invariant: 'treasure-roll-fits',
    mutate: (s) => {
      if (s.g.phase !== 'treasure-roll') return false;
      const later = standingAt(s).find((seat) => seat !== s.g.rolling && s.g.roll[seat] === null);
      return when(later !== undefined, () => (s.g.rolling = later!));
    },
  },
  {
    name: 'a gatherer rolled ahead of its turn',
    invariant: 'treasure-roll-fits',
    mutate: (s) => {
      if (s.g.phase !== 'treasure-roll') return false;
      const later = standingAt(s).find((seat) => seat !== s.g.rolling && s.g.roll[seat] === null);
      return when(later !== undefined, () => (s.g.roll[later!] = 4));
    },
  },
  {
    name: 'a treasure roll undone during a shootout after the rolls',
    invariant: 'treasure-roll-fits',
    mutate: (s) => when(buildingShootout(s) && options(s).treasureRolls === 'before-shootouts' && s.g.phase !== 'move', () => (s.g.roll[gatherers(s)[0]!] = null)),
  },
  {
    name: 'the sheriff rolled for a gatherer who has not rolled',
    invariant: 'treasure-roll-fits',
    mutate: (s) => {
      const seat = standingAt(s)[0];
      return when(s.g.phase === 'sheriff-roll' && seat !== undefined, () => (s.g.roll[seat!] = null));
    },
  },
  { name: 'a building shootout dropped with its contenders still there', invariant: 'one-prospector-per-building', mutate: (s) => when(s.g.phase === 'shootout-roll' && buildingShootout(s), () => (s.g.shootout = null)) },
  { name: 'a shootout left open at the sheriff', invariant: 'sheriff-fits', mutate: (s) => when(s.g.phase === 'sheriff-roll', () => (s.g.shootout = { building: 1, contenders: [0, 1], rollRounds: 1, losers: [] })) },
  { name: 'a contender also ranked among the losers', invariant: 'shootout-fits', mutate: (s) => when(buildingShootout(s), () => s.g.shootout!.losers.push(s.g.shootout!.contenders[0]!)) },
  { name: 'more roll rounds than the limit', invariant: 'shootout-fits', mutate: (s) => when(s.g.shootout !== null, () => (s.g.shootout!.rollRounds = options(s).shootoutRollLimit + 1)) },
  { name: 'a shootout settled before any round of rolls', invariant: 'shootout-fits', mutate: (s) => when(s.g.phase === 'move', () => (s.g.shootout!.rollRounds = 0)) },
  {
    name: 'a loser dropped from the waiting line while still at the building',
    invariant: 'shootout-fits',
    mutate: (s) => when(s.g.phase === 'move', () => s.g.shootout!.losers.shift()),
  },
  { name: 'a shootout roll held by a seat not shooting', invariant: 'shot-fits', mutate: (s) => when(s.g.phase === 'sheriff-roll', () => (s.g.shot[0] = 3)) },
  { name: 'a die pending for a seat that is no contender', invariant: 'shot-fits', mutate: (s) => {
    if (s.g.phase !== 'shootout-roll') return false;
    const outsider = s.g.choice.findIndex((_, seat) => !s.g.shootout!.contenders.includes(seat) && !s.g.shootout!.losers.includes(seat));
    return when(outsider >= 0, () => (s.g.rolling = outsider));
  } },
  {
    name: 'a contender who rolled out of acting order',
    invariant: 'shot-fits',
    mutate: (s) => {
      if (s.g.phase !== 'shootout-roll') return false;
      const c = s.g.shootout!.contenders;
      return when(c[c.length - 1] !== s.g.rolling, () => (s.g.shot[c[c.length - 1]!] = 6));
    },
  },
  { name: 'a move after a shootout still undecided', invariant: 'move-phase-fits', mutate: (s) => when(s.g.phase === 'move', () => s.g.shootout!.contenders.push(s.g.shootout!.losers.shift()!)) },
  { name: 'a window phase with no window', invariant: 'window-fits', mutate: (s) => when(s.g.window !== null && s.g.window.purpose !== 'shootout' && s.g.sheriff === null, () => (s.g.window = null)) },
  { name: 'a window turn past its seats', invariant: 'window-fits', mutate: (s) => when(s.g.window !== null, () => (s.g.window!.turn = s.g.window!.order.length)) },
  { name: 'a window that every holder has passed', invariant: 'window-fits', mutate: (s) => when(s.g.window !== null, () => (s.g.window!.passes = s.g.window!.order.length)) },
  { name: 'a seat twice in a window', invariant: 'window-fits', mutate: (s) => when(s.g.window !== null && s.g.window.purpose === 'sheriff', () => s.g.window!.order.push(s.g.window!.order[0]!)) },
  {
    name: 'the seat to act in a window with its tokens spent',
    invariant: 'window-fits',
    mutate: (s) => when(s.g.window !== null, () => {
      const held = s.g.held[s.g.window!.order[s.g.window!.turn]!]!;
      s.g.spent = { ones: s.g.spent.ones + held.ones, twos: s.g.spent.twos + held.twos };
      held.ones = 0;
      held.twos = 0;
    }),
  },
  {
    name: 'a treasure window for a gatherer who has not rolled',
    invariant: 'window-fits',
    mutate: (s) => when(s.g.window?.purpose === 'treasure', () => (s.g.roll[s.g.window!.order[0]!] = null)),
  },
  {
    name: 'a banker in the sheriff window',
    invariant: 'window-fits',
    mutate: (s) => when(s.g.window?.purpose === 'sheriff' && bankers(s).length > 0, () => {
      const banker = bankers(s)[0]!;
      s.g.window = { purpose: 'sheriff', order: [...s.g.window!.order, banker].sort((a, b) => ((a - s.g.firstPlayer + s.players) % s.players) - ((b - s.g.firstPlayer + s.players) % s.players)), turn: 0, passes: 0 };
    }),
  },
  { name: 'a sheriff window out of seat order', invariant: 'window-fits', mutate: (s) => when(sheriffWindow(s) && s.g.window!.order.length > 1, () => (s.g.window!.order.reverse(), (s.g.window!.turn = 0))) },
  {
    name: 'tokens spent in the tie shootout at the end against the option',
    invariant: 'window-fits',
    mutate: (s) => when(s.g.window?.purpose === 'shootout' && s.g.shootout!.building === null, () => (s.options['finalShootoutTokens'] = false)),
  },
  { name: 'the sheriff rolled during the shootouts', invariant: 'sheriff-fits', mutate: (s) => when(buildingShootout(s) && options(s).treasureRolls === 'before-shootouts' && s.g.phase !== 'move', () => (s.g.sheriff = 2)) },
  { name: 'a sheriff window with no sheriff', invariant: 'sheriff-fits', mutate: (s) => when(sheriffWindow(s), () => (s.g.sheriff = null)) },
  { name: 'a game over without a winner', invariant: 'end-fits', mutate: (s) => when(s.g.phase === 'over', () => (s.g.winner = null)) },
  { name: 'a winner named mid-game', invariant: 'end-fits', mutate: (s) => when(s.g.phase !== 'over', () => (s.g.winner = 0)) },
  {
    name: 'a winner who does not have the most gold',
    invariant: 'end-fits',
    mutate: (s) => {
      if (s.g.phase !== 'over' || s.g.tieShootout) return false;
      const loser = s.g.choice.findIndex((_, seat) => seat !== s.g.winner);
      s.g.winner = loser;
      return true;
    },
  },
  { name: 'a finished game that has rounds to go (rounds option raised)', invariant: 'end-fits', mutate: (s) => when(s.g.phase === 'over' && options(s).rounds < 100, () => (s.options['rounds'] = options(s).rounds + 1)) },
  {
    name: 'a tie shootout at the end with a building at stake',
    invariant: 'end-fits',
    mutate: (s) => {
      const free = [1, 2, 3, 4, 5, 6].find((b) => !s.g.choice.includes(b) && !s.g.at.includes(b));
      return when(s.g.tieShootout && s.g.shootout !== null && free !== undefined, () => (s.g.shootout!.building = free!));
    },
  },
  { name: 'a building shootout said to break the final tie', invariant: 'end-fits', mutate: (s) => when(buildingShootout(s), () => (s.g.tieShootout = true)) },
];

describe('goldfield-gully: save invariants', () => {
  it(`no false refusals: ${GAMES} random games over the variants, options and seat counts, every 10th state saved and loaded`, () => {
    const result = sweepSaves({ game: 'goldfield-gully', tables: TABLES, games: GAMES });
    expect(result.refused).toEqual([]);
    expect(result.saves).toBeGreaterThan(GAMES * 3);
  });

  const { kept } = sweepSaves({ game: 'goldfield-gully', tables: TABLES, games: 160, every: 1, keepEvery: 1 });
  mutationSuite({ doc: 'goldfield-gully', invariants: gullyInvariants, mutations, kept, kinds: 65 });
});
