// Request bodies and queries come from the same OpenAPI document as the responses (ApiBody,
// ApiQuery), so the front's callers cannot drift from the API's TypeBox schemas. Checked by the
// type-check step: when the API renames, adds or retypes a body field, schema.gen.ts changes
// (drift-checked by the API's tests) and every `@ts-expect-error` or `toEqualTypeOf` below that
// no longer holds fails `tsc`.
import { expectTypeOf } from 'vitest';
import type { ApiBody, ApiQuery } from '../openapi-types';

type PetBody = ApiBody<'/v2/pets'>;
type ReservationBody = ApiBody<'/v2/reservations'>;

const pet: PetBody = {
  name: '코코',
  kind: 'DOG',
  breedSeq: 1,
  birthDate: '2020-01-01',
  weightKg: 3.2,
  sex: 'FEMALE',
  neutered: true,
};

describe('request types follow the OpenAPI document', () => {
  it('POST /v2/pets takes exactly the fields the API validates', () => {
    expectTypeOf<PetBody>().toEqualTypeOf<{
      name: string;
      kind: 'DOG' | 'CAT';
      breedSeq: number;
      /** @description YYYY-MM-DD (Asia/Seoul) */
      birthDate: string;
      weightKg: number;
      sex: 'MALE' | 'FEMALE';
      neutered: boolean;
      /** the pet's photo: a mediaSeq from POST /v2/media, or null for none */
      mediaSeq?: number | null;
    }>();
    // @ts-expect-error a field the API does not know is refused (additionalProperties: false)
    const renamed: PetBody = { ...pet, weight: 3.2 };
    // @ts-expect-error a required field cannot be left out
    const missing: PetBody = { name: pet.name, kind: pet.kind };
    // @ts-expect-error an enum value outside the API's list is refused
    const wrongKind: PetBody = { ...pet, kind: 'BIRD' };
    expectTypeOf([renamed, missing, wrongKind]).toBeArray();
  });

  it('optional fields stay optional and defaulted ones may be left out', () => {
    expectTypeOf<ReservationBody['time']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ApiBody<'/v2/signup'>['snsKind']>().toEqualTypeOf<'NONE' | 'KAKAO' | 'APPLE' | undefined>();
    expectTypeOf<ApiBody<'/v2/signup'>['termsPrivacy']>().toEqualTypeOf<true>();
    expectTypeOf<ApiBody<'/v2/me', 'put'>>().toEqualTypeOf<{
      nickname?: string;
      /** @description 010xxxxxxxx */
      phoneNumber?: string;
      /** a new phone number's certification token (issue 9: a number is changed only with it) */
      certificationToken?: string;
      termsMarketing?: boolean;
    }>();
  });

  it('queries are typed too, and calls without a body or query have never', () => {
    expectTypeOf<ApiQuery<'/v2/reservations'>>().toEqualTypeOf<{
      scope?: 'upcoming' | 'past';
      page?: number;
      size?: number;
    }>();
    expectTypeOf<ApiQuery<'/v2/user/shop/sort-order', 'patch'>['userShopSeqs']>().toEqualTypeOf<number[]>();
    expectTypeOf<ApiBody<'/v2/logout'>>().toBeNever();
    expectTypeOf<ApiBody<'/v2/me', 'get'>>().toBeNever();
    expectTypeOf<ApiQuery<'/v2/me'>>().toBeNever();
  });
});
