/**
 * Helpers for the first edition's action tests (not a test file itself). Positions are built
 * with the position builder by {@link firstEditionSite}: a first-edition game on a legal board
 * (site-board.ts `legalSite`: the river's first diamond at the mouth, a real diamond on each
 * face around the intersection, the exploration ended the real way), seat 0 standing at the
 * intersection with goods from the supply, works built from the supply. The tiles carry their
 * own markers (first-edition ids: L01 and L04 forests with an animal, L03 and L07 bare forests,
 * L05 a forest with an event, L10 a mountain with four gray markers, L19 a tundra with two
 * green ones, L27 a lake with two green ones, R01 a river with two green ones and a fish, R03
 * the mouth's river with a fish, S01 the spring with its mother lode). Everything after is real
 * play with forced chance.
 */
import { chanceOutcomes } from '../../../src/index.js';
import type { LostValleyOptions, LostValleyState, MarkerSlot, ValleyPosition, Work } from '../../../src/games/lost-valley/public.js';
import { withGearMarker } from '../../../src/games/lost-valley/position/hidden-gear-step.js';
import { emptyHanded } from './gold-helpers.js';
import { legalSite, type Site } from './site-board.js';
import { built, legal, newGame, play, position } from './lv-helpers.js';

/**
 * The tiles a scene lays on the faces around its intersection that it does not name: dry
 * tundras with green markers only (no water, forest, animal, event or fish), then event-free
 * mountains (no mine stands on them, so their gray markers cannot be dug).
 */
export const QUIET_FILL = ['L19', 'L21', 'L24', 'L13', 'L14', 'L15'] as const;

/** The same without mountains, for scenes that must offer no mine but the one named. */
export const NO_MOUNTAIN_FILL = ['L19', 'L21', 'L24', 'L03', 'L07', 'L28'] as const;

/** What a first-edition scene holds besides the tiles around the intersection. */
export interface FirstEditionScene {
  /** Works already built (`at`: an intersection or edge id, a mine's tile index), from the supply. */
  readonly works?: (site: Site) => readonly Work[];
  readonly options?: Partial<LostValleyOptions>;
  readonly players?: number;
  /** Tiles for the faces not named, in order (default {@link QUIET_FILL}). */
  readonly fill?: readonly string[];
  /** River diamonds laid after the mouth's (legalSite's `river`). */
  readonly river?: readonly string[];
  /** Where seat 0 stands (default O2, away from the river and the spring). */
  readonly at?: string;
  /** One-time gear events held face down in the gear area (dried fish, dynamite stick, whiskey). */
  readonly hidden?: readonly string[];
  /** A replacement component set (setup `data`). */
  readonly data?: unknown;
}

/**
 * A first-edition scene on a legal board: `around` names the tiles on the six faces around the
 * intersection in `ring` order (a face the river or the spring takes is skipped with its
 * entry; `null` takes the next fill tile), seat 0 holds `backpack` and `gear` from the supply
 * (nothing else), and the works named stand. The position is checked as a save is.
 *
 * @example
 * const { state, v, faces, tileOf } = firstEditionSite(['L27'], {}, { 'fishing-rod': 1 });
 */
export function firstEditionSite(around: readonly (string | null)[], backpack: Record<string, number>, gear: Record<string, number> = {}, scene: FirstEditionScene = {}): Site {
  const fill = (scene.fill ?? QUIET_FILL).filter((tile) => !around.includes(tile));
  let next = 0;
  const ring = Array.from({ length: 6 }, (_, k) => around[k] ?? fill[next++] ?? null);
  const site = legalSite({
    variant: 'first-edition',
    players: scene.players ?? 2,
    ...(scene.options ? { options: scene.options } : {}),
    ...(scene.river ? { river: scene.river } : {}),
    ...(scene.at ? { at: scene.at } : {}),
    ...(scene.data === undefined ? {} : { data: scene.data }),
    around: ring,
    goods: { ...backpack, ...gear },
  });
  let board = position(site.state);
  for (const identity of scene.hidden ?? []) board = withGearMarker(board, 0, identity);
  for (const work of scene.works?.(site) ?? []) board = board.work(work.work, work.at, work.builder);
  return { ...site, state: built(board) };
}

/**
 * A first-edition board laid by name at the mouth, where a triangle can lie: R01, the mountain
 * L10 and the forest L01 enclose the mouth's face O0^, and a first-edition triangle fills a gap
 * (LV-EXP1-1), so `triangle` (the bear cave T01, the quiet nook T02, the landscape T06 with two
 * events) lies there with its markers from the supply. Seat 0 stands at O0 by it (touching L10
 * and L01 too: gray markers and one animal), holding `backpack` from the supply (nothing else).
 * Exploration goes on.
 *
 * @example
 * const { state, tile } = gapTriangle('T02', { food: 1, tool: 1 });
 */
export function gapTriangle(triangle: string, backpack: Record<string, number> = {}, players = 2): { board: ValleyPosition; state: LostValleyState; tile: number } {
  const start = newGame({ variant: 'first-edition', players });
  const laid = position(start).diamond('R01', ['M0^', 'M1v']).diamond('L10', ['N0^', 'N1v']).diamond('L01', ['O1v', 'O1^']).triangle(triangle, 'O0^').at(0, 'O0');
  let board = emptyHanded(laid, start, 0);
  for (const [item, count] of Object.entries(backpack)) board = board.take(0, item, count);
  const state = built(board);
  return { board, state, tile: state.g.board.tiles.findIndex((t) => t.tile === triangle) };
}

/** The markers of a pool on the tile covering `faceId` (ids in order). */
export function markersOn(site: Site, faceId: number, pool: MarkerSlot['pool'], state: LostValleyState = site.state): number[] {
  const tile = state.g.board.tiles[site.tileOf(faceId)];
  return (tile?.markers ?? []).filter((m) => m.pool === pool).map((m) => m.id);
}

/** The current seat's legal actions of one type. */
export function offered(state: LostValleyState, type: string) {
  return legal(state).filter((a) => a.type === type);
}

/** Resolves every waiting chance node with its first outcome (marker identities: no rule hangs on which). */
export function settle(state: LostValleyState): LostValleyState {
  let next = state;
  for (let i = 0; i < 20 && next.g.pending.kind === 'task-chance'; i++) {
    const first = chanceOutcomes(next)[0]!;
    next = play(next, { type: 'chance', outcome: first.outcome }).state;
  }
  return next;
}
