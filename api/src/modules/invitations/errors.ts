/** resultCodes of the invitations domain: [HTTP status, Korean message]; part of the public contract. */
export const INVITATIONS_ERRORS = {
  INVALID_INVITATION_TOKEN: [400, '유효하지 않은 초대 링크입니다.'],
} as const satisfies Record<string, readonly [number, string]>;
