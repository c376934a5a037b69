// The startup-snapshot experiment of bench/RESULTS.md ("2026-12-02, warm-up"): the warm-up
// bench's 210 games run from a V8 startup snapshot that holds the loaded library, the built
// lattice and the bytecode of SNAPSHOT_WARM_GAMES games played while building it. Node 20 takes
// no user modules in a snapshot's entry, so the entry is bundled first:
//
//   npm run build
//   npx esbuild bench/warm-up-snapshot.cjs --bundle --platform=node --outfile=/tmp/snapshot-entry.cjs
//   SNAPSHOT_WARM_GAMES=1 node --snapshot-blob /tmp/lv.blob --build-snapshot /tmp/snapshot-entry.cjs
//   node --snapshot-blob /tmp/lv.blob          # runs from the snapshot
//   SNAPSHOT_WARM_GAMES=0 node /tmp/snapshot-entry.cjs   # the same bundle without one
const lib = require('../dist/index.cjs');
const bots = require('../dist/bots.cjs');
const v8 = require('node:v8');

const play = (seed, botSeed) => {
  const start = lib.startGame({ game: 'lost-valley', variant: 'standard', players: 4, seed });
  if (!start.ok) throw new Error(start.error.message);
  return bots.continuePlayout(start.state, botSeed).moves;
};
const buildGames = Number(process.env.SNAPSHOT_WARM_GAMES ?? 1);
const building = v8.startupSnapshot?.isBuildingSnapshot() ?? false;
if (building) for (let i = 0; i < buildGames; i++) play(`warm-up-${i}`, `warm-up-bot-${i}`);

function main(fromSnapshot) {
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const windows = [];
  for (let i = 0; i < 210; i++) {
    const before = performance.now();
    const cpuBefore = cpu();
    const plies = play(`warm-${i}`, `warm-bot-${i}`);
    windows.push({ plies, ms: performance.now() - before, cpu: cpu() - cpuBefore });
  }
  const perPly = (from, to, key) => {
    const part = windows.slice(from, to);
    return part.reduce((sum, w) => sum + w[key], 0) / part.reduce((sum, w) => sum + w.plies, 0);
  };
  const report = (key) =>
    `games 0-9 ${(perPly(0, 10, key) * 1000).toFixed(1)} µs/ply, 200-209 ${(perPly(200, 210, key) * 1000).toFixed(1)} µs/ply, ` +
    `${(perPly(0, 10, key) / perPly(200, 210, key)).toFixed(2)}×`;
  const from = fromSnapshot ? `snapshot (${buildGames} games played while building)` : 'no snapshot';
  console.log(`standard 4p ${from}: wall ${report('ms')}; CPU ${report('cpu')}; game 0 ${windows[0].ms.toFixed(0)} ms`);
}

if (building) v8.startupSnapshot.setDeserializeMainFunction(() => main(true));
else main(false);
