import { describe, expect, it } from 'vitest';
import { loadGameResult, saveGame } from '../../../src/index.js';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';
import { newGame } from './lv-helpers.js';

// Hand-edited saves: a fresh game is saved, then its prospectors are changed in the document
// (the turn order kept a permutation of them, so only the count per seat is wrong).

type Saved = { state: { g: { prospectors: { seat: number }[]; turnOrder: number[]; turn: { index: number } } } };

function edited(state: LostValleyState, edit: (g: Saved['state']['g']) => void): string {
  const document = JSON.parse(saveGame(state)) as Saved;
  edit(document.state.g);
  return JSON.stringify(document);
}

/** Drops the last prospector and its place in the turn order. */
function dropLast(g: Saved['state']['g']): void {
  const last = g.prospectors.length - 1;
  g.prospectors.pop();
  g.turnOrder = g.turnOrder.filter((p) => p !== last);
  g.turn.index = 0;
}

/** Adds a copy of a prospector for another seat at the end of the turn order. */
function addFor(g: Saved['state']['g'], seat: number): void {
  g.prospectors.push({ ...g.prospectors[0]!, seat });
  g.turnOrder.push(g.prospectors.length - 1);
}

function refusal(text: string): { code: string; rule?: string; path?: readonly (string | number)[] } {
  const result = loadGameResult(text);
  expect(result.ok).toBe(false);
  return result.ok ? { code: 'loaded' } : result.error;
}

describe('saves: every seat leads the prospectors its options give it', () => {
  it('LV-SEAT-2, LV-TEAM-20: a two-player save where a seat leads one prospector, or a standard save where a seat leads two, is refused naming the rule', () => {
    const two = newGame({ variant: 'two-player' });
    expect(loadGameResult(saveGame(two)).ok).toBe(true);
    expect(refusal(edited(two, dropLast))).toMatchObject({ code: 'invalid-save', rule: 'LV-SEAT-2', path: ['state', 'g', 'prospectors'] });
    const standard = newGame({ players: 2 });
    expect(loadGameResult(saveGame(standard)).ok).toBe(true);
    expect(refusal(edited(standard, (g) => addFor(g, 0)))).toMatchObject({ code: 'invalid-save', rule: 'LV-SEAT-2', path: ['state', 'g', 'prospectors'] });
  });

  it('LV-TEAM-6: five seats where the fifth leads two: the third seat must lead two and every other one', () => {
    const five = newGame({ players: 5, variant: 'team-five-leads-two' });
    expect(loadGameResult(saveGame(five)).ok).toBe(true);
    // Seat 2's second prospector handed to seat 4: six prospectors still, counts 1, 1, 1, 1, 2.
    const moved = edited(five, (g) => {
      g.prospectors[5]!.seat = 4;
    });
    expect(refusal(moved)).toMatchObject({ code: 'invalid-save', rule: 'LV-TEAM-6', path: ['state', 'g', 'prospectors'] });
    // Pairs with a solo fifth seat: one prospector each, so the same six are refused too.
    const pairs = newGame({ players: 5, variant: 'team' });
    expect(loadGameResult(saveGame(pairs)).ok).toBe(true);
    expect(refusal(edited(pairs, (g) => addFor(g, 2)))).toMatchObject({ code: 'invalid-save', rule: 'LV-SEAT-2' });
  });

  it('LV-FE-SEAT-2: a first-edition two-seat save follows feTwoProspectors (two each by default, one each under the Spanish reading)', () => {
    const czech = newGame({ variant: 'first-edition' });
    expect(czech.g.prospectors).toHaveLength(4);
    expect(refusal(edited(czech, dropLast))).toMatchObject({ code: 'invalid-save', rule: 'LV-FE-SEAT-2' });
    const spanish = newGame({ variant: 'first-edition', options: { feTwoProspectors: false } });
    expect(spanish.g.prospectors).toHaveLength(2);
    expect(loadGameResult(saveGame(spanish)).ok).toBe(true);
    expect(refusal(edited(spanish, (g) => addFor(g, 1)))).toMatchObject({ code: 'invalid-save', rule: 'LV-FE-SEAT-2' });
  });
});
