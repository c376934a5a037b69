/**
 * A child process of `npm run bench:server -- --client-processes N`: one {@link ClientShare} of
 * the bench's tables, driven by the bench over IPC. In: `{ op: 'open', spec }`, `{ op: 'play',
 * mode }`, `{ op: 'measure' }`, `{ op: 'stop' }`, `{ op: 'close' }`. Out: `{ op, ok: true,
 * report? }` once each is done, or `{ op, ok: false, error }`; after `close` it exits.
 */
import { ClientShare, type ShareSpec, type StartMode } from './server-clients.js';

type Request = { op: 'open'; spec: ShareSpec } | { op: 'play'; mode: StartMode } | { op: 'measure' } | { op: 'stop' } | { op: 'close' };

const share = new ClientShare();
const send = (message: unknown): void => {
  process.send?.(message);
};

process.on('message', (request: Request) => {
  void (async () => {
    try {
      if (request.op === 'open') await share.open(request.spec);
      else if (request.op === 'play') share.play(request.mode);
      else if (request.op === 'measure') share.measure();
      else if (request.op === 'stop') return send({ op: 'stop', ok: true, report: share.stop() });
      else if (request.op === 'close') {
        await share.close();
        send({ op: 'close', ok: true });
        process.exit(0);
      }
      send({ op: request.op, ok: true });
    } catch (error) {
      send({ op: request.op, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  })();
});
// The bench is gone (it died, or was stopped): nothing to play for.
process.on('disconnect', () => process.exit(0));
