import { highestAttribute, hunterBonus, prospectorOf, replaceHead, updateProspector, type Ctx } from './context.js';
import type { DutchmanData } from './data/data-schema.js';
import type { Prospector } from './schemas.js';
import type { DutchmanAction } from './schemas.js';
import type { Task, TaskOf } from './tasks.js';

type CrossAction = Extract<DutchmanAction, { type: 'cross' }>;

/**
 * The challenge tokens the active prospector may overcome now (LD-MAP-3, reading 3): face-up
 * tokens on spots ahead of where he stands that show the rating of a creature or disaster he
 * defeated this turn and has not yet used.
 *
 * @example
 * crossActions(ctx, 0); // [{ type: 'cross', player: 0, spot: '2' }]
 */
export function crossActions(ctx: Pick<Ctx, 'g' | 'catalog' | 'data'>, seat: number): CrossAction[] {
  const g = ctx.g;
  if (g.defeated.length === 0) return [];
  const actions: CrossAction[] = [];
  for (const spot of ctx.catalog.ahead.get(g.prospectors[seat]!.map) ?? []) {
    if (matchingDefeat(ctx, spot) !== -1) actions.push({ type: 'cross', player: seat, spot: ctx.catalog.spots[spot]!.id });
  }
  return actions;
}

/** The index in `defeated` of the first defeat whose rating the spot's face-up token shows, or -1. */
function matchingDefeat(ctx: Pick<Ctx, 'g' | 'catalog' | 'data'>, spot: number): number {
  const tokenId = ctx.g.tokens[spot];
  if (tokenId === null || tokenId === undefined) return -1;
  const token = ctx.data.challengeTokens[ctx.catalog.tokenIndex.get(tokenId)!]!;
  return ctx.g.defeated.findIndex((rating) => token.ratings.includes(rating));
}

/**
 * The token tasks that turn over the face-down tokens ahead of a position (LD-MAP-4, LD-SETUP-3).
 *
 * @example
 * revealAhead(ctx, 'camp'); // [{ t: 'token', spot: 0 }, …]
 */
export function revealAhead(ctx: Pick<Ctx, 'g' | 'catalog'>, position: string): Task[] {
  return (ctx.catalog.ahead.get(position) ?? []).filter((spot) => ctx.g.tokens[spot] === null).map((spot) => ({ t: 'token' as const, spot }));
}

/**
 * Turns a challenge token face up: the chance outcome names it among the face-down ones.
 *
 * @example
 * revealToken(ctx, 3, '5-9');
 */
export function revealToken(ctx: Ctx, spot: number, tokenId: string): void {
  const tokens = ctx.g.tokens.slice();
  tokens[spot] = tokenId;
  ctx.g.tokens = tokens;
  ctx.g.tokenPool = ctx.g.tokenPool.filter((id) => id !== tokenId);
  ctx.events.push({ type: 'token-revealed', spot: ctx.catalog.spots[spot]!.id, token: tokenId });
  replaceHead(ctx);
}

/**
 * Overcomes a challenge token (LD-MAP-3, LD-MAP-4): one defeat of this turn is used, the
 * prospector moves behind the token and turns the tokens ahead; behind the final token he has
 * found the mine (LD-MINE-1), and must first defeat the Lost Dutchman if the Ghost defends it
 * (LD-MINE-2). Finding the mine ends his turn.
 *
 * @example
 * applyCross(ctx, { type: 'cross', player: 0, spot: '1' });
 */
export function applyCross(ctx: Ctx, action: CrossAction): void {
  const spot = ctx.catalog.spotIndex.get(action.spot)!;
  const used = matchingDefeat(ctx, spot);
  const rating = ctx.g.defeated[used]!;
  ctx.g.defeated = ctx.g.defeated.filter((_, index) => index !== used);
  const seat = action.player;
  const from = prospectorOf(ctx, seat).map;
  updateProspector(ctx, seat, (p) => ({ ...p, map: action.spot, mapFrom: from }));
  // LD-MAP-5: the token stays on the map (`g.tokens` is not changed).
  ctx.events.push({ type: 'token-overcome', player: seat, spot: action.spot, token: ctx.g.tokens[spot] ?? null, rating });
  if (spot !== ctx.catalog.finalSpot) {
    replaceHead(ctx, ...revealAhead(ctx, action.spot), { t: 'map', seat });
    return;
  }
  if (ctx.g.ghost === null) {
    replaceHead(ctx, { t: 'ghost-roll', seat, at: 'mine' });
    return;
  }
  replaceHead(ctx);
  claimMine(ctx, seat);
}

// LD-MINE-3: finding the mine triggers the end (no further turn) and earns the mine bonus in the
// final scoring (`scoreOf`).
function claimMine(ctx: Ctx, seat: number): void {
  updateProspector(ctx, seat, (p) => ({ ...p, foundMine: true }));
  ctx.events.push({ type: 'mine-found', player: seat, bonus: ctx.data.mineBonus });
  if (ctx.g.endTrigger === null) {
    ctx.g.endTrigger = 'mine-found';
    ctx.events.push({ type: 'end-triggered', reason: 'mine-found' });
  }
}

/**
 * A fight with the Lost Dutchman creature tile (LD-MINE-2, LD-MINE-3, LD-MINE-4, LD-GHOST-4):
 * action die plus the tile's attribute (and a guide's bonus) must beat its rating. At the mine, a
 * win finds it and a loss steps the prospector back one space; on a haunted treasure, a win sends
 * the Ghost back to his mine and a loss costs nothing. Either way the turn is over.
 *
 * @example
 * applyGhostRoll(ctx, { t: 'ghost-roll', seat: 0, at: 'mine' }, 6);
 */
export function applyGhostRoll(ctx: Ctx, task: TaskOf<'ghost-roll'>, die: number): void {
  const p = prospectorOf(ctx, task.seat);
  const dutchman = ctx.data.lostDutchman;
  const total = die + dutchmanAttribute(p, dutchman.attribute) + hunterBonus(ctx.catalog, p, 'challenge-bonus');
  const won = total > dutchman.rating;
  ctx.events.push({ type: 'dutchman-fought', player: task.seat, at: task.at, die, total, rating: dutchman.rating, won });
  replaceHead(ctx);
  if (task.at === 'mine') {
    if (won) {
      claimMine(ctx, task.seat);
    } else {
      const back = p.mapFrom ?? 'camp';
      updateProspector(ctx, task.seat, (q) => ({ ...q, map: back, mapFrom: null }));
      ctx.events.push({ type: 'stepped-back', player: task.seat, to: back });
    }
  } else if (won) {
    ctx.g.ghost = null;
    ctx.events.push({ type: 'ghost-returned', reason: 'dutchman-defeated' });
  }
}

/**
 * The attribute a prospector adds against the Lost Dutchman: the one the tile names, or his
 * highest other than health when it says `highest` (LD-MINE-2).
 *
 * @example
 * dutchmanAttribute(prospector, 'highest'); // 3
 */
export function dutchmanAttribute(prospector: Prospector, attribute: DutchmanData['lostDutchman']['attribute']): number {
  return attribute === 'highest' ? highestAttribute(prospector) : prospector.attributes[attribute];
}
