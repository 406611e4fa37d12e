// The summary of `npm test` names the unit tests that failed: a CI keeps the end of the log, where a count alone
// ("2531 passed, 1 failed") left which test unknown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countVitest, failedVitest } from '../lib/steps.mjs';

const out = [
  ' \x1b[31m×\x1b[39m src/a.test.tsx > 알림 > groups by day 3058ms',
  '',
  '\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m src/features/news/__tests__/news-screens.test.tsx > 알림 /news > groups by day',
  'TestingLibraryElementError: Unable to find role="region" and name "오늘"',
  ' FAIL  src/features/news/__tests__/news-screens.test.tsx > 알림 /news > groups by day',
  '      Tests  1 failed | 106 passed (107)',
].join('\n');

test('names each failed test once, as vitest reports it, without its colours', () => {
  assert.deepEqual(failedVitest(out), [
    'src/features/news/__tests__/news-screens.test.tsx > 알림 /news > groups by day',
  ]);
  assert.deepEqual(countVitest(out), { passed: 106, failed: 1, found: true });
});

test('names none when every test passed', () => {
  assert.deepEqual(failedVitest(' ✓ src/a.test.tsx (3 tests) 20ms\n      Tests  3 passed (3)'), []);
});
