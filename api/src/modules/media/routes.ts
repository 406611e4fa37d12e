import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../http/typed-app.js';
import { errorEnvelope, responses } from '../../http/schemas.js';
import { ok } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { mediaFileParams, mediaSchema, signedQuery, uploadBody } from './schemas.js';
import type { Uploader } from './service.js';

const tags = ['media'];

/** The owner or the staff member behind a route with `config.auth = 'any'`. */
function currentUploader(request: FastifyRequest): Uploader {
  if (request.auth) return { kind: 'USER', seq: request.auth.userSeq };
  if (request.partner) return { kind: 'STAFF', seq: request.partner.staffSeq };
  throw new AppError('UNAUTHORIZED');
}

/** Room for the multipart framing around the file itself. */
const FRAMING_BYTES = 64 * 1024;

export default async function mediaRoutes(app: TypedApp) {
  const media = app.services.media;
  const maxBytes = app.config.media.maxBytes;
  // Registered here, not on the whole app: only this route takes multipart bodies.
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, parts: 4, fields: 3 } });

  app.post(
    '/media',
    {
      config: { auth: 'any' },
      // The body is a stream read by the handler; the schema is there for the OpenAPI document.
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary: '사진 올리기 (보호자 또는 파트너 토큰)',
        description:
          'multipart/form-data with one part `file`. The type is told by content (JPEG, PNG, WebP, HEIC); ' +
          'over the limit → 413 MEDIA_TOO_LARGE, anything else → 415 MEDIA_UNSUPPORTED_TYPE. EXIF (with GPS) ' +
          'is removed after applying its orientation. The photo stays unattached until a domain claims it.',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }, { partnerAuth: [] }],
        body: uploadBody,
        response: responses(mediaSchema),
      },
    },
    async (request) => {
      const uploader = currentUploader(request);
      // Each upload costs a decode and four encodes: a generous hourly budget per person, not per IP.
      await app.rateLimit.consume(
        `media:${uploader.kind}:${uploader.seq}`,
        app.rateLimit.limits.mediaUploadsPerHour,
        3600,
      );
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > maxBytes + FRAMING_BYTES) throw media.tooLarge();
      if (!request.isMultipart()) throw new AppError('MEDIA_FILE_REQUIRED');
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw new AppError('MEDIA_FILE_REQUIRED');
        bytes = await part.toBuffer();
      } catch (err) {
        if (err instanceof AppError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw media.tooLarge();
        throw new AppError('MEDIA_FILE_REQUIRED');
      }
      return ok(await media.upload(uploader, bytes, app.now()));
    },
  );

  app.get(
    '/media/:mediaSeq/:variant',
    {
      schema: {
        tags,
        summary: '사진 보기 (서명된 주소, 만료됨)',
        description:
          'The WebP rendition behind a signed link from the API (`url`, `thumbnailUrl`). A wrong signature → 403 ' +
          'MEDIA_LINK_INVALID, an expired link → 403 MEDIA_LINK_EXPIRED. No token: the link is the permission.',
        params: mediaFileParams,
        querystring: signedQuery,
        produces: ['image/webp'],
        response: { '4xx': errorEnvelope },
      },
    },
    async (request, reply) => {
      const { mediaSeq, variant } = request.params;
      const file = await media.open(mediaSeq, variant, request.query.exp, request.query.sig, app.now());
      reply
        .type(file.contentType)
        .header('cache-control', `private, max-age=${file.maxAgeSec}`)
        .header('cross-origin-resource-policy', 'cross-origin');
      if (file.size != null) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
}
