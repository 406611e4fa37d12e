import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { AppError, validationError } from '../../lib/errors.js';
import { isRealDate, seoulDate } from '../booking/rules.js';
import type { PetChanges, PetInput } from './repository.js';

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

  /**
   * Business checks the schema cannot express: the breed belongs to the kind, the birth date is real, past and a
   * pet's. An edit checks only what it changes (the breed with the kind it will have).
   */
  private async check(
    repos: Repositories,
    { breed, birthDate }: { breed?: Pick<PetInput, 'kind' | 'breedSeq'>; birthDate?: string },
    now: Date,
  ) {
    if (breed && (await repos.pets.breedKind(breed.breedSeq)) !== breed.kind)
      throw validationError([{ field: 'breedSeq', message: '반려동물 종류에 맞는 품종을 선택해주세요.' }]);
    if (birthDate === undefined) return;
    const today = seoulDate(now);
    if (!isRealDate(birthDate) || birthDate > today || birthDate < oldestBirthDate(today))
      throw validationError([{ field: 'birthDate', message: '생일을 확인해주세요.' }]);
  }

  private async one(userSeq: number, petSeq: number) {
    const pet = await this.repos.pets.one(userSeq, petSeq);
    if (!pet) throw new AppError('PET_NOT_FOUND');
    return pet;
  }

  async create(userSeq: number, input: PetInput, now: Date) {
    await this.check(this.repos, { breed: input, birthDate: input.birthDate }, now);
    return this.one(userSeq, await this.repos.pets.create(userSeq, input));
  }

  /**
   * Changes only the fields sent (the phone sends those the person changed), so another phone's change meanwhile
   * to another field stays; a pet removed meanwhile is PET_NOT_FOUND.
   */
  async update(userSeq: number, petSeq: number, changes: PetChanges, now: Date) {
    await this.uow(async ({ repos }) => {
      const pet = await repos.pets.lockForEdit(userSeq, petSeq);
      if (!pet) throw new AppError('PET_NOT_FOUND');
      const { kind = pet.kind, breedSeq = pet.breedSeq ?? 0, birthDate } = changes;
      const breedChanged = changes.kind !== undefined || changes.breedSeq !== undefined;
      await this.check(repos, { breed: breedChanged ? { kind, breedSeq } : undefined, birthDate }, now);
      await repos.pets.change(petSeq, changes);
    });
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
