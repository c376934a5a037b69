/**
 * `npm run strength`: plays every row of the strength table (scripts/strength-rows.ts) from fixed
 * seeds, writes each row's records to bench/strength/<row>.jsonl, the times to
 * bench/strength/times.json, and the table into docs/bots.md between its markers.
 *
 *   npm run strength                                        # 8 games per row, 2 per search row
 *   npm run strength -- --games 200 --search-games 100      # a full table
 *   npm run strength -- --games 200 --search-games 100 --only valley-ismcts-heuristic --workers 2
 *
 * `--only` replays the named rows and keeps the others' committed records (all rows must then
 * have the same number of games). Every figure but the time is a pure function of the rows, the
 * games and the package's code, so the table reproduces on any machine.
 *
 * Like the command line, it sets the program's V8 flags (src/cli/v8-tuning.ts; `LVE_V8_FLAGS=off`
 * sets none) before it loads the engine, so that its times are the program's.
 * @packageDocumentation
 */
import { applyV8Tuning, v8TuningOf } from '../src/cli/v8-tuning.js';

applyV8Tuning(v8TuningOf(process.env, process.execArgv));
await import('./strength-run.js');
