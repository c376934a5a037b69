// `npm run server`: the example server (examples/server/README.md). Options:
//   --port N            (default 2567, or PORT)     --host H   (default 127.0.0.1)
//   --data DIR          PGlite's folder (default examples/server/.data/pglite); DATABASE_URL
//                       points the server at a real Postgres instead
//   --pglite-thread T   where PGlite runs: main (default: the server's own thread) or worker (a
//                       thread of its own: half the main thread's CPU, a worse p99). PGLITE_THREAD too
//   --redis URL         run as one of several processes sharing Redis (REDIS_URL too)
//   --name NAME         this process's name among those sharing a database (default host:port)
//   --bot-delay MS      how long a bot waits before it acts (default 300)
//   --fill-after S      a bot (--fill-bot, default heuristic) takes a seat nobody holds after S seconds
//   --fill-bot NAME     the bot that fills seats in (any name botByName takes: ismcts:50, flat-mc:200…)
//   --bots LIST         the bots a table may ask for, by name (default random,heuristic); a search
//                       bot thinks on the server's one thread: every table waits while it does
//   --save-gap-ms MS    steps are written at most once in MS, every waiting step in one statement
//                       (default 10; 0 writes each step as it comes)
//   --save-depth N      up to N such statements under way at once (default 1: each waits for the last to return)
//   --unsaved           save no step (only to measure the server without its saves: a restart loses every table)
//   --seed TEXT         tests only: the tables' seeds are TEXT/1, TEXT/2… (their games repeat;
//                       whoever knows TEXT predicts every draw), instead of drawn at random
// The package is imported by its name: `npm install` (or `npm run build`) builds it first.
import { parseArgs } from 'node:util';
import { startServer } from './start-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    'pglite-thread': { type: 'string' },
    redis: { type: 'string' },
    name: { type: 'string' },
    'bot-delay': { type: 'string' },
    'fill-after': { type: 'string' },
    'fill-bot': { type: 'string' },
    bots: { type: 'string' },
    'save-gap-ms': { type: 'string' },
    'save-depth': { type: 'string' },
    grace: { type: 'string' },
    unsaved: { type: 'boolean' },
    seed: { type: 'string' },
  },
});
const number = (text) => (text === undefined ? undefined : Number(text));
/** A flag's number, or the server stops here saying which flag is wrong. */
function nonNegative(flag, text) {
  const value = number(text);
  if (value !== undefined && !(Number.isFinite(value) && value >= 0)) {
    console.error(`--${flag} takes a number of 0 or more, not '${text}'`);
    process.exit(2);
  }
  return value;
}

/** A flag's whole number of 1 or more, or the server stops here saying which flag is wrong. */
function atLeastOne(flag, text) {
  const value = number(text);
  if (value !== undefined && !(Number.isInteger(value) && value >= 1)) {
    console.error(`--${flag} takes a whole number of 1 or more, not '${text}'`);
    process.exit(2);
  }
  return value;
}

const pgliteThread = values['pglite-thread'] ?? (process.env.PGLITE_THREAD || 'main');
if (pgliteThread !== 'worker' && pgliteThread !== 'main') {
  console.error(`--pglite-thread takes worker or main, not '${pgliteThread}'`);
  process.exit(2);
}

const server = await startServer({
  port: number(values.port ?? process.env.PORT) ?? 2567,
  host: values.host ?? '127.0.0.1',
  dataDir: values.data,
  pgliteThread,
  databaseUrl: process.env.DATABASE_URL || undefined,
  redis: values.redis ?? (process.env.REDIS_URL || undefined),
  name: values.name,
  botDelayMs: number(values['bot-delay']),
  fillAfterSeconds: nonNegative('fill-after', values['fill-after']),
  fillBot: values['fill-bot'],
  bots: values.bots === undefined ? undefined : values.bots.split(',').map((name) => name.trim()).filter((name) => name.length > 0),
  saveGapMs: nonNegative('save-gap-ms', values['save-gap-ms']),
  saveDepth: atLeastOne('save-depth', values['save-depth']),
  graceSeconds: number(values.grace),
  unsaved: values.unsaved === true,
  seed: values.seed,
});

// A clean stop (Ctrl-C) waits for the saves still queued; a kill loses nothing either, since no
// client is sent a step before it is saved.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
