import type { PlayerRange } from '../../../core/definition.js';
import type { RuleContext } from './rule-context.js';
import type { LostValleyOptions } from '../schemas/options.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';

type G = LostValleyGameState;

/*
 * Who plays with whom (LV-TEAM-2 … LV-TEAM-6, LV-SEAT-2, LV-TEAM-20). Teams are derived from the
 * options and the seat count, never stored: a seat belongs to one team, and every prospector of
 * a seat to its seat's team. Without the `teams` option a seat's own prospectors are its team
 * (one prospector: a team of one, the standard game).
 */

/**
 * Whether the team rules apply (partners give, share claims, weigh and score together): a team
 * option, or seats leading two prospectors (LV-SEAT-2).
 *
 * @example
 * isTeamGame(LostValleyOptionsSchema.parse({ teams: 'pairs' })); // true
 */
export function isTeamGame(options: LostValleyOptions): boolean {
  return options.teams !== 'none' || options.prospectorsPerSeat > 1;
}

/**
 * The seat counts the team options allow (LV-TEAM-20): pairs at 4 to 6 seats, the five-seat form
 * where the fifth leads two at 5, the two-player form at 2; `null` without teams.
 *
 * @example
 * teamPlayerRange(LostValleyOptionsSchema.parse({ teams: 'pairs' })); // { min: 4, max: 6, rule: 'LV-TEAM-20' }
 */
export function teamPlayerRange(options: LostValleyOptions): PlayerRange | null {
  if (options.teams === 'pairs') return { min: 4, max: 6, rule: 'LV-TEAM-20' };
  if (options.teams === 'pairs-fifth-leads-two') return { min: 5, max: 5, rule: 'LV-TEAM-20' };
  if (options.teams === 'two-player') return { min: 2, max: 2, rule: 'LV-TEAM-20' };
  return null;
}

/**
 * The team of each seat (LV-TEAM-4 … LV-TEAM-6): A, B, A, B at four seats; A, B, C, A, B, C at
 * six (LV-TEAM-5); A, B, C, A, B at five (C solo, or C leading two prospectors). Without pairs every seat is
 * its own team.
 *
 * @example
 * seatTeams(LostValleyOptionsSchema.parse({ teams: 'pairs' }), 4); // [0, 1, 0, 1]
 */
export function seatTeams(options: LostValleyOptions, players: number): number[] {
  const pairs = options.teams === 'pairs' || options.teams === 'pairs-fifth-leads-two';
  const seats = Array.from({ length: players }, (_, seat) => seat);
  if (!pairs) return seats;
  if (players === 5) return [0, 1, 2, 0, 1];
  // Partners sit half the table apart, so no two team-mates are neighbours (LV-TEAM-3).
  return seats.map((seat) => seat % Math.max(1, Math.floor(players / 2)));
}

/**
 * How many prospectors each seat leads: `prospectorsPerSeat`, two for both seats of the
 * two-player form, and two for the third seat when the fifth player leads two (LV-TEAM-6).
 *
 * @example
 * prospectorCounts(ctx); // [1, 1, 2, 1, 1] with five seats where the fifth leads two
 * @internal
 */
export function prospectorCounts(ctx: Pick<RuleContext, 'options' | 'players' | 'rules'>): number[] {
  const options = ctx.options;
  return Array.from({ length: ctx.players }, (_, seat) => {
    if (options.teams === 'two-player') return 2;
    if (options.teams === 'pairs-fifth-leads-two' && seat === 2) return 2;
    // LV-FE-SEAT-2: the first edition's Czech two-player rule gives both seats two prospectors.
    return ctx.rules.prospectorsPerSeat;
  });
}

/**
 * The team of a seat under a rule context.
 *
 * @example
 * teamOf(ctx, 2); // 0 in a four-seat team game
 * @internal
 */
export function teamOf(ctx: RuleContext, seat: number): number {
  return seatTeams(ctx.options, ctx.players)[seat] ?? seat;
}

/**
 * The seats of a team, ascending.
 *
 * @example
 * teamSeats(ctx, 0); // [0, 2] in a four-seat team game
 * @internal
 */
export function teamSeats(ctx: RuleContext, team: number): number[] {
  return seatTeams(ctx.options, ctx.players).flatMap((t, seat) => (t === team ? [seat] : []));
}

/**
 * The prospectors (indices) of the team a seat belongs to, ascending: the seat's own and its
 * partners'.
 *
 * @example
 * teamProspectors(ctx, g, 0); // [0, 2] in a four-seat team game
 * @internal
 */
export function teamProspectors(ctx: RuleContext, g: G, seat: number): number[] {
  const teams = seatTeams(ctx.options, ctx.players);
  const team = teams[seat] ?? seat;
  return g.prospectors.flatMap((p, i) => ((teams[p.seat] ?? p.seat) === team ? [i] : []));
}

/**
 * Whether two distinct prospectors are partners (the same team).
 *
 * @example
 * arePartners(ctx, g, 0, 2); // true in a four-seat team game
 * @internal
 */
export function arePartners(ctx: RuleContext, g: G, a: number, b: number): boolean {
  const pa = g.prospectors[a];
  const pb = g.prospectors[b];
  if (a === b || !pa || !pb) return false;
  return teamOf(ctx, pa.seat) === teamOf(ctx, pb.seat);
}
