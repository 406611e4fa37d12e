/**
 * The bad-input sweep (issue 9): every operation of an OpenAPI document is sent malformed requests over real
 * HTTP, without a token, with a forged one, with another role's and with the right role's live token:
 * - path ids that are not numbers, negative, 0, huge, NaN, fractions, emoji, 10,000 characters, path traversal;
 * - integers in paths and queries written other than in plain digits (`0x1`, `1e0`, `+1`, ` 1`, `1.0`, `01`), which
 *   JavaScript reads as 1 (an id that exists): these must answer 400 `VALIDATION_ERROR`, not the object 1;
 * - query values of the wrong type, repeated and bracketed (`k=1&k=2`, `k[]=1`, `k[a]=1`), empty, 10,000
 *   characters, unicode (emoji, right-to-left and zero-width marks, a lone surrogate, NUL), broken encodings;
 * - bodies missing, bad JSON, `null`, arrays, strings, other content types, extra fields, prototype keys, and per
 *   field: missing, huge, fractional, negative, unicode, NUL;
 * - per body field (and one level down), a value of a JSON type the field does not declare (`"1"` for a number or a
 *   boolean, a number for a text, `null` where null is not allowed, one item for a list, a value in a one-item
 *   list): JSON bodies are checked as sent, so these must answer 400 `VALIDATION_ERROR` naming the field;
 * - multipart bodies that are empty, cut off, of the wrong field or not an image.
 * Every answer must be a 2xx, or a 4xx in the JSON envelope `{ resultCode, message, data }` whose resultCode is one
 * the API declares (with the status it declares for it) and whose message is Korean. A 5xx, any other error shape
 * or a dropped connection is a failure. Used by `src/test/__tests__/bad-input-sweep.test.ts` (npm test) and by
 * `pnpm sweep` against any running API.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema; required?: boolean };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: Record<string, unknown>[];
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export interface SweepRequest {
  op: string;
  variant: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /**
   * The one answer this request must get (a lenient integer, a body value of the wrong type: 400 VALIDATION_ERROR,
   * and for a body value, `data.fields` naming that field or an item of it); else any 2xx or declared 4xx.
   */
  expect?: { status: number; resultCode: string; field?: string };
}

export interface SweepFailure {
  op: string;
  variant: string;
  url: string;
  problem: string;
}

/** Live bearer tokens per role; each operation is sent the one its OpenAPI `security` names. */
export interface SweepTokens {
  owner?: string;
  partner?: string;
  editor?: string;
}

export interface SweepOptions {
  baseUrl: string;
  document: OpenApiDocument;
  /** Bearer tokens: an owner's for owner routes, a partner's for partner routes, an editor's for editor routes. */
  ownerToken?: string;
  partnerToken?: string;
  editorToken?: string;
  concurrency?: number;
  /** Operations to leave out (`METHOD /path`), e.g. a stream that never answers JSON. */
  skip?: string[];
  /**
   * The API's declared errors (`ERRORS` of lib/errors.ts): a 4xx must carry one of these codes with its status.
   * Without it, any string resultCode is accepted (a deployed API's table is not known to the CLI).
   */
  errors?: Record<string, readonly [number, string]>;
  /**
   * How a request is sent; by default over HTTP with fetch. Tests may pass Fastify's `inject`, which walks the same
   * router, hooks, parsers and handlers without a socket (Node's own HTTP parser has its own tests).
   */
  transport?: (r: SweepRequest, url: string) => Promise<{ status: number; text: string }>;
}

const overHttp = async (r: SweepRequest, url: string) => {
  const body =
    typeof r.body === 'string' || r.body === undefined
      ? r.body
      : new Blob([r.body as Uint8Array<ArrayBuffer>]);
  const res = await fetch(url, { method: r.method, headers: r.headers, body, redirect: 'manual' });
  return { status: res.status, text: await res.text() };
};

const HUGE = 'ㄱ'.repeat(100_000);
const LONG = 'a'.repeat(10_000);
/** Emoji, a right-to-left override, a zero-width joiner and space, Hangul jamo and a combining mark. */
const UNICODE = '🐶‮‍​가́한글';
/**
 * Odd values for path ids and query values. Every parameter gets the `core` ones and a few of the `more` ones, a
 * different few for each operation and parameter (picked by a hash of their names, so every run sends the same):
 * across the document every value is sent many times, while the sweep stays within a test's time.
 */
