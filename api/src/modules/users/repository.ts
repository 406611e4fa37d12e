import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.js';
import { breeds, favorites, pets, shopInvitations, userShops, users } from '../../db/schema/index.js';
import type { AssetUrl } from '../../infra/assets.js';
import type { ShopRepository } from '../shops/repository.js';
import type { SnsKind } from './schemas.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class UserRepository {
  constructor(
    private readonly db: Db,
    private readonly shopsRepo: ShopRepository,
    private readonly assetUrl: AssetUrl,
  ) {}

  async byEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.email, normaliseEmail(email)), isNull(users.deletedAt)));
    return row ?? null;
  }

  async bySeq(userSeq: number): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.userSeq, userSeq), isNull(users.deletedAt)));
    return row ?? null;
  }

  async bySns(kind: SnsKind, snsId: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.snsKind, kind), eq(users.snsId, snsId), isNull(users.deletedAt)));
    return row ?? null;
  }

  async emailTaken(email: string) {
    const [row] = await this.db
      .select({ s: users.userSeq })
      .from(users)
      .where(eq(users.email, normaliseEmail(email)));
    return !!row;
  }

  async nicknameTaken(nickname: string, exceptUserSeq?: number) {
    const [row] = await this.db
      .select({ s: users.userSeq })
      .from(users)
      .where(sql`lower(${users.nickname}) = lower(${nickname.trim()})`);
    return !!row && row.s !== exceptUserSeq;
  }

  async create(values: NewUser): Promise<UserRow> {
    const [row] = await this.db
      .insert(users)
      .values({ ...values, email: normaliseEmail(values.email) })
      .returning();
    return row;
  }

  async update(userSeq: number, values: Partial<NewUser>) {
    await this.db.update(users).set(values).where(eq(users.userSeq, userSeq));
  }

  /** Linked shops of the user, in the user's sort order. */
  async userShops(userSeq: number) {
    const links = await this.db
      .select()
      .from(userShops)
      .where(eq(userShops.userSeq, userSeq))
      .orderBy(asc(userShops.sortOrder), asc(userShops.userShopSeq));
    const infos = await this.shopsRepo.summaries(
      links.map((l) => l.shopId),
      userSeq,
    );
    const byId = new Map(infos.map((s) => [s.shopId, s]));
    return links.map((l) => ({
      userShopSeq: l.userShopSeq,
      shopId: l.shopId,
      customerSeq: l.customerSeq,
      sortOrder: l.sortOrder,
      shopInfo: byId.get(l.shopId)!,
    }));
  }

  async pets(userSeq: number) {
    const rows = await this.db
      .select({ pet: pets, breedName: breeds.name })
      .from(pets)
      .leftJoin(breeds, eq(breeds.breedSeq, pets.breedSeq))
      .where(eq(pets.userSeq, userSeq))
      .orderBy(asc(pets.petSeq));
    return rows.map(({ pet, breedName }) => ({
      petSeq: pet.petSeq,
      name: pet.name,
      kind: pet.kind,
      breedSeq: pet.breedSeq,
      breedName,
      birthDate: pet.birthDate,
      weightKg: pet.weightKg,
      sex: pet.sex,
      neutered: pet.neutered,
      imageUrl: this.assetUrl(pet.imageUrl),
    }));
  }

  async me(userSeq: number) {
    const user = await this.bySeq(userSeq);
    if (!user) return null;
    const [shopsOfUser, petsOfUser] = await Promise.all([this.userShops(userSeq), this.pets(userSeq)]);
    return {
      userSeq: user.userSeq,
      userId: user.email,
      nickname: user.nickname,
      phoneNumber: user.phoneNumber,
      snsKind: user.snsKind,
      profileImageUrl: user.profileImageUrl,
      termsMarketing: user.termsMarketing,
      createdAt: user.createdAt,
      userShops: shopsOfUser,
      pets: petsOfUser,
    };
  }

  /**
   * Re-numbers sortOrder from the given order; the caller has checked the set is exactly the user's and runs
   * this in a unit of work.
   */
  async reorderShops(userSeq: number, userShopSeqs: number[]) {
    for (const [i, seq] of userShopSeqs.entries()) {
      await this.db
        .update(userShops)
        .set({ sortOrder: i })
        .where(and(eq(userShops.userShopSeq, seq), eq(userShops.userSeq, userSeq)));
    }
  }

  /**
   * Account deletion keeps the row (foreign keys, audit) but removes everything that identifies the person:
   * e-mail, nickname, phone, password, SNS link, profile image; pets, shop links and favourites are deleted.
   * Several statements: the caller runs it in a unit of work.
   */
  async anonymise(userSeq: number, reason: string | null) {
    await this.db.delete(pets).where(eq(pets.userSeq, userSeq));
    await this.db.delete(userShops).where(eq(userShops.userSeq, userSeq));
    await this.db.delete(favorites).where(eq(favorites.userSeq, userSeq));
    await this.db.update(shopInvitations).set({ usedBy: null }).where(eq(shopInvitations.usedBy, userSeq));
    await this.db
      .update(users)
      .set({
        email: `deleted-${userSeq}@deleted.invalid`,
        nickname: `탈퇴회원${userSeq}`,
        phoneNumber: '',
        passwordHash: null,
        snsId: null,
        profileImageUrl: null,
        termsMarketing: false,
        deletedAt: new Date(),
        deleteReason: reason,
      })
      .where(eq(users.userSeq, userSeq));
  }
}
