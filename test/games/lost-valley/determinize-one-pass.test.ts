import { describe, expect, it } from 'vitest';
import { randomInt, seedRng, type RngState } from '../../../src/index.js';
import { contextOf, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { lostValleyDeterminize } from '../../../src/games/lost-valley/game/hidden-information.js';
import { forEachMarker, replaceMarker, unseenIdentities } from '../../../src/games/lost-valley/kernel/marker-places.js';
import { forEachRandomPlayState } from './random-play-states.js';

type G = LostValleyState['g'];

// The markers' part of the determinization as it was written before the one-pass version
// (2026-12-02): every marker nulled and drawn again one at a time, its pool recounted before each
// draw. Kept here as the reference the faster one must equal, draw for draw.
function markersAsBefore(state: LostValleyState, seat: number, rng: RngState): { g: G; rng: RngState } {
  const ctx = contextOf(state);
  let g = state.g;
  let generator = rng;
  const knows = (slot: G['spent'][number]) => slot.faceUp || slot.seenBy.includes(seat);
  const unknown: { id: number; pool: G['spent'][number]['pool']; oneTimeGear: boolean; real: string }[] = [];
  forEachMarker(g, (slot, place) => {
    if (slot.identity !== null && !knows(slot)) unknown.push({ id: slot.id, pool: slot.pool, oneTimeGear: place.kind === 'hidden-gear', real: slot.identity });
  });
  for (const { id } of unknown) g = replaceMarker(g, id, (slot) => ({ ...slot, identity: null }));
  const oneTime = new Set(ctx.set.markers.event.filter((kind) => kind.category === 'one-time-gear').map((kind) => kind.id));
  unknown.sort((a, b) => Number(b.oneTimeGear) - Number(a.oneTimeGear));
  for (const { id, pool, oneTimeGear, real } of unknown) {
    const left = unseenIdentities(ctx.set, ctx.players, g, pool).filter(([identity]) => !oneTimeGear || oneTime.has(identity));
    const total = left.reduce((sum, [, n]) => sum + n, 0);
    if (total === 0) {
      g = replaceMarker(g, id, (slot) => ({ ...slot, identity: real }));
      continue;
    }
    const draw = randomInt(generator, total);
    generator = draw.rng;
    let pick = draw.value;
    const identity = left.find(([, n]) => (pick -= n) < 0)![0];
    g = replaceMarker(g, id, (slot) => ({ ...slot, identity }));
  }
  return { g, rng: generator };
}

describe('Lost Valley determinize in one pass', () => {
  it('LV-HIDDEN-2: re-draws every unknown marker exactly as drawing them one at a time did (same identities, same order of keys) on states from random play', () => {
    let compared = 0;
    let redrawn = 0;
    forEachRandomPlayState('one-pass', (lv, t, step) => {
      if (step % 7 !== 0) return;
      for (let seat = 0; seat < lv.players; seat++) {
        const rng = seedRng(`one-pass/${t}/${step}/${seat}`);
        const before = markersAsBefore(lv, seat, rng);
        // With no secret skill draw in the tasks the hook's result is the markers' part alone.
        const secretSkill = lv.g.tasks.some((task) => (task.task === 'draw-skill' || task.task === 'keep-skill') && task.seat !== seat);
        const now = lostValleyDeterminize(lv, seat, rng);
        if (secretSkill) {
          expect(JSON.stringify({ ...now, tasks: null, skills: null })).toBe(JSON.stringify({ ...before.g, tasks: null, skills: null }));
        } else {
          expect(JSON.stringify(now)).toBe(JSON.stringify(before.g));
          // Nothing to re-draw: the very game part, as before.
          if (before.g === lv.g) expect(now).toBe(lv.g);
        }
        compared++;
        if (before.g !== lv.g) redrawn++;
      }
    });
    expect(compared).toBeGreaterThan(300);
    expect(redrawn).toBeGreaterThan(100);
  });
});
