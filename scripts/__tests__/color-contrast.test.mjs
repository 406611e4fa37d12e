// The app follows the phone's light/dark setting (prefers-color-scheme). Both palettes live in
// shared/src/styles/global.css: the light one in :root, the dark one as the tokens that differ under
// @media (prefers-color-scheme: dark). This checks that every text/background pair the app draws
// reads in both (WCAG 1.4.3: 4.5:1; 1.4.11: 3:1 for focus rings, for graphics that carry a state: a liked heart,
// a dot, a switch's knob, a rating's stars; for a field's edge, which shows where to type, and for a control's edge,
// which shows an unselected chip, an outlined button or a switch that is off), and that no style
// sheet paints a colour of its own that would stay
// light in dark mode: a literal colour is either in ALLOWED with its reason, or the same rule is given a
// dark value under prefers-color-scheme: dark in that file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { APP_SOURCES } from '../lib/app-sources.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const GLOBAL_CSS = 'shared/src/styles/global.css';

/** Our apps' sources (the demo mall in mf-shopping/mall-demo stands in for another site: not ours). */
const FOLDERS = APP_SOURCES;

/** Text on background pairs drawn in separate rules (the pairs declared in one rule are found below). */
const TEXT_PAIRS = [
  // Every text colour on the three surfaces a screen is made of.
  ...[
    'text',
    'text-secondary',
    'text-tertiary',
    'brand',
    'brand-strong',
    'danger',
    'info',
    'success',
    'warning',
  ].flatMap((fg) => ['surface', 'bg', 'surface-muted'].map((bg) => [fg, bg])),
  // Captions on tinted cards and chips.
  ['text-tertiary', 'brand-soft'],
  ['text-secondary', 'brand-soft'],
  ['text', 'brand-soft'],
  // Toasts: .toast sets the text, .success / .error the background.
  ['on-brand', 'toast-success'],
  ['on-brand', 'danger'],
  // Buttons: the primary button's pressed state keeps its text.
  ['on-brand', 'brand-strong'],
];

/**
 * Non-text contrast (WCAG 1.4.11, 3:1): the focus outline against what it is drawn on, and the graphics that carry a
 * state against theirs: the liked heart (a post, a comment's post, a favourite shop), the accent dots (a day with
 * a visit in the calendar on a plain or an open day, a time the pet is already booked for on its tinted chip), the
 * rating stars (filled or outlined, a review's and the review form's), a field's edge and a control's edge (an
 * unselected chip's, an outlined button's, a switch's track when off), on the page.
 */
const UI_PAIRS = [
  ['focus', 'surface'],
  ['focus', 'bg'],
  ['focus', 'surface-muted'],
  ['accent', 'surface'],
  ['accent', 'bg'],
  ['accent', 'surface-muted'],
  ['accent', 'brand-soft'],
  ['accent', 'warning-soft'],
  ['star', 'surface'],
  ['star', 'bg'],
  ['star', 'surface-muted'],
  ['border-input', 'surface'],
  ['border-input', 'bg'],
  ['border-input', 'surface-muted'],
  ['border-strong', 'surface'],
  ['border-strong', 'bg'],
  ['border-strong', 'surface-muted'],
];

/** What a graphic or a field drawn straight on the page (no background of its own) is drawn on. */
const PAGE = ['surface', 'bg'];

/**
 * Graphics that carry a state, drawn in one rule over a background drawn in another (`bg`) or on the page (`on`):
 * each side is the rule's `background` token (or `border`'s or `color`'s, when the entry says so), read from the
 * first of its selectors the file has (the more particular rule first), in light and, where the file sets it again
 * under prefers-color-scheme: dark, in dark. Held to 3:1.
 */
