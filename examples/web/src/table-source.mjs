// Where the table's updates come from, and where its actions go. The page draws one seat from the
// updates it is sent and never reads a match itself, so the same table code draws a game held in
// the page (`createLocalSource` below) and one held by a server (an online source that speaks the
// match protocol over Colyseus implements the same shape).
import { eventsFor, view } from 'lost-valley-engine';
import { currentState, loadMatch, redoMatch, saveMatch, seatUpdate, startMatch, submitAction, undoMatch, undoRefusal } from 'lost-valley-engine/match';

/**
 * What a table is sent for its seat: `lost-valley-engine/match`'s `SeatUpdate` (`change`, `step`,
 * `seat`, `view`, `events`, `legalActions`, `active`, `teams`), whole (an online source applies the
 * protocol's patches itself, `receiveMessage`, and hands on the same shape), plus what a table
 * needs besides the game:
 *
 * - `past` (on a start, a load and an undo): the events of every step so far that this seat may
 *   see, so a table narrates a loaded game from its beginning, and forgets an undone step;
 * - `thinking`: the seat a bot is choosing for, or `null`;
 * - `cover`: hot-seat only: the seat the device must pass to before anything is shown (the update
 *   then carries no view of the last seat: `view` is that next seat's, to be shown on request).
 *
 * @typedef {import('lost-valley-engine/match').SeatUpdate & { past?: readonly object[], thinking?: number | null, cover?: number | null }} TableUpdate
 */

/**
 * A refusal, as the engine gives it: a stable `code` (`match/stale`, `match/undo-after-chance`, a
 * game's own codes) and a sentence.
 *
 * @typedef {{ code: string, message: string }} TableError
 */

/**
 * The table's source of updates: local (the match runs in the page) or online (a server holds it).
 *
 * @typedef {object} TableSource
 * @property {number | null} seat The seat this page shows (`null`: a spectator).
 * @property {string[]} seatNames The seats' names, seat 0 first, as the players chose them.
 * @property {(listener: (update: TableUpdate) => void) => () => void} subscribe Calls `listener`
 *   with the present update at once, then after every change; returns the unsubscribe function.
 * @property {(action: object, atStep: number) => Promise<{ ok: true } | { ok: false, error: TableError }>} submit
 *   Plays one of the seat's legal actions, chosen at step `atStep` (the update's `step`): a
 *   submit made from an old update is refused (`match/stale`) instead of played by mistake.
 * @property {() => TableError | null} undoRefusal Why Undo would be refused now, or `null`: as
 *   cheap as a submit (the match helper's `undoRefusal`), so the Undo button greys out before the
 *   click.
 * @property {() => Promise<{ ok: true } | { ok: false, error: TableError }>} undo Takes back this
 *   seat's last step (and the bots' steps after it, at a local table).
 * @property {() => Promise<{ ok: true } | { ok: false, error: TableError }>} redo Plays it again.
 * @property {() => TableError | null} [redoRefusal] Why Redo would be refused now, or `null`
 *   (optional: a source without it leaves Redo always offered).
 * @property {() => void} close Stops the updates (and the bots' thinking).
 */

/**
 * Who sits at each seat of a local table: a person, or a bot by its name in
 * `lost-valley-engine/bots`' `botByName` (`heuristic`, `ismcts:300`, `random`).
 *
 * @typedef {'human' | string} SeatKind
 */

/**
 * A table held in the page: the authoritative match (`startMatch`), the seats (people or bots), and
 * whose screen is shown. Bots choose through `think` (a Web Worker in the page: the page stays
 * responsive while IS-MCTS searches). With two people or more (hot-seat), a change of person hides
 * the screen behind `cover` until `reveal()`.
 *
 * @param {{ setup?: object, saved?: string, seats: SeatKind[], seatNames: string[], think: (state: object, seat: number, bot: string, seed: string) => Promise<object> }} options
 * @returns {{ ok: true, source: TableSource & { reveal(): void, setSeatKind(seat: number, kind: SeatKind): void, seatKinds(): SeatKind[], save(): string, botMove(bot: string): Promise<unknown>, setup(): object } } | { ok: false, error: TableError }}
 * @example
 * const made = createLocalSource({ setup: { game: 'lost-valley', players: 2, seed: 'x' }, seats: ['human', 'heuristic'], seatNames: ['Ana', 'Bot'], think });
 */
