import type { PlayerAction } from '../../core/actions.js';
import { applyAction } from '../../core/apply.js';
import { jsonEqual } from '../../core/json.js';
import type { AnyGameState } from '../../core/runtime.js';
import type { PlayerId } from '../../core/state.js';
import { parseAction } from '../../words/notation/notation.js';
import type { CliWords } from '../cli-words.js';
import { listScreen, pageCount, type Choice, type MenuScreen } from './choice-menu.js';

/**
 * What a line typed at a decision means: the action chosen; another screen to show (a group
 * opened, a page turned, the choices a word matched); lines to print before asking again (help,
 * or why the line is refused); or leaving the game.
 *
 * @example
 * const reply: ChoiceReply = readChoice('3', screen, context);
 */
export type ChoiceReply =
  | { readonly kind: 'chosen'; readonly action: PlayerAction }
  | { readonly kind: 'screen'; readonly screen: MenuScreen }
  | { readonly kind: 'again'; readonly lines: readonly string[] }
  | { readonly kind: 'quit' };

/**
 * What reading a line needs besides the screen: the state and the seat deciding, every choice it
 * has (the notation and a typed word search all of them, not only the screen's), and the words.
 *
 * @example
 * const context: ChoiceContext = { state, seat: 0, choices, words: cliWords('en'), sheet: () => seatSheet(state, 0, 'en', names) };
 */
export interface ChoiceContext {
  readonly state: AnyGameState;
  readonly seat: PlayerId;
  readonly choices: readonly Choice[];
  readonly words: CliWords;
  /** The deciding seat's whole sheet, from its view only (the `s` command). */
  readonly sheet: () => readonly string[];
}

const QUIT = new Set(['q', 'quit', 'exit']);
const HELP = new Set(['?', 'h', 'help']);
// The sheet in each locale's word, and `s` in all of them.
const SHEET = new Set(['s', 'sheet', 'hoja', 'karta']);

/**
 * Reads one typed line: a number picks that entry of the screen (a choice, or a group to open);
 * `+`, `-` and `0` turn pages and go back; `s` shows the seat's sheet, `?` helps and `q` leaves; the game's notation
 * (`parseAction`) is taken when it names one of the seat's legal actions and refused in words
 * otherwise (the engine's reason); any other text lists the choices whose sentence holds it as a
 * word (a place such as `K3`). Nothing else is chosen, so junk is answered and asked again.
 *
 * @example
 * readChoice('mf:K3', screen, context); // { kind: 'chosen', action: { type: 'move', ... } }
 * readChoice('xyzzy', screen, context); // { kind: 'again', lines: ["'xyzzy' is not a choice number, ..."] }
 */
export function readChoice(typed: string, screen: MenuScreen, context: ChoiceContext): ChoiceReply {
  const text = typed.trim();
  const words = context.words;
  const lowered = text.toLowerCase();
  if (text === '') return { kind: 'again', lines: [] };
  if (QUIT.has(lowered)) return { kind: 'quit' };
  if (HELP.has(lowered)) return { kind: 'again', lines: words.help };
  if (SHEET.has(lowered)) return { kind: 'again', lines: context.sheet() };
  if (text === '+' || text === '-') {
    const page = screen.page + (text === '+' ? 1 : -1);
    return page < 0 || page >= pageCount(screen) ? { kind: 'again', lines: [words.pageHint(screen.page + 1, pageCount(screen), screen.parent !== null)] } : { kind: 'screen', screen: { ...screen, page } };
  }
  if (/^[0-9]+$/.test(text)) {
    const number = Number(text);
    if (number === 0 && screen.parent !== null) return { kind: 'screen', screen: screen.parent };
    const entry = screen.entries[number - 1];
    if (entry === undefined) return { kind: 'again', lines: [words.noSuchChoice(text, screen.entries.length)] };
    return entry.kind === 'choice' ? { kind: 'chosen', action: entry.choice.action } : { kind: 'screen', screen: listScreen(entry.choices, screen, null) };
  }
  const notation = readNotation(text, context);
  if (notation !== null) return notation;
  const matching = context.choices.filter((choice) => holdsWord(choice.label, text));
  if (matching.length > 0) return { kind: 'screen', screen: listScreen(matching, screen, words.matches(matching.length, text)) };
  return { kind: 'again', lines: [words.unknownInput(text)] };
}

// The notation: a legal action of the seat is chosen; a readable action that is not one is refused
// with the engine's reason; text that is no action at all is left to the word search (null).
function readNotation(text: string, context: ChoiceContext): ChoiceReply | null {
  let parsed = parseAction(context.state, text);
  // While several seats choose at once the notation needs a seat: the one deciding here.
  if (!parsed.ok && parsed.error.code === 'notation/seat-needed') parsed = parseAction(context.state, `${context.seat}:${text}`);
  if (!parsed.ok || parsed.action.type === 'chance') return null;
  const action = parsed.action as PlayerAction;
  const legal = context.choices.find((choice) => jsonEqual(choice.action, action));
  if (legal) return { kind: 'chosen', action: legal.action };
  const refusal = applyAction(context.state, action);
  const reason = refusal.ok ? context.words.notAmongChoices : refusal.error.message;
  return { kind: 'again', lines: [context.words.refused(reason)] };
}

// Whether `label` holds `text` as a whole word (or words): `K3` is in "Moves on foot to K3." but
// not in "… to K30."; letters and digits of any script count as word characters.
function holdsWord(label: string, text: string): boolean {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(label);
}
