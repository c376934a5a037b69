import { it } from 'vitest';
import { checkedPlayout } from '../../../src/testing/index.js';
it('prof', () => {
  const t0 = Date.now(); let plies = 0; const lens: number[] = [];
  for (let seed = 0; seed < 30; seed++) { const s = checkedPlayout({ game: 'lost-dutchman', players: 4 }, seed, 'external'); plies += s.ply; lens.push(s.ply); }
  console.log('ms', Date.now() - t0, 'plies', plies, lens.join(' '));
});
