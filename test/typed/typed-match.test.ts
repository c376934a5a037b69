import { describe, expect, expectTypeOf, it } from 'vitest';
import { goldfieldGullyFace, type GullyAction, type GullyEvent, type GullyView } from '../../src/games/goldfield-gully/public.js';
import { lostValleyFace, type LostValleyEvent } from '../../src/games/lost-valley/public.js';
import { startMatch, submitAction, undoMatch } from '../../src/match/index.js';
import type { PlayerView } from '../../src/index.js';
import type { GameEvent, PlayerAction } from '../../src/core/index.js';

describe('the match helper typed over a face', () => {
  it('Goldfield Gully: typed submits and typed seat updates; a wrong action does not compile and is refused at run time', () => {
    const started = startMatch(goldfieldGullyFace, { players: 3, seed: 'typed-match', options: { rounds: 2 } });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const update = started.updates[1]!;
    expectTypeOf(update.view.g).toEqualTypeOf<GullyView>();
    expectTypeOf(update.view.g.choice).toEqualTypeOf<(number | 'secret' | null)[]>();
    expectTypeOf(update.events).toEqualTypeOf<readonly GullyEvent[]>();
    expectTypeOf(update.legalActions).toEqualTypeOf<readonly GullyAction[]>();

    // @ts-expect-error a building is a number
    expect(submitAction(started.match, { type: 'gather', player: 0, building: 'saloon' }, { seat: 0 }).ok).toBe(false);
    // @ts-expect-error bank has no building
    expect(submitAction(started.match, { type: 'bank', player: 0, building: 2 }, { seat: 0 }).ok).toBe(false);

    const next = submitAction(started.match, { type: 'gather', player: 0, building: 5 }, { seat: 0 });
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    expect(next.updates[1]!.view.g.choice[0]).toBe('secret');
    expect(next.updates[0]!.view.g.choice[0]).toBe(5);
    const committed = next.updates[0]!.events.find((event) => event.type === 'commitment');
    if (committed?.type === 'commitment') expectTypeOf(committed.choice).toEqualTypeOf<number | 'bank'>();
    expect(committed).toMatchObject({ type: 'commitment', choice: 5 });
    const undone = undoMatch(next.match, { seat: 0 });
    if (undone.ok) expectTypeOf(undone.updates[0]!.view.g).toEqualTypeOf<GullyView>();
  });

  it('Lost Valley: a hidden view field is typed as possibly hidden through the match', () => {
    const started = startMatch(lostValleyFace, { players: 3, seed: 'typed-match' });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const seen = started.updates[0]!.view.g;
    expectTypeOf(seen.skills.faceDown).toEqualTypeOf<'hidden'[]>();
    expect(seen.skills.faceDown.every((tile) => tile === 'hidden')).toBe(true);
    expectTypeOf(started.updates[0]!.events).toEqualTypeOf<readonly LostValleyEvent[]>();
    // @ts-expect-error a move names its mode
    expect(submitAction(started.match, { type: 'move', player: 0, to: 3 }).ok).toBe(false);
  });

  it('the untyped form still takes a plain setup and any action', () => {
    const started = startMatch({ game: 'goldfield-gully', players: 3, seed: 'typed-match' });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expectTypeOf(started.updates[0]!.view).toEqualTypeOf<PlayerView>();
    expectTypeOf(started.updates[0]!.events).toEqualTypeOf<readonly GameEvent[]>();
    expectTypeOf(started.updates[0]!.legalActions).toEqualTypeOf<readonly PlayerAction[]>();
    expect(submitAction(started.match, { type: 'gather', player: 0, building: 'saloon' }).ok).toBe(false);
  });
});
