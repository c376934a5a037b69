import { componentsOf } from '../../../src/core/components.js';
import { describe, expect, it } from 'vitest';
import { chanceOutcomes, view } from '../../../src/index.js';
import { legalRiverPlacements, SkillIdSchema, type LostValleyState, type SkillId } from '../../../src/games/lost-valley/public.js';
import { legalSite, riverCrossing } from './site-board.js';
import { built, explorationJustEnded, expectRefused, indexOfState, legal, newGame, node, play, position, walk, withG } from './lv-helpers.js';

// Positions are legal boards around one intersection (site-board.ts `legalSite`) or new games,
// built by the position builder (skills from their pile with its `skill` step); everything after
// is real play with forced chance. One position stays hand-made, and says so.

function chance(state: LostValleyState, outcome: object): LostValleyState {
  return play(state, { type: 'chance', outcome }).state;
}

/** The state with the current prospector (or another) given skill tiles from the pile. */
function withSkills(state: LostValleyState, skills: SkillId[], prospector = 0): LostValleyState {
  return built(skills.reduce((p, skill) => p.skill(prospector, skill), position(state)));
}

/** The river R03 (the mouth), R01, R04, R02, seat 0 at M1 on its bank, and two land diamonds east of it. */
function riverSite(gear: Record<string, number>) {
  return legalSite({ river: ['R01', 'R04', 'R02'], at: 'M1', goods: gear, more: [['L36', ['N1^', 'O2v']], ['L37', ['O2^', 'O3v']]] });
}

function at(state: LostValleyState, name: string): number {
  return built(position(state).at(1, name)).g.prospectors[1]!.node;
}

function moves(state: LostValleyState, mode: string): number[] {
  return legal(state).filter((a) => a.type === 'move' && a.mode === mode).map((a) => (a as { to: number }).to);
}

describe('skills: the setup draft and learning', () => {
  it('LV-SKILL-1: nineteen skill tiles, all face down at the start', () => {
    const state = newGame();
    expect(SkillIdSchema.options).toHaveLength(19);
    expect(state.g.skills).toEqual({ faceDown: [...SkillIdSchema.options].sort(), faceUp: [] });
  });

  it('LV-INV-9: every prospector draws three skill tiles, then each keeps one; the rest go back face down; the draws are secret', () => {
    let state = newGame({ options: { skillDraft: true } });
    expect(state.g.pending).toEqual({ kind: 'task-chance' });
    for (const skill of ['scout', 'runner', 'miner', 'trader', 'swimmer', 'haggler'] as const) state = chance(state, { skill });
    expect(state.g.skills.faceDown).toHaveLength(13);
    expect(state.g.pending).toEqual({ kind: 'task', seat: 0 });
    expect(legal(state)).toEqual([
      { type: 'keep-skill', player: 0, skill: 'miner' },
      { type: 'keep-skill', player: 0, skill: 'runner' },
      { type: 'keep-skill', player: 0, skill: 'scout' },
    ]);
    // Seat 1 sees that seat 0 drew three tiles, not which.
    const seen = JSON.stringify(view(state, 1));
    expect(seen).not.toContain('"runner"');
    expect(seen).not.toContain('"scout"');
    expectRefused(state, { type: 'keep-skill', player: 0, skill: 'trader' }, 'lost-valley/skill-not-drawn');
    state = play(state, { type: 'keep-skill', player: 0, skill: 'runner' }).state;
    state = play(state, { type: 'keep-skill', player: 1, skill: 'haggler' }).state;
    expect(state.g.prospectors.map((p) => p.inventory.skills)).toEqual([['runner'], ['haggler']]);
    expect(state.g.skills.faceDown).toHaveLength(17);
    expect(state.g.skills.faceDown).toContain('scout');
    expect(state.g.skills.faceUp).toEqual([]);
    expect(state.g.pending).toEqual({ kind: 'turn' });
    // The option turns the draft off.
    expect(newGame({ options: { skillDraft: false } }).g.pending).toEqual({ kind: 'turn' });
  });

  it('LV-XP-2: a second XP marker is turned in to learn a skill: three face down, keep one, the other two face up', () => {
    const { state: start, faces, tileOf } = legalSite({ around: ['L01', 'T02', 'L11'], goods: { tool: 2, food: 1, timber: 1 }, xp: true });
    let state = play(start, { type: 'build-sawmill', player: 0 }).state;
    expect(state.g.prospectors[0]!.inventory.xp).toBe(0);
    expect(legal(state)).toEqual([{ type: 'draw-skills', player: 0 }]);
    state = play(state, { type: 'draw-skills', player: 0 }).state;
    for (const skill of ['boatsman', 'geologist', 'trapper'] as const) state = chance(state, { skill });
    state = play(state, { type: 'keep-skill', player: 0, skill: 'geologist' }).state;
    expect(state.g.prospectors[0]!.inventory.skills).toEqual(['geologist']);
    expect(state.g.skills.faceUp).toEqual(['boatsman', 'trapper']);
    expect(state.g.skills.faceDown).toHaveLength(16);
    // The next learner may take a face-up tile instead of drawing.
    const again = built(position(state).turn({ actions: 0 }).xp(0));
    let next = play(again, { type: 'build-mine', player: 0, tile: tileOf(faces[2]!), claim: false, toolInstead: null }).state;
    expectRefused(next, { type: 'take-skill', player: 0, skill: 'scout' }, 'lost-valley/skill-not-face-up');
    next = play(next, { type: 'take-skill', player: 0, skill: 'trapper' }).state;
    expect(next.g.prospectors[0]!.inventory.skills).toEqual(['geologist', 'trapper']);
    expect(next.g.skills.faceUp).toEqual(['boatsman']);
  });
});

