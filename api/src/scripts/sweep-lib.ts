/**
 * The bad-input sweep (issue 9): every operation of an OpenAPI document is sent malformed requests over real
 * HTTP (no auth, bad JSON, wrong types, missing fields, huge strings, odd ids, odd query values, path traversal,
 * prototype keys). Every answer must be a 4xx (or a 2xx) in the JSON envelope; a 5xx, a non-JSON error or a
 * dropped connection is a failure. Used by `src/__tests__/bad-input-sweep.test.ts` (npm test) and by
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
  security?: unknown[];
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export interface SweepRequest {
  op: string;
  variant: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface SweepFailure {
  op: string;
  variant: string;
  url: string;
  problem: string;
}

export interface SweepOptions {
  baseUrl: string;
  document: OpenApiDocument;
  /** Bearer tokens: an owner's for owner routes, a partner's for `/partner/` routes. */
  ownerToken?: string;
  partnerToken?: string;
  concurrency?: number;
  /** Operations to leave out (`METHOD /path`), e.g. a stream that never answers JSON. */
  skip?: string[];
}

const HUGE = 'ㄱ'.repeat(100_000);
const ODD_IDS = [
  '0',
  '-1',
  '1e309',
  '99999999999999999999',
  '2147483648',
  'abc',
  '1.5',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
];
const ODD_QUERY = [
  '',
  '-1',
  '1e309',
  '99999999999999999999',
  ',,,',
  '__proto__',
  'a,b,c',
  '2024-13-01',
  '2024-02-30',
  '../../etc/passwd',
  encodeURIComponent(HUGE.slice(0, 4000)),
  '%E0%A4%A',
];
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

const queryValue = (v: unknown) => (Array.isArray(v) ? v.join(',') : String(v));

/** Every malformed request the sweep sends for one operation. */
export function requestsFor(
  method: string,
  path: string,
  op: Operation,
  tokens: { owner?: string; partner?: string },
) {
  const name = `${method.toUpperCase()} ${path}`;
  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const token = path.includes('/partner/') ? tokens.partner : tokens.owner;
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const goodBody = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined;
  const good = Object.fromEntries(params.map((p) => [p.name, queryValue(sample(p.schema))]));

  const build = (
    variant: string,
    values: Record<string, string>,
    opts: { headers?: Record<string, string>; body?: string; raw?: boolean } = {},
  ): SweepRequest => {
    let url = path;
    const query: string[] = [];
    for (const p of params) {
      const v = values[p.name];
      if (v === undefined) continue;
      if (p.in === 'path') url = url.replace(`{${p.name}}`, opts.raw ? v : encodeURIComponent(v));
      else query.push(`${encodeURIComponent(p.name)}=${opts.raw ? v : encodeURIComponent(v)}`);
    }
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
    };
  };

  const out: SweepRequest[] = [build('no auth', good)];
  if (token)
    out.push(build('forged token', good, { headers: { authorization: 'Bearer ' + 'f'.repeat(64) } }));
  for (const p of params) {
    const odd = p.in === 'path' ? ODD_IDS : ODD_QUERY;
    for (const v of odd)
      out.push(
        build(`${p.in} ${p.name}=${v.slice(0, 24)}`, { ...good, [p.name]: v }, { headers: auth, raw: true }),
      );
    if (p.in === 'query')
      out.push(
        build(`query ${p.name} missing`, { ...good, [p.name]: undefined as never }, { headers: auth }),
      );
  }
  if (params.some((p) => p.in === 'query'))
    out.push(
      build(
        'query __proto__[x]=1',
        { ...good, '__proto__[x]': '1', 'constructor[prototype][x]': '1' },
        { headers: auth },
      ),
    );
  if (bodySchema) {
    const props = Object.entries(bodySchema.properties ?? {});
    const bodies: [string, string, Record<string, string>?][] = [
      ['bad JSON', '{"a":'],
      ['JSON null', 'null'],
      ['JSON array', '[]'],
      ['JSON string', '"x"'],
      ['empty object', '{}'],
      ['text/plain', 'hello', { 'content-type': 'text/plain' }],
      ['__proto__ key', protoBody(goodBody)],
      ['constructor key', JSON.stringify({ ...goodBody, constructor: { prototype: { polluted: true } } })],
    ];
    for (const [k, s] of props) {
      bodies.push([`${k} missing`, JSON.stringify({ ...goodBody, [k]: undefined })]);
      bodies.push([
        `${k} wrong type`,
        JSON.stringify({ ...goodBody, [k]: s.type === 'string' ? { $gt: '' } : 'x' }),
      ]);
      bodies.push([`${k} array`, JSON.stringify({ ...goodBody, [k]: [1, 2] })]);
      if (s.type === 'string') bodies.push([`${k} huge`, JSON.stringify({ ...goodBody, [k]: HUGE })]);
      if (s.type === 'string' && (s.pattern || s.format))
        bodies.push([`${k} 2024-13-01`, JSON.stringify({ ...goodBody, [k]: '2024-13-01' })]);
      if (s.type === 'integer' || s.type === 'number') {
        bodies.push([`${k} 1e308`, JSON.stringify({ ...goodBody, [k]: 1e308 })]);
        bodies.push([`${k} 2^53`, JSON.stringify({ ...goodBody, [k]: 2 ** 53 + 1 })]);
        bodies.push([`${k} -1`, JSON.stringify({ ...goodBody, [k]: -1 })]);
      }
    }
    for (const [variant, body, headers] of bodies)
      out.push(build(`body ${variant}`, good, { headers: { ...auth, ...headers }, body }));
  }
  return out;
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
  const batches: SweepRequest[][] = ops.map(([m, p, op]) =>
    requestsFor(m, p, op, { owner: opts.ownerToken, partner: opts.partnerToken }),
  );
  // Session-ending operations run alone, after everything else.
  const tail = batches.splice(batches.length - ops.filter(([m, p]) => rank(m, p) >= 0).length);
  const send = async (r: SweepRequest) => {
    requests++;
    const url = opts.baseUrl.replace(/\/$/, '') + r.path;
    try {
      const res = await fetch(url, {
        method: r.method,
        headers: r.headers,
        body: r.body,
        redirect: 'manual',
      });
      const text = await res.text();
      if (res.status >= 500)
        return failures.push({
          op: r.op,
          variant: r.variant,
          url: r.path.slice(0, 200),
          problem: `${res.status} ${text.slice(0, 200)}`,
        });
      if (res.status >= 400) {
        let resultCode: unknown;
        try {
          resultCode = (JSON.parse(text) as { resultCode?: unknown }).resultCode;
        } catch {
          /* not JSON */
        }
        if (typeof resultCode !== 'string')
          failures.push({
            op: r.op,
            variant: r.variant,
            url: r.path.slice(0, 200),
            problem: `${res.status} without the JSON envelope: ${text.slice(0, 120)}`,
          });
      }
    } catch (e) {
      failures.push({
        op: r.op,
        variant: r.variant,
        url: r.path.slice(0, 200),
        problem: `connection: ${(e as Error).cause ?? (e as Error).message}`,
      });
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