const ODD_IDS = {
  core: ['0', '-1', 'NaN', '99999999999999999999', 'abc', LONG, '%ED%A0%80'],
  more: ['1e309', '2147483648', '1.5', '１', UNICODE, '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%00'],
  picked: 2,
};
const ODD_QUERY = {
  core: ['', 'NaN', '99999999999999999999', UNICODE, LONG, '%ED%A0%80'],
  more: [
    'a,b,c',
    '-1',
    'true',
    '{}',
    '1e309',
    ',,,',
    '__proto__',
    '2024-13-01',
    '2024-02-30',
    '../../etc/passwd',
    encodeURIComponent(HUGE.slice(0, 4000)),
    '%E0%A4%A',
    '%00',
  ],
  picked: 2,
};

/**
 * The good value 1 of an integer path or query parameter written as JavaScript (and Ajv's `coerceTypes`) would still
 * read it: each must be refused as the mangled address it is. Within a comma-joined array the items are trimmed by
 * design (`regionSeqs=1, 2`), so the forms with spaces are sent to single values only.
 */
const LENIENT_INTEGERS = {
  core: ['0x1', '1e0'],
  more: ['+1', ' 1', '1 ', '1.0', '01', '0b1', '0o1', '\t1'],
  picked: 2,
};
const LENIENT_EXPECT = { status: 400, resultCode: 'VALIDATION_ERROR' };
const wrongTypeExpect = (field: string) => ({ ...LENIENT_EXPECT, field });

/** FNV-1a of a string: which of the `more` values one parameter of one operation gets. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
function oddValues(set: { core: string[]; more: string[]; picked: number }, key: string) {
  const start = hash(key) % set.more.length;
  const more = Array.from({ length: set.picked }, (_, i) => set.more[(start + i) % set.more.length]);
  return [...set.core, ...more];
}
/** Operations that end the caller's session or account go last, so every other one still runs logged in. */
const LAST = ['DELETE /v2/user', 'POST /v2/logout', 'POST /v2/partner/logout'];

/** A value that passes the schema, so the other fields of a request get through to what they test. */
export function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return sample(alt.find((s) => s.type !== 'null') ?? alt[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) out[k] = sample(v, depth + 1);
      return out;
    }
    case 'string':
      if (schema.format === 'date-time') return '2026-12-01T10:00:00+09:00';
      if (schema.format === 'email') return 'sweep@guardian.kr';
      if (schema.pattern?.includes('\\d{4}-'))
        return schema.pattern.includes('(0[1-9]') ? '2026-12' : '2026-12-01';
      if (schema.pattern?.includes(':[0-5]')) return '10:00';
      return 'sweep';
    default:
      return null;
  }
}

/** `{"__proto__": …}` written by hand: JSON.stringify would drop the key. */
const protoBody = (good: Record<string, unknown> | undefined) => {
  const rest = JSON.stringify(good ?? {}).slice(1);
  return `{"__proto__":{"polluted":true}${rest === '}' ? '' : ','}${rest}`;
};

/** A body with one field's value written as raw JSON text (numbers JSON.stringify cannot write, lone surrogates). */
const withRaw = (good: Record<string, unknown> | undefined, key: string, raw: string) => {
  const rest = { ...good };
  delete rest[key];
  const tail = JSON.stringify(rest).slice(1);
  return `{${JSON.stringify(key)}:${raw}${tail === '}' ? '}' : `,${tail}`}`;
};

const typeOf = (s: Schema | undefined) =>
  s ? (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type) : undefined;

const isIntegerParam = (s: Schema | undefined) =>
  typeOf(s) === 'integer' || (typeOf(s) === 'array' && typeOf(s?.items) === 'integer');

const isNullable = (s: Schema) => s.nullable === true || (Array.isArray(s.type) && s.type.includes('null'));

/**
 * Values of a JSON type a body field does not declare. Ajv's coercion once read each as one the field takes (`"1"`
 * as 1 or true, `1` as "1" or true, `null` as false, 0 or "", `"a"` as ["a"], `["a"]` as "a"); bodies are checked as
 * sent now, so each must be 400 VALIDATION_ERROR naming the field. A field that declares no type takes any JSON.
 */
