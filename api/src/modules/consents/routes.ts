import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { bearer, errorEnvelope, idParams, list, responses } from '../../http/schemas.js';
import {
  consentFormDetailSchema,
  consentFormSummarySchema,
  pdfResponse,
  signatureSchema,
  signBody,
} from './schemas.js';

const tags = ['consents'];
const auth = { config: { auth: 'required' as const } };

/** The owner's side: the forms of their shops, signing, the signed copy. */
export default async function consentRoutes(app: TypedApp) {
  const consents = app.services.consents;

  app.get(
    '/consent/forms',
    {
      ...auth,
      schema: {
        tags,
        summary: '내 매장들의 동의서와 서명 상태',
        description:
          'Forms of the shops linked to the account or booked with, and any form the owner signed. state per pet (per owner when perPet is false): ' +
          'TO_SIGN 서명 필요, SIGNED 서명 완료, RESIGN 다시 서명 필요 (the text changed after the last signature).',
        security: bearer,
        response: responses(list(consentFormSummarySchema)),
      },
    },
    async (request) => ok(await consents.ownerList(currentUser(request).userSeq)),
  );

  app.get(
    '/consent/forms/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '동의서 본문과 반려동물별 서명 상태',
        description: '404 CONSENT_FORM_NOT_FOUND for a form of a shop the owner has nothing to do with.',
        security: bearer,
        params: idParams,
        response: responses(consentFormDetailSchema),
      },
    },
    async (request) => ok(await consents.ownerForm(currentUser(request).userSeq, request.params.id)),
  );

  app.post(
    '/consent/forms/:id/sign',
    {
      ...auth,
      schema: {
        tags,
        summary: '동의서 서명 (읽은 판의 본문 그대로)',
        description:
          '409 CONSENT_VERSION_CHANGED when `version` is not the current one, 409 CONSENT_ALREADY_SIGNED, ' +
          '400 CONSENT_PET_REQUIRED (per-pet form without petSeq), 404 PET_NOT_FOUND, 400 CONSENT_INVALID_SIGNATURE.',
        security: bearer,
        params: idParams,
        body: signBody,
        response: responses(signatureSchema),
      },
    },
    async (request) =>
      ok(await consents.sign(currentUser(request).userSeq, request.params.id, request.body, app.now())),
  );

  app.get(
    '/consent/signatures/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '서명한 동의서',
        security: bearer,
        params: idParams,
        response: responses(signatureSchema),
      },
    },
    async (request) => ok(await consents.ownerSignature(currentUser(request).userSeq, request.params.id)),
  );

  app.get(
    '/consent/signatures/:id/pdf',
    {
      ...auth,
      schema: {
        tags,
        summary: '서명한 동의서 PDF 내려받기',
        description:
          'application/pdf: the text signed, the signature, the time (Asia/Seoul) and the SHA-256 of the text.',
        security: bearer,
        produces: ['application/pdf'],
        params: idParams,
        response: { ...pdfResponse, '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await consents.pdf(request.params.id, {
        userSeq: currentUser(request).userSeq,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
