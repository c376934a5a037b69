import { describe, expect, it } from 'vitest';
import { view, type GameSetup } from '../../src/index.js';
import {
  clientView,
  currentState,
  hostMessage,
  loadMatch,
  receiveMessage,
  saveMatch,
  startMatch,
  updatesSince,
  welcomeMessage,
  type MatchOk,
  type MatchResult,
  type SeatClient,
} from '../../src/match/index.js';
import { overTheWire, playThroughProtocol, type ProtocolGame } from './protocol-support.js';

function ok(result: MatchResult): MatchOk {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
}

const setups: GameSetup[] = [
  { game: 'lost-valley', players: 4, seed: 'lv-secret-seed-7f3a' },
  { game: 'goldfield-gully', players: 4, seed: 'gg-secret-seed-91c2' },
  { game: 'lost-dutchman', players: 3, seed: 'ld-secret-seed-5d0e' },
  { game: 'mountain-river-duel', players: 2, seed: 'mrd-secret-seed-c4b8' },
];

// One whole game per game, played once and read by the tests below.
const games = new Map<string, ProtocolGame>();
function gameOf(setup: GameSetup): ProtocolGame {
  let game = games.get(setup.game);
  if (!game) games.set(setup.game, (game = playThroughProtocol(setup, `bots/${setup.game}`)));
  return game;
}

