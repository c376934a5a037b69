import type { Server } from 'node:http';

/** Serves examples/web/dist on 127.0.0.1 (port 0: any free port); resolves once it listens. */
export function serveTable(port?: number): Promise<{ server: Server; url: string }>;
