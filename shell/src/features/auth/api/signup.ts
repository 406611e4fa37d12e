import { publicPost, type ApiBody, type Session } from '@guardian/shared';

export type SignupInput = ApiBody<'/v2/signup'>;

export const signup = (input: SignupInput) => publicPost<Session>('/v2/signup', input);
