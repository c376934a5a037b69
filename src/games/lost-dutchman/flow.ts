import { componentsOf } from '../../core/components.js';
import type { ChanceOption } from '../../core/actions.js';
import type { StepResult } from '../../core/definition.js';
import { applyBandit, applyFightRoll, applyStealRoll, banditActions } from './bandit.js';
import { contextOf, replaceHead, type Ctx, type DutchmanState } from './context.js';
import { catalogOf } from './data/catalog.js';
import type { DutchmanData } from './data/data-schema.js';
import { applyEventDraw, applyPokerRoll, applyRaise, applyTakeTile, applyTestRoll, campfireActions, eventPileOf, pokerTakeActions } from './events.js';
import { applyUseItem, itemActions } from './items.js';
import { applyChooseCharacter, applyFirstRoll, applySetupReveal, characterActions, setupRevealActions } from './setup.js';
import { applyTieBreakRoll } from './scoring.js';
import type { DutchmanAction, DutchmanChance, DutchmanGameState } from './schemas.js';
import type { Task } from './tasks.js';
import { creviceDestinations, processTile, resolveChallenge, revealTop, tileAwaitsIdentity } from './tiles.js';
import { applyCross, applyGhostRoll, crossActions, revealToken } from './treasure-map.js';
import {
  afterRollActions,
  applyBury,
  applyBuryRoll,
  applyCrevice,
  applyMove,
  applyMoveGhost,
  applyMovementRoll,
  buryActions,
  processEndTurn,
  specialActions,
  turnStartActions,
} from './turn.js';

const DECISIONS = new Set<Task['t']>([
  'choose-character', 'setup-reveal', 'turn-start', 'special-choice', 'bury-choice', 'after-roll', 'crevice', 'bandit', 'campfire', 'poker-take', 'map',
]);

/**
 * The seat whose decision the queue's head is, or `null` (a chance node, or the end).
 *
 * @example
 * decidingSeat(state.g); // 0
 */
export function decidingSeat(g: DutchmanGameState): number | null {
  const head = g.queue[0];
  return head !== undefined && DECISIONS.has(head.t) ? (head as { seat: number }).seat : null;
}

/**
 * Does every task that needs no one (a face-up tile, a void, the end of a turn) until the head
 * is a decision or a chance node, or the game is over.
 *
 * @example
 * settle(ctx);
 */
export function settle(ctx: Ctx): void {
  for (;;) {
    const head = ctx.g.queue[0];
    if (head === undefined) return;
    if (head.t === 'tile') {
      if (tileAwaitsIdentity(ctx.g, head)) return;
      processTile(ctx, head);
    } else if (head.t === 'end-turn') {
      processEndTurn(ctx);
    } else if (head.t === 'setup-reveal' && setupRevealActions(ctx.g, head).length === 0) {
      replaceHead(ctx);
    } else if (head.t === 'turn-start' && turnStartActions(ctx, head.seat).length === 1) {
      // Nothing to choose before the roll (no item, no haunted treasure): the die is rolled.
      replaceHead(ctx, { t: 'movement-roll', seat: head.seat });
    } else if (head.t === 'map' && crossActions(ctx, head.seat).length === 0 && itemActions(ctx, head.seat, 'map', false).length === 0) {
      // Phase 4 applies only when a token can be overcome (or an item used): otherwise the turn ends.
      replaceHead(ctx);
    } else {
      return;
    }
  }
}

/**
 * The legal actions of a seat: those of the decision at the head of the queue, if it is his.
 *
 * @example
 * dutchmanLegalActions(state, 0);
 */
export function dutchmanLegalActions(state: DutchmanState, player: number): DutchmanAction[] {
  const g = state.g;
  const head = g.queue[0];
  if (head === undefined || decidingSeat(g) !== player) return [];
  const data = componentsOf(state);
  const ctx = { g, data, catalog: catalogOf(data) };
  switch (head.t) {
    case 'choose-character':
      return characterActions(ctx, player);
    case 'setup-reveal':
      return setupRevealActions(g, head);
    case 'turn-start':
      return turnStartActions(ctx, player);
    case 'special-choice':
      return specialActions(g, player);
    case 'bury-choice':
      return buryActions(g, head);
    case 'after-roll':
      return afterRollActions(ctx, head);
    case 'crevice':
      return creviceDestinations(g, state.options.creviceToCamps).map((space) => ({ type: 'crevice', player, space }));
    case 'bandit':
      return banditActions(g, player);
    case 'campfire':
      return campfireActions(player);
    case 'poker-take':
      return pokerTakeActions(g, head);
    case 'map':
      return [...crossActions(ctx, player), { type: 'end-turn', player }, ...itemActions(ctx, player, 'map', false)];
    default:
      return [];
  }
}

/**
 * Applies a legal action and settles the queue.
 *
 * @example
 * applyDutchmanAction(state, { type: 'roll', player: 0 });
 */
