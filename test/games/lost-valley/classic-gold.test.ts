import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/index.js';
import { describeEvent } from '../../../src/words/index.js';
import { contextOf, countOf, findMarker, lostValleyOutcome, lostValleyVariants, seatScores, type LostValleyOptions, type LostValleyState } from '../../../src/games/lost-valley/public.js';
import { force, gatherSite, held, markersOn, type GatherStep } from './gather-helpers.js';
import { bagIds, cutSet } from './gold-helpers.js';
import { built, expectRefused, legal, newGame, play, position } from './lv-helpers.js';

// Clues as gold nuggets, weighing and hunting in Classic Lost Valley. Gold and clues in a bag are
// taken from their pools by the position builder; seat 0 starts on the trading post. Hunting
// scenes are legal boards of `gatherSite` (gather-helpers.ts); dice are forced (external chance).

const CLASSIC = lostValleyVariants['classic']!.options as Partial<LostValleyOptions>;

/** A new game with seat 0 on the trading post holding `bag` (more of them for `more`, seat 1). */
function atPost(bag: string[], options: Partial<LostValleyOptions> = CLASSIC, more: string[] = []): LostValleyState {
  const board = bag.reduce((next, identity) => next.bag(0, identity), position(newGame({ options })));
  return built(more.reduce((next, identity) => next.bag(1, identity), board));
}

describe('classic: a clue is one gold nugget in trading', () => {
  it('LV-CLASSIC-3: a clue alone opens a trade and pays one nugget (food costs 1); a tool (2) is beyond it', () => {
    const state = atPost(['clue-forest']);
    const [clue] = bagIds(state, 0);
    expect(legal(state)).toContainEqual({ type: 'open-trade', player: 0, tile: null });
    let s = play(state, { type: 'open-trade', player: 0, tile: null }).state;
    expect(expectRefused(s, { type: 'trade-buy', player: 0, item: 'tool' }, 'lost-valley/cannot-afford').rule).toBe('LV-TRADE-3');
    s = play(s, { type: 'trade-buy', player: 0, item: 'food' }).state;
    expect(legal(s)).toContainEqual({ type: 'trade-pay', player: 0, payment: { marker: clue! } });
    s = play(s, { type: 'trade-pay', player: 0, payment: { marker: clue! } }).state;
    const closed = play(s, { type: 'close-trade', player: 0 });
    expect(closed.events.find((e) => e.type === 'trade-closed')).toMatchObject({ cost: 1, paid: 1 });
    expect(countOf(closed.state.g.prospectors[0]!.inventory, 'food')).toBe(countOf(state.g.prospectors[0]!.inventory, 'food') + 1);
    expect(findMarker(closed.state.g, clue!)).toMatchObject({ place: { kind: 'spent' }, slot: { faceUp: true } });
  });

  it('LV-CLASSIC-3: in the standard game a clue pays nothing: no trade opens with only a clue', () => {
    const state = atPost(['clue-forest'], {});
    expect(legal(state).some((a) => a.type === 'open-trade')).toBe(false);
    expect(expectRefused(state, { type: 'open-trade', player: 0, tile: null }, 'lost-valley/gold-or-fur').rule).toBe('LV-TRADE-5');
  });

  it('LV-CLASSIC-12: a clue may still be laid on the Black Market for one of its markers', () => {
    // Built: a classic game on a set of two land diamonds; L21 leaves the mouth's face O0^ an
    // enclosed gap, set aside until every land diamond is laid (LV-CLASSIC-5); then the Black
    // Market T10 (three event markers) goes into it. Seat 0 stands at O0 with a clue.
    const state = built(
      position(newGame({ options: CLASSIC, data: cutSet(['L11', 'L21'], ['R01'], ['T10']) }))
        .diamond('R01', ['M0^', 'M1v'])
        .diamond('L11', ['N0^', 'N1v'])
        .diamond('L21', ['O1v', 'O1^'])
        .endExploration()
        .triangle('T10', 'O0^')
        .endExploration()
        .at(0, 'O0')
        .bag(0, 'clue-tundra'),
    );
    const tile = state.g.board.tiles.findIndex((t) => t.tile === 'T10');
    const [clue] = bagIds(state, 0);
    expect(state.g.board.tiles[tile]!.markers.map((m) => m.pool)).toEqual(['event', 'event', 'event']);
    expect(legal(state)).toContainEqual({ type: 'black-market', player: 0, tile, give: clue });
    const swapped = play(state, { type: 'black-market', player: 0, tile, give: clue! }).state;
    expect(findMarker(swapped.g, clue!)?.place).toEqual({ kind: 'tile', tile });
  });
});

