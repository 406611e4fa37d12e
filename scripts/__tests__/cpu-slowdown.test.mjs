// `npm run perf -- --calibrate` slows the CPU by what Lighthouse's throttling calculator gives for
// this machine's benchmarkIndex, instead of the preset's fixed 4x.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suggestedSlowdown } from '../lib/cpu-slowdown.mjs';

test("gives the calculator's anchors: 150 → 1x, 800 → 2x, 1,300 → 3x, 1,533 → 4x", () => {
  assert.equal(suggestedSlowdown(150), 1);
  assert.equal(suggestedSlowdown(800), 2);
  assert.equal(suggestedSlowdown(1300), 3);
  assert.equal(suggestedSlowdown(1533), 4);
});

test('interpolates between the anchors, so a faster machine is always slowed more', () => {
  assert.equal(suggestedSlowdown(475), 1.5);
  assert.equal(suggestedSlowdown(1050), 2.5);
  let previous = 0;
  for (let index = 150; index <= 4000; index += 10) {
    const x = suggestedSlowdown(index);
    assert.ok(x > previous, `${index} → ${x} after ${previous}`);
    previous = x;
  }
  assert.ok(Math.abs(suggestedSlowdown(3844) - 13.92) < 0.01);
});

test('has no answer for a machine slower than the phone it would stand for, or no measurement', () => {
  assert.equal(suggestedSlowdown(149), null);
  assert.equal(suggestedSlowdown(0), null);
  assert.equal(suggestedSlowdown(NaN), null);
  assert.equal(suggestedSlowdown(undefined), null);
});
