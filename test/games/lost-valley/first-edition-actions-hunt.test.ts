import { describe, expect, it } from 'vitest';
import { chanceOutcomes } from '../../../src/index.js';
import { countOf, findMarker } from '../../../src/games/lost-valley/public.js';
import { firstEditionSite, gapTriangle, markersOn, offered } from './first-edition-actions-helpers.js';
import { force } from './gather-helpers.js';
import { built, expectRefused, play } from './lv-helpers.js';

// The positions are built with the position builder: `firstEditionSite` (a first-edition game on
// a legal board, its exploration ended, seat 0 at O2) or, for the bear cave, `gapTriangle` (the
// cave in a gap at the mouth); the animals are the tiles' own face-down markers. The hunt, both dice
// and the animal's identity are real play with forced chance.

/** The forests L01 and L04 (one animal each) on ring faces 0 and 1, nothing else with an animal. */
const wolfAt = (gear: Record<string, number> = {}) => firstEditionSite(['L01', 'L04'], {}, gear);
/** The animal markers of the two forests, in ring order. */
const animalsOf = (site: ReturnType<typeof wolfAt>) => [0, 1].flatMap((k) => markersOn(site, site.faces[k]!, 'animal'));
const WOLF = animalsOf(wolfAt())[0]!;

/**
 * Built (`gapTriangle`): the bear cave T01 in the gap at the mouth, with its animal from the
 * supply; seat 0 stands at O0 by the cave. `furs` animals of each kind go into prospector 1's bag.
 */
function caveBoard(furs: readonly (readonly [string, number])[] = []) {
  let { board } = gapTriangle('T01');
  for (const [identity, n] of furs) for (let k = 0; k < n; k++) board = board.bag(1, identity);
  const state = built(board);
  const tile = state.g.board.tiles.findIndex((t) => t.tile === 'T01');
  return { state, tile, animal: state.g.board.tiles[tile]!.markers.find((m) => m.pool === 'animal')!.id };
}

/** Hunts marker `id`, forces the hunter's and the animal's dice, and the identity if it dies. */
function hunt(state: ReturnType<typeof wolfAt>['state'], id: number, hunter: number, animal: number, identity = 'wolf') {
  let next = play(state, { type: 'hunt', player: 0, marker: id }).state;
  next = force(next, { die: hunter }).state;
  const rolled = force(next, { die: animal });
  return rolled.state.g.pending.kind === 'task-chance' ? { ...force(rolled.state, { marker: identity }), rolled } : { ...rolled, rolled };
}