const GRAPHIC_PAIRS = [
  {
    file: 'mf-shops/src/components/stars.module.css',
    what: "a review's stars, filled and outlined (a shop's reviews, 내 리뷰)",
    fg: ['.stars'],
    fgProperty: 'color',
    on: PAGE,
  },
  {
    file: 'mf-shops/src/features/review/components/review.module.css',
    what: "the review form's stars, chosen and not",
    fg: ['.pickerStar'],
    fgProperty: 'color',
    on: PAGE,
  },
  {
    file: 'mf-curation/src/features/curation/components/content.module.css',
    what: "an editor's review's stars",
    fg: ['.stars'],
    fgProperty: 'color',
    on: PAGE,
  },
  {
    file: 'mf-curation/src/features/home/components/rows.module.css',
    what: "the star on an editor's review's card",
    fg: ['.star'],
    fgProperty: 'color',
    on: PAGE,
  },
  {
    file: 'shared/src/ui/tabs/tabs.module.css',
    what: "the chosen tab's underline",
    fg: ['.selected'],
    fgProperty: 'border-bottom',
    bg: ['.list'],
  },
  {
    file: 'shared/src/ui/switch-row/switch-row.module.css',
    what: "a switch's knob on its track, off",
    fg: ['.switch::after'],
    bg: ['.switch::before'],
  },
  {
    file: 'shared/src/ui/switch-row/switch-row.module.css',
    what: "a switch's knob on its track, on",
    fg: [".switch[aria-checked='true']::after", '.switch::after'],
    bg: [".switch[aria-checked='true']::before", '.switch::before'],
  },
  {
    file: 'mf-shops/src/features/booking/components/booking-calendar.module.css',
    what: "a visit's dot on an open day",
    fg: ['.visit::after'],
    bg: ['.open :global(.rdp-day_button)'],
  },
  {
    file: 'mf-shops/src/features/booking/components/booking-calendar.module.css',
    what: "a visit's dot on the chosen day",
    fg: ['.calendar .visit:global(.rdp-selected)::after', '.visit::after'],
    bg: ['.calendar :global(.rdp-selected .rdp-day_button)'],
  },
  {
    file: 'mf-shops/src/features/booking/components/booking-calendar.module.css',
    what: "a visit's dot inside a chosen range",
    fg: [
      '.calendar .visit:global(.rdp-range_middle)::after',
      '.calendar .visit:global(.rdp-selected)::after',
      '.visit::after',
    ],
    bg: ['.calendar :global(.rdp-range_middle .rdp-day_button)'],
  },
  {
    file: 'mf-shops/src/features/booking/components/booking.module.css',
    what: 'the dot on a time the pet is already booked for',
    fg: ['.slotDot'],
    bg: ['button.slotPetBooked:disabled'],
  },
];

/**
 * A field's edge is all that shows where to type or choose (WCAG 1.4.11: 3:1 for what identifies a component): each
 * field's rule draws its border in a token that reaches 3:1 on the field's own background and on the page. `field`
 * names the element's class when a wrapper draws the edge (the text field's box around its input). Every field the
 * screens draw with a class of their own must be here (the next test finds them in the sources).
 */
const FIELD_EDGES = [
  { file: 'shared/src/ui/text-field/text-field.module.css', selector: '.control', field: '.input' },
  { file: 'shared/src/ui/select/select.module.css', selector: '.select' },
  { file: 'shared/src/ui/textarea/textarea.module.css', selector: '.textarea' },
  { file: 'mf-chatting/src/features/room/components/room.module.css', selector: '.input' },
  { file: 'mf-chatting/src/features/room/components/room.module.css', selector: '.editInput' },
  { file: 'mf-chatting/src/features/prepare/components/prepare.module.css', selector: '.textarea' },
  { file: 'mf-community/src/features/post/components/post.module.css', selector: '.input' },
  { file: 'mf-community/src/features/editor/components/edit.module.css', selector: '.textarea' },
  { file: 'mf-community/src/features/editor/components/edit.module.css', selector: '.filter' },
  // Not a box to type in, but its edge is what shows where to choose the breed, as a select's does.
  { file: 'mf-community/src/features/editor/components/edit.module.css', selector: '.breedButton' },
  { file: 'mf-community/src/features/search/components/search.module.css', selector: '.input' },
  { file: 'mf-mypage/src/features/setting/components/setting.module.css', selector: '.detail textarea' },
  { file: 'mf-shops/src/components/search-filters.module.css', selector: '.sort select' },
  { file: 'mf-shops/src/features/booking/components/booking.module.css', selector: '.memo' },
];

/**
 * A control's edge is what shows it as something to tap when it is not chosen (WCAG 1.4.11: 3:1 for what identifies a
 * component): an unselected chip, an outlined button, a switch's track when off, an unticked box. Held as a field's
 * edge is: 3:1 on the control's own background and on the page, in both palettes.
 */
