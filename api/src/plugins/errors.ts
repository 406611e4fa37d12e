import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PLAIN_INTEGERS } from '../http/plain-integers.js';
import { VISIBLE_TEXT } from '../http/schemas.js';
import { isBadInputError } from '../infra/db/pg-errors.js';
import { AppError, ERRORS, type ErrorCode, type FieldError } from '../lib/errors.js';

const KEYWORD_MESSAGES: Record<string, string> = {
  required: '필수 항목이에요.',
  type: '형식이 올바르지 않아요.',
  pattern: '형식이 올바르지 않아요.',
  format: '형식이 올바르지 않아요.',
  enum: '허용되지 않는 값이에요.',
  const: '허용되지 않는 값이에요.',
  minimum: '값이 너무 작아요.',
  maximum: '값이 너무 커요.',
  // A bound the value may not reach (a pet's weight above 0 kg): too small or too large all the same.
  exclusiveMinimum: '값이 너무 작아요.',
  exclusiveMaximum: '값이 너무 커요.',
  minItems: '항목이 너무 적어요.',
  maxItems: '항목이 너무 많아요.',
  additionalProperties: '알 수 없는 항목이에요.',
  // `0x10`, `1e3`, `+16`, `016` for an id or a page number: the address was mangled, like `abc` there.
  [PLAIN_INTEGERS]: '형식이 올바르지 않아요.',
};

type AjvError = NonNullable<FastifyError['validation']>[number];

function toField(err: AjvError, context: string | undefined): FieldError {
  const params = err.params as Record<string, unknown>;
  let field = err.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (err.keyword === 'required') field = [field, String(params.missingProperty)].filter(Boolean).join('.');
  if (err.keyword === 'additionalProperties')
    field = [field, String(params.additionalProperty)].filter(Boolean).join('.');
  if (!field) field = context ?? 'body';
  // Lengths say the limit, so a person knows what to fix ("2자 이상", not just "too short").
  if (err.keyword === 'minLength') return { field, message: `${params.limit}자 이상 입력해 주세요.` };
  if (err.keyword === 'maxLength') return { field, message: `${params.limit}자까지 입력할 수 있어요.` };
  // A step ("0.1 단위로"): a weight typed to the gram where the form asks for one decimal.
  if (err.keyword === 'multipleOf') return { field, message: `${params.multipleOf} 단위로 입력해 주세요.` };
  // Text that shows nothing (spaces, zero-width marks): the field is as good as empty.
  if (err.keyword === 'pattern' && params.pattern === VISIBLE_TEXT)
    return { field, message: '내용을 입력해 주세요.' };
  return { field, message: KEYWORD_MESSAGES[err.keyword] ?? '값이 올바르지 않아요.' };
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
};

/** The one error handler: every failure leaves as `{ resultCode, message, data }`. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error, cause: error.cause }, error.message);
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ resultCode: error.resultCode, message: error.message, data: error.data });
    }
    if (error.validation) {
      // One message per field, the first Ajv found: `-0` for an id is both not plain and below its minimum, and a
      // form shows a field's one problem, not two.
      const fields = error.validation
        .map((v) => toField(v, error.validationContext))
        .filter((f, i, all) => all.findIndex((g) => g.field === f.field) === i);
      const [status, message] = ERRORS.VALIDATION_ERROR;
      return reply.code(status).send({ resultCode: 'VALIDATION_ERROR', message, data: { fields } });
    }
    const mapped =
      (error.code && FASTIFY_CODES[error.code]) ||
      (error instanceof SyntaxError && error.statusCode === 400 ? 'MALFORMED_JSON' : undefined);
    if (mapped) {
      const [status, message] = ERRORS[mapped];
      return reply.code(status).send({ resultCode: mapped, message, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .send({ resultCode: 'RATE_LIMITED', message: ERRORS.RATE_LIMITED[1], data: null });
    }
    if (status >= 400 && status < 500) {
      // Other client errors raised by Fastify itself; their own messages are English and safe.
      request.log.info({ err: error }, 'client error');
      return reply
        .code(status)
        .send({ resultCode: 'VALIDATION_ERROR', message: ERRORS.VALIDATION_ERROR[1], data: null });
    }
    if (isBadInputError(error)) {
      request.log.warn({ err: error }, 'input the database refused');
      return reply
        .code(400)
        .send({ resultCode: 'VALIDATION_ERROR', message: ERRORS.VALIDATION_ERROR[1], data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ resultCode: 'INTERNAL_ERROR', message: ERRORS.INTERNAL_ERROR[1], data: null });
  });

  app.setNotFoundHandler((_request, reply) => {
    const [status, message] = ERRORS.NOT_FOUND;
    return reply.code(status).send({ resultCode: 'NOT_FOUND', message, data: null });
  });
}

export default fp(errorsPlugin, { name: 'errors' });

/**
 * Errors Fastify's router raises before any route, hook or error handler runs (Fastify's `frameworkErrors`):
 * a path that is not valid percent-encoded UTF-8 (`/v2/pets/%ED%A0%80`) and a path parameter over the router's
 * length limit (a 10,000-character "id"). Fastify's default answer is its own JSON shape with English text;
 * these are the envelope like every other bad request. An over-long parameter is refused as the invalid value it
 * is (`VALIDATION_ERROR`, as `abc` in the same place is).
 */
export function writeFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'VALIDATION_ERROR' : 'MALFORMED_REQUEST';
  const [status, message] = ERRORS[code];
  return reply.code(status).send({ resultCode: code, message, data: null });
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (a URL or headers over 16 KB, a broken
 * request line). Fastify's default answer is its own JSON shape; this writes the envelope like every other error.
 */
export function writeClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const code: ErrorCode = err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'MALFORMED_REQUEST';
  const [status, message] = ERRORS[code];
  const body = JSON.stringify({ resultCode: code, message, data: null });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
