/**
 * `npm run size`: the gzip size of an esbuild-minified browser bundle of the core and one game,
 * for each target of issue 12, with the biggest inputs of each bundle. Exits 1 when a target is
 * missed or a bundle asks for a Node built-in (test/package/size.test.ts checks the same).
 * @packageDocumentation
 */
import { measureBundle, measureWords, sizeTargets, wordsTargets } from './size-bundles.js';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let missed = 0;
console.log('| bundle | minified | gzip | target | headroom |');
console.log('|---|---:|---:|---:|---:|');
const sizes = [];
for (const target of sizeTargets) {
  const size = await measureBundle(target);
  sizes.push(size);
  const ok = size.gzipBytes <= target.limitBytes && size.nodeBuiltins.length === 0;
  if (!ok) missed++;
  const headroom = `${kib(target.limitBytes - size.gzipBytes)}${ok ? '' : ' MISSED'}`;
  console.log(`| core + ${target.game} (${target.page === 'plays' ? 'plays and saves' : 'also loads'}) | ${kib(size.minifiedBytes)} | ${kib(size.gzipBytes)} | ${kib(target.limitBytes)} | ${headroom} |`);
}
console.log('\n| words entry | minified | gzip | target | headroom |');
console.log('|---|---:|---:|---:|---:|');
for (const target of wordsTargets) {
  const size = await measureWords(target);
  const ok = size.gzipBytes <= target.limitBytes && size.nodeBuiltins.length === 0;
  if (!ok) missed++;
  console.log(`| ${target.entry} | ${kib(size.minifiedBytes)} | ${kib(size.gzipBytes)} | ${kib(target.limitBytes)} | ${kib(target.limitBytes - size.gzipBytes)}${ok ? '' : ' MISSED'} |`);
}
for (const size of sizes) {
  console.log(`\nBiggest inputs of core + ${size.target.game}, page '${size.target.page}' (minified bytes in the bundle):`);
  for (const input of size.biggestInputs) console.log(`  ${String(input.bytes).padStart(7)}  ${input.path}`);
  if (size.nodeBuiltins.length > 0) console.log(`  Node built-ins: ${size.nodeBuiltins.join(', ')}`);
}
process.exit(missed === 0 ? 0 : 1);
