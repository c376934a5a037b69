import { describe, expect, it } from 'vitest';
import { activePlayers, determinize, jsonEqual, legalActions, type PlayerAction } from '../../../src/index.js';
import { lostValleyIsLegal } from '../../../src/games/lost-valley/game/legal-action-check.js';
import type { LostValleyAction } from '../../../src/games/lost-valley/schemas/game-schemas.js';
import { forEachRandomPlayState } from './random-play-states.js';

describe('Lost Valley\'s one-action legality check', () => {
  it('LV-TURN-1: says of every action what the legal list says, for this state\'s actions and the recent states\' actions, in the state and in re-drawn worlds', () => {
    let asked = 0;
    let refused = 0;
    // Actions listed in the last few states, any seat's, given to the seat acting now: most are
    // no longer legal (a part used up, another place, another menu).
    let recent: PlayerAction[][] = [];
    forEachRandomPlayState('legal-check', (lv, t, step) => {
      if (step === 1) recent = [];
      const [actor] = activePlayers(lv);
      if (actor === undefined) return;
      recent.push([...legalActions(lv, actor)]);
      if (recent.length > 6) recent.shift();
      const candidates = recent.flat().map((action) => ({ ...action, player: actor }) as LostValleyAction);
      const worlds = step % 5 === 0 ? [lv, ...Array.from({ length: lv.players }, (_, seat) => determinize(lv, seat, `legal-check/${t}/${step}`))] : [lv];
      for (const world of worlds) {
        const list = legalActions(world, actor);
        for (const action of candidates) {
          const listed = list.some((candidate) => jsonEqual(candidate, action));
          expect(lostValleyIsLegal(world, action), `${JSON.stringify(action)} at ply ${world.ply} of table ${t}`).toBe(listed);
          asked++;
          if (!listed) refused++;
        }
      }
    });
    expect(asked).toBeGreaterThan(10_000);
    expect(refused).toBeGreaterThan(asked / 4);
  });
});