const CONTROL_EDGES = [
  { file: 'shared/src/ui/chip/chip.module.css', selector: '.chip' },
  { file: 'shared/src/ui/switch-row/switch-row.module.css', selector: '.switch::before' },
  { file: 'shared/src/ui/checkbox/checkbox.module.css', selector: '.box' },
  { file: 'shared/src/ui/button/button.module.css', selector: '.tertiary' },
  // The photo picker's buttons (앨범에서 선택, 카메라로 촬영, and a photo's 삭제 and 다시 시도).
  { file: 'shared/src/ui/photo-picker/photo-picker.module.css', selector: '.action' },
  { file: 'shared/src/ui/photo-picker/photo-picker.module.css', selector: '.small' },
  // 매장 찾기's 지역 and 편의시설 (each opens a sheet), 홈's 매장 바꾸기 pill, 내 매장's 해제, 온라인 예약's 매장 검색 and
  // an 알림장's shared link.
  { file: 'mf-shops/src/components/search-filters.module.css', selector: '.select' },
  { file: 'mf-shops/src/features/discovery/components/home.module.css', selector: '.switch' },
  { file: 'mf-shops/src/features/discovery/components/my-shops.module.css', selector: '.unlink' },
  { file: 'mf-shops/src/features/booking/components/online-shops.module.css', selector: '.searchEntry' },
  { file: 'mf-shops/src/features/alim-paper/components/alim-paper.module.css', selector: '.linkField' },
  // 예약 요청's 결제 방법 and the pass purchase's coupon choices (unchosen: the edge is all there is), and the chat
  // room's 재전송 / 삭제 pills and its 최신 메시지로 button.
  { file: 'mf-shops/src/features/booking/components/booking.module.css', selector: '.payChoice' },
  { file: 'mf-shops/src/features/money/components/money.module.css', selector: '.option' },
  { file: 'mf-chatting/src/features/room/components/room.module.css', selector: '.failedActions button' },
  { file: 'mf-chatting/src/features/room/components/room.module.css', selector: '.toLatest' },
  // 커뮤니티's sort pills (최신순, 인기순): the one not chosen.
  { file: 'mf-community/src/features/feed/components/feed.module.css', selector: '.sort' },
];

/** Pairs WCAG does not hold to a ratio. */
const EXEMPT_PAIRS = [
  {
    pair: ['disabled-text', 'disabled-bg'],
    why: 'a disabled control (WCAG 1.4.3 exempts inactive components)',
  },
];

/** Literal colours that stay the same in both themes, by file and value. An entry nothing matches fails. */
const ALLOWED = [
  {
    file: 'shell/src/features/auth/components/sns-buttons.module.css',
    values: ['#fee500', 'rgba(0, 0, 0, 0.85)'],
    why: "Kakao's login button: Kakao yellow with 85% black text in every theme (Kakao's design guide)",
  },
  {
    file: 'mf-community/src/components/post-card.module.css',
    values: ['#fff'],
    why: 'the "+n" count on a photo, over --color-overlay: the photo is not themed',
  },
  {
    file: 'mf-curation/src/components/content-card/content-card.module.css',
    values: ['rgba(0, 0, 0, 0.6)', '#fff'],
    why: 'a label on a photo: the photo is not themed',
  },
  {
    file: 'mf-curation/src/components/article-blocks/article-blocks.module.css',
    values: ['#111', '#fff', 'rgba(0, 0, 0, 0.55)'],
    why: "a video's black frame and the play button over its poster, as video players are in every theme",
  },
  {
    file: 'mf-curation/src/features/ai-profile/components/ai-profile.module.css',
    values: ['rgba(0, 0, 0, 0.6)', '#fff'],
    why: 'a label on a photo: the photo is not themed',
  },
  {
    file: 'mf-curation/src/features/events/components/events.module.css',
    values: ['rgba(0, 0, 0, 0.62)', '#fff'],
    why: 'a label on a photo: the photo is not themed',
  },
  {
    file: 'mf-curation/src/features/home/components/home.module.css',
    values: ['rgba(0, 0, 0, 0.6)', '#fff'],
    why: 'a label on a photo: the photo is not themed',
  },
  {
    file: 'mf-shops/src/features/album/components/album.module.css',
    values: ['rgba(0, 0, 0, 0.6)', '#fff'],
    why: 'labels on photos (the count on an album cover): light on a dark scrim, in every theme, as on every photo',
  },
  {
    file: 'mf-shops/src/features/booking/components/product-image-screen.module.css',
    values: ['#000', '#fff', 'rgba(255, 255, 255, 0.15)'],
    why: 'the black photo viewer: dark in every theme, like every photo viewer',
  },
  {
    file: 'shared/src/ui/image-viewer/image-viewer.module.css',
    values: ['#000', '#fff', 'rgba(255, 255, 255, 0.12)', 'rgba(0, 0, 0, 0.45)', 'rgba(0, 0, 0, 0.5)'],
    why: 'the black photo viewer: dark in every theme, like every photo viewer',
  },
  {
    file: 'mf-shops/src/features/consent/components/consent.module.css',
    values: ['#fff'],
    why: 'the signature pad is paper: dark ink on white, as the stored signature image is in every theme',
  },
  {
    file: 'shared/src/text/linked-text.module.css',
    values: ['rgb(128 128 128 / 20%)'],
    why: "a pressed link's tint where color-mix() is missing: mid grey at 20% shows on light and dark alike",
  },
  {
    file: 'shared/src/ui/switch-row/switch-row.module.css',
    values: ['rgba(0, 0, 0, 0.2)'],
    why: "the switch knob's own shadow: it lifts the knob in light and is harmless on dark",
  },
];

