/**
 * Helpers for the first edition's action tests (not a test file itself). Positions are
 * hand-built with `site` (build-helpers.ts) on a first-edition game: seat 0 stands at (2, 2) on
 * a finished board whose six faces around it hold the tiles a test names (first-edition ids:
 * L01 forest, L10 mountain, L19 tundra, L27 lake, R01 river, T01 bear cave, T02 quiet nook,
 * S01 the spring; other faces a one-face wasteland piece). Everything after is real play with
 * forced chance.
 */
import { chanceOutcomes } from '../../../src/index.js';
import type { PlacedTile, Work } from '../../../src/games/lost-valley/public.js';
import type { LostValleyOptions, LostValleyState } from '../../../src/games/lost-valley/public.js';
import { goods, piece, site } from './build-helpers.js';
import { legal, newGame, play, withG } from './lv-helpers.js';

/** A first-edition site: tiles around (2, 2), seat 0's backpack and gear, works already built. */
export function feSite(
  around: (string | ((faceId: number) => PlacedTile))[],
  backpack: Record<string, number>,
  gear: Record<string, number> = {},
  options: { works?: (s: ReturnType<typeof site>) => Work[]; options?: Partial<LostValleyOptions>; players?: number } = {},
) {
  const base = newGame({ variant: 'first-edition', players: options.players ?? 2, options: options.options ?? {} });
  const s = site(base, around, goods(backpack, gear));
  if (!options.works) return s;
  return { ...s, state: withG(s.state, { board: { ...s.state.g.board, works: options.works(s) } }) };
}

/** A piece of a given kind (the spring, a river diamond's face, a triangle). */
export function kindPiece(tile: string, kind: PlacedTile['kind'], markers: PlacedTile['markers'] = []) {
  return (faceId: number): PlacedTile => piece(faceId, tile, markers, kind);
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
