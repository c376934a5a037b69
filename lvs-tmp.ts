import './src/index.ts';
import { randomPlayout } from './src/bots/index.ts';
const players = Number(process.argv[2] ?? 4);
const n = Number(process.argv[3] ?? 50);
const t0 = performance.now();
let plies = 0; const reasons: Record<string, number> = {};
for (let s = 0; s < n; s++) { const { state } = randomPlayout({ game: 'lost-valley', players, seed: s }, s); plies += state.ply; const r = (state as any).g.ended; reasons[r] = (reasons[r] ?? 0) + 1; }
const dt = (performance.now() - t0) / 1000;
console.log(`${players} seats: ${(n / dt).toFixed(1)} games/s, ${(plies / n).toFixed(0)} plies/game`, reasons);
