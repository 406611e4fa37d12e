import { publicPost, type ApiBody, type Session } from '@guardian/shared';

export type LoginInput = ApiBody<'/v2/login'>;

export const login = (input: LoginInput) => publicPost<Session>('/v2/login', input);
