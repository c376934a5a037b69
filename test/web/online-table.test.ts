import { describe, expect, it } from 'vitest';
import '../../src/index.js';
import { redoMatch, startMatch, submitAction, undoMatch, undoRefusal, welcomeMessage, type Match, type MatchOk } from '../../src/match/index.js';
import { legalActions, view } from '../../src/index.js';
import { currentState } from '../../src/match/index.js';
import { onlineLinkHtml, onlineSeatsHtml, onlineTableOptions, onlineTableSource, serverAddress, type SeatHolder, type TableUpdate } from '../../examples/web/src/online-table.mjs';

// examples/web/src/online-table.mjs, the page's end of "Play online", over a stand-in for the
// online source that hands it the match protocol's messages of a real match (no server).

function standIn(welcome: unknown) {
  let listener: ((message: unknown) => void) | null = null;
  let news: (() => void) | null = null;
  const stand = {
    seat: 0,
    roomId: 'abc',
    link: '#table=abc',
    closed: false,
    seats: [
      { seat: 0, holder: 'person', connected: true, bot: null },
      { seat: 1, holder: 'bot', connected: true, bot: 'heuristic' },
    ] satisfies SeatHolder[],
    subscribe(l: (message: unknown) => void) {
      listener = l;
      l(welcome);
      return () => undefined;
    },
    onNews(l: () => void) {
      news = l;
      return () => undefined;
    },
    send: (message: unknown) => listener!(message),
    tell: () => news?.(),
    submit: () => Promise.resolve({ ok: true as const }),
    undoRefusal: () => null,
    undo: () => Promise.resolve({ ok: true as const }),
    redo: () => Promise.resolve({ ok: true as const }),
    close: () => undefined,
  };
  return stand;
}

/** Plays seat 0's and seat 1's first legal actions until seat 0 can undo its own last step. */
function playUntilUndoable(start: Match, send: (result: MatchOk) => void): Match {
  let match = start;
  for (let i = 0; i < 200; i++) {
    const state = currentState(match);
    const seat = [0, 1].find((s) => legalActions(state, s).length > 0)!;
    const r = submitAction(match, legalActions(state, seat)[0], { seat });
    if (!r.ok) throw new Error(r.error.message);
    match = r.match;
    send(r);
    if (seat === 0 && undoRefusal(match, { seat: 0 }) === null && i > 2) return match;
  }
  throw new Error('no undoable step of seat 0');
}

describe('online-table.mjs: the browser table over the online source', () => {
  it('finds the server at the page\'s own origin, or where ?server= says', () => {
    expect(serverAddress('http://127.0.0.1:2567/table/#table=abc')).toBe('ws://127.0.0.1:2567');
    expect(serverAddress('https://games.example/table/')).toBe('wss://games.example');
    expect(serverAddress('http://127.0.0.1:8080/?server=ws%3A%2F%2F10.0.0.2%3A2567%2F#table=x')).toBe('ws://10.0.0.2:2567');
  });

  it('makes the table options from the form: the first seat is the person, the others the chosen bot or open seats', () => {
    expect(onlineTableOptions({ game: 'lost-valley', variant: 'standard', players: 3, others: 'heuristic' })).toEqual({ game: 'lost-valley', variant: 'standard', players: 3, bots: [null, 'heuristic', 'heuristic'] });
    expect(onlineTableOptions({ game: 'goldfield-gully', variant: 'standard', players: 2, others: 'human' }).bots).toEqual([null, null]);
  });

  it('turns the protocol\'s messages into whole table updates: the view rebuilt, the narration\'s past after an undo, Redo offered only after an undo', () => {
    const started = startMatch({ game: 'lost-valley', players: 2, seed: 'online-table' });
    if (!started.ok) throw new Error(started.error.message);
    const online = standIn(welcomeMessage(started.match, 0));
    let locale = 'en';
    const source = onlineTableSource(online, { url: 'ws://127.0.0.1:2567', locale: () => locale });
    const updates: TableUpdate[] = [];
    source.subscribe((update) => updates.push(update));
    expect(updates[0]!.change).toBe('start');
    expect(updates[0]!.past).toEqual(updates[0]!.events);
    expect(source.redoRefusal()?.code).toBe('match/nothing-to-redo');

    const seen: (readonly unknown[])[] = [updates[0]!.events];
    let match = playUntilUndoable(started.match, (r) => {
      online.send(r.messages[0]);
      seen.push(updates.at(-1)!.events);
    });
    const last = updates.at(-1)!;
    expect(last.step).toBe(match.step);
    expect(JSON.parse(JSON.stringify(last.view))).toEqual(JSON.parse(JSON.stringify(r0(match))));
    expect(last.past).toBeUndefined();

    const undone = undoMatch(match, { seat: 0 });
    if (!undone.ok) throw new Error(undone.error.message);
    match = undone.match;
    online.send(undone.messages[0]);
    const afterUndo = updates.at(-1)!;
    expect(afterUndo.change).toBe('undo');
    expect(afterUndo.past).toEqual(seen.slice(0, -1).flat());
    expect(source.redoRefusal()).toBeNull();

    const redone = redoMatch(match, { seat: 0 });
    if (!redone.ok) throw new Error(redone.error.message);
    online.send(redone.messages[0]);
    expect(updates.at(-1)!.change).toBe('redo');
    expect(updates.at(-1)!.events).toEqual(seen.at(-1));
    expect(source.redoRefusal()?.code).toBe('match/nothing-to-redo');

    // A message that does not fit (a step missed) is not drawn.
    const count = updates.length;
    online.send({ type: 'update', step: 999, change: 'action', seat: 0, patch: [], events: [], legalActions: [], active: false });
    expect(updates.length).toBe(count);

    // Seats, names and the link in the page's language; this seat is a person's.
    expect(source.seatKinds()).toEqual(['human', 'heuristic']);
    expect(source.seatNames).toEqual(['Seat 1', 'Seat 2']);
    expect(onlineSeatsHtml(source)).toMatch(/Seat 1: you.*Seat 2: heuristic bot/);
    locale = 'cs';
    expect(onlineSeatsHtml(source)).toMatch(/Hráč 1: vy.*Hráč 2: heuristický bot/);
    expect(onlineLinkHtml(source, 'cs', 'http://127.0.0.1:2567/table/')).toContain('href="http://127.0.0.1:2567/table/#table=abc"');
    online.closed = true;
    expect(onlineLinkHtml(source, 'en', 'http://127.0.0.1:2567/table/')).toMatch(/^The connection to the server is closed/);
  });
});

/** Seat 0's whole view of the match's present state, as the engine gives it. */
function r0(match: Match): unknown {
  return view(currentState(match), 0);
}
