// An owner with vestibular sensitivity sets "reduce motion" on the phone; iOS and Android pass it to the WebView as
// prefers-reduced-motion. Then nothing moves across the screen: no sheet rising, no toast sliding, no shimmer, no
// switch knob gliding, no smooth scroll. One rule does it for every style sheet: global.css, under
// @media (prefers-reduced-motion: reduce), runs every animation once at once, makes every transition instant and
// every CSS smooth scroll a jump. This checks that rule, that no style sheet's motion escapes it (an !important
// beats it), and that a script's scroll, which names its own behaviour and so escapes it, asks scrollBehavior().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { APP_SOURCES } from '../lib/app-sources.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const GLOBAL_CSS = 'shared/src/styles/global.css';
const HELPER = 'mf-shops/src/lib/motion.ts';

/** What the global rule must set on every element and pseudo-element, each !important (a component's rule wins else). */
const GLOBAL_RULE = {
  'animation-duration': /^0(\.0*1)?m?s$/,
  'animation-iteration-count': /^1$/,
  'transition-duration': /^0(\.0*1)?m?s$/,
  'scroll-behavior': /^auto$/,
};

/** Properties whose change moves something on the screen (an opacity or a colour fades in place: fine). */
const MOVES =
  /(?<![\w-])(transform|translate|rotate|scale|top|left|right|bottom|inset|margin[\w-]*|width|height|background-position)(?![\w-])/;

// ---- style sheets ----

const uncomment = (css) => css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));

/**
 * Every declaration of a style sheet with the rules and at-rules around it: { selector, at (the at-rules, outermost
 * first), property, value, important, line }. @keyframes bodies come as their own list: { name, body }.
 */
function parse(css) {
  const text = uncomment(css);
  const declarations = [];
  const keyframes = [];
  const stack = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      stack.push({ head: text.slice(start, i).trim(), open: i + 1 });
      start = i + 1;
    } else if (text[i] === '}') {
      const rule = stack.pop();
      const frames = stack.find((s) => s.head.startsWith('@keyframes'));
      if (rule?.head.startsWith('@keyframes'))
        keyframes.push({ name: rule.head.split(/\s+/)[1], body: text.slice(rule.open, i) });
      else if (rule && !rule.head.startsWith('@') && !frames)
        for (const d of text.slice(start, i).matchAll(/([\w-]+)\s*:\s*([^;]+)/g)) {
          const value = d[2].trim();
          declarations.push({
            selector: rule.head.replace(/\s+/g, ' '),
            at: stack.map((s) => s.head.replace(/\s+/g, ' ')),
            property: d[1],
            value: value.replace(/\s*!important$/, ''),
            important: /!important$/.test(value),
            line: text.slice(0, start + d.index).split('\n').length,
          });
        }
      start = i + 1;
    }
  }
  return { declarations, keyframes };
}

