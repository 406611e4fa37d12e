// POST /v2/mobile-certification (a code by SMS) and /verify (the code for a single-use certification token).
import { publicPost, type ApiBody, type ApiPost } from '@guardian/shared';

type CertificationBody = ApiBody<'/v2/mobile-certification'>;
type VerifyBody = ApiBody<'/v2/mobile-certification/verify'>;
/** SIGNUP: a number to hold (sign-up, a new number on the profile); PASSWORD: the account's own, to reset it. */
export type CertificationPurpose = CertificationBody['purpose'];

export const requestCertification = (phoneNumber: string, purpose: CertificationPurpose) =>
  publicPost<ApiPost<'/v2/mobile-certification'>>('/v2/mobile-certification', {
    phoneNumber,
    purpose,
  } satisfies CertificationBody);

export const verifyCertification = (phoneNumber: string, code: string) =>
  publicPost<ApiPost<'/v2/mobile-certification/verify'>>('/v2/mobile-certification/verify', {
    phoneNumber,
    code,
  } satisfies VerifyBody);
