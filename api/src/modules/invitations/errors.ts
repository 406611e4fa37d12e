/** resultCodes of the invitations domain: [HTTP status, Korean message]; part of the public contract. */
export const INVITATIONS_ERRORS = {
  INVALID_INVITATION_TOKEN: [400, '유효하지 않은 초대 링크예요.'],
  /**
   * The invitation was already used by another account (or, asked without login, by some account). The message
   * says which, and what to do; the same account that still has the shop gets ALREADY_LINKED instead.
   */
  INVITATION_ALREADY_USED: [
    409,
    '다른 계정에서 이미 사용한 초대 링크예요. 그 계정으로 로그인하거나 매장에 새 초대 링크를 요청해 주세요.',
  ],
} as const satisfies Record<string, readonly [number, string]>;
