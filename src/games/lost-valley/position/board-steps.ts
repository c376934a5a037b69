import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { positionFault } from '../../../core/position-check.js';
import { isCovered, type BoardIndex } from '../board/board-index.js';
import { diamondAt, type DiamondPlacement } from '../board/diamond.js';
import { landPlacements, optionalTriangleFaces, riverPlacements, riverStepNeeded, type RiverPlacement } from '../board/placements.js';
import { endExploration } from '../exploration/end-exploration.js';
import { leaveHole, placeDiamond, placeTriangle } from '../exploration/lay-tiles.js';
import { drawable } from '../game/turn.js';
import { landLeft } from '../skills/scout.js';
import { indexOf, type RuleContext } from '../kernel/rule-context.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { faceOf, type Place } from './places.js';
import { notAtThisTable } from './table-size-refusal.js';

type G = LostValleyGameState;

/*
 * The board steps of the position builder: each lays a tile the way exploration lays it (the
 * game's own placeDiamond / placeTriangle, which lay the tile's markers from the supply, extend
 * the river, queue enclosed gaps and bring out the spring), after checking that the tile is one
 * a draw could give now and that the placement is one exploration offers at an intersection of
 * the board, after its river step (LV-EXP2-R1: no land beside an unexplored headwater). The save
 * invariants judge the whole position when it is built (LV-SAVE-3), the order the tiles were laid
 * in too (`exploration-order`).
 */

/** Whether exploration could stand at v: a point of the mouth, or a corner of a laid tile. */
function onBoard(ctx: RuleContext, index: BoardIndex, v: number): boolean {
  const lattice = ctx.catalog.lattice;
  if (lattice.mouthNodes.includes(v)) return true;
  for (let k = 0; k < 6; k++) if (isCovered(index, lattice.nodeFaces[6 * v + k]!)) return true;
  return false;
}

function sameFaces(where: DiamondPlacement, a: number, b: number): boolean {
  return (where.faces[0] === a && where.faces[1] === b) || (where.faces[0] === b && where.faces[1] === a);
}

/** Takes a diamond out of its pile, as a draw would: `null` if no draw could give it now. */
function drawDiamond(g: G, tile: string, kind: 'land' | 'river', ctx: RuleContext): G['piles'] | null {
  const piles = g.piles;
  if (kind === 'land') {
    if (piles.land.includes(tile)) return { ...piles, land: piles.land.filter((id) => id !== tile) };
    // The Scout's known bottom is drawn in its order once the pile is empty (LV-SKILL-SCOUT-1).
    if (piles.land.length === 0 && piles.landBottom?.[0] === tile) {
      const rest = piles.landBottom.slice(1);
      const { landBottom: _gone, ...others } = piles;
      return rest.length > 0 ? { ...others, landBottom: rest } : others;
    }
    return null;
  }
  if (drawable(ctx, g, 'river').includes(tile)) return { ...piles, river: { ...piles.river, unseen: piles.river.unseen.filter((id) => id !== tile) } };
  if (piles.river.unseen.length === 0 && piles.river.bottom[0] === tile) return { ...piles, river: { ...piles.river, bottom: piles.river.bottom.slice(1) } };
  return null;
}

/** The refusal of a land diamond laid where every explorer would still have the river to explore first. */
function riverFirst(tile: string, faces: readonly [Place, Place]): RuleError {
  return positionFault(
    'exploration-order',
    `${tile} cannot be laid on ${String(faces[0])}, ${String(faces[1])} yet: at each of its corners on the board the river comes first (an empty face there is the headwater or next to it), so lay the river on first (LV-EXP2-R1).`,
    ['board', 'tiles'],
    { rule: 'LV-EXP2-R1' },
  );
}

/**
 * Lays a land or river diamond from its pile on two faces (LV-EXP2-L1, LV-EXP2-R2): a river
 * diamond only where it extends the river, a land diamond only where exploration at one of its
 * corners (on the board) could lay it. `way` picks which way round; when absent, the first that
 * fits.
 *
 * @example
 * layDiamond(ctx, g, 'R01', ['M0^', 'L0v']);
 * @internal
 */
export function layDiamond(ctx: RuleContext, g: G, tile: string, faces: readonly [Place, Place], way?: 0 | 1): G | RuleError {
  const lattice = ctx.catalog.lattice;
  const catalogTile = ctx.catalog.diamonds.get(tile);
  if (!catalogTile) return positionFault('tile-in-set', `${tile} is no diamond of this component set.`, ['piles']);
  const a = faceOf(lattice, faces[0]);
  if (typeof a !== 'number') return a;
  const b = faceOf(lattice, faces[1]);
  if (typeof b !== 'number') return b;
  const absent = notAtThisTable(ctx, catalogTile, ['piles', catalogTile.kind]);
  if (absent) return absent;
  const piles = drawDiamond(g, tile, catalogTile.kind, ctx);
  if (!piles) return positionFault('tile-once', `${tile} is not in its pile to be drawn now (laid already, out of the game, or under other tiles).`, ['piles', catalogTile.kind]);
  if (g.explorationOver) return positionFault('exploration-state', 'Exploration is over: no tile is laid any more.', ['explorationOver']);
  const index = indexOf(ctx, g.board);
  const fits = (where: DiamondPlacement): boolean => sameFaces(where, a, b) && (way === undefined || where.way === way);
  let where: DiamondPlacement | RiverPlacement | undefined;
  if (catalogTile.kind === 'river') {
    where = riverPlacements(index, catalogTile).find(fits);
  } else {
    const wanted = [0, 1].map((w) => diamondAt(lattice, [Math.min(a, b), Math.max(a, b)], w as 0 | 1)).find((p) => p !== null && fits(p));
    const corners = wanted ? wanted.corners.filter((v) => onBoard(ctx, index, v) && landPlacements(index, v, ctx.rules.avoidGapsBesideTriangles).some(fits)) : [];
    // LV-EXP2-R1: the land step at v comes only once the river step there has nothing left to do.
    if (corners.length > 0 && corners.every((v) => riverStepNeeded(index, v))) return riverFirst(tile, faces);
    where = corners.length > 0 ? (wanted ?? undefined) : undefined;
  }
  if (!where) {
    const rule = catalogTile.kind === 'river' ? 'LV-EXP2-R2' : 'LV-EXP2-L1';
    return positionFault('tile-faces', `${tile} cannot be laid on ${String(faces[0])}, ${String(faces[1])}${way === undefined ? '' : ` way ${way}`}: exploration offers no such placement (${rule}).`, ['board', 'tiles'], { rule });
  }
  const events: LostValleyEvent[] = [];
  return placeDiamond(ctx, { ...g, piles }, tile, where, events);
}