describe('skills: building', () => {
  it('LV-SKILL-FLUME-BUILDER-1: the Flume Builder builds two flumes with one timber', () => {
    const { state: start, edges } = legalSite({ goods: { timber: 1 } });
    const state = withSkills(start, ['flume-builder']);
    const pair = [edges[0]!, edges[2]!].sort((a, b) => a - b);
    const next = play(state, { type: 'build-flumes', player: 0, edges: pair }).state;
    expect(next.g.board.works.filter((w) => w.work === 'flume')).toHaveLength(2);
    expect(next.g.prospectors[0]!.inventory.backpack).toEqual([]);
    expectRefused(start, { type: 'build-flumes', player: 0, edges: pair }, 'lost-valley/cannot-pay');
  });

  it('LV-SKILL-MINE-BUILDER-1: the Mine Builder may give a gear item instead of the tool', () => {
    const { state: start, faces, tileOf } = legalSite({ around: ['L11'], goods: { food: 1, timber: 1, 'fishing-rod': 1 } });
    const tile = tileOf(faces[0]!);
    const action = { type: 'build-mine', player: 0, tile, claim: false, toolInstead: 'fishing-rod' };
    expectRefused(start, action, 'lost-valley/not-mine-builder');
    const state = withSkills(start, ['mine-builder']);
    expect(legal(state).filter((a) => a.type === 'build-mine')).toContainEqual(action);
    const next = play(state, action).state;
    expect(next.g.board.works).toEqual([{ work: 'mine', at: tile, builder: 0 }]);
    expect(next.g.prospectors[0]!.inventory.gear).toEqual([]);
    expect(next.g.supply['fishing-rod']).toBe(state.g.supply['fishing-rod']! + 1);
  });
});

