import { ruleError, type RuleError } from '../../core/errors.js';
import type { Board } from './board/board-schema.js';
import { geometryOf } from './board/geometry.js';
import { DISCS, DISCS_AT_LEVEL, reducedLevel } from './discs.js';
import type { DuelOptions } from './options.js';
import type { DuelGameState, Marker } from './schemas.js';

/**
 * The duel's save invariants by their stable names
 * (`details.invariant` of a refused save); the rules document's "Save invariants" section
 * says what each checks.
 *
 * @example
 * duelInvariants.includes('end-fits'); // true
 */
export const duelInvariants = [
  'one-marker-per-area',
  'complete-part-claimed',
  'claimed-part-whole',
  'claimed-gold-adds-up',
  'gold-from-own-kind',
  'turned-within-turns',
  'turn-within-limit',
  'mover-alternates',
  'disc-level-checked',
  'throw-phase-fits',
  'thrown-discs-fit',
  'end-fits',
] as const;

/**
 * One of the duel's save invariants ({@link duelInvariants}).
 *
 * @example
 * const name: DuelInvariant = 'claimed-gold-adds-up';
 */
export type DuelInvariant = (typeof duelInvariants)[number];

/**
 * Checks a loaded duel game part against its board and options: every area holds one marker,
 * claims took whole mountains or rivers (MRD-CLAIM-1, MRD-CLAIM-3) for the seat of their kind
 * (MRD-IDEA-1) and the gold adds up (MRD-MAT-1), the turn, the mover, the discs in play
 * (MRD-DISC-5) and the throw fit the phase, and the end fits the board (MRD-END-1, MRD-END-3).
 * The first fault is an `invalid-save` whose `details.invariant` names the invariant.
 *
 * @example
 * validateDuelState(state.g, componentsOf(state), state.options); // null for every reached state
 */
export function validateDuelState(g: DuelGameState, board: Board, options: DuelOptions): RuleError | null {
  const markers = g.markers;
  const n = board.areas.length;
  if (markers.length !== n) return fault('one-marker-per-area', `the save has ${markers.length} markers for ${n} areas`, ['markers']);
  const geometry = geometryOf(board);
  let claimedGold = 0;
  let turned = 0;
  for (let id = 0; id < n; id++) {
    if (markers[id] === 'claimed') claimedGold += board.areas[id]!.gold;
    if (markers[id] !== 'down') turned++;
  }
  // MRD-CLAIM-3: a mountain or river with no face-down marker left was claimed at once, whole.
  const mountainGold = wholeParts(geometry.mountains, markers, board);
  if (typeof mountainGold === 'string') return fault('complete-part-claimed', mountainGold, ['markers']);
  const riverGold = wholeParts(geometry.rivers, markers, board);
  if (typeof riverGold === 'string') return fault('complete-part-claimed', riverGold, ['markers']);
  for (let id = 0; id < n; id++) {
    if (markers[id] !== 'claimed') continue;
    const area = board.areas[id]!;
    if (!allClaimed(geometry.mountains[area.mountain]!, markers) && !allClaimed(geometry.rivers[area.river]!, markers)) {
      return fault('claimed-part-whole', `area ${id} is claimed but neither its mountain ${area.mountain} nor its river ${area.river} is claimed whole`, ['markers', id]);
    }
  }
  if (g.gold[0] + g.gold[1] !== claimedGold) {
    return fault('claimed-gold-adds-up', `the seats hold ${g.gold[0]} + ${g.gold[1]} gold, but the claimed markers are worth ${claimedGold}`, ['gold'], 'MRD-MAT-1');
  }
  // MRD-IDEA-1: each seat gains only from claims of its own kind.
  const mountainSeat = options.mountainSeat;
  const riverSeat = 1 - mountainSeat;
  if (g.gold[mountainSeat]! > mountainGold.gold) {
    return fault('gold-from-own-kind', `seat ${mountainSeat} digs the mountains and holds ${g.gold[mountainSeat]} gold, more than the ${mountainGold.gold} of the mountains claimed whole`, ['gold', mountainSeat], 'MRD-IDEA-1');
  }
  if (g.gold[riverSeat]! > riverGold.gold) {
    return fault('gold-from-own-kind', `seat ${riverSeat} pans the rivers and holds ${g.gold[riverSeat]} gold, more than the ${riverGold.gold} of the rivers claimed whole`, ['gold', riverSeat], 'MRD-IDEA-1');
  }
  return turnFault(g, board, options, turned);
}

