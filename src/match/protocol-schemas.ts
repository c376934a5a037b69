import * as z from 'zod/mini';
import type { GameEvent, PlayerAction } from '../core/actions.js';
import type { RuleError } from '../core/errors.js';
import { ChanceModeSchema } from '../core/state.js';
import { ViewPatchSchema } from './view-patch.js';

/**
 * The protocol's version, sent in every welcome: a client refuses a welcome of another version.
 *
 * @example
 * welcome.protocol === MATCH_PROTOCOL; // true
 */
export const MATCH_PROTOCOL = 1;

const SeatSchema = z.int().check(z.nonnegative());
const StepSchema = z.int().check(z.nonnegative());

const EventShape = z.looseObject({ type: z.string(), visibleTo: z.optional(z.array(SeatSchema)) });

/**
 * Schema of an event as the protocol carries it: a `type`, the seats that may see it when it
 * shows a secret (`visibleTo`), and the game's own fields.
 *
 * @example
 * EventMessageSchema.safeParse({ type: 'committed', player: 1 }).success; // true
 */
export const EventMessageSchema = z.custom<GameEvent>((value) => EventShape.safeParse(value).success, 'An event has a string type and may list the seats that see it.');

const ActionShape = z.looseObject({ type: z.string(), player: SeatSchema });

/**
 * Schema of a legal action as the protocol carries it: a `type`, the seat, the game's fields.
 *
 * @example
 * ActionMessageSchema.safeParse({ type: 'bank', player: 0 }).success; // true
 */
export const ActionMessageSchema = z.custom<PlayerAction>((value) => ActionShape.safeParse(value).success, 'An action has a string type and a seat (player).');

const RuleErrorShape = z.strictObject({
  code: z.string().check(z.minLength(1)),
  message: z.string(),
  rule: z.optional(z.string()),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  details: z.optional(z.json()),
});

/**
 * Schema of a refusal's {@link RuleError}: its stable code, its sentence, the rule, the path and
 * details.
 *
 * @example
 * RuleErrorSchema.safeParse({ code: 'match/stale', message: 'Stale.' }).success; // true
 */
export const RuleErrorSchema = z.custom<RuleError>((value) => RuleErrorShape.safeParse(value).success, 'A refusal has a code, a message and optionally a rule, a path and details.');

/**
 * Schema of the static part of a match, sent once in the welcome and never in an update: the
 * game, variant, seats, chance mode, the options in force and the component data. It never holds
 * the seed (with it a client could predict every automatic draw).
 *
 * @example
 * MatchInfoSchema.parse(welcome.match).game; // 'lost-valley'
 */
export const MatchInfoSchema = z.readonly(
  z.strictObject({
    game: z.string(),
    variant: z.string(),
    players: z.int().check(z.positive()),
    chance: ChanceModeSchema,
    options: z.json(),
    data: z.json(),
  }),
);

/**
 * The static part of a match (see {@link MatchInfoSchema}).
 *
 * @example
 * const info: MatchInfo = welcome.match;
 */
export type MatchInfo = z.infer<typeof MatchInfoSchema>;

const OutcomeSchema = z.readonly(
  z.strictObject({
    scores: z.readonly(z.array(z.number())),
    winners: z.readonly(z.array(SeatSchema)),
    tieBreak: z.nullable(z.string()),
    reason: z.string(),
  }),
);

/**
 * Schema of a seat's view without the static part: what changes from step to step. With the
 * {@link MatchInfo} and the seat it is the engine's whole `PlayerView` (`fullView`).
 *
 * @example
 * SeatViewSchema.parse(welcome.view).ply;
 */
export const SeatViewSchema = z.readonly(
  z.strictObject({
    ply: StepSchema,
    activePlayers: z.readonly(z.array(SeatSchema)),
    awaitingChance: z.boolean(),
    terminal: z.boolean(),
    outcome: z.nullable(OutcomeSchema),
    g: z.json(),
  }),
);

/**
 * A seat's view without the static part (see {@link SeatViewSchema}).
 *
 * @example
 * const changing: SeatView = client.view;
 */
export type SeatView = z.infer<typeof SeatViewSchema>;

/**
 * Schema of the first message a seat (or a spectator) gets, on joining or when it is too far
 * behind: the static part once, and the seat's view, events, legal actions at the current step.
 *
 * @example
 * WelcomeMessageSchema.safeParse(JSON.parse(text)).success;
 */
