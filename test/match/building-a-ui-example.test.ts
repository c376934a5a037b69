import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import '../../src/games/goldfield-gully/public.js';
import * as match from '../../src/match/index.js';

// docs/building-a-ui.md's table program must run as written: its code block is taken from the
// page, compiled, and run with the package's imports pointing at the sources.

const modules: Record<string, unknown> = {
  'lost-valley-engine/match': match,
  'lost-valley-engine/goldfield-gully': {},
};

/** The page's first TypeScript block that uses `hostMessage`, as JavaScript with its imports bound to `modules`. */
function tableProgram(): string {
  const page = readFileSync(new URL('../../docs/building-a-ui.md', import.meta.url), 'utf8');
  const block = [...page.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!).find((code) => code.includes('hostMessage('));
  if (!block) throw new Error('the guide has no table program');
  const js = ts.transpileModule(block, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false } }).outputText;
  return js
    .replace(/^import '([^']+)';$/gm, (_, name: string) => `__use(${JSON.stringify(name)});`)
    .replace(/^import \{([^}]*)\} from '([^']+)';$/gm, (_, names: string, name: string) => `const {${names}} = __use(${JSON.stringify(name)});`);
}

describe('docs/building-a-ui.md', () => {
  it('the table program runs as written: a whole Goldfield Gully game through hostMessage and receiveMessage, no refusal', () => {
    const logged: unknown[] = [];
    const used: string[] = [];
    const use = (name: string) => {
      used.push(name);
      if (!(name in modules)) throw new Error(`the guide imports ${name}`);
      return modules[name];
    };
    const run = new Function('__use', 'console', tableProgram()) as (use: (name: string) => unknown, console: { log: (x: unknown) => void }) => void;
    run(use, { log: (x) => logged.push(x) });
    expect(used).toEqual(['lost-valley-engine/goldfield-gully', 'lost-valley-engine/match']);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ scores: expect.any(Array) as unknown, winners: expect.any(Array) as unknown });
  });
});
