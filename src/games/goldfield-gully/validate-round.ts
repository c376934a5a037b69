import type { RuleError } from '../../core/errors.js';
import type { Town } from './data/town-schema.js';
import { finalScores } from './game-end.js';
import type { GullyOptions } from './options.js';
import { gullyFault as fault } from './save-fault.js';
import type { GullyGameState } from './schemas.js';
import { seatsFrom, tokenTotal } from './table.js';

/**
 * Checks where a loaded round stands: the secret commitments and the reveal (GG-COMMIT-1,
 * GG-READ-2), where each prospector stands (GG-OVER-3, GG-SHOOT-3), the buildings still contested
 * (GG-SHOOT-1), the treasure rolls (GG-ROLL-1, GG-READ-9), the shootout under way, the modifier
 * window (GG-READ-6, GG-READ-10), the sheriff (GG-SHERIFF-1) and the end (GG-END-1, GG-END-2).
 * The first fault, or null.
 *
 * @example
 * validateGullyRound(g, defaultTown, 3, options); // null
 */
export function validateGullyRound(g: GullyGameState, _town: Town, players: number, options: GullyOptions): RuleError | null {
  return commitFault(g) ?? prospectorFault(g, players) ?? rollFault(g, players, options) ?? shootoutFault(g, players, options) ?? windowFault(g, players, options) ?? endFault(g, options);
}

function commitFault(g: GullyGameState): RuleError | null {
  const waiting = g.choice.includes(null);
  if (g.revealed && waiting) return fault('commitments-fit-phase', 'the commitments are revealed but a seat has not committed', ['choice', g.choice.indexOf(null)], 'GG-ROLL-1');
  const before = g.phase === 'refill' || g.phase === 'commit';
  if (before === g.revealed) return fault('commitments-fit-phase', `the ${g.phase} phase comes ${before ? 'before' : 'after'} the reveal`, ['revealed'], 'GG-COMMIT-1');
  if (g.phase === 'commit' && !waiting) return fault('commitments-fit-phase', 'every seat has committed, so the commitments are revealed', ['choice'], 'GG-READ-2');
  if (g.phase === 'refill' && g.choice.some((c) => c !== null)) return fault('commitments-fit-phase', 'a seat committed before the refill ended', ['choice'], 'GG-ROUND-2');
  if (g.revealed) return null;
  // Before the reveal nothing of the round has happened yet.
  const busy: [boolean, string][] = [
    [g.at.some((b) => b !== null), 'at'],
    [g.roll.some((r) => r !== null), 'roll'],
    [g.shot.some((s) => s !== null), 'shot'],
    [g.rolling !== null, 'rolling'],
    [g.contested.length > 0, 'contested'],
    [g.shootout !== null, 'shootout'],
    [g.window !== null, 'window'],
    [g.sheriff !== null, 'sheriff'],
  ];
  for (const [set, field] of busy) if (set) return fault('round-start-clean', `${field} is set before the commitments are revealed`, [field], 'GG-ROLL-1');
  return null;
}

/** Seats standing at each building, by building number. */
function standing(g: GullyGameState): number[][] {
  const at: number[][] = [[], [], [], [], [], [], []];
  g.at.forEach((b, seat) => {
    if (b !== null) at[b]!.push(seat);
  });
  return at;
}

