import { EngineError, ruleError, type RuleError } from '../../core/errors.js';
import { isComponentSetRef } from '../../core/component-ref.js';
import { componentsOf, referenceOf } from '../../core/components.js';
import { jsonEqual } from '../../core/json.js';
import { getGame, getVariant } from '../../core/registry.js';
import type { AnyGameState } from '../../core/runtime.js';
import { seedRng, type RngState } from '../../core/rng.js';
import { loadGameResult, saveGame } from '../../core/save.js';
import { fieldPosition } from './field-position.js';
import { fail, idToken, jsonToken, keyed, PositionFault, textLines, tokenId, wholeToken, type PositionCodec, type TextLine } from './position-text.js';
import { duelPosition, dutchmanPosition, gullyPosition } from './sibling-positions.js';
import { valleyPosition } from './valley-position.js';

/*
 * Positions as text (docs/notation.md): a head common to every game (the game, variant, seats,
 * chance mode and ply; the random generator's state; the options and component data where they
 * differ from the variant's own) and the game's own part. Reading goes through the core's
 * `loadGameResult`, so the game's `validateState` judges whether the position can be.
 */

const FIELDS: PositionCodec = fieldPosition();
const CODECS: Readonly<Record<string, PositionCodec>> = {
  'goldfield-gully': gullyPosition,
  'lost-dutchman': dutchmanPosition,
  'lost-valley': valleyPosition,
  'mountain-river-duel': duelPosition,
};
const codecOf = (game: string): PositionCodec => (Object.hasOwn(CODECS, game) ? CODECS[game]! : FIELDS);

/**
 * What {@link parsePosition} returns: the state, loaded and checked by the core, or why the text
 * is none (`position/unreadable`, `position/unknown-game`, `position/impossible`).
 *
 * @example
 * const r: ParsedPosition = parsePosition(text);
 */
export type ParsedPosition = { readonly ok: true; readonly state: AnyGameState } | { readonly ok: false; readonly error: RuleError };

/**
 * How {@link formatPosition} writes a position: `data: 'omit'` leaves out component data that is
 * not the reference set (a `data given` line stands for it; `parsePosition` then needs the same
 * data in its own `data` option), for positions of a replaced component set that would otherwise
 * carry it whole as JSON.
 *
 * @example
 * formatPosition(state, { data: 'omit' });
 */
export interface PositionTextOptions {
  readonly data?: 'inline' | 'omit';
}

/**
 * What {@link parsePosition} may be given: the component data for a text written with
 * `data: 'omit'` (ignored when the text holds its data or plays the reference set).
 *
 * @example
 * parsePosition(text, { data: myTiles });
 */
export interface ParsePositionOptions {
  readonly data?: unknown;
}

/** The variant's own options, resolved by the game's schema (the base the text's `options` line changes). */
function variantOptions(state: Pick<AnyGameState, 'game' | 'variant'>): Record<string, unknown> | null {
  const game = getGame(state.game);
  const variant = game && getVariant(game, state.variant);
  if (!game || !variant) return null;
  const resolved = game.optionsSchema.safeParse({ ...(variant.options ?? {}) });
  return resolved.success ? (resolved.data as Record<string, unknown>) : null;
}

/**
 * Writes everything a position holds as compact, readable text: the head (game, variant, seats,
 * chance mode, ply, the generator's state) and the game's own part (docs/notation.md, per game).
 * `parsePosition` reads it back to an equal state.
 *
 * @example
 * const text = formatPosition(state);
 * parsePosition(text); // { ok: true, state } with state deep-equal to the one written
 */
export function formatPosition(state: AnyGameState, options: PositionTextOptions = {}): string {
  const lines = [`${state.game} ${idToken(state.variant)} players=${state.players} chance=${state.chance} ply=${state.ply}`];
  lines.push(`rng c=${state.rng.c} s0=${state.rng.s0} s1=${state.rng.s1} s2=${state.rng.s2}`);
  const base = variantOptions(state);
  const changed = Object.fromEntries(Object.entries(state.options as Record<string, unknown>).filter(([key, value]) => !base || !jsonEqual(base[key], value)));
  if (Object.keys(changed).length > 0) lines.push(`options ${JSON.stringify(changed)}`);
  const game = getGame(state.game);
  // The game's reference set goes without saying (held by reference or, in an older state, whole).
  const reference = game?.defaultData(state.options);
  const isReference = game !== undefined && (state.data === referenceOf(game, reference) || jsonEqual(reference, state.data));
  if (!isReference) lines.push(options.data === 'omit' ? 'data given' : `data ${JSON.stringify(state.data)}`);
  return `${[...lines, ...codecOf(state.game).format(state)].join('\n')}\n`;
}

function readNumber(text: string | undefined): number {
  const n = Number(text);
  if (text === undefined || text.length === 0 || !Number.isFinite(n)) fail(`'${String(text)}' is not a number`);
  return n;
}

