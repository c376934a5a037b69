import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundles `program` (TypeScript importing `./src/...` from the repository root) with esbuild for
 * the browser and runs it as a fresh module, so it gets a module graph and game registry of its
 * own: what a page that imports only some entries sees, whatever this test process has loaded.
 * `inputs` are set on `globalThis` before it runs; it hands its answers back on
 * `globalThis[answersKey]`.
 *
 * @example
 * const answers = await runInOwnModuleGraph<{ ok: boolean }>(program, 'entry.ts', { feInput: save }, 'feAnswers');
 */
export async function runInOwnModuleGraph<T>(program: string, sourcefile: string, inputs: Record<string, unknown>, answersKey: string): Promise<T> {
  const result = await build({
    stdin: { contents: program, resolveDir: root, sourcefile, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const scope = globalThis as Record<string, unknown>;
  Object.assign(scope, inputs);
  await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0]!.contents).toString('base64')}`);
  return scope[answersKey] as T;
}