describe('skills: movement', () => {
  it('LV-SKILL-BOATSMAN-1, LV-MOVE-12: by boat the Boatsman moves four edges', () => {
    // From M1 on the bank: N4 is three edges along the river, M4 four.
    const { state: start } = riverSite({ boat: 1 });
    expect(moves(start, 'boat')).not.toContain(at(start, 'M4'));
    expect(moves(start, 'boat')).toContain(at(start, 'N4'));
    const state = withSkills(start, ['boatsman']);
    expect(moves(state, 'boat')).toContain(at(start, 'M4'));
  });

  it('LV-SKILL-HORSEMAN-1, LV-MOVE-12: on horseback the Horseman moves three edges when all of them are along the river', () => {
    // From M1 on the bank: N4 is three edges along the river.
    const { state: start } = riverSite({ horse: 1 });
    expect(moves(start, 'horse')).not.toContain(at(start, 'N4'));
    const state = withSkills(start, ['horseman']);
    expect(moves(state, 'horse')).toContain(at(start, 'N4'));
    // Not three edges over land: P2 is three land edges east (M1, N1, O2, P2).
    expect(moves(state, 'horse')).not.toContain(at(start, 'P2'));
  });

  it('LV-SKILL-SWIMMER-1, LV-MOVE-12: the Swimmer crosses the river at an edge as the whole movement', () => {
    // The river R03, R01: seat 0 at M1, at one end of the edge the river flows through between them.
    const { state: start } = legalSite({ river: ['R01'], at: 'M1' });
    const [, across] = riverCrossing(start).ends;
    expect(moves(start, 'foot')).not.toContain(across);
    const state = withSkills(start, ['swimmer']);
    expect(moves(state, 'foot')).toContain(across);
    const next = walk(state, across).state;
    expect(next.g.prospectors[0]!.node).toBe(across);
    expect(moves(next, 'foot')).toEqual([]);
  });

  it('LV-SKILL-RUNNER-1, LV-MOVE-12: as an action the Runner makes a second movement', () => {
    // O2 (the site's intersection), then P2 and P3, one edge each.
    const { state: start } = legalSite();
    const state = withSkills(start, ['runner']);
    const first = walk(state, at(state, 'P2')).state;
    expect(legal(first)).toContainEqual({ type: 'run', player: 0 });
    expect(legal(walk(start, at(start, 'P2')).state)).not.toContainEqual({ type: 'run', player: 0 });
    expectRefused(walk(start, at(start, 'P2')).state, { type: 'run', player: 0 }, 'lost-valley/not-runner');
    const ran = play(first, { type: 'run', player: 0 }).state;
    expect(ran.g.turn.actions).toBe(1);
    expect(moves(ran, 'foot')).toContain(at(state, 'P3'));
    const second = walk(ran, at(state, 'P3')).state;
    expect(moves(second, 'foot')).toEqual([]);
  });
});

describe('skills: the ice test', () => {
  it('LV-SKILL-FORECASTER-1, LV-ICE-4: the Forecaster names a symbol before any ice test; if it is rolled the die is rolled again once, with no naming', () => {
    const ended = explorationJustEnded();
    // Seat 0 holds the Forecaster; seat 1 is to play.
    let state = withSkills(ended, ['forecaster'], 0);
    const position = state.g.ice.position;
    state = play(state, { type: 'end-turn', player: 1 }).state;
    expect(state.g.pending).toEqual({ kind: 'task', seat: 0 });
    expect(legal(state)).toEqual([]);
    state = play(state, { type: 'forecast', player: 0, face: 'snowflake' }).state;
    expect(state.g.pending).toEqual({ kind: 'task-chance' });
    const hit = play(state, { type: 'chance', outcome: { winter: 'snowflake' } });
    expect(hit.events).toEqual([{ type: 'forecast-hit', face: 'snowflake' }]);
    expect(hit.state.g.ice.position).toBe(position);
    // The re-roll stands even if it shows the named symbol.
    const rolled = play(hit.state, { type: 'chance', outcome: { winter: 'snowflake' } }).state;
    expect(rolled.g.ice.position).toBe(position + 1);
    expect(rolled.g.pending).toEqual({ kind: 'turn' });
    expect(rolled.g.turn.index).toBe(0);
    // Without a Forecaster the ice test is the plain chance step.
    expect(play(ended, { type: 'end-turn', player: 1 }).state.g.pending).toEqual({ kind: 'ice-test' });
  });
});

/** The Scout's river step: two river diamonds drawn (forced), `keep` kept, the other under the river pile. */
function scoutRiverKeeps(state: LostValleyState, keep: string, other: string): LostValleyState {
  let s = chance(state, { draw: 'river', tile: keep });
  s = chance(s, { draw: 'river', tile: other });
  return play(s, { type: 'scout-keep', player: 0, tile: keep }).state;
}

