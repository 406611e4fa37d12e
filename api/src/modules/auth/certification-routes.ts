import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { rateLimited } from '../../lib/errors.js';
import { obj, responses, S } from '../../http/schemas.js';
import { certificationBody, certificationVerifyBody } from './schemas.js';

export default async function certificationRoutes(app: TypedApp) {
  const limits = app.config.rateLimits;

  app.post(
    '/mobile-certification',
    {
      schema: {
        tags: ['auth'],
        summary:
          '휴대폰 인증번호 발송 (6자리, expiresInSeconds(3분) 유효; resendAfterSeconds 후 재전송 가능)',
        description: `429 RATE_LIMITED: resend within ${limits.certResendSec}s, or more than ${limits.certPerPhone} per phone / ${limits.certPerIp} per IP per hour.`,
        body: certificationBody,
        response: responses(
          obj({ expiresAt: S.dateTime, expiresInSeconds: S.int, resendAfterSeconds: S.int }),
        ),
      },
    },
    async (request) => {
      const { phoneNumber: phone, purpose } = request.body;
      const wait = await app.services.certifications.resendWait(phone, limits.certResendSec);
      if (wait > 0) throw rateLimited(wait);
      await app.rateLimit.consume(`cert:ip:${request.ip}`, limits.certPerIp, limits.certWindowSec);
      await app.rateLimit.consume(`cert:phone:${phone}`, limits.certPerPhone, limits.certWindowSec);
      const { expiresAt } = await app.services.certifications.send(phone, purpose);
      // How long the code lasts and 재전송 waits, as durations rather than times, so a phone whose clock is off
      // counts them right.
      return ok({
        expiresAt,
        expiresInSeconds: Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000)),
        resendAfterSeconds: limits.certResendSec,
      });
    },
  );

  app.post(
    '/mobile-certification/verify',
    {
      schema: {
        tags: ['auth'],
        summary: '인증번호 확인 → certificationToken (30분, 1회용)',
        description:
          'INVALID_CERTIFICATION (400), CERTIFICATION_EXPIRED (400), CERTIFICATION_ATTEMPTS_EXCEEDED (429, after 5 wrong codes).',
        body: certificationVerifyBody,
        response: responses(obj({ certificationToken: S.str })),
      },
    },
    async (request) => {
      const phone = request.body.phoneNumber;
      // Five tries per code is not enough alone: fresh codes keep coming, so the phone and the IP get a budget too.
      await app.rateLimit.consume(`verify:ip:${request.ip}`, limits.verifyPerIp, limits.certWindowSec);
      await app.rateLimit.consume(`verify:phone:${phone}`, limits.verifyPerPhone, limits.certWindowSec);
      return ok(await app.services.certifications.verify(phone, request.body.code));
    },
  );
}
