/**
 * `node --allow-natives-syntax --import tsx bench/state-shapes.ts [--games N] [--players P]`: how
 * many hidden classes (V8 "maps") Lost Valley's game part `g` and its main records come in, over
 * every state of N random games. V8's inline caches handle up to four maps at a read; beyond that
 * a read goes megamorphic, and optimized code that met fewer maps is thrown away ("wrong map"
 * deoptimizations) and compiled again, in every thread (bench/RESULTS.md, "Where the second
 * thread's time goes"). A record built always with the same properties in the same order (as
 * `copyState` does) has one map, or a few while its fields' types settle.
 */
import { continuePlayout } from '../src/bots/index.js';
import { startGame } from '../src/index.js';
import { argument } from './bench-argument.js';

const games = Number(argument('--games') ?? 40);
const players = Number(argument('--players') ?? 4);

let sameMap: (a: object, b: object) => boolean;
try {
  sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as typeof sameMap;
} catch {
  console.error('bench/state-shapes.ts needs V8 natives: node --allow-natives-syntax --import tsx bench/state-shapes.ts');
  process.exit(1);
}

// One representative object per map seen, per record kind.
const seen = new Map<string, object[]>();
function note(kind: string, value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  const maps = seen.get(kind) ?? [];
  if (!maps.some((known) => sameMap(known, value))) maps.push(value);
  seen.set(kind, maps);
}

interface Shaped {
  readonly g: { readonly turn: unknown; readonly board: unknown; readonly prospectors: readonly unknown[]; readonly pending: unknown };
}

for (let i = 0; i < games; i++) {
  const start = startGame({ game: 'lost-valley', players, seed: `shapes-${i}` });
  if (!start.ok) throw new Error(start.error.message);
  continuePlayout(start.state, `shapes-bot-${i}`, {
    onStep: (step) => {
      const { g } = step.state as unknown as Shaped;
      note('g', g);
      note('g.turn', g.turn);
      note('g.board', g.board);
      note('g.pending', g.pending);
      for (const prospector of g.prospectors) {
        note('g.prospectors[i]', prospector);
        note('g.prospectors[i].inventory', (prospector as { inventory?: unknown }).inventory);
      }
    },
  });
}

console.log(`Lost Valley, ${players} seats, ${games} random games: hidden classes (V8 maps) per record`);
for (const [kind, maps] of seen) console.log(`${kind}: ${maps.length}`);