export const WelcomeMessageSchema = z.readonly(
  z.strictObject({
    type: z.literal('welcome'),
    protocol: z.literal(MATCH_PROTOCOL),
    step: StepSchema,
    seat: z.nullable(SeatSchema),
    match: MatchInfoSchema,
    view: SeatViewSchema,
    events: z.readonly(z.array(EventMessageSchema)),
    legalActions: z.readonly(z.array(ActionMessageSchema)),
    active: z.boolean(),
  }),
);

/**
 * The first message to a seat (see {@link WelcomeMessageSchema}).
 *
 * @example
 * const first: WelcomeMessage = welcomeMessage(match, 2);
 */
export type WelcomeMessage = z.infer<typeof WelcomeMessageSchema>;

/**
 * Schema of what a seat gets after every change: the step number, what changed, the seat's view
 * as a patch from its view at the step before, the events it may see, its legal actions.
 *
 * @example
 * UpdateMessageSchema.safeParse(JSON.parse(text)).success;
 */
export const UpdateMessageSchema = z.readonly(
  z.strictObject({
    type: z.literal('update'),
    step: z.int().check(z.positive()),
    change: z.enum(['action', 'undo', 'redo']),
    seat: z.nullable(SeatSchema),
    patch: ViewPatchSchema,
    events: z.readonly(z.array(EventMessageSchema)),
    legalActions: z.readonly(z.array(ActionMessageSchema)),
    active: z.boolean(),
  }),
);

/**
 * What a seat gets after a change (see {@link UpdateMessageSchema}).
 *
 * @example
 * const next: UpdateMessage = r.messages[seat] as UpdateMessage;
 */
export type UpdateMessage = z.infer<typeof UpdateMessageSchema>;

/**
 * Schema of a seat's history since a step: the updates it got after that step, in order, exactly
 * as they were sent (for a client that reconnects).
 *
 * @example
 * HistoryMessageSchema.parse(message).updates.length;
 */
export const HistoryMessageSchema = z.readonly(
  z.strictObject({
    type: z.literal('history'),
    seat: z.nullable(SeatSchema),
    since: StepSchema,
    step: StepSchema,
    updates: z.readonly(z.array(UpdateMessageSchema)),
  }),
);

/**
 * A seat's history since a step (see {@link HistoryMessageSchema}).
 *
 * @example
 * const missed: HistoryMessage = history.history;
 */
export type HistoryMessage = z.infer<typeof HistoryMessageSchema>;

/**
 * Schema of a refusal sent to the seat whose message was refused, with the match's step.
 *
 * @example
 * RefusalMessageSchema.parse(message).error.code; // 'match/stale'
 */
export const RefusalMessageSchema = z.readonly(z.strictObject({ type: z.literal('refusal'), step: StepSchema, error: RuleErrorSchema }));

/**
 * A refusal sent to one seat (see {@link RefusalMessageSchema}).
 *
 * @example
 * const no: RefusalMessage = { type: 'refusal', step: 4, error };
 */
export type RefusalMessage = z.infer<typeof RefusalMessageSchema>;

/**
 * Schema of every message a host sends a seat.
 *
 * @example
 * const parsed = ServerMessageSchema.safeParse(JSON.parse(text));
 */
export const ServerMessageSchema = z.discriminatedUnion('type', [WelcomeMessageSchema, UpdateMessageSchema, HistoryMessageSchema, RefusalMessageSchema]);

/**
 * Any message a host sends a seat.
 *
 * @example
 * function onMessage(message: ServerMessage) { if (message.type === 'refusal') show(message.error); }
 */
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

/**
 * Schema of every message a seat sends its host: an action (with the step it was chosen at), an
 * undo or redo request (with the step it was asked at), a request for its history since a step,
 * or a request to be welcomed again.
 *
 * @example
 * ClientMessageSchema.safeParse({ type: 'submit', step: 12, action: { type: 'bank', player: 1 } }).success; // true
 */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('submit'), action: z.unknown(), step: z.optional(StepSchema) }),
  z.strictObject({ type: z.literal('undo'), step: z.optional(StepSchema) }),
  z.strictObject({ type: z.literal('redo'), step: z.optional(StepSchema) }),
  z.strictObject({ type: z.literal('since'), step: StepSchema }),
  z.strictObject({ type: z.literal('join') }),
]);

/**
 * Any message a seat sends its host (see {@link ClientMessageSchema}).
 *
 * @example
 * const message: ClientMessage = { type: 'submit', step: update.step, action };
 */
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
