// `@guardian/shared/forms`: the form kit (fields, their rules, the API's field errors under their inputs), and
// `LinkedText` (someone's text with its web addresses and phone numbers tappable).
// A federation singleton of its own beside `@guardian/shared`, so it loads with the screens and sheets that
// have a form, not with every tab's first paint (−1.9 KB gzipped on every tab, 2026-12-01,
// docs/architecture.md "First-load budget"). What it needs of the rest of shared it imports by the package's
// name (`@guardian/shared`), never by file or through `../index`: the kit that loads may be a remote's copy
// (same version, and the runtime picks one), and by name it still reaches the page's one @guardian/shared
// (one set of stores, one API client, one ApiError class for isApiError).
export {
  FIELD_RULES,
  checkField,
  lengthHint,
  phoneDigits,
  tooLongMessage,
  type FieldRule,
  type FieldRuleName,
} from '../validation/rules';
export { phoneText } from '../format/phone';
export { applyFieldErrors, type SetFieldError } from './apply-field-errors';
export { FormField, type FieldControlProps, type FormFieldProps } from '../ui/form-field/form-field';
export { FormError, type FormErrorProps } from '../ui/form-error/form-error';
export { TextField, type TextFieldProps } from '../ui/text-field/text-field';
export { Checkbox, type CheckboxProps } from '../ui/checkbox/checkbox';
export { Chip, type ChipProps } from '../ui/chip/chip';
export { Select, Textarea } from '../ui/lazy/lazy-form-controls';
export type { SelectOption, SelectProps } from '../ui/select/select';
export type { TextareaProps } from '../ui/textarea/textarea';
export { useOneAtATime, type OneAtATimeTask } from './use-one-at-a-time';
export { useLeaveGuard, type LeaveQuestion } from './use-leave-guard';
export { useWhyBlocked, type Blocked } from './why-blocked';
export { AS_TYPED, enterMovesOn, enterPutsKeyboardAway, focusFirstInvalid } from './keyboard';
export { storedJson, storedText, type StoredDraft } from './stored-draft';
export { newClientId } from './client-id';
export { SwitchRow, type SwitchRowProps } from '../ui/switch-row/switch-row';
// One picture (프로필 수정's, the pet sheet's): picked, shrunk, uploaded with its progress; 저장 sends the change.
export {
  PICTURE_KEPT,
  PictureField,
  type PictureChange,
  type PictureFieldProps,
  type PictureState,
  type PictureUpload,
} from '../media/picture-field';
// Phone number + SMS code: sign-up and 비밀번호 변경 (the shell), 휴대폰 번호 변경 (마이페이지), 2026-12-07.
export {
  PhoneCertification,
  refusedCertification,
  type CertificationPurpose,
  type Certified,
  type PhoneCertificationProps,
} from './phone-certification/phone-certification';
// Not a form's: here rather than in shared's index, which every tab's first load carries (2026-12-03).
export { LinkedText, type LinkedTextProps } from '../text/linked-text';
export { hasLinks } from '../text/link-parts';
// The screens a payment comes back to (예약금, 이용권, AI 프로필), which load the form kit around them.
export { paymentFailureText } from '../payments/failure-text';
// App push (the token asked of the app, registered with the API): 알림 설정, the logout, and the shell in the app only
// (which imports this entry then), so none of it is in a tab's first load in a browser.
export {
  requestAppPush,
  setAppPushOff,
  takeAppPushToken,
  watchAppPush,
  type AppPushAnswer,
  type AppPushOptions,
} from '../bridge/app-push';
// The terms and policies (sign-up's 보기 sheets, 마이페이지's 약관 및 정책): their names here, their texts a chunk of
// their own that TermsDocument fetches when one is shown.
export { HELP_EMAIL, TERMS_KINDS, isTermsKind, termsTitle, type TermsKind } from '../terms/terms-kinds';
export { TermsDocument, type TermsDocumentProps } from '../terms/lazy-terms-document';
// The texts for a permission the app reports denied: read by the photo pickers and, in the app only, by the shell
// (the first load has no place for them: the form kit loads in the app and with the forms that pick photos).
export { PERMISSION_MESSAGES } from '../bridge/permission-messages';
