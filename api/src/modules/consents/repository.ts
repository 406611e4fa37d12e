import { and, asc, desc, eq, inArray, ne, or, type Placeholder, sql } from 'drizzle-orm';
import { type Db, intArrayLiteral } from '../../infra/db/client.js';
import { StatementCache } from '../../infra/db/statement-cache.js';
import {
  consentForms,
  consentSignatures,
  reservationPets,
  reservations,
  shops,
  users,
  userShops,
} from '../../db/schema/index.js';

export type NewConsentForm = typeof consentForms.$inferInsert;
export type NewSignature = typeof consentSignatures.$inferInsert;

const formColumns = {
  formSeq: consentForms.formSeq,
  shopId: consentForms.shopId,
  shopName: shops.name,
  kind: consentForms.kind,
  title: consentForms.title,
  body: consentForms.body,
  version: consentForms.version,
  perPet: consentForms.perPet,
  requiredForBooking: consentForms.requiredForBooking,
  updatedAt: consentForms.updatedAt,
};

type FormRow = Pick<
  typeof consentForms.$inferSelect,
  'formSeq' | 'shopId' | 'kind' | 'title' | 'body' | 'version' | 'perPet' | 'requiredForBooking' | 'updatedAt'
> & { shopName: string };

type SignatureBriefRow = Pick<
  typeof consentSignatures.$inferSelect,
  'signatureSeq' | 'formSeq' | 'petSeq' | 'version' | 'signedAt'
>;

const signatureColumns = {
  signatureSeq: consentSignatures.signatureSeq,
  formSeq: consentSignatures.formSeq,
  userSeq: consentSignatures.userSeq,
  petSeq: consentSignatures.petSeq,
  petName: consentSignatures.petName,
  version: consentSignatures.version,
  title: consentSignatures.title,
  body: consentSignatures.body,
  bodySha256: consentSignatures.bodySha256,
  signaturePng: consentSignatures.signaturePng,
  signedAt: consentSignatures.signedAt,
  shopId: consentForms.shopId,
  shopName: shops.name,
};

/** Consent forms and signatures. Scoping (whose shop, whose signature) is in every query's WHERE. */
export class ConsentRepository {
  constructor(private readonly db: Db) {}

  /**
   * The shops whose forms concern an owner: the shops linked to the account and those the owner booked with
   * (a booking that was not cancelled).
   */
  private ownerShopIds(userSeq: Placeholder) {
    return sql`(select ${userShops.shopId} from ${userShops} where ${userShops.userSeq} = ${userSeq}
      union select ${reservations.shopId} from ${reservations}
      where ${reservations.userSeq} = ${userSeq} and ${reservations.status} <> 'CANCELED')`;
  }

  /**
   * The forms of the owner's shops (all, or the one asked), and any form the owner signed: a signed copy is the
   * owner's record and stays within reach after the shop is unlinked or its one booking cancelled. The owner's
   * forms screen asks on every visit, so each shape is built once (placeholders) and prepared.
   */
  ownerForms(userSeq: number, formSeq?: number) {
    const one = formSeq != null;
    const statement = this.ownerFormsQueries.get(one ? 'one' : 'all', () =>
      this.db
        .select(formColumns)
        .from(consentForms)
        .innerJoin(shops, eq(shops.shopId, consentForms.shopId))
        .where(
          and(
            or(
              sql`${consentForms.shopId} in ${this.ownerShopIds(sql.placeholder('userSeq'))}`,
              sql`${consentForms.formSeq} in (select ${consentSignatures.formSeq} from ${consentSignatures}
                where ${consentSignatures.userSeq} = ${sql.placeholder('userSeq')})`,
            ),
            one ? eq(consentForms.formSeq, sql.placeholder('formSeq')) : undefined,
          ),
        )
        .orderBy(asc(shops.name), asc(consentForms.formSeq))
        .prepare(one ? 'consent_owner_form' : 'consent_owner_forms'),
    );
    return statement.execute({ userSeq, formSeq });
  }

  private readonly ownerFormsQueries = new StatementCache<{
    execute(p: { userSeq: number; formSeq?: number }): Promise<FormRow[]>;
  }>(2);

  shopForms(shopIds: number[], formSeq?: number) {
    return this.db
      .select(formColumns)
      .from(consentForms)
      .innerJoin(shops, eq(shops.shopId, consentForms.shopId))
      .where(
        and(
          shopIds.length ? inArray(consentForms.shopId, shopIds) : sql`false`,
          formSeq != null ? eq(consentForms.formSeq, formSeq) : undefined,
        ),
      )
      .orderBy(asc(consentForms.shopId), asc(consentForms.formSeq));
  }

  /** Forms a shop requires before confirming a booking. */
  requiredForms(shopId: number) {
    return this.db
      .select()
      .from(consentForms)
      .where(and(eq(consentForms.shopId, shopId), eq(consentForms.requiredForBooking, true)))
      .orderBy(asc(consentForms.formSeq));
  }