describe('skills: exploration', () => {
  it('LV-SKILL-SCOUT-1, LV-SKILL-SCOUT-2: river tiles are diamonds too: the Scout draws two river diamonds, keeps one that can be laid, and the other goes to the bottom of the river pile', () => {
    let state = withSkills(newGame(), ['scout']);
    state = walk(state, node(state, 1, 0)).state;
    // Two chance nodes over the unseen river pile, then the Scout's choice.
    expect(state.g.pending).toEqual({ kind: 'task-chance' });
    expect(chanceOutcomes(state).map((o) => (o.outcome as { draw: string }).draw)).toEqual(new Array(12).fill('river'));
    state = chance(state, { draw: 'river', tile: 'R01' });
    expect(chanceOutcomes(state)).toHaveLength(11);
    state = chance(state, { draw: 'river', tile: 'R03' });
    expect(state.g.pending).toEqual({ kind: 'task', seat: 0 });
    expect(legal(state)).toEqual([
      { type: 'scout-keep', player: 0, tile: 'R01' },
      { type: 'scout-keep', player: 0, tile: 'R03' },
    ]);
    expectRefused(state, { type: 'scout-keep', player: 0, tile: 'R05' }, 'lost-valley/tile-not-drawn');
    const { state: kept, events } = play(state, { type: 'scout-keep', player: 0, tile: 'R03' });
    expect(events).toEqual([{ type: 'scout-tile-to-bottom', player: 0, tile: 'R01', pile: 'river' }]);
    expect(kept.g.pending).toEqual({ kind: 'place', pile: 'river', tile: 'R03' });
    expect(kept.g.piles.river.bottom).toEqual(['R01']);
    expect(kept.g.piles.river.unseen).toHaveLength(10);
    const placed = play(kept, legal(kept)[0]).state;
    expect(placed.g.board.tiles.some((t) => t.tile === 'R03')).toBe(true);
    // Without the Scout the river draw is the plain chance step.
    const plain = walk(newGame(), node(newGame(), 1, 0)).state;
    expect(plain.g.pending).toEqual({ kind: 'draw', pile: 'river', face: null });
  });

  it('LV-SKILL-SCOUT-2: a drawn river diamond that cannot be laid is not the Scout\'s to keep; when neither can be, both go to the bottom and the river step draws again', () => {
    // Built, in an order exploration lays it: R01 at the mouth (the headwater now M1^), L11 on
    // N0^ + N1v and L02 on N2v + N1^ (N2v the partner face, away from the explorer), the Scout at
    // the mouth's N0; walking to N1 runs the river step there (M1^ is one of its faces). Only M2v
    // is free beside the headwater, so some bends cannot turn into it.
    const start = built(position().diamond('R01', ['M0^', 'M1v']).diamond('L11', ['N0^', 'N1v']).diamond('L02', ['N2v', 'N1^']).at(0, 'N0').skill(0, 'scout'));
    const v = at(start, 'N1');
    let state = walk(start, v).state;
    expect(state.g.pending).toEqual({ kind: 'task-chance' });
    const index = indexOfState(state);
    const fits = (id: string) => legalRiverPlacements(index, componentsOf(state).riverDiamonds.find((t) => t.id === id)!, v).length > 0;
    const ids = componentsOf(state).riverDiamonds.map((t) => t.id).filter((id) => state.g.piles.river.unseen.includes(id));
    const unfit = ids.filter((id) => !fits(id));
    const fit = ids.filter(fits);
    expect(fit.length).toBeGreaterThan(0);
    expect(unfit.length).toBeGreaterThanOrEqual(2);
    {
      // One fits, one does not: only the one that fits is offered.
      const one = chance(chance(state, { draw: 'river', tile: unfit[0]! }), { draw: 'river', tile: fit[0]! });
      expect(legal(one)).toEqual([{ type: 'scout-keep', player: 0, tile: fit[0]! }]);
      expect(expectRefused(one, { type: 'scout-keep', player: 0, tile: unfit[0]! }, 'lost-valley/breaks-river').rule).toBe('LV-SKILL-SCOUT-1');
    }
    {
      const none = chance(chance(state, { draw: 'river', tile: unfit[0]! }), { draw: 'river', tile: unfit[1]! });
      expect(none.g.piles.river.bottom).toEqual([unfit[0]!, unfit[1]!]);
      expect(none.g.pending).toEqual({ kind: 'task-chance' });
      expect(chanceOutcomes(none)).toHaveLength(9);
    }
  });

  it('LV-SKILL-SCOUT-1, LV-EXP2-S1: the Scout draws two land diamonds, places the one it keeps, and the other goes to the bottom of the pile', () => {
    let state = withSkills(newGame(), ['scout']);
    state = walk(state, node(state, 1, 0)).state;
    state = scoutRiverKeeps(state, 'R01', 'R03');
    state = play(state, legal(state)[0]).state;
    if (state.g.pending.kind === 'triangle-choice') state = play(state, { type: 'decline-triangle', player: 0 }).state;
    expect(state.g.pending).toEqual({ kind: 'task-chance' });
    state = chance(state, { draw: 'land', tile: 'L01' });
    state = chance(state, { draw: 'land', tile: 'L21' });
    expect(state.g.pending).toEqual({ kind: 'task', seat: 0 });
    expect(legal(state)).toEqual([
      { type: 'scout-keep', player: 0, tile: 'L01' },
      { type: 'scout-keep', player: 0, tile: 'L21' },
    ]);
    expectRefused(state, { type: 'scout-keep', player: 0, tile: 'L31' }, 'lost-valley/tile-not-drawn');
    const { state: kept, events } = play(state, { type: 'scout-keep', player: 0, tile: 'L21' });
    expect(events).toEqual([{ type: 'scout-tile-to-bottom', player: 0, tile: 'L01' }]);
    expect(kept.g.pending).toEqual({ kind: 'place', pile: 'land', tile: 'L21' });
    expect(kept.g.piles.landBottom).toEqual(['L01']);
    expect(kept.g.piles.land).not.toContain('L01');
    const placed = play(kept, legal(kept)[0]).state;
    expect(placed.g.board.tiles.some((t) => t.tile === 'L21')).toBe(true);
    // Without the Scout a land draw is the plain chance step.
    let plain = walk(newGame(), node(newGame(), 1, 0)).state;
    plain = play(plain, { type: 'chance', outcome: { draw: 'river', tile: 'R01' } }).state;
    plain = play(plain, legal(plain)[0]).state;
    if (plain.g.pending.kind === 'triangle-choice') plain = play(plain, { type: 'decline-triangle', player: 0 }).state;
    expect(plain.g.pending).toEqual({ kind: 'draw', pile: 'land', face: null });
  });

  it('LV-SKILL-SCOUT-1: once the unseen pile is empty the diamonds under it are drawn in order, with no chance', () => {
    let state = withSkills(newGame(), ['scout']);
    // Hand-made, a position no game reaches (kept so on purpose): the unseen pile empty and every
    // land diamond under it in a known order (a Scout sends one diamond under the pile per draw of
    // two, so a real game never holds all of them there). Only the order of the draws matters here.
    const order = [...state.g.piles.land].reverse();
    state = withG(state, { piles: { ...state.g.piles, land: [], landBottom: order } });
    state = walk(state, node(state, 1, 0)).state;
    state = scoutRiverKeeps(state, 'R01', 'R03');
    state = play(state, legal(state)[0]).state;
    if (state.g.pending.kind === 'triangle-choice') state = play(state, { type: 'decline-triangle', player: 0 }).state;
    // No chance node: the top two under the pile are the Scout's to choose from.
    expect(state.g.pending).toEqual({ kind: 'task', seat: 0 });
    expect(legal(state).map((x) => (x as { tile: string }).tile)).toEqual([order[0]!, order[1]!].sort());
    state = play(state, { type: 'scout-keep', player: 0, tile: order[1]! }).state;
    expect(state.g.piles.landBottom).toEqual([...order.slice(2), order[0]!]);
  });
});
