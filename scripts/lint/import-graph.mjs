// The static import graph of the workspace's TypeScript sources, and its cycles. Type-only
// imports and dynamic import() are left out: neither runs at module load, so neither can leave
// a module half-initialised (a lazy screen importing its route table back is fine).
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.data', 'test-results', 'playwright-report']);

export function listSources(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSources(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

// `import x from`, `import {a, type b} from`, `export * from`, `export {a} from`, `import 'x'`;
// not `import type …` / `export type …`. Comments are stripped first so examples in them don't count.
const STATIC_IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)(?:[\w*$\s{},]*?(?:\s+as\s+\w+)?\s*from\s*)?['"]([^'"]+)['"]/g;

function stripComments(code) {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
}

/** The value imports of one file's source text (specifiers as written). */
export function importsOf(code) {
  const specs = [];
  for (const m of stripComments(code).matchAll(STATIC_IMPORT)) {
    // `import { type A, type B } from` brings in types only.
    const clause = m[0];
    const braces = /\{([^}]*)\}/.exec(clause);
    const onlyTypes =
      braces &&
      !/^\s*(?:import|export)\s+[\w$]+\s*,/.test(clause.trim()) &&
      braces[1].split(',').every((s) => !s.trim() || /^type\s/.test(s.trim()));
    if (!onlyTypes) specs.push(m[1]);
  }
  return specs;
}

const EXTENSIONS = [
  '',
  '.ts',
  '.tsx',
  '.mts',
  '.mjs',
  '.js',
  '/index.ts',
  '/index.tsx',
  '/index.mjs',
  '/index.js',
];

function resolveRelative(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  // TS sources import './x.js' for './x.ts'.
  const swapped = base.replace(/\.js$/, '.ts');
  return fs.existsSync(swapped) ? swapped : null;
}

/** file → files it imports (relative imports only: packages never import back into the workspace). */
export function buildGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const deps = importsOf(fs.readFileSync(file, 'utf8'))
      .filter((s) => s.startsWith('.'))
      .map((s) => resolveRelative(file, s))
      .filter(Boolean);
    graph.set(file, [...new Set(deps)]);
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself). */
export function findCycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
    }
    if (low.get(v) === indices.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return cycles;
}
