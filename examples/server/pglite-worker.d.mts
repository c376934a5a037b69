import type { TableDatabase } from './table-db.mjs';

/** PGlite in `dataDir` on a worker thread of its own; a request to it after `close()` or after the thread stopped rejects with `code` 'pglite-worker/stopped'. */
export function openPgliteWorker(dataDir: string): Promise<TableDatabase & { readonly kind: 'pglite'; readonly thread: 'worker'; exec(text: string): Promise<unknown> }>;
