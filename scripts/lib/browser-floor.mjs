// What the oldest supported browsers (.browserslistrc: Chrome 92, Safari/iOS 15, Samsung Internet 16, Firefox 90)
// cannot run, looked for in built chunks: syntax they cannot parse (one such token and the whole chunk fails to
// load), and calls to APIs they lack made without a guard (a TypeError when that code runs). Findings are mapped
// back to their source file through the chunk's source map. docs/architecture.md "Supported browsers".
import fs from 'node:fs';
import { Parser } from 'acorn';

/** The floor's minimum versions, as .browserslistrc names them; the test holds the file to these. */
export const FLOOR = {
  chrome: 92,
  and_chr: 92,
  edge: 92,
  firefox: 90,
  safari: 15,
  ios_saf: 15,
  samsung: 16,
  opera: 78,
};

/**
 * ES2022 is the newest edition the floor parses, less two of its parts Safari 15 lacks (below). Acorn at 2022
 * rejects everything newer (the RegExp `v` flag, import attributes, …).
 */
export const ECMA_VERSION = 2022;

/**
 * APIs newer than the floor, each with the first versions that have it. A use counts when the code calls it or
 * reads through it (`x.at(…)`, `new X()`, `cookieStore.get`); reading the property alone is how a guard looks.
 * `object` narrows a generic name to its owner (`Object.hasOwn`, `URL.canParse`).
 */
export const NEWER_APIS = [
  { name: 'at', since: 'Chrome 92, Safari 15.4' },
  { name: 'hasOwn', object: 'Object', since: 'Chrome 93, Safari 15.4' },
  { name: 'structuredClone', since: 'Chrome 98, Safari 15.4' },
  { name: 'findLast', since: 'Chrome 97, Safari 15.4' },
  { name: 'findLastIndex', since: 'Chrome 97, Safari 15.4' },
  { name: 'toSorted', since: 'Chrome 110, Safari 16' },
  { name: 'toReversed', since: 'Chrome 110, Safari 16' },
  { name: 'toSpliced', since: 'Chrome 110, Safari 16' },
  { name: 'withResolvers', since: 'Chrome 119, Safari 17.4' },
  { name: 'groupBy', since: 'Chrome 117, Safari 17.4' },
  { name: 'fromAsync', since: 'Chrome 121, Safari 16.4' },
  { name: 'isWellFormed', since: 'Chrome 111, Safari 16.4' },
  { name: 'toWellFormed', since: 'Chrome 111, Safari 16.4' },
  { name: 'requestIdleCallback', since: 'Chrome 47, no Safari' },
  { name: 'cancelIdleCallback', since: 'Chrome 47, no Safari' },
  { name: 'cookieStore', since: 'Chrome 87, Safari 18.4' },
  { name: 'randomUUID', since: 'Chrome 92, Safari 15.4' },
  { name: 'showModal', since: 'Chrome 37, Safari 15.4 (<dialog>)' },
  { name: 'canParse', object: 'URL', since: 'Chrome 120, Safari 17' },
  { name: 'timeout', object: 'AbortSignal', since: 'Chrome 103, Safari 16' },
  { name: 'any', object: 'AbortSignal', since: 'Chrome 116, Safari 17.4' },
  { name: 'throwIfAborted', since: 'Chrome 100, Safari 15.4' },
  { name: 'startViewTransition', since: 'Chrome 111, Safari 18' },
  { name: 'checkVisibility', since: 'Chrome 105, Safari 17.4' },
  { name: 'showPopover', since: 'Chrome 114, Safari 17' },
  { name: 'supportedValuesOf', object: 'Intl', since: 'Chrome 99, Safari 15.4' },
];

/**
 * Unguarded uses that cannot run on the floor's browsers, each with why (a library's own code, matched by the
 * package its source file is in). Anything else found fails the check: guard it, or use something older.
 */
