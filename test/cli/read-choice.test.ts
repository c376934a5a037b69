import { describe, expect, it } from 'vitest';
import '../../src/games/builtin-games.js';
import { startGame } from '../../src/core/create.js';
import { legalActions } from '../../src/core/queries.js';
import type { AnyGameState } from '../../src/core/runtime.js';
import { applyAction } from '../../src/core/apply.js';
import { cliWords } from '../../src/cli/cli-words.js';
import { choicesFor, FLAT_LIMIT, PAGE_SIZE, renderScreen, topScreen, type MenuScreen } from '../../src/cli/human/choice-menu.js';
import { readChoice, type ChoiceContext } from '../../src/cli/human/read-choice.js';
import { seatSheet } from '../../src/cli/human/valley-sheet.js';
import { narrator } from '../../src/cli/narrate.js';
import { formatAction } from '../../src/words/index.js';

function started(game: string, players: number, seed: string): AnyGameState {
  const start = startGame({ game, players, seed });
  if (!start.ok) throw new Error(start.error.message);
  return start.state;
}

// A Lost Valley state where seat 0 moves: skills kept, then the first move (many choices).
function valleyDecision(): { state: AnyGameState; context: ChoiceContext; screen: MenuScreen } {
  let state = started('lost-valley', 2, 'menu');
  for (let step = 0; step < 40; step++) {
    const mine = legalActions(state, 0);
    if (mine.some((action) => action.type === 'move')) break;
    const seat = mine.length > 0 ? 0 : 1;
    const result = applyAction(state, legalActions(state, seat)[0]);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  const choices = choicesFor(state, legalActions(state, 0), narrator('en', 2, 0));
  return { state, context: { state, seat: 0, choices, words: cliWords('en'), sheet: () => seatSheet(state, 0, 'en', ['Seat 1', 'Seat 2']) }, screen: topScreen(choices) };
}

describe('play --human: reading what a person types', () => {
  const { state, context, screen } = valleyDecision();

  it('s (or sheet, hoja, karta) shows the seat its whole sheet: turn parts, inventory, gold bag, store', () => {
    const reply = readChoice('s', screen, context);
    expect(reply.kind).toBe('again');
    const lines = reply.kind === 'again' ? reply.lines : [];
    expect(lines).toEqual(seatSheet(state, 0, 'en', ['Seat 1', 'Seat 2']));
    expect(lines[0]).toBe("— Seat 1's sheet —");
    expect(lines).toContain('Parts of the turn left: 1 movement, 1 action, 1 trade (whiskeys drunk: 0).');
    for (const label of ['backpack', 'cart', 'gear', 'skills', 'XP', 'gold bag']) expect(lines.some((line) => line.startsWith(`  ${label}: `)), label).toBe(true);
    expect(lines.at(-1)).toMatch(/^Store \(stock, price in nuggets\): .*food \d+ \(\d+\)/);
    for (const word of ['SHEET', 'Hoja', 'karta']) expect(readChoice(word, screen, context)).toEqual(reply);
  });

  it('describes every choice in words without the seat name, with its notation', () => {
    expect(context.choices.length).toBeGreaterThan(1);
    for (const choice of context.choices) {
      expect(choice.label).toMatch(/^[A-Z].*\.$/);
      expect(choice.label).not.toMatch(/Seat \d|node \d|face \d|[{}]/);
      expect(choice.notation).toBe(formatAction(state, choice.action));
    }
  });

  it('takes a number as the choice with that number', () => {
    const reply = readChoice('1', screen, context);
    const first = screen.entries[0]!;
    if (first.kind === 'choice') expect(reply).toEqual({ kind: 'chosen', action: first.choice.action });
    else expect(reply.kind).toBe('screen');
    expect(readChoice(' 1 ', screen, context)).toEqual(reply);
  });

  it('takes the notation of a legal action, and refuses one that is not legal in words', () => {
    const target = context.choices.at(-1)!;
    expect(readChoice(target.notation, screen, context)).toEqual({ kind: 'chosen', action: target.action });
    // A move to an intersection no prospector can reach from here: readable, but refused by the engine.
    const far = readChoice('fA0', screen, context);
    expect(far.kind).toBe('again');
    if (far.kind === 'again') expect(far.lines[0]).toMatch(/^That action is refused: /);
  });

  it('answers junk, a number out of range and an empty line without choosing, so it asks again', () => {
    const junk = readChoice('xyzzy', screen, context);
    expect(junk).toEqual({ kind: 'again', lines: ["'xyzzy' is not a choice number, an action in notation, nor a word of any choice here. Type ? for help."] });
    expect(readChoice('999', screen, context)).toEqual({ kind: 'again', lines: [`There is no choice 999 here: type a number from 1 to ${screen.entries.length}.`] });
    expect(readChoice('   ', screen, context)).toEqual({ kind: 'again', lines: [] });
    expect(readChoice('?', screen, context)).toEqual({ kind: 'again', lines: cliWords('en').help });
    expect(readChoice('q', screen, context)).toEqual({ kind: 'quit' });
  });

  it('lists the choices that hold a typed word, such as a place', () => {
    const move = context.choices.find((choice) => choice.action.type === 'move')!;
    const place = /to ([A-Z]\d+)\.$/.exec(move.label)![1]!;
    const reply = readChoice(place.toLowerCase(), screen, context);
    expect(reply.kind).toBe('screen');
    if (reply.kind !== 'screen') return;
    expect(reply.screen.heading).toMatch(new RegExp(`(choice matches|choices match) '${place.toLowerCase()}':$`));
    expect(reply.screen.entries.length).toBeGreaterThan(0);
    for (const entry of reply.screen.entries) expect(entry.kind === 'choice' && new RegExp(`\\b${place}\\b`).test(entry.choice.label)).toBe(true);
    // 0 goes back to where the word was typed.
    expect(readChoice('0', reply.screen, context)).toEqual({ kind: 'screen', screen });
  });

  it('groups a long list by kind, opens a group by its number and turns its pages', () => {
    const many = Array.from({ length: 40 }, (_, index) => ({ ...context.choices[index % context.choices.length]!, label: `Choice ${index}.`, notation: `n${index}` }));
    const grouped = topScreen(many);
    expect(many.length).toBeGreaterThan(FLAT_LIMIT);
    expect(grouped.entries.length).toBeLessThan(many.length);
    const lines = renderScreen(grouped, cliWords('en'));
    expect(lines.at(-1)).toMatch(/^Type a number to open a group/);
    const group = grouped.entries.findIndex((entry) => entry.kind === 'group');
    const opened = readChoice(String(group + 1), grouped, { ...context, choices: many });
    expect(opened.kind).toBe('screen');
    if (opened.kind !== 'screen') return;
    const pages = Math.ceil(opened.screen.entries.length / PAGE_SIZE);
    const next = readChoice('+', opened.screen, context);
    if (pages > 1) expect(next).toEqual({ kind: 'screen', screen: { ...opened.screen, page: 1 } });
    else expect(next.kind).toBe('again');
    expect(readChoice('-', opened.screen, context).kind).toBe('again');
  });

  it('speaks the locale', () => {
    for (const locale of ['es', 'cs'] as const) {
      const words = cliWords(locale);
      const local = { ...context, words, choices: choicesFor(state, legalActions(state, 0), narrator(locale, 2, 0)) };
      const reply = readChoice('xyzzy', topScreen(local.choices), local);
      expect(reply).toEqual({ kind: 'again', lines: [words.unknownInput('xyzzy')] });
      expect(words.unknownInput('xyzzy')).not.toBe(cliWords('en').unknownInput('xyzzy'));
    }
  });
});

describe('play --human in the other games', () => {
  it('reads the duel notation and numbers', () => {
    const state = started('mountain-river-duel', 2, 'duel-menu');
    const seat = legalActions(state, 0).length > 0 ? 0 : 1;
    const choices = choicesFor(state, legalActions(state, seat), narrator('en', 2, seat));
    const context: ChoiceContext = { state, seat, choices, words: cliWords('en'), sheet: () => seatSheet(state, seat, 'en', ['Seat 1', 'Seat 2']) };
    const screen = topScreen(choices);
    expect(readChoice(choices[0]!.notation, screen, context)).toEqual({ kind: 'chosen', action: choices[0]!.action });
    expect(readChoice('1', screen, context).kind).not.toBe('again');
    expect(readChoice('s', screen, context)).toEqual({ kind: 'again', lines: ['This game has no sheet to show here: its table is in the narration.'] });
  });
});
