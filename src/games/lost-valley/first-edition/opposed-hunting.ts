import type { ChanceOption } from '../../../core/actions.js';
import type { LostValleyEvent } from '../schemas/event-schemas.js';
import { ruleError, type RuleError } from '../../../core/errors.js';
import { tilesAround } from '../kernel/tiles-around.js';
import type { RuleContext, Actor, TaskHandler } from '../kernel/rule-context.js';
import { gainFromSupply } from '../gathering/gather-goods.js';
import { owns } from '../kernel/inventory.js';
import { layMarkers } from '../exploration/lay-markers.js';
import { dropMarker, findMarker, liftMarker } from '../kernel/marker-places.js';
import type { LostValleyChance, LostValleyGameState, Task } from '../schemas/game-schemas.js';
import { popTask, pushTasks } from '../kernel/task-queue.js';
import { withBoard, withFields } from '../kernel/state-copy.js';
import { tileRecord } from '../kernel/record-shapes.js';

type G = LostValleyGameState;

/*
 * The first edition's hunt (LV-FEA-HUNT-1 … LV-FEA-HUNT-5): the hunter rolls the die, an
 * opponent rolls for the animal (two chance nodes), the rifle adds 3 to the hunter's roll, and
 * only a higher total kills. The dead animal is turned up, leaves the board and gives its food
 * (no fur in this edition); the bear cave gets a new face-down animal after each kill. A failed
 * hunt leaves the animal where it lies, face down, and binds nobody.
 */

/** What the rifle adds to the hunter's roll (LV-FEA-HUNT-4). */
export const RIFLE_BONUS = 3;

/**
 * The animal markers a first-edition prospector may hunt: every one on a tile touching its
 * intersection (the bear cave's among them), in tile then marker order (LV-FEA-HUNT-1).
 *
 * @example
 * opposedHuntAnimals(ctx, g, actor); // [7, 12]
 */
export function opposedHuntAnimals(ctx: RuleContext, g: G, actor: Actor): number[] {
  const found: number[] = [];
  for (const i of tilesAround(ctx, g, actor.prospector.node)) {
    for (const slot of g.board.tiles[i]!.markers) if (slot.pool === 'animal') found.push(slot.id);
  }
  return found;
}

/**
 * Applies a first-edition `hunt` (LV-FEA-HUNT-2): the two rolls follow as an `opposed-roll`
 * task; the animal stays face down until it is killed.
 *
 * @example
 * applyOpposedHunt(g, actor, 12, events);
 */
export function applyOpposedHunt(g: G, actor: Actor, marker: number, events: LostValleyEvent[]): G {
  events.push({ type: 'hunt-started', player: actor.seat, prospector: actor.index, marker });
  return pushTasks(g, [{ task: 'opposed-roll', prospector: actor.index, marker, hunter: null }]);
}

/**
 * Words for a refused first-edition `hunt`, or `null` when it is possible.
 *
 * @example
 * explainOpposedHunt(ctx, g, actor, 9999)?.code; // 'lost-valley/no-animal'
 */
export function explainOpposedHunt(ctx: RuleContext, g: G, actor: Actor, marker: number): RuleError | null {
  if (opposedHuntAnimals(ctx, g, actor).includes(marker)) return null;
  return ruleError('lost-valley/no-animal', `Marker ${String(marker)} is not an animal on a tile touching this prospector's intersection.`, { rule: 'LV-FEA-HUNT-1', details: { marker } });
}

const DIE: readonly ChanceOption<LostValleyChance>[] = [1, 2, 3, 4, 5, 6].map((die) => ({ outcome: { die }, probability: 1 / 6 }));

/**
 * The opposed rolls (LV-FEA-HUNT-2, LV-FEA-HUNT-4): first the hunter's die, then the die an
 * opponent rolls for the animal, each a fair six-sided chance node. The hunter's roll plus 3
 * with a rifle must beat the animal's; then the animal is turned up for all and killed (an
 * `animal-kill` task), else it stays face down where it is.
 *
 * @example
 * opposedRoll.outcomes?.(ctx, g, task); // six outcomes { die: 1 } … { die: 6 }, 1/6 each
 */
export const opposedRoll: TaskHandler = {
  mode: () => 'chance',
  outcomes: () => DIE,
  resolve: (_ctx, g, task, outcome, events) => {
    if (task.task !== 'opposed-roll' || !('die' in outcome)) return g;
    const hunter = g.prospectors[task.prospector]!;
    if (task.hunter === null) {
      events.push({ type: 'hunter-rolled', player: hunter.seat, prospector: task.prospector, marker: task.marker, roll: outcome.die });
      return pushTasks(popTask(g), [{ ...task, hunter: outcome.die }]);
    }
    const rifle = owns(hunter.inventory, 'rifle');
    const total = task.hunter + (rifle ? RIFLE_BONUS : 0);
    const killed = total > outcome.die;
    events.push({ type: 'animal-rolled', player: hunter.seat, prospector: task.prospector, marker: task.marker, hunter: total, rifle, animal: outcome.die, killed });
    const found = findMarker(g, task.marker);
    if (!killed || found?.place.kind !== 'tile') return popTask(g);
    const kill: Task = { task: 'animal-kill', prospector: task.prospector, marker: task.marker, tile: found.place.tile };
    return pushTasks(popTask(g), [{ task: 'reveal', marker: task.marker, to: [], faceUp: true }, kill]);
  },
};

function isBearCave(ctx: RuleContext, g: G, tile: number): boolean {
  const placed = g.board.tiles[tile];
  return placed?.kind === 'triangle' && ctx.catalog.triangles.get(placed.tile)?.name === 'bear-cave';
}

/**
 * The kill (LV-FEA-HUNT-3, LV-FEA-HUNT-5): the animal, now face up, leaves the board (out of the
 * game: no fur in this edition), the hunter takes its food from the supply (1 to 4 by kind), and
 * a bear cave gets a new face-down animal from the pool, if one is left (LV-COMP-11).
 *
 * @example
 * animalKill.mode(ctx, g, task); // 'auto'
 */
export const animalKill: TaskHandler = {
  mode: () => 'auto',
  run: (ctx, g, task, events) => {
    if (task.task !== 'animal-kill') return popTask(g);
    const lifted = liftMarker(popTask(g), task.marker);
    if (!lifted.slot) return lifted.g;
    const slot = lifted.slot;
    let next = dropMarker(lifted.g, { ...slot, faceUp: true }, { kind: 'spent' });
    const food = ctx.set.markers.animal.find((kind) => kind.id === slot.identity)?.food ?? 0;
    const fed = gainFromSupply(ctx, next, task.prospector, 'food', food);
    next = fed.g;
    const seat = next.prospectors[task.prospector]!.seat;
    events.push({ type: 'animal-killed', player: seat, prospector: task.prospector, marker: slot.id, animal: slot.identity, food: fed.got });
    if (!isBearCave(ctx, next, task.tile)) return next;
    const laid = layMarkers([{ kind: 'animal', count: 1 }], next.markerSupply, null, next.nextMarker);
    if (laid.slots.length === 0) return next;
    const tiles = next.board.tiles.slice();
    const cave = tiles[task.tile]!;
    tiles[task.tile] = tileRecord({ ...cave, markers: [...cave.markers, ...laid.slots] });
    events.push({ type: 'bear-cave-restocked', tile: task.tile, marker: laid.slots[0]!.id });
    return withFields(next, { board: withBoard(next.board, { tiles }), markerSupply: laid.supply, nextMarker: laid.nextId });
  },
};
