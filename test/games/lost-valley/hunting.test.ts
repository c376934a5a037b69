import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { chanceOutcomes, view } from '../../../src/index.js';
import { findMarker } from '../../../src/games/lost-valley/public.js';
import { built, expectRefused, legal, play, position } from './lv-helpers.js';
import { STARTING_GOODS as START, actionsOf, force, gatherSite, held, markersOn, tileIndex, twoAnimals, type GatherSetup } from './gather-helpers.js';

// Legal boards (gather-helpers.ts `gatherSite`): seat 0 stands at O1 of a finished board, the
// river R02 at the mouth (M0^, M1v) out of its reach; everything after that is real play with
// forced chance. Two forests with an animal each touch O1 (`twoAnimals`): L01 beside the river
// (N0^, N1v) and L02 east of O1 (O1v, O1^).

/** The two animals' board, and their marker ids (L01's animal, L02's animal). */
const wolfAt = (setup: Omit<GatherSetup, 'tiles'> = {}) => {
  const s = twoAnimals(setup);
  return { ...s, markers: [[s.animals[0]], [s.animals[1]]] };
};

describe('hunting', () => {
  it('LV-HUNT-1: the animals on tiles touching the intersection may be hunted; the marker is turned face up for all first', () => {
    const s = wolfAt();
    const [[wolf], [other]] = s.markers as [[number], [number]];
    expect(actionsOf(s.state, 'hunt')).toEqual([
      { type: 'hunt', player: 0, marker: wolf },
      { type: 'hunt', player: 0, marker: other },
    ]);
    const hunted = play(s.state, { type: 'hunt', player: 0, marker: wolf }).state;
    expect(hunted.g.pending.kind).toBe('task-chance');
    expect(JSON.stringify((view(hunted, 1) as { g: unknown }).g)).not.toContain('"wolf"');
    const seen = force(hunted, { marker: 'wolf' }).state;
    expect(findMarker(seen.g, wolf)?.slot).toMatchObject({ identity: 'wolf', faceUp: true });
    // Seat 1 sees it too: face up is public.
    expect(JSON.stringify((view(seen, 1) as { g: unknown }).g)).toContain('"wolf"');
    // A marker away from the intersection is refused.
    expectRefused(s.state, { type: 'hunt', player: 0, marker: 9999 }, 'lost-valley/no-animal');
  });

  it('LV-HUNT-2, LV-HUNT-4: the hunting die is a chance node over the data\'s faces; cross-hair hits, rifle only with a rifle, trap only at a hunting trap', () => {
    const s = wolfAt();
    const wolf = s.markers[0]![0]!;
    const rolling = force(play(s.state, { type: 'hunt', player: 0, marker: wolf }).state, { marker: 'wolf' }).state;
    expect(rolling.g.tasks[0]).toMatchObject({ task: 'hunt-roll', marker: wolf });
    const faces = componentsOf(s.state).huntingDie!;
    const expected = [...new Set(faces)].map((hunt) => ({ outcome: { hunt }, probability: faces.filter((f) => f === hunt).length / faces.length }));
    expect(chanceOutcomes(rolling)).toEqual(expected);
    // Without a rifle the rifle face misses; with one it hits.
    expect(findMarker(force(rolling, { hunt: 'rifle' }).state.g, wolf)?.place.kind).toBe('tile');
    expect(findMarker(force(rolling, { hunt: 'trap' }).state.g, wolf)?.place.kind).toBe('tile');
    expect(findMarker(force(rolling, { hunt: 'crosshair' }).state.g, wolf)?.place.kind).toBe('bag');
    const rifle = wolfAt({ goods: { ...START, rifle: 1 } });
    const rifleRoll = force(play(rifle.state, { type: 'hunt', player: 0, marker: wolf }).state, { marker: 'wolf' }).state;
    expect(findMarker(force(rifleRoll, { hunt: 'rifle' }).state.g, wolf)?.place.kind).toBe('bag');
    const trap = wolfAt({ then: (p, v) => p.work('hunting-trap', v, 1) });
    const trapRoll = force(play(trap.state, { type: 'hunt', player: 0, marker: wolf }).state, { marker: 'wolf' }).state;
    expect(findMarker(force(trapRoll, { hunt: 'trap' }).state.g, wolf)?.place.kind).toBe('bag');
    expect(faces).toHaveLength(6);
  });

  it('LV-HUNT-3: a hit gives the animal\'s food from the supply and the animal as a fur, face up in the gold bag', () => {
    const s = wolfAt();
    const wolf = s.markers[0]![0]!;
    const food = held(s.state, 0, 'food');
    const rolling = force(play(s.state, { type: 'hunt', player: 0, marker: wolf }).state, { marker: 'bear' }).state;
    const { state, events } = force(rolling, { hunt: 'crosshair' });
    expect(held(state, 0, 'food')).toBe(food + 4);
    expect(state.g.supply['food']).toBe(s.state.g.supply['food']! - 4);
    expect(state.g.prospectors[0]!.inventory.goldBag).toContainEqual(expect.objectContaining({ id: wolf, pool: 'animal', identity: 'bear', faceUp: true }));
    expect(events.map((e) => e.type)).toContain('animal-hit');
    expect(state.g.turn.actions).toBe(1);
    expect(state.g.pending.kind).toBe('turn');
  });

  it('LV-HUNT-5: after a miss the animal stays face up and its hunter may hunt no other, with a typed refusal; others may hunt it, and its fall frees the hunter', () => {
    const s = wolfAt();
    const [wolf, other] = [s.markers[0]![0]!, s.markers[1]![0]!];
    const rolling = force(play(s.state, { type: 'hunt', player: 0, marker: wolf }).state, { marker: 'wolf' }).state;
    let missed = force(rolling, { hunt: 'rifle' }).state;
    expect(missed.g.prospectors[0]!.quarry).toBe(wolf);
    expect(findMarker(missed.g, wolf)?.slot.faceUp).toBe(true);
    // Next turn (built: a fresh turn for the same prospector, its action not yet used).
    missed = built(position(missed).turn({ actions: 0 }));
    expect(actionsOf(missed, 'hunt')).toEqual([{ type: 'hunt', player: 0, marker: wolf }]);
    const error = expectRefused(missed, { type: 'hunt', player: 0, marker: other }, 'lost-valley/bound-to-quarry');
    expect(error.rule).toBe('LV-HUNT-5');
    // Seat 1 stands at the same intersection (built; seat 0 has walked on to N1, as an
    // intersection holds one prospector) and may hunt either animal; it kills the wolf.
    const otherTurn = built(position(missed).at(0, 'N1').at(1, s.v).turn({ prospector: 1, actions: 0 }));
    expect(actionsOf(otherTurn, 'hunt').map((a) => (a.type === 'hunt' ? a.marker : -1))).toEqual([wolf, other]);
    const hunted = play(otherTurn, { type: 'hunt', player: 1, marker: wolf }).state;
    expect(hunted.g.pending.kind).toBe('task-chance');
    const killed = force(hunted, { hunt: 'crosshair' }).state;
    expect(killed.g.prospectors[0]!.quarry).toBeNull();
    expect(findMarker(killed.g, wolf)?.place).toEqual({ kind: 'bag', prospector: 1 });
  });

  it('LV-HUNT-6: a miss gives a miss marker if none is held; with one, the miss face hits and the marker is discarded', () => {
    const s = wolfAt();
    const wolf = s.markers[0]![0]!;
    const rolling = force(play(s.state, { type: 'hunt', player: 0, marker: wolf }).state, { marker: 'deer' }).state;
    let state = force(rolling, { hunt: 'miss' }).state;
    expect(state.g.prospectors[0]!.inventory.missMarker).toBe(true);
    state = built(position(state).turn({ actions: 0 }));
    const again = play(state, { type: 'hunt', player: 0, marker: wolf }).state;
    // Already face up: no reveal, straight to the die.
    expect(again.g.tasks[0]).toMatchObject({ task: 'hunt-roll' });
    const { state: hit, events } = force(again, { hunt: 'miss' });
    expect(findMarker(hit.g, wolf)?.place.kind).toBe('bag');
    expect(hit.g.prospectors[0]!.inventory.missMarker).toBe(false);
    expect(events).toContainEqual(expect.objectContaining({ type: 'animal-hit', missMarkerUsed: true, food: 3 }));
  });

  it('LV-SKILL-TRAPPER-1: the Trapper without a rifle rolls again after a miss and gets no miss marker for the first roll; with a rifle, no second roll', () => {
    const s = wolfAt({ skills: ['trapper'] });
    const wolf = s.markers[0]![0]!;
    const rolling = force(play(s.state, { type: 'hunt', player: 0, marker: wolf }).state, { marker: 'wolf' }).state;
    const second = force(rolling, { hunt: 'rifle' }).state;
    expect(second.g.tasks[0]).toMatchObject({ task: 'hunt-roll', reroll: true });
    expect(second.g.prospectors[0]!.inventory.missMarker).toBe(false);
    expect(findMarker(force(second, { hunt: 'crosshair' }).state.g, wolf)?.place.kind).toBe('bag');
    const missedTwice = force(second, { hunt: 'trap' }).state;
    expect(missedTwice.g.prospectors[0]).toMatchObject({ quarry: wolf, inventory: expect.objectContaining({ missMarker: true }) });
    expect(missedTwice.g.tasks).toEqual([]);
    const armed = wolfAt({ skills: ['trapper'], goods: { ...START, rifle: 1 } });
    const armedRoll = force(play(armed.state, { type: 'hunt', player: 0, marker: wolf }).state, { marker: 'wolf' }).state;
    expect(force(armedRoll, { hunt: 'trap' }).state.g.tasks).toEqual([]);
  });

  it('LV-TRI-DEN-1: the animals on an Animal Den are hunted from any intersection the den touches', () => {
    // The den (T04, two animals) on O0^ touches O1, N0^ and N1v beside it hold the bare wasteland L35.
    const s = gatherSite({ tiles: [['R02', 'M0^', 'M1v'], ['L35', 'N0^', 'N1v'], ['T04', 'O0^']] });
    const [a, b] = markersOn(s.state, 'T04');
    expect(actionsOf(s.state, 'hunt')).toEqual([
      { type: 'hunt', player: 0, marker: a },
      { type: 'hunt', player: 0, marker: b },
    ]);
    const state = force(force(play(s.state, { type: 'hunt', player: 0, marker: b! }).state, { marker: 'rat' }).state, { hunt: 'crosshair' }).state;
    expect(state.g.board.tiles[tileIndex(s.state, 'T04')]!.markers.map((m) => m.id)).toEqual([a]);
    expect(legal(state).some((x) => x.type === 'hunt')).toBe(false);
  });
});
