import { publicPost, type Session, type SnsKind } from '@guardian/shared';

export interface SignupInput {
  userId?: string;
  password?: string;
  nickname: string;
  phoneNumber?: string;
  certificationToken?: string;
  snsKind: SnsKind;
  snsToken?: string;
  termsMarketing: boolean;
  termsPrivacy: true;
}

export const signup = (input: SignupInput) => publicPost<Session>('/v2/signup', input);
