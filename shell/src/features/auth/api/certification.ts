import { publicPost } from '@guardian/shared';

export type CertificationPurpose = 'SIGNUP' | 'PASSWORD';

export const requestCertification = (phoneNumber: string, purpose: CertificationPurpose) =>
  publicPost<{ expiresAt: string }>('/v2/mobile-certification', { phoneNumber, purpose });

export const verifyCertification = (phoneNumber: string, code: string) =>
  publicPost<{ certificationToken: string }>('/v2/mobile-certification/verify', { phoneNumber, code });
