/** Bundles the browser table into examples/web/dist; resolves with the folder and the bundle's size in bytes. */
export function buildTable(options?: { minify?: boolean }): Promise<{ out: string; bytes: number }>;
