import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentPartner } from '../../plugins/auth.js';
import { errorEnvelope, idParams, list, responses } from '../../http/schemas.js';
import {
  partnerFormCreateBody,
  partnerFormSchema,
  partnerFormsQuery,
  partnerFormUpdateBody,
  partnerSignatureSchema,
  pdfResponse,
} from './schemas.js';

const tags = ['consents'];
const partner = { config: { auth: 'partner' as const } };
const security = [{ partnerAuth: [] }];

/** The shop's side: writing its forms (each change of text or of who signs is a new version) and reading who signed. */
export default async function partnerConsentRoutes(app: TypedApp) {
  const consents = app.services.consents;

  app.get(
    '/partner/consent-forms',
    {
      ...partner,
      schema: {
        tags,
        summary: '내 매장 동의서 목록',
        description:
          'Without shopId: every shop of the staff member. A shopId without a role: 403 FORBIDDEN.',
        security,
        querystring: partnerFormsQuery,
        response: responses(list(partnerFormSchema)),
      },
    },
    async (request) =>
      ok(await consents.partnerForms(currentPartner(request).staffSeq, request.query.shopId)),
  );

  app.post(
    '/partner/consent-forms',
    {
      ...partner,
      schema: {
        tags,
        summary: '동의서 만들기',
        description:
          'requiredForBooking: the shop cannot confirm a booking until the owner signed it for every pet.',
        security,
        body: partnerFormCreateBody,
        response: responses(partnerFormSchema),
      },
    },
    async (request) =>
      ok(await consents.createForm(currentPartner(request).staffSeq, request.body, app.now())),
  );

  app.put(
    '/partner/consent-forms/:id',
    {
      ...partner,
      schema: {
        tags,
        summary: '동의서 고치기 (제목이나 본문이 바뀌면 새 판: 서명한 보호자에게 다시 서명을 받음)',
        security,
        params: idParams,
        body: partnerFormUpdateBody,
        response: responses(partnerFormSchema),
      },
    },
    async (request) =>
      ok(
        await consents.updateForm(
          currentPartner(request).staffSeq,
          request.params.id,
          request.body,
          app.now(),
        ),
      ),
  );

  app.get(
    '/partner/consent-forms/:id/signatures',
    {
      ...partner,
      schema: {
        tags,
        summary: '동의서에 서명한 보호자 (최근순)',
        security,
        params: idParams,
        response: responses(list(partnerSignatureSchema)),
      },
    },
    async (request) =>
      ok(await consents.partnerSignatures(currentPartner(request).staffSeq, request.params.id)),
  );

  app.get(
    '/partner/consent-signatures/:id/pdf',
    {
      ...partner,
      schema: {
        tags,
        summary: '서명한 동의서 PDF (그 매장 직원만)',
        security,
        produces: ['application/pdf'],
        params: idParams,
        response: { ...pdfResponse, '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await consents.pdf(request.params.id, {
        staffSeq: currentPartner(request).staffSeq,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