function prospectorFault(g: GullyGameState, players: number): RuleError | null {
  if (!g.revealed) return null;
  const current = g.shootout?.building ?? null;
  // In the move phase the losers who have moved already stand elsewhere.
  const pending = (b: number): boolean => (b === current && g.phase !== 'move') || g.contested.includes(b);
  for (let seat = 0; seat < players; seat++) {
    const choice = g.choice[seat]!;
    const at = g.at[seat]!;
    if (choice === 0 && at !== null) return fault('prospectors-where-chosen', `seat ${seat} banked but stands at building ${at}`, ['at', seat], 'GG-OVER-6');
    // Only a shootout lost at the chosen building moves a prospector (GG-SHOOT-3) or seats him out (GG-READ-4).
    if (choice !== 0 && at !== choice && pending(choice)) {
      return fault('prospectors-where-chosen', `seat ${seat} chose building ${choice}, whose shootout is still to come, but stands ${at === null ? 'nowhere' : `at ${at}`}`, ['at', seat], 'GG-OVER-3');
    }
    // The winner of a shootout keeps the building (GG-SHOOT-3): a loser leaves it to him.
    if (choice !== 0 && at !== choice && !pending(choice) && !g.at.some((b, other) => other !== seat && b === choice && g.choice[other] === choice)) {
      return fault('prospectors-where-chosen', `seat ${seat} left building ${choice}, but nobody who chose it won it`, ['at', seat], 'GG-SHOOT-3');
    }
  }
  const at = standing(g);
  for (let b = 1; b <= 6; b++) {
    if (at[b]!.length > 1 && !pending(b) && b !== current) return fault('one-prospector-per-building', `${at[b]!.length} prospectors stand at building ${b} with no shootout to come there`, ['at', at[b]![1]!], 'GG-OVER-4');
  }
  for (let k = 0; k < g.contested.length; k++) {
    const b = g.contested[k]!;
    if ((k > 0 && b <= g.contested[k - 1]!) || (current !== null && b <= current)) {
      return fault('contested-buildings-fit', `the contested buildings are not settled in building order at ${b}`, ['contested', k], 'GG-SHOOT-1');
    }
    if (at[b]!.length < 2) return fault('contested-buildings-fit', `building ${b} waits for a shootout with ${at[b]!.length} prospector there`, ['contested', k], 'GG-SHOOT-1');
  }
  return null;
}

function rollFault(g: GullyGameState, players: number, options: GullyOptions): RuleError | null {
  const order = seatsFrom(g.firstPlayer, players);
  for (let seat = 0; seat < players; seat++) {
    if (g.roll[seat] !== null && g.choice[seat] === 0) return fault('treasure-roll-fits', `seat ${seat} banked but rolled for treasure`, ['roll', seat], 'GG-ROLL-1');
  }
  if ((g.rolling !== null) !== (g.phase === 'treasure-roll' || g.phase === 'shootout-roll')) {
    return fault('treasure-roll-fits', `a die is ${g.rolling === null ? 'not ' : ''}pending in the ${g.phase} phase`, ['rolling']);
  }
  if (g.phase === 'treasure-roll') {
    // GG-ROLL-1: in seat order from the first player, each gatherer at a building once.
    const next = order.find((seat) => g.at[seat] !== null && g.roll[seat] === null);
    if (g.rolling !== next) return fault('treasure-roll-fits', `seat ${next ?? 'none'} rolls next for treasure, not ${g.rolling}`, ['rolling'], 'GG-ROLL-1');
    const later = order.slice(order.indexOf(next!) + 1).find((seat) => g.roll[seat] !== null && g.at[seat] !== null);
    if (later !== undefined) return fault('treasure-roll-fits', `seat ${later} rolled before seat ${next}`, ['roll', later], 'GG-ROLL-1');
  }
  const gatherers = order.filter((seat) => g.choice[seat] !== null && g.choice[seat] !== 0);
  if (g.shootout !== null && g.shootout.building !== null) {
    // GG-READ-9: the treasure rolls come all before the shootouts, or all after them.
    const first = options.treasureRolls === 'before-shootouts';
    const wrong = gatherers.find((seat) => (g.roll[seat] !== null) !== first);
    if (wrong !== undefined) return fault('treasure-roll-fits', `seat ${wrong} has ${first ? 'not ' : ''}rolled for treasure during a shootout`, ['roll', wrong], 'GG-READ-9');
  }
  const sheriffTime = g.phase === 'sheriff-roll' || g.sheriff !== null;
  if (sheriffTime) {
    const unrolled = order.find((seat) => g.at[seat] !== null && g.roll[seat] === null);
    if (unrolled !== undefined) return fault('treasure-roll-fits', `seat ${unrolled} stands at a building without a treasure roll when the sheriff comes`, ['roll', unrolled], 'GG-SHERIFF-1');
    if (g.contested.length > 0 || g.shootout !== null) return fault('sheriff-fits', 'the sheriff comes before every shootout is settled', ['contested'], 'GG-SHERIFF-1');
  }
  return null;
}

