/** Schemas of the consents domain (the owner's forms and signatures, the shop's forms). */
import { type Static, Type } from '@sinclair/typebox';
import { enumOf, list, obj, S, VISIBLE_TEXT } from '../../http/schemas.js';

const { str, int, bool, dateTime, nullable } = S;

export const consentKindEnum = enumOf(['GROOMING', 'HOTEL', 'VACCINATION']);
/** TO_SIGN 서명 필요, SIGNED 서명 완료, RESIGN 다시 서명 필요 (the text changed after the last signature). */
export const consentStateEnum = enumOf(['TO_SIGN', 'SIGNED', 'RESIGN']);
export type ConsentState = Static<typeof consentStateEnum>;

export const consentTargetSchema = obj({
  petSeq: nullable(int, { description: 'null for a form signed once per owner' }),
  petName: nullable(str),
  state: consentStateEnum,
  signatureSeq: nullable(int, { description: 'the latest signature (of any version)' }),
  signedAt: nullable(S.dateTime),
  signedVersion: nullable(int),
});

const formProps = {
  formSeq: int,
  shopId: int,
  shopName: str,
  kind: consentKindEnum,
  title: str,
  version: int,
  perPet: bool,
  requiredForBooking: bool,
  updatedAt: dateTime,
};

export const consentFormSummarySchema = obj({
  ...formProps,
  state: consentStateEnum,
  targets: list(consentTargetSchema),
});

export const consentFormDetailSchema = obj({
  ...formProps,
  body: str,
  state: consentStateEnum,
  targets: list(consentTargetSchema),
});

export const signBody = obj({
  petSeq: Type.Optional(nullable(Type.Integer({ minimum: 1 }))),
  version: Type.Integer({ minimum: 1, description: 'the version of the text the owner read and signs' }),
  signature: Type.String({
    minLength: 80,
    maxLength: 400_000,
    description: 'PNG from the signature pad: a data URL (data:image/png;base64,…) or bare base64',
  }),
});

export const signatureSchema = obj({
  signatureSeq: int,
  formSeq: int,
  shopId: int,
  shopName: str,
  title: str,
  body: str,
  version: int,
  petSeq: nullable(int),
  petName: nullable(str),
  bodySha256: str,
  signedAt: dateTime,
  pdfPath: str,
});

export const partnerFormSchema = obj({ ...formProps, body: str, signatureCount: int });

const formText = {
  title: Type.String({ minLength: 1, maxLength: 60, pattern: VISIBLE_TEXT }),
  body: Type.String({ minLength: 10, maxLength: 10000, pattern: VISIBLE_TEXT }),
  perPet: bool,
  requiredForBooking: bool,
};
export const partnerFormCreateBody = obj({
  shopId: Type.Integer({ minimum: 1 }),
  kind: consentKindEnum,
  ...formText,
});
export const partnerFormUpdateBody = obj(formText);
export type FormText = Static<typeof partnerFormUpdateBody>;
export const partnerFormsQuery = obj({ shopId: Type.Optional(Type.Integer({ minimum: 1 })) });
export const partnerSignatureSchema = obj({
  signatureSeq: int,
  petName: nullable(str),
  version: int,
  signedAt: dateTime,
  ownerNickname: str,
});

export const pdfResponse = {
  200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }),
};
