import type { Outcome } from '../../core/actions.js';
import { catalogOf } from './data/catalog.js';
import type { DutchmanData } from './data/data-schema.js';
import { highestAttribute, replaceHead, type Ctx } from './context.js';
import type { DutchmanGameState, Prospector } from './schemas.js';
import type { TaskOf } from './tasks.js';

/**
 * A prospector's treasure (LD-END-2, LD-TILE-CREATURE-1, LD-GHOST-2): his treasure tiles (the
 * haunted one at zero, buried ones included), his creature tiles (each worth the kind's base plus
 * one less than how many of that kind he holds), his disaster tiles, and the mine's bonus.
 *
 * @example
 * scoreOf(componentsOf(state), state.g, 0); // 23
 */
export function scoreOf(data: DutchmanData, g: Pick<DutchmanGameState, 'prospectors' | 'ghost'>, seat: number): number {
  const catalog = catalogOf(data);
  const p = g.prospectors[seat]!;
  let total = 0;
  // LD-TILE-TREASURE-2: a treasure tile counts its value.
  for (const t of p.treasures) if (t.uid !== g.ghost) total += t.value;
  const held = new Map<string, number>();
  for (const id of p.trophies) held.set(id, (held.get(id) ?? 0) + 1);
  for (const [id, count] of held) {
    const kind = catalog.tiles[catalog.tileIndex.get(id)!]!.challenge!;
    total += catalog.creatureIds.has(id) ? count * (kind.treasure + count - 1) : count * kind.treasure;
  }
  // LD-MINE-3: the finder of the mine adds its bonus.
  if (p.foundMine) total += data.mineBonus;
  return total;
}

function bestOf(seats: readonly number[], measure: (seat: number) => number): number[] {
  const best = Math.max(...seats.map(measure));
  return seats.filter((seat) => measure(seat) === best);
}

/**
 * Settles a final tie as far as the tiles allow (LD-END-3, LD-END-4): the finder of the mine,
 * then the most creature and disaster tiles; a tie left after that rolls off (chance nodes).
 *
 * @example
 * startTieBreak(ctx);
 */
export function startTieBreak(ctx: Ctx): void {
  const g = ctx.g;
  const seats = g.prospectors.map((_, seat) => seat);
  const leaders = bestOf(seats, (seat) => scoreOf(ctx.data, g, seat));
  if (leaders.length === 1) return;
  const finder = leaders.filter((seat) => g.prospectors[seat]!.foundMine);
  if (finder.length === 1) {
    g.tieBreak = { rule: 'mine-finder', winners: finder };
    return;
  }
  const mostTiles = bestOf(leaders, (seat) => g.prospectors[seat]!.trophies.length);
  if (mostTiles.length === 1) {
    g.tieBreak = { rule: 'most-tiles', winners: mostTiles };
    return;
  }
  g.queue = [{ t: 'tiebreak-roll', seats: mostTiles, rolls: [] }];
}

/**
 * One roll of the final roll-off (LD-END-4): action die plus the highest attribute other than
 * health; equal best totals roll again among themselves.
 *
 * @example
 * applyTieBreakRoll(ctx, { t: 'tiebreak-roll', seats: [0, 2], rolls: [] }, 6);
 */
export function applyTieBreakRoll(ctx: Ctx, task: TaskOf<'tiebreak-roll'>, die: number): void {
  const rolls = [...task.rolls, die];
  const seat = task.seats[rolls.length - 1]!;
  const p: Prospector = ctx.g.prospectors[seat]!;
  ctx.events.push({ type: 'tie-break-roll', player: seat, die, total: die + highestAttribute(p) });
  if (rolls.length < task.seats.length) {
    replaceHead(ctx, { ...task, rolls });
    return;
  }
  const totals = task.seats.map((s, i) => rolls[i]! + highestAttribute(ctx.g.prospectors[s]!));
  const best = Math.max(...totals);
  const tied = task.seats.filter((_, i) => totals[i] === best);
  if (tied.length > 1) {
    replaceHead(ctx, { t: 'tiebreak-roll', seats: tied, rolls: [] });
    return;
  }
  ctx.g.tieBreak = { rule: 'roll-off', winners: tied };
  replaceHead(ctx);
}

/**
 * The result of an ended game: every prospector's treasure, the winner, the one with the most
 * treasure (LD-IDEA-2, LD-END-2; or the tied leaders if none was separated), and the tie-break used.
 *
 * @example
 * dutchmanOutcome(componentsOf(state), state.g);
 */
export function dutchmanOutcome(data: DutchmanData, g: DutchmanGameState): Outcome | null {
  if (g.ended === null || g.queue.length > 0) return null;
  const scores = g.prospectors.map((_, seat) => scoreOf(data, g, seat));
  const best = Math.max(...scores);
  const leaders = scores.flatMap((score, seat) => (score === best ? [seat] : []));
  return {
    scores,
    winners: g.tieBreak?.winners ?? leaders,
    tieBreak: g.tieBreak?.rule ?? null,
    reason: g.ended,
  };
}
