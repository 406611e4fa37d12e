// The terms and policies the app shows (sign-up's 보기 sheets, 마이페이지's 약관 및 정책): their names only. The texts
// are a chunk of their own (terms-texts.ts), loaded by TermsDocument when one is opened, never with a first paint.

/** In the order 약관 및 정책 lists them; each is also the last segment of its page, /my-info/terms/:kind. */
export const TERMS_KINDS = ['service', 'privacy', 'privacy-policy', 'marketing'] as const;

export type TermsKind = (typeof TERMS_KINDS)[number];

const TITLES: Record<TermsKind, string> = {
  service: '서비스 이용약관',
  privacy: '개인정보 수집 및 이용',
  'privacy-policy': '개인정보처리방침',
  marketing: '마케팅 정보 수신',
};

/** Whether an address's `:kind` names one of the texts (anything else is a page that does not exist). */
export function isTermsKind(value: string | null | undefined): value is TermsKind {
  return (TERMS_KINDS as readonly string[]).includes(value ?? '');
}

/** The text's Korean name, as its page and its sheet title it. */
export function termsTitle(kind: TermsKind): string {
  return TITLES[kind];
}

/** 고객센터: where the texts send a question, and what 약관 및 정책 offers as the way to ask. */
export const HELP_EMAIL = 'help@guardian.kr';
