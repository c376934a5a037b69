import { randomBytes } from 'node:crypto';
import { getMessageBytes, logger, Protocol, Room, type Client } from '@colyseus/core';
import { ruleError, type RuleError } from '../core/errors.js';
import { isTerminal, legalActions } from '../core/queries.js';
import { zodToRuleError } from '../core/zod-issues.js';
import type { Bot } from '../bots/bot.js';
import { seededRandom } from '../bots/seeded-random.js';
import { hostMessage } from '../match/host-message.js';
import { currentState } from '../match/match-state.js';
import type { Match, MatchOk } from '../match/match-types.js';
import { updateMessage, welcomeMessage } from '../match/seat-update.js';
import { startMatch } from '../match/start-match.js';
import { submitAction } from '../match/submit-action.js';
import { undoRefusal } from '../match/undo-redo.js';
import type { RefusalMessage } from '../match/protocol-schemas.js';
import { refuseJoin } from './join-refusal.js';
import { allowedBot, nextBotAction } from './room-bots.js';
import { JoinOptionsSchema, ROOM_MESSAGES, TableOptionsSchema, type DoneMessageBody, type SeatMessageBody, type UndoableMessageBody, type SeatsMessageBody, type TableOptions } from './room-options.js';
import type { MatchRoomConfig, TableSaveReason } from './room-config.js';
import { seatsFromSave } from './saved-seats.js';
import { botFillsIn, claimSeat, newSeats, seatBack, seatHolders, seatLeft, type SeatState } from './seat-table.js';
import { newSeatToken } from './seat-token.js';
import { tableListing, type TableListing } from './table-listing.js';

const DEFAULT_BOTS = ['random', 'heuristic'] as const;

/** The room id a create asks to resume (`{ resume: id }`), or `null`. */
function resumeIdOf(options: unknown): string | null {
  if (typeof options !== 'object' || options === null) return null;
  const id = (options as { resume?: unknown }).resume;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
}

function isUndoOrRedo(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const type = (message as { type?: unknown }).type;
  return type === 'undo' || type === 'redo';
}

/**
 * A Colyseus room that hosts one match of any registered game through the match protocol
 * (`lost-valley-engine/match`). The match lives on the server only; there is no Colyseus state
 * (nothing shared is sent): each connection is sent its own protocol messages (`match`: a welcome,
 * then numbered updates with its own view as a patch, its own events and legal actions), its seat
 * and token (`seat`), and who sits where (`seats`). Seats are claimed on joining (`{ seat }`,
 * `{ token }`, `{ spectate: true }`), a dropped connection may reconnect within the grace time
 * (`allowReconnection`) and asks for its history (`{ type: 'since', step }`), and bots play
 * their seats on the server. Define it with {@link matchRoom} to set a {@link MatchRoomConfig}.
 *
 * @example
 * import 'lost-valley-engine';
 * import { Server } from '@colyseus/core';
 * import { matchRoom } from 'lost-valley-engine/colyseus';
 * new Server().define('table', matchRoom({ graceSeconds: 20 }));
 */
export class MatchRoom extends Room<object, TableListing> {
  /** The server's settings for every table of this class ({@link matchRoom} sets them). */
  static config: MatchRoomConfig = {};

  #match: Match | null = null;
  #seats: readonly SeatState[] = [];
  #seed = '';
  #options: TableOptions = { game: '', players: 0 };
  /** Saves and sends in order: with a store, nothing of a change is sent before it is saved. */
  #outbox: Promise<void> = Promise.resolve();
  readonly #members = new Map<string, number | null>();
  readonly #bots = new Map<string, Bot>();
  readonly #randoms: (() => number)[] = [];
  readonly #fillTimers = new Map<number, NodeJS.Timeout>();
  #botTimer: NodeJS.Timeout | null = null;
  #disposed = false;

  /** The settings of this table's class. */
  get config(): MatchRoomConfig {
    return (this.constructor as typeof MatchRoom).config;
  }

  /**
   * The match as the server holds it now (for saving it, or for a test); `null` before
   * `onCreate`. Never send it to a client: it holds every secret and the generator's state.
   */
  get match(): Match | null {
    return this.#match;
  }

  /** Who holds each seat now, with the hashes of their tokens (server side only). */
  get seats(): readonly SeatState[] {
    return this.#seats;
  }

