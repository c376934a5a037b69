import type { RuleError } from '../../core/errors.js';
import { ownerOfTreasure } from './context.js';
import type { DutchmanCatalog } from './data/catalog.js';
import type { DutchmanData } from './data/data-schema.js';
import { itemActions } from './items.js';
import type { DutchmanOptions } from './options.js';
import { dutchmanFault as fault } from './save-fault.js';
import type { DutchmanGameState } from './schemas.js';
import { scoreOf } from './scoring.js';
import { setupRevealActions } from './setup.js';
import type { Task } from './tasks.js';
import { crossActions } from './treasure-map.js';
import { turnStartActions } from './turn.js';

const SETUP_TASKS = new Set<Task['t']>(['token', 'choose-character', 'setup-reveal', 'tile', 'first-roll']);
// Tasks of a turn that any seat may own (events involve every prospector); the rest are the active seat's.
const ANY_SEAT = new Set<Task['t']>(['test-roll', 'campfire', 'poker-roll', 'poker-take', 'token', 'end-turn']);

/**
 * Checks the queue of work against the phase (setup, a turn, the end), the head against what
 * `settle` leaves there (a decision or a chance node), every task against the state it acts on
 * (seats, stacks, treasures, rolls, tokens; LD-TURN-1, LD-BANDIT-2, LD-SETUP-8), the event pile,
 * this turn's defeats and the end (LD-END-1, LD-END-3 to LD-END-6). The first fault, or null.
 *
 * @example
 * validateDutchmanQueue(g, data, catalogOf(data), 3, options); // null
 */
export function validateDutchmanQueue(g: DutchmanGameState, data: DutchmanData, catalog: DutchmanCatalog, players: number, options: DutchmanOptions): RuleError | null {
  // Tasks first: the head's check reads the prospector its seat names.
  return phaseFault(g, players) ?? tasksFault(g, data, catalog, players) ?? headFault(g, data, catalog) ?? tokensAheadFault(g, catalog) ?? poolsFault(g, data) ?? endFault(g, data, players, options);
}

function phaseFault(g: DutchmanGameState, players: number): RuleError | null {
  const q = g.queue;
  if (g.active >= players) return fault('queue-fits-phase', `seat ${g.active} is not at a table of ${players}`, ['active'], 'LD-TURN-2');
  if (g.ended !== null) {
    if (q.length > 1 || (q.length === 1 && q[0]!.t !== 'tiebreak-roll')) return fault('queue-fits-phase', 'an ended game holds only the roll-off of a tie', ['queue'], 'LD-END-4');
    return g.turn === 0 ? fault('queue-fits-phase', 'the game ended before the first turn was chosen', ['turn'], 'LD-SETUP-8') : null;
  }
  if (q.length === 0) return fault('queue-fits-phase', 'a game that goes on has work in its queue', ['queue']);
  if (g.turn === 0) {
    const bad = q.findIndex((task, k) => !SETUP_TASKS.has(task.t) || (task.t === 'first-roll') !== (k === q.length - 1) || (task.t === 'tile' && task.mode === 'resolve'));
    if (bad >= 0) return fault('queue-fits-phase', `setup ends with the first roll and holds no '${q[bad]!.t}' task there`, ['queue', bad], 'LD-SETUP-8');
    if (g.active !== 0 || g.stillTurns !== 0 || g.defeated.length > 0 || g.ghost !== null) return fault('setup-untouched', 'the turns have not begun in setup', ['turn'], 'LD-SETUP-8');
    // LD-SETUP-4: the boards are chosen in seat order, each by its own task.
    const waiting = q.flatMap((task) => (task.t === 'choose-character' ? [task.seat] : []));
    const unchosen = g.prospectors.flatMap((p, seat) => (p.character === null ? [seat] : []));
    if (waiting.join() !== unchosen.join() || unchosen.some((seat, k) => seat !== players - unchosen.length + k)) {
      return fault('characters-fit', `seats ${unchosen.join(', ') || 'none'} have still to choose a board, but the queue waits for ${waiting.join(', ') || 'none'}`, ['queue'], 'LD-SETUP-4');
    }
    return null;
  }
  const ends = q.flatMap((task, k) => (task.t === 'end-turn' ? [k] : []));
  if (ends.length !== 1 || ends[0] !== q.length - 1) return fault('queue-fits-phase', 'a turn ends with one end-turn, last in the queue', ['queue'], 'LD-TURN-2');
  const bad = q.findIndex((task, k) => (SETUP_TASKS.has(task.t) && task.t !== 'tile' && task.t !== 'token') || task.t === 'tiebreak-roll' || (task.t === 'turn-start' && (k !== 0 || q.length !== 2)));
  if (bad >= 0) return fault('queue-fits-phase', `a turn holds no '${q[bad]!.t}' task there`, ['queue', bad], 'LD-TURN-1');
  return null;
}

