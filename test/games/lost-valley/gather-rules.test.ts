import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/index.js';
import { describeLostValleyEvent } from '../../../src/games/lost-valley/game/describe.js';
import { withSpring } from '../../../src/games/lost-valley/position/spring-step.js';
import { findMarker } from '../../../src/games/lost-valley/public.js';
import { built, expectRefused, legal, play, position } from './lv-helpers.js';
import { force, gatherSite, markersOn, tileIndex, type GatherStep } from './gather-helpers.js';

describe('gathering: editions and the rules document', () => {
  it('LV-GATHER-2: the first edition offers its own gathering actions and refuses the second edition\'s with a typed error', () => {
    // Legal boards (gather-helpers.ts `gatherSite`), the same under both editions: at O1 the
    // forest L01 with its animal (N0^, N1v, beside the river R02 at the mouth, which O1 does not touch).
    const tiles: GatherStep[] = [['R02', 'M0^', 'M1v'], ['L01', 'N0^', 'N1v']];
    const second = gatherSite({ tiles });
    expect(legal(second.state).map((a) => a.type)).toEqual(expect.arrayContaining(['cut-timber', 'hunt']));
    const first = gatherSite({ tiles, options: { edition: 'first' } });
    expect(first.state.g.board.tiles[tileIndex(first.state, 'L01')]!.markers.map((m) => m.pool)).toEqual(['animal']);
    expect(legal(first.state).filter((a) => ['fish', 'cut-timber', 'hunt', 'take-event'].includes(a.type)).map((a) => a.type)).toEqual(['cut-timber', 'hunt']);
    const error = expectRefused(first.state, { type: 'take-event', player: 0, tile: 0, pay: 'food' }, 'lost-valley/not-in-edition');
    expect(error.rule).toBe('LV-GATHER-2');
    const back = expectRefused(second.state, { type: 'eat-dried-fish', player: 0 }, 'lost-valley/not-in-edition');
    expect(back.rule).toBe('LV-GATHER-2');
  });

  it('every event gathering pushes has a sentence for narration', () => {
    // A legal board (gather-helpers.ts `gatherSite`) with something of everything around N1: the
    // river R01 with its fish symbol at the mouth (M0^, M1v), the forest L01 with an animal beside
    // it (N0^, N1v), the Whiskey Still T05 (N1^, the optional triangle), the spring (M1^: the set's
    // only river diamond is laid, so the next river step brings it out, LV-EXP2-R4, before any land
    // beside the headwater, LV-EXP2-R1), then the wasteland L33 with an event and a clue (N2v, N2^).
    const s = gatherSite({
      tiles: [['R01', 'M0^', 'M1v'], ['L01', 'N0^', 'N1v'], ['T05', 'N1^'], withSpring, ['L33', 'N2v', 'N2^']],
      at: 'N1',
      skills: ['adventurer', 'trapper'],
    });
    const [l33, still] = [tileIndex(s.state, 'L33'), tileIndex(s.state, 'T05')];
    const events: GameEvent[] = [];
    const run = (state: typeof s.state, action: Record<string, unknown>) => {
      const out = action['type'] === 'chance' ? force(state, action['outcome'] as Record<string, unknown>) : play(state, action);
      events.push(...out.events);
      return out.state;
    };
    // Built: the turn's action given back, as if the next turn of the same prospector began.
    const again = (state: typeof s.state): typeof s.state => built(position(state).turn({ actions: 0 }));
    const [animal] = markersOn(s.state, 'L01') as [number];
    const [l33Event, l33Clue] = markersOn(s.state, 'L33') as [number, number];
    // The Adventurer looks at L33's event (its clue is not an event).
    let state = run(s.state, { type: 'look-at-events', player: 0, tile: l33 });
    state = run(state, { type: 'chance', outcome: { marker: 'axe' } });
    state = run(state, { type: 'fish', player: 0 });
    state = run(again(state), { type: 'cut-timber', player: 0 });
    state = run(again(state), { type: 'hunt', player: 0, marker: animal });
    state = run(run(run(state, { type: 'chance', outcome: { marker: 'rat' } }), { type: 'chance', outcome: { hunt: 'rifle' } }), { type: 'chance', outcome: { hunt: 'trap' } });
    state = run(again(state), { type: 'hunt', player: 0, marker: animal });
    state = run(state, { type: 'chance', outcome: { hunt: 'miss' } });
    // Taking at L33 looks at its clue too (the event is known); seat 0 keeps the event.
    state = run(again(state), { type: 'take-event', player: 0, tile: l33, pay: 'food' });
    state = run(state, { type: 'chance', outcome: { marker: 'clue-wasteland' } });
    state = run(state, { type: 'choose-markers', player: 0, markers: [l33Event] });
    expect(findMarker(state.g, l33Clue)?.place).toEqual({ kind: 'tile', tile: l33 });
    run(again(state), { type: 'whiskey-still', player: 0, tile: still, pay: 'none' });
    const types = new Set(events.map((e) => e.type));
    for (const type of ['events-looked-at', 'fished', 'timber-cut', 'hunt-started', 'animal-missed', 'animal-hit', 'event-experienced', 'triangle-used']) expect(types).toContain(type);
    for (const event of events) expect(describeLostValleyEvent(event), event.type).toMatch(/\.$/);
  });

  // The rulebook lives beside the repository (../shared/rules-sources), not in it: on a clone
  // without it this check cannot run.
  const sourcePath = fileURLToPath(new URL('../../../../shared/rules-sources/lost-valley-2nd-edition.en.txt', import.meta.url));
  it.skipIf(!existsSync(sourcePath))('every rulebook sentence quoted in the gathering section is in the source word for word', () => {
    const source = readFileSync(sourcePath, 'utf8').replace(/\s+/g, ' ');
    const doc = readFileSync(fileURLToPath(new URL('../../../docs/rules/lost-valley.md', import.meta.url)), 'utf8');
    const section = doc.slice(doc.indexOf('## Gathering: fishing'), doc.indexOf('## Works, water'));
    const quotes = [...section.matchAll(/^> 2nd ed\.: "(.+)"$/gm)].map((m) => m[1]!.replace(/\s+/g, ' '));
    expect(quotes.length).toBeGreaterThan(25);
    expect(quotes.filter((quote) => !source.includes(quote))).toEqual([]);
  });
});