  override async onCreate(options: unknown): Promise<void> {
    const config = this.config;
    const resumeId = config.store ? resumeIdOf(options) : null;
    if (resumeId !== null) {
      const resumed = await config.store!.resume(resumeId);
      if (!resumed) refuseJoin(ruleError('colyseus/no-such-table', `There is no saved table '${resumeId}' to resume.`, { details: { roomId: resumeId } }));
      this.roomId = resumeId;
      this.#allowTable(resumed.options);
      // The connections are gone with the old process: people come back with their seat tokens.
      const seats = seatsFromSave(resumed.seats, resumed.match.setup.players);
      if (!seats.ok) refuseJoin(seats.error);
      this.#match = resumed.match;
      this.#seed = String(resumed.match.setup.seed);
      this.#seats = seats.seats;
      if (seats.migrated) this.#save('seats'); // a table saved with plain tokens keeps only their hashes from now on
    } else {
      const parsed = TableOptionsSchema.safeParse(options);
      if (!parsed.success) refuseJoin(zodToRuleError('invalid-setup', 'The table options', parsed.error));
      const table = parsed.data;
      this.#allowTable(table);
      this.#seed = config.seed?.() ?? randomBytes(18).toString('base64url');
      const setup = { game: table.game, players: table.players, seed: this.#seed, ...(table.variant === undefined ? {} : { variant: table.variant }), ...(table.options === undefined ? {} : { options: table.options }) };
      const started = startMatch(setup);
      if (!started.ok) refuseJoin(started.error);
      this.#match = started.match;
      this.#seats = newSeats(table.players, table.bots ?? []);
      this.#save('created');
    }
    const players = this.#seats.length;
    for (let seat = 0; seat < players; seat++) this.#randoms.push(seededRandom(`${this.#seed}/bot/${seat}/${this.#match.step}`));
    this.maxClients = players + (config.maxSpectators ?? 16);
    if (config.keepEmpty && !isTerminal(currentState(this.#match))) this.autoDispose = false;
    this.onMessage(ROOM_MESSAGES.match, (client, message: unknown) => this.#fromClient(client, message));
    this.onMessage(ROOM_MESSAGES.undoable, (client) => this.#undoable(client));
    this.onMessage('*', (client, type) => {
      this.#send(client, ROOM_MESSAGES.match, this.#refusal(ruleError('colyseus/unknown-message', `This room takes '${ROOM_MESSAGES.match}' messages, not '${String(type)}'.`)));
    });
    this.#seats.forEach((seat, index) => {
      if (seat.bot === null && seat.session === null) this.#startFill(index);
    });
    this.#listingChanged();
    this.#scheduleBots();
  }

  /** Checks a table's game and bots against the server's settings (refuses otherwise) and keeps its options. */
  #allowTable(table: TableOptions): void {
    const config = this.config;
    if (config.games && !config.games.includes(table.game)) {
      refuseJoin(ruleError('colyseus/game-not-hosted', `This server hosts ${config.games.join(', ')}, not '${table.game}'.`, { details: { game: table.game } }));
    }
    const allowed = config.bots ?? DEFAULT_BOTS;
    const bots = table.bots ?? [];
    if (bots.length > table.players) refuseJoin(ruleError('invalid-setup', `bots names ${bots.length} seats, but the table has ${table.players}.`));
    for (const name of [...bots, config.emptySeatBot?.bot ?? null]) {
      if (name === null) continue;
      const bot = allowedBot(name, table.game, name === config.emptySeatBot?.bot ? [...allowed, name] : allowed);
      if ('code' in bot) refuseJoin(bot);
      this.#bots.set(name, bot);
    }
    this.#options = table;
  }

  /** Queues a save of the table (with a store): the sends queued after it wait for it. */
  #save(reason: TableSaveReason): void {
    const store = this.config.store;
    const match = this.#match;
    if (!store || match === null) return;
    const save = { roomId: this.roomId, reason, options: this.#options, match, seats: this.#seats };
    this.#outbox = this.#outbox.then(() => store.save(save)).catch((error: unknown) => {
      logger.error(`lost-valley-engine/colyseus: table ${save.roomId} was not saved (${reason}, step ${match.step}):`, error);
    });
  }

  /**
   * Sends one message, after every save queued before it (at once without a store). With a store
   * it is encoded now, as `client.send` would encode it (msgpack, `ROOM_DATA`), and only written
   * once the save has settled: a write returns with the steps of many tables, and their updates
   * then leave without each waiting for the others' encoding.
   */
  #send(client: Client, type: string, message: unknown): void {
    if (!this.config.store) {
      client.send(type, message);
      return;
    }
    const bytes = getMessageBytes.raw(Protocol.ROOM_DATA, type, message);
    this.#outbox = this.#outbox.then(() => client.enqueueRaw(bytes));
  }