/** The turn, the mover, the discs, the throw and the end. */
function turnFault(g: DuelGameState, board: Board, options: DuelOptions, turned: number): RuleError | null {
  const done = g.ended === null ? g.turn - 1 : g.turn;
  // A turn turns up at most five markers (the largest throw, MRD-DIG-1).
  if (turned > 5 * done) return fault('turned-within-turns', `${turned} markers are face up or claimed after ${done} turns of at most 5`, ['markers']);
  if (g.turn > options.maxTurns) return fault('turn-within-limit', `turn ${g.turn} is past the limit of ${options.maxTurns} turns`, ['turn'], 'MRD-END-3');
  // MRD-TURN-2: the seats alternate from the first player.
  const mover = g.turn % 2 === 1 ? options.firstPlayer : 1 - options.firstPlayer;
  if (g.mover !== mover) return fault('mover-alternates', `turn ${g.turn} is seat ${mover}'s, not seat ${g.mover}'s`, ['mover'], 'MRD-TURN-2');
  if (g.ended !== null) {
    if (g.phase !== 'dig' || g.discs !== null || g.thrown !== null) return fault('end-fits', 'an ended game holds no throw', ['ended']);
    const cleared = g.markers.every((m) => m === 'claimed');
    if ((g.ended === 'board-cleared') !== cleared) {
      return fault('end-fits', g.ended === 'board-cleared' ? 'the board is said cleared but markers are left' : 'every marker is claimed: the game ended by clearing the board', ['ended'], 'MRD-END-1');
    }
    if (g.ended === 'turn-limit' && g.turn !== options.maxTurns) return fault('end-fits', `the turn limit ended the game at turn ${g.turn}, not ${options.maxTurns}`, ['ended'], 'MRD-END-3');
    return null;
  }
  if (g.markers.every((m) => m === 'claimed')) return fault('end-fits', 'every marker is claimed but the game goes on', ['ended'], 'MRD-END-1');
  // MRD-DISC-5: the check before the throw has been made (on turn 1 from all three discs, MRD-SETUP-1).
  const from = g.turn === 1 ? 0 : g.discLevel;
  if (from !== 3 && reducedLevel(geometryOf(board), g.markers, from) !== g.discLevel) {
    return fault('disc-level-checked', `disc level ${g.discLevel} should have been reduced for this board`, ['discLevel'], 'MRD-DISC-5');
  }
  if (g.discLevel === 3 || g.phase === 'throw') {
    if (g.phase === 'throw' && g.discLevel === 3) return fault('throw-phase-fits', 'no discs are in play, so there is no throw', ['phase'], 'MRD-DISC-3');
    if (g.phase === 'dig' && g.discLevel !== 3) return fault('throw-phase-fits', 'the dig comes after a throw', ['phase']);
    if (g.discs !== null || g.thrown !== null) return fault('throw-phase-fits', 'nothing has been thrown yet this turn', ['discs']);
    return null;
  }
  return thrownFault(g);
}

/** The throw of a dig phase with discs in play: one face per disc of the level, summed. */
function thrownFault(g: DuelGameState): RuleError | null {
  const discs = DISCS_AT_LEVEL[g.discLevel];
  if (g.discs === null || g.thrown === null) return fault('throw-phase-fits', 'the dig phase holds the throw that started it', ['discs']);
  if (g.discs.length !== discs.length) return fault('thrown-discs-fit', `${g.discs.length} faces for the ${discs.length} discs of level ${g.discLevel}`, ['discs'], 'MRD-DISC-1');
  let sum = 0;
  for (let k = 0; k < discs.length; k++) {
    const face = g.discs[k]!;
    if (!(DISCS[discs[k]!] as readonly number[]).includes(face)) return fault('thrown-discs-fit', `disc ${discs[k]} shows no ${face}`, ['discs', k], 'MRD-MAT-2');
    sum += face;
  }
  if (sum !== g.thrown) return fault('thrown-discs-fit', `the faces add up to ${sum}, not ${g.thrown}`, ['thrown'], 'MRD-DIG-1');
  return null;
}

function allClaimed(ids: readonly number[], markers: readonly Marker[]): boolean {
  for (const id of ids) if (markers[id] !== 'claimed') return false;
  return true;
}

/** The gold of the parts claimed whole, or the words for a complete part that still shows a face-up marker. */
function wholeParts(parts: readonly (readonly number[])[], markers: readonly Marker[], board: Board): { gold: number } | string {
  let gold = 0;
  for (let part = 0; part < parts.length; part++) {
    let down = false;
    let up = false;
    let partGold = 0;
    for (const id of parts[part]!) {
      if (markers[id] === 'down') down = true;
      else if (markers[id] === 'up') up = true;
      else partGold += board.areas[id]!.gold;
    }
    if (!down && up) return `part ${part} (${parts === board.mountains ? 'mountain' : 'river'}) has no face-down marker left but is not claimed`;
    if (!down && !up) gold += partGold;
  }
  return { gold };
}

function fault(invariant: DuelInvariant, message: string, path: (string | number)[], rule?: string): RuleError {
  return ruleError('invalid-save', `${message} (${invariant}).`, { path, details: { invariant }, ...(rule === undefined ? {} : { rule }) });
}
