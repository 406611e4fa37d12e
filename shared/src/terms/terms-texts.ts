// Every text by kind. Only terms-document.tsx imports this, and only TermsDocument's import() reaches that: the texts
// are one chunk, fetched when a 보기 sheet or a 약관 및 정책 page first shows one.
import type { TermsKind } from './terms-kinds';
import { marketing } from './texts/marketing';
import { privacyPolicy } from './texts/privacy-policy';
import { privacy } from './texts/privacy';
import { service } from './texts/service';
import type { TermsText } from './texts/types';

export const TERMS_TEXTS: Record<TermsKind, TermsText> = {
  service,
  privacy,
  'privacy-policy': privacyPolicy,
  marketing,
};
