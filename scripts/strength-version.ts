/**
 * The package version the strength table names: package.json's, read at run time.
 * @packageDocumentation
 */
import { readFileSync } from 'node:fs';

/**
 * package.json's `version`.
 *
 * @example
 * console.log(PACKAGE_VERSION); // '0.1.0'
 */
export const PACKAGE_VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
