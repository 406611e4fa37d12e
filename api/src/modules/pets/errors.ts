/** resultCodes of the pets domain: [HTTP status, Korean message]; part of the public contract. */
export const PETS_ERRORS = {
  PET_NOT_FOUND: [404, '반려동물을 찾을 수 없습니다.'],
} as const satisfies Record<string, readonly [number, string]>;
