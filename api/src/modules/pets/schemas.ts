/** Schemas of the pets domain. */
import { type Static, Type } from '@sinclair/typebox';
import { dateStr, enumOf, obj, S, VISIBLE_TEXT } from '../../http/schemas.js';

const { str, int, num, bool, nullable } = S;

export const petKindEnum = enumOf(['DOG', 'CAT']);
export const petSexEnum = enumOf(['MALE', 'FEMALE']);
export type PetKind = Static<typeof petKindEnum>;
export type PetSex = Static<typeof petSexEnum>;

export const petSchema = obj({
  petSeq: int,
  name: str,
  kind: petKindEnum,
  breedSeq: nullable(int),
  breedName: nullable(str),
  birthDate: nullable(str),
  weightKg: nullable(num),
  sex: petSexEnum,
  neutered: bool,
  imageUrl: nullable(str),
});

export const petBody = obj({
  name: Type.String({ minLength: 1, maxLength: 20, pattern: VISIBLE_TEXT }),
  kind: petKindEnum,
  breedSeq: S.id,
  birthDate: dateStr,
  // A scale reads to 0.1 kg, and so do the price bands' edges; the app asks for one decimal too (pet-rules.ts).
  weightKg: Type.Number({ exclusiveMinimum: 0, maximum: 120, multipleOf: 0.1 }),
  sex: petSexEnum,
  neutered: Type.Boolean(),
  mediaSeq: Type.Optional(
    nullable(S.id, {
      description:
        "The pet's photo: one of mine uploaded with POST /v2/media and not attached anywhere yet (someone else's " +
        'or an unknown one → 404 MEDIA_NOT_FOUND; one already attached → 409 MEDIA_ALREADY_ATTACHED). null: no ' +
        'photo (an edit removes it and its link); left out: none when adding, unchanged when editing. The photo ' +
        "shows as the pet's imageUrl, a signed link that expires, renewed on every read.",
    }),
  ),
});

/**
 * An edit: only the fields the person changed (kind and breedSeq together), so what another phone of the same
 * account changed meanwhile in the other fields stays. All of them, as fronts before this send, replace the pet.
 */
export const petChanges = Type.Partial(petBody, {
  additionalProperties: false,
  description:
    'Only the fields changed on this phone (kind with breedSeq); the others keep what they are now, so a change ' +
    'made meanwhile on another phone of the same account is not undone. All fields replace the pet; none answers it as it is.',
});

export const petParams = obj({ petSeq: S.id });
