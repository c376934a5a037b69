import { componentsOf } from '../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/index.js';
import { catalogOf, faceAt, nodeAt, type LostValleyAction, type LostValleyState } from '../../src/games/lost-valley/public.js';
import { describeAction, describeEvent, formatAction, parseAction } from '../../src/words/index.js';
import { activePlayers, applyAction, legalActions, startGame, view, type AnyGameState, type PlayerAction } from '../../src/index.js';
import { findMarker } from '../../src/games/lost-valley/api.js';
import { markerName, valleyTerm } from '../../src/words/lost-valley/valley-terms.js';

/** The first state of a seeded random game of `variant` where some seat may take an action `wanted` picks, with that seat and action. */
function firstWith(variant: string, wanted: (action: PlayerAction, state: LostValleyState) => boolean): { state: LostValleyState; action: PlayerAction } {
  const start = startGame({ game: 'lost-valley', variant, players: 2, seed: 'marker-words' });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.state as AnyGameState;
  for (let step = 0, pick = 7; step < 6000; step++) {
    for (const seat of activePlayers(state)) {
      const found = legalActions(state, seat).find((action) => wanted(action, state as LostValleyState));
      if (found) return { state: state as LostValleyState, action: found };
    }
    const seat = activePlayers(state)[0];
    if (seat === undefined) break;
    const actions = legalActions(state, seat);
    pick = (pick * 1103515245 + 12345) % 2147483648;
    const next = applyAction(state, actions[pick % actions.length]!);
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
  }
  throw new Error(`no state with the action wanted in ${variant}`);
}

