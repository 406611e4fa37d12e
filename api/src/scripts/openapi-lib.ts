import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../app.js';
import { API_ROOT, defaultRateLimits, REPO_ROOT } from '../config.js';
import type { Db } from '../infra/db/client.js';

export const OPENAPI_PATH = path.join(API_ROOT, 'openapi.json');
export const FRONT_TYPES_PATH = path.join(REPO_ROOT, 'shared', 'src', 'api', 'schema.gen.ts');

/** The document depends on route schemas only: no database is opened, and any use of one fails loudly. */
const noDb = new Proxy({} as Db, {
  get(_target, prop) {
    if (
      !['select', 'insert', 'update', 'delete', 'execute', 'transaction', 'query', 'with'].includes(
        String(prop),
      )
    )
      return undefined;
    throw new Error(`OpenAPI generation must not touch the database (db.${String(prop)})`);
  },
});

export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const app = await buildApp({
    db: noDb,
    // Fixed values so the document does not depend on the environment it is generated in.
    config: { rateLimits: defaultRateLimits({}), publicBaseUrl: 'http://127.0.0.1:4000' },
    smsSender: { send: async () => {} },
  });
  await app.ready();
  const doc = app.swagger();
  await app.close();
  return JSON.parse(JSON.stringify(doc)) as Record<string, unknown>;
}

export const renderOpenApiJson = (doc: Record<string, unknown>) => `${JSON.stringify(doc, null, 2)}\n`;

export async function renderFrontTypes(doc: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(doc as never);
  return [
    '/**',
    ' * Generated from api/openapi.json by `pnpm --filter @guardian/api openapi`. Do not edit by hand:',
    ' * api/src/scripts/__tests__/openapi-drift.test.ts fails when this file is stale.',
    ' */',
    '',
    astToString(ast),
  ].join('\n');
}