export function wrongTypes(s: Schema): [string, string][] {
  const type = typeOf(s);
  if (!type) return [];
  const json = (v: unknown) => JSON.stringify(v);
  const good = sample(s);
  const out: [string, string][] = [];
  if (!isNullable(s)) out.push(['null', 'null']);
  if (type !== 'object') out.push(['object', json({ $gt: '' })]);
  if (type !== 'array') out.push(['in a one-item array', json([good])]);
  if (type === 'string') out.push(['number', '99999999999999999999'], ['boolean', 'true']);
  if (type === 'integer' || type === 'number') out.push(['as text', json(String(good))], ['boolean', 'true']);
  if (type === 'boolean') out.push(['as text', json(String(good))], ['number', '1'], ['number 0', '0']);
  if (type === 'object') out.push(['string', json('x')]);
  if (type === 'array') {
    const item = typeOf(s.items);
    out.push(['string', json('1,2')]);
    if (!item || !s.items) return out;
    out.push(['one item alone', json(sample(s.items))]);
    if (!isNullable(s.items)) out.push(['null item', '[null]']);
    if (item === 'integer' || item === 'number') out.push(['items as text', json(['1'])]);
    if (item === 'string') out.push(['items as numbers', json([1])]);
    if (item !== 'object') out.push(['object item', json([{ $gt: '' }])]);
  }
  return out;
}

/** Odd values of the field's own type sent in one body field: any 2xx or declared 4xx. */
function fieldValues(s: Schema): [string, string][] {
  const type = typeOf(s);
  const json = (v: unknown) => JSON.stringify(v);
  const out: [string, string][] = [];
  if (isNullable(s) || !type) out.push(['null', 'null']);
  if (type === 'object' || !type) out.push(['object', json({ $gt: '' })]);
  if (type === 'string') {
    out.push(
      ['empty', json('')],
      ['huge', json(HUGE)],
      ['unicode and NUL', json(`${UNICODE}\u0000`)],
      ['lone surrogate', '"\\ud800x"'],
    );
    if (s.pattern || s.format)
      out.push(['2024-13-01', json('2024-13-01')], ['2024-02-30', json('2024-02-30')]);
  }
  if (type === 'integer' || type === 'number')
    out.push(
      ['1e400', '1e400'],
      ['99999999999999999999', '99999999999999999999'],
      ['2^53+1', '9007199254740993'],
      ['-1', '-1'],
      ['1.5', '1.5'],
    );
  if (type === 'array')
    out.push(
      ['array of arrays', json([[1], [2]])],
      ['1000 distinct items', json(Array.from({ length: 1000 }, (_, i) => i + 1))],
    );
  return out;
}

/** The odd values also sent one level down (with every wrong type), in each field of an object or of an array's items. */
const NESTED = ['null', 'object', 'huge', '-1'];

/** Which token an operation takes: the first role its OpenAPI `security` names that a token is given for. */
function tokenFor(path: string, op: Operation, tokens: SweepTokens) {
  const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
  const byScheme: Record<string, string | undefined> = {
    bearerAuth: tokens.owner,
    partnerAuth: tokens.partner,
    editorAuth: tokens.editor,
  };
  const own = schemes.map((s) => byScheme[s]).find(Boolean);
  if (own) return { own, other: schemes.includes('partnerAuth') ? tokens.owner : tokens.partner };
  if (op.security) return { own: undefined, other: undefined };
  // Documents without `security` (older ones, other deployments): partner routes by their path.
  return path.includes('/partner/')
    ? { own: tokens.partner, other: tokens.owner }
    : { own: tokens.owner, other: tokens.partner };
}

const queryValue = (v: unknown) => (Array.isArray(v) ? v.join(',') : String(v));

const BOUNDARY = 'sweepboundary';
const multipart = (parts: string) => new TextEncoder().encode(parts.replace(/\n/g, '\r\n'));
const MULTIPART_BODIES: [string, Uint8Array, string?][] = [
  ['multipart empty', multipart(`--${BOUNDARY}--\n`)],
  [
    'multipart no file',
    multipart(`--${BOUNDARY}\nContent-Disposition: form-data; name="note"\n\nhello\n--${BOUNDARY}--\n`),
  ],
  [
    'multipart text as image',
    multipart(
      `--${BOUNDARY}\nContent-Disposition: form-data; name="file"; filename="a.jpg"\n` +
        `Content-Type: image/jpeg\n\nnot an image\n--${BOUNDARY}--\n`,
    ),
  ],
  [
    'multipart empty file',
    multipart(
      `--${BOUNDARY}\nContent-Disposition: form-data; name="file"; filename=""\n` +
        `Content-Type: application/octet-stream\n\n\n--${BOUNDARY}--\n`,
    ),
  ],
  [
    'multipart cut off',
    multipart(
      `--${BOUNDARY}\nContent-Disposition: form-data; name="file"; filename="a.png"\n` +
        `Content-Type: image/png\n\n\x89PNG\r\n\x1a\n`,
    ),
  ],
  [
    'multipart two files',
    multipart(
      `--${BOUNDARY}\nContent-Disposition: form-data; name="file"; filename="a.jpg"\n\nx\n` +
        `--${BOUNDARY}\nContent-Disposition: form-data; name="file"; filename="b.jpg"\n\ny\n--${BOUNDARY}--\n`,
    ),
  ],
  ['multipart no boundary', multipart('x'), 'multipart/form-data'],
  ['multipart JSON', new TextEncoder().encode('{"file":"x"}'), 'application/json'],
];