/** `settle` runs every step that needs nobody: the head is a decision or a chance node. */
function headFault(g: DutchmanGameState, data: DutchmanData, catalog: DutchmanCatalog): RuleError | null {
  const head = g.queue[0];
  if (head === undefined) return null;
  const ctx = { g, data, catalog };
  let settled = true;
  if (head.t === 'end-turn') settled = false;
  else if (head.t === 'tile') settled = g.stacks[head.stack]!.top === null && g.stacks[head.stack]!.hidden > 0;
  else if (head.t === 'setup-reveal') settled = setupRevealActions(g, head).length > 0;
  else if (head.t === 'turn-start') settled = turnStartActions(ctx, head.seat).length > 1;
  else if (head.t === 'map') settled = crossActions(ctx, head.seat).length > 0 || itemActions(ctx, head.seat, 'map', false).length > 0;
  return settled ? null : fault('queue-head-decides', `the '${head.t}' task at the head needs nobody's decision and no chance`, ['queue', 0]);
}

function tasksFault(g: DutchmanGameState, data: DutchmanData, catalog: DutchmanCatalog, players: number): RuleError | null {
  const faces = new Set(data.actionDie);
  const tokenSpots = new Set<number>();
  for (const [k, task] of g.queue.entries()) {
    const path = ['queue', k];
    const problem = taskProblem(g, data, catalog, players, task, faces, tokenSpots);
    if (problem !== null) return fault('task-fits', `the '${task.t}' task ${problem}`, path);
  }
  return null;
}