  override onJoin(client: Client, options: unknown): void {
    const parsed = JoinOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) refuseJoin(zodToRuleError('colyseus/invalid-join', 'The join options', parsed.error));
    const match = this.#match!;
    if (parsed.data.spectate === true) {
      this.#members.set(client.sessionId, null);
      this.#send(client, ROOM_MESSAGES.seat, { type: 'seat', seat: null, token: null } satisfies SeatMessageBody);
      this.#send(client, ROOM_MESSAGES.seats, this.#seatsMessage());
      this.#send(client, ROOM_MESSAGES.match, welcomeMessage(match, null));
      return;
    }
    const claim = claimSeat(this.#seats, parsed.data, client.sessionId, newSeatToken());
    if (!claim.ok) refuseJoin(claim.error);
    this.#seats = claim.seats;
    this.#members.set(client.sessionId, claim.seat);
    this.#stopFill(claim.seat);
    if (claim.replaced !== null) this.clients.find((other) => other.sessionId === claim.replaced)?.leave(4001);
    this.#save('seats'); // the token's hash is kept before the client is told the token
    this.#send(client, ROOM_MESSAGES.seat, { type: 'seat', seat: claim.seat, token: claim.token } satisfies SeatMessageBody);
    this.#send(client, ROOM_MESSAGES.match, welcomeMessage(match, claim.seat));
    this.#seatsChanged(false);
  }

