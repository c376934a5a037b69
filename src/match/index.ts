/**
 * The match helper and protocol for authoritative hosts and servers: `lost-valley-engine/match`.
 * It holds the authoritative state and, after every change, says what to send each seat: a
 * welcome with the static part once (game, variant, options, component data; never the seed),
 * then numbered updates with the seat's view as a patch, the events it may see and its legal
 * actions. A submit may name the step it was chosen at (`match/stale` when that no longer fits),
 * a seat that reconnects gets its own history since a step (`updatesSince`), and `hostMessage`
 * and `receiveMessage` are the two ends of the protocol. Undo and redo run over the immutable
 * history and refuse, with a reason, to take back a step that showed someone a draw or a secret.
 *
 * This subpath registers no game: import the subpath of each game the host plays
 * (`import 'lost-valley-engine/goldfield-gully'`), or `lost-valley-engine` for every game, before
 * `startMatch`; an unregistered game is refused with a message naming that import. Use one module
 * system (all `import` or all `require`): the ESM and CommonJS builds keep separate registries.
 *
 * @example
 * import 'lost-valley-engine/goldfield-gully';
 * import { startMatch, hostMessage } from 'lost-valley-engine/match';
 * const started = startMatch({ game: 'goldfield-gully', players: 3, seed: 'table-1' });
 * @packageDocumentation
 * @module match
 */
export type { Match, MatchStep, MatchEntry, MatchChange, SeatUpdate, SeatMessage, MatchOk, MatchResult, MatchTypes, UntypedMatch, FaceMatchTypes } from './match-types.js';
export { startMatch } from './start-match.js';
export { submitAction, type SubmitOptions } from './submit-action.js';
export { undoMatch, redoMatch, undoRefusal, type UndoOptions } from './undo-redo.js';
export { undoBlocker } from './undo-blocker.js';
export { seatUpdate, matchOk, welcomeMessage, updateMessage } from './seat-update.js';
export { currentState, stateAtStep } from './match-state.js';
export { staleSubmit } from './step-check.js';
export { updatesSince, type HistoryResult } from './updates-since.js';
export { hostMessage, type HostReply } from './host-message.js';
export { followMatch, receiveMessage, clientView, type SeatClient, type ReceiveResult, type ClientSeatView } from './seat-client.js';
export { matchClient, type MatchClient, type ClientFace } from './match-client.js';
export type { ClientCheck } from './client-check.js';
export { matchInfo, fullView } from './seat-views.js';
export { diffView, applyViewPatch, ViewPatchSchema, PatchOpSchema, type ViewPatch, type PatchOp } from './view-patch.js';
export {
  MATCH_PROTOCOL,
  MatchInfoSchema,
  SeatViewSchema,
  WelcomeMessageSchema,
  UpdateMessageSchema,
  HistoryMessageSchema,
  RefusalMessageSchema,
  ServerMessageSchema,
  ClientMessageSchema,
  EventMessageSchema,
  ActionMessageSchema,
  RuleErrorSchema,
  type MatchInfo,
  type SeatView,
  type WelcomeMessage,
  type UpdateMessage,
  type HistoryMessage,
  type RefusalMessage,
  type ServerMessage,
  type ClientMessage,
} from './protocol-schemas.js';
export { saveMatch, loadMatch, matchRecord, SavedMatchSchema, MATCH_FORMAT, type SavedMatch } from './match-save.js';