/** What is wrong with one task, in words, or null. */
function taskProblem(g: DutchmanGameState, data: DutchmanData, catalog: DutchmanCatalog, players: number, task: Task, faces: ReadonlySet<number>, tokenSpots: Set<number>): string | null {
  const seats = 'seats' in task ? task.seats : 'seat' in task ? [task.seat] : [];
  if (seats.some((seat) => seat >= players) || new Set(seats).size !== seats.length) return 'names a seat twice or one not at the table';
  if ('target' in task && (task.target >= players || task.target === task.seat)) return 'targets no opponent';
  if ('from' in task && (task.from >= players || task.from === task.seat)) return 'takes from no opponent';
  if ('rolls' in task && task.rolls.some((die) => !faces.has(die))) return 'holds a roll the action die cannot show';
  if (g.turn > 0 && 'seat' in task && !ANY_SEAT.has(task.t) && task.seat !== g.active) return `belongs to seat ${task.seat} in seat ${g.active}'s turn`;
  const p = 'seat' in task ? g.prospectors[task.seat]! : null;
  switch (task.t) {
    case 'tile':
      return g.turn > 0 && p!.space !== task.stack ? `is on stack ${task.stack}, where the prospector does not stand` : null;
    case 'challenge-roll': {
      const top = g.stacks[task.stack]!.top;
      const kind = top === null ? undefined : catalog.tiles[catalog.tileIndex.get(top)!]!.kind;
      return kind !== 'creature' && kind !== 'disaster' ? 'fights no creature or disaster' : p!.space !== task.stack ? 'fights where the prospector does not stand' : null;
    }
    case 'fight-roll':
    case 'steal-roll':
      if (task.rolls.length >= 2) return 'has rolled both dice already';
      return g.prospectors[task.target]!.treasures.some((t) => t.uid === task.treasure && !t.buried) ? null : `is for treasure ${task.treasure}, which seat ${task.target} does not hold unburied`;
    case 'bandit':
      return g.prospectors.some((q, other) => other !== task.seat && q.treasures.some((t) => !t.buried)) ? null : 'has no unburied treasure to go for';
    case 'bury-roll':
      return task.rolls.length >= 2 ? 'has rolled both dice already' : null;
    case 'bury-choice':
      return task.sum < 2 * Math.min(...data.actionDie) || task.sum > 2 * Math.max(...data.actionDie) ? `sums to ${task.sum}, which two dice cannot` : null;
    case 'first-roll':
    case 'poker-roll':
    case 'tiebreak-roll':
      if (task.rolls.length >= task.seats.length) return 'has every roll already';
      if (task.t === 'poker-roll' && task.seats.length !== players) return 'leaves a prospector out of the poker game';
      return task.t === 'tiebreak-roll' && task.seats.length < 2 ? 'rolls off with fewer than two' : null;
    case 'poker-take':
      return g.prospectors[task.from]!.trophies.length === 0 ? 'takes from a prospector with no creature or disaster tile' : null;
    case 'ghost-roll':
      if (task.at === 'treasure') return g.ghost !== null && ownerOfTreasure(g.prospectors, g.ghost) === task.seat ? null : "fights a Ghost that haunts none of the seat's treasures";
      return g.ghost === null && catalog.spotIndex.get(p!.map) === catalog.finalSpot ? null : 'fights at the mine away from it or with the Ghost elsewhere';
    case 'test-roll': {
      const event = data.events[catalog.eventIndex.get(task.event) ?? -1];
      return event?.effect.type === 'test' ? null : `tests for '${task.event}', which is no test event`;
    }
    case 'token':
      if (task.spot >= g.tokens.length || g.tokens[task.spot] !== null || tokenSpots.has(task.spot)) return `turns spot ${task.spot}, which has no face-down token to turn`;
      tokenSpots.add(task.spot);
      return null;
    case 'setup-reveal':
      return task.chosen.length >= 3 || new Set(task.chosen).size !== task.chosen.length ? 'has chosen its three stacks already' : null;
    default:
      return null;
  }
}

/** LD-MAP-4, LD-SETUP-3: the tokens ahead of the camp and of every prospector are face up or about to be turned. */
function tokensAheadFault(g: DutchmanGameState, catalog: DutchmanCatalog): RuleError | null {
  const turning = new Set(g.queue.flatMap((task) => (task.t === 'token' ? [task.spot] : [])));
  for (const position of ['camp', ...g.prospectors.map((p) => p.map)]) {
    for (const spot of catalog.ahead.get(position) ?? []) {
      if (g.tokens[spot] === null && !turning.has(spot)) {
        return fault('tokens-ahead-revealed', `the token on spot '${catalog.spots[spot]!.id}', ahead of '${position}', is face down and not about to be turned`, ['tokens', spot], 'LD-MAP-4');
      }
    }
  }
  return null;
}

function poolsFault(g: DutchmanGameState, data: DutchmanData): RuleError | null {
  for (const [k, count] of g.eventPool.entries()) {
    if (count > data.events[k]!.count) return fault('event-pile-fits', `${count} '${data.events[k]!.id}' event tiles left of ${data.events[k]!.count}`, ['eventPool', k], 'LD-EVENT-1');
  }
  const ratings = new Set([...data.creatures, ...data.disasters].map((kind) => kind.rating));
  const wrong = g.defeated.findIndex((rating) => !ratings.has(rating));
  if (wrong >= 0) return fault('defeated-fits', `a defeat of rating ${g.defeated[wrong]}, which no creature or disaster has`, ['defeated', wrong], 'LD-TILE-CHALLENGE-5');
  if (g.turn === 0 && g.defeated.length > 0) return fault('defeated-fits', 'a defeat before the first turn', ['defeated'], 'LD-TILE-CHALLENGE-5');
  return null;
}

