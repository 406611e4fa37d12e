/**
 * Integers in a path or query string are written in plain decimal digits: `16`, not `0x10`, `1.6e1`, `+16`, ` 16`,
 * `16.0` or `016` (a minus sign is plain too: `-1` is left to the schema's `minimum`, which every id has). Ajv's
 * `coerceTypes` turns any text JavaScript reads as an integer into that integer, so without this rule a mangled
 * link (`/v2/shop/0x10`) would open shop 16 instead of saying the address is wrong.
 *
 * One rule for every route: the `onRoute` hook below marks each route's `params` and `querystring` schema that
 * has an integer property (or an array of integers, `regionSeqs=1,2`) with `x-plain-integers: true`, and the Ajv
 * keyword of that name checks the raw text of those properties before `properties` coerces it. Bodies are not
 * marked: a JSON number is a number already, and bodies are validated without coercion (validator.ts), so text there
 * is refused as the wrong type.
 *
 * Only text Ajv would have taken for an integer is refused here; anything else (`abc`, `1.5`, ``) keeps the answer
 * Ajv gives it (`type`), so a field is not reported twice. The `x-` prefix keeps the keyword a valid OpenAPI
 * extension.
 */
import type { AnySchemaObject, ErrorObject, FuncKeywordDefinition, Plugin } from 'ajv';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const PLAIN_INTEGERS = 'x-plain-integers';

const PLAIN = /^(0|-?[1-9][0-9]*)$/;

interface PropertySchema {
  type?: unknown;
  items?: PropertySchema;
}

const isInteger = (s: PropertySchema | undefined) =>
  s?.type === 'integer' || (Array.isArray(s?.type) && s.type.includes('integer'));

/** What a compiled function keyword returns (Ajv does not export the type by name). */
type DataValidateFunction = ReturnType<NonNullable<FuncKeywordDefinition['compile']>>;

type ObjectSchema = { properties?: Record<string, PropertySchema> };

/** The integer properties of an object schema, and whether each is an array of integers. */
function integerProperties(schema: ObjectSchema) {
  return Object.entries(schema.properties ?? {}).flatMap(([key, s]): [string, boolean][] => {
    if (isInteger(s)) return [[key, false]];
    if (s?.type === 'array' && isInteger(s.items)) return [[key, true]];
    return [];
  });
}

/** Text Ajv would coerce to an integer that is not written in plain decimal digits. */
const lenient = (value: unknown) =>
  typeof value === 'string' && value !== '' && !PLAIN.test(value) && Number.isInteger(Number(value));

/** Ajv plugin for Fastify's `ajv.plugins`. */
export const plainIntegersKeyword: Plugin<unknown> = (ajv) =>
  ajv.addKeyword({
    keyword: PLAIN_INTEGERS,
    type: 'object',
    schemaType: 'boolean',
    // `properties` coerces each value in place: look at the text before it does.
    before: 'properties',
    errors: true,
    compile(enabled: boolean, parentSchema: AnySchemaObject) {
      const checks = enabled ? integerProperties(parentSchema as ObjectSchema) : [];
      const validate: DataValidateFunction = (data: Record<string, unknown>, ctx) => {
        const errors: ErrorObject[] = [];
        const refuse = (path: string) =>
          errors.push({
            instancePath: `${ctx?.instancePath ?? ''}/${path}`,
            schemaPath: `#/${PLAIN_INTEGERS}`,
            keyword: PLAIN_INTEGERS,
            params: {},
            message: 'must be written in plain decimal digits',
          });
        for (const [key, isArray] of checks) {
          const value = data[key];
          if (isArray && Array.isArray(value)) value.forEach((v, i) => lenient(v) && refuse(`${key}/${i}`));
          // A lone value in a one-item array is what Ajv (`coerceTypes: 'array'`) unwraps and coerces.
          else if (lenient(Array.isArray(value) && value.length === 1 ? value[0] : value)) refuse(key);
        }
        validate.errors = errors.length ? errors : undefined;
        return errors.length === 0;
      };
      return validate;
    },
  });

type RequestSchemas = { params?: unknown; querystring?: unknown };

const needsMark = (schema: unknown): schema is Record<string, unknown> =>
  typeof schema === 'object' &&
  schema !== null &&
  !(PLAIN_INTEGERS in schema) &&
  integerProperties(schema as ObjectSchema).length > 0;

/** Marks every route's path and query schemas that have integer properties (see the top of this file). */
async function plainIntegersPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as RequestSchemas | undefined;
    if (!schema) return;
    for (const part of ['params', 'querystring'] as const) {
      const s = schema[part];
      // A copy: the same schema object (idParams…) also serves other routes and the OpenAPI document.
      if (needsMark(s)) schema[part] = { ...s, [PLAIN_INTEGERS]: true };
    }
  });
}

export default fp(plainIntegersPlugin, { name: 'plain-integers' });
