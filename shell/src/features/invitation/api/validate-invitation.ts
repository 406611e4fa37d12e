import { queryOptions } from '@tanstack/react-query';
import { publicPost, queryKeys, type ApiBody, type ApiPost } from '@guardian/shared';

export type Invitation = ApiPost<'/v2/invitation/token/validate'>;

export const validateInvitation = (token: string) =>
  publicPost<Invitation>('/v2/invitation/token/validate', {
    token,
  } satisfies ApiBody<'/v2/invitation/token/validate'>);

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: queryKeys.invitation.validate(token), queryFn: () => validateInvitation(token) });
