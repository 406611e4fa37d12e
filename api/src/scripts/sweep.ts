import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { OPENAPI_PATH } from './openapi-lib.js';
import { type OpenApiDocument, sweep } from './sweep-lib.js';

/**
 * `pnpm sweep --base http://127.0.0.1:4000 [--owner-token T] [--partner-token T] [--editor-token T]`: the bad-input sweep against a
 * running API (loopback or the project's own test hosts only). Reads the served /openapi.json, or api/openapi.json
 * where the API does not publish it (production). Exits 1 on any 5xx, non-JSON error or dropped connection.
 */
const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:4000' },
    'owner-token': { type: 'string' },
    'partner-token': { type: 'string' },
    'editor-token': { type: 'string' },
    concurrency: { type: 'string', default: '6' },
  },
});
const base = values.base!.replace(/\/$/, '');
const served = await fetch(`${base}/openapi.json`).catch(() => null);
const document = (
  served?.ok ? await served.json() : JSON.parse(await readFile(OPENAPI_PATH, 'utf8'))
) as OpenApiDocument;
const started = Date.now();
const { requests, failures } = await sweep({
  baseUrl: base,
  document,
  ownerToken: values['owner-token'],
  partnerToken: values['partner-token'],
  editorToken: values['editor-token'],
  concurrency: Number(values.concurrency),
});
for (const f of failures) console.log(`FAIL ${f.op} [${f.variant}] ${f.url}\n     ${f.problem}`);
console.log(
  `${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} failures`,
);
process.exit(failures.length ? 1 : 0);
