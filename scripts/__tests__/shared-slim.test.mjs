// The shared 'react-router-dom' and '@tanstack/react-query' are shared/mf/*-slim.mjs: only the names
// the apps import. A name imported somewhere but not re-exported there would be undefined at run time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { APP_FOLDERS } from '../../shared/mf/apps.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const APP_DIRS = [...APP_FOLDERS, 'shared'];

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    // Tests run on the packages themselves (Vitest, no federation): only what the builds bundle counts.
    if (['__tests__', 'test'].includes(entry.name) || /\.test\.[cm]?[jt]sx?$/.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(tsx?|mjs|jsx?)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Runtime (non-type) names each file imports from `pkg`, plus namespace/default imports. */
export function importsFrom(source, pkg) {
  const names = [];
  const whole = [];
  const esc = pkg.replace(/[-/]/g, '\\$&');
  for (const m of source.matchAll(
    // At a line's start: a comment's prose ("… and import it.") is not the start of an import.
    new RegExp(`^\\s*import\\s+(type\\s+)?([^;]*?)\\s+from\\s+['"]${esc}['"]`, 'gm'),
  )) {
    if (m[1]) continue;
    const clause = m[2];
    const braces = /\{([^}]*)\}/.exec(clause)?.[1];
    const outside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (outside) whole.push(outside);
    for (const part of (braces ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0].trim());
    }
  }
  return { names, whole };
}

/** The names a slim module re-exports. */
function exportsOf(file) {
  const slim = fs.readFileSync(path.join(root, 'shared', 'mf', file), 'utf8');
  return new Set(
    [...slim.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
      m[1]
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  );
}

/** Each slim module, and the package whose whole build importing directly would bring back. */
const SLIMS = [
  { pkg: 'react-router-dom', file: 'react-router-dom-slim.mjs', whole: 'react-router' },
  { pkg: '@tanstack/react-query', file: 'react-query-slim.mjs', whole: '@tanstack/query-core' },
];

test('import parsing sees named, renamed, type-only and namespace imports, and no import in a comment', () => {
  const src = `import { Link, useNavigate as go, type RouteObject } from 'react-router-dom';
import type { Location } from 'react-router-dom';
// the other screens are lazy themselves and import it.
import type { NavigateFunction } from 'react-router-dom';
import * as RR from 'react-router-dom';`;
  assert.deepEqual(importsFrom(src, 'react-router-dom'), {
    names: ['Link', 'useNavigate'],
    whole: ['* as RR'],
  });
});

for (const { pkg, file, whole } of SLIMS) {
  test(`every name the apps import from ${pkg} is in the shared slim module`, () => {
    const exported = exportsOf(file);
    const missing = [];
    const used = new Set();
    const wholeImports = [];
    const direct = [];
    for (const dir of APP_DIRS) {
      for (const source of sourceFiles(path.join(root, dir))) {
        const text = fs.readFileSync(source, 'utf8');
        const rel = path.relative(root, source);
        const { names, whole: star } = importsFrom(text, pkg);
        for (const name of names) {
          used.add(name);
          if (!exported.has(name)) missing.push(`${rel}: ${name}`);
        }
        for (const w of star) wholeImports.push(`${rel}: ${w}`);
        // The package behind the slim module is not shared by its slim name: importing it directly
        // would bring its whole build (or a second copy) back.
        if (importsFrom(text, whole).names.length) direct.push(rel);
      }
    }
    assert.deepEqual(missing, [], `add these to shared/mf/${file}`);
    // A name nobody imports any more is code every first load carries for nothing.
    const unused = [...exported].filter((name) => !used.has(name));
    assert.deepEqual(unused, [], `no app imports these: remove them from shared/mf/${file}`);
    assert.deepEqual(wholeImports, [], `import names from ${pkg}, not the whole module`);
    assert.deepEqual(direct, [], `import from '${pkg}', not '${whole}'`);
  });
}

test('the slim modules export what the shell starts with', () => {
  const router = exportsOf('react-router-dom-slim.mjs');
  assert.ok(router.has('RouterProvider') && router.has('createBrowserRouter'));
  const query = exportsOf('react-query-slim.mjs');
  assert.ok(query.has('QueryClient') && query.has('QueryClientProvider'));
});
