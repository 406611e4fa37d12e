// The steps of `npm test` and the summary it ends with: each step's result and time, and one
// closing line "N passed, N failed" that counts tests plus every other step that failed.
export const t0 = Date.now();
export const secs = (ms) => `${(ms / 1000).toFixed(1)}s`;
export const say = (msg) => console.log(`\n\x1b[1m▶ ${msg}\x1b[0m`);

export const results = [];
export const counts = { passed: 0, failed: 0 };

export function countVitest(out) {
  // "      Tests  41 passed | 1 failed (42)" once per package run.
  // eslint-disable-next-line no-control-regex -- strips ANSI colour codes
  const clean = out.replace(/\x1b\[[0-9;]*m/g, '');
  let passed = 0,
    failed = 0,
    found = false;
  for (const m of clean.matchAll(/^\s*Tests\s+(.+?)\s*\(\d+\)\s*$/gm)) {
    found = true;
    passed += Number(/(\d+) passed/.exec(m[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(m[1])?.[1] ?? 0);
  }
  return { passed, failed, found };
}

/**
 * The tests vitest reports as failed ("FAIL  src/a.test.tsx > group > name"), once each: the summary names them, as
 * the run's end is often all of its log that is kept (a CI's tail), and a count alone does not say what failed.
 */
export function failedVitest(out) {
  // eslint-disable-next-line no-control-regex -- strips ANSI colour codes
  const clean = out.replace(/\x1b\[[0-9;]*m/g, '');
  return [...new Set([...clean.matchAll(/^\s*FAIL\s+(.+?)\s*$/gm)].map((m) => m[1]))];
}

export async function step(name, fn) {
  const s = Date.now();
  say(name);
  let ok = false;
  let note;
  let failures = [];
  try {
    const r = await fn();
    ok = r === true || r?.ok === true;
    note = r?.note ?? '';
    failures = r?.failures ?? [];
  } catch (e) {
    note = String(e?.message ?? e).split('\n')[0];
    console.error(e);
  }
  results.push({ name, ok, ms: Date.now() - s, note, failures });
  return ok;
}

export function skip(name, why) {
  results.push({ name, ok: false, skipped: true, ms: 0, note: why });
}

export function finish() {
  console.log('\n\x1b[1mSummary\x1b[0m');
  for (const r of results) {
    const mark = r.skipped ? 'SKIP' : r.ok ? ' ok ' : 'FAIL';
    console.log(`  [${mark}] ${r.name.padEnd(52)} ${secs(r.ms).padStart(7)}  ${r.note}`);
    for (const f of r.failures?.slice(0, 20) ?? []) console.log(`         ✗ ${f}`);
  }
  const stepFailures = results.filter((r) => !r.ok).length;
  console.log(
    `  total ${secs(Date.now() - t0)}${stepFailures ? `, ${stepFailures} step(s) failed or skipped` : ''}\n`,
  );
  // Passed = the vitest and Playwright tests that passed. Failed = the tests that failed plus
  // each other step (lint, types, build, size, ...) that failed or could not run, so that
  // "0 failed" always means a green run.
  for (const r of results) {
    if (/unit tests|end-to-end/.test(r.name) && !r.skipped) continue;
    if (!r.ok) counts.failed += 1;
  }
  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  process.exit(stepFailures || counts.failed ? 1 : 0);
}
