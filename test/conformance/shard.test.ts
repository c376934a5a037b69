import { describe, expect, it } from 'vitest';
import { listGames } from '../../src/index.js';
import { conformanceConfigs } from '../../src/testing/index.js';
import { conformanceShard, DEEP_GAMES, deepSampleSize, LIGHT_GAMES, lightSampleSize, MIN_DEEP_GAMES } from './shard.js';

describe('conformance plan: light sample for npm test, full depth for test:deep', () => {
  it('the light sample size is a parameter: one number, or per game id with a default', () => {
    expect(lightSampleSize('lost-valley', '')).toBe(LIGHT_GAMES);
    expect(lightSampleSize('lost-valley', '6')).toBe(6);
    expect(lightSampleSize('lost-valley', 'lost-valley=2,default=5')).toBe(2);
    expect(lightSampleSize('goldfield-gully', 'lost-valley=2,default=5')).toBe(5);
    expect(lightSampleSize('goldfield-gully', 'lost-valley=2')).toBe(LIGHT_GAMES);
    expect(() => lightSampleSize('lost-valley', 'lost-valley=0')).toThrow(/CONFORMANCE_LIGHT_GAMES/);
    expect(() => lightSampleSize('lost-valley', 'many')).toThrow(/CONFORMANCE_LIGHT_GAMES/);
  });

  it('the deep size is a parameter too, one number or per game id, never below 25 per chance mode (50 seeded games a configuration)', () => {
    expect(deepSampleSize('lost-valley', '')).toBe(DEEP_GAMES);
    expect(deepSampleSize('lost-valley', '25')).toBe(MIN_DEEP_GAMES);
    expect(deepSampleSize('lost-valley', '300')).toBe(300);
    expect(deepSampleSize('lost-valley', 'lost-valley=25,default=50')).toBe(25);
    expect(deepSampleSize('goldfield-gully', 'lost-valley=25,default=50')).toBe(50);
    expect(deepSampleSize('goldfield-gully', 'lost-valley=25')).toBe(DEEP_GAMES);
    expect(() => deepSampleSize('lost-valley', '24')).toThrow(/CONFORMANCE_DEEP_GAMES/);
    expect(() => deepSampleSize('lost-valley', 'lost-dutchman=10,default=50')).toThrow(/CONFORMANCE_DEEP_GAMES/);
    expect(() => deepSampleSize('lost-valley', 'lots')).toThrow(/CONFORMANCE_DEEP_GAMES/);
  });

  it('both depths cover every registered game, variant and seat count exactly once across their parts', () => {
    const expected = listGames().flatMap((game) => conformanceConfigs(game)).map((c) => `${c.game}/${c.variant}/${c.players}`);
    for (const [depth, shards] of [['light', 2], ['deep', 4]] as const) {
      const planned = Array.from({ length: shards }, (_, shard) => conformanceShard(shard, shards, depth)).flat();
      expect(planned.map((c) => `${c.game}/${c.variant}/${c.players}`).sort()).toEqual([...expected].sort());
      for (const config of planned) expect(config.games).toBe(depth === 'deep' ? deepSampleSize(config.game) : lightSampleSize(config.game));
    }
    expect(expected.length).toBeGreaterThan(listGames().length);
    // The first edition loads from its own entry (docs/first-edition-entry.md); the root entry
    // loads it, so the kit still plays it at every seat count it allows (LV-FE-SEAT-1).
    expect(expected.filter((id) => id.startsWith('lost-valley/first-edition/'))).toEqual(['lost-valley/first-edition/2', 'lost-valley/first-edition/3', 'lost-valley/first-edition/4']);
  });
});
