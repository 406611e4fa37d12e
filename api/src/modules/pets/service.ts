import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { AppError, validationError } from '../../lib/errors.js';
import { isRealDate, seoulDate } from '../booking/rules.js';
import type { PetChanges, PetInput } from './repository.js';
import { presentPet, type PetPhotoLinks } from './present.js';

/** No dog or cat lives 50 years: a birth date before that is a typo (1800 for 2018), not a pet. */
const MAX_AGE_YEARS = 50;
const oldestBirthDate = (today: string) => `${Number(today.slice(0, 4)) - MAX_AGE_YEARS}${today.slice(4)}`;

/** A pet's photo is its owner's upload, as their profile picture is. */
const owner = (userSeq: number) => ({ kind: 'USER' as const, seq: userSeq });

/** The owner's pets; every call is scoped by the owner, so another owner's pet is simply "not found". */
export class PetService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly media: PetPhotoLinks,
  ) {}

  /** The owner's pets as the answers carry them, photos as signed links. */
  async list(userSeq: number) {
    return (await this.repos.pets.list(userSeq)).map((p) => presentPet(p, this.media));
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
      throw validationError([{ field: 'breedSeq', message: '반려동물 종류에 맞는 품종을 선택해 주세요.' }]);
    if (birthDate === undefined) return;
    const today = seoulDate(now);
    if (!isRealDate(birthDate) || birthDate > today || birthDate < oldestBirthDate(today))
      throw validationError([{ field: 'birthDate', message: '생일을 확인해 주세요.' }]);
  }

  /** The pet as the answers carry it, read in the unit of work that saved it. */
  private async one(repos: Repositories, media: PetPhotoLinks, userSeq: number, petSeq: number, now: Date) {
    const pet = await repos.pets.one(userSeq, petSeq);
    if (!pet) throw new AppError('PET_NOT_FOUND');
    return presentPet(pet, media, now);
  }

  /**
   * A new pet, with the photo `mediaSeq` when one is sent: claimed as the profile picture is (the owner's upload,
   * not attached anywhere yet), so a refused photo adds no pet.
   */
  async create(userSeq: number, input: PetInput, now: Date) {
    await this.check(this.repos, { breed: input, birthDate: input.birthDate }, now);
    return this.uow(async ({ repos, services }) => {
      if (input.mediaSeq != null) await services.media.claim(owner(userSeq), [input.mediaSeq], now);
      return this.one(repos, services.media, userSeq, await repos.pets.create(userSeq, input), now);
    });
  }

  /**
   * Changes only the fields sent (the phone sends those the person changed), so another phone's change meanwhile
   * to another field stays; a pet removed meanwhile is PET_NOT_FOUND. A photo sent (`mediaSeq`) is claimed and
   * replaces the pet's, null removes it; the photo it replaces is released, so the unattached-photo sweep deletes
   * its files. The photo the pet already has, sent again, changes nothing.
   */
  async update(userSeq: number, petSeq: number, changes: PetChanges, now: Date) {
    return this.uow(async ({ repos, services }) => {
      const pet = await repos.pets.lockForEdit(userSeq, petSeq);
      if (!pet) throw new AppError('PET_NOT_FOUND');
      const { kind = pet.kind, breedSeq = pet.breedSeq ?? 0, birthDate } = changes;
      const breedChanged = changes.kind !== undefined || changes.breedSeq !== undefined;
      await this.check(repos, { breed: breedChanged ? { kind, breedSeq } : undefined, birthDate }, now);
      const { mediaSeq } = changes;
      const photoChanged = mediaSeq === null || (mediaSeq !== undefined && mediaSeq !== pet.imageMediaSeq);
      if (photoChanged && mediaSeq !== null) await services.media.claim(owner(userSeq), [mediaSeq], now);
      await repos.pets.change(petSeq, { ...changes, mediaSeq: photoChanged ? mediaSeq : undefined });
      if (photoChanged && pet.imageMediaSeq !== null) await services.media.release([pet.imageMediaSeq]);
      return this.one(repos, services.media, userSeq, petSeq, now);
    });
  }

  /**
   * Takes the pet off the owner's lists (a soft removal: the shops' 알림장 and albums of it and past reservations
   * stay). A pet with a booking still ahead is refused: the shop expects it. Its photo, shown nowhere any more, is
   * released, so the sweep deletes its files.
   */
  async remove(userSeq: number, petSeq: number, now: Date) {
    await this.uow(async ({ repos, services }) => {
      const pet = await repos.pets.lockForRemoval(userSeq, petSeq, now);
      if (!pet) throw new AppError('PET_NOT_FOUND');
      if (pet.booked) throw new AppError('PET_HAS_UPCOMING_RESERVATION');
      await repos.pets.markRemoved(petSeq, now);
      if (pet.imageMediaSeq !== null) await services.media.release([pet.imageMediaSeq]);
    });
  }
}
