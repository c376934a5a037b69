// The table's state and rules of play, without the page: one match (the authoritative state, as a
// host holds it), who sits where (a person or the random bot), and whose view the page shows.
import { eventsFor, seedRng, nextRandom, legalActions, view } from 'lost-valley-engine';
import { randomAction } from 'lost-valley-engine/bots';
import { currentState, loadMatch, redoMatch, saveMatch, startMatch, submitAction, undoMatch } from 'lost-valley-engine/match';
import { describeEvent } from 'lost-valley-engine/words';

/** A new table: the match and the seats (`human` or `bot`), seat 0 a person, the others bots. */
export function newTable(setup, seats, locale) {
  const started = startMatch(setup);
  if (!started.ok) return { error: started.error };
  return { match: started.match, seats, locale, viewer: firstHuman(seats), rng: seedRng(`${setup.seed}/bots`) };
}

function firstHuman(seats) {
  const seat = seats.indexOf('human');
  return seat < 0 ? null : seat;
}

/** The present state of the table's match. */
export function stateOf(table) {
  return currentState(table.match);
}

/** Who may act now (none at the end). */
export function activeSeats(table) {
  return view(stateOf(table), null).activePlayers;
}

/**
 * Whose view the page should show next: the active person (the first, when several pick at once);
 * when only bots may act, the person who looked last; `null` (a spectator) when nobody is a person.
 */
export function nextViewer(table) {
  const active = activeSeats(table);
  const human = active.find((seat) => table.seats[seat] === 'human');
  if (human !== undefined) return human;
  return table.viewer ?? firstHuman(table.seats);
}

/** The next bot seat that may act, or `null` when only people (or nobody) may act now. */
export function nextBotSeat(table) {
  return activeSeats(table).find((seat) => table.seats[seat] === 'bot') ?? null;
}

/**
 * The random bot's choice for one seat: `randomAction` when that seat is the only one to act,
 * else a uniform pick among the seat's own legal actions (simultaneous picks).
 */
export function botAction(table, seat) {
  const state = stateOf(table);
  const active = activeSeats(table);
  if (active.length === 1 && active[0] === seat) {
    const pick = randomAction(state, table.rng);
    return { action: pick.action, rng: pick.rng };
  }
  const actions = legalActions(state, seat);
  const draw = nextRandom(table.rng);
  return { action: actions[Math.floor(draw.value * actions.length)] ?? null, rng: draw.rng };
}

/** Plays an action for a seat; returns the next table or the engine's refusal. */
export function play(table, action, seat) {
  const result = submitAction(table.match, action, { seat });
  return result.ok ? { table: { ...table, match: result.match } } : { error: result.error };
}

/**
 * Takes back the last person's step and every bot step after it, all or nothing: a refusal (a
 * draw or a secret was seen since) leaves the table as it was and says why.
 */
export function undoToPerson(table) {
  let match = table.match;
  for (;;) {
    const last = match.steps[match.steps.length - 1];
    const result = undoMatch(match);
    if (!result.ok) return { error: result.error };
    match = result.match;
    if (last.actor !== null && table.seats[last.actor] === 'human') return { table: { ...table, match } };
  }
}

/** Plays the last undone step again. */
export function redo(table) {
  const result = redoMatch(table.match);
  return result.ok ? { table: { ...table, match: result.match } } : { error: result.error };
}

/** The saved table: the match (setup, actions, redo stack) and who sits where. */
export function saveTable(table) {
  return JSON.stringify({ match: JSON.parse(saveMatch(table.match)), seats: table.seats, locale: table.locale });
}

/** Reads a saved table back; a foreign or broken text is refused with the engine's error. */
export function loadTable(text) {
  let saved;
  try {
    saved = JSON.parse(text);
  } catch {
    return { error: { code: 'invalid-save', message: 'That is not a saved table (not JSON).' } };
  }
  const loaded = loadMatch(JSON.stringify(saved?.match ?? null));
  if (!loaded.ok) return { error: loaded.error };
  const players = loaded.match.start.players;
  const seats = Array.isArray(saved.seats) && saved.seats.length === players ? saved.seats.map((s) => (s === 'bot' ? 'bot' : 'human')) : new Array(players).fill('human');
  const locale = ['en', 'es', 'cs'].includes(saved.locale) ? saved.locale : 'en';
  return { table: { match: loaded.match, seats, locale, viewer: firstHuman(seats), rng: seedRng(`${loaded.match.setup.seed}/bots/${loaded.match.steps.length}`) } };
}

// Sentences per step and seat, built once: steps never change, so a WeakMap keyed by the step
// keeps a long game's log cheap to draw again after every move.
const sentences = new WeakMap();

/** The narration a seat may read: the events of every step so far that it may see, in words. */
export function narration(table, seat, seatNames) {
  const lines = [];
  const say = (events, state) => {
    for (const event of eventsFor(events, seat, state)) {
      const line = describeEvent(event, state, { locale: table.locale, seatNames });
      if (line) lines.push(line);
    }
  };
  say(table.match.startEvents, table.match.start);
  for (const step of table.match.steps) {
    const key = `${table.locale}/${seat}/${seatNames.join('|')}`;
    let cached = sentences.get(step);
    if (!cached) sentences.set(step, (cached = new Map()));
    let stepLines = cached.get(key);
    if (!stepLines) {
      stepLines = [];
      for (const event of eventsFor(step.events, seat, step.state)) {
        const line = describeEvent(event, step.state, { locale: table.locale, seatNames });
        if (line) stepLines.push(line);
      }
      cached.set(key, stepLines);
    }
    for (const line of stepLines) lines.push(line);
  }
  return lines;
}
