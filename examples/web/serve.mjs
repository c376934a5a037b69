// A tiny static server for examples/web/dist, on the loopback interface only.
// `npm run web` builds the table and runs this; open the address it prints.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), 'dist');
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json' };

/** Serves the built table; resolves with the server and its address once it listens. */
export function serveTable(port = 0) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    // Nothing outside dist is ever served.
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/` });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(join(root, 'index.html'))) {
    console.error('examples/web/dist is missing: run `npm run web` (it builds first).');
    process.exit(1);
  }
  const { url } = await serveTable(Number(process.env.PORT ?? 8080));
  console.log(`The table is at ${url} (Ctrl+C stops it).`);
}
