import type { FastifyInstance } from 'fastify';
import { isRealDate, seoulDate } from '../../../lib/booking.js';
import { ok } from '../../../lib/envelope.js';
import { AppError, validationError } from '../../../lib/errors.js';
import { currentUser } from '../../../plugins/auth.js';
import type { PetInput } from '../../../repositories/pet-repository.js';
import { dateStr } from '../../booking-schemas.js';
import { bearer, nullData, obj, petSchema, responses } from '../../common-schemas.js';

const auth = { config: { auth: 'required' as const } };
const petBody = obj({
  name: { type: 'string', minLength: 1, maxLength: 20, pattern: '\\S' },
  kind: { type: 'string', enum: ['DOG', 'CAT'] },
  breedSeq: { type: 'integer', minimum: 1 },
  birthDate: dateStr,
  weightKg: { type: 'number', exclusiveMinimum: 0, maximum: 120 },
  sex: { type: 'string', enum: ['MALE', 'FEMALE'] },
  neutered: { type: 'boolean' },
});
const petParams = obj({ petSeq: { type: 'integer', minimum: 1 } });

export default async function petRoutes(app: FastifyInstance) {
  const pets = app.repos.pets;

  /** Business checks the schema cannot express: the breed belongs to the kind, the birth date is real and past. */
  const check = async (body: PetInput) => {
    const kind = await pets.breedKind(body.breedSeq);
    if (kind !== body.kind)
      throw validationError([{ field: 'breedSeq', message: '반려동물 종류에 맞는 품종을 선택해주세요.' }]);
    if (!isRealDate(body.birthDate) || body.birthDate > seoulDate(app.now()))
      throw validationError([{ field: 'birthDate', message: '생일을 확인해주세요.' }]);
  };
  const one = async (userSeq: number, petSeq: number) => {
    const pet = await pets.one(userSeq, petSeq);
    if (!pet) throw new AppError('PET_NOT_FOUND');
    return pet;
  };

  app.get(
    '/pets',
    {
      ...auth,
      schema: {
        tags: ['pets'],
        summary: '내 반려동물',
        security: bearer,
        response: responses({ type: 'array', items: petSchema }),
      },
    },
    async (request) => ok(await pets.list(currentUser(request).userSeq)),
  );

  app.post<{ Body: PetInput }>(
    '/pets',
    {
      ...auth,
      schema: {
        tags: ['pets'],
        summary: '반려동물 등록',
        security: bearer,
        body: petBody,
        response: responses(petSchema),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      await check(request.body);
      return ok(await one(userSeq, await pets.create(userSeq, request.body)));
    },
  );

  app.put<{ Params: { petSeq: number }; Body: PetInput }>(
    '/pets/:petSeq',
    {
      ...auth,
      schema: {
        tags: ['pets'],
        summary: '반려동물 수정 (본인 반려동물만)',
        security: bearer,
        params: petParams,
        body: petBody,
        response: responses(petSchema),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      await check(request.body);
      if (!(await pets.update(userSeq, request.params.petSeq, request.body)))
        throw new AppError('PET_NOT_FOUND');
      return ok(await one(userSeq, request.params.petSeq));
    },
  );

  app.delete<{ Params: { petSeq: number } }>(
    '/pets/:petSeq',
    {
      ...auth,
      schema: {
        tags: ['pets'],
        summary: '반려동물 삭제 (지난 예약에는 이름이 남음)',
        security: bearer,
        params: petParams,
        response: responses(nullData),
      },
    },
    async (request) => {
      if (!(await pets.remove(currentUser(request).userSeq, request.params.petSeq)))
        throw new AppError('PET_NOT_FOUND');
      return ok(null);
    },
  );
}
