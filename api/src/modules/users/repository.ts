import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.js';
import { parseJson } from '../../infra/db/json-value.js';
import { breeds, pets, sessions, userShops, users } from '../../db/schema/index.js';
import type { AssetUrl } from '../../infra/assets.js';
import type { ShopRepository, ShopSummary } from '../shops/repository.js';
import { anonymise, hasUpcomingReservation, petPhotoSeqs, withdrawalLosses } from './account-deletion.js';
import type { SnsKind } from './schemas.js';
import { liveSession } from '../auth/session-repository.js';
import type { PetKind, PetSex } from '../pets/schemas.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** A linked shop as `me()` aggregates it: a shop summary (JSON: the timestamp is a string) and the link. */
type MeShopJson = Omit<ShopSummary, 'registeredAt' | 'distanceMeters'> & {
  userShopSeq: number;
  customerSeq: number;
  sortOrder: number;
  registeredAt: string;
};

interface MePetJson {
  petSeq: number;
  name: string;
  kind: PetKind;
  breedSeq: number | null;
  breedName: string | null;
  birthDate: string | null;
  weightKg: number | null;
  sex: PetSex;
  neutered: boolean;
  imageUrl: string | null;
  imageMediaSeq: number | null;
}
/** A pet as the repositories read it: `imageUrl` an address, `imageMediaSeq` an uploaded photo not yet signed. */
export type OwnerPet = MePetJson;

/** A `json` column: postgres.js and PGlite hand it over parsed; a driver that does not gives the text. */

/**
 * The `Me` columns for the user `userSeq` (an expression: a parameter, or the joined users row): the account,
 * its linked shops with their summaries and its pets, aggregated as JSON by the database.
 */
const meColumns = (userSeq: SQL) => ({
  userSeq: users.userSeq,
  email: users.email,
  nickname: users.nickname,
  phoneNumber: users.phoneNumber,
  snsKind: users.snsKind,
  profileImageUrl: users.profileImageUrl,
  profileMediaSeq: users.profileMediaSeq,
  termsMarketing: users.termsMarketing,
  termsMarketingAt: users.termsMarketingAt,
  createdAt: users.createdAt,
  shops: sql<MeShopJson[] | string>`(
    select coalesce(json_agg(json_build_object(
      'userShopSeq', us.user_shop_seq, 'shopId', us.shop_id, 'customerSeq', us.customer_seq,
      'sortOrder', us.sort_order, 'name', s.name, 'address', s.address, 'regionSeq', s.region_seq,
      'latitude', s.latitude, 'longitude', s.longitude, 'thumbnailUrl', s.thumbnail_url,
      'reviewCount', s.review_count, 'registeredAt', s.registered_at,
      'categories', (select coalesce(json_agg(sc.category order by sc.category), '[]'::json)
                     from shop_categories sc where sc.shop_id = s.shop_id),
      'isFavorite', exists (select 1 from favorites f where f.user_seq = us.user_seq and f.shop_id = s.shop_id)
    ) order by us.sort_order, us.user_shop_seq), '[]'::json)
    from user_shops us join shops s on s.shop_id = us.shop_id
    where us.user_seq = ${userSeq})`,
  pets: sql<MePetJson[] | string>`(
    select coalesce(json_agg(json_build_object(
      'petSeq', p.pet_seq, 'name', p.name, 'kind', p.kind, 'breedSeq', p.breed_seq, 'breedName', b.name,
      'birthDate', p.birth_date, 'weightKg', p.weight_kg, 'sex', p.sex, 'neutered', p.neutered,
      'imageUrl', p.image_url, 'imageMediaSeq', p.image_media_seq
    ) order by p.pet_seq), '[]'::json)
    from pets p left join breeds b on b.breed_seq = p.breed_seq
    where p.user_seq = ${userSeq} and p.removed_at is null)`,
});

type MeRow = Pick<
  UserRow,
  | 'userSeq'
  | 'email'
  | 'nickname'
  | 'phoneNumber'
  | 'snsKind'
  | 'profileImageUrl'
  | 'profileMediaSeq'
  | 'termsMarketing'
  | 'termsMarketingAt'
  | 'createdAt'
