import type { LostValleyState } from '../kernel/rule-context.js';
import type { LostValleyAction } from '../schemas/game-schemas.js';
import { areaOf } from '../kernel/turn-parts.js';
import { gatheringArea } from '../gathering/gathering-area.js';
import { contextOf } from './context-of.js';

/*
 * What a re-drawn world changes (lostValleyDeterminize): the identities of markers the seat has
 * not seen, and other seats' drawn skill tiles with the face-down ones. Everything else of a
 * world is the real state (LV-HIDDEN-1: it is public). The actions below read neither, turn no
 * marker face up and show none to anyone: they play the same in every world and carry the
 * re-drawn parts along where they were, so no seat's view of the result can differ.
 */

/**
 * Lost Valley's `cannotReveal` hook: `true` for the steps that read nothing hidden, checked by
 * reading their rules code (every other step is left to the undo check's worlds):
 * - a `move` (LV-MOVE-1: modes and destinations come from the open gear, the board and the turn's
 *   parts; the exploration it may start lays tiles and new, unseen markers, and its draws are
 *   chance nodes, refused on their own);
 * - `end-turn` while the ice is not out and the turn limit is not reached (LV-ICE-1: the ice test,
 *   with a Forecaster's tasks, is left out; LV-END-4: the game's end scores the hidden gold);
 * - `place-diamond` and `decline-triangle` with no task waiting (LV-EXP-1: the exploration
 *   reads the board and the piles only);
 * - the second edition's `fish` and `cut-timber` (LV-FISH-1, LV-TIMBER-1: tiles, works, open
 *   gear and the supply).
 * `false` for every other action, and in a state where the action is not a turn's, a
 * placement's or a triangle choice's.
 *
 * @example
 * lostValleyCannotReveal(state, { type: 'end-turn', player: 0 }); // true before the ice is out
 * @internal
 */
export function lostValleyCannotReveal(state: LostValleyState, action: LostValleyAction): boolean {
  const g = state.g;
  if (g.ended !== null || g.tasks.length > 0) return false;
  const pending = g.pending.kind;
  switch (action.type) {
    case 'move':
      return pending === 'turn';
    case 'end-turn':
      return pending === 'turn' && !g.ice.out && g.turn.number < contextOf(state).options.maxTurns;
    case 'place-diamond':
      return pending === 'place';
    case 'decline-triangle':
      return pending === 'triangle-choice';
    case 'fish':
    case 'cut-timber':
      return pending === 'turn' && areaOf(contextOf(state), action.type) === gatheringArea;
    default:
      return false;
  }
}