  override async onLeave(client: Client, consented?: boolean): Promise<void> {
    const seat = this.#members.get(client.sessionId);
    if (seat === undefined) return;
    if (seat === null || this.#seats[seat]?.session !== client.sessionId) {
      this.#members.delete(client.sessionId);
      return;
    }
    if (!consented) {
      this.#seats = seatLeft(this.#seats, seat, client.sessionId, true);
      this.#seatsChanged();
      try {
        const back = await this.allowReconnection(client, this.config.graceSeconds ?? 30);
        if (this.#seats[seat]?.session === back.sessionId) {
          this.#seats = seatBack(this.#seats, seat, back.sessionId);
          this.#seatsChanged();
        } else {
          back.leave(4001); // the seat's token was used from elsewhere meanwhile
        }
        return;
      } catch {
        // The grace time is over: the seat waits for its token, or a bot.
      }
    }
    this.#members.delete(client.sessionId);
    if (this.#seats[seat]?.session !== client.sessionId) return; // its token was used from elsewhere meanwhile
    this.#seats = seatLeft(this.#seats, seat, client.sessionId, false);
    this.#startFill(seat);
    this.#seatsChanged();
  }

  override onDispose(): Promise<void> {
    this.#disposed = true;
    if (this.#botTimer) clearTimeout(this.#botTimer);
    for (const timer of this.#fillTimers.values()) clearTimeout(timer);
    this.#fillTimers.clear();
    return this.#outbox; // the saves still queued
  }

  #refusal(error: RuleError): RefusalMessage {
    return { type: 'refusal', step: this.#match?.step ?? 0, error };
  }

  #fromClient(client: Client, message: unknown): void {
    const seat = this.#members.get(client.sessionId);
    if (seat === undefined || this.#match === null) return;
    if (seat !== null && this.#seats[seat]?.session !== client.sessionId) {
      this.#send(client, ROOM_MESSAGES.match, this.#refusal(ruleError('colyseus/not-seated', `This connection no longer holds seat ${seat}.`)));
      return;
    }
    if (this.config.undo === false && isUndoOrRedo(message)) {
      this.#send(client, ROOM_MESSAGES.match, this.#refusal(ruleError('colyseus/undo-disabled', 'This server does not let seats undo or redo.')));
      return;
    }
    const r = hostMessage(this.#match, seat, message);
    for (const reply of r.reply) this.#send(client, ROOM_MESSAGES.match, reply);
    if (r.broadcast) {
      this.#changed(r.broadcast);
      this.#send(client, ROOM_MESSAGES.done, { type: 'done', step: r.broadcast.match.step } satisfies DoneMessageBody);
    }
  }

  #undoable(client: Client): void {
    const seat = this.#members.get(client.sessionId);
    const match = this.#match;
    if (seat === undefined || match === null) return;
    const refusal =
      seat === null
        ? ruleError('match/not-your-step', 'A spectator has no step to undo.')
        : this.config.undo === false
          ? ruleError('colyseus/undo-disabled', 'This server does not let seats undo or redo.')
          : undoRefusal(match, { seat });
    this.#send(client, ROOM_MESSAGES.undoable, { type: 'undoable', step: match.step, refusal } satisfies UndoableMessageBody);
  }

  /**
   * Sends every connection its own message of a change, then lets the bots and the listing
   * follow. Only the connected seats' messages are built (`result.messages` would build every
   * seat's), and the spectators' once, when there is one.
   */
  #changed(result: MatchOk): void {
    this.#match = result.match;
    this.#save('step');
    for (const client of this.clients) {
      const seat = this.#members.get(client.sessionId);
      if (seat === undefined) continue;
      if (seat === null) this.#send(client, ROOM_MESSAGES.match, result.spectatorMessage);
      else if (this.#seats[seat]?.session === client.sessionId) this.#send(client, ROOM_MESSAGES.match, updateMessage(result.match, result.match.step, seat)!);
    }
    this.config.onChange?.(result.match, this.roomId);
    if (isTerminal(currentState(result.match))) {
      this.#listingChanged();
      if (this.config.keepEmpty) this.autoDispose = true; // the game is over: the table goes when its last connection does
    }
    this.#scheduleBots();
  }

  #scheduleBots(): void {
    if (this.#botTimer !== null || this.#match === null || this.#disposed) return;
    const state = currentState(this.#match);
    if (isTerminal(state)) return;
    this.#botTimer = setTimeout(() => {
      this.#botTimer = null;
      this.#botStep();
    }, this.config.botDelayMs ?? 0);
  }

  #botStep(): void {
    const match = this.#match;
    if (match === null) return;
    const next = nextBotAction(match, (seat) => this.#botAt(seat), (seat) => this.#randoms[seat]!);
    if (next === null) return;
    let r = submitAction(match, next.action, { seat: next.seat });
    if (!r.ok) r = submitAction(match, legalActions(currentState(match), next.seat)[0], { seat: next.seat });
    if (r.ok) this.#changed(r);
  }

  #botAt(seat: number): Bot | null {
    const name = this.#seats[seat]?.bot;
    return name ? (this.#bots.get(name) ?? null) : null;
  }

  #startFill(seat: number): void {
    const fill = this.config.emptySeatBot;
    if (!fill || this.#disposed) return;
    this.#stopFill(seat);
    const timer = setTimeout(() => {
      this.#fillTimers.delete(seat);
      this.#seats = botFillsIn(this.#seats, seat, fill.bot);
      this.#seatsChanged();
      this.#scheduleBots();
    }, fill.afterSeconds * 1000);
    this.#fillTimers.set(seat, timer);
  }

  #stopFill(seat: number): void {
    const timer = this.#fillTimers.get(seat);
    if (timer) clearTimeout(timer);
    this.#fillTimers.delete(seat);
  }

  #seatsMessage(): SeatsMessageBody {
    return { type: 'seats', seats: seatHolders(this.#seats) };
  }

  #seatsChanged(save = true): void {
    if (save) this.#save('seats');
    const message = this.#seatsMessage();
    if (this.config.store) this.#outbox = this.#outbox.then(() => this.broadcast(ROOM_MESSAGES.seats, message));
    else this.broadcast(ROOM_MESSAGES.seats, message);
    this.#listingChanged();
    this.#scheduleBots();
  }

  #listingChanged(): void {
    const match = this.#match;
    if (match === null) return;
    void this.setMetadata(tableListing(currentState(match), this.#seats));
  }
}

/**
 * A {@link MatchRoom} class with the server's settings, for `Server.define`: the games it hosts,
 * the bots a table may ask for, a bot for seats nobody takes, the grace time for reconnection,
 * and a callback after every change (to save the match). A table is created by a client with
 * its game, variant, seats and bots (`TableOptions`); the seed is drawn on the server.
 *
 * @example
 * import 'lost-valley-engine';
 * import { Server } from '@colyseus/core';
 * import { WebSocketTransport } from '@colyseus/ws-transport';
 * import { matchRoom } from 'lost-valley-engine/colyseus';
 * const server = new Server({ transport: new WebSocketTransport() });
 * server.define('table', matchRoom({ emptySeatBot: { bot: 'heuristic', afterSeconds: 60 } }));
 * await server.listen(2567, '127.0.0.1');
 */
export function matchRoom(config: MatchRoomConfig = {}): typeof MatchRoom {
  return class ConfiguredMatchRoom extends MatchRoom {
    static override config = config;
  };
}