/** Every malformed request the sweep sends for one operation. */
export function requestsFor(method: string, path: string, op: Operation, tokens: SweepTokens) {
  const name = `${method.toUpperCase()} ${path}`;
  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const { own: token, other } = tokenFor(path, op, tokens);
  // Whether the request reaches validation: a token of the operation's role is sent, or it needs none.
  const reachesValidation =
    token !== undefined || (op.security ?? []).some((s) => Object.keys(s).length === 0);
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const content = op.requestBody?.content ?? {};
  const bodySchema = content['application/json']?.schema;
  const isMultipart = 'multipart/form-data' in content;
  const goodBody = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined;
  const good = Object.fromEntries(params.map((p) => [p.name, queryValue(sample(p.schema))]));

  const build = (
    variant: string,
    values: Record<string, string>,
    opts: {
      headers?: Record<string, string>;
      body?: string | Uint8Array;
      raw?: boolean;
      extraQuery?: string[];
      expect?: SweepRequest['expect'];
    } = {},
  ): SweepRequest => {
    let url = path;
    const query: string[] = [];
    for (const p of params) {
      const v = values[p.name];
      if (v === undefined) continue;
      if (p.in === 'path') url = url.replace(`{${p.name}}`, opts.raw ? v : encodeURIComponent(v));
      else query.push(`${encodeURIComponent(p.name)}=${opts.raw ? v : encodeURIComponent(v)}`);
    }
    query.push(...(opts.extraQuery ?? []));
    url = url.replace(/\{[^}]+\}/g, '1');
    const headers = { ...opts.headers };
    const body = opts.body ?? (goodBody ? JSON.stringify(goodBody) : undefined);
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    return {
      op: name,
      variant,
      method: method.toUpperCase(),
      path: url + (query.length ? `?${query.join('&')}` : ''),
      headers,
      body,
      ...(opts.expect ? { expect: opts.expect } : {}),
    };
  };

  const out: SweepRequest[] = [build('no auth', good), build('well-formed', good, { headers: auth })];
  if (token)
    out.push(build('forged token', good, { headers: { authorization: 'Bearer ' + 'f'.repeat(64) } }));
  if (token)
    out.push(build('malformed auth header', good, { headers: { authorization: `Bearer ${token} x` } }));
  if (other && other !== token)
    out.push(build("another role's token", good, { headers: { authorization: `Bearer ${other}` } }));
  for (const p of params) {
    for (const v of oddValues(p.in === 'path' ? ODD_IDS : ODD_QUERY, `${name} ${p.name}`)) {
      const value = p.in === 'path' && v !== LONG && !v.startsWith('%') ? encodeURIComponent(v) : v;
      out.push(
        build(
          `${p.in} ${p.name}=${v.slice(0, 24)}`,
          { ...good, [p.name]: value },
          { headers: auth, raw: true },
        ),
      );
      // Without a token too: whatever answers first (401 or 400) answers in the envelope.
      if (p.in === 'path' && v === 'abc')
        out.push(build(`no auth, ${p.in} ${p.name}=${v}`, { ...good, [p.name]: value }, { raw: true }));
    }
    if (reachesValidation && isIntegerParam(p.schema)) {
      const array = typeOf(p.schema) === 'array';
      for (const v of oddValues(LENIENT_INTEGERS, `${name} ${p.name}`)) {
        if (array && v.trim() !== v) continue;
        const text = array ? `1,${v}` : v;
        out.push(
          build(
            `${p.in} ${p.name}=${JSON.stringify(text)} (lenient integer)`,
            { ...good, [p.name]: encodeURIComponent(text) },
            { headers: auth, raw: true, expect: LENIENT_EXPECT },
          ),
        );
      }
    }
    if (p.in === 'query') {
      const k = encodeURIComponent(p.name);
      const without = { ...good, [p.name]: undefined as never };
      const g = encodeURIComponent(good[p.name] ?? '1');
      out.push(
        build(`query ${p.name} missing`, without, { headers: auth }),
        build(`query ${p.name} repeated`, without, { headers: auth, extraQuery: [`${k}=${g}`, `${k}=${g}`] }),
        build(`query ${p.name}[]`, without, { headers: auth, extraQuery: [`${k}[]=${g}`, `${k}[]=2`] }),
        build(`query ${p.name}[a]`, without, { headers: auth, extraQuery: [`${k}[a]=${g}`] }),
      );
    }
  }
  if (params.some((p) => p.in === 'query'))
    out.push(
      build(
        'query __proto__[x]=1',
        { ...good, '__proto__[x]': '1', 'constructor[prototype][x]': '1' },
        { headers: auth },
      ),
      build('query unknown parameters', good, {
        headers: auth,
        extraQuery: ['unknown=1', `${encodeURIComponent(UNICODE)}=${encodeURIComponent(UNICODE)}`],
      }),
    );
  if (bodySchema) {
    const props = Object.entries(bodySchema.properties ?? {});
    const bodies: [string, string, Record<string, string>?][] = [
      ['bad JSON', '{"a":'],
      ['missing', ''],
      ['JSON null', 'null'],
      ['JSON array', '[]'],
      ['JSON array of the body', JSON.stringify([goodBody])],
      ['JSON string', '"x"'],
      ['JSON number', '99999999999999999999'],
      ['empty object', '{}'],
      ['text/plain', 'hello', { 'content-type': 'text/plain' }],
      ['form-encoded', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['latin1 JSON', JSON.stringify(goodBody ?? {}), { 'content-type': 'application/json; charset=latin1' }],
      ['__proto__ key', protoBody(goodBody)],
      ['constructor key', JSON.stringify({ ...goodBody, constructor: { prototype: { polluted: true } } })],
      [
        'extra fields',
        JSON.stringify({ ...goodBody, unknownField: 'x', [UNICODE]: { nested: [1, { deep: null }] } }),
      ],
    ];
    // Values of the wrong JSON type, each with the field the 400 must name (when the request reaches validation).
    const wrong: [string, string, string][] = [];
    for (const [k, s] of props) {
      if (bodySchema.required?.includes(k))
        bodies.push([`${k} missing`, JSON.stringify({ ...goodBody, [k]: undefined })]);
      for (const [label, raw] of fieldValues(s)) bodies.push([`${k} ${label}`, withRaw(goodBody, k, raw)]);
      for (const [label, raw] of wrongTypes(s)) wrong.push([`${k} ${label}`, withRaw(goodBody, k, raw), k]);
      // One level down: each field of an object field, and of the items of an array field.
      const inner =
        typeOf(s) === 'object' ? s : typeOf(s) === 'array' && typeOf(s.items) === 'object' ? s.items : null;
      if (inner?.properties) {
        const innerGood = sample(inner) as Record<string, unknown>;
        const place = typeOf(s) === 'array' ? `${k}.0` : k;
        const at = (ik: string, raw: string) => {
          const nested = JSON.parse(withRaw(innerGood, ik, raw)) as unknown;
          return JSON.stringify({ ...goodBody, [k]: typeOf(s) === 'array' ? [nested] : nested });
        };
        for (const [ik, is] of Object.entries(inner.properties)) {
          for (const [label, raw] of fieldValues(is).filter(([l]) => NESTED.includes(l)))
            bodies.push([`${k}.${ik} ${label}`, at(ik, raw)]);
          for (const [label, raw] of wrongTypes(is))
            wrong.push([`${k}.${ik} ${label}`, at(ik, raw), `${place}.${ik}`]);
        }
      }
    }
    for (const [variant, body, headers] of bodies)
      out.push(build(`body ${variant}`, good, { headers: { ...auth, ...headers }, body }));
    for (const [variant, body, field] of wrong)
      out.push(
        build(`body ${variant} (wrong type)`, good, {
          headers: auth,
          body,
          ...(reachesValidation ? { expect: wrongTypeExpect(field) } : {}),
        }),
      );
  }
  if (isMultipart)
    for (const [variant, body, type] of MULTIPART_BODIES)
      out.push(
        build(`body ${variant}`, good, {
          headers: { ...auth, 'content-type': type ?? `multipart/form-data; boundary=${BOUNDARY}` },
          body,
        }),
      );
  return out;
}

