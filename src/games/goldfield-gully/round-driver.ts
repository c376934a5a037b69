import type { GullyEvent } from './event-schemas.js';
import { openCommitments, revealCommitments } from './commit.js';
import { endByTieShootout, endGame } from './game-end.js';
import { refillTarget } from './refill.js';
import { endRound, initialGullyState, startNextRound } from './round.js';
import type { GullyGameState, ModifierWindow } from './schemas.js';
import { beginSheriff, resolveSheriff, sheriffWindowSeats } from './sheriff.js';
import { nextMove, resolveShootoutRound, shootoutWindowSeats, startNextShootout, startRollRound } from './shootout.js';
import type { Table } from './table.js';
import { lateTreasureRoller, nextTreasureRoll } from './treasure.js';
import { openWindow, type WindowPurpose } from './windows.js';

// The one place that knows the order of a round: each phase file does its own step and returns
// the state, and the driver picks the step that follows (as Lost Valley's `settle` does), so no
// phase imports another.

/**
 * Where the driver takes up a round: the step to run next. After a seat's action or a chance
 * outcome, `turn.ts` runs the phase's step and hands the driver the point it has reached.
 *
 * @example
 * const step: RoundStep = { kind: 'window', purpose: 'sheriff', seats: [0, 2] };
 */
export type RoundStep =
  /** GG-ROUND-2: a token is drawn while a quota is open; then every seat commits. */
  | { readonly kind: 'refill' }
  /** A seat committed: the others are awaited, then all are revealed. */
  | { readonly kind: 'commitments' }
  /** The next gatherer's treasure roll, or what follows the last. */
  | { readonly kind: 'treasure-rolls' }
  /** A gatherer rolled for treasure: its window, or with 'before-gold' the next roll. */
  | { readonly kind: 'treasure-rolled'; readonly seat: number }
  /** The next shootout, or what follows the last. */
  | { readonly kind: 'shootouts' }
  /** A contender rolled: the next one rolls, or after the last the window on the rolls. */
  | { readonly kind: 'shootout-rolls' }
  /** A round of shooting is rolled and its window closed: it is settled. */
  | { readonly kind: 'shootout-result' }
  /** The losers of a shootout move, best first; then the next shootout. */
  | { readonly kind: 'moves' }
  /** The sheriff's roll. */
  | { readonly kind: 'sheriff' }
  /** The sheriff rolled: every gatherer's window on him. */
  | { readonly kind: 'sheriff-rolled' }
  /** A modifier window on the roll just made, for those of `seats` who hold tokens. */
  | { readonly kind: 'window'; readonly purpose: WindowPurpose; readonly seats: readonly number[] }
  /** A seat spent or passed in `window`: it goes on, or once closed, what follows it. */
  | { readonly kind: 'window-turn'; readonly window: ModifierWindow }
  /** GG-READ-10: the next gatherer's late treasure window, after seat `after`. */
  | { readonly kind: 'late-treasure-windows'; readonly after: number | null }
  /** The sheriff visits his building; the round's gold and tokens are handed out. */
  | { readonly kind: 'sheriff-visit' }
  /** The round ends: the next begins, or the game is scored. */
  | { readonly kind: 'round-end' };

const REFILL: RoundStep = { kind: 'refill' };
const TREASURE_ROLLS: RoundStep = { kind: 'treasure-rolls' };
const SHOOTOUTS: RoundStep = { kind: 'shootouts' };
const SHOOTOUT_RESULT: RoundStep = { kind: 'shootout-result' };
const MOVES: RoundStep = { kind: 'moves' };
const SHERIFF: RoundStep = { kind: 'sheriff' };
const SHERIFF_VISIT: RoundStep = { kind: 'sheriff-visit' };
const ROUND_END: RoundStep = { kind: 'round-end' };
const FIRST_LATE_TREASURE_WINDOW: RoundStep = { kind: 'late-treasure-windows', after: null };

/**
 * Runs the round from `from` until the game waits for a seat or a chance node, or is over. A
 * round: the refill (GG-ROUND-2), the commitments (GG-COMMIT-1), the treasure rolls (GG-ROLL-1)
 * and the shootouts (GG-SHOOT-1), or with `treasureRolls: 'after-shootouts'` the shootouts first
 * (GG-READ-9), the sheriff (GG-SHERIFF-1), and after the last round the score (GG-OVER-1).
 *
 * @example
 * driveRound(table, applyCommit(g, action, events), { kind: 'commitments' }, events);
 */