// ---- colours ----

/** [r, g, b] (0-255) of #rgb / #rrggbb; null for anything else (rgba() tokens are not text colours). */
function rgbOf(value) {
  const hex = value.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (!hex) return null;
  const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

/** WCAG 2.x contrast ratio of two opaque colours. */
function contrast(a, b) {
  const lum = (rgb) => {
    const [r, g, bl] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** A style sheet without its comments, line breaks kept so a line number still points at the source. */
const uncomment = (css) => css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));

/** The custom properties declared in a block's body. */
function tokensOf(body) {
  return Object.fromEntries([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

/** The light palette (the first :root) and the dark one (light with the dark block's tokens over it). */
function palettes(css) {
  const text = uncomment(css);
  const light = text.match(/^:root\s*\{([^}]*)\}/m);
  const dark = text.match(/@media\s*\(prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{([^}]*)\}/);
  const lightTokens = light ? tokensOf(light[1]) : {};
  const darkOnly = dark ? tokensOf(dark[1]) : {};
  return { light: lightTokens, darkOnly, dark: { ...lightTokens, ...darkOnly } };
}

// ---- style sheets ----

function files(dir, ext) {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .filter((f) => ext.some((e) => f.endsWith(e)) && !f.split(path.sep).includes('node_modules'))
    .filter((f) => !/\.(test|spec)\.[jt]sx?$/.test(f))
    .map((f) => path.join(dir, f).split(path.sep).join('/'));
}

const NAMED = 'white|black|gray|grey|silver|red|green|blue|yellow|orange|navy|maroon';
const LITERAL = new RegExp(
  `#[0-9a-f]{3,8}\\b|(?:rgba?|hsla?)\\([^)]*\\)|(?<![\\w-])(?:${NAMED})(?![\\w-])`,
  'gi',
);

/**
 * Every colour-bearing declaration of a style sheet (not white-space: nowrap): { selector, property,
 * value, line, dark }, where dark says it is declared under @media (prefers-color-scheme: dark). Rules
 * are read with the @media blocks around them.
 */
function colourDeclarations(css) {
  const text = uncomment(css);
  const found = [];
  const stack = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      stack.push(text.slice(start, i).trim());
      start = i + 1;
    } else if (text[i] === '}') {
      const selector = stack.at(-1) ?? '';
      if (!selector.startsWith('@')) {
        const dark = stack.some((s) => /^@media[^{]*prefers-color-scheme:\s*dark/.test(s));
        for (const d of text.slice(start, i).matchAll(/([\w-]+)\s*:\s*([^;]+)/g)) {
          if (!/color|background|border|outline|shadow|fill|stroke|caret|^accent/.test(d[1])) continue;
          const at = start + d.index + d[0].indexOf(d[2]);
          found.push({ selector: selector.replace(/\s+/g, ' '), property: d[1], value: d[2], at, dark });
        }
      }
      stack.pop();
      start = i + 1;
    }
  }
  return { text, found };
}

/**
 * Every literal colour in a style sheet: { selector, property, value, line, dark }. A token's fallback
 * (var(--color-x, #fff)) counts too: it is what paints when the token is missing.
 */
function literalColours(css) {
  const { text, found } = colourDeclarations(css);
  return found.flatMap((d) =>
    [...d.value.matchAll(LITERAL)].map((v) => ({
      selector: d.selector,
      property: d.property,
      value: v[0],
      line: text.slice(0, d.at + v.index).split('\n').length,
      dark: d.dark,
    })),
  );
}

/** "selector property" of every colour declaration under prefers-color-scheme: dark. */
function darkCounterparts(css) {
  return new Set(
    colourDeclarations(css)
      .found.filter((d) => d.dark)
      .map((d) => `${d.selector} ${d.property}`),
  );
}

const cssFiles = FOLDERS.flatMap((f) => files(f, ['.css'])).filter((f) => f !== GLOBAL_CSS);
const globalCss = fs.readFileSync(path.join(root, GLOBAL_CSS), 'utf8');
const { light, dark, darkOnly } = palettes(globalCss);

/** Text/background token pairs declared together in one rule of any style sheet. */
function pairsInRules() {
  const pairs = new Map();
  for (const file of cssFiles) {
    const css = uncomment(fs.readFileSync(path.join(root, file), 'utf8'));
    for (const m of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const fg = m[2].match(/(?<![\w-])color\s*:\s*var\(--color-([\w-]+)\s*\)/);
      const bg = m[2].match(/(?<![\w-])background(?:-color)?\s*:\s*var\(--color-([\w-]+)\s*\)/);
      if (fg && bg) pairs.set(`${fg[1]} on ${bg[1]}`, `${file} ${m[1].trim().split('\n').at(-1)}`);
    }
  }
  return pairs;
}

/**
 * The colour token a rule gives `property` (background, border) by one of its selectors, as written, in each palette: { light, dark }, each a token name
 * without `--color-`; a rule the file sets again under prefers-color-scheme: dark gives that one in dark.
 * Null when the file has no such rule.
 */
function colourOf(css, selectors, property = 'background') {
  const decls = colourDeclarations(css).found.filter((d) =>
    new RegExp(`^${property}(-color)?$`).test(d.property),
  );
  const token = (d) => d?.value.match(/var\(--color-([\w-]+)\)/)?.[1] ?? `not a token: ${d?.value}`;
  // A rule for a list of selectors (a, b { … }) counts for each of them.
  const names = (d) => d.selector.split(',').map((x) => x.trim());
  const find = (selector, inDark) => decls.find((d) => names(d).includes(selector) && d.dark === inDark);
  // The first selector that sets it wins (the list goes from the most particular rule); in dark, a selector's
  // dark rule before its light one.
  const first = (inDark) =>
    selectors.map((sel) => (inDark && find(sel, true)) || find(sel, false)).find(Boolean);
  const [l, d] = [first(false), first(true)];
  return l
    ? { light: token(l), dark: token(d), selector: selectors.find((sel) => names(l).includes(sel)) }
    : null;
}

// ---- tests ----

test('the rules read what they are meant to', () => {
  assert.equal(contrast([0, 0, 0], [255, 255, 255]).toFixed(1), '21.0');
  assert.equal(contrast(rgbOf('#767676'), rgbOf('#fff')).toFixed(2), '4.54');
  const { light: l, dark: d } = palettes(
    ':root {\n  --color-a: #111;\n  --color-b: #fff;\n}\n@media (prefers-color-scheme: dark) {\n  :root {\n    --color-a: #eee;\n  }\n}',
  );
  assert.deepEqual([l['--color-a'], d['--color-a'], d['--color-b']], ['#111', '#eee', '#fff']);
  const found = literalColours(
    '.a {\n  color: #333;\n  white-space: nowrap;\n}\n.b { color: var(--color-x, #e5484d); background: white; }\n' +
      '@media (prefers-color-scheme: dark) {\n  .a { color: rgb(200 200 200); }\n}',
  );
  assert.deepEqual(
    found.map(({ selector, property, value, line, dark: inDark }) => [
      selector,
      property,
      value,
      line,
      inDark,
    ]),
    [
      ['.a', 'color', '#333', 2, false],
      ['.b', 'color', '#e5484d', 5, false],
      ['.b', 'background', 'white', 5, false],
      ['.a', 'color', 'rgb(200 200 200)', 7, true],
    ],
  );
});

test('the app follows the system theme: :root says light dark and the dark palette is there', () => {
  const rootRule = uncomment(globalCss).match(/^:root\s*\{([^}]*)\}/m)[1];
  assert.match(rootRule, /color-scheme:\s*light dark;/);
  assert.ok(Object.keys(darkOnly).length > 20, 'no dark palette under @media (prefers-color-scheme: dark)');
  // Tight: every dark token exists in light, and none repeats its light value (global.css is on every first load).
  for (const [name, value] of Object.entries(darkOnly)) {
    assert.ok(name in light, `${name} is only in the dark palette`);
    assert.notEqual(value, light[name], `${name} repeats its light value in the dark palette`);
  }
  // Every colour token that is a plain colour in light has a dark value (else it would stay light).
  const missing = Object.keys(light).filter((n) => n.startsWith('--color-') && !(n in darkOnly));
  assert.deepEqual(missing, [], 'colour tokens without a dark value');
});

test('every --color-* token the apps use is defined', () => {
  const used = [];
  for (const file of FOLDERS.flatMap((f) => files(f, ['.css', '.tsx', '.ts'])))
    for (const m of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/var\((--color-[\w-]+)/g))
      if (!(m[1] in light)) used.push(`${file}: ${m[1]} is not a token of ${GLOBAL_CSS}`);
  assert.deepEqual(used, []);
});

test('text reads on its background in both palettes (4.5:1), focus rings and state graphics at 3:1', () => {
  const found = pairsInRules();
  assert.ok(
    found.size > 10,
    `found only ${found.size} text/background pairs in rules: is the scan still right?`,
  );
  const exempt = (fg, bg) => EXEMPT_PAIRS.some((e) => e.pair[0] === fg && e.pair[1] === bg);
  const checks = [
    ...TEXT_PAIRS.map(([fg, bg]) => ({ fg, bg, min: 4.5, where: 'TEXT_PAIRS' })),
    ...[...found].map(([pair, where]) => {
      const [fg, bg] = pair.split(' on ');
      return { fg, bg, min: 4.5, where };
    }),
    ...UI_PAIRS.map(([fg, bg]) => ({ fg, bg, min: 3, where: 'UI_PAIRS' })),
  ].filter(({ fg, bg }) => !exempt(fg, bg));
  const failures = [];
  for (const [name, palette] of [
    ['light', light],
    ['dark', dark],
  ])
    for (const { fg, bg, min, where } of checks) {
      const a = rgbOf(palette[`--color-${fg}`] ?? '');
      const b = rgbOf(palette[`--color-${bg}`] ?? '');
      if (!a || !b) {
        failures.push(`${name}: --color-${fg} on --color-${bg} is not two plain colours (${where})`);
        continue;
      }
      const ratio = contrast(a, b);
      if (ratio < min)
        failures.push(`${name}: --color-${fg} on --color-${bg} is ${ratio.toFixed(2)}:1 < ${min} (${where})`);
    }
  assert.deepEqual(failures, []);
});

test('a graphic that carries a state stands out from what it is drawn on, 3:1 in both palettes', () => {
  const failures = [];
  for (const { file, what, fg, bg, fgProperty, on = [] } of GRAPHIC_PAIRS) {
    if (!fs.existsSync(path.join(root, file))) {
      failures.push(`${file}: ${what}: no such file (is GRAPHIC_PAIRS still right?)`);
      continue;
    }
    const css = fs.readFileSync(path.join(root, file), 'utf8');
    const f = colourOf(css, fg, fgProperty);
    const b = bg && colourOf(css, bg);
    if (!f || (bg && !b)) {
      failures.push(`${file}: ${what}: no rule ${f ? bg[0] : fg[0]} (is GRAPHIC_PAIRS still right?)`);
      continue;
    }
    // The backgrounds: the rule's, or the page's tokens the entry names.
    const under = [...(b ? [b] : []), ...on.map((t) => ({ light: t, dark: t, selector: 'the page' }))];
    for (const [name, palette] of [
      ['light', light],
      ['dark', dark],
    ])
      for (const u of under) {
        const [a, c] = [
          rgbOf(palette[`--color-${f[name]}`] ?? ''),
          rgbOf(palette[`--color-${u[name]}`] ?? ''),
        ];
        const ratio = a && c ? contrast(a, c) : 0;
        if (ratio < 3)
          failures.push(
            `${name}: ${what}: --color-${f[name]} (${f.selector}) on --color-${u[name]} (${u.selector}) is ` +
              `${ratio.toFixed(2)}:1 < 3 (${file})`,
          );
      }
  }
  assert.deepEqual(failures, []);
});

test("a field's or a control's edge shows it: 3:1 on its own background and on the page, in both palettes", () => {
  const failures = [];
  for (const { file, selector } of [...FIELD_EDGES, ...CONTROL_EDGES]) {
    const css = fs.readFileSync(path.join(root, file), 'utf8');
    const edge = colourOf(css, [selector], 'border');
    // Its own background, always: a field left to the browser's colour is grey in dark mode, unlike the others.
    const fill = colourOf(css, [selector]);
    if (!edge || !fill) {
      failures.push(
        `${file} ${selector}: no ${edge ? 'background' : 'border'} (is FIELD_EDGES / CONTROL_EDGES still right?)`,
      );
      continue;
    }
    for (const [name, palette] of [
      ['light', light],
      ['dark', dark],
    ])
      for (const under of new Set([fill[name], ...PAGE])) {
        const [a, c] = [
          rgbOf(palette[`--color-${edge[name]}`] ?? ''),
          rgbOf(palette[`--color-${under}`] ?? ''),
        ];
        const ratio = a && c ? contrast(a, c) : 0;
        if (ratio < 3)
          failures.push(
            `${name}: ${file} ${selector}: its edge --color-${edge[name]} on --color-${under} is ` +
              `${ratio.toFixed(2)}:1 < 3`,
          );
      }
  }
  assert.deepEqual(failures, []);
});

test('every field the screens draw with a class of their own is in FIELD_EDGES', () => {
  const listed = new Set(FIELD_EDGES.map((e) => `${e.file} ${e.field ?? e.selector}`));
  const missing = [];
  let seen = 0;
  for (const file of FOLDERS.flatMap((f) => files(f, ['.tsx']))) {
    const src = fs.readFileSync(path.join(root, file), 'utf8');
    const sheet = src.match(/import styles from '(\.{1,2}\/[^']+\.module\.css)'/)?.[1];
    // An element's attributes run to the next tag; a box for text (not a tick box, a radio, a file or a read-only line).
    for (const m of src.matchAll(/<(input|textarea|select)\b([^<]*)/g)) {
      if (/type="(checkbox|radio|file|hidden|range)"|\breadOnly\b/.test(m[2])) continue;
      const name = m[2].match(/className=\{`?(?:\$\{)?styles\.(\w+)/)?.[1];
      if (!name || !sheet) continue;
      seen++;
      const css = path.posix.join(path.posix.dirname(file), sheet);
      if (!listed.has(`${css} .${name}`))
        missing.push(`${file}: <${m[1]} className={styles.${name}}> (${css})`);
    }
  }
  assert.ok(seen >= 10, `found only ${seen} fields in the sources: is the scan still right?`);
  assert.deepEqual(missing, [], 'fields not in FIELD_EDGES');
});

test('no style sheet paints a literal colour that stays light in dark mode', () => {
  const offenders = [];
  const used = new Set();
  for (const file of cssFiles) {
    const css = fs.readFileSync(path.join(root, file), 'utf8');
    const inDark = darkCounterparts(css);
    for (const c of literalColours(css).filter((x) => !x.dark)) {
      const allowed = ALLOWED.find((a) => a.file === file && a.values.includes(c.value));
      if (allowed) {
        used.add(`${file} ${c.value}`);
        continue;
      }
      if (inDark.has(`${c.selector} ${c.property}`)) continue;
      offenders.push(
        `${file}:${c.line} ${c.selector} { ${c.property}: ${c.value} }: use a --color-* token, or give it a dark ` +
          'value under @media (prefers-color-scheme: dark), or list it in ALLOWED with why it stays',
      );
    }
  }
  assert.deepEqual(offenders, []);
  const stale = ALLOWED.flatMap((a) =>
    a.values.filter((v) => !used.has(`${a.file} ${v}`)).map((v) => `${a.file} ${v}`),
  );
  assert.deepEqual(stale, [], 'allowed but no longer there');
});
