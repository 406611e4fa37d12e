// The memory bench's figures: its options, the growth per round it reports, and its tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatHidden, formatTable, growthPerRound } from '../bench-memory.mjs';
import { parseArgs } from '../lib/bench-session.mjs';

const MB = 1_048_576;
const row = (round, heapMb, nodes, listeners = 400) => ({
  round,
  ms: 5000,
  JSHeapUsedSize: heapMb * MB,
  Nodes: nodes,
  JSEventListeners: listeners,
  Documents: 12,
  Frames: 12,
});

test('a leak shows as the same growth every round, a warm-up as none', () => {
  // Round 0 is the first page; round 1 loads every screen's code and fills the caches.
  const leaking = [row(0, 4, 500), row(1, 8, 560), row(2, 9, 660), row(3, 10, 760), row(4, 11, 860)];
  const g = growthPerRound(leaking);
  assert.equal(g.JSHeapUsedSize.perRound, MB);
  assert.equal(g.Nodes.perRound, 100);
  assert.equal(g.Nodes.first, 500);
  assert.equal(g.Nodes.last, 860);

  const level = [row(0, 4, 500), row(1, 8, 560), row(2, 8, 560), row(3, 8, 560)];
  assert.equal(growthPerRound(level).JSHeapUsedSize.perRound, 0);
  assert.equal(growthPerRound(level).JSEventListeners.perRound, 0);
});

test('with two rounds or fewer the growth is still the slope of what there is', () => {
  assert.equal(growthPerRound([row(0, 4, 500), row(1, 6, 560)]).JSHeapUsedSize.perRound, 2 * MB);
  assert.equal(growthPerRound([row(0, 4, 500)]).JSHeapUsedSize.perRound, 0);
});

test('the table shows every round and the growth per round, signed', () => {
  const rows = [row(0, 4, 500), row(1, 8, 560), row(2, 7.5, 550)];
  const table = formatTable(rows, growthPerRound(rows));
  const lines = table.split('\n');
  assert.equal(lines.length, 2 + rows.length + 1);
  assert.match(lines[2], /^\| 0 \| 4\.00 MB \| 500 \| 400 \| 12 \| 12 \| 5\.0 s \|$/);
  assert.match(lines.at(-1), /^\| per round \| −0\.50 MB \| −10 \| \+0 \| \+0 \| \+0 \|/);
});

test('the hidden table names each screen with what woke it', () => {
  const table = formatHidden([
    { screen: '채팅방 /chatting/2', seconds: 40, timers: 4, frames: 0, requests: 0, socketFramesSent: 2 },
  ]);
  assert.match(table.split('\n')[2], /^\| 채팅방 \/chatting\/2, 40 s \| 4 \| 0 \| 0 \| 2 \|$/);
});

test('options take numbers, flags and folders, and refuse what they do not know', () => {
  const defaults = { rounds: 6, hidden: 80, json: false, shellDir: '' };
  assert.deepEqual(parseArgs(['--rounds', '3', '--json', '--shell-dir', '/tmp/x'], defaults), {
    rounds: 3,
    hidden: 80,
    json: true,
    shellDir: '/tmp/x',
  });
  assert.throws(() => parseArgs(['--round', '3'], defaults), /unknown option --round/);
  assert.throws(() => parseArgs(['--rounds'], defaults), /needs a value/);
  assert.throws(() => parseArgs(['3'], defaults), /unknown argument/);
});