function shootoutFault(g: GullyGameState, players: number, options: GullyOptions): RuleError | null {
  const s = g.shootout;
  const phaseHasOne = g.phase === 'shootout-roll' || g.phase === 'move' || g.window?.purpose === 'shootout';
  if ((s !== null) !== phaseHasOne) return fault('shootout-fits', `a shootout is ${s === null ? 'missing' : 'under way'} in the ${g.phase} phase`, ['shootout']);
  for (let seat = 0; seat < players; seat++) {
    if (g.shot[seat] !== null && (s === null || !s.contenders.includes(seat) || g.phase === 'move')) return fault('shot-fits', `seat ${seat} holds a shootout roll but is not shooting`, ['shot', seat], 'GG-SHOOT-2');
  }
  if (s === null) return null;
  const everyone = [...s.contenders, ...s.losers];
  if (new Set(everyone).size !== everyone.length) return fault('shootout-fits', 'a seat is named twice among the contenders and losers', ['shootout'], 'GG-SHOOT-3');
  if (s.rollRounds > options.shootoutRollLimit) return fault('shootout-fits', `${s.rollRounds} roll rounds, past the limit of ${options.shootoutRollLimit}`, ['shootout', 'rollRounds'], 'GG-READ-5');
  if (s.rollRounds === 0 && g.phase !== 'shootout-roll') return fault('shootout-fits', 'a shootout is settled or its rolls changed before a round of rolls', ['shootout', 'rollRounds'], 'GG-SHOOT-2');
  if (s.building === null) {
    if (!g.tieShootout) return fault('end-fits', 'a shootout with no building at stake outside the tie at the end', ['shootout', 'building'], 'GG-END-2');
  } else {
    if (g.tieShootout) return fault('end-fits', 'the tie shootout at the end puts no building at stake', ['shootout', 'building'], 'GG-END-2');
    const there = standing(g)[s.building]!;
    const stray = everyone.find((seat) => g.at[seat] !== s.building) ?? there.find((seat) => !everyone.includes(seat));
    if (stray !== undefined) return fault('shootout-fits', `seat ${stray} is not both at building ${s.building} and in its shootout`, ['at', stray], 'GG-SHOOT-1');
  }
  if (g.phase === 'move') {
    if (s.contenders.length !== 1 || s.losers.length === 0) return fault('move-phase-fits', 'a loser moves only after a won shootout', ['shootout'], 'GG-SHOOT-3');
    if ([1, 2, 3, 4, 5, 6].every((b) => g.at.includes(b))) return fault('move-phase-fits', 'no building is empty for the loser to move to', ['at'], 'GG-READ-4');
    return null;
  }
  if (s.contenders.length < 2) return fault('shootout-fits', 'a shootout still rolled has one contender', ['shootout', 'contenders'], 'GG-SHOOT-2');
  if (g.phase === 'shootout-roll') {
    // GG-SHOOT-2: the contenders roll in acting order, one die each.
    const at = s.contenders.indexOf(g.rolling!);
    if (at < 0) return fault('shot-fits', `seat ${g.rolling} rolls but is no contender`, ['rolling'], 'GG-SHOOT-2');
    const wrong = s.contenders.findIndex((seat, k) => (g.shot[seat] !== null) !== k < at);
    if (wrong >= 0) return fault('shot-fits', `contender ${s.contenders[wrong]}'s roll does not fit the acting order`, ['shot', s.contenders[wrong]!], 'GG-SHOOT-2');
  }
  return null;
}