export const KNOWN_UNGUARDED = [
  {
    name: 'at',
    source: /node_modules\/web-vitals\//,
    why:
      'web-vitals (in @sentry/react, loaded only with a DSN, after first paint) calls it on layout-shift and ' +
      'event-timing entries, which only Chromium reports, and Chrome 92 (the floor) has it',
  },
  {
    name: 'startViewTransition',
    source: /node_modules\/react-router\//,
    why: 'React Router calls it only for a link or navigate() given `viewTransition`, which no app passes',
  },
  {
    name: 'startViewTransition',
    source: /node_modules\/react-dom\//,
    why: 'React DOM calls it only for a <ViewTransition> (not in our React), inside a try',
  },
];

/** Acorn with a parser of its own: the two parts of ES2022 Safari 15 cannot parse fail like any other syntax. */
const FloorParser = Parser.extend(
  (Base) =>
    class extends Base {
      parseClassStaticBlock(node) {
        this.raise(node.start, 'class static block (Chrome 94, Safari 16.4)');
      }
    },
);

const LOOKBEHIND = /\(\?<[=!]/;

/** Visits every node of an ESTree (acorn's), with its parent chain. */
function walk(node, visit, parents = []) {
  if (!node || typeof node.type !== 'string') return;
  visit(node, parents);
  parents.push(node);
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const child of value) walk(child, visit, parents);
    else if (value && typeof value === 'object' && typeof value.type === 'string')
      walk(value, visit, parents);
  }
  parents.pop();
}

const propertyName = (member) =>
  !member.computed && member.property.type === 'Identifier'
    ? member.property.name
    : member.computed && member.property.type === 'Literal' && typeof member.property.value === 'string'
      ? member.property.value
      : null;

/**
 * Whether `node` (an API reference) runs only after code has checked for it: in a branch of an `if` or `?:`, or
 * right of `&&`/`||`, whose test names the API (`typeof x.api`, `'api' in x`, `x.api ? …`), or as an optional
 * call (`x.api?.()`).
 */
function guarded(node, parents, source, name) {
  let child = node;
  for (let i = parents.length - 1; i >= 0; i--) {
    const p = parents[i];
    if (p.type === 'UnaryExpression' && p.operator === 'typeof') return true;
    if (p.type === 'CallExpression' && p.callee === child && p.optional) return true;
    if (
      (p.type === 'IfStatement' || p.type === 'ConditionalExpression') &&
      child !== p.test &&
      source.slice(p.test.start, p.test.end).includes(name)
    )
      return true;
    if (
      p.type === 'LogicalExpression' &&
      child === p.right &&
      source.slice(p.left.start, p.left.end).includes(name)
    )
      return true;
    child = p;
  }
  return false;
}

/** Whether the reference is called, constructed or read through (a missing API then throws). */
function used(node, parent) {
  if (!parent) return false;
  if ((parent.type === 'CallExpression' || parent.type === 'NewExpression') && parent.callee === node)
    return true;
  return parent.type === 'MemberExpression' && parent.object === node && !parent.optional;
}

/**
 * Syntax above the floor and unguarded newer APIs in one chunk's source. Each finding is `{ pos, what }`, `pos` its
 * offset in the source.
 */
export function scanChunk(source) {
  let ast;
  try {
    ast = FloorParser.parse(source, { ecmaVersion: ECMA_VERSION, sourceType: 'script', allowHashBang: true });
  } catch (e) {
    return [{ pos: e.pos ?? 0, what: `syntax above the floor: ${e.message.replace(/ \(\d+:\d+\)$/, '')}` }];
  }
  const findings = [];
  walk(ast, (node, parents) => {
    const parent = parents.at(-1);
    if (node.type === 'Literal' && node.regex && LOOKBEHIND.test(node.regex.pattern))
      findings.push({ pos: node.start, what: 'RegExp lookbehind (Safari 16.4)' });
    if (
      (node.type === 'NewExpression' || node.type === 'CallExpression') &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'RegExp' &&
      node.arguments[0]?.type === 'Literal' &&
      LOOKBEHIND.test(String(node.arguments[0].value))
    )
      findings.push({ pos: node.start, what: 'RegExp lookbehind (Safari 16.4)' });

    let name = null;
    let object = null;
    if (node.type === 'MemberExpression') {
      name = propertyName(node);
      object = node.object.type === 'Identifier' ? node.object.name : null;
    } else if (node.type === 'Identifier') {
      const isKey =
        (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) ||
        (parent?.type === 'Property' && parent.key === node && !parent.computed);
      if (!isKey) name = node.name;
    }
    if (!name) return;
    const api = NEWER_APIS.find(
      (a) =>
        a.name === name && (a.object ? a.object === object : node.type === 'MemberExpression' || !a.object),
    );
    if (!api || (node.type === 'Identifier' && api.object)) return;
    // A bare identifier is a global only when it names a global API (not `at`, a minified local).
    if (node.type === 'Identifier' && ['at', 'any', 'timeout', 'groupBy'].includes(name)) return;
    if (!used(node, parent) || guarded(node, parents, source, name)) return;
    findings.push({
      pos: node.start,
      what: `${api.object ? `${api.object}.` : ''}${name} (${api.since})`,
      name,
    });
  });
  return findings;
}

