import type { ChanceOption } from '../../../core/actions.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';
import type { RuleError } from '../../../core/errors.js';
import { refusal } from '../kernel/refusal.js';
import { tilesAround } from '../kernel/tiles-around.js';
import type { RuleContext, Actor, TaskHandler } from '../kernel/rule-context.js';
import type { HuntFace } from '../data/index.js';
import { gainFromSupply } from './gather-goods.js';
import { owns } from '../kernel/inventory.js';
import { dropMarker, findMarker, liftMarker } from '../kernel/marker-places.js';
import type { LostValleyAction, LostValleyChance, LostValleyGameState, Prospector, Task } from '../schemas/game-schemas.js';
import { popTask, pushTasks } from '../kernel/task-queue.js';
import { prospectorRecord, withFields, withProspector } from '../kernel/state-copy.js';

type G = LostValleyGameState;

/*
 * Hunting (LV-HUNT-1 … LV-HUNT-6, LV-SKILL-TRAPPER-1, LV-TRI-DEN-1): the animal is turned face
 * up, then the hunting die decides. A hit gives the animal's food and the animal as a fur; a miss
 * leaves it face up and binds the hunter to it.
 */

/**
 * The face-up animal a prospector missed and must hunt if it hunts at all (LV-HUNT-5), or `null`
 * when it is not bound (never bound, or the animal is gone).
 *
 * @example
 * boundQuarry(g, actor.prospector); // 12
 */
export function boundQuarry(g: G, prospector: Prospector): number | null {
  if (prospector.quarry === null) return null;
  const found = findMarker(g, prospector.quarry);
  return found && found.place.kind === 'tile' && found.slot.faceUp ? prospector.quarry : null;
}

/**
 * The animal markers a prospector may hunt: those on tiles touching its intersection (an
 * Animal Den's among them, LV-TRI-DEN-1), in tile then marker order; only its quarry while it is
 * bound (LV-HUNT-5).
 *
 * @example
 * huntableAnimals(ctx, g, actor); // [7, 12]
 */
export function huntableAnimals(ctx: RuleContext, g: G, actor: Actor): number[] {
  const quarry = boundQuarry(g, actor.prospector);
  const found: number[] = [];
  for (const i of tilesAround(ctx, g, actor.prospector.node)) {
    for (const slot of g.board.tiles[i]!.markers) {
      if (slot.pool === 'animal' && (quarry === null || slot.id === quarry)) found.push(slot.id);
    }
  }
  return found;
}

/**
 * Applies `hunt` (LV-HUNT-1): the animal is turned face up for all (a chance node while nobody
 * has seen it), then the hunting die is rolled (a `hunt-roll` task).
 *
 * @example
 * applyHunt(g, actor, 12);
 */
export function applyHunt(g: G, actor: Actor, marker: number, events: LostValleyEvent[]): G {
  events.push({ type: 'hunt-started', player: actor.seat, prospector: actor.index, marker });
  const roll: Task = { task: 'hunt-roll', prospector: actor.index, marker, reroll: false };
  const faceUp = findMarker(g, marker)?.slot.faceUp === true;
  return pushTasks(g, faceUp ? [roll] : [{ task: 'reveal', marker, to: [], faceUp: true }, roll]);
}

/**
 * Words for a refused `hunt` (LV-HUNT-5 while bound, LV-HUNT-1 otherwise), or `null` when the
 * hunt itself is possible (the turn's action may still be used up).
 *
 * @example
 * explainHunt(ctx, g, actor, action)?.code; // 'lost-valley/bound-to-quarry'
 */
export function explainHunt(ctx: RuleContext, g: G, actor: Actor, action: Extract<LostValleyAction, { type: 'hunt' }>): RuleError | null {
  const quarry = boundQuarry(g, actor.prospector);
  if (quarry !== null && action.marker !== quarry) {
    return refusal('bound-to-quarry', { rule: 'LV-HUNT-5', details: { quarry, marker: action.marker } }, { quarry });
  }
  if (!huntableAnimals(ctx, g, actor).includes(action.marker)) {
    return refusal('no-animal', { rule: 'LV-HUNT-1', details: { marker: action.marker } }, { marker: action.marker });
  }
  return null;
}