export function driveRound(table: Table, start: GullyGameState, from: RoundStep, events: GullyEvent[]): GullyGameState {
  const treasureFirst = table.options.treasureRolls === 'before-shootouts';
  // GG-READ-10: with 'before-gold' the treasure windows wait until the sheriff is known.
  const lateTreasureTokens = table.options.treasureTokens === 'before-gold';
  let g = start;
  let step = from;
  for (;;) {
    switch (step.kind) {
      case 'refill':
        if (refillTarget(g, table.town) !== null) return g;
        return openCommitments(g, events);
      case 'commitments':
        if (g.choice.includes(null)) return g;
        g = revealCommitments(table, g, events);
        step = treasureFirst ? TREASURE_ROLLS : SHOOTOUTS;
        break;
      case 'treasure-rolls':
        g = nextTreasureRoll(table, g);
        if (g.rolling !== null) return g;
        step = treasureFirst ? SHOOTOUTS : SHERIFF;
        break;
      case 'treasure-rolled':
        step = lateTreasureTokens ? TREASURE_ROLLS : { kind: 'window', purpose: 'treasure', seats: [step.seat] };
        break;
      case 'shootouts':
        g = startNextShootout(table, g, events);
        if (g.shootout !== null) return g;
        step = treasureFirst ? SHERIFF : TREASURE_ROLLS;
        break;
      case 'shootout-rolls':
        if (g.rolling !== null) return g;
        step = { kind: 'window', purpose: 'shootout', seats: shootoutWindowSeats(table, g) };
        break;
      case 'shootout-result':
        g = resolveShootoutRound(table, g, events);
        if (g.rolling !== null) return g; // tied: they roll again
        if (g.shootout!.building === null) return endByTieShootout(table, g, events);
        step = MOVES;
        break;
      case 'moves':
        g = nextMove(g, events);
        if (g.shootout!.losers.length > 0) return g;
        step = SHOOTOUTS;
        break;
      case 'sheriff':
        return beginSheriff(g);
      case 'sheriff-rolled':
        step = { kind: 'window', purpose: 'sheriff', seats: sheriffWindowSeats(table, g) };
        break;
      case 'window':
        g = openWindow(g, step.purpose, step.seats);
        if (g.window !== null) return g;
        step = afterWindow(step.purpose, step.seats[0] ?? null, lateTreasureTokens);
        break;
      case 'window-turn':
        if (g.window !== null) return g;
        step = afterWindow(step.window.purpose, step.window.order[0]!, lateTreasureTokens);
        break;
      case 'late-treasure-windows': {
        const seat = lateTreasureRoller(table, g, step.after);
        step = seat === null ? SHERIFF_VISIT : { kind: 'window', purpose: 'treasure', seats: [seat] };
        break;
      }
      case 'sheriff-visit':
        g = resolveSheriff(table, g, events);
        step = ROUND_END;
        break;
      case 'round-end':
        endRound(g, events);
        if (g.round >= table.options.rounds) {
          g = endGame(table, g, events);
          // GG-END-2: a tie at the top is shot out.
          return g.phase === 'over' ? g : startRollRound(g);
        }
        g = startNextRound(table, g, events);
        step = REFILL;
        break;
    }
  }
}

/**
 * What follows a closed window: the next treasure roll, the shootout's result, or the sheriff's
 * visit. With `treasureTokens: 'before-gold'` the treasure windows come after the sheriff's, one
 * per gatherer in seat order (`roller` is the seat whose window just closed), then the visit.
 */
function afterWindow(purpose: WindowPurpose, roller: number | null, lateTreasureTokens: boolean): RoundStep {
  if (purpose === 'treasure') return lateTreasureTokens ? { kind: 'late-treasure-windows', after: roller } : TREASURE_ROLLS;
  if (purpose === 'shootout') return SHOOTOUT_RESULT;
  return lateTreasureTokens ? FIRST_LATE_TREASURE_WINDOW : SHERIFF_VISIT;
}

/**
 * The state the game first waits in: round 1, refilling its quotas (GG-ROUND-1, GG-ROUND-2).
 *
 * @example
 * startFirstRound({ players: 3, options, town: defaultTown }).phase; // 'refill'
 */
export function startFirstRound(table: Table): GullyGameState {
  return driveRound(table, initialGullyState(table), REFILL, []);
}
