import { describe, expect, it } from 'vitest';
import { continuePlayout } from '../../../src/bots/index.js';
import { activePlayers, determinize, jsonEqual, legalActions, startGame, type PlayerAction } from '../../../src/index.js';
import { lostValleyIsLegal } from '../../../src/games/lost-valley/game/legal-action-check.js';
import type { LostValleyState } from '../../../src/games/lost-valley/public.js';
import type { LostValleyAction } from '../../../src/games/lost-valley/schemas/game-schemas.js';

const tables = [
  { variant: 'standard', players: 4 },
  { variant: 'standard', players: 2 },
  { variant: 'classic', players: 3 },
  { variant: 'team', players: 4 },
  { variant: 'first-edition', players: 3 },
  { variant: 'two-player', players: 2 },
];

describe('Lost Valley\'s one-action legality check', () => {
  it('LV-TURN-1: says of every action what the legal list says, for this state\'s actions and the recent states\' actions, in the state and in re-drawn worlds', () => {
    let asked = 0;
    let refused = 0;
    for (const [t, table] of tables.entries()) {
      const start = startGame({ game: 'lost-valley', ...table, seed: `legal-check-${t}` });
      if (!start.ok) throw new Error(start.error.message);
      // Actions listed in the last few states, any seat's, given to the seat acting now: most
      // are no longer legal (a part used up, another place, another menu).
      const recent: PlayerAction[][] = [];
      let step = 0;
      continuePlayout(start.state, `legal-check-bots-${t}`, {
        onStep: ({ state }) => {
          step++;
          const lv = state as LostValleyState;
          const [actor] = activePlayers(lv);
          if (actor === undefined) return;
          const own = legalActions(lv, actor);
          recent.push([...own]);
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
        },
      });
    }
    expect(asked).toBeGreaterThan(10_000);
    expect(refused).toBeGreaterThan(asked / 4);
  });
});
