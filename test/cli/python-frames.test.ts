import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The Python client's own tests (standard library unittest), against the bridge run by tsx from
// this checkout's sources: they decode step and vector frames and compare them with JSON answers.
describe('the Python client decoding frames', () => {
  it('passes examples/python/tests: step and vector frames of every game equal the JSON answers, the vector env by frames plays as by JSON', () => {
    const result = spawnSync('python3', ['-m', 'unittest', 'discover', '-v', '-s', 'examples/python/tests'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, LOST_VALLEY_ENGINE_CMD: `${process.execPath} --import tsx src/cli/main.ts serve --stdio` },
      timeout: 180_000,
    });
    // unittest reports on stderr: a line per test, then "Ran N tests" and "OK".
    expect(result.status, result.stderr).toBe(0);
    for (const name of ['test_protocol', 'test_step_frames_decode_to_the_json_answers', 'test_vector_frames_decode_to_the_json_answers', 'test_vector_env_by_frames_plays_as_by_json']) {
      expect(result.stderr).toMatch(new RegExp(`^${name} .* \\.\\.\\. ok$`, 'm'));
    }
    expect(result.stderr).toMatch(/^Ran 4 tests in [\d.]+s\n\nOK\n*$/m);
  });
});