const REDUCE = /^@media[^{]*prefers-reduced-motion:\s*reduce/;

/**
 * The motion a style sheet sets outside a reduce block: { kind, selector, value, line, important, stops } for each
 * animation whose keyframes move something, each transition of a moving property (or of all), and each smooth
 * scroll. `stops`: the sheet's own reduce block sets that selector's animation to none.
 */
function motionOf(css) {
  const { declarations, keyframes } = parse(css);
  const moving = new Set(keyframes.filter((k) => MOVES.test(k.body)).map((k) => k.name));
  const stoppedHere = new Set(
    declarations
      .filter((d) => d.at.some((a) => REDUCE.test(a)) && /^animation(-name)?$/.test(d.property))
      .filter((d) => d.value === 'none')
      .map((d) => d.selector),
  );
  const found = [];
  for (const d of declarations.filter((x) => !x.at.some((a) => REDUCE.test(a)))) {
    const base = { selector: d.selector, value: d.value, line: d.line, important: d.important };
    if (/^animation(-name)?$/.test(d.property) && d.value.split(/[\s,]+/).some((w) => moving.has(w)))
      found.push({ kind: 'animation', ...base, stops: stoppedHere.has(d.selector) });
    else if (/^animation-(duration|iteration-count)$/.test(d.property) && d.important)
      found.push({ kind: 'animation', ...base, stops: false });
    else if (
      /^transition(-property)?$/.test(d.property) &&
      d.value !== 'none' &&
      d.value
        .split(',')
        .some((t) => MOVES.test(t) || /(?<![\w-])all(?![\w-])/.test(t) || !/[a-z]{2,}/i.test(t))
    )
      found.push({ kind: 'transition', ...base, stops: false });
    else if (/^transition-duration$/.test(d.property) && d.important)
      found.push({ kind: 'transition', ...base, stops: false });
    else if (d.property === 'scroll-behavior' && d.value === 'smooth')
      found.push({ kind: 'smooth scroll', ...base, stops: false });
  }
  return found;
}

/** What the global rule sets, by property: { value, important }; {} when there is no such rule. */
function globalRule(css) {
  const everyElement = (s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .sort()
      .join(',') === '*,*::after,*::before';
  return Object.fromEntries(
    parse(css)
      .declarations.filter((d) => d.at.length === 1 && REDUCE.test(d.at[0]) && everyElement(d.selector))
      .map((d) => [d.property, { value: d.value, important: d.important }]),
  );
}

/** The global rule's properties that are missing or would lose to a component's rule: [] when it is whole. */
function globalRuleGaps(css) {
  const rule = globalRule(css);
  return Object.entries(GLOBAL_RULE)
    .filter(
      ([property, ok]) => !rule[property] || !rule[property].important || !ok.test(rule[property].value),
    )
    .map(([property]) => property);
}

/** What the global rule must hold to cover a kind of motion. */
const NEEDS = {
  animation: ['animation-duration', 'animation-iteration-count'],
  transition: ['transition-duration'],
  'smooth scroll': ['scroll-behavior'],
};

function files(dir, ext) {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .filter((f) => ext.some((e) => f.endsWith(e)) && !f.split(path.sep).includes('node_modules'))
    .filter((f) => !f.split(path.sep).includes('__tests__') && !/\.(test|spec)\.[jt]sx?$/.test(f))
    .map((f) => path.join(dir, f).split(path.sep).join('/'));
}

const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const cssFiles = APP_SOURCES.flatMap((dir) => files(dir, ['.css'])).filter((f) => f !== GLOBAL_CSS);
const scripts = APP_SOURCES.flatMap((dir) => files(dir, ['.ts', '.tsx'])).filter((f) => f !== HELPER);

// ---- tests ----

test('the scan finds what moves and leaves fades alone', () => {
  const css = [
    '.a { animation: rise 200ms ease-out; }',
    '.b { animation: fade 1s infinite; transition: opacity 0.2s, color 0.2s; }',
    '.c { transition: transform 0.15s; }',
    '.d { transition: height 0.15s ease-out !important; }',
    '.e { transition: 0.3s; scroll-behavior: smooth; }',
    '@keyframes rise { from { transform: translateY(100%); } }',
    '@keyframes fade { 50% { opacity: 0.35; } }',
    '@media (prefers-reduced-motion: reduce) { .a { animation: none; } }',
  ].join('\n');
  assert.deepEqual(
    motionOf(css).map(({ kind, selector, important, stops }) => [kind, selector, important, stops]),
    [
      ['animation', '.a', false, true],
      ['transition', '.c', false, false],
      ['transition', '.d', true, false],
      ['transition', '.e', false, false],
      ['smooth scroll', '.e', false, false],
    ],
  );
  assert.deepEqual(
    globalRuleGaps(
      '@media (prefers-reduced-motion: reduce) {\n  *,\n  *::before,\n  *::after {\n' +
        '    animation-duration: 0.01ms !important;\n    transition-duration: 0.01ms;\n  }\n}',
    ),
    ['animation-iteration-count', 'transition-duration', 'scroll-behavior'],
  );
});

test('reduce motion: one rule in global.css stops every animation, transition and smooth scroll', () => {
  assert.deepEqual(
    globalRuleGaps(read(GLOBAL_CSS)),
    [],
    `${GLOBAL_CSS} needs, under @media (prefers-reduced-motion: reduce), for *, *::before, *::after: ` +
      'animation-duration: 0.01ms, animation-iteration-count: 1 (a loop would go on at that speed), ' +
      'transition-duration: 0.01ms and scroll-behavior: auto, each !important',
  );
});

test('no style sheet moves anything that the reduce rule does not stop', () => {
  const gaps = globalRuleGaps(read(GLOBAL_CSS));
  const seen = [];
  const escaping = [];
  for (const file of cssFiles)
    for (const m of motionOf(read(file))) {
      seen.push(`${file} ${m.selector}`);
      const covered = !m.important && NEEDS[m.kind].every((p) => !gaps.includes(p));
      if (!covered && !m.stops)
        escaping.push(
          `${file}:${m.line} ${m.selector} { ${m.kind}: ${m.value}${m.important ? ' !important' : ''} }` +
            (m.important
              ? ': !important beats the reduce rule'
              : `: the reduce rule in global.css lacks ${NEEDS[m.kind].filter((p) => gaps.includes(p)).join(', ')}`),
        );
    }
  // The scan still sees the motion there is: the sheet rising, the toast sliding in, the skeleton's shimmer, the
  // switch's knob, the feed's pull, the AI profile's progress bar.
  for (const known of [
    'shared/src/ui/bottom-sheet/bottom-sheet.module.css .sheet',
    'shared/src/ui/toast/toast.module.css .toast',
    'shared/src/ui/skeleton/skeleton.module.css .skeleton',
    'shared/src/ui/switch-row/switch-row.module.css .switch::after',
    'mf-community/src/features/feed/components/feed.module.css .pull',
    'mf-curation/src/features/ai-profile/components/ai-profile.module.css .barFill',
  ])
    assert.ok(seen.includes(known), `the scan no longer finds ${known}: is it still right?`);
  assert.deepEqual(escaping, []);
});

test("a script's scroll or animation asks whether the phone reduces motion", () => {
  const offenders = [];
  for (const file of scripts) {
    const code = read(file);
    const line = (index) => code.slice(0, index).split('\n').length;
    // scrollTo / scrollBy / scrollIntoView name their behaviour, which the CSS rule does not reach.
    for (const m of code.matchAll(/behavior\s*:\s*['"]smooth['"]/g))
      offenders.push(`${file}:${line(m.index)}: a smooth scroll: use { behavior: scrollBehavior() }`);
    // The Web Animations API is not stopped by the CSS rule either.
    for (const m of code.matchAll(/\.animate\(\s*[[{]/g))
      offenders.push(`${file}:${line(m.index)}: element.animate() runs whatever the phone's setting`);
    // dnd-kit's keyboard drag scrolls the moved row into view smoothly unless told otherwise.
    for (const m of code.matchAll(/useSensor\(\s*KeyboardSensor\b[^)]*\)/g))
      if (!/scrollBehavior\s*:\s*scrollBehavior\(\)/.test(m[0]))
        offenders.push(
          `${file}:${line(m.index)}: KeyboardSensor without { scrollBehavior: scrollBehavior() }`,
        );
  }
  assert.deepEqual(offenders, []);
});