describe('the match protocol over whole games', () => {
  it.each(setups)('$game: every client rebuilds exactly its own view from its messages; no message holds another seat\'s secret, the seed or the generator', (setup) => {
    // The checks run inside the game after every change (protocol-support.ts).
    const { match, clients } = gameOf(setup);
    expect(match.step).toBeGreaterThan(10);
    expect(clients).toHaveLength(setup.players + 1);
    // Undo and redo were met on the way (the duel draws at almost every step, so it refuses them).
    if (setup.game !== 'mountain-river-duel') expect(match.history.some((entry) => entry.change === 'undo')).toBe(true);
  });

  it.each(setups)('$game: the history since any step is the updates that seat received after it, for every seat and spectators', (setup) => {
    const { match, received } = gameOf(setup);
    const seats = [...Array.from({ length: setup.players }, (_, seat) => seat), null];
    for (const since of [0, 1, Math.floor(match.step / 2), match.step - 1, match.step]) {
      for (const [index, seat] of seats.entries()) {
        const history = updatesSince(match, seat, since);
        if (!history.ok) throw new Error(history.error.message);
        expect(history.history).toMatchObject({ type: 'history', seat, since, step: match.step });
        expect(overTheWire(history.history.updates)).toEqual(received[index]!.slice(since));
      }
    }
  });

  it.each(setups)('$game: a client that dropped at a step catches up with its history and is then the same as one that stayed', (setup) => {
    const { match, clients, snapshots } = gameOf(setup);
    for (const at of [1, Math.floor(match.step / 3), match.step - 2]) {
      const before = snapshots[at];
      if (!before) continue;
      for (const [seat, dropped] of before.entries()) {
        const request = hostMessage(match, seat === setup.players ? null : seat, { type: 'since', step: dropped.step });
        expect(request.broadcast).toBeNull();
        const caught = receiveMessage(dropped, overTheWire(request.reply[0]));
        if (!caught.ok) throw new Error(caught.error.message);
        expect(caught.client).toEqual(clients[seat]);
      }
    }
  });

  it('a client that misses an update is told so (match/missed-updates) and changes nothing; a welcome starts it over', () => {
    const started = ok(startMatch({ game: 'goldfield-gully', players: 2, seed: 'missed' }));
    let match = started.match;
    let client: SeatClient | null = null;
    const first = receiveMessage(client, overTheWire(started.messages[1]));
    if (!first.ok) throw new Error(first.error.message);
    client = first.client;
    const updates = [];
    for (let i = 0; i < 3; i++) {
      const seat = view(currentState(match), null).activePlayers[0]!;
      const welcome = welcomeMessage(match, seat);
      const moved = hostMessage(match, seat, { type: 'submit', step: welcome.step, action: welcome.legalActions[0] });
      match = moved.match;
      updates.push(moved.broadcast!.messages[1]!);
    }
    const skipped = receiveMessage(client, overTheWire(updates[1]));
    expect(skipped.ok).toBe(false);
    if (!skipped.ok) expect(skipped.error).toMatchObject({ code: 'match/missed-updates', details: { at: client.step, got: client.step + 2 } });
    expect(receiveMessage(client, 'garbage')).toMatchObject({ ok: false, error: { code: 'match/invalid-message' } });
    expect(receiveMessage(null, overTheWire(updates[0]))).toMatchObject({ ok: false, error: { code: 'match/not-welcomed' } });
    const fresh = receiveMessage(client, overTheWire(welcomeMessage(match, 1)));
    if (!fresh.ok) throw new Error(fresh.error.message);
    expect(clientView(fresh.client)).toEqual(view(currentState(match), 1));
  });

  it('the welcome holds the static part once (setup options and component data, never the seed); updates never do', () => {
    const started = ok(startMatch({ game: 'lost-valley', players: 4, seed: 'static-part-seed' }));
    const welcome = started.messages[2]!;
    if (welcome.type !== 'welcome') throw new Error('no welcome');
    const state = currentState(started.match);
    expect(welcome.match).toEqual({ game: 'lost-valley', variant: 'standard', players: 4, chance: 'auto', options: state.options, data: state.data });
    expect(Object.keys(welcome.view).sort()).toEqual(['activePlayers', 'awaitingChance', 'g', 'outcome', 'ply', 'terminal']);
    expect(JSON.stringify(welcome)).not.toContain('static-part-seed');
    expect(JSON.stringify(welcome)).not.toContain('"rng"');
    const { received } = gameOf(setups[0]!);
    for (const update of received[0]!) for (const op of update.patch) expect(['data', 'options', 'game', 'variant', 'players', 'seat']).not.toContain(op.p[0]);
  });

  it('save and load keep the step numbers and the history: after a restart a client gets what it missed', () => {
    const { match, received } = gameOf(setups[1]!);
    const loaded = ok(loadMatch(saveMatch(match)));
    expect(loaded.match.step).toBe(match.step);
    expect(loaded.match.history.map((entry) => entry.change)).toEqual(match.history.map((entry) => entry.change));
    expect(currentState(loaded.match)).toEqual(currentState(match));
    expect(loaded.messages.every((message) => message.type === 'welcome' && message.step === match.step)).toBe(true);
    const since = Math.floor(match.step / 2);
    const history = updatesSince(loaded.match, 2, since);
    if (!history.ok) throw new Error(history.error.message);
    expect(overTheWire(history.history.updates)).toEqual(received[2]!.slice(since));
  });

  it('a version 1 save (actions and redo stack) still loads, with its undone steps to redo', () => {
    const { match } = gameOf(setups[1]!);
    const actions = match.steps.slice(0, 12).map((step) => step.action);
    const undone = match.steps.slice(12, 13).map((step) => step.action);
    const v1 = JSON.stringify({ format: 'lost-valley-engine/match', version: 1, setup: match.setup, actions: [...actions, ...undone], undone: [] });
    const loaded = ok(loadMatch(v1));
    expect(loaded.match.steps.map((step) => step.action)).toEqual([...actions, ...undone]);
    const withRedo = JSON.stringify({ format: 'lost-valley-engine/match', version: 1, setup: match.setup, actions, undone });
    const restored = loadMatch(withRedo);
    // An undone step that drew a chance outcome could never have been undone: the save is refused.
    if (restored.ok) expect(restored.match.undone.map((step) => step.action)).toEqual(undone);
    else expect(restored.error.code).toBe('invalid-save');
  });
});
