import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { lostValleyRefusalSentences } from '../../../src/games/lost-valley/refusal-sentences.js';

// kernel/refusal.ts takes a refusal key as a string (the kernel sits below the rule areas whose
// tables hold the sentences), so this test is the key's type check: for every call of `refusal`
// in Lost Valley's sources, the TypeScript checker's type of the key must be a string literal or
// a union of them, each a key of lostValleyRefusalSentences (docs/refusal-sentences-entry.md).

const root = fileURLToPath(new URL('../../../src/games/lost-valley', import.meta.url));
const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts')).map((file) => join(root, file));

function refusalKeyTypes(): { calls: number; problems: string[]; keys: Set<string> } {
  const program = ts.createProgram(files, { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, resolveJsonModule: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const known = new Set(Object.keys(lostValleyRefusalSentences));
  const keys = new Set<string>();
  const problems: string[] = [];
  let calls = 0;
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(root) || source.fileName.endsWith('kernel/refusal.ts')) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'refusal' && node.arguments[0]) {
        calls++;
        const type = checker.getTypeAtLocation(node.arguments[0]);
        const where = `${source.fileName.slice(root.length + 1)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        for (const member of type.isUnion() ? type.types : [type]) {
          if (!member.isStringLiteral()) problems.push(`${where}: the key's type is ${checker.typeToString(type)}, not string literals`);
          else if (!known.has(member.value)) problems.push(`${where}: '${member.value}' has no sentence`);
          else keys.add(member.value);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { calls, problems, keys };
}

describe("Lost Valley's refusal keys", () => {
  it('every refusal the rules give names a key that has its sentence, and every sentence is given by some refusal', () => {
    const { calls, problems, keys } = refusalKeyTypes();
    expect(calls).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    expect(Object.keys(lostValleyRefusalSentences).filter((key) => !keys.has(key))).toEqual([]);
  });
});
