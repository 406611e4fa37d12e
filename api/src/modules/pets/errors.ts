/** resultCodes of the pets domain: [HTTP status, Korean message]; part of the public contract. */
export const PETS_ERRORS = {
  PET_NOT_FOUND: [404, '반려동물을 찾을 수 없어요. 다른 기기에서 삭제했을 수 있어요.'],
  PET_HAS_UPCOMING_RESERVATION: [
    409,
    '예정된 예약이 있는 반려동물은 삭제할 수 없어요. 예약을 취소하거나 이용을 마친 뒤 삭제해 주세요.',
  ],
} as const satisfies Record<string, readonly [number, string]>;