export function applyDutchmanAction(state: DutchmanState, action: DutchmanAction): StepResult<DutchmanGameState> {
  const ctx = contextOf(state);
  const seat = action.player;
  switch (action.type) {
    case 'choose-character':
      applyChooseCharacter(ctx, action);
      break;
    case 'reveal-setup':
      applySetupReveal(ctx, action);
      break;
    case 'roll':
      replaceHead(ctx, { t: 'movement-roll', seat });
      break;
    case 'use-item':
      applyUseItem(ctx, action);
      break;
    case 'fight-ghost':
      ctx.events.push({ type: 'turn-forfeited', player: seat });
      replaceHead(ctx, { t: 'ghost-roll', seat, at: 'treasure' });
      break;
    case 'special-bury':
      replaceHead(ctx, { t: 'bury-roll', seat, rolls: [] });
      break;
    case 'move-ghost':
      applyMoveGhost(ctx, action);
      break;
    case 'bury':
      applyBury(ctx, action);
      break;
    case 'move':
      applyMove(ctx, action);
      break;
    case 'crevice':
      applyCrevice(ctx, action);
      break;
    case 'bandit':
      applyBandit(ctx, action);
      break;
    case 'cross':
      applyCross(ctx, action);
      break;
    case 'end-turn':
      replaceHead(ctx);
      break;
    case 'raise':
      applyRaise(ctx, action);
      break;
    case 'take-tile':
      applyTakeTile(ctx, action);
      break;
  }
  settle(ctx);
  return { g: ctx.g, events: ctx.events };
}

const dieCache = new WeakMap<DutchmanData, { action: ChanceOption<DutchmanChance>[]; movement: ChanceOption<DutchmanChance>[] }>();

function grouped<T extends number | string>(faces: readonly T[], wrap: (face: T) => DutchmanChance): ChanceOption<DutchmanChance>[] {
  const counts = new Map<T, number>();
  for (const face of faces) counts.set(face, (counts.get(face) ?? 0) + 1);
  return [...counts].map(([face, count]) => ({ outcome: wrap(face), probability: count / faces.length }));
}

function diceOf(data: DutchmanData) {
  let dice = dieCache.get(data);
  if (!dice) {
    dice = {
      action: grouped(data.actionDie, (die) => ({ die })),
      movement: grouped<number | 'special'>(data.movementDie, (movement) => ({ movement })),
    };
    dieCache.set(data, dice);
  }
  return dice;
}

function fromCounts(ids: readonly string[], counts: readonly number[], wrap: (id: string) => DutchmanChance): ChanceOption<DutchmanChance>[] {
  let total = 0;
  for (const count of counts) total += count;
  const options: ChanceOption<DutchmanChance>[] = [];
  counts.forEach((count, index) => {
    if (count > 0) options.push({ outcome: wrap(ids[index]!), probability: count / total });
  });
  return options;
}

/**
 * The outcomes of the chance node at the head of the queue, with exact probabilities: an action
 * die, the movement die, the identity of a revealed land tile (from the unseen pool), of a turned
 * challenge token, or of a drawn event tile.
 *
 * @example
 * dutchmanChanceOutcomes(state);
 */
export function dutchmanChanceOutcomes(state: DutchmanState): readonly ChanceOption<DutchmanChance>[] {
  const g = state.g;
  const head = g.queue[0];
  if (head === undefined) return [];
  switch (head.t) {
    case 'first-roll':
    case 'bury-roll':
    case 'challenge-roll':
    case 'fight-roll':
    case 'steal-roll':
    case 'test-roll':
    case 'poker-roll':
    case 'ghost-roll':
    case 'tiebreak-roll':
      return diceOf(componentsOf(state)).action;
    case 'movement-roll':
      return diceOf(componentsOf(state)).movement;
    case 'tile': {
      if (!tileAwaitsIdentity(g, head)) return [];
      return fromCounts(catalogOf(componentsOf(state)).tileIds, g.pool, (tile) => ({ tile }));
    }
    case 'token':
      return g.tokenPool.map((token) => ({ outcome: { token }, probability: 1 / g.tokenPool.length }));
    case 'draw-event':
      return fromCounts(componentsOf(state).events.map((e) => e.id), eventPileOf(g.eventPool, componentsOf(state)), (event) => ({ event }));
    default:
      return [];
  }
}

/**
 * Applies a listed chance outcome to the task at the head of the queue, then settles.
 *
 * @example
 * applyDutchmanChance(state, { die: 6 });
 */
export function applyDutchmanChance(state: DutchmanState, outcome: DutchmanChance): StepResult<DutchmanGameState> {
  const ctx = contextOf(state);
  const head = ctx.g.queue[0]!;
  const die = 'die' in outcome ? outcome.die : 0;
  switch (head.t) {
    case 'first-roll':
      applyFirstRoll(ctx, head, die);
      break;
    case 'bury-roll':
      applyBuryRoll(ctx, head, die);
      break;
    case 'challenge-roll':
      resolveChallenge(ctx, head, die);
      break;
    case 'fight-roll':
      applyFightRoll(ctx, head, die);
      break;
    case 'steal-roll':
      applyStealRoll(ctx, head, die);
      break;
    case 'test-roll':
      applyTestRoll(ctx, head, die);
      break;
    case 'poker-roll':
      applyPokerRoll(ctx, head, die);
      break;
    case 'ghost-roll':
      applyGhostRoll(ctx, head, die);
      break;
    case 'tiebreak-roll':
      applyTieBreakRoll(ctx, head, die);
      break;
    case 'movement-roll':
      if ('movement' in outcome) applyMovementRoll(ctx, head, outcome.movement);
      break;
    case 'tile':
      if ('tile' in outcome) revealTop(ctx, head.stack, outcome.tile);
      break;
    case 'token':
      if ('token' in outcome) revealToken(ctx, head.spot, outcome.token);
      break;
    case 'draw-event':
      if ('event' in outcome) applyEventDraw(ctx, head, outcome.event);
      break;
    default:
      break;
  }
  settle(ctx);
  return { g: ctx.g, events: ctx.events };
}
