import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `@colyseus/core` is an optional peer dependency: only the colyseus entry may load it, so
// `lost-valley-engine` and every other subpath work where Colyseus is not installed.
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const built = existsSync(join(dist, 'colyseus.js'));

describe('the colyseus subpath keeps Colyseus optional', () => {
  it.skipIf(!built)('no built file but the colyseus entry names @colyseus', () => {
    const files = readdirSync(dist).filter((file) => /\.(js|cjs)$/.test(file));
    const naming = files.filter((file) => /["']@colyseus\//.test(readFileSync(join(dist, file), 'utf8')));
    expect(naming.sort()).toEqual(['colyseus.cjs', 'colyseus.js']);
  });

  it('package.json: an optional peer dependency on the 0.16 line, with exact 0.16 versions to develop with', () => {
    const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as Record<string, Record<string, unknown>>;
    expect(pkg['peerDependencies']!['@colyseus/core']).toBe('~0.16.0');
    expect(pkg['peerDependenciesMeta']!['@colyseus/core']).toEqual({ optional: true });
    for (const name of ['@colyseus/core', '@colyseus/ws-transport', 'colyseus.js']) expect(String(pkg['devDependencies']![name])).toMatch(/^0\.16\.\d+$/);
    expect(pkg['dependencies']).not.toHaveProperty('@colyseus/core');
  });
});
