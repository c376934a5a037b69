import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../../src/bots/index.js';
import { replay, replayRecord, type Action } from '../../src/index.js';

const setup = { game: 'mountain-river-duel', players: 2, seed: 'replay' } as const;

describe('replay', () => {
  it('replays a full record (chance outcomes included) to the same state, without the generator', () => {
    const { state, record } = randomPlayout(setup, 'bots');
    expect(replay(record)).toEqual(state);
    // A different seed in the setup does not matter for outcomes that the record holds...
    const otherSeed = replay({ ...record, setup: { ...setup, chance: 'external' } });
    expect(otherSeed.g).toEqual(state.g);
  });

  it('replays a record of an auto game that leaves chance outcomes out, drawing them from the seed', () => {
    const { state, record } = randomPlayout(setup, 'bots');
    const playerActions = record.actions.filter((action: Action) => action.type !== 'chance');
    expect(replay({ setup, actions: playerActions })).toEqual(state);
  });

  it('replays an external-chance record', () => {
    const external = { ...setup, chance: 'external' } as const;
    const { state, record } = randomPlayout(external, 'bots');
    expect(replay(record)).toEqual(state);
  });

  it('refuses a record whose action does not apply, with its index', () => {
    const { record } = randomPlayout(setup, 'bots');
    const broken = [...record.actions];
    broken[3] = { type: 'pass', player: 1 };
    const result = replayRecord({ setup, actions: broken });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-record');
      expect(result.error.details).toMatchObject({ index: 3 });
    }
  });

  it('refuses a malformed record', () => {
    expect(replayRecord({ setup }).ok).toBe(false);
    expect(replayRecord({ setup: { ...setup, players: 'two' }, actions: [] }).ok).toBe(false);
    expect(replayRecord(null).ok).toBe(false);
    expect(() => replay({ setup, actions: [{ type: 'dance', player: 0 }] })).toThrow(/invalid-record/);
  });
});
