// A Lost Valley house rule as a variant that carries code (docs/variants.md): "whiskey also heals
// a miss". A hunter who missed is bound to that animal (LV-HUNT-5); here, drinking a whiskey
// (LV-WHISKEY-1) also frees the drinker from it. Run: npx tsx examples/house-rule.ts [seed]
// (a project imports these from 'lost-valley-engine', '/lost-valley' and '/bots').
import { createGame, defineVariantOf, outcome, registerVariant } from '../src/index.js';
import { lostValley } from '../src/games/lost-valley/public.js';
import { continuePlayout } from '../src/bots/index.js';

/** The house rule: the game's own applyAction, then the drinker's quarry let go. */
export const whiskeyHealsAMiss = defineVariantOf(lostValley, {
  id: 'whiskey-heals-a-miss',
  description: 'Drinking a whiskey also frees the drinker from the animal it missed.',
  rules: {
    applyAction(base, state, action) {
      const step = base(state, action);
      if (action.type !== 'drink-whiskey') return step;
      // The prospector whose turn it is drinks; the game's step never changes whose turn it is.
      const drinker = state.g.turnOrder[state.g.turn.index];
      const prospectors = step.g.prospectors.map((p, i) => (i === drinker ? { ...p, quarry: null } : p));
      return { ...step, g: { ...step.g, prospectors } };
    },
  },
});

// Registered once, like any variant: setups, saves and the conformance kit then name it.
const refused = registerVariant(whiskeyHealsAMiss);
if (refused) throw new Error(refused.message);

if (process.argv[1]?.endsWith('house-rule.ts')) {
  const start = createGame({ game: 'lost-valley', variant: whiskeyHealsAMiss.id, players: 3, seed: process.argv[2] ?? 'house' });
  const { state, moves } = continuePlayout(start, 'house-bots');
  console.log(`${moves} moves; outcome:`, outcome(state));
}
