import type { RuleError } from '../../../core/errors.js';
import type { LostValleyComponents } from '../data/index.js';
import type { LostValleyOptions } from '../schemas/options.js';
import type { LostValleyGameState } from '../schemas/game-schemas.js';
import { prospectorCounts } from '../kernel/teams.js';
import { ruleContextOf } from './context-of.js';
import { editionRules } from './editions.js';
import { boardFault } from './invariants-board.js';
import { explorationOrderFault } from './invariants-exploration-order.js';
import { saveFault } from './invariants-fault.js';
import { goodsFault } from './invariants-goods.js';
import { holdingsFault } from './invariants-holdings.js';
import { markerFault } from './invariants-markers.js';
import { turnFault } from './invariants-turn.js';

type G = LostValleyGameState;

/**
 * Checks that a loaded Lost Valley game part is one a game can hold (its schema has already
 * passed), and returns the first fault (LV-SAVE-2; every state the engine reaches passes, LV-SAVE-1): `invalid-save` with the invariant's name in
 * `details.invariant` and its place in `path` (inside `g`). The invariants, in the order they
 * are checked (docs/rules/lost-valley.md, "Save invariants"): the seats, prospectors and turn
 * order; the board and the tile piles (invariants-board.ts) and the order they were laid in
 * (invariants-exploration-order.ts); the markers (invariants-markers.ts);
 * the goods, where they lie and the capacities (invariants-goods.ts); skills, works and claims
 * (invariants-holdings.ts); the turn, the tasks and the phase (invariants-turn.ts). It does not
 * replay the game: a save can still hold a position no game reaches by these moves, but not one
 * whose components do not add up or on which a rule fails.
 *
 * @example
 * validateLostValleyState(saved.g, componentsOf(saved), saved.players, saved.options); // null, or the first fault
 */
export function validateLostValleyState(g: G, set: LostValleyComponents, players: number, options: LostValleyOptions): RuleError | null {
  const ctx = ruleContextOf(set, options, players);
  return seatsFault(g, set, players, options) ?? boardFault(ctx, g) ?? explorationOrderFault(ctx, g) ?? markerFault(g, set, players) ?? goodsFault(ctx, g) ?? holdingsFault(ctx, g) ?? turnFault(ctx, g);
}

function seatsFault(g: G, set: LostValleyComponents, players: number, options: LostValleyOptions): RuleError | null {
  const nodes = ruleContextOf(set, options, players).catalog.lattice.nodeCount;
  for (const [i, prospector] of g.prospectors.entries()) {
    if (prospector.seat >= players) return saveFault('prospector-seat', 'A prospector belongs to a seat that is not in the game.', ['prospectors', i, 'seat']);
    if (prospector.node >= nodes) return saveFault('prospector-node', 'A prospector stands off the lattice.', ['prospectors', i, 'node']);
  }
  const countFault = prospectorCountFault(g, players, options);
  if (countFault) return countFault;
  const count = g.prospectors.length;
  if (g.turnOrder.length !== count || new Set(g.turnOrder).size !== count || g.turnOrder.some((p) => p >= count)) {
    return saveFault('turn-order', 'The turn order is not an order of the prospectors.', ['turnOrder']);
  }
  if (g.turn.index >= count) return saveFault('turn-order', 'The turn points past the turn order.', ['turn', 'index']);
  return null;
}

// LV-SEAT-2, LV-TEAM-6, LV-FE-SEAT-2: the options fix how many prospectors each seat leads.
function prospectorCountFault(g: G, players: number, options: LostValleyOptions): RuleError | null {
  const rules = editionRules(options, players);
  const want = prospectorCounts({ options, players, rules });
  const have = new Array<number>(players).fill(0);
  for (const prospector of g.prospectors) have[prospector.seat] = (have[prospector.seat] ?? 0) + 1;
  const seat = have.findIndex((n, i) => n !== want[i]);
  if (seat < 0) return null;
  const rule = options.teams === 'pairs-fifth-leads-two' ? 'LV-TEAM-6' : rules.prospectorCountRule;
  const counts = `seat ${String(seat)} leads ${String(have[seat])} prospector(s), its options give it ${String(want[seat])}`;
  return saveFault('prospector-count', `The prospectors do not match the options (teams '${options.teams}', ${String(options.prospectorsPerSeat)} per seat): ${counts}.`, ['prospectors'], rule);
}
