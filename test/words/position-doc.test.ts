import { componentsOf } from '../../src/core/components.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogOf, nodeName, type LostValleyState } from '../../src/games/lost-valley/public.js';
import { formatPosition, parsePosition } from '../../src/words/index.js';

/** The worked example of docs/notation.md: the code block after its marker comment. */
function docExample(): string {
  const doc = readFileSync(new URL('../../docs/notation.md', import.meta.url), 'utf8');
  const block = /<!-- position-example -->\n```\n([\s\S]*?)```/.exec(doc);
  if (!block) throw new Error('docs/notation.md has no position example');
  return block[1]!;
}

describe("docs/notation.md's worked Lost Valley position", () => {
  const text = docExample();

  it('reads back, says what the page says, and writes out again byte for byte', () => {
    const read = parsePosition(text);
    if (!read.ok) throw new Error(read.error.message);
    const state = read.state as LostValleyState;
    const lattice = catalogOf(componentsOf(state)).lattice;
    expect(state.ply).toBe(46);
    expect(nodeName(lattice, state.g.prospectors[1]!.node)).toBe('L1');
    expect(state.g.prospectors[1]!.quarry).toBe(7);
    expect(state.g.board.tiles[1]!.markers[1]).toEqual({ id: 7, pool: 'animal', identity: 'wolf', bank: null, seenBy: [], faceUp: true });
    expect(state.g.board.tiles[0]!.markers.map((m) => nodeName(lattice, m.bank!))).toEqual(['L1', 'L1']);
    expect(state.g.board.works).toEqual([{ work: 'hunting-trap', at: lattice.mouthNodes[0], builder: 0 }]);
    expect(formatPosition(state)).toBe(text);
  });

  it('reads the same position with its single lines moved and comments added', () => {
    const lines = text.trimEnd().split('\n');
    // The head stays first; pending … ice (lines 3 to 9) move to the end, after a comment.
    const moved = [...lines.slice(0, 2), ...lines.slice(9), '', '# the turn, moved down', ...lines.slice(2, 9)].join('\n');
    const a = parsePosition(text);
    const b = parsePosition(moved);
    expect(b.ok && a.ok && b.state).toEqual(a.ok && a.state);
  });

  it('refuses the ice beyond the waterfall as the page shows', () => {
    const read = parsePosition(text.replace('ice out=no position=0', 'ice out=yes position=9'));
    expect(read.ok ? null : { code: read.error.code, path: read.error.path }).toEqual({ code: 'position/impossible', path: ['state', 'g', 'ice', 'position'] });
    if (!read.ok) expect(read.error.message).toContain('The ice block is beyond the waterfall.');
  });
});
