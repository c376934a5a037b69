import type { RuleError } from '../../../core/errors.js';
import { diamondAt } from '../board/diamond.js';
import type { Lattice } from '../board/lattice.js';
import type { RuleContext } from '../kernel/rule-context.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { saveFault } from './invariants-fault.js';

type G = LostValleyGameState;

/*
 * The order of exploration, as far as a save can show it (LV-SAVE-2, LV-SAVE-3). `board.tiles`
 * lists the tiles in the order they were laid, so the board is replayed tile by tile: a land
 * diamond is laid only in the land step of an exploration at one of its corners (LV-EXP2-L1),
 * and that step comes after the river step (LV-EXP-1, LV-EXP2-R1), which runs while the river
 * is open and an empty face at the explorer's intersection is the headwater or shares an edge
 * with it. So when a land diamond is laid, one of its corners is an intersection the explorer
 * can stand on (a point of the mouth or a corner of an earlier tile: prospectors walk along tile
 * edges, LV-MOVE-1) at which the river step has nothing left to do, on the board as it was then,
 * with the headwater where the river tiles laid so far put it. Holes (LV-GEO-9) are not in the
 * order; they count as empty here, which changes nothing: a hole is an enclosed gap, so no later
 * headwater is ever next to it.
 *
 * Every real game passes (the river step's own test, riverStepNeeded, read on the same board);
 * what it cannot see: which corner the explorer stood on, or the order among tiles of one
 * exploration beyond the river's place in it.
 */

/** Whether the river step would still run at v (riverStepNeeded on the replayed board). */
function riverWaits(lattice: Lattice, covered: Uint8Array, head: number, v: number): boolean {
  for (let k = 0; k < 6; k++) {
    const f = lattice.nodeFaces[6 * v + k]!;
    if (f < 0 || covered[f] === 1) continue;
    if (f === head) return true;
    const n = lattice.faceNeighbours;
    if (n[3 * f] === head || n[3 * f + 1] === head || n[3 * f + 2] === head) return true;
  }
  return false;
}

/**
 * The first land diamond laid out of the order of exploration (`exploration-order`), or `null`:
 * none of its corners was an intersection an explorer could stand on with the river step done.
 * Runs after the board's own checks (the river is one chain, the faces covered once).
 *
 * @example
 * explorationOrderFault(ctx, g); // null for every state the engine makes
 * @internal
 */
export function explorationOrderFault(ctx: RuleContext, g: G): RuleError | null {
  const lattice = ctx.catalog.lattice;
  const covered = new Uint8Array(lattice.faceCount);
  const reached = new Uint8Array(lattice.nodeCount);
  for (const v of lattice.mouthNodes) reached[v] = 1;
  let head: number | null = lattice.mouthHeadwater;
  let inflow = lattice.mouthEdge;
  for (const [i, placed] of g.board.tiles.entries()) {
    const where = placed.faces.length === 2 ? diamondAt(lattice, [placed.faces[0]!, placed.faces[1]!], placed.way) : null;
    if (placed.kind === 'land' && where) {
      const from = where.corners.some((v) => reached[v] === 1 && (head === null || !riverWaits(lattice, covered, head, v)));
      if (!from) {
        const why = where.corners.some((v) => reached[v] === 1) ? 'each corner on the board still had the river to explore first' : 'none of its corners was on the board yet';
        return saveFault('exploration-order', `Land diamond ${placed.tile} cannot have been laid when it was (tile ${i} in the order laid): ${why}.`, ['board', 'tiles', i], 'LV-EXP2-R1');
      }
    }
    for (const f of placed.faces) {
      covered[f] = 1;
      for (let k = 0; k < 3; k++) reached[lattice.faceCorners[3 * f + k]!] = 1;
    }
    if (placed.kind === 'spring') head = null;
    const riverEdges = placed.kind === 'river' ? ctx.catalog.diamonds.get(placed.tile)?.riverEdges : undefined;
    if (where && riverEdges) {
      // The river flows on through the tile's other river edge; the face beyond is the new headwater.
      const ends = riverEdges.map((e) => where.edges[e]!);
      const out = ends[0] === inflow ? ends[1]! : ends[0]!;
      const beyond = [lattice.edgeFaces[2 * out]!, lattice.edgeFaces[2 * out + 1]!].find((f) => !placed.faces.includes(f));
      head = beyond === undefined || beyond < 0 ? null : beyond;
      inflow = out;
    }
  }
  return null;
}
