/** Bundles the browser table into examples/web/dist; resolves with the folder and the bundle's size in bytes. */
export function buildTable(options?: { minify?: boolean }): Promise<{ out: string; bytes: number }>;
/** Bundles the browser table in memory: its files by name (index.html, table.js, bots.js, table.css, maps) and the table bundle's size. */
export function bundleTable(options?: { minify?: boolean }): Promise<{ files: Map<string, Uint8Array>; bytes: number }>;
