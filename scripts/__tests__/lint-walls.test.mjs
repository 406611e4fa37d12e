// The lint walls inside an app: features never import each other, only @guardian/shared makes a
// QueryClient, and no browser code imports axios (the API client is shared's, on fetch). Prove each
// wall stands and lets the right code through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function errors(file, code, ruleId) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === ruleId).length;
}

const crossFeature = (file, code) => errors(file, code, 'guardian/no-cross-feature-imports');

test('a feature cannot import another feature of its app (static, re-export or lazy)', async () => {
  const file = 'mf-shops/src/features/discovery/components/x.tsx';
  assert.equal(await crossFeature(file, "export { flow } from '../../booking/lib/flow';\n"), 1);
  assert.equal(await crossFeature(file, "import '../../booking/components/request-screen';\n"), 1);
  assert.equal(await crossFeature(file, "export const load = () => import('../../booking/routes');\n"), 1);
  assert.equal(
    await crossFeature('shell/src/features/entry/routes/x.tsx', "export * from '../../session/hooks/y';\n"),
    1,
  );
});

test('a feature may import itself and the app-level modules', async () => {
  const file = 'mf-shops/src/features/discovery/components/x.tsx';
  const code = [
    "export * from './shop-card';",
    "export * from '../lib/shop-hours';",
    "export * from '../../../lib/location';",
    "export * from '../../../components/shop-results';",
    "export * from '@guardian/shared';",
  ].join('\n');
  assert.equal(await crossFeature(file, code), 0);
  // The app's route table maps every feature's screens; it is not a feature.
  assert.equal(
    await crossFeature('mf-shops/src/routes.tsx', "export * from './features/booking/routes';\n"),
    0,
  );
});

test('no browser code imports axios, shared included: the one API client is on fetch', async () => {
  const code = "import axios from 'axios';\nexport const c = axios.create();\n";
  assert.equal(await errors('mf-mypage/src/features/profile/api/x.ts', code, 'no-restricted-imports'), 1);
  assert.equal(await errors('shell/src/x.ts', code, 'no-restricted-imports'), 1);
  assert.equal(await errors('shared/src/api/x.ts', code, 'no-restricted-imports'), 1);
  // shared's client itself passes the wall.
  const client = "import { authClient } from './client';\nexport const c = authClient;\n";
  assert.equal(await errors('shared/src/api/x.ts', client, 'no-restricted-imports'), 0);
});

test('apps do not make a QueryClient (the shell owns one); tests and shared may', async () => {
  const code = "import { QueryClient } from '@tanstack/react-query';\nexport const q = new QueryClient();\n";
  assert.equal(await errors('mf-curation/src/features/home/x.ts', code, 'no-restricted-syntax'), 1);
  assert.equal(await errors('shell/src/app/x.ts', code, 'no-restricted-syntax'), 1);
  assert.equal(
    await errors('mf-curation/src/features/home/__tests__/x.test.tsx', code, 'no-restricted-syntax'),
    0,
  );
  assert.equal(await errors('mf-mypage/src/test/render-at.tsx', code, 'no-restricted-syntax'), 0);
  assert.equal(await errors('shared/src/query/x.ts', code, 'no-restricted-syntax'), 0);
});

test('no raw HTML: dangerouslySetInnerHTML is refused everywhere, tests included', async () => {
  const jsx =
    'export const A = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n';
  const call =
    "import { createElement } from 'react';\nexport const b = (html: string) => createElement('div', { dangerouslySetInnerHTML: { __html: html } });\n";
  for (const file of [
    'mf-community/src/features/feed/components/x.tsx',
    'shell/src/app/x.tsx',
    'shared/src/ui/x.tsx',
    'mf-mypage/src/features/profile/__tests__/x.test.tsx',
  ])
    assert.equal(await errors(file, jsx, 'no-restricted-syntax'), 1, file);
  assert.equal(await errors('shared/src/ui/y.ts', call, 'no-restricted-syntax'), 1);
  assert.equal(
    await errors(
      'shared/src/ui/z.tsx',
      'export const C = ({ t }: { t: string }) => <div title={t}>{t}</div>;\n',
      'no-restricted-syntax',
    ),
    0,
  );
});

test('no raw HTML through the DOM in app code: innerHTML and friends parse strings; clearing is fine', async () => {
  const file = 'shell/src/app/x.ts';
  const code = (line) => `export function f(el: HTMLElement, s: string) {\n  ${line}\n}\n`;
  for (const line of [
    'el.innerHTML = s;',
    'el.outerHTML = `<b>${s}</b>`;',
    "el.insertAdjacentHTML('beforeend', s);",
    'document.write(s);',
  ])
    assert.equal(await errors(file, code(line), 'no-restricted-syntax'), 1, line);
  assert.equal(await errors(file, code("el.innerHTML = '';"), 'no-restricted-syntax'), 0);
  assert.equal(await errors(file, code('el.textContent = s;'), 'no-restricted-syntax'), 0);
  // Test setup may write fixtures as HTML.
  assert.equal(
    await errors('shell/src/app/__tests__/x.test.ts', code('el.innerHTML = s;'), 'no-restricted-syntax'),
    0,
  );
  // The QueryClient wall still stands beside it in app code.
  const q = "import { QueryClient } from '@tanstack/react-query';\nexport const q = new QueryClient();\n";
  assert.equal(await errors('mf-curation/src/features/home/x.ts', q, 'no-restricted-syntax'), 1);
});
