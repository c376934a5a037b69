import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { startGame } from '../../../src/index.js';
import { continuePlayout } from '../../../src/bots/playout.js';
import { identityTotals, lostValleyMaxPlies, type LostValleyState, type MarkerSlot } from '../../../src/games/lost-valley/public.js';

// Hand-built: random games where every prospector starts with gold in its bag (ten to twelve
// markers taken from the face-down supply, known to their owner), so that random play trades,
// weighs and shows gold often. Markers are counted out of the supply, so nothing is created.
function richStart(players: number, seed: number, perSeat: 1 | 2 = 1): LostValleyState {
  const start = startGame({ game: 'lost-valley', players, seed, options: { prospectorsPerSeat: perSeat } });
  if (!start.ok) throw new Error(start.error.message);
  const state = start.state as LostValleyState;
  let g = state.g;
  let id = g.nextMarker;
  // Identities in turn, each no more often than the set holds it for this player count.
  const left: [string, 'river-gold' | 'mountain-gold', number][] = [];
  for (const pool of ['river-gold', 'mountain-gold'] as const) for (const [identity, n] of identityTotals(componentsOf(state), players, pool)) left.push([identity, pool, n]);
  const supply = { ...g.markerSupply };
  let turn = seed;
  const prospectors = g.prospectors.map((p, i) => {
    const bag: MarkerSlot[] = [];
    for (let k = 0; k < 10 + ((seed + i) % 3); k++) {
      let entry = left[turn++ % left.length]!;
      while (entry[2] === 0) entry = left[turn++ % left.length]!;
      entry[2] -= 1;
      const [identity, pool] = entry;
      supply[pool] -= 1;
      bag.push({ id: id++, pool, identity, bank: null, seenBy: [p.seat], faceUp: false });
    }
    return { ...p, inventory: { ...p.inventory, goldBag: bag } };
  });
  g = { ...g, prospectors, markerSupply: supply, nextMarker: id };
  return { ...state, g };
}

describe('random play with gold in the bags', () => {
  it('LV-WEIGH-3, LV-WEIGH-4, LV-TRADE-1: random games from rich bags trade, weigh and show gold without a fault, and end within the bound', () => {
    const seen: Record<string, number> = {};
    const ends: Record<string, number> = {};
    for (const [players, perSeat] of [[2, 1], [3, 1], [4, 1], [6, 1], [2, 2]] as const) {
      for (let seed = 0; seed < 8; seed++) {
        const { state } = continuePlayout(richStart(players, seed, perSeat), `rich-${seed}`, {
          checked: true,
          onStep: ({ events }) => {
            for (const e of events) if (['gold-weighed', 'weighing-blocked', 'trade-closed', 'black-market-swap', 'river-gold-dug'].includes(e.type)) seen[e.type] = (seen[e.type] ?? 0) + 1;
          },
        });
        const g = (state as LostValleyState).g;
        ends[g.ended ?? 'none'] = (ends[g.ended ?? 'none'] ?? 0) + 1;
        expect(state.ply).toBeLessThanOrEqual(lostValleyMaxPlies({ maxTurns: 3000 }));
      }
    }
    expect(ends['none']).toBeUndefined();
    expect(ends['weighed']).toBeGreaterThan(0);
    expect(seen['gold-weighed']).toBeGreaterThan(0);
    expect(seen['weighing-blocked']).toBeGreaterThan(0);
    expect(seen['trade-closed']).toBeGreaterThan(0);
  });
});
