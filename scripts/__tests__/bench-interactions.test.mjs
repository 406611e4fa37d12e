// scripts/bench-interactions.mjs: the Event Timing entries of a page, made into interactions and a table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  distDirs,
  formatTable,
  groupInteractions,
  median,
  summarize,
  withFastOnes,
} from '../bench-interactions.mjs';
import { parseArgs } from '../lib/bench-session.mjs';

const entry = (name, interactionId, startTime, duration, processingStart, processingEnd) => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart,
  processingEnd,
});

test('groups entries by interactionId: the longest entry is the duration, handler times add up', () => {
  const got = groupInteractions([
    entry('pointerdown', 7, 100, 40, 104, 110),
    entry('pointerup', 7, 150, 72, 152, 160),
    entry('click', 7, 150, 72, 160, 190),
    entry('pointermove', 0, 120, 24, 121, 122),
  ]);
  assert.equal(got.length, 1);
  assert.deepEqual(got[0], {
    interactionId: 7,
    events: ['pointerdown', 'pointerup', 'click'],
    duration: 72,
    processing: 6 + 8 + 30,
    inputDelay: 4,
  });
});

test('counts the input a keystroke caused (no interactionId outside a composition) as part of it', () => {
  const got = groupInteractions([
    entry('keydown', 3, 740, 32, 741, 744),
    entry('keypress', 3, 740, 32, 744, 758),
    entry('beforeinput', 0, 757, 16, 758, 758),
    entry('input', 0, 761, 16, 761, 768),
    // A later input, past the keystroke's paint, belongs to none.
    entry('input', 0, 900, 16, 900, 905),
  ]);
  assert.equal(got.length, 1);
  assert.deepEqual(got[0].events, ['keydown', 'keypress', 'beforeinput', 'input']);
  assert.equal(got[0].processing, 3 + 14 + 0 + 7);
});

test('keeps interactions in the order they started, whatever order the entries came in', () => {
  const got = groupInteractions([
    entry('keydown', 9, 500, 24, 501, 510),
    entry('click', 4, 100, 56, 103, 140),
  ]);
  assert.deepEqual(
    got.map((i) => i.interactionId),
    [4, 9],
  );
});

test('counts the interactions quicker than the observer reports (16 ms) as 16 ms, not as missing', () => {
  const slow = groupInteractions([entry('click', 1, 0, 80, 2, 40)]);
  const all = withFastOnes(slow, 3);
  assert.equal(all.length, 3);
  assert.equal(median(all.map((i) => i.duration)), 16);
  const row = summarize('tap', all);
  assert.equal(row.samples, 3);
  assert.equal(row.under16, 2);
  assert.equal(row.worst, 80);
  assert.deepEqual(withFastOnes(slow, 1), slow);
});

test('prints a Markdown row per interaction, ≤ 16 ms where the observer saw nothing', () => {
  const table = formatTable([{ ...summarize('탭', withFastOnes([], 2)), busy: 30 }]);
  const lines = table.split('\n');
  assert.equal(lines.length, 3);
  assert.match(lines[0], /^\| interaction \| n \| median \| worst \| processing/);
  assert.equal(lines[2], '| 탭 | 2 (2 < 16 ms) | ≤ 16 ms | ≤ 16 ms | 0 ms | 0 ms | 30 ms |  |');
});

test('reads its options, and refuses unknown ones', () => {
  assert.deepEqual(parseArgs(['--runs', '3', '--verbose'], { runs: 5, verbose: false, only: '' }), {
    runs: 3,
    verbose: true,
    only: '',
  });
  assert.throws(() => parseArgs(['--rnus', '3'], { runs: 5 }), /unknown option --rnus/);
  assert.throws(() => parseArgs(['--runs'], { runs: 5 }), /needs a value/);
});

test('serves remotes from the build folders --dist names, and only from built ones', () => {
  assert.equal(distDirs(''), undefined);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-inp-'));
  try {
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    assert.deepEqual(distDirs(`curation=${dir}`), { curation: dir });
    assert.throws(() => distDirs(`shops=${path.join(dir, 'nope')}`), /has no mf-manifest.json/);
    assert.throws(() => distDirs('curation'), /name=folder/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
