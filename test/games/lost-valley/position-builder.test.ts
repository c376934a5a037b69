import { componentsOf } from '../../../src/core/components.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalActions, loadGameResult, saveGame } from '../../../src/index.js';
import { catalogOf, componentsFor, nodeName, parseNode, valleyPosition, type LostValleyAction, type LostValleyState } from '../../../src/games/lost-valley/public.js';

function built(position: ReturnType<typeof valleyPosition>): LostValleyState {
  const r = position.build();
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

function refusal(position: ReturnType<typeof valleyPosition>): { code: string; invariant: unknown } {
  const r = position.build();
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('built');
  const details = r.error.details as { invariant?: unknown } | undefined;
  return { code: r.error.code, invariant: details?.invariant };
}

describe('LV-SAVE-3: the position builder', () => {
  it('LV-SAVE-3: a built position loads as a save, its pieces taken from the supply and piles by name', () => {
    const start = built(valleyPosition({ players: 2 }));
    const state = built(
      valleyPosition({ players: 2 })
        .diamond('R03', ['M0^', 'L1v'])
        .at(0, 'M0')
        .take(0, 'horse')
        .skill(0, 'miner')
        .xp(0)
        .bag(1, 'mountain-gold-6')
        .work('hunting-trap', 'N0', 1)
        .turn({ prospector: 1 }),
    );
    expect(loadGameResult(saveGame(state)).ok).toBe(true);
    const lattice = catalogOf(componentsOf(state)).lattice;
    expect(nodeName(lattice, state.g.prospectors[0]!.node)).toBe('M0');
    expect(state.g.prospectors[0]!.inventory.gear).toContainEqual({ item: 'horse', count: 1 });
    expect(state.g.supply.horse).toBe(start.g.supply.horse! - 1);
    expect(state.g.supply['hunting-trap']).toBe(start.g.supply['hunting-trap']! - 1);
    expect(state.g.skills.faceDown).not.toContain('miner');
    expect(state.g.board.tiles[0]).toMatchObject({ tile: 'R03', kind: 'river' });
    expect(state.g.board.river).toEqual([0]);
    expect(state.g.piles.river.unseen).not.toContain('R03');
    // The river diamond's markers came from the face-down supply, as exploration lays them.
    expect(state.g.markerSupply['river-gold']).toBe(start.g.markerSupply['river-gold']! - state.g.board.tiles[0]!.markers.length);
    expect(state.g.prospectors[1]!.inventory.goldBag[0]).toMatchObject({ pool: 'mountain-gold', identity: 'mountain-gold-6', seenBy: [1] });
    expect(legalActions(state, 1).length).toBeGreaterThan(0);
  });

  it('LV-SAVE-3: a tile no exploration could lay there (a lone diamond) is refused, naming the invariant', () => {
    // J5 is far from the mouth: no tile touches it, so no exploration stands there.
    expect(refusal(valleyPosition().diamond('L01', ['J5^', 'J5v']))).toEqual({ code: 'position/impossible', invariant: 'tile-faces' });
    // A river diamond extends the river from its open end only.
    expect(refusal(valleyPosition().diamond('R01', ['K3^', 'K3v']))).toEqual({ code: 'position/impossible', invariant: 'tile-faces' });
  });

  it('LV-SAVE-3, LV-EXP2-T1, LV-EXP1-1, LV-CLASSIC-5: the optional triangle beside a new diamond is the second edition\'s only; the first edition and classic refuse it', () => {
    const beside = (variant: string) => valleyPosition({ players: 2, variant }).diamond('R01', ['M0^', 'M1v']).triangle('T01', 'L1^');
    expect(built(beside('standard')).g.board.tiles.some((tile) => tile.tile === 'T01')).toBe(true);
    for (const variant of ['first-edition', 'classic']) expect(refusal(beside(variant))).toEqual({ code: 'position/impossible', invariant: 'tile-faces' });
  });

  it('LV-SAVE-3: components are conserved: what is not in the supply or a pile cannot be placed', () => {
    const start = built(valleyPosition());
    const rifles = start.g.supply.rifle!;
    expect(refusal(valleyPosition().take(0, 'rifle', rifles + 1))).toEqual({ code: 'position/impossible', invariant: 'goods-count' });
    expect(refusal(valleyPosition().skill(0, 'miner').skill(1, 'miner'))).toEqual({ code: 'position/impossible', invariant: 'skill-once' });
    expect(refusal(valleyPosition().diamond('R03', ['M0^', 'L1v']).diamond('R03', ['L1^', 'L2v']))).toEqual({ code: 'position/impossible', invariant: 'tile-once' });
    expect(refusal(valleyPosition().take(0, 'no-such-thing'))).toEqual({ code: 'position/impossible', invariant: 'supply-item' });
  });

  it('LV-SAVE-3: the save invariants judge the whole position at build (capacity, identities, claims)', () => {
    // Seat 1 is not to play, so it may not hold more than its sheet (LV-INV-5).
    expect(refusal(valleyPosition().take(1, 'food', 20))).toEqual({ code: 'position/impossible', invariant: 'backpack-capacity' });
    // The one whose turn it is may, until its turn ends.
    expect(valleyPosition().take(0, 'food', 20).build().ok).toBe(true);
    const laid = built(valleyPosition().explore('identities', 10));
    const gold = laid.g.board.tiles.flatMap((t) => t.markers).find((m) => m.pool === 'river-gold')!.id;
    expect(refusal(valleyPosition(laid).identity(gold, 'wolf', { seenBy: [0] }))).toEqual({ code: 'position/impossible', invariant: 'marker-identity-pool' });
    expect(refusal(valleyPosition().claim(0, 0))).toEqual({ code: 'position/impossible', invariant: 'work-place' });
    expect(refusal(valleyPosition().at(0, 'M0').at(1, 'M0').at(0, 'N0').at(1, 'N0').turn({ prospector: 5 }))).toEqual({ code: 'position/impossible', invariant: 'turn-order' });
  });

  it('LV-SAVE-3, LV-CLAIM-3: payments on a claim come from the supply and the marker pools, only onto a claim', () => {
    const mined = valleyPosition().diamond('R03', ['M0^', 'L1v']).diamond('L11', ['L0^', 'K1v']).work('mine', 'L11', 0).claim(0, 'L11');
    const start = built(mined);
    const paid = built(mined.pay(0, 'food').pay(0, 'river-gold-3', 1).pay(0, 'event'));
    const claim = paid.g.prospectors[0]!.claim!;
    expect(claim.items).toEqual([{ item: 'food', count: 1 }]);
    expect(paid.g.supply.food).toBe(start.g.supply.food! - 1);
    expect(claim.markers.map((m) => [m.id, m.pool, m.identity, m.seenBy])).toEqual([
      [start.g.nextMarker, 'river-gold', 'river-gold-3', [1]],
      [start.g.nextMarker + 1, 'event', null, []],
    ]);
    expect(paid.g.markerSupply['river-gold']).toBe(start.g.markerSupply['river-gold']! - 1);
    expect(refusal(valleyPosition().pay(0, 'food'))).toEqual({ code: 'position/impossible', invariant: 'claim-mine' });
    expect(refusal(mined.pay(0, 'no-such-thing'))).toEqual({ code: 'position/impossible', invariant: 'marker-identity-pool' });
  });

  it('LV-SAVE-3: unknown place names and bad setups are refused, never thrown', () => {
    const r = valleyPosition().at(0, 'ZZ99').build();
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('lost-valley/unknown-place');
    const setup = valleyPosition({ players: 9 }).build();
    expect(setup.ok).toBe(false);
    if (!setup.ok) expect(setup.error.code).toBe('invalid-setup');
    // The first refusal stops the chain: later steps do nothing.
    expect(refusal(valleyPosition().take(0, 'rifle', 99).at(0, 'M0'))).toEqual({ code: 'position/impossible', invariant: 'goods-count' });
  });

  it('LV-SAVE-3: a seeded exploration lays a legal board through real play, the same for the same seed', () => {
    const a = built(valleyPosition({ players: 3 }).explore('builder-test', 9));
    const b = built(valleyPosition({ players: 3 }).explore('builder-test', 9));
    expect(a.g.board.tiles.length).toBeGreaterThanOrEqual(9);
    expect(a.g.board).toEqual(b.g.board);
    // Only walking and exploring: nothing built, no skill taken.
    expect(a.g.board.works).toEqual([]);
    expect(a.g.prospectors.every((p) => p.inventory.skills.length === 0)).toBe(true);
  });

  it('LV-SAVE-3: the exploration ends as the game ends it; the ice moves only then', () => {
    expect(refusal(valleyPosition().ice(2))).toEqual({ code: 'position/impossible', invariant: 'ice-state' });
    expect(refusal(valleyPosition().explore('ended', 1).endExploration())).toEqual({ code: 'position/impossible', invariant: 'exploration-state' });
    const over = built(valleyPosition({ data: smallSet(1) }).diamond('R03', ['M0^', 'L1v']).diamond('L01', ['K1v', 'L0^']).endExploration().ice(2));
    expect(over.g.board.spring).not.toBeNull();
    // A seeded exploration of a small set ends as the game ends it.
    expect(built(valleyPosition({ data: smallSet(2) }).explore('ended', 99)).g.explorationOver).toBe(true);
    expect(over.g.explorationOver).toBe(true);
    expect(over.g.ice).toEqual({ out: true, position: 2 });
    expect(refusal(valleyPosition(over).diamond('L01', ['M0^', 'L1v']))).toMatchObject({ code: 'position/impossible' });
  });

  it('LV-SAVE-3: real actions continue a built position (a walk that explores, the draw forced)', () => {
    const state = built(valleyPosition().play({ type: 'move', player: 0, mode: 'foot', to: parseNodeId('N0') }, { type: 'chance', outcome: { draw: 'river', tile: 'R05' } }));
    expect(state.g.pending).toMatchObject({ kind: 'place', pile: 'river', tile: 'R05' });
  });
  it('LV-SAVE-3: the worked example of docs/positions.md builds, and its refusals name their invariants', () => {
    const state = built(
      valleyPosition({ players: 2 })
        .diamond('R03', ['M0^', 'L1v'])
        .diamond('L01', ['K1v', 'L0^'])
        .at(0, 'M0')
        .take(0, 'horse')
        .skill(0, 'miner')
        .work('hunting-trap', 'N0', 1)
        .bag(1, 'mountain-gold-6')
        .turn({ prospector: 0 }),
    );
    expect(state.g.board.tiles.map((t) => t.tile)).toEqual(['R03', 'L01']);
    expect(state.g.board.tiles[1]!.markers.map((m) => m.pool)).toEqual(['animal']);
    expect((legalActions(state, 0) as LostValleyAction[]).some((a) => a.type === 'move' && a.mode === 'horse')).toBe(true);
    const doc = readFileSync('docs/positions.md', 'utf8');
    for (const line of [".diamond('R03', ['M0^', 'L1v'])", ".bag(1, 'mountain-gold-6')", "invariant: 'backpack-capacity'"]) expect(doc).toContain(line);
    expect(refusal(valleyPosition().diamond('L01', ['J5^', 'J5v']))).toEqual({ code: 'position/impossible', invariant: 'tile-faces' });
    expect(refusal(valleyPosition().take(1, 'food', 20))).toEqual({ code: 'position/impossible', invariant: 'backpack-capacity' });
    expect(refusal(valleyPosition().skill(0, 'miner').skill(1, 'miner'))).toEqual({ code: 'position/impossible', invariant: 'skill-once' });
  });
});

/** The reference set cut down to a few land diamonds, so that exploration ends soon (LV-SETUP-6). */
function smallSet(land: number) {
  const set = componentsFor('second');
  return { ...set, landDiamonds: set.landDiamonds.slice(0, land) };
}

function parseNodeId(name: string): number {
  const lattice = catalogOf(componentsOf(built(valleyPosition()))).lattice;
  const r = parseNode(lattice, name);
  if (!r.ok) throw new Error(name);
  return r.id;
}