function windowFault(g: GullyGameState, players: number, options: GullyOptions): RuleError | null {
  const w = g.window;
  if ((g.phase === 'window') !== (w !== null)) return fault('window-fits', 'a window is open exactly in the window phase', ['window'], 'GG-READ-6');
  const late = options.treasureTokens === 'before-gold';
  const sheriffWindow = w !== null && (w.purpose === 'sheriff' || (w.purpose === 'treasure' && late));
  if ((g.sheriff !== null) !== sheriffWindow) return fault('sheriff-fits', `the sheriff is ${g.sheriff === null ? 'not yet' : 'already'} rolled in this phase`, ['sheriff'], 'GG-SHERIFF-2');
  if (w === null) return null;
  if (w.turn >= w.order.length) return fault('window-fits', 'the window turn is past its seats', ['window', 'turn'], 'GG-READ-6');
  if (new Set(w.order).size !== w.order.length) return fault('window-fits', 'a seat is named twice in the window', ['window', 'order'], 'GG-READ-6');
  const holders = w.order.filter((seat) => tokenTotal(g.held[seat]!) > 0).length;
  if (tokenTotal(g.held[w.order[w.turn]!]!) === 0) return fault('window-fits', 'the seat to act in the window holds no token', ['window', 'turn'], 'GG-READ-6');
  if (w.passes >= holders) return fault('window-fits', `${w.passes} passes in a row close a window of ${holders} token holders`, ['window', 'passes'], 'GG-READ-6');
  const order = seatsFrom(g.firstPlayer, players);
  if (w.purpose === 'treasure') {
    const seat = w.order[0]!;
    const caught = late && g.at[seat] === g.sheriff;
    if (w.order.length !== 1 || g.at[seat] === null || g.roll[seat] === null || caught) {
      return fault('window-fits', 'a treasure window belongs to one gatherer who rolled (and whom the sheriff does not catch)', ['window', 'order'], 'GG-MOD-3');
    }
  } else if (w.purpose === 'shootout') {
    const s = g.shootout!;
    const inOrder = w.order.every((seat, k) => s.contenders.includes(seat) && (k === 0 || s.contenders.indexOf(seat) > s.contenders.indexOf(w.order[k - 1]!)));
    if (!inOrder) return fault('window-fits', 'the shootout window holds a seat that is not a contender, or out of acting order', ['window', 'order'], 'GG-MOD-2');
    if (s.building === null && !options.finalShootoutTokens) return fault('window-fits', 'no tokens are spent in the tie shootout at the end with these options', ['window'], 'GG-END-3');
    if (s.contenders.some((seat) => g.shot[seat] === null)) return fault('shot-fits', 'a shootout window seat has not shot', ['shot'], 'GG-MOD-2');
  } else {
    const inOrder = w.order.every((seat, k) => g.at[seat] !== null && (k === 0 || order.indexOf(seat) > order.indexOf(w.order[k - 1]!)));
    if (!inOrder) return fault('window-fits', 'the sheriff window holds a seat at no building, or out of seat order', ['window', 'order'], 'GG-MOD-4');
  }
  return null;
}

function endFault(g: GullyGameState, options: GullyOptions): RuleError | null {
  const over = g.phase === 'over';
  if (over !== (g.winner !== null)) return fault('end-fits', over ? 'the game is over without a winner' : 'a winner is named before the end', ['winner'], 'GG-END-1');
  if ((over || g.tieShootout) && g.round !== options.rounds) return fault('end-fits', `the game ends after round ${options.rounds}, not ${g.round}`, ['round'], 'GG-OVER-1');
  if (g.tieShootout && !over && g.shootout?.building !== null) return fault('end-fits', 'the tie at the end is being shot out without its shootout', ['tieShootout'], 'GG-END-2');
  if (!over) return null;
  if (g.shootout !== null || g.contested.length > 0 || g.sheriff !== null) return fault('end-fits', 'the game is over with a shootout or the sheriff still to come', ['phase'], 'GG-OVER-1');
  const scores = finalScores(g, options);
  const best = Math.max(...scores);
  const top = scores.flatMap((score, seat) => (score === best ? [seat] : []));
  const fits = g.tieShootout ? top.length > 1 && top.includes(g.winner!) : top.length === 1 && top[0] === g.winner;
  if (!fits) return fault('end-fits', `seat ${g.winner} cannot have won with scores ${scores.join(', ')}${g.tieShootout ? ' after a tie shootout' : ''}`, ['winner'], 'GG-END-1');
  return null;
}