// --- source maps: generated offset → original file -------------------------------------------------------------

const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

function decodeVlq(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = B64[c];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** A lookup from a generated offset to the source file the map names for it (null where it names none). */
export function sourceLookup(source, map) {
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lines = map.mappings.split(';').map((line) => line);
  const decoded = new Map();
  const segmentsOf = (lineIndex) => {
    if (decoded.has(lineIndex)) return decoded.get(lineIndex);
    // Source indexes are relative across lines: decode every line up to this one once.
    let sourceIndex = 0;
    for (let l = 0; l <= lineIndex; l++) {
      if (decoded.has(l)) {
        sourceIndex = decoded.get(l).endSource;
        continue;
      }
      let column = 0;
      const segments = [];
      for (const raw of (lines[l] ?? '').split(',')) {
        if (!raw) continue;
        const [dc, ds] = decodeVlq(raw);
        column += dc;
        if (ds !== undefined) sourceIndex += ds;
        segments.push({ column, source: ds === undefined ? null : sourceIndex });
      }
      segments.endSource = sourceIndex;
      decoded.set(l, segments);
    }
    return decoded.get(lineIndex);
  };
  return (pos) => {
    let line = lineStarts.length - 1;
    while (lineStarts[line] > pos) line--;
    const column = pos - lineStarts[line];
    let found = null;
    for (const s of segmentsOf(line)) {
      if (s.column > column) break;
      if (s.source !== null) found = map.sources[s.source];
    }
    return found;
  };
}

/** Findings of one built chunk, each with the source file it comes from and, for a known use, why it is allowed. */
export function checkChunkFile(file) {
  const source = fs.readFileSync(file, 'utf8');
  const findings = scanChunk(source);
  if (!findings.length) return [];
  const mapFile = `${file}.map`;
  const lookup = fs.existsSync(mapFile)
    ? sourceLookup(source, JSON.parse(fs.readFileSync(mapFile, 'utf8')))
    : () => null;
  return findings.map((f) => {
    const from = lookup(f.pos) ?? '(no source map)';
    const known = KNOWN_UNGUARDED.find((k) => k.name === f.name && k.source.test(from));
    return { ...f, from, known: known?.why ?? null };
  });
}

// --- CSS: what the floor drops ------------------------------------------------------------------------------------

/** Values the floor's browsers do not know (they drop the whole declaration): dvh/svh/lvh (Safari 15.4), color-mix(). */
const DROPPED = /\d[dsl]vh\b|color-mix\(/;

/**
 * Declarations with a value the floor drops and no earlier declaration of the same property in their rule to fall
 * back on (`height: 100vh; height: 100dvh`). Reads built (minified) CSS as well as source.
 */
export function cssWithoutFallback(css) {
  const found = [];
  for (const m of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\{([^{}]*)\}/g)) {
    const declarations = m[1]
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean);
    declarations.forEach((d, i) => {
      if (!DROPPED.test(d)) return;
      const property = `${d.slice(0, d.indexOf(':')).trim()}:`;
      const fallback = declarations.slice(0, i).some((e) => e.startsWith(property) && !DROPPED.test(e));
      if (!fallback) found.push(d.replace(/\s+/g, ' '));
    });
  }
  return found;
}
