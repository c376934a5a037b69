// `npm run server`: the example server (examples/server/README.md). Options:
//   --port N            (default 2567, or PORT)     --host H   (default 127.0.0.1)
//   --data DIR          PGlite's folder (default examples/server/.data/pglite); DATABASE_URL
//                       points the server at a real Postgres instead
//   --redis URL         run as one of several processes sharing Redis (REDIS_URL too)
//   --name NAME         this process's name among those sharing a database (default host:port)
//   --bot-delay MS      how long a bot waits before it acts (default 300)
//   --fill-after S      a heuristic bot takes a seat nobody holds after S seconds
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
    redis: { type: 'string' },
    name: { type: 'string' },
    'bot-delay': { type: 'string' },
    'fill-after': { type: 'string' },
    grace: { type: 'string' },
    unsaved: { type: 'boolean' },
    seed: { type: 'string' },
  },
});
const number = (text) => (text === undefined ? undefined : Number(text));

const server = await startServer({
  port: number(values.port ?? process.env.PORT) ?? 2567,
  host: values.host ?? '127.0.0.1',
  dataDir: values.data,
  databaseUrl: process.env.DATABASE_URL || undefined,
  redis: values.redis ?? (process.env.REDIS_URL || undefined),
  name: values.name,
  botDelayMs: number(values['bot-delay']),
  fillAfterSeconds: number(values['fill-after']),
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
