/**
 * TypeBox building blocks every domain uses: the response envelope, paging, ids, dates. A domain's own
 * shapes live in `modules/<domain>/schemas.ts`. Each schema is declared once and gives the Ajv validation,
 * the serialiser, the OpenAPI document (and through it the front's types) and the handler's TypeScript
 * types (routes are registered on a `TypedApp`, see ./typed-app.ts).
 *
 * The served document is OpenAPI 3.0, so a few shapes are written as the JSON schema 3.0 understands and
 * typed with `Type.Unsafe` instead of TypeBox's own builders: `nullable: true` rather than `anyOf [T, null]`,
 * `enum` rather than `anyOf` of `const`s. The wire contract and the generated front types stay as they were.
 */
import {
  type ObjectOptions,
  OptionalKind,
  type SchemaOptions,
  type Static,
  type TProperties,
  type TSchema,
  Type,
} from '@sinclair/typebox';

const str = Type.String();
const int = Type.Integer();
const num = Type.Number();
const bool = Type.Boolean();
/** An ISO timestamp on the wire; the serialiser also accepts the Date a repository hands it. */
const dateTime = Type.Unsafe<Date | string>({ type: 'string', format: 'date-time' });
const nullable = <S extends TSchema>(schema: S, options: SchemaOptions = {}) =>
  Type.Unsafe<Static<S> | null>({ ...schema, nullable: true, ...options });

/**
 * An id or seq in a request: a positive PostgreSQL `integer` (`serial`). Bounded so `?shopId=99999999999999999999`
 * or `/1e309/` is a 400, not a database error (issue 9).
 */
const id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const S = { str, int, num, bool, dateTime, nullable, id };

/**
 * The `pattern` of text a person must write (a name, a title, a post): at least one character that shows. Spaces
 * alone fail, and so do the characters that look like nothing: zero-width marks (U+200B-U+200F, U+2060-U+2064,
 * U+FEFF), the soft hyphen and the Hangul fillers (ㅤ U+3164 and its kin), known for "blank" nicknames. The
 * error handler answers it with "내용을 입력해 주세요.".
 */
export const VISIBLE_TEXT =
  '[^\\s\\u00AD\\u034F\\u115F\\u1160\\u180E\\u200B-\\u200F\\u2060-\\u2064\\u3164\\uFEFF\\uFFA0]';

/** A closed object: properties are required unless wrapped in `Type.Optional` (or `defaulted`). */
export const obj = <P extends TProperties>(properties: P, options: ObjectOptions = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

export const list = <S extends TSchema>(items: S) => Type.Array(items);

export const enumOf = <const V extends readonly (string | boolean)[]>(
  values: V,
  options: SchemaOptions = {},
) =>
  Type.Unsafe<V[number]>({
    type: typeof values[0] === 'boolean' ? 'boolean' : 'string',
    enum: [...values],
    ...options,
  });

/**
 * An enum read back from a text column whose Drizzle type is still `string` (no `$type<>()` yet): the same
 * JSON schema as `enumOf` (the document and the front see the literal union), but the handler may hand the
 * serialiser a plain string. Switch a field to `enumOf` once its column is typed.
 */
export const storedEnum = <const V extends readonly string[]>(values: V, options: SchemaOptions = {}) =>
  Type.Unsafe<string>({ type: 'string', enum: [...values], ...options });

/**
 * Optional on the wire, always there in the handler: Ajv (`useDefaults`) fills `default` in before the
 * handler runs. The property is left out of `required` (so the OpenAPI document and the front see it as
 * optional) while the handler's type keeps it required.
 */
export const defaulted = <S extends TSchema>(schema: S, value: Static<S>): S => ({
  ...schema,
  default: value,
  [OptionalKind]: 'Optional',
});

/**
 * Typed `never` for handlers: they throw (AppError, validation), and the error handler writes this envelope.
 * Typed as a value, it would also accept any success envelope whose `data` is an object, and the response
 * check of every such route would pass whatever the handler returned.
 */
export const errorEnvelope = Type.Unsafe<never>(
  Type.Object(
    {
      resultCode: str,
      message: str,
      data: nullable(
        Type.Object(
          { fields: Type.Optional(list(obj({ field: str, message: str }))) },
          { additionalProperties: true },
        ),
      ),
    },
    { description: 'Error envelope; `data.fields` lists invalid fields on VALIDATION_ERROR.' },
  ),
);

export const envelope = <D extends TSchema>(data: D) =>
  Type.Object({ resultCode: enumOf(['SUCCESS']), message: str, data });

/** 200 with the envelope around `data`, plus the error envelope for 4xx/5xx. */
export const responses = <D extends TSchema>(data: D) => ({
  200: envelope(data),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});

export const nullData = Type.Unsafe<null>({
  type: 'object',
  nullable: true,
  additionalProperties: false,
  properties: {},
});

export const pageOf = <S extends TSchema>(item: S) =>
  obj({ items: list(item), page: int, size: int, total: int, hasNext: bool });

export const paging = {
  page: defaulted(Type.Integer({ minimum: 0, maximum: 10000 }), 0),
  size: defaulted(Type.Integer({ minimum: 1, maximum: 50 }), 20),
};

export const idParams = obj({ id });

export const bearer = [{ bearerAuth: [] }];

export const dateStr = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  description: 'YYYY-MM-DD (Asia/Seoul)',
});
export const monthStr = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });
export const timeStr = Type.String({
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  description: 'HH:MM (Asia/Seoul)',
});
