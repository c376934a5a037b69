import { componentsOf } from '../../core/components.js';
import type { DutchmanEvent } from './event-schemas.js';
import type { GameState } from '../../core/state.js';
import { catalogOf, type DutchmanCatalog } from './data/catalog.js';
import type { Attribute, DutchmanData, HunterEffect } from './data/data-schema.js';
import type { DutchmanOptions } from './options.js';
import type { DutchmanGameState, Prospector, Stack } from './schemas.js';
import type { Task } from './tasks.js';

/**
 * A Lost Dutchman state: the core envelope around the game's own part.
 *
 * @example
 * const state = createGame({ game: 'lost-dutchman', players: 3, seed: 1 }) as DutchmanState;
 */
export type DutchmanState = GameState<DutchmanGameState, DutchmanOptions, DutchmanData>;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The working copy of one rule step: a shallow copy of the game part whose fields are replaced
 * (never changed in place: nested arrays and objects are copied on the path that changes), the
 * data and its catalog, and the events so far.
 *
 * @example
 * const ctx = contextOf(state);
 */
export interface Ctx {
  readonly g: Mutable<DutchmanGameState>;
  readonly data: DutchmanData;
  readonly catalog: DutchmanCatalog;
  readonly options: DutchmanOptions;
  readonly players: number;
  readonly events: DutchmanEvent[];
}

/**
 * A fresh working copy of a state's game part.
 *
 * @example
 * const ctx = contextOf(state); ctx.g.turn += 1; // the input state is untouched
 */
export function contextOf(state: DutchmanState): Ctx {
  const data = componentsOf(state);
  return { g: { ...state.g }, data, catalog: catalogOf(data), options: state.options, players: state.players, events: [] };
}

/**
 * Replaces one prospector with a changed copy.
 *
 * @example
 * updateProspector(ctx, 0, (p) => ({ ...p, space: 24 }));
 */
export function updateProspector(ctx: Ctx, seat: number, change: (p: Prospector) => Prospector): void {
  const list = ctx.g.prospectors.slice();
  list[seat] = change(list[seat]!);
  ctx.g.prospectors = list;
}

/**
 * A prospector of the working copy.
 *
 * @example
 * prospectorOf(ctx, 1).space;
 */
export function prospectorOf(ctx: Ctx, seat: number): Prospector {
  return ctx.g.prospectors[seat]!;
}

/**
 * Replaces one stack; the land area changed, so the stall count starts again (LD-END-6).
 *
 * @example
 * setStack(ctx, 3, { hidden: 4, top: null });
 */
export function setStack(ctx: Ctx, index: number, stack: Stack): void {
  const stacks = ctx.g.stacks.slice();
  stacks[index] = stack;
  ctx.g.stacks = stacks;
  // Any change to the land area is progress towards an end (LD-END-6).
  ctx.g.stillTurns = 0;
}

/**
 * Removes the queue's head and puts `tasks` in its place (they are done first, in order).
 *
 * @example
 * replaceHead(ctx, { t: 'map', seat: 0 });
 */
export function replaceHead(ctx: Ctx, ...tasks: Task[]): void {
  ctx.g.queue = [...tasks, ...ctx.g.queue.slice(1)];
}

/**
 * Puts tasks in front of the queue, before its head.
 *
 * @example
 * pushFront(ctx, { t: 'token', spot: 3 });
 */
export function pushFront(ctx: Ctx, ...tasks: Task[]): void {
  ctx.g.queue = [...tasks, ...ctx.g.queue];
}

/**
 * The sum of a prospector's treasure hunter bonuses of one effect (LD-HUNTER-1).
 *
 * @example
 * hunterBonus(ctx.catalog, prospector, 'challenge-bonus'); // 1 with an Apache guide
 */
export function hunterBonus(catalog: DutchmanCatalog, prospector: Prospector, effect: HunterEffect): number {
  let bonus = 0;
  for (const id of prospector.hunters) {
    const hunter = catalog.hunters.get(id);
    if (hunter && hunter.effect === effect) bonus += hunter.amount;
  }
  return bonus;
}

/**
 * A prospector's highest attribute other than health (bandit fights, the final roll-off).
 *
 * @example
 * highestAttribute(prospector); // 3
 */
export function highestAttribute(prospector: Prospector): number {
  const a = prospector.attributes;
  return Math.max(a.vigor, a.foresight, a.ingenuity);
}

/**
 * Raises one attribute, up to the track's top.
 *
 * @example
 * raiseAttribute(ctx, 0, 'vigor', 1);
 */
export function raiseAttribute(ctx: Ctx, seat: number, attribute: Attribute, amount: number): void {
  updateProspector(ctx, seat, (p) => ({
    ...p,
    attributes: { ...p.attributes, [attribute]: Math.min(ctx.data.attributeMax, p.attributes[attribute] + amount) },
  }));
  ctx.events.push({ type: 'attribute-raised', player: seat, attribute, amount, value: prospectorOf(ctx, seat).attributes[attribute] });
}

/**
 * The seat of the prospector who holds a treasure uid, or -1.
 *
 * @example
 * ownerOfTreasure(ctx.g.prospectors, 7); // 2
 */
export function ownerOfTreasure(prospectors: readonly Prospector[], uid: number): number {
  for (let seat = 0; seat < prospectors.length; seat++) {
    if (prospectors[seat]!.treasures.some((t) => t.uid === uid)) return seat;
  }
  return -1;
}

/**
 * Whether a prospector holds an item with this effect.
 *
 * @example
 * holdsEffect(ctx.catalog, prospector, 'mystic-quartz');
 */
export function holdsEffect(catalog: DutchmanCatalog, prospector: Prospector, effect: string): boolean {
  return prospector.items.some((id) => catalog.items.get(id)?.effect === effect);
}
