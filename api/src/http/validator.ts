/**
 * Request validation with two Ajv compilers built from the same options, plugins (normalise-text, plain-integers),
 * formats and shared schemas (`addSchema`), as Fastify's validation docs suggest for per-part coercion:
 * - paths, query strings and headers are text, so their values are coerced to the declared type
 *   (`coerceTypes: 'array'`, Fastify's default; plain-integers.ts checks integer text strictly);
 * - JSON bodies already carry their types, so they are checked as sent (`coerceTypes: false`): `"true"`, `1` or
 *   `null` for a boolean, `"3"` for a number, `123` for a string or `"a"` for a list is 400 `VALIDATION_ERROR`
 *   naming the field, never read as a value the client did not send (a `null` meaning "no change" becoming "off").
 *
 * Both come from one pool of Fastify's own compiler (`@fastify/ajv-compiler`, taken from Fastify's dependencies so
 * it is the version Fastify would build itself), which keeps one Ajv instance per set of options and its cache of
 * compiled schemas. Fastify does not lower-case the property names of a `headers` schema for a custom compiler:
 * a route that declares one writes them in lower case.
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type BuildValidator = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;
/** Fastify's `ajv` server option: `customOptions` for Ajv, `plugins`, `onCreate`. */
type AjvOptions = { customOptions?: Record<string, unknown> };
/** What `@fastify/ajv-compiler` builds for each route part (its own typings describe Ajv's `compile` instead). */
type CompileRoutePart = (route: { schema: unknown; httpPart?: string }) => unknown;
type CompilerPool = (externalSchemas: unknown, options: AjvOptions) => CompileRoutePart;

const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const AjvCompiler = fromFastify('@fastify/ajv-compiler') as () => CompilerPool;

/** The `buildValidator` of Fastify's `schemaController.compilersFactory`; one per app, as Fastify's default is. */
export function requestValidators(): BuildValidator {
  const pool = AjvCompiler();
  const build = (externalSchemas: unknown, options: AjvOptions): CompileRoutePart => {
    const coercing = pool(externalSchemas, options);
    const strict = pool(externalSchemas, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false },
    });
    return (route) => (route.httpPart === 'body' ? strict : coercing)(route);
  };
  return build as unknown as BuildValidator;
}