describe('first edition: hunting by opposed rolls', () => {
  it('LV-FEA-HUNT-1: every animal on a tile touching the intersection may be hunted, and no other', () => {
    const site = wolfAt();
    const { state } = site;
    const [first, second] = animalsOf(site);
    expect(offered(state, 'hunt')).toEqual([
      { type: 'hunt', player: 0, marker: first },
      { type: 'hunt', player: 0, marker: second },
    ]);
    expect(expectRefused(state, { type: 'hunt', player: 0, marker: 9999 }, 'lost-valley/no-animal').rule).toBe('LV-FEA-HUNT-1');
  });

  it('LV-FEA-HUNT-2: the hunter rolls the die, then an opponent rolls for the animal (two fair chance nodes); only a higher roll kills, a tie or less leaves the animal face down', () => {
    const { state } = wolfAt();
    const hunting = play(state, { type: 'hunt', player: 0, marker: WOLF }).state;
    expect(hunting.g.tasks[0]).toEqual({ task: 'opposed-roll', prospector: 0, marker: WOLF, hunter: null });
    expect(chanceOutcomes(hunting)).toEqual([1, 2, 3, 4, 5, 6].map((die) => ({ outcome: { die }, probability: 1 / 6 })));
    const second = force(hunting, { die: 4 }).state;
    expect(second.g.tasks[0]).toMatchObject({ task: 'opposed-roll', hunter: 4 });
    expect(chanceOutcomes(second)).toHaveLength(6);
    // A tie: the animal escapes, stays face down where it was, and nobody is bound to it.
    const tie = force(second, { die: 4 });
    expect(tie.events).toContainEqual(expect.objectContaining({ type: 'animal-rolled', hunter: 4, animal: 4, killed: false }));
    expect(findMarker(tie.state.g, WOLF)).toMatchObject({ place: { kind: 'tile' }, slot: { faceUp: false, identity: null } });
    expect(tie.state.g.prospectors[0]!.quarry).toBeNull();
    expect(tie.state.g.tasks).toEqual([]);
    expect(tie.state.g.turn.actions).toBe(1);
    // Higher wins: the animal is turned up (a chance node for its identity) and killed.
    const won = force(second, { die: 3 }).state;
    expect(won.g.tasks.map((t) => t.task)).toEqual(['reveal', 'animal-kill']);
  });

  it('LV-FEA-HUNT-3: the killed animal leaves the board and the hunter takes 1 to 4 food by its kind (no fur in this edition)', () => {
    for (const [identity, food] of [['rat', 1], ['wolf', 2], ['deer', 3], ['bear', 4]] as const) {
      const { state } = wolfAt();
      const { state: next, events } = hunt(state, WOLF, 6, 1, identity);
      expect(countOf(next.g.prospectors[0]!.inventory, 'food')).toBe(food);
      expect(next.g.supply['food']).toBe(state.g.supply['food']! - food);
      expect(findMarker(next.g, WOLF)).toMatchObject({ place: { kind: 'spent' }, slot: { faceUp: true, identity } });
      expect(next.g.prospectors[0]!.inventory.goldBag).toEqual([]);
      expect(events).toContainEqual(expect.objectContaining({ type: 'animal-killed', animal: identity, food }));
    }
  });

  it('LV-FEA-HUNT-4: a rifle adds 3 to the hunter\'s roll', () => {
    const plain = hunt(wolfAt().state, WOLF, 2, 4);
    expect(findMarker(plain.state.g, WOLF)?.place.kind).toBe('tile');
    const armed = hunt(wolfAt({ rifle: 1 }).state, WOLF, 2, 4);
    expect(armed.rolled.events).toContainEqual(expect.objectContaining({ type: 'animal-rolled', hunter: 5, rifle: true, animal: 4, killed: true }));
    expect(findMarker(armed.state.g, WOLF)?.place.kind).toBe('spent');
    // 3 + 3 against a 6 is a tie: no kill.
    expect(findMarker(hunt(wolfAt({ rifle: 1 }).state, WOLF, 3, 6).state.g, WOLF)?.place.kind).toBe('tile');
  });

  it('LV-FEA-HUNT-5: the bear cave is the only place that gets a new face-down animal marker after each kill', () => {
    const cave = caveBoard();
    const { tile } = cave;
    const pool = cave.state.g.markerSupply.animal;
    const { state, events } = hunt(cave.state, cave.animal, 5, 2, 'bear');
    const fresh = state.g.board.tiles[tile]!.markers;
    expect(fresh).toEqual([expect.objectContaining({ pool: 'animal', identity: null, faceUp: false, seenBy: [] })]);
    expect(fresh[0]!.id).not.toBe(cave.animal);
    expect(state.g.markerSupply.animal).toBe(pool - 1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'bear-cave-restocked', tile }));
    // A forest gets none.
    const forest = hunt(wolfAt().state, WOLF, 5, 2);
    expect(forest.state.g.markerSupply.animal).toBe(wolfAt().state.g.markerSupply.animal);
    // With the pool empty the cave stays empty: the ten animals not on the cave's board (2 rats,
    // 4 wolves, 4 deer) are furs in prospector 1's bag, so the two on the board are the set's two
    // bears.
    const empty = caveBoard([['rat', 2], ['wolf', 4], ['deer', 4]]);
    expect(empty.state.g.markerSupply.animal).toBe(0);
    expect(hunt(empty.state, empty.animal, 5, 2, 'bear').state.g.board.tiles[empty.tile]!.markers).toEqual([]);
  });
});
