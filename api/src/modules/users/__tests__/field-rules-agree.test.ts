import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AJV_OPTIONS } from '../../../app.js';
import { REPO_ROOT } from '../../../config.js';
import { email, nickname, password, phoneNumber } from '../schemas.js';
import { cleanNickname } from '../service.js';

// The front checks each account field with the rules in shared/src/validation/rules.ts before it
// sends anything; cases.json holds sample values with the verdict both sides must give. Here the
// API's own validator (same Ajv options as the app) judges what the front would send for each one,
// so a rule changed on one side only fails here or in shared's field-rules test. A nickname then meets the rule the
// service adds (reserved names: RESERVED_NICKNAME), which sign-up and the profile edit both apply.
interface FieldCases {
  sends: 'trim' | 'digits' | 'as-typed';
  cases: { value: string; valid: boolean; why?: string }[];
}
const cases = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'shared/src/validation/cases.json'), 'utf8'),
) as Record<string, FieldCases>;

const schemas: Record<string, TSchema> = { nickname, password, phoneNumber, email };
/** What the service checks beyond the schema, per field: throws (a 4xx AppError) when it refuses. */
const serviceRules: Record<string, (value: string) => unknown> = { nickname: cleanNickname };

const sent = (value: string, how: FieldCases['sends']) =>
  how === 'trim' ? value.trim() : how === 'digits' ? value.replace(/\D/g, '') : value;

const app = Fastify({ ajv: AJV_OPTIONS });
for (const [field, schema] of Object.entries(schemas)) {
  app.post(`/${field}`, {
    schema: { body: { type: 'object', properties: { value: schema }, required: ['value'] } },
    handler: async (request) => {
      serviceRules[field]?.((request.body as { value: string }).value);
      return { ok: true };
    },
  });
}
beforeAll(() => app.ready());
afterAll(() => app.close());

describe('the API agrees with the front on every account field rule', () => {
  it('covers every field the front has cases for', () => {
    expect(
      Object.keys(cases)
        .filter((k) => !k.startsWith('$'))
        .sort(),
    ).toEqual(Object.keys(schemas).sort());
  });

  const rows = Object.entries(schemas).flatMap(([field]) =>
    cases[field]!.cases.map((c) => ({ field, ...c, body: sent(c.value, cases[field]!.sends) })),
  );
  it.each(rows)('$field "$value" → valid $valid', async ({ field, body, valid }) => {
    const res = await app.inject({ method: 'POST', url: `/${field}`, payload: { value: body } });
    expect(res.statusCode === 200).toBe(valid);
  });
});
