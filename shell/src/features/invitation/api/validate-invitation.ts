import { queryOptions } from '@tanstack/react-query';
import { publicPost } from '@guardian/shared';

export interface Invitation {
  shopId: number;
  shopName: string;
  shopThumbnailUrl: string | null;
  customerName: string;
  alreadyLinked: boolean;
}

export const validateInvitation = (token: string) =>
  publicPost<Invitation>('/v2/invitation/token/validate', { token });

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['invitation', 'validate', token], queryFn: () => validateInvitation(token) });
