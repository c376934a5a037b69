import type { GullyEvent } from './event-schemas.js';
import type { GullyOptions } from './options.js';
import type { GullyAction, GullyGameState, ModifierWindow } from './schemas.js';
import { replaced, tokenTotal, withToken, type Table } from './table.js';

/** The changes a token can make: a ±1 token as −1 or +1, a ±2 token as −2 or +2 (GG-FACT-2). */
const CHANGES = [-2, -1, 1, 2] as const;

/**
 * What a window changes: the roller's treasure roll, each seat's own shootout roll, or the sheriff.
 *
 * @example
 * const purpose: WindowPurpose = 'sheriff';
 * @internal
 */
export type WindowPurpose = ModifierWindow['purpose'];

/**
 * Opens a modifier window after a roll (GG-READ-6). Of the `candidates` (already in acting order),
 * those who hold tokens take part; without any, no window opens (`window` stays null) and the
 * round goes on at once.
 *
 * @example
 * openWindow(g, 'sheriff', [0, 1, 2]).window; // null if none of them holds a token
 */
export function openWindow(g: GullyGameState, purpose: WindowPurpose, candidates: readonly number[]): GullyGameState {
  const order = candidates.filter((seat) => tokenTotal(g.held[seat]!) > 0);
  if (order.length === 0) return { ...g, window: null };
  return { ...g, phase: 'window', window: { purpose, order, turn: 0, passes: 0 } };
}

/**
 * The value a seat would change in the open window, or null if none is open.
 *
 * @example
 * windowValue(g, 1); // the sheriff's building in a sheriff window
 */
export function windowValue(g: GullyGameState, seat: number): number | null {
  const window = g.window;
  if (window === null) return null;
  if (window.purpose === 'treasure') return g.roll[window.order[0]!] ?? null;
  if (window.purpose === 'shootout') return g.shot[seat] ?? null;
  return g.sheriff;
}

/**
 * The value after a change of `by`, or null if the change may not be made: a value stays within 1
 * to 6 and a 6 never wraps to 1 (GG-MOD-6, GG-MOD-7). With `overshoot: 'clamp'` a change that
 * overshoots stops at the bound, but one that changes nothing is still refused.
 *
 * @example
 * modifiedValue(5, 2, 'refuse'); // null
 * modifiedValue(5, 2, 'clamp'); // 6
 * @internal
 */
export function modifiedValue(value: number, by: number, overshoot: GullyOptions['overshoot']): number | null {
  const raw = value + by;
  if (raw >= 1 && raw <= 6) return raw;
  if (overshoot === 'refuse') return null;
  const clamped = raw > 6 ? 6 : 1;
  return clamped === value ? null : clamped;
}

/**
 * The legal actions of the seat whose turn it is in the window: each change its tokens allow on
 * the value it may change, then a pass.
 *
 * @example
 * windowActions(table, g, 0); // [{ type: 'modify', player: 0, by: -1 }, …, { type: 'pass', player: 0 }]
 */
export function windowActions(table: Table, g: GullyGameState, player: number): GullyAction[] {
  const value = windowValue(g, player);
  const held = g.held[player]!;
  const actions: GullyAction[] = [];
  if (value !== null) {
    for (const by of CHANGES) {
      const has = by === 1 || by === -1 ? held.ones > 0 : held.twos > 0;
      if (has && modifiedValue(value, by, table.options.overshoot) !== null) actions.push({ type: 'modify', player, by });
    }
  }
  actions.push({ type: 'pass', player });
  return actions;
}

/** The index of the next seat in the window's ring, after `from`, that still holds tokens; -1 if none. */
function nextHolder(window: ModifierWindow, held: GullyGameState['held'], from: number): number {
  const n = window.order.length;
  for (let k = 1; k <= n; k++) {
    const index = (from + k) % n;
    if (tokenTotal(held[window.order[index]!]!) > 0) return index;
  }
  return -1;
}

/**
 * Applies a spend or a pass in the window. A spent token goes to the spent pile (GG-MOD-1) and
 * the value (the sheriff too) changes at once, with a `token-spent` event from and to (GG-MOD-8);
 * the turn goes round in order among those who still hold tokens, a seat spending at each of its
 * turns with no limit (GG-MOD-9), and the window closes (`window` null) when all of them have
 * passed in a row or none holds a token any more (GG-READ-6).
 *
 * @example
 * applyWindowAction(table, g, { type: 'modify', player: 0, by: 1 }, events);
 */
export function applyWindowAction(table: Table, g: GullyGameState, action: GullyAction & { type: 'modify' | 'pass' }, events: GullyEvent[]): GullyGameState {
  const window = g.window!;
  const player = action.player;
  if (action.type === 'pass') {
    events.push({ type: 'passed', player, purpose: window.purpose });
    const passes = window.passes + 1;
    let holders = 0;
    for (const seat of window.order) if (tokenTotal(g.held[seat]!) > 0) holders++;
    if (passes >= holders) return { ...g, window: null };
    return { ...g, window: { ...window, passes, turn: nextHolder(window, g.held, window.turn) } };
  }
  const token = action.by === 1 || action.by === -1 ? 1 : 2;
  const from = windowValue(g, player)!;
  const to = modifiedValue(from, action.by, table.options.overshoot)!;
  events.push({ type: 'token-spent', player, by: action.by, purpose: window.purpose, from, to });
  const held = replaced(g.held, player, withToken(g.held[player]!, token, -1));
  let next: GullyGameState = { ...g, held, spent: withToken(g.spent, token, 1) };
  if (window.purpose === 'treasure') next = { ...next, roll: replaced(g.roll, window.order[0]!, to) };
  else if (window.purpose === 'shootout') next = { ...next, shot: replaced(g.shot, player, to) };
  else next = { ...next, sheriff: to };
  const turn = nextHolder(window, held, window.turn);
  if (turn < 0) return { ...next, window: null };
  return { ...next, window: { ...window, passes: 0, turn } };
}
