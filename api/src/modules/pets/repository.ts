import { and, eq, exists, gt, inArray, isNull } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../infra/db/client.js';
import type { petBody, petChanges } from './schemas.js';
import { breeds, pets, reservationPets, reservations } from '../../db/schema/index.js';
import type { UserRepository } from '../users/repository.js';

/** What POST/PUT /v2/pets validated (modules/pets/schemas.ts). */
export type PetInput = Static<typeof petBody>;
/** What PUT /v2/pets/{petSeq} validated: the fields changed on the phone. */
export type PetChanges = Static<typeof petChanges>;

/** Every query is scoped by the owner's userSeq: another owner's pet is simply "not found". */
/** The owner's pets among `petSeqs` that are not removed. */
const livePetsOf = (userSeq: number, petSeqs: number[]) =>
  and(eq(pets.userSeq, userSeq), inArray(pets.petSeq, petSeqs), isNull(pets.removedAt));

export class PetRepository {
  constructor(
    private readonly db: Db,
    private readonly users: UserRepository,
  ) {}

  list(userSeq: number) {
    return this.users.pets(userSeq);
  }

  async one(userSeq: number, petSeq: number) {
    return (await this.list(userSeq)).find((p) => p.petSeq === petSeq) ?? null;
  }

  /** The owner's pets with these seqs, in the order asked; null when any is not the owner's (or was removed). */
  async mine(userSeq: number, petSeqs: number[]) {
    const rows = await this.db.select().from(pets).where(livePetsOf(userSeq, petSeqs));
    const byId = new Map(rows.map((r) => [r.petSeq, r]));
    const out = petSeqs.map((s) => byId.get(s));
    return out.every((p) => p) ? (out as (typeof rows)[number][]) : null;
  }

  /** Which of `petSeqs` are not the owner's live pets (removed since, or never theirs), in one read. */
  async missing(userSeq: number, petSeqs: number[]) {
    const rows = await this.db.select({ petSeq: pets.petSeq }).from(pets).where(livePetsOf(userSeq, petSeqs));
    const found = new Set(rows.map((r) => r.petSeq));
    return [...new Set(petSeqs)].filter((s) => !found.has(s));
  }

  async breedKind(breedSeq: number) {
    const [row] = await this.db
      .select({ kind: breeds.kind })
      .from(breeds)
      .where(eq(breeds.breedSeq, breedSeq));
    return row?.kind ?? null;
  }

  /** A new pet; `mediaSeq` is its photo, already claimed by the caller in the same unit of work. */
  async create(userSeq: number, input: PetInput) {
    const { mediaSeq, name, ...rest } = input;
    const [row] = await this.db
      .insert(pets)
      .values({ ...rest, name: name.trim(), imageMediaSeq: mediaSeq ?? null, userSeq })
      .returning({ petSeq: pets.petSeq });
    return row.petSeq;
  }

  /**
   * Locks the owner's live pet for an edit (two phones' edits of it run one after the other) and answers its kind
   * and breed, which an edit is checked against, and its uploaded photo, which an edit may replace; null when there
   * is no such pet.
   */
  async lockForEdit(userSeq: number, petSeq: number) {
    const [row] = await this.db
      .select({ kind: pets.kind, breedSeq: pets.breedSeq, imageMediaSeq: pets.imageMediaSeq })
      .from(pets)
      .where(and(eq(pets.petSeq, petSeq), eq(pets.userSeq, userSeq), isNull(pets.removedAt)))
      .for('update');
    return row ?? null;
  }

  /**
   * Sets the fields changed, and only those (a field left out is not in `set`). A photo sent (`mediaSeq`, claimed by
   * the caller; null for none) replaces any picture the pet had, an address included.
   */
  async change(petSeq: number, changes: PetChanges) {
    const { name, mediaSeq, ...rest } = changes;
    const set = {
      ...rest,
      ...(name === undefined ? {} : { name: name.trim() }),
      ...(mediaSeq === undefined ? {} : { imageMediaSeq: mediaSeq, imageUrl: null }),
    };
    if (Object.keys(set).length === 0) return;
    await this.db.update(pets).set(set).where(eq(pets.petSeq, petSeq));
  }

  /**
   * Locks the owner's live pet (booking locks pet rows too, so a booking and a removal of the same pet run one
   * after the other) and tells whether it is booked from now on (요청 or 확정, not yet over) and what photo it has;
   * null when there is no such pet.
   */
  async lockForRemoval(userSeq: number, petSeq: number, now: Date) {
    const [row] = await this.db
      .select({
        imageMediaSeq: pets.imageMediaSeq,
        booked: exists(
          this.db
            .select({ one: reservationPets.petSeq })
            .from(reservationPets)
            .innerJoin(reservations, eq(reservations.reservationSeq, reservationPets.reservationSeq))
            .where(
              and(
                eq(reservationPets.petSeq, pets.petSeq),
                inArray(reservations.status, ['REQUESTED', 'CONFIRMED']),
                gt(reservations.endAt, now),
              ),
            ),
        ),
      })
      .from(pets)
      .where(and(eq(pets.petSeq, petSeq), eq(pets.userSeq, userSeq), isNull(pets.removedAt)))
      .for('update');
    return row ? { booked: !!row.booked, imageMediaSeq: row.imageMediaSeq } : null;
  }

  /**
   * Takes the pet off the owner's lists; the records that name it keep it (see `pets.removedAt`). Its photo goes:
   * no screen shows a removed pet's, and the caller releases it for the sweep.
   */
  async markRemoved(petSeq: number, now: Date) {
    await this.db.update(pets).set({ removedAt: now, imageMediaSeq: null }).where(eq(pets.petSeq, petSeq));
  }
}
