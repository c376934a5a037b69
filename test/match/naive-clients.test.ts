import { describe, expect, it } from 'vitest';
import { view } from '../../src/index.js';
import { nextRandom, seedRng, type RngState } from '../../src/core/rng.js';
import { clientView, currentState, hostMessage, receiveMessage, startMatch, type SeatClient, type ServerMessage } from '../../src/match/index.js';

/**
 * Four naive Goldfield Gully clients behind a network that delivers their messages in any order:
 * on every update where it may act, a client sends one of its legal actions at once (even while
 * its last one is still on the way), naming the update's step or not. Returns the refusals met,
 * by code, and whether the game ended with every client on the host's views.
 */
function naiveTable(withSteps: boolean, seed: string): { refusals: Map<string, number>; steps: number } {
  const started = startMatch({ game: 'goldfield-gully', players: 4, seed });
  if (!started.ok) throw new Error(started.error.message);
  let match = started.match;
  const clients: (SeatClient | null)[] = [null, null, null, null];
  const inFlight: { seat: number; message: unknown }[] = [];
  let rng: RngState = seedRng(`network/${seed}`);
  const random = (n: number) => {
    const draw = nextRandom(rng);
    rng = draw.rng;
    return Math.floor(draw.value * n);
  };
  const refusals = new Map<string, number>();
  const act = (seat: number) => {
    const client = clients[seat]!;
    if (!client.active) return;
    const action = client.legalActions[random(client.legalActions.length)];
    inFlight.push({ seat, message: withSteps ? { type: 'submit', step: client.step, action } : { type: 'submit', action } });
  };
  const deliver = (seat: number, message: ServerMessage) => {
    const result = receiveMessage(clients[seat] ?? null, JSON.parse(JSON.stringify(message)));
    if (!result.ok) throw new Error(result.error.message);
    clients[seat] = result.client;
    if (result.refusal) refusals.set(result.refusal.code, (refusals.get(result.refusal.code) ?? 0) + 1);
    act(seat);
  };
  started.messages.forEach((welcome, seat) => deliver(seat, welcome));
  for (let guard = 0; inFlight.length > 0 && guard < 20_000; guard++) {
    const [{ seat, message }] = inFlight.splice(random(inFlight.length), 1) as [{ seat: number; message: unknown }];
    const reply = hostMessage(match, seat, message);
    match = reply.match;
    reply.reply.forEach((m) => deliver(seat, m));
    reply.broadcast?.messages.forEach((m, s) => deliver(s, m));
  }
  expect(view(currentState(match), null).terminal).toBe(true);
  for (const [seat, client] of clients.entries()) expect(clientView(client!)).toEqual(view(currentState(match), seat));
  return { refusals, steps: match.step };
}

describe('naive clients on a network that reorders (Goldfield Gully, four seats)', () => {
  it('without step numbers they meet the rules\' refusals; with them every refusal is match/stale, and picks made at the same step all count', () => {
    for (const seed of ['naive-1', 'naive-2', 'naive-3']) {
      const blind = naiveTable(false, seed);
      const stepped = naiveTable(true, seed);
      expect([...blind.refusals.keys()].some((code) => code.startsWith('goldfield-gully/') || code === 'not-your-turn')).toBe(true);
      expect([...stepped.refusals.keys()]).toEqual(['match/stale']);
    }
  });
});
