import { queryOptions } from '@tanstack/react-query';
import { apiPost, queryKeys, type ApiBody, type ApiPost } from '@guardian/shared';

export type Invitation = ApiPost<'/v2/invitation/token/validate'>;

// With the session's bearer when there is one: only then can the API tell `alreadyLinked` (a dead
// token is just anonymous there, so this never logs anyone out).
export const validateInvitation = (token: string) =>
  apiPost<Invitation>('/v2/invitation/token/validate', {
    token,
  } satisfies ApiBody<'/v2/invitation/token/validate'>);

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: queryKeys.invitation.validate(token), queryFn: () => validateInvitation(token) });
