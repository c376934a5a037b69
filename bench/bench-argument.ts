/**
 * The value after a `--name` flag on the command line of a bench script, or `undefined`.
 *
 * @example
 * const games = Number(argument('--games') ?? 60);
 */
export function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}
