/**
 * `node --allow-natives-syntax --import tsx bench/state-shapes.ts [--games N] [--players P]`: how
 * many hidden classes (V8 "maps") Lost Valley's game part `g` and its main records come in, over
 * every state of N random games. V8's inline caches handle up to four maps at a read; beyond that
 * a read goes megamorphic, and optimized code that met fewer maps is thrown away ("wrong map"
 * deoptimizations) and compiled again, in every thread (bench/RESULTS.md, "Where the second
 * thread's time goes"). A record built always with the same properties in the same order (as
 * `copyState` and kernel/record-shapes.ts do) has one map, or a few while its fields' types settle.
 * Tasks and the pending step come in one shape per kind by design.
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
  // At most 100 kept: a record built without care can have hundreds.
  if (maps.length < 100 && !maps.some((known) => sameMap(known, value))) maps.push(value);
  seen.set(kind, maps);
}

/** The records of the game part that bench/warm-up.ts cares about, loosely typed. */
interface Slot {
  readonly id: number;
}
interface Shaped {
  readonly g: {
    readonly turn: { readonly extra: unknown };
    readonly board: { readonly tiles: readonly { readonly markers: readonly Slot[]; readonly contents: readonly unknown[] }[]; readonly works: readonly unknown[] };
    readonly prospectors: readonly {
      readonly inventory: { readonly backpack: readonly unknown[]; readonly gear: readonly unknown[]; readonly goldBag: readonly Slot[]; readonly hiddenGear: readonly Slot[] };
      readonly claim: { readonly markers: readonly Slot[] } | null;
    }[];
    readonly pending: unknown;
    readonly piles: { readonly river: unknown };
    readonly tasks: readonly unknown[];
    readonly tradingPostMarkers: readonly Slot[];
    readonly spent: readonly Slot[];
    readonly [field: string]: unknown;
  };
}

for (let i = 0; i < games; i++) {
  const start = startGame({ game: 'lost-valley', players, seed: `shapes-${i}` });
  if (!start.ok) throw new Error(start.error.message);
  continuePlayout(start.state, `shapes-bot-${i}`, {
    onStep: (step) => {
      const { g } = step.state as unknown as Shaped;
      note('g', g);
      for (const field of ['turn', 'board', 'pending', 'piles', 'supply', 'markerSupply', 'skills', 'trade', 'weighing', 'explore', 'ice']) note(`g.${field}`, g[field]);
      note('g.turn.extra', g.turn.extra);
      note('g.piles.river', g.piles.river);
      for (const task of g.tasks) note('g.tasks[i]', task);
      const slots = [...g.tradingPostMarkers, ...g.spent];
      for (const tile of g.board.tiles) {
        note('g.board.tiles[i]', tile);
        slots.push(...tile.markers);
      }
      for (const work of g.board.works) note('g.board.works[i]', work);
      for (const prospector of g.prospectors) {
        note('g.prospectors[i]', prospector);
        note('g.prospectors[i].inventory', prospector.inventory);
        note('g.prospectors[i].claim', prospector.claim);
        for (const stack of [...prospector.inventory.backpack, ...prospector.inventory.gear]) note('item stack', stack);
        slots.push(...prospector.inventory.goldBag, ...prospector.inventory.hiddenGear, ...(prospector.claim?.markers ?? []));
      }
      for (const slot of slots) note('marker slot', slot);
    },
  });
}

console.log(`Lost Valley, ${players} seats, ${games} random games: hidden classes (V8 maps) per record`);
for (const [kind, maps] of seen) console.log(`${kind}: ${maps.length}`);
