// The front end typechecks against what the oldest supported browsers have (.browserslistrc: Chrome 92, Safari/iOS
// 15, Firefox 90): the ES2021 library and the DOM. A newer method (`.at`, ES2022, Safari 15.4; `findLast`, ES2023)
// is then a type error in the editor and in `tsc`, before the build; the built-chunk check (browser-floor.test.mjs)
// still catches the DOM's newer APIs, which the DOM library declares whatever the browsers. The API runs on Node 20
// and keeps its own tsconfig. docs/architecture.md "Supported browsers".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_FOLDERS } from '../../shared/mf/apps.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const FRONT = [...APP_FOLDERS, 'shared'];

test('every front package typechecks against ES2021 and the DOM, and no package widens it', () => {
  const base = readJson(path.join(root, 'tsconfig.base.json'));
  assert.deepEqual(base.compilerOptions.lib, ['ES2021', 'DOM', 'DOM.Iterable']);
  for (const pkg of FRONT) {
    const config = readJson(path.join(root, pkg, 'tsconfig.json'));
    assert.equal(config.extends, '../tsconfig.base.json', `${pkg} extends the base`);
    assert.equal(config.compilerOptions?.lib, undefined, `${pkg} sets a lib of its own`);
  }
  // The API is Node 20's, not the browsers'.
  assert.equal(readJson(path.join(root, 'api/tsconfig.json')).extends, undefined);
});

/** tsc's errors for `code` compiled with the front packages' settings (the base tsconfig), one per line. */
function typeErrors(code) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typecheck-floor-'));
  try {
    fs.writeFileSync(path.join(dir, 'uses.ts'), code);
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(root, 'tsconfig.base.json'),
        compilerOptions: { types: [], noUnusedLocals: false },
        files: ['uses.ts'],
      }),
    );
    try {
      execFileSync(path.join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', dir], { encoding: 'utf8' });
      return [];
    } catch (error) {
      return error.stdout.split('\n').filter((line) => line.includes('error TS'));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('a method Safari 15.0-15.3 or Chrome 92 lacks is a type error; what they have is not', () => {
  const errors = typeErrors(
    [
      'const list = [3, 1, 2];',
      'export const last = list.at(-1);', // ES2022: Safari 15.4 (crashed iOS 15.0-15.3, 2026-12-05)
      "export const own = Object.hasOwn({ a: 1 }, 'a');", // ES2022: Chrome 93, Safari 15.4
      'export const found = list.findLast((n: number) => n > 1);', // ES2023: Chrome 97, Safari 15.4
      'export const sorted = list.toSorted();', // ES2023: Chrome 110, Safari 16
      "export const failed = new Error('x', { cause: 1 });", // ES2022: Chrome 93 ignores the option
    ].join('\n'),
  );
  assert.deepEqual(
    errors.map((line) => Number(/uses\.ts\((\d+),/.exec(line)?.[1])),
    [2, 3, 4, 5, 6],
    errors.join('\n'),
  );
  assert.deepEqual(
    typeErrors(
      [
        "export const text = 'a-b-c'.replaceAll('-', ' ');", // ES2021
        'export const first = Promise.any([Promise.resolve(1)]);', // ES2021
        'let n: number | undefined; n ??= 1; export const m = n;',
        'export const parts = new Intl.ListFormat("ko").format(["a", "b"]);', // ES2021 Intl
        "export const box = document.querySelector('main')?.getBoundingClientRect();",
      ].join('\n'),
    ),
    [],
  );
});
