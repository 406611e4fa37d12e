// `npm run lint` step: fails when any workspace source imports itself back through a circle.
// Usage: node scripts/check-import-cycles.mjs [dir …] (default: every package's sources).
import fs from 'node:fs';
import path from 'node:path';
import { buildGraph, findCycles, listSources } from './lint/import-graph.mjs';

const root = path.resolve(import.meta.dirname, '..');
const DEFAULT_DIRS = ['shared/src', 'shared/mf', 'shell/src', 'api/src', 'e2e', 'scripts'].concat(
  fs
    .readdirSync(root)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
);

const asked = process.argv.slice(2);
const files = (asked.length ? asked : DEFAULT_DIRS)
  .map((d) => path.resolve(root, d))
  .filter((d) => fs.existsSync(d))
  .flatMap((d) => listSources(d))
  // The cycle fixtures exist to prove this check fails; only its test points the check at them.
  .filter((f) => asked.length > 0 || !f.includes(`${path.sep}__fixtures__${path.sep}`));

const cycles = findCycles(buildGraph(files));
if (cycles.length) {
  console.error(`import cycles (${cycles.length}):`);
  for (const cycle of cycles) console.error(`  ${cycle.map((f) => path.relative(root, f)).join('  <->  ')}`);
  process.exit(1);
}
console.log(`no import cycles in ${files.length} files`);
