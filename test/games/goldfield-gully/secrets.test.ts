import { describe, expect, it } from 'vitest';
import {
  activePlayers,
  applyAction,
  chanceOutcomes,
  determinize,
  eventsFor,
  getGame,
  isTerminal,
  legalActions,
  outcome,
  saveGame,
  stableStringify,
  view,
  type GameEvent,
} from '../../../src/index.js';
import { checkViews } from '../../../src/testing/index.js';
import { SECRET, type GullyState } from '../../../src/games/goldfield-gully/public.js';
import { draw, newGully, play } from './gully-helpers.js';

const describeEvent = getGame('goldfield-gully')!.describeEvent!;

/** Round 1 of a 3-seat game at its commitments, after seat 1 committed `choice` in secret. */
function afterSecret(choice: number | 'bank'): { state: GullyState; events: GameEvent[] } {
  const state = draw(newGully(3), [2, 1, 2]);
  return play(state, choice === 'bank' ? { type: 'bank', player: 1 } : { type: 'gather', player: 1, building: choice });
}

/** Everything a seat (or a spectator) can learn through the public functions, as one JSON text. */
function everythingSeen(state: GullyState, events: readonly GameEvent[], seat: number | null): string {
  const seen = eventsFor(events, seat, state);
  const legal = [0, 1, 2].map((s) => legalActions(state, s));
  const probes = seat === null ? [] : legalActions(state, seat).map((action) => {
    // What the seat learns from trying its own actions and from wrong ones.
    const result = applyAction(state, action);
    const wrong = applyAction(state, { ...action, player: 1 });
    return { ok: result.ok, events: result.ok ? eventsFor(result.events, seat, state).filter((e) => e.type !== 'commitments-revealed') : [], wrong };
  });
  return stableStringify({
    view: view(state, seat),
    savedView: saveGame(view(state, seat) as never),
    events: seen,
    sentences: seen.map((event) => describeEvent(event, state)),
    legal,
    active: activePlayers(state),
    chance: chanceOutcomes(state),
    terminal: isTerminal(state),
    outcome: outcome(state),
    determinized: seat === null ? null : determinize(state, seat, 'probe'),
    determinizedView: seat === null ? null : view(determinize(state, seat, 'probe'), seat),
    probes: probes.map((p) => ({ ok: p.ok, wrong: p.wrong.ok ? 'accepted' : p.wrong.error })),
  });
}

describe("goldfield-gully: no public function reveals another seat's commitment before all have committed", () => {
  const choices: (number | 'bank')[] = [1, 2, 3, 4, 5, 6, 'bank'];

  it("GG-READ-2, reading 2: seat 1's secret is invisible to seat 0, seat 2 and a spectator through view, eventsFor, legalActions, activePlayers, chanceOutcomes, determinize, saveGame of a view, describeEvent and refusals", () => {
    const baseline = afterSecret(5);
    for (const seat of [0, 2, null]) {
      const reference = everythingSeen(baseline.state, baseline.events, seat);
      for (const choice of choices) {
        const other = afterSecret(choice);
        expect(everythingSeen(other.state, other.events, seat), `seat ${seat} after seat 1 chose ${choice}`).toBe(reference);
      }
    }
  });

  it('GG-READ-2, reading 2: the view marks a committed seat as committed, with its choice hidden; the seat itself sees its own choice', () => {
    const { state } = afterSecret(4);
    expect((view(state, 0).g as { choice: unknown[] }).choice).toEqual([null, SECRET, null]);
    expect((view(state, null).g as { choice: unknown[] }).choice).toEqual([null, SECRET, null]);
    expect((view(state, 1).g as { choice: unknown[] }).choice).toEqual([null, 4, null]);
    expect(JSON.stringify(view(state, 0))).not.toMatch(/"choice":\[null,4/);
  });

  it('GG-READ-2, reading 2: with two secrets, each seat sees only its own until the last commitment reveals them all', () => {
    let state = afterSecret(6).state;
    state = play(state, { type: 'gather', player: 0, building: 3 }).state;
    expect((view(state, 0).g as { choice: unknown[] }).choice).toEqual([3, SECRET, null]);
    expect((view(state, 1).g as { choice: unknown[] }).choice).toEqual([SECRET, 6, null]);
    expect((view(state, 2).g as { choice: unknown[] }).choice).toEqual([SECRET, SECRET, null]);
    const last = play(state, { type: 'bank', player: 2 });
    expect(last.events.find((e) => e.type === 'commitments-revealed')).toEqual({ type: 'commitments-revealed', choices: [3, 6, 'bank'] });
    expect((view(last.state, 2).g as { choice: unknown[] }).choice).toEqual([3, 6, 0]);
  });

  it('GG-READ-2, reading 2: determinize re-draws the other seats\' secrets independently of the real ones, and keeps the seat\'s own', () => {
    const seen = new Set<number>();
    for (let sample = 0; sample < 60; sample++) {
      const a = determinize(afterSecret(5).state, 0, sample);
      const b = determinize(afterSecret('bank').state, 0, sample);
      expect(a).toEqual(b);
      seen.add(a.g.choice[1]!);
    }
    // Every one of the seven commitments comes up: the real one is not favoured.
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const own = determinize(afterSecret(2).state, 1, 'x');
    expect(own.g.choice[1]).toBe(2);
  });

  it('GG-READ-7: tokens in hand are public: every seat and a spectator see every hand, and determinize keeps them', async () => {
    const { withTokens } = await import('./gully-helpers.js');
    const state = play(withTokens(3, [2, 2, 1], [1, 1, 1]), { type: 'bank', player: 2 }).state;
    for (const seat of [0, 1, 2, null]) {
      expect((view(state, seat).g as { held: unknown }).held).toEqual([{ ones: 0, twos: 2 }, { ones: 1, twos: 0 }, { ones: 0, twos: 0 }]);
    }
    expect(determinize(state, 0, 'x').g.held).toEqual(state.g.held);
    expect(determinize(state, 0, 'x').g.stack).toEqual(state.g.stack);
  });

  it("GG-READ-2, reading 2: the conformance kit's view-leak check holds at every commitment", () => {
    let state = draw(newGully(4), [1, 2, 1]);
    for (const [player, building] of [[3, 2], [0, 2], [2, 6]] as const) {
      state = play(state, { type: 'gather', player, building }).state;
      expect(() => checkViews(state, player, { player })).not.toThrow();
    }
  });
});
