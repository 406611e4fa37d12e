/** resultCodes of the consents domain: [HTTP status, Korean message]; part of the public contract. */
export const CONSENTS_ERRORS = {
  CONSENT_FORM_NOT_FOUND: [404, '동의서를 찾을 수 없어요.'],
  CONSENT_SIGNATURE_NOT_FOUND: [404, '서명한 동의서를 찾을 수 없어요.'],
  CONSENT_VERSION_CHANGED: [409, '동의서 내용이 바뀌었어요. 바뀐 내용을 읽고 다시 서명해 주세요.'],
  CONSENT_ALREADY_SIGNED: [409, '이미 이 내용으로 서명한 동의서예요.'],
  CONSENT_INVALID_SIGNATURE: [400, '서명 이미지를 읽을 수 없어요. 다시 서명해 주세요.'],
  CONSENT_PET_REQUIRED: [400, '서명할 반려동물을 선택해 주세요.'],
  CONSENT_REQUIRED: [
    409,
    '보호자가 서명하지 않은 필수 동의서가 있어 예약을 확정할 수 없어요. 동의서 서명을 요청해 주세요.',
  ],
} as const satisfies Record<string, readonly [number, string]>;
