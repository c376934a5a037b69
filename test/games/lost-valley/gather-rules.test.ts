import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/index.js';
import { describeLostValleyEvent } from '../../../src/games/lost-valley/game/describe.js';
import { expectRefused, legal, play } from './lv-helpers.js';
import { force, scene, sceneTile } from './gather-helpers.js';

describe('gathering: editions and the rules document', () => {
  it('LV-GATHER-2: the first edition offers its own gathering actions and refuses the second edition\'s with a typed error', () => {
    // Hand-built: the same scene under both editions (a forest and an animal at the intersection).
    const tiles = [{ around: 0, tile: 'L01', markers: ['animal' as const] }];
    const second = scene({ tiles });
    expect(legal(second.state).map((a) => a.type)).toEqual(expect.arrayContaining(['cut-timber', 'hunt']));
    const first = scene({ tiles, options: { edition: 'first' } });
    expect(legal(first.state).filter((a) => ['fish', 'cut-timber', 'hunt', 'take-event'].includes(a.type)).map((a) => a.type)).toEqual(['cut-timber', 'hunt']);
    const error = expectRefused(first.state, { type: 'take-event', player: 0, tile: 0, pay: 'food' }, 'lost-valley/not-in-edition');
    expect(error.rule).toBe('LV-GATHER-2');
    const back = expectRefused(second.state, { type: 'eat-dried-fish', player: 0 }, 'lost-valley/not-in-edition');
    expect(back.rule).toBe('LV-GATHER-2');
  });

  it('every event gathering pushes has a sentence for narration', () => {
    // Hand-built: one scene with something of everything around the intersection.
    const s = scene({
      tiles: [
        { around: 0, tile: 'R01', kind: 'river', markers: ['animal'] },
        { around: 1, tile: 'L03', markers: ['event', 'event'] },
        { around: 2, tile: 'T05', kind: 'triangle', contents: [{ marker: 'whiskey', count: 6 }] },
        { around: 3, tile: 'L01' },
      ],
      skills: ['adventurer', 'trapper'],
    });
    const events: GameEvent[] = [];
    const run = (state: typeof s.state, action: Record<string, unknown>) => {
      const out = action['type'] === 'chance' ? force(state, action['outcome'] as Record<string, unknown>) : play(state, action);
      events.push(...out.events);
      return out.state;
    };
    // Hand-built: the turn's parts given back, as if the next turn of the same prospector began.
    const again = (state: typeof s.state): typeof s.state => ({ ...state, g: { ...state.g, turn: { ...state.g.turn, actions: 0, whiskeys: 0 } } });
    const animal = s.markers[0]![0]!;
    let state = run(s.state, { type: 'look-at-events', player: 0, tile: sceneTile(s, 1) });
    state = run(run(state, { type: 'chance', outcome: { marker: 'axe' } }), { type: 'chance', outcome: { marker: 'rifle' } });
    state = run(state, { type: 'fish', player: 0 });
    state = run(again(state), { type: 'cut-timber', player: 0 });
    state = run(again(state), { type: 'hunt', player: 0, marker: animal });
    state = run(run(run(state, { type: 'chance', outcome: { marker: 'rat' } }), { type: 'chance', outcome: { hunt: 'rifle' } }), { type: 'chance', outcome: { hunt: 'trap' } });
    state = run(again(state), { type: 'hunt', player: 0, marker: animal });
    state = run(state, { type: 'chance', outcome: { hunt: 'miss' } });
    state = run(again(state), { type: 'take-event', player: 0, tile: sceneTile(s, 1), pay: 'food' });
    state = run(state, { type: 'choose-markers', player: 0, markers: [s.markers[1]![0]!] });
    run(again(state), { type: 'whiskey-still', player: 0, tile: sceneTile(s, 2), pay: 'none' });
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
