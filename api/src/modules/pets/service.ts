import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { AppError, validationError } from '../../lib/errors.js';
import { isRealDate, seoulDate } from '../booking/rules.js';
import type { PetInput } from './repository.js';

/** No dog or cat lives 50 years: a birth date before that is a typo (1800 for 2018), not a pet. */
const MAX_AGE_YEARS = 50;
const oldestBirthDate = (today: string) => `${Number(today.slice(0, 4)) - MAX_AGE_YEARS}${today.slice(4)}`;

/** The owner's pets; every call is scoped by the owner, so another owner's pet is simply "not found". */
export class PetService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
  ) {}

  list(userSeq: number) {
    return this.repos.pets.list(userSeq);
  }

  /** Business checks the schema cannot express: the breed belongs to the kind, the birth date is real, past and a pet's. */
  private async check(input: PetInput, now: Date) {
    const kind = await this.repos.pets.breedKind(input.breedSeq);
    if (kind !== input.kind)
      throw validationError([{ field: 'breedSeq', message: '반려동물 종류에 맞는 품종을 선택해주세요.' }]);
    const today = seoulDate(now);
    if (!isRealDate(input.birthDate) || input.birthDate > today || input.birthDate < oldestBirthDate(today))
      throw validationError([{ field: 'birthDate', message: '생일을 확인해주세요.' }]);
  }

  private async one(userSeq: number, petSeq: number) {
    const pet = await this.repos.pets.one(userSeq, petSeq);
    if (!pet) throw new AppError('PET_NOT_FOUND');
    return pet;
  }

  async create(userSeq: number, input: PetInput, now: Date) {
    await this.check(input, now);
    return this.one(userSeq, await this.repos.pets.create(userSeq, input));
  }

  async update(userSeq: number, petSeq: number, input: PetInput, now: Date) {
    await this.check(input, now);
    if (!(await this.repos.pets.update(userSeq, petSeq, input))) throw new AppError('PET_NOT_FOUND');
    return this.one(userSeq, petSeq);
  }

  /**
   * Takes the pet off the owner's lists (a soft removal: the shops' 알림장 and albums of it and past reservations
   * stay). A pet with a booking still ahead is refused: the shop expects it.
   */
  async remove(userSeq: number, petSeq: number, now: Date) {
    await this.uow(async ({ repos }) => {
      const pet = await repos.pets.lockForRemoval(userSeq, petSeq, now);
      if (!pet) throw new AppError('PET_NOT_FOUND');
      if (pet.booked) throw new AppError('PET_HAS_UPCOMING_RESERVATION');
      await repos.pets.markRemoved(petSeq, now);
    });
  }
}