> & { shops: MeShopJson[] | string; pets: MePetJson[] | string };

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

  /** Whether a live account has the nickname (case-insensitive), as the unique index over live accounts sees it. */
  async nicknameTaken(nickname: string, exceptUserSeq?: number) {
    const [row] = await this.db
      .select({ s: users.userSeq })
      .from(users)
      .where(and(sql`lower(${users.nickname}) = lower(${nickname.trim()})`, isNull(users.deletedAt)));
    return !!row && row.s !== exceptUserSeq;
  }

  async create(values: NewUser): Promise<UserRow> {
    const [row] = await this.db
      .insert(users)
      // The marketing choice of a new account is made at sign-up, the instant its privacy consent is given.
      .values({
        termsMarketingAt: values.termsPrivacyAt,
        ...values,
        email: normaliseEmail(values.email),
      })
      .returning();
    return row;
  }

  async update(userSeq: number, values: Partial<NewUser>) {
    await this.db.update(users).set(values).where(eq(users.userSeq, userSeq));
  }

  /** The uploaded profile picture of the user (locked: the caller replaces it in the same unit of work). */
  async lockProfileMediaSeq(userSeq: number): Promise<number | null> {
    const [row] = await this.db
      .select({ seq: users.profileMediaSeq })
      .from(users)
      .where(eq(users.userSeq, userSeq))
      .for('update');
    return row?.seq ?? null;
  }

  /** The photos the user's pets have (their rows are deleted with the account, their photos released). */
  petPhotoSeqs(userSeq: number) {
    return petPhotoSeqs(this.db, userSeq);
  }

  /** Whether the user has a visit still ahead (요청 or 확정, not yet over): a shop expects them. */
  hasUpcomingReservation(userSeq: number, now: Date) {
    return hasUpcomingReservation(this.db, userSeq, now);
  }

  /** What deleting the account would take from the owner (passes' uses, coupons, AI 프로필 pictures). */
  withdrawalLosses(userSeq: number, now: Date) {
    return withdrawalLosses(this.db, userSeq, now);
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

  /**
   * The owner's pets with their breed's name, those they removed left out (my-page, booking and consent screens;
   * built once, prepared). An uploaded photo is its `imageMediaSeq`: the services sign its link (presentPet).
   */
  async pets(userSeq: number): Promise<OwnerPet[]> {
    this.petsQuery ??= this.db
      .select({ pet: pets, breedName: breeds.name })
      .from(pets)
      .leftJoin(breeds, eq(breeds.breedSeq, pets.breedSeq))
      .where(and(eq(pets.userSeq, sql.placeholder('userSeq')), isNull(pets.removedAt)))
      .orderBy(asc(pets.petSeq))
      .prepare('pets_of_owner');
    const rows = await this.petsQuery.execute({ userSeq });
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
      imageMediaSeq: pet.imageMediaSeq,
    }));
  }

  private petsQuery?: {
    execute(p: { userSeq: number }): Promise<{ pet: typeof pets.$inferSelect; breedName: string | null }[]>;
  };

  /** The `Me` shape of a user (after their own edits, at login); null for a deleted or unknown user. */
  async me(userSeq: number) {
    const [row] = await this.db
      .select(meColumns(sql`${userSeq}`))
      .from(users)
      .where(and(eq(users.userSeq, userSeq), isNull(users.deletedAt)));
    return row ? this.toMe(row) : null;
  }

  /**
   * `GET /v2/me` in one statement: the live session of the token (the same conditions as
   * SessionRepository.resolve) joined to its user, with the linked shops (summary, categories, the user's
   * favourite flag) in the user's order and the pets aggregated as JSON. The page runs it on every load; the
   * session check, the user row and six more reads used to be eight round trips. Built once (placeholders) and
   * prepared once per connection. Null when the token stands for no live session of a live user.
   */
  async meOfSession(tokenHash: string, now: Date) {
    this.meOfSessionQuery ??= this.db
      .select(meColumns(sql.raw('"users"."user_seq"')))
      .from(sessions)
      .innerJoin(users, eq(users.userSeq, sessions.userSeq))
      .where(liveSession('SESSION'))
      .prepare('me_of_session');
    // A placeholder skips the column's encoder: the instant goes as ISO text, as the query builder would send it.
    const [row] = await this.meOfSessionQuery.execute({ tokenHash, now: now.toISOString() });
    return row ? this.toMe(row) : null;
  }

  private meOfSessionQuery?: { execute(p: { tokenHash: string; now: string }): Promise<MeRow[]> };

  private toMe(row: MeRow) {
    return {
      userSeq: row.userSeq,
      userId: row.email,
      nickname: row.nickname,
      phoneNumber: row.phoneNumber,
      snsKind: row.snsKind,
      profileImageUrl: row.profileImageUrl,
      // The service turns an uploaded picture into a signed link (services sign, repositories read).
      profileMediaSeq: row.profileMediaSeq,
      termsMarketing: row.termsMarketing,
      termsMarketingAt: row.termsMarketingAt,
      createdAt: row.createdAt,
      userShops: parseJson(row.shops).map((s) => ({
        userShopSeq: s.userShopSeq,
        shopId: s.shopId,
        customerSeq: s.customerSeq,
        sortOrder: s.sortOrder,
        shopInfo: {
          shopId: s.shopId,
          name: s.name,
          address: s.address,
          regionSeq: s.regionSeq,
          latitude: s.latitude,
          longitude: s.longitude,
          thumbnailUrl: this.assetUrl(s.thumbnailUrl),
          reviewCount: s.reviewCount,
          registeredAt: new Date(s.registeredAt),
          categories: s.categories,
          distanceMeters: null,
          isFavorite: s.isFavorite,
        },
      })),
      pets: parseJson(row.pets).map((p) => ({ ...p, imageUrl: this.assetUrl(p.imageUrl) })),
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

  /** Anonymises the account (account-deletion.ts); the caller runs it in a unit of work. */
  anonymise(userSeq: number, reason: string | null) {
    return anonymise(this.db, userSeq, reason);
  }
}
