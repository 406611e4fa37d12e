// The lint rules are the wall between remotes; prove the wall stands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  // One import can match several patterns; count the import lines that were refused.
  return new Set(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line)).size;
}

test('a remote cannot import another remote by relative path', async () => {
  assert.equal(
    await restrictedImports(
      'mf-community/src/x.ts',
      "export { default } from '../../mf-shops/src/routes';\n",
    ),
    1,
  );
});

test('a remote cannot import another remote or the shell by package name', async () => {
  const code = "export * from '@guardian/mf-mypage';\nexport * from '@guardian/shell';\n";
  assert.equal(await restrictedImports('mf-chatting/src/x.ts', code), 2);
});

test('the shell cannot reach into a remote', async () => {
  assert.equal(
    await restrictedImports('shell/src/x.ts', "export * from '../../mf-shopping/src/routes';\n"),
    1,
  );
});

test('apps use @guardian/shared only through its entries (the package, /forms, /standalone, its stylesheet)', async () => {
  assert.equal(
    await restrictedImports('mf-shops/src/x.ts', "export * from '@guardian/shared/session/store';\n"),
    1,
  );
  assert.equal(
    await restrictedImports(
      'mf-shops/src/x.ts',
      "export * from '@guardian/shared/forms/apply-field-errors';\nexport * from '@guardian/shared/app/app-providers';\n",
    ),
    2,
  );
  assert.equal(
    await restrictedImports(
      'mf-shops/src/x.ts',
      "export * from '@guardian/shared';\nexport * from '@guardian/shared/forms';\nexport * from '@guardian/shared/standalone';\nimport '@guardian/shared/styles.css';\n",
    ),
    0,
  );
});
