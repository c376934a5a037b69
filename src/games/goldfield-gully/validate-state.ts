import type { RuleError } from '../../core/errors.js';
import type { Town } from './data/town-schema.js';
import type { GullyOptions } from './options.js';
import { refillTarget } from './refill.js';
import { gullyFault } from './save-fault.js';
import type { GullyGameState } from './schemas.js';
import { tokenTotal } from './table.js';
import { validateGullyRound } from './validate-round.js';

/**
 * Checks a loaded game part beyond its schema, so that a save the rules cannot play is refused as
 * a whole: per-seat lists of the right length, seats in range, every token of the town in one
 * place (GG-COMP-2) and within the buildings' quotas (GG-ROUND-2), the round, the first player
 * (GG-READ-1) and the gold the rounds allow (GG-ROLL-2, GG-BANK-1); then the round itself
 * (`validateGullyRound`): commitments, prospectors, shootouts, windows, the sheriff and the end.
 *
 * @example
 * validateGullyState(g, defaultTown, 3, options); // null
 */
export function validateGullyState(g: GullyGameState, town: Town, players: number, options: GullyOptions): RuleError | null {
  const lists = { held: g.held, banked: g.banked, unbanked: g.unbanked, choice: g.choice, at: g.at, roll: g.roll, shot: g.shot };
  for (const [name, list] of Object.entries(lists)) {
    if (list.length !== players) return gullyFault('per-seat-lists', `${name} has ${list.length} entries for ${players} seats`, [name]);
  }
  const seats: [number | null, (string | number)[]][] = [
    [g.firstPlayer, ['firstPlayer']],
    [g.rolling, ['rolling']],
    [g.winner, ['winner']],
    ...(g.window?.order ?? []).map((seat, k): [number, (string | number)[]] => [seat, ['window', 'order', k]]),
    ...(g.shootout?.contenders ?? []).map((seat, k): [number, (string | number)[]] => [seat, ['shootout', 'contenders', k]]),
    ...(g.shootout?.losers ?? []).map((seat, k): [number, (string | number)[]] => [seat, ['shootout', 'losers', k]]),
  ];
  for (const [seat, path] of seats) if (seat !== null && seat >= players) return gullyFault('seat-at-table', `seat ${seat} is not below ${players}`, path);
  return tokenFault(g, town) ?? roundFault(g, players, options) ?? validateGullyRound(g, town, players, options);
}

/** GG-COMP-2, GG-ROUND-2: every token in one place, the buildings within their quotas. */
function tokenFault(g: GullyGameState, town: Town): RuleError | null {
  let ones = g.stack.ones + g.spent.ones;
  let twos = g.stack.twos + g.spent.twos;
  for (const c of g.lying) (ones += c.ones), (twos += c.twos);
  for (const c of g.held) (ones += c.ones), (twos += c.twos);
  if (ones !== town.tokens.ones || twos !== town.tokens.twos) {
    return gullyFault('tokens-add-up', `the stack, spent pile, buildings and hands hold ${ones} ±1 and ${twos} ±2 tokens; the town has ${town.tokens.ones} and ${town.tokens.twos}`, ['stack'], 'GG-COMP-2');
  }
  const inRound = g.phase !== 'refill' && g.phase !== 'over' && !g.tieShootout;
  // GG-MOD-1: tokens reach a hand only at the sheriff's visit, the first at the end of round 1.
  const firstVisit = g.round === 1 && g.phase !== 'over' && !g.tieShootout;
  const early = g.held.findIndex((t) => tokenTotal(t) > 0);
  if (firstVisit && (early >= 0 || tokenTotal(g.spent) > 0)) {
    return gullyFault('tokens-from-visits', early >= 0 ? `seat ${early} holds tokens before the first visit of the sheriff` : 'tokens were spent before any was taken', early >= 0 ? ['held', early] : ['spent'], 'GG-MOD-1');
  }
  for (let b = 0; b < 6; b++) {
    const quota = town.buildings[b]!.quota;
    const lying = tokenTotal(g.lying[b]!);
    if (lying > quota) return gullyFault('lying-within-quota', `building ${b + 1} holds ${lying} tokens for a quota of ${quota}`, ['lying', b], 'GG-ROUND-2');
    // Once refilled, a quota stays full for the round unless the stack ran out (GG-FACT-2); the sheriff's visit ends it.
    if (inRound && lying < quota && tokenTotal(g.stack) > 0) {
      return gullyFault('quotas-refilled', `building ${b + 1} holds ${lying} of its ${quota} tokens while the stack still has some`, ['lying', b], 'GG-ROUND-2');
    }
  }
  if (g.phase === 'refill' && refillTarget(g, town) === null) return gullyFault('quotas-refilled', 'the refill goes on with every quota met or the stack empty', ['phase'], 'GG-ROUND-2');
  return null;
}

/** The round number, the first player and the gold the rounds so far allow. */
function roundFault(g: GullyGameState, players: number, options: GullyOptions): RuleError | null {
  if (g.round > options.rounds) return gullyFault('round-within-limit', `round ${g.round} is past the game's ${options.rounds}`, ['round'], 'GG-OVER-1');
  const first = options.rotateFirstPlayer ? (g.round - 1) % players : 0;
  if (g.firstPlayer !== first) return gullyFault('first-player-fits', `round ${g.round}'s first player is seat ${first}, not ${g.firstPlayer}`, ['firstPlayer'], 'GG-READ-1');
  // Gold comes only at the sheriff's visit, the round's last step: at most a 6 per round (GG-ROLL-2).
  const rounds = g.phase === 'over' || g.tieShootout ? g.round : g.round - 1;
  for (let seat = 0; seat < players; seat++) {
    const gold = g.banked[seat]! + g.unbanked[seat]!;
    if (gold > 6 * rounds) return gullyFault('gold-within-rounds', `seat ${seat} holds ${gold} gold after ${rounds} rounds of at most 6`, ['unbanked', seat], 'GG-ROLL-2');
    if (g.revealed && g.choice[seat] === 0 && g.unbanked[seat] !== 0) {
      return gullyFault('banker-banked', `seat ${seat} banked this round but holds ${g.unbanked[seat]} unbanked gold`, ['unbanked', seat], 'GG-BANK-1');
    }
  }
  return null;
}
