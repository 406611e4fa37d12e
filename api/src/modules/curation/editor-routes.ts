import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { currentEditor } from '../../plugins/auth.js';
import { normaliseEmail } from '../users/repository.js';
import { idParams, responses } from '../../http/schemas.js';
import {
  breedNoteBody,
  breedParams,
  contentBody,
  editorContentSchema,
  editorEventSchema,
  editorLoginBody,
  editorReviewSchema,
  editorSeriesSchema,
  editorSessionSchema,
  eventBody,
  reviewBody,
  seriesBody,
} from './schemas.js';

const tags = ['editor'];
const editor = { config: { auth: 'editor' as const } };
const security = [{ editorAuth: [] }];

/**
 * The editor API: 홈 content is written here by editors (their own accounts; owner and partner tokens are 401).
 * Every write checks what it points at (series, shops, breeds, contents).
 */
export default async function editorRoutes(app: TypedApp) {
  const editors = app.services.editors;

  app.post(
    '/editor/login',
    {
      schema: {
        tags,
        summary: '에디터 로그인',
        description: 'Editor tokens are accepted only on /v2/editor/**. 12 h sessions.',
        body: editorLoginBody,
        response: responses(editorSessionSchema),
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const attempt = await app.rateLimit.loginAttempt('editor-login', email, request.ip);
      const found = await editors.checkLogin(email, request.body.password);
      if (!found) throw new AppError('INVALID_CREDENTIALS');
      await attempt.succeeded();
      return ok(await editors.issueSession(found.editorSeq));
    },
  );

  const write = { ...editor, schema: { tags, security } };

  app.post(
    '/editor/series',
    {
      ...write,
      schema: {
        ...write.schema,
        summary: '시리즈 만들기',
        body: seriesBody,
        response: responses(editorSeriesSchema),
      },
    },
    async (request) => {
      currentEditor(request);
      return ok(await editors.createSeries(request.body));
    },
  );

  app.put(
    '/editor/series/:id',
    {
      ...write,
      schema: {
        ...write.schema,
        summary: '시리즈 고치기',
        params: idParams,
        body: seriesBody,
        response: responses(editorSeriesSchema),
      },
    },
    async (request) => {
      currentEditor(request);
      return ok(await editors.updateSeries(request.params.id, request.body));
    },
  );

  app.post(
    '/editor/contents',
    {
      ...write,
      schema: {
        ...write.schema,
        summary: '콘텐츠 만들기 (기사 블록, 영상, 관련 매장·콘텐츠, 품종 태그)',
        body: contentBody,
        response: responses(editorContentSchema),
      },
    },
    async (request) => {
      currentEditor(request);
      return ok(await editors.createContent(request.body));
    },
  );

  app.put(
    '/editor/contents/:id',
    {
      ...write,
      schema: {
        ...write.schema,
        summary: '콘텐츠 고치기',
        params: idParams,
        body: contentBody,
        response: responses(editorContentSchema),
      },
    },
    async (request) => {
      currentEditor(request);
      return ok(await editors.updateContent(request.params.id, request.body));
    },
  );

  app.put(
    '/editor/breed-notes/:breedSeq',
    {
      ...write,
      schema: {
        ...write.schema,
        summary: '품종 관리 노트 쓰기',
        params: breedParams,
        body: breedNoteBody,
        response: responses(breedNoteBody),
      },
    },
    async (request) => {
      currentEditor(request);
      return ok(await editors.putBreedNote(request.params.breedSeq, request.body));
    },
  );

  app.post(
    '/editor/reviews',
    {
      ...write,
      schema: {
        ...write.schema,
        summary: '매장 리뷰 쓰기',
        body: reviewBody,
        response: responses(editorReviewSchema),
      },
    },
    async (request) => {
      currentEditor(request);
      return ok(await editors.createReview(request.body));
    },
  );

  app.post(
    '/editor/events',
    {
      ...write,
      schema: {
        ...write.schema,
        summary: '이벤트 만들기',
        body: eventBody,
        response: responses(editorEventSchema),
      },
    },
    async (request) => {
      currentEditor(request);
      return ok(await editors.createEvent(request.body));
    },
  );

  app.put(
    '/editor/events/:id',
    {
      ...write,
      schema: {
        ...write.schema,
        summary: '이벤트 고치기',
        params: idParams,
        body: eventBody,
        response: responses(editorEventSchema),
      },
    },
    async (request) => {
      currentEditor(request);
      return ok(await editors.updateEvent(request.params.id, request.body));
    },
  );
}
