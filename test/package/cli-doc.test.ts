import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cliDocPath, helpFor, missingHelp, refreshCliDoc } from '../../scripts/cli-doc.js';

describe('docs/cli.md shows the help texts the program prints', () => {
  const doc = readFileSync(cliDocPath, 'utf8');

  it("every help block equals the program's own text (npm run docs:cli rewrites them)", () => {
    expect(refreshCliDoc(doc)).toBe(doc);
  });

  it('every command and the program itself have a help block', () => {
    expect(missingHelp(doc)).toEqual([]);
    expect(doc).toContain(`\`\`\`text\n${helpFor('lost-valley-engine 0.1.0: plays, simulates and replays the games of the rules engine.')!.join('\n')}\n\`\`\``);
  });

  it('a stale help block is found and rewritten', () => {
    const stale = doc.replace(/(Usage: lost-valley-engine play \[options\]\n)/, '$1Old words.\n');
    expect(stale).not.toBe(doc);
    expect(refreshCliDoc(stale)).toBe(doc);
  });
});