const HANGUL = /[가-힣]/;

/** What is wrong with one answer, or null when it is a 2xx or a well-formed 4xx. */
export function problemWith(
  status: number,
  text: string,
  errors?: Record<string, readonly [number, string]>,
): string | null {
  if (status >= 500) return `${status} ${text.slice(0, 200)}`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} without the JSON envelope: ${text.slice(0, 120)}`;
  }
  const { resultCode, message } = (body ?? {}) as { resultCode?: unknown; message?: unknown };
  if (typeof resultCode !== 'string' || !body || typeof body !== 'object' || !('data' in body))
    return `${status} without the JSON envelope: ${text.slice(0, 120)}`;
  if (typeof message !== 'string' || !HANGUL.test(message))
    return `${status} ${resultCode} without a Korean message: ${String(message).slice(0, 80)}`;
  if (errors) {
    const declared = errors[resultCode];
    if (!declared) return `${status} with an undeclared resultCode ${resultCode}`;
    if (declared[0] !== status) return `${status} ${resultCode}, which is declared as ${declared[0]}`;
  }
  return null;
}

/**
 * What is wrong with a well-formed answer to a request that must get one answer (a lenient integer, a body value of
 * the wrong type, whose field the answer must name).
 */
export function missedExpectation(r: Pick<SweepRequest, 'expect'>, status: number, text: string) {
  if (!r.expect) return null;
  type Answer = { resultCode?: unknown; data?: { fields?: { field?: unknown }[] } } | null;
  let body: Answer = null;
  try {
    body = JSON.parse(text) as Answer;
  } catch {
    // Not JSON: no resultCode, which the check below reports.
  }
  const resultCode = body?.resultCode;
  const due = `${r.expect.status} ${r.expect.resultCode}`;
  if (status !== r.expect.status || resultCode !== r.expect.resultCode)
    return `${status} ${String(resultCode)} where ${due} was due: ${text.slice(0, 120)}`;
  const { field } = r.expect;
  if (field === undefined) return null;
  const named = (body?.data?.fields ?? []).map((f) => String(f.field));
  if (named.some((f) => f === field || f.startsWith(`${field}.`))) return null;
  return `${due} without the field ${field} (named: ${named.join(', ') || 'none'})`;
}

/** Runs the sweep; resolves with the number of requests sent and every failure. */
export async function sweep(opts: SweepOptions): Promise<{ requests: number; failures: SweepFailure[] }> {
  const skip = new Set(opts.skip ?? []);
  const ops: [string, string, Operation][] = [];
  for (const [path, byMethod] of Object.entries(opts.document.paths))
    for (const [method, op] of Object.entries(byMethod)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      if (!skip.has(`${method.toUpperCase()} ${path}`)) ops.push([method, path, op]);
    }
  const rank = (m: string, p: string) => LAST.indexOf(`${m.toUpperCase()} ${p}`);
  ops.sort((a, b) => rank(a[0], a[1]) - rank(b[0], b[1]));

  const failures: SweepFailure[] = [];
  let requests = 0;
  const tokens = { owner: opts.ownerToken, partner: opts.partnerToken, editor: opts.editorToken };
  const batches: SweepRequest[][] = ops.map(([m, p, op]) => requestsFor(m, p, op, tokens));
  // Session-ending operations run alone, after everything else.
  const tail = batches.splice(batches.length - ops.filter(([m, p]) => rank(m, p) >= 0).length);
  const send = async (r: SweepRequest) => {
    requests++;
    const url = opts.baseUrl.replace(/\/$/, '') + r.path;
    const fail = (problem: string) =>
      failures.push({ op: r.op, variant: r.variant, url: r.path.slice(0, 200), problem });
    try {
      const { status, text } = await (opts.transport ?? overHttp)(r, url);
      const problem = problemWith(status, text, opts.errors) ?? missedExpectation(r, status, text);
      if (problem) fail(problem);
    } catch (e) {
      fail(`connection: ${(e as Error).cause ?? (e as Error).message}`);
    }
  };
  const queue = batches.flat();
  const workers = Array.from({ length: opts.concurrency ?? 8 }, async () => {
    for (let r = queue.shift(); r; r = queue.shift()) await send(r);
  });
  await Promise.all(workers);
  for (const r of tail.flat()) await send(r);
  return { requests, failures };
}