function endFault(g: DutchmanGameState, data: DutchmanData, players: number, options: DutchmanOptions): RuleError | null {
  if ((g.water === 0) !== (g.endTrigger === 'water-ran-dry') && !(g.water === 0 && g.endTrigger === 'mine-found')) {
    return fault('end-fits', `the water stands at ${g.water} and the end trigger is ${g.endTrigger ?? 'none'}`, ['endTrigger'], 'LD-END-1');
  }
  const stall = options.stallRounds * players;
  const limit = options.maxRounds === null ? null : options.maxRounds * players;
  // LD-END-6: the still turns are counted at each turn's end, from 0 at the first turn.
  if (g.stillTurns > Math.max(0, g.turn - 1)) return fault('end-fits', `${g.stillTurns} still turns in a row after ${g.turn} turns`, ['stillTurns'], 'LD-END-6');
  if (g.ended === null) {
    if (g.tieBreak !== null) return fault('end-fits', 'a tie is broken before the end', ['tieBreak'], 'LD-END-3');
    if (g.stillTurns >= stall) return fault('end-fits', `${g.stillTurns} still turns in a row reach the stall limit of ${stall}`, ['stillTurns'], 'LD-END-6');
    if (limit !== null && g.turn > limit) return fault('end-fits', `turn ${g.turn} is past the limit of ${limit}`, ['turn'], 'LD-END-5');
    return null;
  }
  const atLimit = limit !== null && g.turn >= limit;
  const expected = g.endTrigger ?? (atLimit ? 'turn-limit' : g.stillTurns + 1 >= stall ? 'stall' : null);
  if (g.ended !== expected) return fault('end-fits', `the game ended by '${g.ended}', which the state does not show (${expected ?? 'no end'})`, ['ended'], 'LD-END-1');
  const scores = g.prospectors.map((_, seat) => scoreOf(data, g, seat));
  const best = Math.max(...scores);
  const leaders = scores.flatMap((score, seat) => (score === best ? [seat] : []));
  const rolling = g.queue[0]?.t === 'tiebreak-roll' ? g.queue[0] : null;
  if (rolling !== null) {
    const most = Math.max(...leaders.map((seat) => g.prospectors[seat]!.trophies.length));
    const fits = g.tieBreak === null && rolling.seats.every((seat) => leaders.includes(seat) && g.prospectors[seat]!.trophies.length === most);
    return fits ? null : fault('end-fits', 'the roll-off is not among the leaders with the most tiles', ['queue', 0], 'LD-END-4');
  }
  if (g.tieBreak === null) return leaders.length === 1 ? null : fault('end-fits', `seats ${leaders.join(', ')} tie at ${best} and no tie-break settled it`, ['tieBreak'], 'LD-END-3');
  const { rule, winners } = g.tieBreak;
  const finders = leaders.filter((seat) => g.prospectors[seat]!.foundMine);
  const fits =
    leaders.length > 1 &&
    winners.length === 1 &&
    leaders.includes(winners[0]!) &&
    (rule === 'mine-finder' ? finders.length === 1 && finders[0] === winners[0] : finders.length !== 1) &&
    (rule !== 'most-tiles' || leaders.every((seat) => seat === winners[0] || g.prospectors[seat]!.trophies.length < g.prospectors[winners[0]!]!.trophies.length));
  return fits ? null : fault('end-fits', `the tie-break '${rule}' cannot have chosen seats ${winners.join(', ')}`, ['tieBreak'], 'LD-END-3');
}
