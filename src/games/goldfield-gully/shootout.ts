import type { GullyEvent } from './event-schemas.js';
import type { GullyAction, GullyGameState, Shootout } from './schemas.js';
import { replaced, type Table } from './table.js';

// Nobody may spend tokens (shared: the window's candidates are only read).
const NOBODY: readonly number[] = Object.freeze([]);

/**
 * The next shootout, at the lowest contested building: every gatherer there shoots, in seat order
 * from the first player (GG-SHOOT-1). With none left, `shootout` is null: the shootouts are over.
 *
 * @example
 * startNextShootout(table, g, events).shootout; // null once every contested building is settled
 */
export function startNextShootout(table: Table, g: GullyGameState, events: GullyEvent[]): GullyGameState {
  const building = g.contested[0];
  if (building === undefined) return { ...g, shootout: null };
  const contenders: number[] = [];
  for (let k = 0; k < table.players; k++) {
    const seat = (g.firstPlayer + k) % table.players;
    if (g.at[seat] === building) contenders.push(seat);
  }
  events.push({ type: 'shootout-started', building, players: contenders });
  const shootout: Shootout = { building, contenders, rollRounds: 0, losers: [] };
  return startRollRound({ ...g, contested: g.contested.slice(1), shootout });
}

/**
 * A round of shooting: every contender rolls, one chance node each, in acting order (GG-SHOOT-2,
 * GG-END-3).
 *
 * @example
 * startRollRound(g).rolling; // the first contender
 */
export function startRollRound(g: GullyGameState): GullyGameState {
  const shootout = g.shootout!;
  return { ...g, phase: 'shootout-roll', rolling: shootout.contenders[0]!, shot: g.shot.map(() => null) };
}

/**
 * A contender's shootout roll: the next contender rolls, or after the last one `rolling` is null
 * and the round of shooting is rolled (then comes the window of {@link shootoutWindowSeats}).
 *
 * @example
 * applyShootoutRoll(g, 5, events).rolling; // the next contender, or null
 */
export function applyShootoutRoll(g: GullyGameState, die: number, events: GullyEvent[]): GullyGameState {
  const shootout = g.shootout!;
  const seat = g.rolling!;
  events.push({ type: 'shootout-rolled', player: seat, die, building: shootout.building });
  const shot = replaced(g.shot, seat, die);
  const index = shootout.contenders.indexOf(seat);
  const next = shootout.contenders[index + 1];
  if (next !== undefined) return { ...g, shot, rolling: next };
  return { ...g, shot, rolling: null, shootout: { ...shootout, rollRounds: shootout.rollRounds + 1 } };
}

/**
 * The seats that may change their own shootout rolls with tokens once all have rolled: every
 * contender (GG-MOD-2; GG-MOD-5: nobody sits out of a shootout), in the tie shootout at the end
 * only with `finalShootoutTokens` (GG-END-3).
 *
 * @example
 * shootoutWindowSeats(table, g); // [2, 0]
 */
export function shootoutWindowSeats(table: Table, g: GullyGameState): readonly number[] {
  const shootout = g.shootout!;
  return shootout.building !== null || table.options.finalShootoutTokens ? shootout.contenders : NOBODY;
}

/**
 * Settles a round of shooting: equal highest roll again (GG-END-5, GG-SHOOT-3: `rolling` is then
 * the first of them); otherwise the highest roll is the winner, left as the shootout's one
 * contender, who keeps the building (GG-SHOOT-3) or wins the game (GG-END-4). Losers are ranked
 * best first: those who fell out later above those who fell out earlier, then by roll, then in
 * seat order from the first player (GG-READ-3). After `shootoutRollLimit` roll rounds a remaining
 * tie goes by seat order (GG-READ-5).
 *
 * @example
 * resolveShootoutRound(table, g, events).shootout!.contenders; // [winner] once it is decided
 */
export function resolveShootoutRound(table: Table, g: GullyGameState, events: GullyEvent[]): GullyGameState {
  const shootout = g.shootout!;
  let best = 0;
  for (const seat of shootout.contenders) best = Math.max(best, g.shot[seat]!);
  const top = shootout.contenders.filter((seat) => g.shot[seat] === best);
  // A stable sort keeps seat order from the first player among equal rolls.
  const below = shootout.contenders.filter((seat) => g.shot[seat]! < best).sort((a, b) => g.shot[b]! - g.shot[a]!);
  if (top.length > 1 && shootout.rollRounds < table.options.shootoutRollLimit) {
    events.push({ type: 'shootout-tied', building: shootout.building, players: top, roll: best });
    return startRollRound({ ...g, shootout: { ...shootout, contenders: top, losers: [...below, ...shootout.losers] } });
  }
  const winner = top[0]!;
  const losers = [...top.slice(1), ...below, ...shootout.losers];
  const cleared = g.shot.map(() => null);
  events.push({ type: 'shootout-won', building: shootout.building, player: winner, roll: best, losers, byLimit: top.length > 1 });
  return { ...g, shot: cleared, shootout: { ...shootout, contenders: [winner], losers } };
}

/**
 * The buildings where no prospector stands.
 *
 * @example
 * emptyBuildings(g); // [1, 4, 6]
 */
export function emptyBuildings(g: GullyGameState): number[] {
  const empty: number[] = [];
  for (let building = 1; building <= 6; building++) if (!g.at.includes(building)) empty.push(building);
  return empty;
}

/**
 * The next loser to move, best first; a loser with no empty building left sits out the round
 * without losing gold (GG-READ-4). When all have moved, the shootout's `losers` are empty.
 *
 * @example
 * nextMove(g, events).phase; // 'move' while a loser has to move
 */
export function nextMove(g: GullyGameState, events: GullyEvent[]): GullyGameState {
  let state = g;
  for (;;) {
    const shootout = state.shootout!;
    const loser = shootout.losers[0];
    if (loser === undefined) return state;
    if (emptyBuildings(state).length > 0) return { ...state, phase: 'move' };
    events.push({ type: 'sat-out', player: loser, building: state.at[loser] ?? null });
    state = { ...state, at: replaced(state.at, loser, null), shootout: { ...shootout, losers: shootout.losers.slice(1) } };
  }
}

/**
 * The moves of the loser whose turn it is: to each empty building (GG-SHOOT-3), so each player
 * ends in a building of its own (GG-OVER-4, GG-COMMIT-2). Moving only to an empty building means a
 * seat shoots out at most once a round (GG-SHOOT-4).
 *
 * @example
 * moveActions(g, 1); // [{ type: 'move', player: 1, building: 1 }, …]
 */
export function moveActions(g: GullyGameState, player: number): GullyAction[] {
  return emptyBuildings(g).map((building) => ({ type: 'move', player, building }));
}

/**
 * Moves a loser to the empty building it chose; the next loser moves after it.
 *
 * @example
 * applyMove(g, { type: 'move', player: 1, building: 4 }, events);
 */
export function applyMove(g: GullyGameState, action: GullyAction & { type: 'move' }, events: GullyEvent[]): GullyGameState {
  const shootout = g.shootout!;
  events.push({ type: 'moved', player: action.player, from: g.at[action.player] ?? null, to: action.building });
  return { ...g, at: replaced(g.at, action.player, action.building), shootout: { ...shootout, losers: shootout.losers.slice(1) } };
}
