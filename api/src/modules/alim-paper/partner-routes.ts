import type { TypedApp } from '../../http/typed-app.js';
import { idParams, responses } from '../../http/schemas.js';
import { ok } from '../../lib/envelope.js';
import { currentPartner } from '../../plugins/auth.js';
import {
  alimPaperBody,
  createAlimPaperBody,
  partnerAlimPaperPage,
  partnerAlimPaperSchema,
  partnerAlimPapersQuery,
} from './schemas.js';

const tags = ['alim-paper'];
const partner = { config: { auth: 'partner' as const } };
const security = [{ partnerAuth: [] }];

/** The shop's side of 알림장: staff of the card's shop write, edit and publish it. */
export default async function partnerAlimPaperRoutes(app: TypedApp) {
  const cards = app.services.alimPapers;

  app.get(
    '/partner/alim-papers',
    {
      ...partner,
      schema: {
        tags,
        summary: '매장 알림장 목록 (날짜별)',
        security,
        querystring: partnerAlimPapersQuery,
        response: responses(partnerAlimPaperPage),
      },
    },
    async (request) =>
      ok(await cards.partnerList(currentPartner(request).staffSeq, request.query, app.now())),
  );

  app.post(
    '/partner/alim-papers',
    {
      ...partner,
      schema: {
        tags,
        summary: '알림장 쓰기 (임시 저장)',
        description:
          'One card per pet, shop and day (409 ALIM_PAPER_EXISTS). The pet must belong to a linked customer of the shop ' +
          'and not be removed by its owner (404 ALIM_PAPER_NOT_CUSTOMER); `shopId` must be one of the staff member’s shops (403). `mediaSeqs` are this ' +
          'staff member’s fresh uploads (404 MEDIA_NOT_FOUND, 409 MEDIA_ALREADY_ATTACHED); moods from /v2/emotion-words.',
        security,
        body: createAlimPaperBody,
        response: responses(partnerAlimPaperSchema),
      },
    },
    async (request) => ok(await cards.create(currentPartner(request).staffSeq, request.body, app.now())),
  );

  app.get(
    '/partner/alim-papers/:id',
    {
      ...partner,
      schema: {
        tags,
        summary: '알림장 보기 (매장)',
        security,
        params: idParams,
        response: responses(partnerAlimPaperSchema),
      },
    },
    async (request) =>
      ok(await cards.partnerOne(currentPartner(request).staffSeq, request.params.id, app.now())),
  );

  app.put(
    '/partner/alim-papers/:id',
    {
      ...partner,
      schema: {
        tags,
        summary: '알림장 고치기 (보낸 뒤에도)',
        description:
          'A health note added to a published card that had none notifies the owner and makes the card unread again.',
        security,
        params: idParams,
        body: alimPaperBody,
        response: responses(partnerAlimPaperSchema),
      },
    },
    async (request) =>
      ok(await cards.update(currentPartner(request).staffSeq, request.params.id, request.body, app.now())),
  );

  app.post(
    '/partner/alim-papers/:id/publish',
    {
      ...partner,
      schema: {
        tags,
        summary: '알림장 보내기 (보호자에게 소식 알림)',
        description: '409 ALIM_PAPER_ALREADY_PUBLISHED the second time.',
        security,
        params: idParams,
        response: responses(partnerAlimPaperSchema),
      },
    },
    async (request) =>
      ok(await cards.publish(currentPartner(request).staffSeq, request.params.id, app.now())),
  );
}
