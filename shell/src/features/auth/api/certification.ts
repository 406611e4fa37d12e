import { publicPost, type ApiBody, type ApiPost } from '@guardian/shared';

type CertificationBody = ApiBody<'/v2/mobile-certification'>;
type VerifyBody = ApiBody<'/v2/mobile-certification/verify'>;
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
