import type { PlayerAction } from '../../core/actions.js';
import type { AnyGameState } from '../../core/runtime.js';
import { describeAction } from '../../words/describe.js';
import type { SeatHolding } from '../../words/seat-holding.js';
import { formatAction } from '../../words/notation/notation.js';
import type { CliWords } from '../cli-words.js';
import type { Narrator } from '../narrate.js';

/**
 * One legal action as a person is offered it: the action, its sentence without the seat's name
 * ("Moves on foot to K3."), and its notation (`mf:K3`), which may be typed instead.
 *
 * @example
 * const choice: Choice = { action, label: 'Ends the turn.', notation: 'end' };
 */
export interface Choice {
  readonly action: PlayerAction;
  readonly label: string;
  readonly notation: string;
}

/**
 * A line of a menu: a choice, or a group of choices of one kind (opened by its number).
 *
 * @example
 * const entry: MenuEntry = { kind: 'group', choices };
 */
export type MenuEntry = { readonly kind: 'choice'; readonly choice: Choice } | { readonly kind: 'group'; readonly choices: readonly Choice[] };

/**
 * What the person sees: the entries, numbered from 1 across all pages, the page shown, the screen
 * that `0` goes back to, and an optional heading (the choices a typed word matched).
 *
 * @example
 * const screen: MenuScreen = { entries, page: 0, parent: null, heading: null };
 */
export interface MenuScreen {
  readonly entries: readonly MenuEntry[];
  readonly page: number;
  readonly parent: MenuScreen | null;
  readonly heading: string | null;
}

/**
 * At most this many choices are listed flat; more are grouped by kind.
 *
 * @example
 * choices.length <= FLAT_LIMIT; // listed one by one
 */
export const FLAT_LIMIT = 15;
/**
 * Entries per page.
 *
 * @example
 * pageCount(screen) === Math.ceil(screen.entries.length / PAGE_SIZE);
 */
export const PAGE_SIZE = 12;

/**
 * The seat's legal actions as choices in the narrator's words, in the order the game lists them.
 * The seat's own name is dropped from each sentence: the menu is the seat's. The sentences read
 * `seen` (the seat's view, so that they name only what the seat knows; the state by default),
 * the notation the state.
 *
 * @example
 * choicesFor(state, legalActions(state, 0), narrator('en', 2)); // [{ label: 'Passes.', notation: 'pass', ... }, ...]
 */
export function choicesFor(state: AnyGameState, actions: readonly PlayerAction[], voice: Narrator, seen: SeatHolding = state): Choice[] {
  const options = { locale: voice.locale, seatNames: voice.seatNames };
  return actions.map((action) => {
    const sentence = describeAction(seen, action, options);
    const name = `${voice.seatNames[action.player] ?? ''} `;
    const label = name.length > 1 && sentence.startsWith(name) ? capitalize(sentence.slice(name.length)) : sentence;
    return { action, label, notation: formatAction(state, action) };
  });
}

/**
 * The first screen of a decision: up to {@link FLAT_LIMIT} choices flat; more are grouped by kind
 * (the action's type and, for moves, the mode), a group of one being its choice.
 *
 * @example
 * topScreen(choices).entries.length; // 4 groups for 40 moves, lays and ends
 */
export function topScreen(choices: readonly Choice[]): MenuScreen {
  if (choices.length <= FLAT_LIMIT) return listScreen(choices, null, null);
  const groups = new Map<string, Choice[]>();
  for (const choice of choices) {
    const key = kindOf(choice.action);
    const group = groups.get(key);
    if (group) group.push(choice);
    else groups.set(key, [choice]);
  }
  const entries = [...groups.values()].map((group): MenuEntry => (group.length === 1 ? { kind: 'choice', choice: group[0]! } : { kind: 'group', choices: group }));
  return { entries, page: 0, parent: null, heading: null };
}

/**
 * A screen listing choices one by one (a group opened, or the choices a word matched).
 *
 * @example
 * listScreen(group.choices, screen, null);
 */
export function listScreen(choices: readonly Choice[], parent: MenuScreen | null, heading: string | null): MenuScreen {
  return { entries: choices.map((choice): MenuEntry => ({ kind: 'choice', choice })), page: 0, parent, heading };
}

/**
 * The number of pages of a screen.
 *
 * @example
 * pageCount(screen); // 3
 */
export function pageCount(screen: MenuScreen): number {
  return Math.max(1, Math.ceil(screen.entries.length / PAGE_SIZE));
}

/**
 * The lines of a screen: its heading, the entries of its page numbered from 1 across pages (a
 * choice with its notation in brackets, a group as its first choice and how many more it holds),
 * and what may be typed.
 *
 * @example
 * renderScreen(topScreen(choices), cliWords('en')); // ['  1) Passes.  [pass]', ..., 'Type a number, ...']
 */
export function renderScreen(screen: MenuScreen, words: CliWords): string[] {
  const lines = screen.heading === null ? [] : [screen.heading];
  const first = screen.page * PAGE_SIZE;
  const width = String(screen.entries.length).length;
  screen.entries.slice(first, first + PAGE_SIZE).forEach((entry, index) => {
    const number = `${String(first + index + 1).padStart(width)})`;
    if (entry.kind === 'choice') lines.push(`  ${number} ${entry.choice.label}  [${entry.choice.notation}]`);
    else lines.push(`  ${number} ${entry.choices[0]!.label.replace(/\.$/, '')} … (${words.moreLike(entry.choices.length - 1)})`);
  });
  const grouped = screen.entries.some((entry) => entry.kind === 'group');
  lines.push(grouped ? words.groupsHint : words.choicesHint);
  if (pageCount(screen) > 1 || screen.parent !== null) lines.push(words.pageHint(screen.page + 1, pageCount(screen), screen.parent !== null));
  return lines;
}

// The kind of an action for grouping: its type, and its mode where it has one (Lost Valley's moves).
function kindOf(action: PlayerAction): string {
  const mode = (action as { mode?: unknown }).mode;
  return typeof mode === 'string' ? `${action.type}/${mode}` : action.type;
}

function capitalize(text: string): string {
  return text.length === 0 ? text : `${text[0]!.toLocaleUpperCase()}${text.slice(1)}`;
}
