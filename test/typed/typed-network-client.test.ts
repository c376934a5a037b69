import { describe, expect, expectTypeOf, it } from 'vitest';
import { goldfieldGullyFace, type GullyAction, type GullyEvent, type GullyView } from '../../src/games/goldfield-gully/public.js';
import { lostValleyFace, type LostValleyEvent } from '../../src/games/lost-valley/public.js';
import { mountainRiverDuelFace } from '../../src/games/mountain-river-duel/public.js';
import { matchClient, receiveMessage, startMatch, submitAction, type FaceMatchTypes, type SeatClient } from '../../src/match/index.js';
import type { FaceView } from '../../src/core/index.js';
import { goldfieldGullyWords } from '../../src/words/goldfield-gully/index.js';

type Gully = FaceMatchTypes<typeof goldfieldGullyFace>;
const wire = (message: unknown): unknown => JSON.parse(JSON.stringify(message));

describe('the client end of the protocol typed over a face (matchClient)', () => {
  it('Goldfield Gully: a client that holds only what the host sends has typed views, events and actions, and narrates them without a cast', () => {
    const started = startMatch(goldfieldGullyFace, { players: 3, seed: 'typed-network' });
    if (!started.ok) throw new Error(started.error.message);
    const gully = matchClient(goldfieldGullyFace);
    const first = gully.receive(null, wire(started.messages[1]));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    let client: SeatClient<Gully> = first.client;
    expectTypeOf(client.view.g).toEqualTypeOf<GullyView>();
    expectTypeOf(client.events).toEqualTypeOf<readonly GullyEvent[]>();
    expectTypeOf(client.legalActions).toEqualTypeOf<readonly GullyAction[]>();
    expectTypeOf(gully.view(client)).toEqualTypeOf<Gully['view']>();
    expectTypeOf(gully.view(client).g.choice).toEqualTypeOf<(number | 'secret' | null)[]>();

    const next = submitAction(started.match, { type: 'gather', player: 0, building: 5 }, { seat: 0 });
    if (!next.ok) throw new Error(next.error.message);
    const moved = gully.receive(client, wire(next.messages[1]));
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    client = moved.client;
    expect(client.step).toBe(1);
    // Seat 0's pick is a secret to seat 1, and typed as possibly one.
    expect(client.view.g.choice[0]).toBe('secret');
    expect(gully.view(client)).toEqual(wire(next.updates[1]!.view));
    const lines = client.events.map((event) => goldfieldGullyWords.describeEvent(event, gully.view(client)));
    expect(lines.filter((line) => line !== undefined).length).toBeGreaterThan(0);
    const seen = gully.view(client);
    expect(client.legalActions.length).toBeGreaterThan(0);
    for (const action of client.legalActions) expect(goldfieldGullyWords.parseAction(seen, goldfieldGullyWords.formatAction(seen, action))).toEqual({ ok: true, action });
  });

  it('the usual loop (client = r.client after each message) types with no annotation on the result', () => {
    const started = startMatch(goldfieldGullyFace, { players: 3, seed: 'typed-loop' });
    if (!started.ok) throw new Error(started.error.message);
    const gully = matchClient(goldfieldGullyFace);
    let client: SeatClient<Gully> | null = null;
    let match = started.match;
    const inbox: unknown[] = [wire(started.messages[2])];
    for (const action of [{ type: 'gather', player: 0, building: 5 }, { type: 'bank', player: 1 }] as const) {
      const r = submitAction(match, action, { seat: action.player });
      if (!r.ok) throw new Error(r.error.message);
      match = r.match;
      inbox.push(wire(r.messages[2]));
    }
    for (const message of inbox) {
      const r = gully.receive(client, message);
      if (!r.ok) throw new Error(r.error.message);
      client = r.client;
    }
    expect(client?.step).toBe(2);
    expect(client?.view.g.choice.slice(0, 2)).toEqual(['secret', 'secret']);
  });

  it("refuses what does not fit the face's game, and leaves the client as it was", () => {
    const duel = startMatch(mountainRiverDuelFace, { players: 2, seed: 'other' });
    const started = startMatch(goldfieldGullyFace, { players: 3, seed: 'refusals' });
    if (!duel.ok || !started.ok) throw new Error('start');
    const gully = matchClient(goldfieldGullyFace);
    const wrongGame = gully.receive(null, wire(duel.messages[0]));
    expect(wrongGame.ok ? null : wrongGame.error.code).toBe('match/wrong-game');
    expect(gully.follow(wire(duel.messages[0]) as never).ok).toBe(false);

    const welcome = wire(started.messages[0]) as { view: { g: { choice: unknown[] } } };
    welcome.view.g.choice[0] = 'banana';
    const badView = gully.receive(null, welcome);
    expect(badView.ok ? null : badView.error.code).toBe('match/invalid-message');
    // The untyped end takes the same welcome: it checks only the protocol's shape.
    expect(receiveMessage(null, welcome).ok).toBe(true);

    const first = gully.receive(null, wire(started.messages[0]));
    if (!first.ok) throw new Error(first.error.message);
    const next = submitAction(started.match, { type: 'gather', player: 0, building: 5 }, { seat: 0 });
    if (!next.ok) throw new Error(next.error.message);
    const update = wire(next.messages[0]) as { events: { type: string }[]; legalActions: unknown[] };
    const badEvent = gully.receive(first.client, { ...update, events: [{ type: 'no-such-event' }] });
    expect(badEvent.ok ? null : badEvent.error.code).toBe('match/invalid-message');
    const badAction = gully.receive(first.client, { ...update, legalActions: [{ type: 'gather', player: 0, building: 'saloon' }] });
    expect(badAction.ok ? null : badAction.error.code).toBe('match/invalid-message');
    expect(first.client.step).toBe(0);
    expect(gully.receive(first.client, update).ok).toBe(true);
  });

  it("Lost Valley: a hidden view field is typed as possibly hidden on the client, and every event is the game's", () => {
    const started = startMatch(lostValleyFace, { players: 3, seed: 'typed-network' });
    if (!started.ok) throw new Error(started.error.message);
    const valley = matchClient(lostValleyFace);
    const r = valley.receive(null, wire(started.messages[2]));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expectTypeOf(r.client.view.g.skills.faceDown).toEqualTypeOf<'hidden'[]>();
    expectTypeOf(r.client.events).toEqualTypeOf<readonly LostValleyEvent[]>();
    expectTypeOf(valley.view(r.client)).toMatchTypeOf<FaceView<unknown, unknown, unknown>>();
    expect(r.client.view.g.skills.faceDown.every((tile) => tile === 'hidden')).toBe(true);
    // @ts-expect-error a client of Lost Valley holds no Goldfield Gully client
    valley.receive({} as SeatClient<Gully>, {});
  });
});