// The notation and the words name Lost Valley's places as docs/notation.md does ("Names for places").
describe('Lost Valley places in the notation and the words', () => {
  const state = createGame({ game: 'lost-valley', players: 2, seed: 'names' }) as LostValleyState;
  const lattice = catalogOf(componentsOf(state)).lattice;
  const [m0, n0] = lattice.mouthNodes;
  const k3 = nodeAt(lattice, -3, 3);
  const up = faceAt(lattice, -3, 3, true);
  const down = faceAt(lattice, -3, 2, false);

  it('writes and reads intersections, faces and edges by name', () => {
    const cases: [string, object][] = [
      ['fM0', { type: 'move', player: 0, mode: 'foot', to: m0 }],
      ['bpost', { type: 'move', player: 0, mode: 'boat', to: 0 }],
      ['hK3', { type: 'move', player: 0, mode: 'horse', to: k3 }],
      [`dK3v,K3^/1`, { type: 'place-diamond', player: 0, faces: [down, up], way: 1 }],
      ['tM0^', { type: 'place-triangle', player: 0, face: lattice.mouthHeadwater }],
      ['bridge:M0-N0', { type: 'build-bridge', player: 0, edge: lattice.mouthEdge }],
      ['flumes:M0-N0,M0-M1', { type: 'build-flumes', player: 0, edges: [lattice.mouthEdge, lattice.nodeEdges[6 * m0! + 1]] }],
    ];
    for (const [text, action] of cases) {
      expect(formatAction(state, { ...action, player: 1 } as never), text).toBe(`1:${text}`);
      expect(parseAction(state, `0:${text}`), text).toEqual({ ok: true, action });
    }
    expect(parseAction(state, '0:fk3')).toEqual({ ok: true, action: { type: 'move', player: 0, mode: 'foot', to: k3 } });
    expect(n0).toBe(nodeAt(lattice, 1, 0));
  });

  it('refuses a place that is not on the lattice as unreadable', () => {
    for (const text of ['0:f118', '0:fM', '0:tM0v', '0:dM0^,M0^/0x', '0:bridge:M0-O0', '0:flumes:M0-N0,', '0:fQQQQQ1']) {
      const read = parseAction(state, text);
      expect(read.ok ? text : read.error.code, text).toBe('notation/unreadable');
    }
  });

  it('the words say the names in every locale', () => {
    const move = { type: 'move', player: 0, mode: 'foot', to: k3 } as const;
    expect(describeAction(state, move)).toBe('Seat 1 moves on foot to K3.');
    expect(describeAction(state, { ...move, to: 0 })).toBe('Seat 1 moves on foot to the trading post.');
    expect(describeAction(state, move, { locale: 'es' })).toContain('al nodo K3');
    expect(describeAction(state, move, { locale: 'cs' })).toContain('do uzlu K3');
    const ways = ([0, 1] as const).map((way) => describeAction(state, { type: 'place-diamond', player: 0, faces: [down, up], way }));
    expect(ways[0]).toMatch(/^Seat 1 lays the diamond on faces K3v and K3\^ \(its first corner at [A-Z]\d+\)\.$/);
    expect(ways[1]).not.toBe(ways[0]);
    expect(describeAction(state, { type: 'build-bridge', player: 1, edge: lattice.mouthEdge })).toBe('Seat 2 builds a bridge on edge M0-N0.');
    expect(describeEvent({ type: 'work-built', player: 0, work: 'fish-trap', at: k3 }, state)).toBe('Seat 1 builds a fish trap at K3.');
    expect(describeEvent({ type: 'prospector-moved', player: 0, prospector: 0, mode: 'foot', from: 0, to: m0 }, state, { locale: 'es' })).toContain('del puesto comercial al nodo M0');
  });

  it('says a marker by its pool and where it lies, and its identity only when the acting seat knows it and the words were given it', () => {
    // The marker an action names, for the actions that name one a seat holds or has looked at.
    const named = (taken: PlayerAction): number | undefined => {
      const action = taken as LostValleyAction;
      return action.type === 'trade-pay' && 'marker' in action.payment ? action.payment.marker
      : action.type === 'black-market' ? action.give
      : action.type === 'show-marker' ? action.marker
      : action.type === 'choose-markers' ? action.markers[0]
      : undefined;
    };
    const hidden = firstWith('standard', (action, state) => {
      const id = named(action);
      const slot = id === undefined ? undefined : findMarker(state.g, id)?.slot;
      // One marker only, so that the sentence's pool and identity are that marker's.
      return slot !== undefined && !slot.faceUp && slot.identity !== null && slot.seenBy.includes(action.player) && !slot.seenBy.includes(1 - action.player) && (action.type !== 'choose-markers' || (action as unknown as { markers: number[] }).markers.length === 1);
    });
    const action = hidden.action;
    const slot = findMarker(hidden.state.g, named(action)!)!.slot;
    for (const locale of ['en', 'es', 'cs'] as const) {
      const table = describeAction(hidden.state, action, { locale });
      const actor = describeAction(view(hidden.state, action.player), action, { locale });
      const other = describeAction(view(hidden.state, 1 - action.player), action, { locale });
      // The acting seat knows it: the whole state and its view name it alike.
      expect(table, locale).not.toMatch(/\b(marker|marcador|žeton) \d/);
      expect(table, `${locale}: ${table}`).toContain(markerName(locale, slot.identity));
      expect(actor).toBe(table);
      // The other seat's view does not hold it: there the marker is its pool.
      expect(other, `${locale}: ${other}`).toContain(valleyTerm(locale, slot.pool));
      expect(other, locale).not.toContain(markerName(locale, slot.identity));
    }
  });

  it("tells a river diamond's turns apart by where its river runs and its gold lies", () => {
    // A drawn river tile with gold on one bank: its two turns on the same faces show the gold on
    // different banks (without gold, two turns with the same river look alike, and read alike).
    const withGold = (state: LostValleyState): boolean => {
      const pending = state.g.pending;
      const tile = pending.kind === 'place' && pending.pile === 'river' ? catalogOf(componentsOf(state)).diamonds.get(pending.tile) : undefined;
      return tile?.symbols.some((symbol) => symbol.bankCorner !== undefined) ?? false;
    };
    const laid = firstWith('standard', (action, state) => action.type === 'place-diamond' && withGold(state));
    const sentences = legalActions(laid.state, laid.action.player).map((action) => describeAction(laid.state, action));
    for (const sentence of sentences) expect(sentence).toMatch(/\(the river running across [A-Z]\d+-[A-Z]\d+ and [A-Z]\d+-[A-Z]\d+(, its gold by [A-Z]\d+)?\)\.$/);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});
