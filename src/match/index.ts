/**
 * The match helper for hosts and servers: `lost-valley-engine/match`. It holds the authoritative
 * state and, after every change, says what to send each seat: its view, the events it may see and
 * its legal actions. Undo and redo run over the immutable history and refuse, with a reason, to
 * take back a step that showed someone a draw or a secret.
 * @packageDocumentation
 * @module match
 */
export type { Match, MatchStep, MatchChange, SeatUpdate, MatchOk, MatchResult } from './match-types.js';
export { startMatch } from './start-match.js';
export { submitAction, type SubmitOptions } from './submit-action.js';
export { undoMatch, redoMatch, undoRefusal, type UndoOptions } from './undo-redo.js';
export { undoBlocker } from './undo-blocker.js';
export { seatUpdate, matchOk } from './seat-update.js';
export { currentState } from './match-state.js';
export { saveMatch, loadMatch, matchRecord, SavedMatchSchema, MATCH_FORMAT } from './match-save.js';