/**
 * Lays a triangle from its pile on a face: an enclosed gap waiting for one, or a face where
 * exploration at one of its corners offers the optional triangle (LV-EXP2-T1, LV-EXP2-T2). Only
 * a triangle of the pile's top back may be laid (A, then B, then C, LV-SETUP-3).
 *
 * @example
 * layTriangle(ctx, g, 'T01', 'L0^');
 * @internal
 */
export function layTriangle(ctx: RuleContext, g: G, tile: string, face: Place): G | RuleError {
  const lattice = ctx.catalog.lattice;
  const catalogTriangle = ctx.catalog.triangles.get(tile);
  if (!catalogTriangle) return positionFault('tile-in-set', `${tile} is no triangle of this component set.`, ['piles', 'triangles']);
  const f = faceOf(lattice, face);
  if (typeof f !== 'number') return f;
  const absent = notAtThisTable(ctx, catalogTriangle, ['piles', 'triangles']);
  if (absent) return absent;
  if (!drawable(ctx, g, 'triangle').includes(tile)) return positionFault('tile-once', `${tile} cannot be drawn now (laid already, or under triangles of an earlier back).`, ['piles', 'triangles']);
  if (g.explorationOver) return positionFault('exploration-state', 'Exploration is over: no tile is laid any more.', ['explorationOver']);
  const index = indexOf(ctx, g.board);
  const corners = [0, 1, 2].map((k) => lattice.faceCorners[3 * f + k]!);
  // Only the second edition's exploration offers the optional triangle (LV-EXP2-T1); the first
  // edition and classic lay triangles in gaps alone (LV-EXP1-1, LV-CLASSIC-5).
  const optional = ctx.rules.triangles === 'explore' && corners.some((v) => onBoard(ctx, index, v) && optionalTriangleFaces(index, v).includes(f));
  const offered = g.gapQueue.includes(f) || optional;
  if (!offered) return positionFault('tile-faces', `No triangle can be laid on ${String(face)}: it is neither a gap waiting for one nor a face where the optional triangle may go (LV-EXP2-T2; the second edition only).`, ['board', 'tiles'], { rule: 'LV-EXP2-T2' });
  const events: LostValleyEvent[] = [];
  return placeTriangle(ctx, { ...g, piles: { ...g.piles, triangles: g.piles.triangles.filter((id) => id !== tile) } }, tile, f, events);
}

/**
 * Leaves an enclosed gap empty for good, as exploration does when no triangle is left (LV-GEO-9).
 *
 * @example
 * leaveGap(ctx, g, 'K5^');
 * @internal
 */
export function leaveGap(ctx: RuleContext, g: G, face: Place): G | RuleError {
  const f = faceOf(ctx.catalog.lattice, face);
  if (typeof f !== 'number') return f;
  if (!g.gapQueue.includes(f) || g.piles.triangles.length > 0) {
    return positionFault('hole-face', `${String(face)} can stay empty only as an enclosed gap when no triangle is left (LV-GEO-9).`, ['board', 'holes'], { rule: 'LV-GEO-9' });
  }
  return leaveHole(g, f, []);
}

/**
 * Ends the exploration as the game does once every land diamond is laid (the spring if it is not out, the ice onto it, the
 * river and triangle tiles left leave the game: LV-END-EXP-1 … LV-END-EXP-4). With triangles
 * only in the final gaps (LV-CLASSIC-5) the gaps set aside come back first: lay their triangles
 * and end it again.
 *
 * @example
 * closeExploration(ctx, g).explorationOver; // true
 * @internal
 */
export function closeExploration(ctx: RuleContext, g: G): G | RuleError {
  if (g.explorationOver) return positionFault('exploration-state', 'Exploration is over already.', ['explorationOver']);
  // LV-END-EXP-1: it ends once every land diamond is laid (a small component set ends it soon).
  if (landLeft(g) > 0) return positionFault('exploration-state', `${landLeft(g)} land diamonds are still to be laid; exploration ends once all are (LV-END-EXP-1).`, ['piles', 'land'], { rule: 'LV-END-EXP-1' });
  // With triangles only in the final gaps the set-aside gaps are queued for triangles first
  // (LV-CLASSIC-5): lay them, then end the exploration again.
  return endExploration(ctx, { ...g, explore: null }, []);
}