  /** Locks the form row until the end of the transaction (signing against a concurrent edit or second click). */
  async lockForm(formSeq: number) {
    const [row] = await this.db
      .select({ version: consentForms.version })
      .from(consentForms)
      .where(eq(consentForms.formSeq, formSeq))
      .for('update');
    return row ?? null;
  }

  async createForm(values: NewConsentForm) {
    const [row] = await this.db
      .insert(consentForms)
      .values(values)
      .returning({ formSeq: consentForms.formSeq });
    return row.formSeq;
  }

  async updateForm(formSeq: number, values: Partial<NewConsentForm>) {
    await this.db.update(consentForms).set(values).where(eq(consentForms.formSeq, formSeq));
  }

  /** The owner's signatures of these forms, newest first (the first per form and pet is the one that counts). */
  signaturesOf(userSeq: number, formSeqs: number[]) {
    if (!formSeqs.length) return Promise.resolve([]);
    this.signaturesOfQuery ??= this.db
      .select({
        signatureSeq: consentSignatures.signatureSeq,
        formSeq: consentSignatures.formSeq,
        petSeq: consentSignatures.petSeq,
        version: consentSignatures.version,
        signedAt: consentSignatures.signedAt,
      })
      .from(consentSignatures)
      .where(
        and(
          eq(consentSignatures.userSeq, sql.placeholder('userSeq')),
          sql`${consentSignatures.formSeq} = any(${sql.placeholder('formSeqs')}::int[])`,
        ),
      )
      .orderBy(desc(consentSignatures.signedAt), desc(consentSignatures.signatureSeq))
      .prepare('consent_signatures_of');
    return this.signaturesOfQuery.execute({ userSeq, formSeqs: intArrayLiteral(formSeqs) });
  }

  private signaturesOfQuery?: {
    execute(p: { userSeq: number; formSeqs: string }): Promise<SignatureBriefRow[]>;
  };

  async insertSignature(values: NewSignature) {
    const [row] = await this.db
      .insert(consentSignatures)
      .values(values)
      .returning({ signatureSeq: consentSignatures.signatureSeq });
    return row.signatureSeq;
  }

  /** A signature, when it is the owner's (`by.userSeq`) or made at one of the staff member's shops. */
  async signature(signatureSeq: number, by: { userSeq: number } | { shopIds: number[] }) {
    const scope =
      'userSeq' in by
        ? eq(consentSignatures.userSeq, by.userSeq)
        : by.shopIds.length
          ? inArray(consentForms.shopId, by.shopIds)
          : sql`false`;
    const [row] = await this.db
      .select(signatureColumns)
      .from(consentSignatures)
      .innerJoin(consentForms, eq(consentForms.formSeq, consentSignatures.formSeq))
      .innerJoin(shops, eq(shops.shopId, consentForms.shopId))
      .where(and(eq(consentSignatures.signatureSeq, signatureSeq), scope));
    return row ?? null;
  }

  /** Signatures made at a shop's form (the partner's list), newest first. */
  /** The shop's customers (linked, or with a booking not cancelled): whose forms to sign are the shop's. */
  async shopCustomers(shopId: number) {
    const rows = await this.db
      .select({ userSeq: userShops.userSeq })
      .from(userShops)
      .where(eq(userShops.shopId, shopId))
      .union(
        this.db
          .select({ userSeq: reservations.userSeq })
          .from(reservations)
          .where(and(eq(reservations.shopId, shopId), ne(reservations.status, 'CANCELED'))),
      );
    return rows.map((r) => r.userSeq).sort((a, b) => a - b);
  }

  /** Who signed some version of the form. */
  async signers(formSeq: number) {
    const rows = await this.db
      .selectDistinct({ userSeq: consentSignatures.userSeq })
      .from(consentSignatures)
      .where(eq(consentSignatures.formSeq, formSeq))
      .orderBy(asc(consentSignatures.userSeq));
    return rows.map((r) => r.userSeq);
  }

  formSignatures(formSeq: number) {
    return this.db
      .select({
        signatureSeq: consentSignatures.signatureSeq,
        petName: consentSignatures.petName,
        version: consentSignatures.version,
        signedAt: consentSignatures.signedAt,
        ownerNickname: users.nickname,
      })
      .from(consentSignatures)
      .innerJoin(users, eq(users.userSeq, consentSignatures.userSeq))
      .where(eq(consentSignatures.formSeq, formSeq))
      .orderBy(desc(consentSignatures.signedAt));
  }

  /** The owner, shop and pets of a reservation (for the booking gate). */
  async reservationParties(reservationSeq: number) {
    const [r] = await this.db
      .select({ userSeq: reservations.userSeq, shopId: reservations.shopId })
      .from(reservations)
      .where(eq(reservations.reservationSeq, reservationSeq));
    if (!r) return null;
    const petRows = await this.db
      .select({ petSeq: reservationPets.petSeq, petName: reservationPets.petName })
      .from(reservationPets)
      .where(and(eq(reservationPets.reservationSeq, reservationSeq)))
      .orderBy(asc(reservationPets.sortOrder));
    return { ...r, pets: petRows };
  }
}

export type ConsentFormWithShop = Awaited<ReturnType<ConsentRepository['ownerForms']>>[number];