export function createLocalSource(options) {
  const started = options.saved === undefined ? startMatch(options.setup) : loadMatch(options.saved);
  if (!started.ok) return { ok: false, error: started.error };
  let match = started.match;
  let seats = options.seats.length === match.start.players ? options.seats.slice() : new Array(match.start.players).fill('human');
  const listeners = new Set();
  let shown = firstPerson(seats);
  let cover = null;
  let thinking = null;
  let closed = false;
  let botRun = 0;
  let change = options.saved === undefined ? 'start' : 'load';
  let events = [];
  const refusals = new Map();

  function activeSeats() {
    return view(currentState(match), null).activePlayers;
  }

  function updateFor(seat) {
    const update = seatUpdate(match, seat, change, events);
    const extra = { thinking, cover };
    if (change === 'start' || change === 'load' || change === 'undo') extra.past = pastEvents(seat);
    return { ...update, ...extra };
  }

  function pastEvents(seat) {
    const past = [...eventsFor(match.startEvents, seat, match.start)];
    for (const step of match.steps) past.push(...eventsFor(step.events, seat, step.state));
    return past;
  }

  function emit() {
    if (closed) return;
    const update = updateFor(shown);
    for (const listener of listeners) listener(update);
  }

  /** After a change: the next person to show (behind a cover when the device must pass), then the update. */
  function announce() {
    const person = activeSeats().find((seat) => seats[seat] === 'human');
    if (person !== undefined && person !== shown) {
      if (seats.filter((kind) => kind === 'human').length > 1 && shown !== null) cover = person;
      shown = person;
    }
    emit();
    change = 'action';
    events = [];
  }

  /** After a person's change: the update, then the bots' turns, if any. */
  function settle() {
    announce();
    runBots();
  }

  async function runBots() {
    const run = ++botRun;
    for (;;) {
      if (closed || run !== botRun) return;
      const bot = activeSeats().find((seat) => seats[seat] !== 'human');
      if (bot === undefined) return;
      thinking = bot;
      emit();
      const state = currentState(match);
      const action = await options.think(state, bot, seats[bot], `${match.setup.seed}/bots/${match.step}`);
      if (closed || run !== botRun || currentState(match) !== state) return;
      thinking = null;
      const result = submitAction(match, action, { seat: bot });
      if (!result.ok) {
        console.warn(`The bot for seat ${bot} chose an action the engine refused: ${result.error.message}`);
        return;
      }
      match = result.match;
      change = 'action';
      events = lastEvents();
      announce();
    }
  }

  // The events of the last step, as the match holds them (each seat's update filters them).
  function lastEvents() {
    const last = match.steps[match.steps.length - 1];
    return last ? last.events : [];
  }

  // Undo takes back the last person's step and every bot step after it: the steps to undo.
  function stepsToUndo() {
    const undo = [];
    for (let i = match.steps.length - 1; i >= 0; i--) {
      undo.push(match.steps[i]);
      const actor = match.steps[i].actor;
      if (actor !== null && seats[actor] === 'human') return undo;
    }
    return null;
  }

  function refusalNow() {
    const known = refusals.get(match);
    if (known !== undefined) return known;
    let answer = null;
    if (thinking !== null) answer = { code: 'table/bot-thinking', message: 'A bot is choosing its move.' };
    else if (!stepsToUndo()) answer = { code: 'match/nothing-to-undo', message: 'No step of a person to take back.' };
    else {
      let m = match;
      for (;;) {
        const last = m.steps[m.steps.length - 1];
        const refusal = undoRefusal(m);
        if (refusal) {
          answer = refusal;
          break;
        }
        m = undoMatch(m).match;
        if (last.actor !== null && seats[last.actor] === 'human') break;
      }
    }
    if (thinking === null) refusals.set(match, answer);
    return answer;
  }

  const source = {
    get seat() {
      return shown;
    },
    get seatNames() {
      return options.seatNames.slice();
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(updateFor(shown));
      return () => listeners.delete(listener);
    },
    async submit(action, atStep) {
      if (shown === null || seats[shown] !== 'human') return { ok: false, error: { code: 'table/not-a-person', message: 'No person plays this seat.' } };
      const result = submitAction(match, action, { seat: shown, step: atStep });
      if (!result.ok) return { ok: false, error: result.error };
      match = result.match;
      change = 'action';
      events = lastEvents();
      settle();
      return { ok: true };
    },
    undoRefusal: refusalNow,
    async undo() {
      const refusal = refusalNow();
      if (refusal) return { ok: false, error: refusal };
      for (;;) {
        const last = match.steps[match.steps.length - 1];
        const result = undoMatch(match);
        if (!result.ok) return { ok: false, error: result.error };
        match = result.match;
        if (last.actor !== null && seats[last.actor] === 'human') break;
      }
      botRun++;
      thinking = null;
      change = 'undo';
      events = [];
      announce();
      return { ok: true };
    },
    redoRefusal() {
      const next = match.undone[match.undone.length - 1];
      if (!next) return { code: 'match/nothing-to-redo', message: 'Nothing has been undone.' };
      return thinking === null ? null : { code: 'table/bot-thinking', message: 'A bot is choosing its move.' };
    },
    async redo() {
      const result = redoMatch(match);
      if (!result.ok) return { ok: false, error: result.error };
      match = result.match;
      change = 'redo';
      events = lastEvents();
      settle();
      return { ok: true };
    },
    close() {
      closed = true;
      botRun++;
      listeners.clear();
    },
    reveal() {
      cover = null;
      emit();
    },
    seatKinds() {
      return seats.slice();
    },
    setSeatKind(seat, kind) {
      seats = seats.slice();
      seats[seat] = kind;
      refusals.clear();
      if (shown !== null && seats[shown] !== 'human') shown = firstPerson(seats);
      if (shown === null) shown = firstPerson(seats);
      settle();
    },
    save() {
      return JSON.stringify({ match: JSON.parse(saveMatch(match)), seats, seatNames: options.seatNames });
    },
    async botMove(bot) {
      if (shown === null || !activeSeats().includes(shown)) return { ok: false, error: { code: 'table/not-to-act', message: 'This seat has nothing to do now.' } };
      const action = await options.think(currentState(match), shown, bot, `${match.setup.seed}/help/${match.step}`);
      return source.submit(action, match.step);
    },
    setup() {
      return match.setup;
    },
  };
  // The first update goes out on subscribe; the bots start once the page has subscribed.
  queueMicrotask(() => {
    change = 'action';
    runBots();
  });
  return { ok: true, source };
}

function firstPerson(seats) {
  const seat = seats.indexOf('human');
  return seat < 0 ? null : seat;
}

/**
 * Reads a saved local table (`source.save()`): the match text and who sat where.
 *
 * @returns {{ ok: true, saved: string, seats: SeatKind[], seatNames: string[] | null } | { ok: false, error: TableError }}
 */
export function readSavedTable(text) {
  let saved;
  try {
    saved = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'invalid-save', message: 'That is not a saved table (not JSON).' } };
  }
  if (!saved || typeof saved !== 'object' || !saved.match) return { ok: false, error: { code: 'invalid-save', message: 'That is not a saved table (no match in it).' } };
  const seats = Array.isArray(saved.seats) ? saved.seats.map((kind) => (typeof kind === 'string' ? kind : 'human')) : [];
  const seatNames = Array.isArray(saved.seatNames) ? saved.seatNames.map(String) : null;
  return { ok: true, saved: JSON.stringify(saved.match), seats, seatNames };
}
