// The shared 'react-router-dom' is shared/mf/react-router-dom-slim.mjs: only the names the apps
// import. A name imported somewhere but not re-exported there would be undefined at run time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const APP_DIRS = [
  'shell',
  'shared',
  'mf-shops',
  'mf-chatting',
  'mf-community',
  'mf-curation',
  'mf-mypage',
  'mf-shopping',
];

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
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
    new RegExp(`import\\s+(type\\s+)?([^;]*?)\\s+from\\s+['"]${esc}['"]`, 'g'),
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

const slim = fs.readFileSync(path.join(root, 'shared', 'mf', 'react-router-dom-slim.mjs'), 'utf8');
const exported = new Set(
  [...slim.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    m[1]
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  ),
);

test('import parsing sees named, renamed, type-only and namespace imports', () => {
  const src = `import { Link, useNavigate as go, type RouteObject } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import * as RR from 'react-router-dom';`;
  assert.deepEqual(importsFrom(src, 'react-router-dom'), {
    names: ['Link', 'useNavigate'],
    whole: ['* as RR'],
  });
});

test('every name the apps import from react-router-dom is in the shared slim module', () => {
  const missing = [];
  const wholeImports = [];
  const direct = [];
  for (const dir of APP_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const source = fs.readFileSync(file, 'utf8');
      const rel = path.relative(root, file);
      const { names, whole } = importsFrom(source, 'react-router-dom');
      for (const name of names) if (!exported.has(name)) missing.push(`${rel}: ${name}`);
      for (const w of whole) wholeImports.push(`${rel}: ${w}`);
      // The shared 'react-router' is the whole package: importing it would bring back ~30 KB.
      if (importsFrom(source, 'react-router').names.length) direct.push(rel);
    }
  }
  assert.deepEqual(missing, [], 'add these to shared/mf/react-router-dom-slim.mjs');
  assert.deepEqual(wholeImports, [], 'import names from react-router-dom, not the whole module');
  assert.deepEqual(direct, [], "import from 'react-router-dom', not 'react-router'");
  assert.ok(exported.has('RouterProvider') && exported.has('createBrowserRouter'));
});