describe('classic: a clue is one gold nugget in scoring and weighing', () => {
  it('LV-CLASSIC-3: at the end a clue scores one nugget beside gold and nothing in the standard game', () => {
    const classic = atPost(['clue-forest', 'river-gold-3']);
    expect(seatScores(contextOf(classic), classic.g)).toEqual([4, 0]);
    const ended = built(position(classic).turn({ number: contextOf(classic).options.maxTurns }).over('turn-limit'));
    expect(lostValleyOutcome(contextOf(ended), ended.g)).toMatchObject({ scores: [4, 0], winners: [0] });
    const standard = atPost(['clue-forest', 'river-gold-3'], {});
    expect(seatScores(contextOf(standard), standard.g)).toEqual([3, 0]);
  });

  it('LV-CLASSIC-9: a clue counts as a gold marker toward the ten a weighing needs, worth one nugget on the scales', () => {
    const bag = [...Array.from({ length: 9 }, () => 'river-gold-2'), 'clue-mountain'];
    const state = atPost(bag);
    expect(legal(state)).toContainEqual({ type: 'weigh', player: 0 });
    const weighed = play(state, { type: 'weigh', player: 0 });
    expect(weighed.events.find((e) => e.type === 'gold-weighed')).toMatchObject({ value: 19 });
    expect(weighed.state.g.ended).toBe('weighed');
    expect(findMarker(weighed.state.g, bagIds(state, 0)[9]!)?.slot).toMatchObject({ identity: 'clue-mountain', faceUp: true });
    // Standard: nine gold markers and a clue are not ten.
    const standard = atPost(bag, {});
    expect(legal(standard).some((a) => a.type === 'weigh')).toBe(false);
    expectRefused(standard, { type: 'weigh', player: 0 }, 'lost-valley/too-few-markers');
  });

  it('LV-CLASSIC-9: a clue may block a weighing: it is shown like gold', () => {
    // Built: seat 0 weighs 20; seat 1 holds 10 river gold worth 20 and a clue (21).
    const state = atPost(Array.from({ length: 10 }, () => 'river-gold-2'), CLASSIC, [...Array.from({ length: 10 }, () => 'river-gold-2'), 'clue-forest']);
    const weighed = play(state, { type: 'weigh', player: 0 }).state;
    expect(weighed.g.ended).toBeNull();
    expect(weighed.g.tasks[0]).toMatchObject({ task: 'show-gold', seat: 1, needed: 21 });
    const shows = legalActions(weighed, 1);
    expect(shows).toContainEqual({ type: 'show-marker', player: 1, marker: bagIds(state, 1)[10]! });
  });
});

describe('classic: hunting gives meat only', () => {
  it('LV-CLASSIC-7: a hit gives the animal\'s food; the animal leaves the game instead of becoming a fur', () => {
    // At O1 the forest L01 with its animal (N0^, N1v), beside the river R02 at the mouth.
    const forest: GatherStep[] = [['R02', 'M0^', 'M1v'], ['L01', 'N0^', 'N1v']];
    const s = gatherSite({ tiles: forest, options: CLASSIC });
    const [deer] = markersOn(s.state, 'L01') as [number];
    const food = held(s.state, 0, 'food');
    const rolling = force(play(s.state, { type: 'hunt', player: 0, marker: deer }).state, { marker: 'deer' }).state;
    const { state, events } = force(rolling, { hunt: 'crosshair' });
    expect(held(state, 0, 'food')).toBe(food + 3);
    expect(state.g.prospectors[0]!.inventory.goldBag).toEqual([]);
    expect(findMarker(state.g, deer)).toMatchObject({ place: { kind: 'spent' }, slot: { identity: 'deer', faceUp: true } });
    const hit = events.find((e) => e.type === 'animal-hit')!;
    expect(hit).toMatchObject({ food: 3, fur: false });
    for (const locale of ['en', 'es', 'cs'] as const) expect(describeEvent(hit, state, { locale })).not.toMatch(/fur|piel|kožešin/);
    // Standard: the same hit puts the deer in the bag as a fur.
    const standard = gatherSite({ tiles: forest });
    const stdRoll = force(play(standard.state, { type: 'hunt', player: 0, marker: markersOn(standard.state, 'L01')[0]! }).state, { marker: 'deer' }).state;
    const stdHit = force(stdRoll, { hunt: 'crosshair' });
    expect(stdHit.state.g.prospectors[0]!.inventory.goldBag.map((m) => m.identity)).toEqual(['deer']);
    expect(describeEvent(stdHit.events.find((e) => e.type === 'animal-hit')!, stdHit.state)).toMatch(/fur/);
  });
});
