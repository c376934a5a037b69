import { describe, expect, it } from 'vitest';
import { codeFiles, mentionsId, ruleSections, withCodeLines } from './rules-sections.js';

// The parser and writer behind scripts/code-lines.ts and the Code: line check of
// rules-traceability.ts, on a small document of the rules documents' shape.
const doc = [
  '# A game',
  '',
  '## Chapter',
  '',
  '### AG-MOVE-1',
  '> "Move."',
  '',
  'Tests:',
  '- `moves.test.ts` › AG-MOVE-1: moves',
  '',
  '### AG-MOVE-2 *(reading)*',
  'Our reading.',
  '',
  'Code: `src/old.ts`',
  '',
  'Tests:',
  '- `moves.test.ts` › AG-MOVE-2: reads',
  '',
  '## Not implemented',
  '',
  'Code: `src/chapter.ts` (a chapter line, not a section line)',
  '',
  '### AG-END-1',
  '**Missing.** Not yet.',
  '',
].join('\n');

describe('rules sections and their Code: lines', () => {
  it('reads each ### ID section up to the next heading, with its Code: and Tests: lines', () => {
    const sections = ruleSections(doc);
    expect(sections.map((s) => [s.id, s.missing, s.code])).toEqual([
      ['AG-MOVE-1', false, null],
      ['AG-MOVE-2', false, ['src/old.ts']],
      ['AG-END-1', true, null],
    ]);
    expect(sections[0]!.testsLine).toBe(7);
  });

  it('mentions an ID only as a whole word', () => {
    expect(mentionsId('// AG-MOVE-1: the move', 'AG-MOVE-1')).toBe(true);
    expect(mentionsId("rule: 'AG-MOVE-1'", 'AG-MOVE-1')).toBe(true);
    expect(mentionsId('// AG-MOVE-12', 'AG-MOVE-1')).toBe(false);
    expect(mentionsId('// XAG-MOVE-1', 'AG-MOVE-1')).toBe(false);
    expect(mentionsId('// AG-MOVE-1a', 'AG-MOVE-1')).toBe(false);
  });

  it('writes a line before Tests:, replaces one, removes one given no files, and a second run changes nothing', () => {
    const files = new Map([
      ['AG-MOVE-1', ['src/a.ts', 'src/b.ts']],
      ['AG-MOVE-2', ['src/new.ts']],
      ['AG-END-1', []],
    ]);
    const once = withCodeLines(doc, files);
    expect(once).toContain('> "Move."\n\nCode: `src/a.ts`, `src/b.ts`\n\nTests:\n');
    expect(once).toContain('Our reading.\n\nCode: `src/new.ts`\n\nTests:\n');
    expect(once).toContain('Code: `src/chapter.ts` (a chapter line, not a section line)');
    expect(withCodeLines(once, files)).toBe(once);
    const removed = withCodeLines(once, new Map([['AG-MOVE-2', []]]));
    expect(removed).toContain('Our reading.\n\nTests:\n');
    expect(ruleSections(removed).map((s) => s.code)).toEqual([['src/a.ts', 'src/b.ts'], null, null]);
  });

  it('puts the line after the last line of a section without Tests:', () => {
    const once = withCodeLines(doc, new Map([['AG-END-1', ['src/end.ts']]]));
    expect(once.endsWith('### AG-END-1\n**Missing.** Not yet.\n\nCode: `src/end.ts`\n')).toBe(true);
    expect(withCodeLines(once, new Map([['AG-END-1', ['src/end.ts']]]))).toBe(once);
  });

  it('names the files of a Code: line in order', () => {
    expect(codeFiles('Code: `src/x.ts`, `src/y/z.ts`')).toEqual(['src/x.ts', 'src/y/z.ts']);
  });
});
