/**
 * The package version that `lost-valley-engine --version` prints. It is a constant rather than an
 * import of `package.json`, so the bundled `dist/cli.js` needs no file beside it; a test keeps it
 * equal to `package.json`'s version.
 *
 * @example
 * console.log(`lost-valley-engine ${CLI_VERSION}`);
 */
export const CLI_VERSION = '0.1.0';
