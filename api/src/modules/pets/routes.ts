import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { bearer, list, nullData, responses } from '../../http/schemas.js';
import { petBody, petChanges, petParams, petSchema } from './schemas.js';

const auth = { config: { auth: 'required' as const } };
export default async function petRoutes(app: TypedApp) {
  const pets = app.services.pets;

  app.get(
    '/pets',
    {
      ...auth,
      schema: {
        tags: ['pets'],
        summary: '내 반려동물',
        security: bearer,
        response: responses(list(petSchema)),
      },
    },
    async (request) => ok(await pets.list(currentUser(request).userSeq)),
  );

  app.post(
    '/pets',
    {
      ...auth,
      schema: {
        tags: ['pets'],
        summary: '반려동물 등록',
        description:
          "With `mediaSeq`, a photo of mine uploaded with POST /v2/media becomes the pet's photo (imageUrl, a signed " +
          "link). Someone else's or an unknown photo → 404 MEDIA_NOT_FOUND; one already attached → 409 " +
          'MEDIA_ALREADY_ATTACHED; no pet is added then.',
        security: bearer,
        body: petBody,
        response: responses(petSchema),
      },
    },
    async (request) => ok(await pets.create(currentUser(request).userSeq, request.body, app.now())),
  );

  app.put(
    '/pets/:petSeq',
    {
      ...auth,
      schema: {
        tags: ['pets'],
        summary: '반려동물 수정 (본인 반려동물만, 바꾼 항목만)',
        description:
          'Changes only the fields sent (see the body). A pet removed meanwhile (on another phone) → 404 PET_NOT_FOUND. ' +
          '`mediaSeq`: a photo of mine uploaded with POST /v2/media replaces the photo, null removes it, left out ' +
          "keeps it. Someone else's or an unknown photo → 404 MEDIA_NOT_FOUND; one already attached → 409 " +
          'MEDIA_ALREADY_ATTACHED; nothing is changed then.',
        security: bearer,
        params: petParams,
        body: petChanges,
        response: responses(petSchema),
      },
    },
    async (request) =>
      ok(await pets.update(currentUser(request).userSeq, request.params.petSeq, request.body, app.now())),
  );

  app.delete(
    '/pets/:petSeq',
    {
      ...auth,
      schema: {
        tags: ['pets'],
        summary: '반려동물 삭제 (목록에서 빠짐; 매장의 알림장･앨범과 지난 예약에는 남음)',
        description:
          'Removed pets leave GET /v2/pets, Me.pets, booking, chat and community; the records that name them stay. ' +
          'A pet booked from now on (요청 or 확정, not yet over) → 409 PET_HAS_UPCOMING_RESERVATION. Its photo is released.',
        security: bearer,
        params: petParams,
        response: responses(nullData),
      },
    },
    async (request) => {
      await pets.remove(currentUser(request).userSeq, request.params.petSeq, app.now());
      return ok(null);
    },
  );
}