/** The generator's state as written, or seeded afresh from `seed=` (for a position written by hand). */
function readRng(tokens: readonly string[]): RngState {
  if (tokens.length === 1 && tokens[0]!.startsWith('seed=')) return seedRng(tokenId(tokens[0]!.slice(5)));
  const r = keyed(tokens, ['c', 's0', 's1', 's2']);
  if (r.size !== 4) fail("the generator's state is c, s0, s1 and s2");
  return { c: readNumber(r.get('c')), s0: readNumber(r.get('s0')), s1: readNumber(r.get('s1')), s2: readNumber(r.get('s2')) };
}

function parseHead(lines: readonly TextLine[], given: ParsePositionOptions): AnyGameState | RuleError {
  const [first, rng] = lines;
  if (!first) return fail('the text is empty');
  const game = getGame(first.keyword);
  if (!game) return ruleError('position/unknown-game', `The game '${first.keyword}' is not registered.`);
  const [variantToken, ...rest] = first.tokens;
  const head = keyed(rest, ['players', 'chance', 'ply']);
  const variant = tokenId(variantToken ?? '');
  if (rng?.keyword !== 'rng') return fail("the second line must be 'rng c=… s0=… s1=… s2=…' (or 'rng seed=…')");
  const chance = head.get('chance');
  if (chance !== 'auto' && chance !== 'external') return fail(`chance '${String(chance)}' is neither auto nor external`);
  const base = variantOptions({ game: game.id, variant });
  if (!base) return ruleError('position/impossible', `Game '${game.id}' has no variant '${variant}' registered.`);
  let at = 2;
  let options: Record<string, unknown> = base;
  if (lines[at]?.keyword === 'options') {
    const changed = jsonToken(lines[at]!.rest);
    const resolved = game.optionsSchema.safeParse({ ...(getVariant(game, variant)?.options ?? {}), ...(changed as object) });
    if (!resolved.success) return ruleError('position/impossible', `The options are not ${game.facts.name}'s: ${resolved.error.message}`);
    options = resolved.data as Record<string, unknown>;
    at++;
  }
  // A part of the game this program has not imported (Lost Valley's first edition): say which.
  const notLoaded = game.refuseOptions?.(options) ?? null;
  if (notLoaded) return ruleError('position/impossible', notLoaded.message, { ...(notLoaded.rule === undefined ? {} : { rule: notLoaded.rule }), details: { refusal: { code: notLoaded.code } } });
  let data: unknown = game.defaultData(options);
  if (lines[at]?.keyword === 'data') {
    const rest = lines[at++]!.rest;
    if (rest !== 'given') data = jsonToken(rest);
    else if (given.data === undefined) return fail("the text says 'data given': pass the component data as parsePosition's data option");
    else data = given.data;
  }
  const players = wholeToken(head.get('players'));
  // A position may name a set (as a state does): the codec reads the set itself.
  let components = data;
  if (isComponentSetRef(data)) {
    try {
      components = componentsOf({ game: game.id, options, data });
    } catch (fault) {
      if (fault instanceof EngineError) return ruleError('position/impossible', fault.error.message);
      throw fault;
    }
  }
  const g = codecOf(game.id).parse(lines.slice(at), { options, data: components, players });
  return {
    game: game.id,
    variant,
    players,
    options,
    data,
    chance,
    rng: readRng(rng.tokens),
    ply: wholeToken(head.get('ply')),
    g,
  };
}

/**
 * Reads a position written by {@link formatPosition} (or by hand in its format) without
 * throwing. The state is loaded through the core as a save is (`loadGameResult`), so a text that
 * describes an impossible position is refused with `position/impossible`, naming what the game's
 * consistency checks found (`details.refusal`).
 *
 * @example
 * const r = parsePosition(text);
 * if (r.ok) legalActions(r.state, 0);
 * else console.error(r.error.code, r.error.message);
 */
export function parsePosition(text: string, options: ParsePositionOptions = {}): ParsedPosition {
  let candidate: AnyGameState | RuleError;
  try {
    candidate = parseHead(textLines(text), options);
  } catch (fault) {
    if (fault instanceof PositionFault) return { ok: false, error: fault.error };
    return { ok: false, error: ruleError('position/unreadable', `The text is not a position: ${fault instanceof Error ? fault.message : String(fault)}.`) };
  }
  if ('code' in candidate) return { ok: false, error: candidate };
  const loaded = loadGameResult(saveGame(candidate));
  if (loaded.ok) return loaded;
  const { error } = loaded;
  return {
    ok: false,
    error: ruleError('position/impossible', `The position cannot be: ${error.message}`, {
      ...(error.rule === undefined ? {} : { rule: error.rule }),
      ...(error.path === undefined ? {} : { path: error.path }),
      details: { refusal: { code: error.code, ...(error.details === undefined ? {} : { details: error.details }) } },
    }),
  };
}