function hits(g: G, prospector: Prospector, face: HuntFace): boolean {
  if (face === 'crosshair') return true;
  if (face === 'rifle') return owns(prospector.inventory, 'rifle');
  if (face === 'trap') return g.board.works.some((work) => work.work === 'hunting-trap' && work.at === prospector.node);
  return prospector.inventory.missMarker;
}

/**
 * The hunting die (LV-HUNT-2, LV-HUNT-4): a chance node over its faces. A hit (LV-HUNT-3) gives
 * the animal's food from the supply and the animal as a fur (a `take`; without furs, LV-CLASSIC-7,
 * the animal leaves the game face up instead), spends the miss marker
 * when the miss face hit (LV-HUNT-6), and frees every prospector bound to that animal. A miss
 * gives the Trapper without a rifle a second roll with no miss marker (LV-SKILL-TRAPPER-1);
 * otherwise a miss marker if none is held, and the hunter is bound to the animal (LV-HUNT-5).
 *
 * @example
 * huntRoll.outcomes?.(ctx, g, task); // [{ outcome: { hunt: 'crosshair' }, probability: 1 / 3 }, …]
 */
export const huntRoll: TaskHandler = {
  mode: () => 'chance',
  outcomes: (ctx) => {
    // LV-COMP-57: the die's faces are the data's (two cross-hairs, two rifles, a trap, a miss).
    const faces = ctx.set.huntingDie ?? [];
    const counts = new Map<HuntFace, number>();
    for (const face of faces) counts.set(face, (counts.get(face) ?? 0) + 1);
    return [...counts].map(([hunt, n]): ChanceOption<LostValleyChance> => ({ outcome: { hunt }, probability: n / faces.length }));
  },
  resolve: (ctx, g, task, outcome, events) => {
    if (task.task !== 'hunt-roll' || !('hunt' in outcome)) return g;
    const hunter = g.prospectors[task.prospector]!;
    const slot = findMarker(g, task.marker)?.slot;
    const animal = ctx.set.markers.animal.find((kind) => kind.id === slot?.identity);
    const base = { player: hunter.seat, prospector: task.prospector, marker: task.marker, animal: slot?.identity ?? null, face: outcome.hunt };
    if (hits(g, hunter, outcome.hunt)) {
      let next = popTask(g);
      if (outcome.hunt === 'miss') {
        // LV-HUNT-6: the miss marker counted as a hit and is discarded.
        next = withProspector(next, task.prospector, { ...hunter, inventory: { ...hunter.inventory, missMarker: false } });
      }
      const fed = gainFromSupply(ctx, next, task.prospector, 'food', animal?.food ?? 0);
      next = fed.g;
      // LV-HUNT-5: the animal is gone, so nobody stays bound to it.
      next = withFields(next, { prospectors: next.prospectors.map((p) => (p.quarry === task.marker ? prospectorRecord({ ...p, quarry: null }) : p)) });
      events.push({ type: 'animal-hit', ...base, food: fed.got, missMarkerUsed: outcome.hunt === 'miss', ...(ctx.options.furs ? {} : { fur: false }) });
      if (!ctx.options.furs) {
        // LV-CLASSIC-7: meat only; the animal leaves the game (already face up).
        const lifted = liftMarker(next, task.marker);
        return lifted.slot ? dropMarker(lifted.g, { ...lifted.slot, faceUp: true }, { kind: 'spent' }) : next;
      }
      return pushTasks(next, [{ task: 'take', prospector: task.prospector, marker: task.marker }]);
    }
    if (!task.reroll && hunter.inventory.skills.includes('trapper') && !owns(hunter.inventory, 'rifle')) {
      // LV-SKILL-TRAPPER-1: a second roll, and no miss marker for the first.
      events.push({ type: 'animal-missed', ...base, reroll: true, missMarker: false });
      return pushTasks(popTask(g), [{ ...task, reroll: true }]);
    }
    const gained = !hunter.inventory.missMarker;
    events.push({ type: 'animal-missed', ...base, reroll: false, missMarker: gained });
    return withProspector(popTask(g), task.prospector, { ...hunter, quarry: task.marker, inventory: { ...hunter.inventory, missMarker: true } });
  },
};
