import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The order of a round lives in round-driver.ts alone: each phase does its own step and returns,
// so a phase file imports no other phase file and not the driver (no hand-over, no circle).
const PHASES = ['refill', 'commit', 'treasure', 'shootout', 'sheriff', 'windows', 'round', 'game-end'];
const folder = fileURLToPath(new URL('../../../src/games/goldfield-gully/', import.meta.url));

function localImports(file: string): string[] {
  const source = readFileSync(`${folder}${file}.ts`, 'utf8');
  return [...source.matchAll(/from '\.\/([a-z-]+)\.js'/g)].map((match) => match[1]!);
}

describe('goldfield-gully: the round driver', () => {
  it.each(PHASES)('%s.ts imports no other phase and not the driver', (phase) => {
    const imported = localImports(phase);
    expect(imported.filter((name) => PHASES.includes(name) || name === 'round-driver')).toEqual([]);
  });

  it('the driver imports every phase: it alone knows their order', () => {
    const imported = localImports('round-driver');
    expect(PHASES.filter((phase) => !imported.includes(phase))).toEqual([]);
  });
});
